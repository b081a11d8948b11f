/**
 * Which fields reach each step of a workflow run by hand, worked out without running it, so the
 * editor can warn about a `{{field}}` that would be empty before the run fails on it. It follows
 * the engine's rules: a step's input is the merged output of the steps that lead into it (a
 * step with none gets the run's event, empty when run by hand); every step passes its input on
 * and adds the fields of its kind (server/workflows/executors.ts); a trigger with no input
 * emits its sample event, or the sample lead when the sample is left empty.
 */
import { sampleCsv, sampleLead } from "../content/agent-templates";
import { workflowsPage } from "../content/workflows-page";
import { parseCsv } from "./csv";
import { fieldNamed, placeholderPaths, topologicalOrder } from "./workflow-graph";

type Graph = {
  nodes: { id: string; agentTemplateId: string; data: { config: Record<string, unknown> } }[];
  connections: { source: string; target: string }[];
};

/** Fields each step adds to what it passes on (the executors' outputs). */
export const addedFields: Record<string, readonly string[]> = {
  "file-processor": ["source"],
  "ai-responder": ["reply", "replySource"],
  "sms-alert": ["smsMessage"],
  "crm-update": ["contactId", "contact", "contactSaved"],
  "invoice-extractor": ["total", "amountCount", "currency"],
  "email-sender": ["emailMessage"],
  condition: ["conditionMet"],
  "ai-classifier": ["category", "categoryScores"],
};

/**
 * Fields a step passes on for the engine's own book-keeping (a CRM row's id, whether a reply came
 * from a model, that the run is a test): neither shown in a step's output nor offered to map.
 */
export const internalFields: ReadonlySet<string> = new Set(["contactId", "replySource", "testRun"]);

/** Config keys that name a field of the input (rather than holding `{{field}}` text). */
const fieldNameKeys: Record<string, string> = {
  condition: "field",
  "ai-classifier": "field",
};

const texts = workflowsPage.editor.problems;

function text(config: Record<string, unknown>, key: string): string {
  const value = config[key];
  return typeof value === "string" ? value.trim() : "";
}

/** The sample event's top-level fields, or an error text when it cannot be read. */
export function sampleFields(sample: string): { fields: string[] } | { error: string } {
  if (!sample) return { fields: Object.keys(sampleLead) };
  try {
    const parsed: unknown = JSON.parse(sample);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      return { error: texts.sampleNotObject };
    }
    return { fields: Object.keys(parsed) };
  } catch {
    return { error: texts.sampleNotJson };
  }
}

/** What a step passes on, from what reaches it; null when it cannot be known. */
function outputFields(node: Graph["nodes"][number], input: Set<string> | null): Set<string> | null {
  const config = node.data.config ?? {};
  if (node.agentTemplateId === "trigger") {
    if (input === null || input.size > 0) return input;
    const sample = sampleFields(text(config, "sampleData"));
    return "error" in sample ? null : new Set(sample.fields);
  }
  if (input === null) return null;
  const out = new Set(input);
  if (node.agentTemplateId === "file-processor") {
    out.delete("file");
    if ((text(config, "format") || "csv") === "text") {
      for (const f of ["text", "lineCount", "wordCount"]) out.add(f);
    } else {
      const { columns } = parseCsv(text(config, "content") || sampleCsv);
      for (const f of [...columns, "rows", "columns", "rowCount"]) out.add(f);
    }
  }
  for (const f of addedFields[node.agentTemplateId] ?? []) out.add(f);
  return out;
}

/**
 * Per step, the warnings about fields it reads that no step before it gives (and a trigger's
 * sample that cannot be read). Warnings do not stop a workflow from being saved or activated: an
 * event sent to it may carry fields the sample does not.
 */
export function fieldWarnings(graph: Graph): Record<string, string[]> {
  return analyse(graph).warnings;
}

/** Both at once (one pass over the graph): the warnings and the fields reaching each step. */
export function analyseFields(graph: Graph): {
  warnings: Record<string, string[]>;
  inputs: Record<string, string[] | null>;
} {
  return analyse(graph);
}

const sourceTexts = workflowsPage.limits.fieldSource;

/** Steps that lead into `id`, nearest first. */
function ancestors(graph: Graph, id: string): string[] {
  const seen: string[] = [];
  const queue = [id];
  while (queue.length) {
    const current = queue.shift() as string;
    for (const c of graph.connections) {
      if (c.target === current && !seen.includes(c.source)) {
        seen.push(c.source);
        queue.push(c.source);
      }
    }
  }
  return seen;
}

