import { forwardRef, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { vibeRequestForm as t } from "@content/payments";
import {
  type VibeCodingPlan,
  vibeCodingPackageId,
  vibeCodingTimelines,
  vibeCodingTrialDays,
} from "@content/plans";
import { vibeCodingPage } from "@content/vibe-coding-page";
import { formatUsd } from "@lib/format";
import {
  type PaymentFrequency,
  type VibeRequestForm as Values,
  vibeRequestSchema,
} from "@lib/payments";
import { Button } from "~/components/ui/button";
import {
  CheckboxField,
  Field,
  Form,
  Input,
  NativeSelect,
  setServerFieldErrors,
  Textarea,
  useSchemaForm,
} from "~/components/ui/form";
import { toast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api";
import { newAttempt, paymentApi } from "./payment-api";
import { dateLabel } from "./date-label";

const pricing = vibeCodingPage.pricing;
const request = vibeCodingPage.request;
const contactFields = ["name", "company", "email", "phone"] as const;
const formFields = [...contactFields, "projectDescription", "timeline"] as const;

type VibeRequestFormProps = {
  plan: VibeCodingPlan;
  billing: PaymentFrequency;
  /** The request went through (its reference): the page shows its confirmation. */
  onDone: (requestId: number | null) => void;
};

/**
 * The AI Vibe Coding request (spec sections 2, 4, 5, 8): without payNow the request is stored
 * and the team told; with payNow a trial subscription is created and the card step follows at
 * /checkout (its code loads there only), where the stored order is summarised and its outcome
 * survives a reload.
 */
export const VibeRequestForm = forwardRef<HTMLElement, VibeRequestFormProps>(
  function VibeRequestForm({ plan, billing, onDone }, ref) {
    const navigate = useNavigate();
    const [attempt, setAttempt] = useState(newAttempt);
    const perMonth = billing === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
    const form = useSchemaForm(vibeRequestSchema, {
      defaultValues: {
        name: "",
        company: "",
        email: "",
        phone: "",
        projectDescription: "",
        plan: plan.id,
        paymentFrequency: billing,
        payNow: false,
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
          const { id } = await paymentApi.submitVibeRequest(values);
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
          {
            packageId: vibeCodingPackageId,
            customerEmail: values.email,
            customerName: values.name,
            sessionId: attempt,
            amount: perMonth,
            metadata: {
              plan: values.plan,
              frequency: values.paymentFrequency,
              company: values.company,
              phone: values.phone,
              projectDescription: values.projectDescription,
              timeline: values.timeline,
            },
          },
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
          onInvalid={() => {
            const values = form.getValues();
            const missing = contactFields.some((name) => !String(values[name] ?? "").trim());
            if (values.payNow && missing) {
              toast({ ...t.toasts.missingInformation, variant: "destructive" });
            }
          }}
          className="mt-8 grid gap-5 sm:grid-cols-2"
        >
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
              {t.trial.ends(dateLabel(trialEnds))}{" "}
              {t.trial.firstCharge(dateLabel(trialEnds), formatUsd(perMonth))}
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
