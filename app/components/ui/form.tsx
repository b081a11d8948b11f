import { zodResolver } from "@hookform/resolvers/zod";
import { Slot } from "radix-ui";
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  useId,
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
  "onSubmit" | "onInvalid"
> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TValues>;
};

/** The form element with its react-hook-form context; the schema validates, not the browser. */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const formKey = useKeepTypedValues(form);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-form={formKey}
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
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
};

type SlotProps = ComponentPropsWithoutRef<typeof Slot.Root>;

/**
 * A labelled field of the surrounding form: the control gets its id, name, value, change and
 * blur handlers, ref (so a failed submit can focus it), `required`, and `aria-invalid` plus
 * `aria-describedby` pointing at the error text while there is one.
 */
export function Field({ name, label, required, className, children }: FieldProps) {
  const { field, fieldState } = useController({ name });
  const id = useId();
  const errorId = `${id}-error`;
  const message = fieldState.error?.message;
  // The control's own props win over these (Slot merges them), so a control may override any.
  const control = {
    ...field,
    id,
    required,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? errorId : undefined,
  };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Slot.Root {...(control as SlotProps)}>{children}</Slot.Root>
      <FieldError id={errorId} message={message} />
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
  label,
  checked,
  onChange,
  inputRef,
}: {
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
