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
import { chatPageIcons } from "~/components/chat-page/icons";
import { SampleConversation } from "~/components/chat-page/sample-conversation";
import { CheckList } from "~/components/features/check-list";
import { CtaBand } from "~/components/features/cta-band";
import { PageHero } from "~/components/pricing/page-hero";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, IconTile } from "~/components/ui/card";
import { Section, SectionHeader } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/chat";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("chat", matches);

export default function Page() {
  const { openChat } = useChat();
  return (
    <>
      <PageHero
        eyebrow={chatHero.eyebrow}
        title={chatHero.title}
        lead={chatHero.lead}
        actions={
          <Button size="lg" onClick={openChat}>
            <MessageCircle className="size-5" aria-hidden="true" />
            {chatHero.startLabel}
          </Button>
        }
      >
        <ul className="mt-8 flex flex-col items-center gap-x-6 gap-y-2 text-ink-muted sm:flex-row sm:flex-wrap sm:justify-center">
          {chatHero.points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </PageHero>

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
            <Button size="lg" variant="secondary" onClick={openChat} className="mt-8">
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {chatFeatures.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full">
                <IconTile icon={chatPageIcons[feature.icon]} />
                <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 text-ink-muted">{feature.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="use-cases-title">
        <SectionHeader
          id="use-cases-title"
          eyebrow={useCasesSection.eyebrow}
          title={useCasesSection.title}
          lead={useCasesSection.lead}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {chatUseCases.map((useCase) => (
            <li key={useCase.title}>
              <Card className="flex h-full gap-5">
                <IconTile icon={chatPageIcons[useCase.icon]} />
                <div>
                  <h3 className="text-xl font-semibold">{useCase.title}</h3>
                  <p className="mt-2 text-ink-muted">{useCase.description}</p>
                  <p className="mt-4 inline-flex items-start gap-2 rounded-[var(--radius-control)] bg-primary-tint px-3 py-2 text-sm text-ink">
                    <Quote className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {useCase.example}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="chat-cta-title" title={chatCta.title} lead={chatCta.lead}>
        <Button variant="inverse" size="lg" onClick={openChat}>
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
