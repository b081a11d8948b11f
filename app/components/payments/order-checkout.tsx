import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { checkoutOrder as t } from "@content/checkout-page";
import { checkoutTexts, vibeRequestForm } from "@content/payments";
import { premiumPackages, vibeCodingPackageId } from "@content/plans";
import { formatCents } from "@lib/format";
import type { OrderView, PaymentConfigResponse } from "@lib/payments";
import { Button, ButtonLink } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { CardNeedsScripts } from "./card-needs-scripts";
import { CardPayment } from "./card-payment";
import { dateLabel } from "./date-label";
import { leaveCheckout } from "./leave";
import { PaymentSuccess } from "./payment-success";
import { usePaymentConfig } from "./use-payment-config";

const cardBox = "rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-10";

/** Plan, price and cadence, terms, what is charged today and who pays: all from the stored order. */
export function OrderSummary({ order }: { order: OrderView }) {
  const amount = formatCents(order.amountCents);
  const trial = order.purpose === "vibe_coding";
  const rows: [string, string][] = [
    [order.purpose === "package" ? t.labels.package : t.labels.item, order.itemName],
    [
      t.labels.price,
      order.purpose === "package"
        ? t.oneTime(amount)
        : order.frequency === "yearly"
          ? `${t.perMonth(amount)}, ${t.yearlyPlan}`
          : t.perMonth(amount),
    ],
    [
      t.labels.terms,
      order.purpose === "package"
        ? t.oneTimeTerms
        : trial && order.trialEndsAt
          ? t.trialTerms(dateLabel(order.trialEndsAt), order.frequency === "yearly")
          : order.frequency === "yearly"
            ? t.yearlyTerms
            : t.monthlyTerms,
    ],
  ];
  if (trial && order.trialEndsAt) {
    rows.push([t.labels.trial, t.trialEnds(dateLabel(order.trialEndsAt))]);
    rows.push([t.labels.firstCharge, t.firstCharge(amount, dateLabel(order.trialEndsAt))]);
  }
  rows.push([t.labels.dueToday, trial ? formatCents(0) : amount]);
  if (order.nextChargeAt) {
    rows.push([t.labels.nextCharge, t.nextCharge(amount, dateLabel(order.nextChargeAt))]);
  }
  const buyer = [order.customer?.name, order.customer?.email].filter(Boolean).join(", ");
  if (buyer) rows.push([t.labels.buyer, buyer]);
  return (
    <section aria-labelledby="order-summary-title" className={cardBox}>
      <h2 id="order-summary-title" className="text-2xl font-bold">
        {t.summaryTitle}
      </h2>
      <dl className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-muted sm:pt-0.5">{label}</dt>
            <dd
              className="-mt-2 min-w-0 [overflow-wrap:anywhere] sm:mt-0"
              data-testid={`summary-${label}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type OrderCheckoutProps = {
  order: OrderView;
  clientSecret: string;
  paymentConfig: PaymentConfigResponse;
};

/**
 * A stored order at /checkout: its summary, then the card step or the stored outcome. Paying
 * re-reads the order from the server, so the result on screen is the one a reload shows.
 */
export function OrderCheckout({ order, clientSecret, paymentConfig }: OrderCheckoutProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const config = usePaymentConfig(paymentConfig);
  // Cancel with scripts keeps the address; without them it is a link to the same order's
  // address marked `cancelled`, which the server renders as the same view.
  const address = cancelledAddresses(location.pathname, location.search);
  const [cancelledHere, setCancelled] = useState(false);
  const cancelled = cancelledHere || address.cancelled;
  const [retried, setRetried] = useState(false);
  const amount = formatCents(order.amountCents);
  const setup = order.intentType === "setup";

  let step: ReactNode;
  if (order.outcome === "paid" && order.purpose === "plan" && order.nextChargeAt) {
    step = (
      <PaymentSuccess
        reference={order.reference}
        lead={t.planPaid.lead}
        next={t.planPaid.next(amount, dateLabel(order.nextChargeAt))}
      />
    );
  } else if (order.outcome === "paid") {
    // A package's next steps are its own: Priority Start promises no launch date.
    const paidPackage =
      order.purpose === "package" ? premiumPackages.find((p) => p.id === order.itemId) : undefined;
    step = <PaymentSuccess reference={order.reference} next={paidPackage?.afterPayment} />;
  } else if (order.outcome === "trialing") {
    step = (
      <PaymentSuccess
        reference={order.reference}
        title={t.trialing.title}
        lead={t.trialing.lead(order.trialEndsAt ? dateLabel(order.trialEndsAt) : "")}
        next={t.trialing.next}
      />
    );
  } else if (order.outcome === "paid_elsewhere") {
    step = (
      <section aria-labelledby="paid-elsewhere-title" className={cardBox}>
        <h2 id="paid-elsewhere-title" className="text-2xl font-bold">
          {t.paidElsewhere.title}
        </h2>
        <p className="mt-3 text-ink-muted [overflow-wrap:anywhere]">
          {t.paidElsewhere.lead(order.itemName, order.paidReference ?? order.reference)}
        </p>
      </section>
    );
  } else if (order.outcome === "pending") {
    step = <Pending reference={order.reference} />;
  } else if (cancelled) {
    step = (
      <Cancelled
        order={order}
        onResume={() => setCancelled(false)}
        onLeave={() => leaveCheckout(navigate, leaveTo[order.purpose])}
        resumeTo={address.cancelled ? address.resume : undefined}
      />
    );
  } else {
    step = (
      <section aria-labelledby="card-step-title" className={cardBox}>
        <h2 id="card-step-title" className="text-2xl font-bold">
          {t.cardTitle[order.intentType]}
        </h2>
        <p className="mt-3 text-ink-muted">{t.cardLead[order.intentType]}</p>
        {order.outcome === "failed" && order.failureMessage && !retried && (
          <p className="mt-3 text-sm font-medium text-danger">
            {t.lastAttemptFailed(order.failureMessage)}
          </p>
        )}
        <div className="mt-6">
          <CardNeedsScripts>
            <ButtonLink size="lg" variant="secondary" to={address.cancel}>
              {checkoutTexts.cancelLabel}
            </ButtonLink>
          </CardNeedsScripts>
          <div className="scriptless:hidden">
            {config && (
              <CardPayment
                config={config}
                billing={order.customer ?? {}}
                submitLabel={setup ? t.trialSubmitLabel : checkoutTexts.payLabel(amount)}
                processingLabel={checkoutTexts.processingLabel}
                prepare={async () => {
                  // A new attempt's result shows in the card form; the stored one would contradict it.
                  setRetried(true);
                  return {
                    clientSecret,
                    intentType: order.intentType,
                    paymentIntentId: order.paymentIntentId,
                  };
                }}
                packageId={setup ? vibeCodingPackageId : order.itemId}
                onSuccess={() => {
                  if (setup) toast({ ...vibeRequestForm.toasts.paid, variant: "success" });
                  revalidator.revalidate();
                }}
                secondary={
                  <Button variant="secondary" size="lg" onClick={() => setCancelled(true)}>
                    {checkoutTexts.cancelLabel}
                  </Button>
                }
              />
            )}
          </div>
        </div>
      </section>
    );
  }

  return (
    <div className="grid gap-8">
      <OrderSummary order={order} />
      {step}
    </div>
  );
}

function Pending({ reference }: { reference: string }) {
  return (
    <section aria-labelledby="payment-pending-title" className={cardBox}>
      <h2 id="payment-pending-title" className="text-2xl font-bold">
        {t.pending.title}
      </h2>
      <p className="mt-3 text-ink-muted">{t.pending.lead}</p>
      <p className="mt-6 text-sm text-ink-muted">
        {checkoutTexts.success.referenceLabel}:{" "}
        <span className="font-mono text-ink break-all" data-testid="payment-reference">
          {reference}
        </span>
      </p>
    </section>
  );
}

/** Where "back" goes when the buyer did not come from one of our pages. */
const leaveTo: Record<OrderView["purpose"], string> = {
  plan: "/pricing",
  package: "/",
  vibe_coding: "/ai-vibe-coding",
};

/** The query that marks an order's address as its cancelled card step (a Cancel without scripts). */
const cancelledParam = "cancelled";

/** This order's address with its card step cancelled, and without (to resume it). */
function cancelledAddresses(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  const cancelled = params.has(cancelledParam);
  params.delete(cancelledParam);
  const resume = `${pathname}?${params}`;
  params.set(cancelledParam, "1");
  return { cancelled, resume, cancel: `${pathname}?${params}` };
}

/**
 * What the cancelled card step kept, and the way back into it: the same stored order and intent,
 * never a second one. Leaving goes back to the page the buyer came from. Shown by its address
 * (`resumeTo`, a Cancel without scripts) its ways on are links, which work without them too.
 */
function Cancelled(props: {
  order: OrderView;
  onResume: () => void;
  onLeave: () => void;
  resumeTo?: string;
}) {
  const { order, onResume, onLeave, resumeTo } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="card-step-cancelled-title" className={cardBox}>
      <h2
        id="card-step-cancelled-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold outline-none"
      >
        {t.cancelled.title}
      </h2>
      <p className="mt-3 text-ink-muted">{t.cancelled.lead[order.purpose](order.itemName)}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {resumeTo ? (
          <>
            <ButtonLink size="lg" to={resumeTo} replace>
              {t.cancelled.resumeLabel}
            </ButtonLink>
            <ButtonLink size="lg" variant="secondary" to={leaveTo[order.purpose]}>
              {t.cancelled.backLabel[order.purpose]}
            </ButtonLink>
          </>
        ) : (
          <>
            <Button size="lg" onClick={onResume}>
              {t.cancelled.resumeLabel}
            </Button>
            <Button size="lg" variant="secondary" onClick={onLeave}>
              {t.cancelled.backLabel[order.purpose]}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** The client secret named nothing we know, or the provider could not be asked. */
export function OrderNotFound({ unavailable }: { unavailable: boolean }) {
  const texts = unavailable ? t.unavailable : t.missing;
  return (
    <>
      <h1 className="mt-3 text-4xl font-bold md:text-5xl">{texts.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{texts.lead}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/pricing">{t.missing.pricingLabel}</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {t.missing.supportLabel}
        </ButtonLink>
      </div>
    </>
  );
}
