import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { consultationForm, preferredContactOptions } from "@content/consultation";
import {
  type ConsultationInput,
  type ConsultationRequest,
  consultationHoneypotField,
  consultationSchema,
  phoneContactMethods,
} from "@lib/consultation";
import { Button } from "~/components/ui/button";
import {
  Field,
  Form,
  Honeypot,
  Input,
  NativeSelect,
  setServerFieldErrors,
  Textarea,
  useSchemaForm,
} from "~/components/ui/form";
import { toast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api";
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

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-key`;

const empty: ConsultationInput = {
  fullName: "",
  email: "",
  phone: "",
  preferredContact: "Email",
  taskDescription: "",
  currentTools: "",
  idealSolution: "",
};

/** The workflow consultation form (spec sections 2, 5, 7): idle, sending, submitted or error. */
export function ConsultationForm({ uploadMaxBytes }: { uploadMaxBytes: number }) {
  const form = useSchemaForm(consultationSchema, { defaultValues: empty });
  const preferredContact = useWatch({ control: form.control, name: "preferredContact" });
  const needsPhone = phoneContactMethods.has(preferredContact ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // One key per request: a double click or a retry after a lost answer stores one request.
  const key = useRef(newKey());
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
    if (submitted) heading.current?.focus();
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
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h3 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {t.success.title}
        </h3>
        <p className="max-w-md text-ink-muted">{t.success.body}</p>
        <Button variant="secondary" size="lg" onClick={reset}>
          {t.success.again}
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={submit} className="relative grid gap-5" aria-label={t.submit}>
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
