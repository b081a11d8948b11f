import { forwardRef, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { orderForm as t } from "@content/payments";
import { defaultCountry, type PricingPlan } from "@content/plans";
import { pricingPage } from "@content/pricing-page";
import { requestErrors } from "@content/request-errors";
import { formatUsd } from "@lib/format";
import { type OrderForm as OrderFormValues, orderFormSchema } from "@lib/payments";
import { Button } from "~/components/ui/button";
import {
  Field,
  Form,
  FormAlert,
  Input,
  setServerFieldErrors,
  useSchemaForm,
} from "~/components/ui/form";
import { toast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api";
import { type FormRefusal, formAction } from "~/lib/form-refusal";
import { newAttempt, paymentApi } from "./payment-api";

const fields = [
  "name",
  "company",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "country",
] as const;
const autoComplete: Record<(typeof fields)[number], string> = {
  name: "name",
  company: "organization",
  email: "email",
  phone: "tel",
  address: "street-address",
  city: "address-level2",
  state: "address-level1",
  zipCode: "postal-code",
  country: "country-name",
};
const types: Partial<Record<(typeof fields)[number], string>> = { email: "email", phone: "tel" };

type OrderFormProps = {
  plan: PricingPlan;
  /** The server's token for this rendering: posted by the form, the scripts' attempt. */
  formToken?: string;
  /** The server refused the form sent without scripts: its messages and what was typed. */
  refusal?: FormRefusal | null;
};

/** Where the order form keeps, in its history entry, what it sent (for Back from /checkout). */
const keptOrderKey = "relaywiseOrderForm";
type KeptOrder = { plan: string; values: OrderFormValues };

/** The plan whose order this history entry sent (Back from /checkout), or null. */
export function keptOrderPlan(): string | null {
  const kept = (window.history.state as { [keptOrderKey]?: KeptOrder } | null)?.[keptOrderKey];
  return kept?.plan ?? null;
}

/**
 * The pricing order form: submit creates the payment intent, then the browser goes to /checkout
 * with client_secret and plan, where the card pays the order. Before (or without) its scripts it
 * posts to /pricing's action, which does the same (ADR 0048).
 */
export const OrderForm = forwardRef<HTMLElement, OrderFormProps>(function OrderForm(
  { plan, formToken, refusal },
  ref,
) {
  const navigate = useNavigate();
  // The server's token first: the order sent before the scripts and again with them is one.
  const [attempt] = useState(() => formToken ?? newAttempt());
  const typed = refusal?.values ?? {};
  const form = useSchemaForm(orderFormSchema, {
    defaultValues: {
      name: typed.name ?? "",
      company: typed.company ?? "",
      email: typed.email ?? "",
      phone: typed.phone ?? "",
      address: typed.address ?? "",
      city: typed.city ?? "",
      state: typed.state ?? "",
      zipCode: typed.zipCode ?? "",
      country: typed.country ?? defaultCountry,
      plan: plan.id,
    },
  });
  const processing = form.formState.isSubmitting;
  // Back from /checkout: this page is rendered anew, with empty defaults, where a browser would
  // have shown the form as it was left. What was sent is kept in this history entry's state
  // (the browser keeps it for the tab's session, and nothing else reads it) and put back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears
  useEffect(() => {
    const kept = (window.history.state as { [keptOrderKey]?: KeptOrder } | null)?.[keptOrderKey];
    if (kept?.plan !== plan.id || form.formState.isDirty) return;
    form.reset({ ...kept.values, plan: plan.id });
  }, []);

  async function submit(values: OrderFormValues) {
    try {
      const intent = await paymentApi.createPlanOrder(
        { plan: plan.id, amount: plan.price ?? 0, customerInfo: { ...values, plan: plan.id } },
        attempt,
      );
      if (!intent.clientSecret) throw new Error("Failed to create payment intent");
      // The order's capability and plan only: /checkout reads the name and email from the stored
      // order, so they never sit in history, logs or a referrer.
      const query = new URLSearchParams({ client_secret: intent.clientSecret, plan: plan.id });
      const kept: KeptOrder = { plan: plan.id, values };
      window.history.replaceState({ ...window.history.state, [keptOrderKey]: kept }, "");
      navigate(`/checkout?${query}`);
    } catch (err) {
      if (err instanceof ApiError) {
        const named = Object.fromEntries(
          Object.entries(err.fields ?? {}).map(([k, v]) => [k.replace(/^customerInfo\./, ""), v]),
        );
        setServerFieldErrors(form, named, fields);
        if (err.status === 409) {
          toast({ ...t.alreadyPaidToast, description: err.message, variant: "destructive" });
          return;
        }
      }
      toast({ ...t.failureToast, variant: "destructive" });
    }
  }

  return (
    <section
      ref={ref}
      id="order"
      aria-labelledby="order-title"
      tabIndex={-1}
      className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm outline-none md:p-10"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t.eyebrow}</p>
      <h2 id="order-title" className="mt-2 text-2xl font-bold md:text-3xl">
        {t.title(plan.name)}
      </h2>
      {plan.price !== null && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-lg">
          <span>
            <span className="font-semibold">{formatUsd(plan.price)}</span>
            <span className="text-ink-muted">{pricingPage.plans.perMonth}</span>
          </span>
          {/* The regular price beside the saving, as on the plan's card: a saving alone reads as
              a second price. */}
          {plan.originalPrice !== null && (
            <s className="text-ink-muted">
              <span className="sr-only">{pricingPage.plans.originalPriceLabel} </span>
              {formatUsd(plan.originalPrice)}
            </s>
          )}
          {plan.savings && (
            <span className="whitespace-nowrap rounded-full bg-warning-bg px-3 py-1 text-sm font-semibold text-warning">
              {plan.savings}
            </span>
          )}
        </p>
      )}
      <p className="mt-4 text-ink-muted">{t.lead}</p>
      <Form
        form={form}
        onSubmit={submit}
        action={formAction("/pricing", { plan: plan.id }, "order")}
        token={formToken}
        serverErrors={refusal?.fields}
        className="mt-8 grid gap-5 sm:grid-cols-2"
      >
        {refusal && !form.formState.submitCount ? (
          refusal.status === 409 ? (
            <FormAlert
              title={t.alreadyPaidToast.title}
              description={refusal.message}
              className="sm:col-span-2"
            />
          ) : (
            <FormAlert
              className="sm:col-span-2"
              title={t.failureToast.title}
              description={
                fields.some((name) => refusal.fields[name])
                  ? requestErrors.checkFields
                  : t.failureToast.description
              }
            />
          )
        ) : null}
        {fields.map((name) => (
          <Field
            key={name}
            name={name}
            label={t.labels[name]}
            required
            className={name === "address" ? "sm:col-span-2" : undefined}
          >
            <Input type={types[name] ?? "text"} autoComplete={autoComplete[name]} />
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={processing}
            aria-busy={processing}
          >
            {processing ? t.processingLabel : t.submitLabel}
          </Button>
        </div>
      </Form>
    </section>
  );
});
