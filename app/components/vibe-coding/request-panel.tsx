import { ChatOrContactActions } from "~/components/chat/chat-or-contact-actions";
import { forwardRef } from "react";
import type { VibeCodingPlan } from "@content/plans";
import { formatUsd } from "@lib/format";
import { vibeCodingPage } from "@content/vibe-coding-page";
import type { Billing } from "./billing-toggle";
import { monthlyEquivalent } from "./vibe-plans";

const texts = vibeCodingPage.request;
const pricing = vibeCodingPage.pricing;

/**
 * The area under the plans where the request form (and its optional payment step) goes. Until
 * then it names the chosen plan and price and hands the visitor to chat or the team.
 */
export const RequestPanel = forwardRef<HTMLElement, { plan: VibeCodingPlan; billing: Billing }>(
  function RequestPanel({ plan, billing }, ref) {
    return (
      <section
        ref={ref}
        id="request"
        aria-labelledby="request-title"
        className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-10"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {texts.eyebrow}
        </p>
        <h2 id="request-title" className="mt-2 text-2xl font-bold md:text-3xl">
          {texts.title(plan.name)}
        </h2>
        <p className="mt-3 text-lg">
          <span className="font-semibold">{formatUsd(monthlyEquivalent(plan, billing))}</span>
          <span className="text-ink-muted">
            {pricing.perMonth},{" "}
            {billing === "yearly" ? pricing.billedYearly : pricing.billedMonthly}
          </span>
        </p>
        <p className="mt-1 text-ink-muted">{pricing.trialNote}</p>
        <p className="mt-4 text-ink-muted">{texts.lead}</p>
        <ChatOrContactActions chatLabel={texts.chatLabel} contactLabel={texts.contactLabel} />
      </section>
    );
  },
);
