import type { ConfigField } from "@content/agent-templates";
import { workflowsPage } from "@content/workflows-page";
import { type AgentTemplate, configSchemaFor, defaultWorkflowLimits } from "@lib/workflows";
import { useMemo } from "react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, Form, Input, NativeSelect, Textarea, useSchemaForm } from "~/components/ui/form";
import type { AgentNode } from "./types";

const texts = workflowsPage.editor;

function ConfigInput({ field }: { field: ConfigField }) {
  const name = `config.${field.key}`;
  if (field.kind === "select") {
    return (
      <Field name={name} label={field.label} required={field.required}>
        <NativeSelect placeholder={field.label} options={field.options} />
      </Field>
    );
  }
  return (
    <Field name={name} label={field.label} required={field.required}>
      {field.kind === "textarea" ? (
        <Textarea rows={3} maxLength={field.maxLength} />
      ) : (
        <Input maxLength={field.maxLength} />
      )}
    </Field>
  );
}

/**
 * Node Properties: the agent type, its description, and a form for its configuration generated
 * from the template's fields and validated by the same schema the server runs.
 */
export function NodeProperties({
  node,
  template,
  onApply,
}: {
  node: AgentNode;
  template: AgentTemplate | undefined;
  onApply: (values: { label: string; config: Record<string, string> }) => void;
}) {
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
    mode: "onTouched",
  });
  return (
    <div className="space-y-3">
      <dl className="text-sm">
        <dt className="font-semibold">{texts.agentTypeLabel}</dt>
        <dd className="text-ink-muted">{template?.name ?? node.data.agentTemplateId}</dd>
        {template && <dd className="mt-1 text-ink-muted">{template.description}</dd>}
      </dl>
      <Form
        form={form}
        onSubmit={(values) => {
          const config = Object.fromEntries(
            Object.entries((values.config ?? {}) as Record<string, unknown>).map(([k, v]) => [
              k,
              typeof v === "string" ? v : "",
            ]),
          );
          onApply({ label: values.label, config });
        }}
        className="space-y-3"
        aria-label={texts.propertiesTitle}
      >
        <Field name="label" label={texts.nodeLabelLabel} required>
          <Input maxLength={defaultWorkflowLimits.labelMax} />
        </Field>
        <h4 className="pt-1 text-sm font-bold">{texts.configTitle}</h4>
        {template?.config.fields.map((f) => (
          <div key={f.key}>
            <ConfigInput field={f} />
            {f.help && <p className="mt-1 text-xs text-ink-muted">{f.help}</p>}
          </div>
        ))}
        <Button type="submit" size="sm">
          {texts.applyLabel}
        </Button>
      </Form>
    </div>
  );
}
