import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { contactFormAnchor, contactSubmittedAnchor } from "@content/contact-page";
import { consultationForm, preferredContactOptions } from "@content/consultation";
import { requestErrors } from "@content/request-errors";
import {
  type ConsultationInput,
  type ConsultationRequest,
  consultationHoneypotField,
  consultationSchema,
  phoneContactMethods,
} from "@lib/consultation";
import { Button, buttonClass } from "~/components/ui/button";
import {
  Field,
  Form,
  FormAlert,
  Honeypot,
  Input,
  NativeSelect,
  setServerFieldErrors,
  Textarea,
  useSchemaForm,
} from "~/components/ui/form";
import { toast } from "~/components/ui/toast";
import { ApiError, newIdempotencyKey } from "~/lib/api";
import { type FormRefusal, formAction } from "~/lib/form-refusal";
import { FileField } from "./file-field";
import { sendConsultation } from "./send";

const t = consultationForm;
const shownFields = [
  "fullName",
  "email",
  "phone",
  "preferredContact",
  "taskDescription",
  "currentTools",
  "idealSolution",
] as const;

const newKey = newIdempotencyKey;

const empty: ConsultationInput = {
  fullName: "",
  email: "",
  phone: "",
  preferredContact: "Email",
  taskDescription: "",
  currentTools: "",
  idealSolution: "",
};

type ConsultationFormProps = {
  uploadMaxBytes: number;
  /** The server's token for this rendering: posted by the form, the scripts' first key. */
  formToken?: string;
  /** The page shows a request the form sent without scripts (its confirmation address). */
  submitted?: boolean;
  /** The server refused the form sent without scripts: its messages and what was typed. */
  refusal?: FormRefusal | null;
  /** A file that came with the refused form, not kept: the visitor chooses it again. */
  droppedFileName?: string;
};

/** The text answers of a refused form, as the form's values (the schema decides the rest). */
function typedAnswers(refusal: FormRefusal | null | undefined): ConsultationInput {
  const values = refusal?.values ?? {};
  const typed: Record<string, string> = {};
  for (const name of shownFields) if (values[name] !== undefined) typed[name] = values[name];
  return { ...empty, ...typed } as ConsultationInput;
}

/**
 * The workflow consultation form: idle, sending, submitted or error. With its scripts it sends by
 * XMLHttpRequest (progress, toasts, no reload); before them, or without them, it posts to
 * /contact's action, which takes it the same way (ADR 0048).
 */
