import { zodResolver } from "@hookform/resolvers/zod";
import { Slot } from "radix-ui";
import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useState,
} from "react";
import {
  type FieldError as FieldErrorType,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  get,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
} from "react-hook-form";
import type { z } from "zod";

/**
 * Forms: react-hook-form validated by the same zod schema the API handler parses with (ADR 0007).
 * `useSchemaForm` builds the form, `Form` renders it, `Field` wires a label, a control and its
 * error text; `setServerFieldErrors` puts a 400's `fields` on the fields they name.
 */

export { inputClass } from "./input-class";
import { inputClass } from "./input-class";
import { useKeepTypedValues } from "./keep-typed-values";

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Calls `visit` with every field error and its dotted path. */
function eachFieldError(
  errors: FieldErrors,
  visit: (path: string, error: FieldErrorType) => void,
  prefix = "",
) {
  for (const [key, node] of Object.entries(errors)) {
    if (!node || key === "root") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (node as FieldErrorType).type === "string") visit(path, node as FieldErrorType);
    else eachFieldError(node as FieldErrors, visit, path);
  }
}

/**
 * A schema's messages name the field for the API ('Email is required'); a form shows one text
 * under every empty field instead. An error on an empty field becomes type 'required' with
 * `message`; every other error keeps the schema's message.
 */
export function withRequiredMessage<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  message: string,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    eachFieldError(result.errors, (path, error) => {
      if (isEmpty(get(values, path))) {
        error.type = "required";
        error.message = message;
      }
    });
    return result;
  };
}

/** Whether any error is a required field left empty (see `withRequiredMessage`). */
export function hasMissingFields(errors: FieldErrors): boolean {
  let missing = false;
  eachFieldError(errors, (_, error) => {
    if (error.type === "required") missing = true;
  });
  return missing;
}

type SchemaFormOptions<S extends z.ZodType<unknown, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  "resolver"
> & {
  /** Shown under an empty required field instead of the schema's message. */
  requiredMessage?: string;
};

/** `useForm` validated by `schema`; submit handlers receive the schema's parsed output. */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  { requiredMessage, ...options }: SchemaFormOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: requiredMessage ? withRequiredMessage(base, requiredMessage) : base,
  });
}

/**
 * Shows a failed request's field errors (`{ error, fields }` from a 400, keyed by dotted path)
 * under the fields they name, and focuses the first. Only `names` are taken (the fields this
 * form shows); returns whether any was.
 */
export function setServerFieldErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, "setError">,
  fields: Record<string, string> | undefined,
  names: readonly FieldPath<TValues>[],
): boolean {
  const known = names.filter((name) => fields?.[name]);
  known.forEach((name, i) => {
    form.setError(name, { type: "server", message: fields?.[name] }, { shouldFocus: i === 0 });
  });
  return known.length > 0;
}

type FormProps<TValues extends FieldValues, TOutput> = Omit<
  ComponentPropsWithoutRef<"form">,
  "onSubmit" | "onInvalid" | "method" | "action"
> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TValues>;
  /**
   * The page action this form posts to when its scripts have not run (ADR 0048). Without one
   * the form needs its scripts: a press made before they run waits for them (ADR 0045).
   */
  action?: string;
  /** The server-made token of this rendering (hidden field): the request's idempotency key. */
  token?: string;
  /** The messages the server gave each field when the form was sent without scripts. */
  serverErrors?: Record<string, string>;
};

// useLayoutEffect warns when rendered on the server; there it has nothing to do anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/** Server messages shown before react-hook-form holds them (the server render, hydration). */
const PendingErrorsContext = createContext<Record<string, string> | undefined>(undefined);

/**
 * The form element with its react-hook-form context; the schema validates, not the browser.
 * It always posts (never GET: what a visitor types never lands in an address, a log or a
 * referrer), to `action` when it works without scripts.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  action,
  token,
  serverErrors,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const formKey = useKeepTypedValues(form);
  // The server's messages are shown from the first paint, then handed to react-hook-form, which
  // clears each once the visitor corrects it and sends again.
  const [pending, setPending] = useState(serverErrors);
  useBrowserLayoutEffect(() => {
    if (!pending) return;
    for (const [name, message] of Object.entries(pending)) {
      form.setError(name as FieldPath<TValues>, { type: "server", message });
    }
    setPending(undefined);
  }, []);
  return (
    <FormProvider {...form}>
      <PendingErrorsContext.Provider value={pending}>
        <form
          method="post"
          action={action}
          noValidate
          data-form={formKey}
          data-native-submit={action ? "" : undefined}
          onSubmit={form.handleSubmit(onSubmit, onInvalid)}
          {...props}
        >
          {token ? <input type="hidden" name="formToken" value={token} /> : null}
          {children}
        </form>
      </PendingErrorsContext.Provider>
    </FormProvider>
  );
}

/**
 * Why the server refused a form sent without scripts, where the scripts would show a toast: the
 * same title and words, at the top of the form, read out when the page arrives.
 */
