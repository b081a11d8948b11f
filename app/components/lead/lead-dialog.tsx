import { chatTimings, chatToasts, leadDialogText as t } from "@content/chat";
import { promises } from "@content/promises";
import { chatInputId } from "@lib/chat";
import { honeypotField } from "@lib/inquiry";
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
  X,
} from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { LeadDialogRequest } from "~/components/chat/chat-context";
import { ApiError, submitLeadRequest } from "~/components/chat/chat-api";
import { storedChatSessionId } from "~/components/chat/use-chat-session";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { type AnswerState, emptyAnswers, toLeadAnswers } from "./lead-answers";
import { FieldError, FieldLabel, inputClass } from "./lead-fields";
import { ServiceQuestions } from "./service-questions";

export type LeadDialogProps = {
  request: Omit<LeadDialogRequest, "key">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
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

type Contact = { firstName: string; lastName: string; email: string; company: string };
type ContactField = keyof Contact;
const requiredFields: ContactField[] = ["firstName", "lastName", "email"];

/**
 * The four-step lead-capture dialog (spec: Lead capture dialog). A preselected service (from the
 * assistant or a page button) opens step 1 with that option marked and focused: one press
 * confirms it, and the visitor still sees every option.
 */
export default function LeadDialog({ request, open, onOpenChange }: LeadDialogProps) {
  const [step, setStep] = useState<Step>(1);
  const [service, setService] = useState<LeadService | undefined>(request.service);
  const [answers, setAnswers] = useState<AnswerState>(emptyAnswers);
  const [contact, setContact] = useState<Contact>({
    firstName: "",
    lastName: "",
    email: "",
    company: "",
  });
  const [trap, setTrap] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const optionRefs = useRef(new Map<LeadService, HTMLButtonElement>());
  const fieldRefs = useRef(new Map<ContactField, HTMLInputElement>());
  const stepChanged = useRef(false);
  const id = useId();

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

  const goTo = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };

  const setAnswer = <K extends keyof AnswerState>(key: K, value: AnswerState[K]) =>
    setAnswers((a) => ({ ...a, [key]: value }));

  const setField = (field: ContactField, value: string) => {
    setContact((c) => ({ ...c, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !service) return;
    const missing = requiredFields.filter((f) => !contact[f].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, t.required])));
      fieldRefs.current.get(missing[0])?.focus();
      toast({ ...chatToasts.leadMissing, variant: "destructive" });
      return;
    }
    const emailInput = fieldRefs.current.get("email");
    if (emailInput && !emailInput.checkValidity()) {
      setErrors({ email: t.invalidEmail });
      emailInput.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitLeadRequest({
        firstName: contact.firstName.trim(),
        lastName: contact.lastName.trim(),
        email: contact.email.trim(),
        company: contact.company.trim() || undefined,
        service,
        sessionId: request.sessionId ?? storedChatSessionId(),
        answers: toLeadAnswers(service, answers),
        transcript: request.transcript ?? "",
        [honeypotField]: trap,
      });
      toast({
        ...chatToasts.leadSubmitted,
        variant: "success",
        durationMs: chatTimings.successToastMs,
      });
      goTo(4);
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        const known = Object.entries(err.fields).filter(([f]) =>
          (["firstName", "lastName", "email", "company"] as string[]).includes(f),
        );
        if (known.length) setErrors(Object.fromEntries(known));
      }
      toast({ ...chatToasts.leadFailed, variant: "destructive" });
    } finally {
      setSubmitting(false);
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

  const contactInput = (
    field: ContactField,
    label: string,
    options: { type?: string; autoComplete: string; required?: boolean },
  ) => {
    const inputId = `${id}-${field}`;
    const errorId = `${inputId}-error`;
    return (
      <div>
        <FieldLabel htmlFor={inputId} required={options.required}>
          {label}
        </FieldLabel>
        <input
          id={inputId}
          ref={(el) => {
            if (el) fieldRefs.current.set(field, el);
          }}
          name={field}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          required={options.required}
          value={contact[field]}
          onChange={(e) => setField(field, e.target.value)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? errorId : undefined}
          className={inputClass}
        />
        <FieldError id={errorId} message={errors[field]} />
      </div>
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-night/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
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
          className="fixed top-1/2 left-1/2 z-[60] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-xl outline-none data-[state=open]:animate-fade-in"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              {step < 4 && (
                <p className="mb-1 text-sm font-semibold text-primary">
                  {t.stepOf(step, totalSteps)}
                </p>
              )}
              <Dialog.Title
                ref={titleRef}
                tabIndex={-1}
                className="text-2xl font-bold text-ink outline-none"
              >
                {titles[step]}
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label={t.close}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-ink-muted transition-colors duration-200 hover:bg-surface-alt hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          {step === 4 ? (
            <div className="flex flex-col items-center gap-3 py-4 text-center">
              <CircleCheck className="size-14 text-success" aria-hidden="true" />
              <Dialog.Description className="text-lg text-ink">{t.step4Lead}</Dialog.Description>
              <p className="text-ink-muted">{t.step4Follow(promises.leadFollowUp)}</p>
            </div>
          ) : (
            <Dialog.Description className="mb-5 text-ink-muted">
              {descriptions[step]}
            </Dialog.Description>
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
                        setService(option.value);
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

          {step === 2 && (
            <form
              className="grid gap-5"
              onSubmit={(e) => {
                e.preventDefault();
                goTo(3);
              }}
            >
              {service && (
                <ServiceQuestions
                  id={id}
                  service={service}
                  answers={answers}
                  setAnswer={setAnswer}
                />
              )}
              <div className="flex justify-between gap-3 pt-1">
                <Button variant="secondary" onClick={() => goTo(1)}>
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {t.back}
                </Button>
                <Button type="submit">{t.continue}</Button>
              </div>
            </form>
          )}

          {step === 3 && (
            <form className="grid gap-4" noValidate onSubmit={submit}>
              <div className="grid gap-4 sm:grid-cols-2">
                {contactInput("firstName", t.firstName, {
                  autoComplete: "given-name",
                  required: true,
                })}
                {contactInput("lastName", t.lastName, {
                  autoComplete: "family-name",
                  required: true,
                })}
              </div>
              {contactInput("email", t.email, {
                type: "email",
                autoComplete: "email",
                required: true,
              })}
              {contactInput("company", t.company, { autoComplete: "organization" })}
              {/* Honeypot: off-screen and hidden from assistive tech; only bots fill it. */}
              <div
                aria-hidden="true"
                className="absolute -left-[10000px] top-0 size-px overflow-hidden"
              >
                <label htmlFor={`${id}-trap`}>{t.honeypot}</label>
                <input
                  id={`${id}-trap`}
                  name={honeypotField}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={trap}
                  onChange={(e) => setTrap(e.target.value)}
                />
              </div>
              <div className="flex justify-between gap-3 pt-1">
                <Button variant="secondary" onClick={() => goTo(2)} disabled={submitting}>
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {t.back}
                </Button>
                <Button type="submit" disabled={submitting} className="min-w-40">
                  {submitting ? t.submitting : t.submit}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
