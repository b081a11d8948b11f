import { chatTimings, chatToasts, leadDialogText as t } from "@content/chat";
import { promises } from "@content/promises";
import { chatInputId } from "@lib/chat";
import { answersFor, honeypotField, leadRequestSchema } from "@lib/lead";
import { type LeadService, leadServices } from "@content/lead";
import {
  AppWindow,
  ArrowLeft,
  Bot,
  CircleCheck,
  CircleHelp,
  FolderOpen,
  Globe,
  LayoutDashboard,
  type LucideIcon,
} from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import type { LeadDialogRequest } from "~/components/chat/chat-context";
import { rememberChatSession, storedChatSessionId } from "~/components/chat/use-chat-session";
import { Button } from "~/components/ui/button";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";
import {
  Field,
  Form,
  FormProvider,
  Honeypot,
  hasMissingFields,
  Input,
  setServerFieldErrors,
  useSchemaForm,
} from "~/components/ui/form";
import { dismissToast, toast } from "~/components/ui/toast";
import { ApiError, newIdempotencyKey } from "~/lib/api";
import { contactFields, type LeadFormOutput, leadFormDefaults } from "./lead-answers";
import { submitLeadRequest } from "./lead-api";
import { ServiceQuestions } from "./service-questions";

export type LeadDialogProps = {
  request: Omit<LeadDialogRequest, "key">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request is stored: its acknowledgement and call offer wait in the chat. */
  onSent?: () => void;
};

const serviceIcons: Record<LeadService, LucideIcon> = {
  website: Globe,
  "web-app": AppWindow,
  "ai-agent": Bot,
  "file-management": FolderOpen,
  "crm-dashboard": LayoutDashboard,
  other: CircleHelp,
};

type Step = 1 | 2 | 3 | 4;
const totalSteps = 4;

/**
 * The four-step lead-capture dialog. A preselected service (from the assistant or a page button)
 * opens step 1 with that option marked and focused: one press confirms it, and the visitor still
 * sees every option.
 */