export function FormAlert({
  title,
  description,
  className = "",
}: {
  title: string;
  description?: string;
  /** Its place in the form's grid (a two-column form spans it: `sm:col-span-2`). */
  className?: string;
}) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      // Focused as the page arrives (the form came back from the server), so it is in view and
      // read out first, whatever the address scrolled to.
      // biome-ignore lint/a11y/noAutofocus: a refused form's summary is where the visitor must look
      autoFocus
      className={`min-w-0 rounded-[var(--radius-control)] border border-danger bg-danger-tint p-4 text-ink outline-none [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-danger ${className}`}
    >
      <p className="font-semibold text-danger">{title}</p>
      {description ? <p className="mt-1">{description}</p> : null}
    </div>
  );
}

export { FormProvider };

export function FieldLabel({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink">
      {children}
      {/* The input's `required` is what assistive tech announces; the star is for the eye. */}
      {required && (
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
  /** One control (`Input`, `Textarea`, `NativeSelect` or any input taking value/onChange/ref). */
  children: ReactElement;
  /**
   * A note about the value that does not stop the form (a field it reads that may be empty):
   * shown under the control and read with it, without marking the control invalid.
   */
  warning?: string | null;
};

type SlotProps = ComponentPropsWithoutRef<typeof Slot.Root>;

/**
 * A labelled field of the surrounding form: the control gets its id, name, value, change and
 * blur handlers, ref (so a failed submit can focus it), `required`, and `aria-invalid` plus
 * `aria-describedby` pointing at the error text while there is one.
 */
export function Field({ name, label, required, className, children, warning }: FieldProps) {
  const { field, fieldState } = useController({ name });
  const pending = useContext(PendingErrorsContext);
  const id = useId();
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const message = fieldState.error?.message ?? pending?.[name];
  const describedBy = [message ? errorId : null, warning ? warningId : null].filter(Boolean);
  // The control's own props win over these (Slot merges them), so a control may override any.
  const control = {
    ...field,
    id,
    required,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
  };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Slot.Root {...(control as SlotProps)}>{children}</Slot.Root>
      <FieldError id={errorId} message={message} />
      {warning ? (
        <p id={warningId} className="mt-1 text-sm text-warning">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<"input">>(function Input(
  { className = "", value, ...props },
  ref,
) {
  return (
    <input ref={ref} value={value ?? ""} className={`${inputClass} ${className}`} {...props} />
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentPropsWithoutRef<"textarea">>(
  function Textarea({ className = "", value, ...props }, ref) {
    return (
      <textarea
        ref={ref}
        value={value ?? ""}
        className={`${inputClass} resize-y ${className}`}
        {...props}
      />
    );
  },
);

type NativeSelectProps = Omit<ComponentPropsWithoutRef<"select">, "value" | "onChange"> & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value?: string;
  /** Gets the chosen value, or undefined while the placeholder is shown. */
  onChange?: (value: string | undefined) => void;
};

/** A native select with a prompt; an unanswered select's value is undefined, not "". */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { placeholder, options, value, onChange, className = "", ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      value={value ?? ""}
      onChange={(e) => onChange?.(e.target.value || undefined)}
      className={`${inputClass} ${value ? "" : "text-ink-muted"} ${className}`}
      {...props}
    >
      {/* A native select's prompt; it is never sent (an empty answer is left out). */}
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((o) => (
        <option key={o.value} value={o.value} className="text-ink">
          {o.label}
        </option>
      ))}
    </select>
  );
});

const checkboxLabelClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line px-3 py-2 transition-colors duration-200 hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-tint";

function CheckboxRow({
  name,
  value,
  label,
  checked,
  onChange,
  inputRef,
}: {
  /** Posted as `name=value` when checked, by a form sent without scripts. */
  name?: string;
  value?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef?: (el: HTMLInputElement | null) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={checkboxLabelClass}>
      <input
        id={id}
        ref={inputRef}
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 shrink-0 accent-primary"
      />
      <span className="text-base text-ink">{label}</span>
    </label>
  );
}

/** A yes/no field as a bordered checkbox row. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <CheckboxRow
      name={name}
      value="true"
      label={label}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      inputRef={field.ref}
    />
  );
}

/** A group of checkboxes under one legend, e.g. a list of `CheckboxField`s. */
export function Fieldset({
  legend,
  className = "",
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`grid gap-2 ${className}`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A list field: one checkbox per option, the value is the array of checked option values. */
export function CheckboxGroupField({
  name,
  legend,
  options,
  className,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const { field } = useController({ name });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Fieldset legend={legend} className={className}>
      {options.map((option, i) => (
        <CheckboxRow
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          checked={selected.includes(option.value)}
          inputRef={i === 0 ? field.ref : undefined}
          onChange={(checked) =>
            field.onChange(
              checked
                ? [...selected, option.value]
                : selected.filter((value) => value !== option.value),
            )
          }
        />
      ))}
    </Fieldset>
  );
}

/**
 * A field people never see and form-filling bots do: off-screen, hidden from assistive tech and
 * out of the tab order. The API refuses a request that fills it.
 */
export function Honeypot({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
    </div>
  );
}