export function ConsultationForm({
  uploadMaxBytes,
  formToken,
  submitted: shownSubmitted = false,
  refusal,
  droppedFileName,
}: ConsultationFormProps) {
  const form = useSchemaForm(consultationSchema, { defaultValues: typedAnswers(refusal) });
  const preferredContact = useWatch({ control: form.control, name: "preferredContact" });
  const needsPhone = phoneContactMethods.has(preferredContact ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(refusal?.fields.supportingFile);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(shownSubmitted);
  // One key per request: a double click or a retry after a lost answer stores one request. The
  // server's token first, so the form sent before its scripts and again with them is one.
  const key = useRef(formToken ?? newKey());
  const shownAt = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = form.formState.isSubmitting;

  useEffect(() => {
    // The fill time counts from when the visitor first saw the form. On the page's first load
    // that is the navigation's start (performance.now()'s zero), before the scripts arrived: a
    // person who typed while they loaded is not "quicker than a person". After a client-side
    // navigation the form appears as it mounts. (The root marks the document hydrated after
    // this effect on a first load.)
    shownAt.current = document.documentElement.dataset.hydrated ? performance.now() : 0;
  }, []);
  useEffect(() => {
    // Sent from this page: the visitor's focus follows. Shown by the page's address (a form
    // sent without scripts), the browser has already scrolled to it.
    if (submitted && document.documentElement.dataset.hydrated) heading.current?.focus();
  }, [submitted]);

  const submit = async (values: ConsultationRequest) => {
    try {
      const fields = {
        ...values,
        idempotencyKey: key.current,
        fillMs: Math.round(performance.now() - shownAt.current),
      };
      // Progress only matters for files that take a moment.
      const showProgress = file !== null && file.size > 512 * 1024;
      if (showProgress) setProgress(0);
      const response = await sendConsultation(fields, file, (f) => {
        if (showProgress) setProgress(f);
      });
      toast({
        title: t.toast.successTitle,
        description: response.message || t.toast.successFallback,
        variant: "success",
      });
      setSubmitted(true);
    } catch (err) {
      if (err instanceof ApiError) {
        setServerFieldErrors(form, err.fields, shownFields);
        if (err.fields?.supportingFile) setFileError(err.fields.supportingFile);
      } else {
        console.warn(t.toast.internal, err);
      }
      toast({
        title: t.toast.errorTitle,
        description: err instanceof ApiError ? err.message : t.toast.errorFallback,
        variant: "destructive",
      });
    } finally {
      setProgress(null);
    }
  };

  const reset = () => {
    form.reset(empty);
    setFile(null);
    setFileError(undefined);
    key.current = newKey();
    shownAt.current = performance.now();
    setSubmitted(false);
  };

  if (submitted) {
    return (
      <div
        id={contactSubmittedAnchor}
        className="flex flex-col items-center gap-4 py-8 text-center"
      >
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {t.success.title}
        </h3>
        <p className="max-w-md text-ink-muted">{t.success.body}</p>
        {/* Without scripts the button asks for a fresh form; with them it clears this one. */}
        <form method="get" action={`/contact#${contactFormAnchor}`} data-native-submit="">
          <button
            type="submit"
            className={buttonClass("secondary", "lg")}
            onClick={(event) => {
              event.preventDefault();
              reset();
            }}
          >
            {t.success.again}
          </button>
        </form>
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      action={formAction("/contact", {}, "consultation")}
      encType="multipart/form-data"
      token={formToken}
      serverErrors={refusal?.fields}
      className="relative grid gap-5"
      aria-label={t.submit}
    >
      {refusal && !form.formState.submitCount ? (
        <FormAlert
          title={refusal.title ?? t.toast.errorTitle}
          description={
            // Messages beside the fields: say so; else the server's own words (a 409, a 429...).
            shownFields.some((name) => refusal.fields[name])
              ? requestErrors.checkFields
              : refusal.message
          }
        />
      ) : null}
      <Honeypot name={consultationHoneypotField} label={t.honeypot} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="fullName" label={t.labels.fullName} required>
          <Input autoComplete="name" placeholder={t.placeholders.fullName} />
        </Field>
        <Field name="email" label={t.labels.email} required>
          <Input type="email" autoComplete="email" placeholder={t.placeholders.email} />
        </Field>
        <Field
          name="phone"
          label={needsPhone ? t.labels.phone : `${t.labels.phone} ${t.optional}`}
          required={needsPhone}
        >
          <Input type="tel" autoComplete="tel" placeholder={t.placeholders.phone} />
        </Field>
        <Field name="preferredContact" label={t.labels.preferredContact} required>
          <NativeSelect placeholder={t.labels.preferredContact} options={preferredContactOptions} />
        </Field>
      </div>
      <Field name="taskDescription" label={t.labels.taskDescription} required>
        <Textarea rows={5} placeholder={t.placeholders.taskDescription} />
      </Field>
      <Field name="currentTools" label={`${t.labels.currentTools} ${t.optional}`}>
        <Input placeholder={t.placeholders.currentTools} />
      </Field>
      <Field name="idealSolution" label={`${t.labels.idealSolution} ${t.optional}`}>
        <Textarea rows={3} placeholder={t.placeholders.idealSolution} />
      </Field>
      <FileField
        file={file}
        maxBytes={uploadMaxBytes}
        error={fileError}
        note={droppedFileName && !fileError ? t.file.chooseAgain(droppedFileName) : undefined}
        progress={progress}
        onChange={(chosen, error) => {
          setFile(chosen);
          setFileError(error);
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? t.sending : t.submit}
      </Button>
    </Form>
  );
}
