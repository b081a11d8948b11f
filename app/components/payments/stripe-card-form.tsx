import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeCardElement } from "@stripe/stripe-js";
import { type FormEvent, useId, useState } from "react";
import { cardForm, checkoutTexts } from "@content/payments";
import { Button } from "~/components/ui/button";
import { FieldLabel } from "~/components/ui/form";
import { type CardPaymentProps, PaymentError, type PaymentTarget } from "./card-form-shared";
import { paymentApi } from "./payment-api";

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per key and page; loadStripe adds js.stripe.com's script on first call. */
function stripeFor(publishableKey: string) {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
  }
  return promise;
}

type ConfirmResult = {
  error?: { message?: string };
  status?: string;
};

/** Confirms the card with Stripe: the client secret plus the billing name and email. */
export async function confirmWithStripe(
  stripe: Pick<Stripe, "confirmCardPayment" | "confirmCardSetup">,
  card: StripeCardElement,
  target: PaymentTarget,
  billing: CardPaymentProps["billing"],
): Promise<ConfirmResult> {
  // The card element asks the card's postal code itself; the order's address stays on the server.
  const billing_details = { name: billing.name ?? undefined, email: billing.email ?? undefined };
  if (target.intentType === "setup") {
    const result = await stripe.confirmCardSetup(target.clientSecret, {
      payment_method: { card, billing_details },
    });
    return { error: result.error, status: result.setupIntent?.status };
  }
  const result = await stripe.confirmCardPayment(target.clientSecret, {
    payment_method: { card, billing_details },
  });
  return { error: result.error, status: result.paymentIntent?.status };
}

function StripeCardInner({
  billing,
  submitLabel,
  processingLabel,
  prepare,
  packageId,
  onSuccess,
  onFailure,
  secondary,
}: CardPaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      setError(checkoutTexts.errors.cardElementMissing);
      return;
    }
    setProcessing(true);
    try {
      const target = await prepare();
      // Refused (409, the server's words shown) when this buyer just paid for it elsewhere.
      await paymentApi.checkBeforeCharge(target.clientSecret);
      const result = await confirmWithStripe(stripe, card, target, billing);
      // Success or not, the server asks Stripe and records what happened (and tells the team).
      const stored = await paymentApi
        .confirm({
          paymentIntentId: target.paymentIntentId,
          customerEmail: billing.email,
          customerName: billing.name,
          packageId,
        })
        .catch(() => null);
      if (result.status === "succeeded") {
        onSuccess({
          reference: stored?.reference ?? target.paymentIntentId,
          paymentIntentId: target.paymentIntentId,
        });
        return;
      }
      const message = result.error?.message ?? checkoutTexts.errors.defaultFailure;
      setError(message);
      onFailure?.(message);
    } catch (err) {
      setError(err instanceof Error ? err.message : checkoutTexts.errors.defaultFailure);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={pay}
      aria-label={cardForm.legend}
      className="grid gap-4"
      noValidate
    >
      <div>
        <FieldLabel htmlFor={id} required>
          {cardForm.labels.stripeCard}
        </FieldLabel>
        <div
          id={id}
          className="min-h-11 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-3"
        >
          <CardElement options={{ style: { base: { fontSize: "16px" } } }} />
        </div>
      </div>
      <PaymentError message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" size="lg" disabled={processing || !stripe} aria-busy={processing}>
          {processing ? processingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Stripe's card element in our form; lazy-loaded by CardPayment when Stripe runs. */
export default function StripeCardForm({
  publishableKey,
  ...props
}: CardPaymentProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardInner {...props} />
    </Elements>
  );
}
