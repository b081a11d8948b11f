import { ArrowDown, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, redirect, useSearchParams } from "react-router";
import { type VibeCodingPlanId, vibeCodingPlans, vibeCodingSaveBadge } from "@content/plans";
import { vibeCodingPage } from "@content/vibe-coding-page";
import { useChat } from "~/components/chat/chat-context";
import { opensChatWithoutScripts } from "~/components/chat/chat-context";
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
import {
  issueFormToken,
  perVisitorPage,
  postedFormToken,
  afterTokenReused,
  refusalOf,
  typedValues,
  postedForm,
} from "~/lib/form-action.server";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/ai-vibe-coding";

const chosenPlan = (id: string | null) => vibeCodingPlans.find((p) => p.id === id) ?? null;
const chosenBilling = (value: string | null): Billing =>
  value === "yearly" ? "yearly" : "monthly";

/**
 * /ai-vibe-coding is the same for everyone (the page cache serves it). /ai-vibe-coding?plan=…
 * is a plan's request form with its token, and ?request=… a request's confirmation (a signed
 * address: no name or email in it), each for one visitor (ADR 0048).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const head = pageHead("aiVibeCoding", context);
  const query = new URL(request.url).searchParams;
  const confirmation = query.get("request");
  const sent = confirmation ? await context.services.payments.vibeRequestView(confirmation) : null;
  if (!sent && !chosenPlan(query.get("plan"))) {
    return data({ head, formToken: undefined as string | undefined, sent });
  }
  return data(
    { head, formToken: sent ? undefined : issueFormToken(context), sent },
    { headers: perVisitorPage },
  );
}

const requestFields = ["name", "company", "email", "phone", "projectDescription", "timeline"];

/**
 * The request form sent without scripts: the same way in as the scripts' calls. Without
 * payNow the request is stored and the page shows its confirmation at its own address; with
 * payNow the trial is created and the card step follows at /checkout (client_secret and plan
 * only); refused: the page again with the messages and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await postedForm(request);
  const values = typedValues(posted);
  const formToken = postedFormToken(context, posted);
  const raw = {
    ...Object.fromEntries(requestFields.map((name) => [name, values[name] ?? ""])),
    // An unanswered select sends nothing: the schema names it.
    timeline: values.timeline || undefined,
    plan: values.plan ?? "",
    paymentFrequency: values.paymentFrequency ?? "",
    payNow: values.payNow === "true",
  };
  try {
    const outcome = await context.services.payments.receiveVibeForm(raw, {
      ip: context.clientIp,
      attempt: formToken,
    });
    if ("request" in outcome) {
      const query = new URLSearchParams({ request: outcome.request.confirmation });
      throw redirect(`/ai-vibe-coding?${query}#request`, 303);
    }
    if (outcome.trial.clientSecret) {
      const query = new URLSearchParams({
        client_secret: outcome.trial.clientSecret,
        plan: raw.plan,
      });
      throw redirect(`/checkout?${query}`, 303);
    }
    // No card to collect (the provider needs none yet): the request stands, the team knows.
    const plan = chosenPlan(raw.plan);
    return data(
      { refusal: null, formToken, sent: { id: null, planName: plan?.name ?? raw.plan } },
      { headers: perVisitorPage },
    );
  } catch (err) {
    if (err instanceof Response) throw err;
    const next = afterTokenReused(context, refusalOf(err, values), formToken);
    return data(
      { refusal: next.refusal, formToken: next.formToken, sent: null },
      { status: next.refusal.status, headers: perVisitorPage },
    );
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const texts = vibeCodingPage;

export default function AiVibeCoding({ loaderData, actionData }: Route.ComponentProps) {
  const { openChat } = useChat();
  const [searchParams] = useSearchParams();
  // Monthly is the default, so the server-rendered page shows monthly prices; an address from
  // the plans form sent without scripts says which plan and billing were chosen.
  const [billing, setBilling] = useState<Billing>(() => chosenBilling(searchParams.get("billing")));
  const shownSent = actionData?.sent ?? loaderData.sent;
  const [selectedId, setSelectedId] = useState<VibeCodingPlanId | null>(() =>
    shownSent ? null : (chosenPlan(searchParams.get("plan"))?.id ?? null),
  );
  const selectedPlan = vibeCodingPlans.find((p) => p.id === selectedId) ?? null;
  // A request sent without payment: its confirmation stays until another plan is chosen.
  const [sent, setSent] = useState<{ planName: string; requestId: number | null } | null>(() =>
    shownSent ? { planName: shownSent.planName, requestId: shownSent.id } : null,
  );
  // The page's token goes to the first request sent from it; the next one is another request.
  const [formToken, setFormToken] = useState(actionData?.formToken ?? loaderData.formToken);
  const requestRef = useRef<HTMLElement>(null);

  const chosenByClick = useRef(false);
  useEffect(() => {
    if (!selectedId || !chosenByClick.current) return;
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
            <Button variant="secondary" size="lg" onClick={openChat} {...opensChatWithoutScripts}>
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
        {/* Without scripts a plan's button asks for ?plan=…&billing=… (nothing personal). */}
        <form method="get" action="/ai-vibe-coding#request" data-native-submit="">
          <div className="mb-12">
            <BillingToggle value={billing} onChange={setBilling} badge={vibeCodingSaveBadge} />
            <p className="mt-4 text-center text-ink-muted">{texts.pricing.trialNote}</p>
          </div>
          <VibePlans
            plans={vibeCodingPlans}
            billing={billing}
            selectedId={selectedId}
            onSelect={(id) => {
              chosenByClick.current = true;
              setSent(null);
              setSelectedId(id);
            }}
          />
        </form>
        <p role="status" className="sr-only">
          {selectedPlan ? texts.request.selectedAnnouncement(selectedPlan.name) : ""}
        </p>
        {selectedPlan && (
          <VibeRequestForm
            key={selectedPlan.id}
            ref={requestRef}
            plan={selectedPlan}
            billing={billing}
            formToken={formToken}
            refusal={selectedPlan.id === searchParams.get("plan") ? actionData?.refusal : null}
            onDone={(requestId) => {
              setFormToken(undefined);
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
