import { forwardRef, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { vibeRequestForm as t } from "@content/payments";
import { requestErrors } from "@content/request-errors";
import { type VibeCodingPlan, vibeCodingTimelines, vibeCodingTrialDays } from "@content/plans";
import { vibeCodingPage } from "@content/vibe-coding-page";
import { formatUsd } from "@lib/format";
import {
  type PaymentFrequency,
  type VibeRequestForm as Values,
  vibeIntentFromRequest,
  vibeRequestSchema,
} from "@lib/payments";
import { Button } from "~/components/ui/button";
import {
  CheckboxField,
  Field,
  Form,
  FormAlert,
  Input,
  NativeSelect,
  setServerFieldErrors,
  Textarea,
  useSchemaForm,
} from "~/components/ui/form";
import { toast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api";
import { type FormRefusal, formAction } from "~/lib/form-refusal";
import { newAttempt, paymentApi } from "./payment-api";
import { dateLabel } from "./date-label";

const pricing = vibeCodingPage.pricing;

/** The words the scripts would have shown (a toast) for a refusal of the form sent without them. */
function VibeRefusalAlert({ refusal }: { refusal: FormRefusal }) {
  const span = "sm:col-span-2";
  if (refusal.title) {
    return <FormAlert title={refusal.title} description={refusal.message} className={span} />;
  }
  const payNow = refusal.values.payNow === "true";
  const missing = contactFields.some(
    (name) => refusal.fields[name] && !refusal.values[name]?.trim(),
  );
  if (payNow && missing) return <FormAlert {...t.toasts.missingInformation} className={span} />;
  if (formFields.some((name) => refusal.fields[name])) {
    return (
      <FormAlert
        title={t.toasts.submissionFailed.title}
        description={requestErrors.checkFields}
        className={span}
      />
    );
  }
  if (payNow) {
    return (
      <FormAlert
        title={t.toasts.setupFailed.title}
        description={refusal.message || t.toasts.setupFailed.description}
        className={span}
      />
    );
  }
  return <FormAlert {...t.toasts.submissionFailed} className={span} />;
}
const request = vibeCodingPage.request;
const contactFields = ["name", "company", "email", "phone"] as const;
const formFields = [...contactFields, "projectDescription", "timeline"] as const;

type VibeRequestFormProps = {
  plan: VibeCodingPlan;
  billing: PaymentFrequency;
  /** The request went through (its reference): the page shows its confirmation. */
  onDone: (requestId: number | null) => void;
  /** The server's token for this rendering: posted by the form, the scripts' first attempt. */
  formToken?: string;
  /** The server refused the form sent without scripts: its messages and what was typed. */
  refusal?: FormRefusal | null;
};

/**
 * The AI Vibe Coding request: without payNow the request is stored and the team told; with payNow a
 * trial subscription is created and the card step follows at /checkout (its code loads there only),
 * where the stored order is summarised and its outcome survives a reload. Before (or without) its
 * scripts it posts to /ai-vibe-coding's action, which takes it the same way (ADR 0048).
 */
export const VibeRequestForm = forwardRef<HTMLElement, VibeRequestFormProps>(
  function VibeRequestForm({ plan, billing, onDone, formToken, refusal }, ref) {
    const navigate = useNavigate();
    // The server's token first: the request sent before the scripts and again with them is one.
    const [attempt, setAttempt] = useState(() => formToken ?? newAttempt());
    const perMonth = billing === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
    const typed = refusal?.values ?? {};
    const form = useSchemaForm(vibeRequestSchema, {
      defaultValues: {
        name: typed.name ?? "",
        company: typed.company ?? "",
        email: typed.email ?? "",
        phone: typed.phone ?? "",
        projectDescription: typed.projectDescription ?? "",
        ...(typed.timeline ? { timeline: typed.timeline } : {}),
        plan: plan.id,
        paymentFrequency: billing,
        payNow: typed.payNow === "true",
      },
    });
    useEffect(() => {
      form.setValue("plan", plan.id);
      form.setValue("paymentFrequency", billing);
    }, [form, plan.id, billing]);
    const processing = form.formState.isSubmitting;
    const trialEnds = new Date(Date.now() + vibeCodingTrialDays * 86_400_000);

    function finish(requestId: number | null) {
      form.reset();
      setAttempt(newAttempt());
      onDone(requestId);
    }

    async function submit(values: Values) {
      if (!values.payNow) {
        try {
          const { id } = await paymentApi.submitVibeRequest(values, attempt);
          toast({ ...t.toasts.submitted, variant: "success" });
          finish(id);
        } catch (err) {
          if (err instanceof ApiError) setServerFieldErrors(form, err.fields, formFields);
          toast({ ...t.toasts.submissionFailed, variant: "destructive" });
        }
        return;
      }
      try {
        const intent = await paymentApi.createIntent(
          { ...vibeIntentFromRequest(values, attempt), amount: perMonth },
          attempt,
        );
        if (!intent.clientSecret || !intent.paymentIntentId) {
          toast({ ...t.toasts.paymentRequestSubmitted, variant: "success" });
          finish(null);
          return;
        }
        toast({ ...t.toasts.submittedPayNow, variant: "success" });
        // The request is stored now: the card step pays this order and nothing here can
        // submit it again.
        const query = new URLSearchParams({
          client_secret: intent.clientSecret,
          plan: values.plan,
        });
        navigate(`/checkout?${query}`);
      } catch (err) {
        if (err instanceof ApiError) {
          toast({
            title: t.toasts.setupFailed.title,
            description: err.message || t.toasts.setupFailed.description,
            variant: "destructive",
          });
        } else {
          toast({ ...t.toasts.submissionFailed, variant: "destructive" });
        }
      }
    }

    return (
      <section
        ref={ref}
        id="request"
        aria-labelledby="request-title"
        className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-sm md:p-10"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {request.eyebrow}
        </p>
        <h2 id="request-title" className="mt-2 text-2xl font-bold md:text-3xl">
          {request.title(plan.name)}
        </h2>
        <p className="mt-3 text-lg">
          <span className="font-semibold">{formatUsd(perMonth)}</span>
          <span className="text-ink-muted">
            {pricing.perMonth},{" "}
            {billing === "yearly" ? pricing.billedYearly : pricing.billedMonthly}
          </span>
        </p>
        <p className="mt-1 text-ink-muted">{pricing.trialNote}</p>
        <p className="mt-4 text-ink-muted">{request.lead}</p>
        <Form
          form={form}
          onSubmit={submit}
          action={formAction("/ai-vibe-coding", { plan: plan.id, billing }, "request")}
          token={formToken}
          serverErrors={refusal?.fields}
          onInvalid={() => {
            const values = form.getValues();
            const missing = contactFields.some((name) => !String(values[name] ?? "").trim());
            if (values.payNow && missing) {
              toast({ ...t.toasts.missingInformation, variant: "destructive" });
            }
          }}
          className="mt-8 grid gap-5 sm:grid-cols-2"
        >
          {refusal && !form.formState.submitCount ? <VibeRefusalAlert refusal={refusal} /> : null}
          {/* What the page's address chose: a form sent without scripts says it itself. */}
          <input type="hidden" name="plan" value={plan.id} />
          <input type="hidden" name="paymentFrequency" value={billing} />
          <Field name="name" label={t.labels.name} required>
            <Input autoComplete="name" />
          </Field>
          <Field name="company" label={t.labels.company} required>
            <Input autoComplete="organization" />
          </Field>
          <Field name="email" label={t.labels.email} required>
            <Input type="email" autoComplete="email" />
          </Field>
          <Field name="phone" label={t.labels.phone} required>
            <Input type="tel" autoComplete="tel" />
          </Field>
          <Field
            name="projectDescription"
            label={t.labels.projectDescription}
            required
            className="sm:col-span-2"
          >
            <Textarea rows={4} />
          </Field>
          <Field name="timeline" label={t.labels.timeline} required>
            <NativeSelect placeholder={t.timelinePrompt} options={vibeCodingTimelines} />
          </Field>
          <div className="sm:col-span-2">
            <CheckboxField name="payNow" label={t.labels.payNow} />
            <p className="mt-2 text-sm text-ink-muted">
              {t.trial.firstCharge(dateLabel(trialEnds), formatUsd(perMonth))}{" "}
              {t.trial.withoutTrial}
            </p>
          </div>
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
  },
);
