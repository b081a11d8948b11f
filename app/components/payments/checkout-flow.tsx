import { useState } from "react";
import { useNavigate } from "react-router";
import { checkoutTexts as t } from "@content/payments";
import { pricingPlans, toCents } from "@content/plans";
import { formatCents } from "@lib/format";
import { intentIdFromClientSecret, type PackagesResponse } from "@lib/payments";
import { Button } from "~/components/ui/button";
import { CardPayment } from "./card-payment";
import { PackagePicker } from "./package-picker";
import { newAttempt, paymentApi } from "./payment-api";
import { PaymentSuccess } from "./payment-success";
import { usePaymentConfig } from "./use-payment-config";

type CheckoutFlowProps = {
  name: string | null;
  email: string | null;
  sessionId: string | null;
  /** From the pricing order: the intent to pay and its plan. */
  clientSecret: string | null;
  planId: string | null;
  /** The premium packages (GET /api/payment/packages), read by the page's loader. */
  packages: PackagesResponse;
};

/**
 * /checkout: pays a pricing order (client_secret and plan in the address) or a premium package
 * picked here; ends in the success view with the payment reference.
 */
export function CheckoutFlow({
  name,
  email,
  sessionId,
  clientSecret,
  planId,
  packages,
}: CheckoutFlowProps) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [attempt] = useState(newAttempt);
  const orderIntent = clientSecret ? intentIdFromClientSecret(clientSecret) : null;
  const plan = pricingPlans.find((p) => p.id === planId && p.price !== null) ?? null;

  if (reference) return <PaymentSuccess reference={reference} />;

  const cancel = (
    <Button variant="secondary" size="lg" onClick={() => navigate("/")}>
      {t.cancelLabel}
    </Button>
  );
  const billing = { name, email };
  const onSuccess = ({ reference }: { reference: string }) => setReference(reference);

  if (orderIntent && clientSecret) {
    return (
      <section
        aria-labelledby="order-pay-title"
        className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-10"
      >
        <h2 id="order-pay-title" className="text-2xl font-bold">
          {t.orderTitle(plan?.name ?? planId ?? "")}
        </h2>
        <p className="mt-3 text-ink-muted">{t.orderLead}</p>
        <div className="mt-6">
          {config && (
            <CardPayment
              config={config}
              billing={billing}
              submitLabel={
                plan?.price ? t.payLabel(formatCents(toCents(plan.price))) : t.payLabel("")
              }
              processingLabel={t.processingLabel}
              prepare={async () => ({
                clientSecret,
                intentType: "payment",
                paymentIntentId: orderIntent,
              })}
              packageId={planId}
              onSuccess={onSuccess}
              secondary={cancel}
            />
          )}
        </div>
      </section>
    );
  }

  const selected = selectedId ? packages[selectedId] : undefined;
  return (
    <section
      aria-labelledby="packages-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-10"
    >
      <h2 id="packages-title" className="text-2xl font-bold">
        {t.packagesTitle}
      </h2>
      <p className="mt-3 text-ink-muted">{t.packagesLead}</p>
      <div className="mt-6">
        <PackagePicker packages={packages} selectedId={selectedId} onSelect={setSelectedId} />
      </div>
      {selected && config && (
        <div className="mt-8 border-t border-line pt-8">
          <CardPayment
            key={selected.id}
            config={config}
            billing={billing}
            submitLabel={t.payLabel(formatCents(selected.price))}
            processingLabel={t.processingLabel}
            packageId={selected.id}
            prepare={async () => {
              const intent = await paymentApi.createIntent(
                { packageId: selected.id, customerName: name, customerEmail: email, sessionId },
                `${attempt}-${selected.id}`,
              );
              if (!intent.clientSecret || !intent.paymentIntentId)
                throw new Error(t.errors.defaultFailure);
              return {
                clientSecret: intent.clientSecret,
                intentType: "payment",
                paymentIntentId: intent.paymentIntentId,
              };
            }}
            onSuccess={onSuccess}
            secondary={cancel}
          />
        </div>
      )}
    </section>
  );
}
