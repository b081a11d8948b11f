import type { ConfigField } from "@content/agent-templates";
import { workflowsPage } from "@content/workflows-page";
import { type AgentTemplate, configSchemaFor, defaultWorkflowLimits } from "@lib/workflows";
import { type ChangeEvent, useEffect, useId, useMemo, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { settingWarning } from "@lib/workflow-fields";
import { z } from "zod";
import { Field, Form, Input, NativeSelect, Textarea, useSchemaForm } from "~/components/ui/form";
import type { AgentNode } from "./types";
import { sameData } from "./store";
import { FieldName } from "./field-name";
import { touchHeight } from "./touch-target";

const texts = workflowsPage.editor;

/**
 * Reads a picked file into a text field of the form. The file never leaves the browser as a
 * file: its text becomes the field's value, which Apply validates and Save sends, where the
 * server checks it like any other config (the same schema, the same maximum length).
 */
function FileLoader({
  name,
  label,
  accept,
  maxLength,
}: {
  name: string;
  label: string;
  accept: string;
  maxLength: number;
}) {
  const form = useFormContext();
  const id = useId();
  async function load(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    // UTF-8 takes at most 4 bytes a character: anything larger cannot fit, so it is not read.
    const text = file.size <= maxLength * 4 ? await file.text() : null;
    if (text === null || text.length > maxLength) {
      form.setError(name, { message: texts.fileTooLarge(maxLength) }, { shouldFocus: true });
      return;
    }
    if (text.includes("\u0000")) {
      form.setError(name, { message: texts.fileNotText }, { shouldFocus: true });
      return;
    }
    form.setValue(name, text, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  }
  return (
    <div className="mt-2">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink">
        {texts.loadFileLabel(label)}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e) => void load(e)}
        className="block w-full text-xs text-ink-muted file:mr-2 file:rounded-md file:border file:border-line file:bg-surface file:px-2 file:py-1 file:text-xs file:font-semibold file:text-ink"
      />
    </div>
  );
}

/** What reaches the step being edited (`analyseFields`), for each setting's own warning. */
type Reaching = { templateId: string; input: readonly string[] | null | undefined };

function ConfigInput({ field, reaching }: { field: ConfigField; reaching: Reaching }) {
  const name = `config.${field.key}`;
  const value: unknown = useWatch({ name });
  // Said under the box being typed in, not only on the step: that is where the visitor looks.
  const warning = settingWarning(
    reaching.templateId,
    field.key,
    typeof value === "string" ? value : "",
    reaching.input,
  );
  if (field.kind === "select") {
    return (
      <Field name={name} label={field.label} required={field.required}>
        <NativeSelect placeholder={field.label} options={field.options} />
      </Field>
    );
  }
  return (
    <Field name={name} label={field.label} required={field.required} warning={warning}>
      {field.kind === "textarea" ? (
        <Textarea rows={3} maxLength={field.maxLength} />
      ) : (
        <Input maxLength={field.maxLength} />
      )}
    </Field>
  );
}

function ConfigControl({ field, reaching }: { field: ConfigField; reaching: Reaching }) {
  if (field.kind === "select" || !field.file)
    return <ConfigInput field={field} reaching={reaching} />;
  return (
    <>
      <ConfigInput field={field} reaching={reaching} />
      <FileLoader
        name={`config.${field.key}`}
        label={field.label}
        accept={field.file.accept}
        maxLength={field.maxLength}
      />
    </>
  );
}

function asValues(values: { label?: unknown; config?: unknown }) {
  const config = Object.fromEntries(
    Object.entries((values.config ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === "string" ? v : "",
    ]),
  );
  return { label: typeof values.label === "string" ? values.label : "", config };
}

/**
 * Node Properties: the agent type, its description, and a form for its configuration generated
 * from the template's fields and validated by the same schema the server runs. Every change
 * applies to the step as it is typed (nothing is lost by clicking another step).
 */
/** A field that reaches the step, with its value in the last run when there was one. */
export type MappableField = { name: string; value?: unknown };

/** Config keys that take a field's bare name rather than `{{field}}` text. */
const fieldNameKeys = new Set(["condition:field", "ai-classifier:field"]);

