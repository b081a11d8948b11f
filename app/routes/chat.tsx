import { ArrowRight, MessageCircle, Quote } from "lucide-react";
import {
  chatCta,
  chatFeatures,
  chatFeaturesSection,
  chatHero,
  chatUseCases,
  liveDemo,
  useCasesSection,
} from "@content/chat-page";
import { useChat } from "~/components/chat/chat-context";
import { opensChatWithoutScripts } from "~/components/chat/chat-context";
import { chatPageIcons } from "~/components/chat-page/icons";
import { SampleConversation } from "~/components/chat-page/sample-conversation";
import { CheckList } from "~/components/features/check-list";
import { CtaBand } from "~/components/ui/cta-band";
import { SectionHero } from "~/components/ui/section-hero";
import { Button, ButtonLink } from "~/components/ui/button";
import { CardGrid, IconCard } from "~/components/ui/card-grid";
import { Section, SectionHeader } from "~/components/ui/section";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/chat";

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("chat", context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Page() {
  const { openChat } = useChat();
  return (
    <>
      <SectionHero
        eyebrow={chatHero.eyebrow}
        title={chatHero.title}
        lead={chatHero.lead}
        actions={
          <Button size="lg" onClick={openChat} {...opensChatWithoutScripts}>
            <MessageCircle className="size-5" aria-hidden="true" />
            {chatHero.startLabel}
          </Button>
        }
        points={chatHero.points}
      />

      <Section labelledBy="live-demo-title">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeader
              id="live-demo-title"
              align="left"
              eyebrow={liveDemo.eyebrow}
              title={liveDemo.title}
              lead={liveDemo.lead}
            />
            <CheckList items={liveDemo.steps} className="-mt-4 md:-mt-8" />
            <Button
              size="lg"
              variant="secondary"
              onClick={openChat}
              {...opensChatWithoutScripts}
              className="mt-8"
            >
              {liveDemo.tryLabel}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Button>
          </div>
          <SampleConversation />
        </div>
      </Section>

      <Section tone="alt" labelledBy="chat-features-title">
        <SectionHeader
          id="chat-features-title"
          eyebrow={chatFeaturesSection.eyebrow}
          title={chatFeaturesSection.title}
          lead={chatFeaturesSection.lead}
        />
        <CardGrid>
          {chatFeatures.map((feature) => (
            <IconCard
              key={feature.title}
              icon={chatPageIcons[feature.icon]}
              title={feature.title}
              description={feature.description}
            />
          ))}
        </CardGrid>
      </Section>

      <Section labelledBy="use-cases-title">
        <SectionHeader
          id="use-cases-title"
          eyebrow={useCasesSection.eyebrow}
          title={useCasesSection.title}
          lead={useCasesSection.lead}
        />
        <CardGrid columns={2}>
          {chatUseCases.map((useCase) => (
            <IconCard
              key={useCase.title}
              layout="row"
              size="lg"
              icon={chatPageIcons[useCase.icon]}
              title={useCase.title}
              description={useCase.description}
            >
              <p className="mt-4 inline-flex items-start gap-2 rounded-[var(--radius-control)] bg-primary-tint px-3 py-2 text-sm text-ink">
                <Quote className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {useCase.example}
              </p>
            </IconCard>
          ))}
        </CardGrid>
      </Section>

      <CtaBand id="chat-cta-title" title={chatCta.title} lead={chatCta.lead}>
        <Button variant="inverse" size="lg" onClick={openChat} {...opensChatWithoutScripts}>
          <MessageCircle className="size-5" aria-hidden="true" />
          {chatCta.tryLabel}
        </Button>
        <ButtonLink to={chatCta.startTo} variant="inverse-outline" size="lg">
          {chatCta.startLabel}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </CtaBand>
    </>
  );
}
