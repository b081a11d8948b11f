import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type PricingPlanId, pricingBanner, pricingPlans } from "@content/plans";
import { orderForm } from "@content/payments";
import { pricingPage } from "@content/pricing-page";
import { LimitedTimeBanner } from "~/components/pricing/limited-time-banner";
import { OrderForm } from "~/components/payments/order-form";
import { SectionHero } from "~/components/ui/section-hero";
import { PricingPlans } from "~/components/pricing/pricing-plans";
import { WhatYouGet } from "~/components/pricing/what-you-get";
import { Section, SectionHeader } from "~/components/ui/section";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/pricing";

export function loader({ context }: Route.LoaderArgs) {
  return { head: pageHead("pricing", context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** Only plans with a price can be ordered here; Elite goes to /contact. */
function orderablePlan(id: string | null) {
  return pricingPlans.find((p) => p.id === id && !p.isContactUs) ?? null;
}

export default function Pricing() {
  const [searchParams] = useSearchParams();
  // A link such as /pricing?plan=professional (from the assistant or another page) preselects a plan.
  const [selectedId, setSelectedId] = useState<PricingPlanId | null>(
    () => orderablePlan(searchParams.get("plan"))?.id ?? null,
  );
  const selectedPlan = orderablePlan(selectedId);
  const orderRef = useRef<HTMLElement>(null);
  const chosenByClick = useRef(false);

  useEffect(() => {
    if (!selectedId || !chosenByClick.current) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    orderRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "nearest" });
  }, [selectedId]);

  const choose = (id: PricingPlanId) => {
    chosenByClick.current = true;
    setSelectedId(id);
  };

  return (
    <>
      <SectionHero
        notice={<LimitedTimeBanner text={pricingBanner} />}
        eyebrow={pricingPage.hero.eyebrow}
        title={pricingPage.hero.title}
        lead={pricingPage.hero.lead}
      />
      <Section labelledBy="plans-title">
        <SectionHeader
          id="plans-title"
          title={pricingPage.plans.title}
          lead={pricingPage.plans.lead}
        />
        <PricingPlans plans={pricingPlans} selectedId={selectedId} onSelect={choose} />
        <p role="status" className="sr-only">
          {selectedPlan ? orderForm.selectedAnnouncement(selectedPlan.name) : ""}
        </p>
        {selectedPlan && <OrderForm key={selectedPlan.id} ref={orderRef} plan={selectedPlan} />}
      </Section>
      <WhatYouGet />
    </>
  );
}
