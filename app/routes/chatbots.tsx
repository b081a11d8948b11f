import { ArrowRight, Timer } from "lucide-react";
import {
  aiModelsSection,
  chatbotDesigns,
  chatbotDesignsSection,
  chatbotIntegrationIcons,
  chatbotPricingSection,
  chatbotsCta,
  chatbotsHero,
  chatbotUseCases,
  chatbotUseCasesSection,
  integrationsSection,
} from "@content/chatbots-page";
import { aiModelCards, chatbotTiers, platformIntegrations } from "@content/plans";
import { formatUsd } from "@lib/format";
import { opensChatWithoutScripts, useChat } from "~/components/chat/chat-context";
import { CustomDevelopmentCard } from "~/components/chatbots/custom-development-card";
import { chatbotsIcons } from "~/components/chatbots/icons";
import { PlacementPreview } from "~/components/chatbots/placement-preview";
import { CtaBand } from "~/components/ui/cta-band";
import { SectionHero } from "~/components/ui/section-hero";
import { PlanCard, PlanPrice } from "~/components/pricing/plan-card";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid, IconCard } from "~/components/ui/card-grid";
import { Section, SectionHeader } from "~/components/ui/section";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/chatbots";

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("chatbots", context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const monthlyTiers = chatbotTiers.filter((t) => t.period === "month");
const oneTimeTiers = chatbotTiers.filter((t) => t.period === "one-time");

export default function Page() {
  const { openLeadDialog } = useChat();
  return (
    <>
      <SectionHero
        eyebrow={chatbotsHero.eyebrow}
        title={chatbotsHero.title}
        lead={chatbotsHero.lead}
        actions={
          <ButtonLink to={chatbotsHero.cta.to} size="lg">
            {chatbotsHero.cta.label}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        }
        points={chatbotsHero.points}
      />

      <Section labelledBy="chatbot-use-cases-title">
        <SectionHeader
          id="chatbot-use-cases-title"
          eyebrow={chatbotUseCasesSection.eyebrow}
          title={chatbotUseCasesSection.title}
          lead={chatbotUseCasesSection.lead}
        />
        <CardGrid>
          {chatbotUseCases.map((useCase) => (
            <IconCard
              key={useCase.title}
              icon={chatbotsIcons[useCase.icon]}
              title={useCase.title}
              description={useCase.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section tone="alt" labelledBy="chatbot-designs-title">
        <SectionHeader
          id="chatbot-designs-title"
          eyebrow={chatbotDesignsSection.eyebrow}
          title={chatbotDesignsSection.title}
          lead={chatbotDesignsSection.lead}
        />
        <CardGrid>
          {chatbotDesigns.map((design) => (
            <li key={design.name}>
              <Card className="h-full">
                <PlacementPreview placement={design.placement} label={design.previewAlt} />
                <p className="mt-5 inline-flex rounded-full bg-primary-tint px-3 py-0.5 text-sm font-semibold text-primary">
                  {design.placementLabel}
                </p>
                <h3 className="mt-3 text-lg font-semibold">{design.name}</h3>
                <p className="mt-2 text-ink-muted">{design.description}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section labelledBy="ai-models-title">
        <SectionHeader
          id="ai-models-title"
          eyebrow={aiModelsSection.eyebrow}
          title={aiModelsSection.title}
          lead={aiModelsSection.lead}
        />
        <CardGrid>
          {aiModelCards.map((model) => (
            <li key={model.id}>
              <Card className="flex h-full flex-col">
                <p className="text-sm font-semibold text-ink-muted">{model.provider}</p>
                <h3 className="mt-1 text-xl font-semibold">{model.name}</h3>
                <p className="mt-2 text-ink-muted">{model.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${model.name} strengths`}>
                  {model.strengths.map((strength) => (
                    <li
                      key={strength}
                      className="rounded-full border border-line px-3 py-0.5 text-sm text-ink-muted"
                    >
                      {strength}
                    </li>
                  ))}
                </ul>
                <p className="mt-auto flex items-baseline gap-2 border-t border-line pt-4">
                  {model.pricePer1kTokens === null ? (
                    <span className="text-2xl font-bold">{aiModelsSection.customPriceLabel}</span>
                  ) : (
                    <>
                      <span className="text-2xl font-bold">
                        {formatUsd(model.pricePer1kTokens)}
                      </span>
                      <span className="text-sm text-ink-muted">{aiModelsSection.priceUnit}</span>
                    </>
                  )}
                </p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section tone="alt" labelledBy="integrations-title">
        <SectionHeader
          id="integrations-title"
          eyebrow={integrationsSection.eyebrow}
          title={integrationsSection.title}
          lead={integrationsSection.lead}
        />
        <CardGrid columns={3}>
          {platformIntegrations.map((platform) => (
            <IconCard
              key={platform.id}
              layout="row"
              icon={chatbotsIcons[chatbotIntegrationIcons[platform.id] ?? "globe"]}
              title={platform.name}
              description={platform.description}
            >
              <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-success">
                <Timer className="size-4" aria-hidden="true" />
                {integrationsSection.setupLabel}: {platform.setupTime}
              </p>
            </IconCard>
          ))}
        </CardGrid>
      </Section>

      <Section labelledBy="chatbot-pricing-title">
        <SectionHeader
          id="chatbot-pricing-title"
          eyebrow={chatbotPricingSection.eyebrow}
          title={chatbotPricingSection.title}
          lead={chatbotPricingSection.lead}
        />
        <ul className="grid grid-cols-1 gap-8 md:grid-cols-3 lg:gap-6">
          {monthlyTiers.map((tier) => (
            <li key={tier.id} className="grid">
              <PlanCard
                id={`chatbot-${tier.id}`}
                name={tier.name}
                description={tier.conversations}
                price={
                  <PlanPrice
                    amount={formatUsd(tier.price)}
                    period={chatbotPricingSection.periodLabels[tier.period]}
                  />
                }
                features={tier.features}
                popularLabel={tier.popular ? chatbotPricingSection.popularLabel : undefined}
                action={
                  <Button
                    className="w-full"
                    variant={tier.popular ? "primary" : "secondary"}
                    onClick={() => openLeadDialog("ai-agent")}
                    {...opensChatWithoutScripts}
                  >
                    {tier.cta}
                    <span className="sr-only"> for the {tier.name} plan</span>
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
        {oneTimeTiers.map((tier) => (
          <div key={tier.id} className="mt-8 lg:mt-12">
            <CustomDevelopmentCard
              tier={tier}
              periodLabel={chatbotPricingSection.periodLabels[tier.period]}
              to={chatbotPricingSection.customQuoteTo}
            />
          </div>
        ))}
      </Section>

      <CtaBand id="chatbots-cta-title" title={chatbotsCta.title} lead={chatbotsCta.lead}>
        <ButtonLink to={chatbotsCta.cta.to} variant="inverse" size="lg">
          {chatbotsCta.cta.label}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </CtaBand>
    </>
  );
}