function previewOf(value: unknown): string {
  if (value === undefined) return "";
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

export function NodeProperties({
  node,
  template,
  fields,
  inputs,
  onApply,
}: {
  node: AgentNode;
  template: AgentTemplate | undefined;
  /** Fields the steps before give (null: unknown), offered for insertion. */
  fields: MappableField[] | null;
  /** The fields that reach the step by the workflow's rules (null: unknown). */
  inputs: readonly string[] | null | undefined;
  onApply: (values: { label: string; config: Record<string, string> }) => void;
}) {
  const lastBox = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        label: z
          .string()
          .trim()
          .min(1, "Step name is required.")
          .max(defaultWorkflowLimits.labelMax),
        config: template ? configSchemaFor(template) : z.record(z.string(), z.string()),
      }),
    [template],
  );
  const form = useSchemaForm(schema, {
    defaultValues: { label: node.data.label, config: { ...node.data.config } },
    mode: "onChange",
  });
  const apply = useRef(onApply);
  apply.current = onApply;
  // The step holds what the form shows, an emptied name too: the diagram shows no stale name,
  // and Save, whose check refuses a step without a name, says which step needs one.
  useEffect(() => {
    const subscription = form.watch((values) => apply.current(asValues(values)));
    return () => subscription.unsubscribe();
  }, [form]);
  // An undo or redo changes the step under the open form: the form shows what the step now
  // holds.
  const data = node.data;
  useEffect(() => {
    const shown = asValues(form.getValues());
    if (!sameData(data, shown)) form.reset({ label: data.label, config: { ...data.config } });
  }, [data, form]);
  /** Puts a field at the caret of the last config box typed in (or the first box). */
  function insert(field: string) {
    const box =
      lastBox.current ??
      (document.querySelector(
        `form[aria-label="${texts.propertiesTitle}"] [name^="config."]:is(input[type=text], input:not([type]), textarea)`,
      ) as HTMLInputElement | HTMLTextAreaElement | null);
    if (!box) return;
    const bare = fieldNameKeys.has(`${node.data.agentTemplateId}:${box.name.slice(7)}`);
    const token = bare ? field : `{{${field}}}`;
    const value = box.value;
    const start = bare ? 0 : (box.selectionStart ?? value.length);
    const end = bare ? value.length : (box.selectionEnd ?? value.length);
    const next = value.slice(0, start) + token + value.slice(end);
    form.setValue(box.name as "label", next, { shouldDirty: true, shouldValidate: true });
    requestAnimationFrame(() => {
      box.focus();
      box.setSelectionRange(start + token.length, start + token.length);
    });
  }
  return (
    <div className="space-y-3">
      <dl className="text-sm">
        <dt className="font-semibold">{texts.agentTypeLabel}</dt>
        <dd className="text-ink-muted">{template?.name ?? node.data.agentTemplateId}</dd>
        {template && <dd className="mt-1 text-ink-muted">{template.description}</dd>}
      </dl>
      <Form
        form={form}
        onSubmit={(values) => onApply(asValues(values))}
        className="space-y-3"
        aria-label={texts.propertiesTitle}
        onFocus={(e) => {
          const target = e.target;
          const isBox =
            target instanceof HTMLTextAreaElement ||
            (target instanceof HTMLInputElement && target.type === "text");
          if (isBox && target.name.startsWith("config.")) lastBox.current = target;
        }}
      >
        <Field name="label" label={texts.nodeLabelLabel} required>
          <Input maxLength={defaultWorkflowLimits.labelMax} />
        </Field>
        <h4 className="pt-1 text-sm font-bold">{texts.configTitle}</h4>
        {template?.config.fields.map((f) => (
          <div key={f.key}>
            <ConfigControl
              field={f}
              reaching={{ templateId: node.data.agentTemplateId, input: inputs }}
            />
            {f.help && <p className="mt-1 text-xs text-ink-muted">{f.help}</p>}
          </div>
        ))}
        <p className="text-xs text-ink-muted">{texts.appliesAsYouType}</p>
        {fields !== null && node.data.agentTemplateId !== "trigger" && (
          <section aria-labelledby={`${node.id}-mapping`} className="border-t border-line pt-3">
            <h4 id={`${node.id}-mapping`} className="text-sm font-bold">
              {texts.mappingTitle}
            </h4>
            {fields.length === 0 ? (
              <p className="mt-1 text-xs text-ink-muted">{texts.mappingEmpty}</p>
            ) : (
              <>
                <p className="mt-1 text-xs text-ink-muted">{texts.mappingHelp}</p>
                <ul className="mt-2 space-y-1">
                  {fields.map((f) => (
                    <li key={f.name}>
                      <button
                        type="button"
                        // The name holds what the button shows (the field and its value), so a
                        // person speaking to their computer can say what they see.
                        aria-label={texts.insertFieldLabel(`{{${f.name}}}`, previewOf(f.value))}
                        onClick={() => insert(f.name)}
                        className={`flex min-h-8 w-full flex-wrap items-baseline gap-x-2 rounded-md border border-line px-2 py-1 text-left text-xs hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary max-lg:items-center ${touchHeight}`}
                      >
                        <code className="min-w-0 font-semibold break-words text-primary">
                          <FieldName name={`{{${f.name}}}`} />
                        </code>
                        <span className="min-w-24 flex-1 basis-0 truncate text-ink-muted">
                          {previewOf(f.value)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </Form>
    </div>
  );
}
