import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { checkoutTexts as t } from "@content/payments";
import { formatCents } from "@lib/format";
import {
  type PackagesResponse,
  type PaymentConfigResponse,
  packageIntentSchema,
} from "@lib/payments";
import { inputClass } from "~/components/ui/input-class";
import { Button } from "~/components/ui/button";
import { CardNeedsScripts } from "./card-needs-scripts";
import { CardPayment } from "./card-payment";
import { leaveCheckout } from "./leave";
import { PackagePicker } from "./package-picker";
import { newAttempt, paymentApi } from "./payment-api";
import { usePaymentConfig } from "./use-payment-config";

const buyerSchema = packageIntentSchema.pick({ customerName: true, customerEmail: true });

function BuyerField(props: {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="block font-medium">
        {props.label}
      </label>
      <input
        id={props.id}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        value={props.value}
        required
        maxLength={254}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        className={`mt-1 ${inputClass}`}
      />
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

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

  // Prefilled from an outside link, and the buyer's to check and correct.
  const [buyer, setBuyer] = useState({ name: name ?? "", email: email ?? "" });
  const [buyerErrors, setBuyerErrors] = useState<{ name?: string; email?: string }>({});
  const billing = { name: buyer.name.trim() || null, email: buyer.email.trim() || null };
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
      <CardNeedsScripts className="mt-6" />
      <div className="mt-6">
        <PackagePicker packages={packages} selectedId={selectedId} onSelect={setSelectedId} />
      </div>
      {selected && config && (
        <div className="mt-8 border-t border-line pt-8">
          <fieldset className="mb-8 grid min-w-0 gap-4">
            <legend className="text-lg font-semibold">{t.buyer.title}</legend>
            <p className="-mt-2 text-sm text-ink-muted">{t.buyer.lead}</p>
            <BuyerField
              id="buyer-name"
              label={t.buyer.name}
              autoComplete="name"
              value={buyer.name}
              error={buyerErrors.name}
              onChange={(v) => setBuyer((b) => ({ ...b, name: v }))}
            />
            <BuyerField
              id="buyer-email"
              label={t.buyer.email}
              type="email"
              autoComplete="email"
              value={buyer.email}
              error={buyerErrors.email}
              onChange={(v) => setBuyer((b) => ({ ...b, email: v }))}
            />
          </fieldset>
          <CardPayment
            key={selected.id}
            config={config}
            billing={billing}
            submitLabel={t.payLabel(formatCents(selected.price))}
            processingLabel={t.processingLabel}
            packageId={selected.id}
            prepare={async () => {
              const checked = buyerSchema.safeParse({
                customerName: buyer.name,
                customerEmail: buyer.email,
              });
              if (!checked.success) {
                const fields = checked.error.flatten().fieldErrors;
                setBuyerErrors({
                  name: fields.customerName?.[0],
                  email: fields.customerEmail?.[0],
                });
                throw new Error(t.buyer.missing);
              }
              setBuyerErrors({});
              const intent = await paymentApi.createIntent(
                { packageId: selected.id, ...checked.data, sessionId },
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
