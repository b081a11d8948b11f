import { lazy, Suspense } from "react";
import type { PaymentConfigResponse } from "@lib/payments";
import type { CardPaymentProps } from "./card-form-shared";
import { SandboxCardForm } from "./sandbox-card-form";

export type { CardPaymentProps, PaymentTarget } from "./card-form-shared";

// Stripe.js comes from Stripe's servers: fetched only when this deployment runs Stripe and a card
// form is on screen (the CSP allows it on the card pages only).
const StripeCardForm = lazy(() => import("./stripe-card-form"));

/** The card form of the running provider: ours in the sandbox, Stripe's card element otherwise. */
export function CardPayment({
  config,
  ...props
}: CardPaymentProps & { config: PaymentConfigResponse }) {
  if (config.provider === "stripe" && config.publishableKey) {
    return (
      <Suspense fallback={<p className="text-ink-muted">Loading the secure card form…</p>}>
        <StripeCardForm publishableKey={config.publishableKey} {...props} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
