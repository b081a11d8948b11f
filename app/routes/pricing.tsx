import { useEffect, useRef, useState } from "react";
import { data, redirect, useSearchParams } from "react-router";
import { type PricingPlanId, pricingBanner, pricingPlans } from "@content/plans";
import { orderForm } from "@content/payments";
import { pricingPage } from "@content/pricing-page";
import { LimitedTimeBanner } from "~/components/pricing/limited-time-banner";
import { keptOrderPlan, OrderForm } from "~/components/payments/order-form";
import { SectionHero } from "~/components/ui/section-hero";
import { PricingPlans } from "~/components/pricing/pricing-plans";
import { WhatYouGet } from "~/components/pricing/what-you-get";
import { Section, SectionHeader } from "~/components/ui/section";
import {
  issueFormToken,
  perVisitorPage,
  postedFormToken,
  refusalOf,
  typedValues,
  postedForm,
} from "~/lib/form-action.server";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/pricing";

/** Only plans with a price can be ordered here; Elite goes to /contact. */
function orderablePlan(id: string | null) {
  return pricingPlans.find((p) => p.id === id && !p.isContactUs) ?? null;
}

/**
 * /pricing is the same for everyone (the page cache serves it); /pricing?plan=… is a plan's
 * order form, with its token, for one visitor (ADR 0048).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const head = pageHead("pricing", context);
  if (!orderablePlan(new URL(request.url).searchParams.get("plan"))) {
    return data({ head, formToken: undefined as string | undefined });
  }
  return data({ head, formToken: issueFormToken(context) }, { headers: perVisitorPage });
}

const orderFields = [
  "name",
  "company",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "country",
] as const;

/**
 * The order form sent without scripts: the same use case as POST /api/create-payment-intent.
 * Created: to /checkout with the order's client_secret and plan only (never a name or an email);
 * refused: the page again with the messages and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const plan = new URL(request.url).searchParams.get("plan") ?? "";
  const posted = await postedForm(request);
  const values = typedValues(posted);
  const customerInfo = Object.fromEntries(orderFields.map((name) => [name, values[name] ?? ""]));
  try {
    const intent = await context.services.payments.receivePlanOrder(
      { plan, customerInfo: { ...customerInfo, plan } },
      { ip: context.clientIp, attempt: postedFormToken(context, posted) },
    );
    if (intent.clientSecret) {
      const query = new URLSearchParams({ client_secret: intent.clientSecret, plan });
      throw redirect(`/checkout?${query}`, 303);
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    const refusal = refusalOf(err, values, (name) => name.replace(/^customerInfo\./, ""));
    return data(
      { refusal, formToken: postedFormToken(context, posted) },
      { status: refusal.status, headers: perVisitorPage },
    );
  }
  throw new Error("the order was created without a client secret");
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // A link such as /pricing?plan=professional (from the assistant or another page) preselects a plan.
  const [selectedId, setSelectedId] = useState<PricingPlanId | null>(
    () => orderablePlan(searchParams.get("plan"))?.id ?? null,
  );
  const selectedPlan = orderablePlan(selectedId);
  const orderRef = useRef<HTMLElement>(null);
  const chosenByClick = useRef(false);
  // Back from /checkout to /pricing: the plan whose order was sent from here is open again (its
  // form puts back what was typed). After the first render, which must match the server's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page appears
  useEffect(() => {
    if (selectedId) return;
    const kept = orderablePlan(keptOrderPlan());
    if (kept) setSelectedId(kept.id);
  }, []);

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
        {selectedPlan && (
          <OrderForm
            key={selectedPlan.id}
            ref={orderRef}
            plan={selectedPlan}
            // The page's token belongs to the plan in its address; another plan chosen here
            // is another order.
            formToken={
              selectedPlan.id === searchParams.get("plan")
                ? (actionData?.formToken ?? loaderData.formToken)
                : undefined
            }
            refusal={selectedPlan.id === searchParams.get("plan") ? actionData?.refusal : null}
          />
        )}
      </Section>
      <WhatYouGet />
    </>
  );
}