/**
 * Where a field a step reads should come from, said so the visitor can act: the step kind that
 * adds it (and whether one runs before this step), else the trigger's sample event before it,
 * else a trigger to connect first. Read from the same rules as the warnings.
 */
export function fieldSource(graph: Graph, nodeId: string, field: string): string {
  const name = field.split(".")[0];
  const label = (id: string) => {
    const node = graph.nodes.find((n) => n.id === id);
    const given = (node?.data as { label?: unknown } | undefined)?.label;
    return (typeof given === "string" && given.trim()) || node?.agentTemplateId || id;
  };
  const before = ancestors(graph, nodeId);
  const kind = Object.entries(addedFields).find(([, fields]) => fields.includes(name))?.[0];
  if (kind) {
    const step = graph.nodes.find((n) => n.agentTemplateId === kind && n.id !== nodeId);
    if (step && !before.includes(step.id)) return sourceTexts.stepNotBefore(name, label(step.id));
    if (!step) return sourceTexts.addStep(name, kind);
  }
  const trigger = before.find(
    (id) => graph.nodes.find((n) => n.id === id)?.agentTemplateId === "trigger",
  );
  if (trigger) return sourceTexts.sample(name, label(trigger));
  return sourceTexts.noTrigger(name);
}

/** The fields one setting reads (its `{{field}}`s, or the bare field name it takes). */
function settingReads(templateId: string, key: string, value: string): string[] {
  if (fieldNameKeys[templateId] === key) return fieldNamed(value) ? [fieldNamed(value)] : [];
  return placeholderPaths(value);
}

/**
 * The warning for one setting of a step, shown under its box as it is typed: the fields it reads
 * that `input` (the fields reaching the step, `analyseFields`) lacks, in the words the step's
 * own warning uses. Null when it reads nothing missing or what reaches the step is not known.
 */
export function settingWarning(
  templateId: string,
  key: string,
  value: string,
  input: readonly string[] | null | undefined,
): string | null {
  if (!input || templateId === "trigger") return null;
  const missing = [
    ...new Set(settingReads(templateId, key, value).map((path) => path.split(".")[0]!)),
  ].filter((field) => !input.includes(field));
  if (!missing.length) return null;
  return input.length === 0
    ? texts.nothingBefore(missing)
    : missing.map((field) => texts.missingField(field)).join(" ");
}

function analyse(graph: Graph) {
  const ids = graph.nodes.map((n) => n.id);
  const order = topologicalOrder(ids, graph.connections);
  const warnings: Record<string, string[]> = {};
  const inputs: Record<string, string[] | null> = {};
  if (!order) return { warnings, inputs };
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const incoming = new Map<string, string[]>();
  for (const c of graph.connections)
    incoming.set(c.target, [...(incoming.get(c.target) ?? []), c.source]);
  const outputs = new Map<string, Set<string> | null>();
  const add = (id: string, warning: string) => {
    const list = warnings[id] ?? [];
    if (!list.includes(warning)) warnings[id] = [...list, warning];
  };
  for (const id of order) {
    const node = byId.get(id);
    if (!node) continue;
    const sources = incoming.get(id) ?? [];
    let input: Set<string> | null = new Set();
    for (const source of sources) {
      const given = outputs.get(source);
      if (given === null || given === undefined || input === null) {
        input = null;
        continue;
      }
      for (const f of given) input.add(f);
    }
    inputs[id] = input === null ? null : [...input];
    const config = node.data.config ?? {};
    if (node.agentTemplateId === "trigger" && sources.length === 0) {
      const sample = sampleFields(text(config, "sampleData"));
      if ("error" in sample) add(id, sample.error);
    }
    if (input !== null) {
      const reads = Object.entries(config).flatMap(([key, value]) =>
        typeof value === "string" ? settingReads(node.agentTemplateId, key, value) : [],
      );
      // The invoice step adds up a file's rows, else the event's amount field, else $ amounts
      // in a text: with none of them it has nothing to add up.
      if (node.agentTemplateId === "invoice-extractor") {
        const column = text(config, "amountField") || "amount";
        if (!["rows", "text", column].some((f) => input?.has(f))) reads.push(column);
      }
      // Each field once, however many settings read it; with nothing before, one message.
      const missing = [...new Set(reads.map((path) => path.split(".")[0]!))].filter(
        (field) => !input?.has(field),
      );
      if (sources.length === 0 && missing.length) add(id, texts.nothingBefore(missing));
      else for (const field of missing) add(id, texts.missingField(field));
    }
    outputs.set(id, outputFields(node, input));
  }
  return { warnings, inputs };
}
