import { ChatOrContactActions } from "~/components/chat/chat-or-contact-actions";
import { forwardRef } from "react";
import type { PricingPlan } from "@content/plans";
import { formatUsd } from "@lib/format";
import { pricingPage } from "@content/pricing-page";

const texts = pricingPage.order;

/**
 * The area under the plans where the order form goes. Until the form exists it names the chosen
 * plan and its price and hands the visitor to a real channel (chat or sales).
 */
export const OrderPanel = forwardRef<HTMLElement, { plan: PricingPlan }>(function OrderPanel(
  { plan },
  ref,
) {
  return (
    <section
      ref={ref}
      id="order"
      aria-labelledby="order-title"
      tabIndex={-1}
      className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm outline-none md:p-10"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{texts.eyebrow}</p>
      <h2 id="order-title" className="mt-2 text-2xl font-bold md:text-3xl">
        {texts.title(plan.name)}
      </h2>
      {plan.price !== null && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-lg">
          <span>
            <span className="font-semibold">{formatUsd(plan.price)}</span>
            <span className="text-ink-muted">{pricingPage.plans.perMonth}</span>
          </span>
          {plan.savings && (
            <span className="whitespace-nowrap rounded-full bg-warning-bg px-3 py-1 text-sm font-semibold text-warning">
              {plan.savings}
            </span>
          )}
        </p>
      )}
      <p className="mt-4 text-ink-muted">{texts.lead}</p>
      <ChatOrContactActions chatLabel={texts.chatLabel} contactLabel={texts.contactLabel} />
    </section>
  );
});
