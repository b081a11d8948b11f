import { ArrowDown, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type VibeCodingPlanId, vibeCodingPlans, vibeCodingSaveBadge } from "@content/plans";
import { vibeCodingPage } from "@content/vibe-coding-page";
import { useChat } from "~/components/chat/chat-context";
import { SectionHero } from "~/components/ui/section-hero";
import { Button, buttonClass } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import { type Billing, BillingToggle } from "~/components/vibe-coding/billing-toggle";
import { BuildVisual } from "~/components/vibe-coding/build-visual";
import { ClosingCta } from "~/components/vibe-coding/closing-cta";
import { HowItWorks } from "~/components/vibe-coding/how-it-works";
import { VibeRequestConfirmation } from "~/components/payments/vibe-request-confirmation";
import { VibeRequestForm } from "~/components/payments/vibe-request-form";
import { VibePlans } from "~/components/vibe-coding/vibe-plans";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/ai-vibe-coding";

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("aiVibeCoding", context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const texts = vibeCodingPage;

export default function AiVibeCoding() {
  const { openChat } = useChat();
  // Monthly is the default, so the server-rendered page shows monthly prices.
  const [billing, setBilling] = useState<Billing>("monthly");
  const [selectedId, setSelectedId] = useState<VibeCodingPlanId | null>(null);
  const selectedPlan = vibeCodingPlans.find((p) => p.id === selectedId) ?? null;
  // A request sent without payment: its confirmation stays until another plan is chosen.
  const [sent, setSent] = useState<{ planName: string; requestId: number | null } | null>(null);
  const requestRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!selectedId) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "nearest" });
  }, [selectedId]);

  return (
    <>
      <SectionHero
        eyebrow={texts.hero.eyebrow}
        title={texts.hero.title}
        lead={texts.hero.lead}
        visual={<BuildVisual />}
        actions={
          <>
            <a href="#plans" className={buttonClass("primary", "lg")}>
              {texts.hero.plansLabel}
              <ArrowDown className="size-5" aria-hidden="true" />
            </a>
            <Button variant="secondary" size="lg" onClick={openChat}>
              <MessageCircle className="size-5" aria-hidden="true" />
              {texts.hero.chatLabel}
            </Button>
          </>
        }
      />
      <HowItWorks />
      <Section id="plans" tone="alt" labelledBy="vibe-plans-title">
        <SectionHeader
          id="vibe-plans-title"
          eyebrow={texts.pricing.eyebrow}
          title={texts.pricing.title}
          lead={texts.pricing.lead}
        />
        <div className="mb-12">
          <BillingToggle value={billing} onChange={setBilling} badge={vibeCodingSaveBadge} />
          <p className="mt-4 text-center text-ink-muted">{texts.pricing.trialNote}</p>
        </div>
        <VibePlans
          plans={vibeCodingPlans}
          billing={billing}
          selectedId={selectedId}
          onSelect={(id) => {
            setSent(null);
            setSelectedId(id);
          }}
        />
        <p role="status" className="sr-only">
          {selectedPlan ? texts.request.selectedAnnouncement(selectedPlan.name) : ""}
        </p>
        {selectedPlan && (
          <VibeRequestForm
            key={selectedPlan.id}
            ref={requestRef}
            plan={selectedPlan}
            billing={billing}
            onDone={(requestId) => {
              setSent({ planName: selectedPlan.name, requestId });
              setSelectedId(null);
            }}
          />
        )}
        {!selectedPlan && sent && (
          <VibeRequestConfirmation planName={sent.planName} requestId={sent.requestId} />
        )}
      </Section>
      <ClosingCta />
    </>
  );
}