export default function LeadDialog({ request, open, onOpenChange, onSent }: LeadDialogProps) {
  const [step, setStep] = useState<Step>(1);
  /** The 'Thank You!' toast: the chat's acknowledgement replaces it when the dialog closes. */
  const thanksToast = useRef<number | null>(null);
  const form = useSchemaForm(leadRequestSchema, {
    defaultValues: leadFormDefaults(request.service),
    requiredMessage: t.required,
  });
  const service = useWatch({ control: form.control, name: "service" });
  const submitting = form.formState.isSubmitting;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const optionRefs = useRef(new Map<LeadService, HTMLButtonElement>());
  const stepChanged = useRef(false);
  /** The answers last sent and their idempotency key, until they are taken. */
  const attempt = useRef<{ key: string; body: string } | null>(null);

  // A new step is announced by moving focus to its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step change only
  useEffect(() => {
    if (stepChanged.current) titleRef.current?.focus();
  }, [step]);

  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useEffect(() => {
    if (step !== 4 || !open) return;
    const timer = window.setTimeout(
      () => onOpenChangeRef.current(false),
      chatTimings.leadDialogAutoCloseMs,
    );
    return () => window.clearTimeout(timer);
  }, [step, open]);
  // Closed after 'Thank You!': the chat opens with the acknowledgement and the call card, which
  // the toast would cover on a phone.
  useEffect(() => {
    if (!open && thanksToast.current !== null) {
      dismissToast(thanksToast.current);
      thanksToast.current = null;
    }
  }, [open]);

  const goTo = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };

  const continueToContact = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.trigger("answers")) goTo(3);
  };

  const submit = async (values: LeadFormOutput) => {
    const body = {
      ...values,
      sessionId: request.sessionId ?? storedChatSessionId(),
      answers: answersFor(values.service, values.answers),
      transcript: request.transcript ?? "",
    };
    // Sent again unchanged (the answer to the first was lost): the same key, one inquiry.
    const sent = JSON.stringify(body);
    if (attempt.current?.body !== sent) attempt.current = { key: newIdempotencyKey(), body: sent };
    try {
      const { sessionId } = await submitLeadRequest({
        ...body,
        idempotencyKey: attempt.current.key,
      });
      attempt.current = null;
      rememberChatSession(sessionId);
      onSent?.();
      thanksToast.current = toast({
        ...chatToasts.leadSubmitted,
        variant: "success",
        durationMs: chatTimings.successToastMs,
      });
      goTo(4);
    } catch (err) {
      if (err instanceof ApiError) setServerFieldErrors(form, err.fields, contactFields);
      toast({ ...chatToasts.leadFailed, variant: "destructive" });
    }
  };

  const titles: Record<Step, string> = {
    1: t.step1Title,
    2: service ? t.step2Titles[service] : t.step1Title,
    3: t.step3Title,
    4: t.step4Title,
  };
  const descriptions: Record<Step, string> = {
    1: t.step1Description,
    2: t.step2Description,
    3: t.step3Description,
    4: t.step4Lead,
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layer="stacked"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          const preselected = request.service && optionRefs.current.get(request.service);
          (preselected || titleRef.current)?.focus();
        }}
        onCloseAutoFocus={(e) => {
          // Over the chat, focus goes back to the chat's input rather than the page.
          const chatInput = document.getElementById(chatInputId);
          if (chatInput) {
            e.preventDefault();
            chatInput.focus();
          }
        }}
        className="flex flex-col"
      >
        <DialogHeader closeLabel={t.close} className="mb-4">
          <div>
            {step < 4 && (
              <p className="mb-1 text-sm font-semibold text-primary">
                {t.stepOf(step, totalSteps)}
              </p>
            )}
            <DialogTitle ref={titleRef} tabIndex={-1}>
              {titles[step]}
            </DialogTitle>
          </div>
        </DialogHeader>

        {step === 4 ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center">
            <CircleCheck className="size-14 text-success" aria-hidden="true" />
            <DialogDescription className="text-lg text-ink">{t.step4Lead}</DialogDescription>
            <p className="text-ink-muted">{t.step4Follow(promises.leadFollowUp)}</p>
          </div>
        ) : (
          <DialogDescription className="mb-5 text-ink-muted">
            {descriptions[step]}
          </DialogDescription>
        )}

        {step === 1 && (
          <ul className="grid gap-3 sm:grid-cols-2">
            {leadServices.map((option) => {
              const Icon = serviceIcons[option.value];
              const selected = service === option.value;
              return (
                <li key={option.value}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) optionRefs.current.set(option.value, el);
                    }}
                    aria-pressed={selected}
                    onClick={() => {
                      form.setValue("service", option.value);
                      goTo(2);
                    }}
                    className={`flex h-full min-h-16 w-full items-center gap-3 rounded-[var(--radius-control)] border p-3 text-left transition-colors duration-200 hover:border-primary ${
                      selected ? "border-primary bg-primary-tint" : "border-line bg-surface"
                    }`}
                  >
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-primary-tint text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="flex flex-col">
                      <span className="font-medium text-ink">{option.label}</span>
                      {request.service === option.value && (
                        <span className="text-sm text-primary">{t.suggested}</span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        {step === 2 && service && (
          <FormProvider {...form}>
            <form method="post" className="grid gap-5" onSubmit={continueToContact}>
              <ServiceQuestions service={service} />
              <div className="flex justify-between gap-3 pt-1">
                <Button variant="secondary" onClick={() => goTo(1)}>
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {t.back}
                </Button>
                <Button type="submit">{t.continue}</Button>
              </div>
            </form>
          </FormProvider>
        )}

        {step === 3 && (
          <Form
            form={form}
            className="grid gap-4"
            onSubmit={submit}
            onInvalid={(errors) => {
              if (hasMissingFields(errors)) {
                toast({ ...chatToasts.leadMissing, variant: "destructive" });
              }
            }}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field name="firstName" label={t.firstName} required>
                <Input autoComplete="given-name" />
              </Field>
              <Field name="lastName" label={t.lastName} required>
                <Input autoComplete="family-name" />
              </Field>
            </div>
            <Field name="email" label={t.email} required>
              <Input type="email" autoComplete="email" />
            </Field>
            <Field name="company" label={t.company}>
              <Input autoComplete="organization" />
            </Field>
            <Honeypot name={honeypotField} label={t.honeypot} />
            <div className="flex justify-between gap-3 pt-1">
              <Button variant="secondary" onClick={() => goTo(2)} disabled={submitting}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t.back}
              </Button>
              <Button type="submit" disabled={submitting} className="min-w-40">
                {submitting ? t.submitting : t.submit}
              </Button>
            </div>
          </Form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
