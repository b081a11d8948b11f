import { ShieldCheck } from "lucide-react";
import { type ComponentPropsWithoutRef, forwardRef, useState } from "react";
import { z } from "zod";
import { cardForm, checkoutTexts } from "@content/payments";
import { cardProblem, formatCardNumber, formatExpiry } from "@lib/payments";
import { Button } from "~/components/ui/button";
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from "~/components/ui/dialog";
import { Field, Form, Input, useSchemaForm } from "~/components/ui/form";
import { ApiError } from "~/lib/api";
import { type CardPaymentProps, PaymentError, type PaymentTarget } from "./card-form-shared";
import { paymentApi, type SandboxOutcome } from "./payment-api";

const t = cardForm;

// The server checks the card again and decides; this only spares a round trip.
const sandboxCardSchema = z
  .object({
    number: z.string().default(""),
    expiry: z.string().default(""),
    cvc: z.string().default(""),
  })
  .superRefine((card, ctx) => {
    const problem = cardProblem(card, new Date());
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

type FormattedInputProps = Omit<ComponentPropsWithoutRef<"input">, "onChange"> & {
  format: (value: string) => string;
  onChange?: (value: string) => void;
};

/** An input that formats what is typed (card number groups, MM/YY). */
const FormattedInput = forwardRef<HTMLInputElement, FormattedInputProps>(function FormattedInput(
  { format, onChange, ...props },
  ref,
) {
  return <Input ref={ref} {...props} onChange={(e) => onChange?.(format(e.target.value))} />;
});

/**
 * The sandbox's own card form: Stripe's test-card semantics, checked and decided by our server
 * (the browser never decides). 3155 cards open a confirm step. It asks only for the card: the
 * sandbox needs nothing else, and what the order form asked is not asked again.
 */
export function SandboxCardForm({
  billing,
  submitLabel,
  processingLabel,
  prepare,
  onSuccess,
  onFailure,
  secondary,
}: CardPaymentProps) {
  const form = useSchemaForm(sandboxCardSchema, {
    defaultValues: { number: "", expiry: "", cvc: "" },
  });
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState<PaymentTarget | null>(null);

  function settle(outcome: SandboxOutcome) {
    if (outcome.status === "succeeded") {
      onSuccess({ reference: outcome.reference, paymentIntentId: outcome.paymentIntentId });
      return;
    }
    if (outcome.status === "requires_action") return;
    const message = outcome.error?.message ?? checkoutTexts.errors.defaultFailure;
    if (outcome.error?.field) {
      form.setError(outcome.error.field, { type: "server", message }, { shouldFocus: true });
      return;
    }
    setError(message);
    onFailure?.(message);
  }

  async function pay(values: z.output<typeof sandboxCardSchema>) {
    setProcessing(true);
    setError(null);
    try {
      const target = await prepare();
      const outcome = await paymentApi.sandboxConfirm({
        clientSecret: target.clientSecret,
        card: { number: values.number, expiry: values.expiry, cvc: values.cvc },
        // The sandbox needs only the card.
        billing: { name: billing.name, email: billing.email },
      });
      if (outcome.status === "requires_action") setAuthenticating(target);
      settle(outcome);
    } catch (err) {
      setError(
        err instanceof ApiError || err instanceof Error
          ? err.message
          : checkoutTexts.errors.defaultFailure,
      );
    } finally {
      setProcessing(false);
    }
  }

  async function authenticate(approve: boolean) {
    const target = authenticating;
    if (!target) return;
    setProcessing(true);
    try {
      settle(await paymentApi.sandboxAuthenticate(target.clientSecret, approve));
    } catch (err) {
      setError(err instanceof Error ? err.message : checkoutTexts.errors.defaultFailure);
    } finally {
      setAuthenticating(null);
      setProcessing(false);
    }
  }

  return (
    <>
      <Form form={form} onSubmit={pay} aria-label={t.legend} className="grid gap-4">
        <p className="flex items-start gap-2 rounded-[var(--radius-control)] border border-warning bg-warning-bg p-3 text-sm font-medium text-warning">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t.sandboxBanner}
        </p>
        <Field name="number" label={t.labels.number} required>
          <FormattedInput
            format={formatCardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={t.limits.number}
            placeholder={t.placeholders.number}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field name="expiry" label={t.labels.expiry} required>
            <FormattedInput
              format={formatExpiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={t.limits.expiry}
              placeholder={t.placeholders.expiry}
            />
          </Field>
          <Field name="cvc" label={t.labels.cvc} required>
            <FormattedInput
              format={(v) => v.replace(/\D/g, "").slice(0, t.limits.cvc)}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={t.limits.cvc}
              placeholder={t.placeholders.cvc}
            />
          </Field>
        </div>
        <PaymentError message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {secondary}
          <Button type="submit" size="lg" disabled={processing} aria-busy={processing}>
            {processing ? processingLabel : submitLabel}
          </Button>
        </div>
      </Form>
      <DialogRoot
        open={authenticating !== null}
        onOpenChange={(open) => !open && authenticate(false)}
      >
        <DialogContent layer="stacked">
          <DialogTitle>{t.authentication.title}</DialogTitle>
          <DialogDescription className="mt-2 text-ink-muted">
            {t.authentication.lead}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={processing} onClick={() => authenticate(false)}>
              {t.authentication.failLabel}
            </Button>
            <Button disabled={processing} onClick={() => authenticate(true)}>
              {t.authentication.completeLabel}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    </>
  );
}
