import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { checkoutTexts as t } from "@content/payments";
import { formatCents } from "@lib/format";
import type { PackagesResponse, PaymentConfigResponse } from "@lib/payments";
import { Button } from "~/components/ui/button";
import { CardPayment } from "./card-payment";
import { leaveCheckout } from "./leave";
import { PackagePicker } from "./package-picker";
import { newAttempt, paymentApi } from "./payment-api";
import { usePaymentConfig } from "./use-payment-config";

type CheckoutFlowProps = {
  name: string | null;
  email: string | null;
  sessionId: string | null;
  /** The premium packages (GET /api/payment/packages), read by the page's loader. */
  packages: PackagesResponse;
  paymentConfig: PaymentConfigResponse;
};

/**
 * /checkout without an order: a premium package picked here and paid by card. Once paid, the
 * address becomes the order's (its client secret only), so the success view is the stored
 * outcome and a reload shows it again.
 */
export function CheckoutFlow({
  name,
  email,
  sessionId,
  packages,
  paymentConfig,
}: CheckoutFlowProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePaymentConfig(paymentConfig);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [attempt] = useState(newAttempt);
  const paying = useRef<string | null>(null);

  const billing = { name, email };
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
              paying.current = intent.clientSecret;
              return {
                clientSecret: intent.clientSecret,
                intentType: "payment",
                paymentIntentId: intent.paymentIntentId,
              };
            }}
            onSuccess={() => {
              const secret = paying.current;
              if (!secret) return;
              // Replaces the name and email an outside link brought with the order's capability.
              navigate(
                {
                  pathname: location.pathname,
                  search: `?${new URLSearchParams({ client_secret: secret })}`,
                },
                { replace: true },
              );
            }}
            secondary={
              <Button variant="secondary" size="lg" onClick={() => leaveCheckout(navigate, "/")}>
                {t.cancelLabel}
              </Button>
            }
          />
        </div>
      )}
    </section>
  );
}
