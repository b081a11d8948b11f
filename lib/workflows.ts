/**
 * Workflow, node and connection schemas shared by the editor and the API (one schema for the form
 * and the handler), the per-template config schemas generated from content/agent-templates.ts,
 * and the shapes of runs and suggestions.
 */
import { z } from "zod";
import {
  type AgentTemplateContent,
  type ConfigField,
  agentTemplates,
  findAgentTemplate,
} from "../content/agent-templates";
import { requestErrors } from "../content/request-errors";
import { workflowsPage } from "../content/workflows-page";
import {
  hasDirectionControl,
  hasDisallowedCharacter,
  hasLineBreak,
  hasVisibleCharacter,
} from "./text-rules";
import { conditionValueProblem } from "./condition-value";
import { sampleFields } from "./workflow-fields";
import { disconnectedNodes, findCycle, hasPlaceholder } from "./workflow-graph";

/** Defaults of the server's limits (WORKFLOW_MAX_* in server/platform/env.ts may change them). */
export const defaultWorkflowLimits = {
  maxNodes: 250,
  maxConnections: 500,
  nameMax: 100,
  descriptionMax: 500,
  labelMax: 80,
  /** A step's x and y on the diagram, either way from 0. */
  coordinateMax: 1_000_000,
} as const;
type WorkflowLimits = { maxNodes: number; maxConnections: number };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A NUL character or a lone UTF-16 surrogate: PostgreSQL's text and jsonb cannot store either,
 * so such text must be refused where it enters (a 400) or where a run produces it (a failed step).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = new RegExp(loneSurrogate.source, "g");

export function isUnstorableText(text: string): boolean {
  return text.includes("\u0000") || loneSurrogate.test(text);
}

/** The text with each NUL and lone surrogate replaced by U+FFFD, for messages that quote input. */
export function replaceUnstorable(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD").replace(loneSurrogates, "\uFFFD");
}

/** The dotted path of the first string (value or key) in `value` that cannot be stored, or null. */
export function unstorablePath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return isUnstorableText(value) ? path : null;
  if (value === null || typeof value !== "object" || depth > 64) return null;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, v] of entries) {
    if (isUnstorableText(key)) return [...path, key];
    const found = unstorablePath(v, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const unstorableMessage = workflowsPage.limits.unstorableText;
/**
 * What a person types into a workflow: the characters every request refuses are refused by the
 * schema too, so the editor's check of a draft (the same schema) names them before a Save; and
 * the direction controls, which would show the text reordered in the editor (ADR 0059).
 */
const typeable = (text: string) => !hasDisallowedCharacter(text) && !hasDirectionControl(text);
const notTypeable = (label: string) => `${label} ${requestErrors.characterNotAllowed}.`;

/**
 * The rule every name in a workflow follows (its own and each step's), checked before the trim
 * as `typeable` is: what a person can type, on one line, and something to see. A blank name is
 * left to the schema's "required". `say` words the refusal as the name's schema words the rest.
 */
function nameRule(say: (fragment: string) => string) {
  return (text: string, ctx: z.RefinementCtx) => {
    const fragment = !typeable(text)
      ? requestErrors.characterNotAllowed
      : !text.trim()
        ? null
        : hasLineBreak(text)
          ? requestErrors.oneLine
          : hasVisibleCharacter(text)
            ? null
            : requestErrors.noVisibleCharacter;
    if (fragment) ctx.addIssue({ code: "custom", message: say(fragment) });
  };
}
const phonePattern = /^\+?[0-9 ().-]{7,20}$/;

/** A place in a request body as a client writes it: `nodes[2].data`, `workflow.nodes[0]`. */
function bodyPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join("");
}

/** Keys of a workflow as the API returns it that only the server writes. */
const serverKeys = ["id", "createdAt", "updatedAt", "version", "inactiveReason"] as const;

/**
 * An object that takes only the keys it names: any other is refused, named with its place in the
 * body, instead of being dropped unseen (a misspelt `isActiv` would otherwise save an Active
 * workflow while the caller believed it had said otherwise). `readOnly` are keys the server sets
 * in what it returns: said so, for a client that sends a record back as it read it.
 */
export function closedObject<T extends z.core.$ZodLooseShape>(
  shape: T,
  readOnly: readonly string[] = [],
) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return undefined;
      const where = bodyPath(issue.path ?? []);
      const unknown = issue.keys.filter((k) => !readOnly.includes(k));
      return unknown.length
        ? requestErrors.unknownFields(unknown, where)
        : requestErrors.readOnlyFields(issue.keys, where);
    },
  });
}

/** Branch handles of a condition node; any other node has one unnamed output. */
export const branchHandles = ["yes", "no"] as const;
export type BranchHandle = (typeof branchHandles)[number];

function fieldSchema(field: ConfigField, draft: boolean): z.ZodType<string | undefined> {
  if (field.kind === "select") {
    const values = field.options.map((o) => o.value) as [string, ...string[]];
    const choice = z.enum(values, { message: `${field.label} must be one of the listed options.` });
    if (draft || !field.required) return z.union([choice, z.literal("")]).optional();
    return choice;
  }
  let text = z
    .string({ message: `${field.label} must be text.` })
    // Before the trim: a vertical tab or form feed at an end is trimmed, but the server refuses
    // the request that carries it.
    .refine(typeable, notTypeable(field.label))
    // A one-line setting ends up in one line of what the step makes (an email's To or Subject
    // header, a contact's name): a line break there would start another line, so it is refused,
    // at an end too, where the trim would hide it.
    .refine(
      (v) => field.kind !== "text" || !hasLineBreak(v),
      `${field.label} ${requestErrors.oneLine}.`,
    )
    .trim()
    .max(
      field.maxLength,
      `${field.label} must be at most ${field.maxLength} characters.`,
    ) as unknown as z.ZodString;
  if (field.format) {
    const pattern = field.format === "email" ? emailPattern : phonePattern;
    const what = field.format === "email" ? "an email address" : "a phone number";
    text = text.refine(
      (v) => v === "" || hasPlaceholder(v) || pattern.test(v),
      `${field.label} must be ${what}.`,
    ) as unknown as typeof text;
  }
  if (!draft && field.required) return text.min(1, `${field.label} is required.`);
  return text.optional();
}

/**
 * The config schema of one template. A draft (what Save accepts) may leave required fields
 * empty; a runnable workflow (activation, Run) may not.
 */
export function configSchemaFor(template: AgentTemplateContent, { draft = false } = {}) {
  // Building a zod schema costs far more than parsing with it, and a workflow checks every step
  // (200 steps took ~80 ms when the editor opened); a template's fields never change, so one
  // schema per template and mode serves them all.
  const cache = draft ? draftSchemas : runnableSchemas;
  const cached = cache.get(template);
  if (cached) return cached;
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of template.config.fields) shape[field.key] = fieldSchema(field, draft);
  // Parsed on its own (checkGraph, workflowProblems), where its place in the body is not known:
  // checkGraph says it again with the place.
  let schema = z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? requestErrors.unknownFields(issue.keys, workflowsPage.editor.issues.settings)
        : undefined,
  });
  // A condition that could never be met is saved, but not run (as an empty required field).
  if (!draft && template.id === "condition") {
    schema = schema.superRefine((config, ctx) => {
      const problem = conditionValueProblem(config);
      if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
    });
  }
  cache.set(template, schema);
  return schema;
}

type ConfigSchema = z.ZodObject<Record<string, z.ZodType<string | undefined>>, z.core.$strict>;
const draftSchemas = new WeakMap<AgentTemplateContent, ConfigSchema>();
const runnableSchemas = new WeakMap<AgentTemplateContent, ConfigSchema>();

/** The initial config of a new node: each field's default. */
export function defaultConfig(template: AgentTemplateContent): Record<string, string> {
  return Object.fromEntries(template.config.fields.map((f) => [f.key, f.default ?? ""]));
}

const idSchema = z
  .string({ message: "Must be text." })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Use 1-64 letters, digits, '-' or '_'.");
/**
 * One message for whatever is wrong with a coordinate (not a number, Infinity, out of range),
 * read on from the coordinate's name ("Position x must be…"), so a refusal says it once.
 */
const coordinateMessage = workflowsPage.editor.issues.coordinateRange(
  defaultWorkflowLimits.coordinateMax,
);
const coordinate = z
  .number({ message: coordinateMessage })
  .min(-defaultWorkflowLimits.coordinateMax, coordinateMessage)
  .max(defaultWorkflowLimits.coordinateMax, coordinateMessage);

const stepNameSchema = z
  .string({ message: "Step name is required." })
  .superRefine(nameRule((fragment) => `Step name ${fragment}.`))
  .trim()
  .min(1, "Step name is required.")
  .max(
    defaultWorkflowLimits.labelMax,
    `Step name must be at most ${defaultWorkflowLimits.labelMax} characters.`,
  );

export const workflowNodeSchema = closedObject({
  id: idSchema,
  type: z.literal("agent", { message: "Node type must be 'agent'." }).default("agent"),
  agentTemplateId: z.string().refine((id) => Boolean(findAgentTemplate(id)), {
    message: "Unknown agent template.",
  }),
  position: closedObject({ x: coordinate, y: coordinate }),
  data: closedObject({
    label: stepNameSchema,
    config: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type WorkflowNode = z.output<typeof workflowNodeSchema>;

export const workflowConnectionSchema = closedObject({
  source: idSchema,
  target: idSchema,
  /** Only from a condition node: which branch this connection is. */
  sourceHandle: z.enum(branchHandles).optional(),
});
export type WorkflowConnection = z.output<typeof workflowConnectionSchema>;

type GraphInput = {
  nodes: { id: string; agentTemplateId: string; data: { config: Record<string, unknown> } }[];
  connections: WorkflowConnection[];
};

/** Checks every rule a saved graph must keep; adds one issue per broken rule, at its path. */
function checkGraph(value: GraphInput, ctx: z.RefinementCtx) {
  const ids = new Map<string, number>();
  value.nodes.forEach((node, i) => {
    if (ids.has(node.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["nodes", i, "id"],
        message: "Node ids must be unique.",
      });
    }
    ids.set(node.id, i);
    const template = findAgentTemplate(node.agentTemplateId);
    if (!template) return;
    const parsed = configSchemaFor(template, { draft: true }).safeParse(node.data.config);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = ["nodes", i, "data", "config", ...issue.path.map(String)];
        // Worded by the body's own schema (closedObject), which knows the whole path.
        if (issue.code === "unrecognized_keys") {
          ctx.addIssue({ code: "unrecognized_keys", keys: issue.keys, path });
        } else ctx.addIssue({ code: "custom", path, message: issue.message });
      }
    }
  });
  const seen = new Set<string>();
  value.connections.forEach((c, i) => {
    const path = ["connections", i];
    if (!ids.has(c.source) || !ids.has(c.target)) {
      ctx.addIssue({
        code: "custom",
        path,
        message: "A connection joins steps that do not exist.",
      });
      return;
    }
    if (c.source === c.target) {
      ctx.addIssue({ code: "custom", path, message: "A step cannot connect to itself." });
    }
    const key = `${c.source}>${c.target}`;
    if (seen.has(key)) ctx.addIssue({ code: "custom", path, message: "Duplicate connection." });
    seen.add(key);
    const source = value.nodes[ids.get(c.source) ?? 0];
    if (c.sourceHandle && source.agentTemplateId !== "condition") {
      ctx.addIssue({ code: "custom", path, message: "Only a condition has Yes and No branches." });
    }
  });
  if (findCycle(value.connections)) {
    ctx.addIssue({ code: "custom", path: ["connections"], message: "Connections form a loop." });
  }
}

function nodesSchema(limits: WorkflowLimits) {
  return z
    .array(workflowNodeSchema, { message: "Nodes must be a list." })
    .max(limits.maxNodes, `A workflow can have at most ${limits.maxNodes} steps.`);
}

function connectionsSchema(limits: WorkflowLimits) {
  return z
    .array(workflowConnectionSchema, { message: "Connections must be a list." })
    .max(limits.maxConnections, `A workflow can have at most ${limits.maxConnections} connections.`)
    .default([]);
}

/**
 * The steps and connections of a workflow with every rule Save checks on them: the graph half of
 * `workflowInputSchema`, which the editor runs on its draft to know what the server would refuse.
 */
export function workflowGraphSchema(limits: WorkflowLimits = defaultWorkflowLimits) {
  return closedObject({
    nodes: nodesSchema(limits),
    connections: connectionsSchema(limits),
  }).superRefine(checkGraph);
}

/**
 * A workflow's name, as a save checks it and as the editor checks it while it is typed: the
 * characters no request may carry (which the server refuses before any schema) are refused here
 * too, in the same words, so the editor says so under the field instead of after a Save.
 */
const workflowNameSchema = z
  .string({ message: "Name is required." })
  .superRefine(nameRule((fragment) => fragment))
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, "Name is required.")
      .max(
        defaultWorkflowLimits.nameMax,
        `Name must be at most ${defaultWorkflowLimits.nameMax} characters.`,
      ),
  );

const workflowDescriptionSchema = z
  .string({ message: "Description must be text." })
  .refine(typeable, notTypeable("Description"))
  // The editor's description is one line (an input, which drops line breaks from what it shows),
  // and the list shows it as one: a line break would be stored unseen.
  .refine((v) => !hasLineBreak(v), `Description ${requestErrors.oneLine}.`)
  .trim()
  .max(
    defaultWorkflowLimits.descriptionMax,
    `Description must be at most ${defaultWorkflowLimits.descriptionMax} characters.`,
  )
  .nullish()
  .transform((v) => v || null);

/** The first problem of `value` by `schema`, in words with the field's label; null when none. */
function problemOf(schema: z.ZodType, value: unknown, label: string): string | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  return fieldSentence(label, parsed.error.issues[0]?.message ?? "");
}

/**
 * What is wrong with a workflow name, in words ("Workflow name contains a character that is not
 * allowed."), by the rule a save is checked with; null when Save would take it.
 */
export function nameProblem(name: string): string | null {
  return problemOf(workflowNameSchema, name, issueTexts.labels.name);
}

/** The same for the description. */
export function descriptionProblem(description: string): string | null {
  return problemOf(workflowDescriptionSchema, description, issueTexts.labels.description);
}

function workflowShape(limits: WorkflowLimits) {
  return {
    name: workflowNameSchema,
    description: workflowDescriptionSchema,
    nodes: nodesSchema(limits),
    connections: connectionsSchema(limits),
    isActive: z.boolean({ message: "must be true or false" }).default(true),
  };
}

/** The body of POST /api/workflows (and the workflow of a test), and the editor's form. */
export function workflowInputSchema(limits: WorkflowLimits = defaultWorkflowLimits) {
  return closedObject(workflowShape(limits), serverKeys).superRefine(checkGraph);
}
export type WorkflowInput = z.output<ReturnType<typeof workflowInputSchema>>;

/**
 * The version a change was made from (the record's `version` as it was read): a change of a
 * workflow changed since is refused with 409. Left out, the change is made whatever came before
 * (a client older than versions).
 */
const versionSchema = z
  .number({ message: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be 1 or more")
  .max(2_147_483_647, "is not a version of this workflow")
  .optional();
const changeKeys = serverKeys.filter((k) => k !== "version");

/** The body of PUT /api/workflows/:id: a workflow, and the version it was changed from. */
export function workflowChangeSchema(limits: WorkflowLimits = defaultWorkflowLimits) {
  return closedObject({ ...workflowShape(limits), version: versionSchema }, changeKeys).superRefine(
    checkGraph,
  );
}

/** The body of PATCH /api/workflows/:id: Active on or off, and the version it was read at. */
export const activationSchema = closedObject(
  { isActive: z.boolean({ message: "must be true or false" }), version: versionSchema },
  changeKeys,
);

/** A stored workflow as the API returns it. */
export type WorkflowRecord = {
  id: number;
  name: string;
  description: string | null;
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
  /** Active and able to run: a workflow stored Active that has problems reads inactive. */
  isActive: boolean;
  /**
   * Why it cannot be active, in words, named with its step (what the editor says of its draft,
   * `problemsSummary`): set whenever the workflow has problems, null when it could run.
   */
  inactiveReason: string | null;
  /** 1 when created, one more with every change: what a change sends back (ADR 0073). */
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type AgentTemplate = AgentTemplateContent;

export const executionStatuses = ["queued", "running", "completed", "failed"] as const;
export type ExecutionStatus = (typeof executionStatuses)[number];
export const stepStatuses = ["running", "succeeded", "failed", "skipped"] as const;
export type StepStatus = (typeof stepStatuses)[number];

/** One line of a run's log: a step as it ran. */
export type StepLog = {
  nodeId: string;
  label: string;
  agentTemplateId: string;
  status: StepStatus;
  input?: unknown;
  output?: unknown;
  error?: string;
  /** The branch a condition chose. */
  branch?: BranchHandle;
  /**
   * The logged output is shortened or left out: it was over the step's share of the log
   * (WORKFLOW_STEP_LOG_MAX_BYTES) or the run's log was full (WORKFLOW_RUN_LOG_MAX_BYTES).
   */
  truncated?: boolean;
  /** Input fields the step removed from what it passes on (the File Processor's file). */
  removed?: string[];
  startedAt?: string;
  finishedAt?: string;
  durationMs?: number;
};

export type ExecutionRecord = {
  id: number;
  /**
   * Its place among its workflow's runs, as the visitor sees them: 1 for the first (the id
   * counts every visitor's runs). 0 for a test run, which is not stored.
   */
  number: number;
  workflowId: number;
  status: ExecutionStatus;
  triggerData: unknown;
  steps: StepLog[];
  /** Some step's logged output was shortened or left out (the log's size limits). */
  logTruncated: boolean;
  startedAt: string;
  completedAt: string | null;
  errorMessage: string | null;
  /** A test run of an unsaved draft: nothing of it was stored. */
  testRun?: boolean;
};

/**
 * One step tried on its own (Test step): its log entry, the input it was given and the whole
 * output it would pass on, each bounded like a run's log.
 */
export type StepTestResult = {
  nodeId: string;
  step: StepLog;
  input: Record<string, unknown>;
  /** What the step passes on to the next (null when it failed or was skipped). */
  output: Record<string, unknown> | null;
  /** `given`: the sample the editor sent; `upstream`: the steps before it were run (as a test). */
  inputFrom: "given" | "upstream";
  /** The steps before it, when they were run to give it its input. */
  upstream: StepLog[];
  /** Some of the input or output was too large to send in full. */
  truncated?: boolean;
};

export const runRequestSchema = closedObject({
  /** The event the run starts from; the trigger's sample is used when absent. */
  triggerData: z
    .record(z.string(), z.unknown())
    .superRefine((data, ctx) => {
      const path = unstorablePath(data);
      if (path) ctx.addIssue({ code: "custom", path, message: unstorableMessage });
    })
    .optional(),
});

export const suggestRequestSchema = closedObject({
  intent: z
    .string({ message: "Please describe your workflow." })
    .trim()
    .min(1, "Please describe your workflow.")
    .max(1000, "Please keep the description under 1000 characters."),
});

/** A suggested workflow: name, description, category, use case, its steps and connections. */
export type WorkflowSuggestion = {
  name: string;
  description: string;
  category: string;
  useCase: string;
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
  source: "local" | "llm";
  /** What the request asks that no step here does (no Slack step, no wait step...). */
  unsupported?: string[];
  /** Other readings of an ambiguous request, each a whole suggestion (on the first only). */
  alternatives?: WorkflowSuggestion[];
};

/** What keeps a workflow from running, as texts the editor shows on each step. */
export type WorkflowProblems = { general: string[]; byNode: Record<string, string[]> };

const editorTexts = workflowsPage.editor;
const problemTexts = editorTexts.problems;
const issueTexts = editorTexts.issues;

function addProblem(problems: WorkflowProblems, id: string, text: string) {
  const list = problems.byNode[id] ?? [];
  if (!list.includes(text)) problems.byNode[id] = [...list, text];
}

/**
 * Empty when the workflow can be activated and run. `part`: only some of its steps, tried on
 * their own (Test step), which need no trigger before them.
 */
export function workflowProblems(
  workflow: {
    nodes: { id: string; agentTemplateId: string; data: { config: Record<string, unknown> } }[];
    connections: { source: string; target: string }[];
  },
  { part = false } = {},
): WorkflowProblems {
  const problems: WorkflowProblems = { general: [], byNode: {} };
  if (workflow.nodes.length === 0) problems.general.push(problemTexts.noNodes);
  const kinds = new Map(workflow.nodes.map((n) => [n.id, n.agentTemplateId]));
  const disconnected = new Set(
    disconnectedNodes(
      workflow.nodes.map((n) => n.id),
      workflow.connections,
    ),
  );
  for (const id of disconnected) {
    // A trigger is connected from its outgoing dot to the step it starts, not after a step.
    const trigger = kinds.get(id) === "trigger";
    addProblem(
      problems,
      id,
      trigger ? problemTexts.disconnectedTrigger : problemTexts.disconnected,
    );
  }
  // A run starts at its trigger: a step that no trigger leads to would run on the raw event,
  // or on nothing when the run is started by hand.
  if (!part && workflow.nodes.length > 0) {
    const fed = new Set(workflow.connections.map((c) => c.target));
    if (!workflow.nodes.some((n) => n.agentTemplateId === "trigger")) {
      problems.general.push(problemTexts.noTrigger);
    } else {
      for (const node of workflow.nodes) {
        if (node.agentTemplateId === "trigger" || fed.has(node.id)) continue;
        if (!disconnected.has(node.id)) addProblem(problems, node.id, problemTexts.notStarted);
      }
    }
  }
  for (const node of workflow.nodes) {
    const template = findAgentTemplate(node.agentTemplateId);
    if (!template) {
      addProblem(problems, node.id, problemTexts.unknownTemplate);
      continue;
    }
    const parsed = configSchemaFor(template).safeParse(node.data.config);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) addProblem(problems, node.id, issue.message);
    }
    // A sample event the trigger cannot read fails every run started by hand: the workflow
    // stays inactive until it is fixed, as for an empty required field.
    const sample = node.data.config.sampleData;
    if (node.agentTemplateId === "trigger" && typeof sample === "string" && sample.trim()) {
      const read = sampleFields(sample.trim());
      if ("error" in read) addProblem(problems, node.id, read.error);
    }
  }
  return problems;
}

export function hasProblems(problems: WorkflowProblems): boolean {
  return problems.general.length > 0 || Object.keys(problems.byNode).length > 0;
}

/**
 * A refused value as a sentence: a message that reads on from the field's name ("contains a
 * character that is not allowed") gets the name in front; a whole sentence stays as it is.
 */
export function fieldSentence(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message.replace(/\.?$/, ".")}` : message;
}

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A step of a sent workflow as the visitor knows it: its name, else its kind and place. */
function stepName(workflow: unknown, index: number): string {
  const node = asObject(listOf(asObject(workflow)?.nodes)[index]);
  const label = asObject(node?.data)?.label;
  // A name that was itself refused (a control character, a line break, too long) is not
  // repeated back.
  const named = stepNameSchema.safeParse(label);
  if (named.success) return named.data;
  const kind =
    typeof node?.agentTemplateId === "string"
      ? findAgentTemplate(node.agentTemplateId)?.name
      : undefined;
  return issueTexts.unnamedStep(index + 1, kind ?? issueTexts.labels.nodes);
}

function stepNameById(workflow: unknown, id: unknown): string {
  const index = listOf(asObject(workflow)?.nodes).findIndex((n) => asObject(n)?.id === id);
  return index < 0 ? String(id) : stepName(workflow, index);
}

const topLabels: Record<string, string> = issueTexts.labels;

/**
 * One refused field of a sent workflow in words. `onStep` is what the step itself shows (the
 * field's label and the message), `text` the same named with its step or connection, for a
 * message that stands alone; `node` is the step's place in the list, when the field is a step's.
 */
function issueInWords(
  path: readonly string[],
  message: string,
  workflow: unknown,
): { node: number | null; onStep: string; text: string } {
  const [head, place, ...rest] = path;
  const index = /^\d+$/.test(place ?? "") ? Number(place) : null;
  if (head === "nodes" && index !== null) {
    const node = asObject(listOf(asObject(workflow)?.nodes)[index]);
    let onStep = message;
    if (rest[0] === "data" && rest[1] === "config" && rest[2]) {
      const kind = typeof node?.agentTemplateId === "string" ? node.agentTemplateId : "";
      const field = findAgentTemplate(kind)?.config.fields.find((f) => f.key === rest[2]);
      onStep = fieldSentence(field?.label ?? rest[2], message);
    } else if (rest[0] === "data" && rest[1] === "label") {
      onStep = fieldSentence(issueTexts.labels.label, message);
    } else if (rest[0] === "agentTemplateId") {
      onStep = fieldSentence(issueTexts.labels.agentTemplateId, message);
    } else if (rest[0] === "position") {
      const label =
        rest[1] === "x" || rest[1] === "y"
          ? issueTexts.position[rest[1]]
          : issueTexts.position.whole;
      onStep = fieldSentence(label, message);
    }
    return {
      node: index,
      onStep,
      text: editorTexts.stepProblem(stepName(workflow, index), onStep),
    };
  }
  if (head === "connections" && index !== null) {
    const connection = asObject(listOf(asObject(workflow)?.connections)[index]);
    const name = issueTexts.connection(
      stepNameById(workflow, connection?.source),
      stepNameById(workflow, connection?.target),
    );
    return { node: null, onStep: message, text: editorTexts.stepProblem(name, message) };
  }
  const text = fieldSentence(topLabels[head ?? ""] ?? path.join("."), message);
  return { node: null, onStep: text, text };
}

/** Texts in a row, the first `shown` of them and how many more. */
function firstOf(texts: string[], shown = 3): string {
  const first = texts.slice(0, shown).join(" ");
  return texts.length > shown ? `${first}${editorTexts.moreProblems(texts.length - shown)}` : first;
}

/**
 * A 400's fields (keyed by their dotted path, `nodes.2.data.config.to`) as one message in words:
 * the step's name and the field's label ("Email Sender: Recipient email must be an email
 * address."), read from the workflow that was sent.
 */
export function workflowIssuesText(fields: Record<string, string>, workflow: unknown): string {
  return firstOf(
    Object.entries(fields).map(
      ([path, message]) => issueInWords(path.split("."), message, workflow).text,
    ),
  );
}

let draftGraphSchema: ReturnType<typeof workflowGraphSchema> | null = null;

/**
 * What Save refuses, found by the schema the server checks a save with, by step and in words:
 * a draft with none of these is stored (inactive while `workflowProblems` has any).
 */
export function saveProblems(workflow: {
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
}): WorkflowProblems {
  const problems: WorkflowProblems = { general: [], byNode: {} };
  draftGraphSchema ??= workflowGraphSchema();
  const parsed = draftGraphSchema.safeParse(workflow);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const words = issueInWords(issue.path.map(String), issue.message, workflow);
    const id = words.node === null ? undefined : workflow.nodes[words.node]?.id;
    if (id) addProblem(problems, id, words.onStep);
    else if (!problems.general.includes(words.text)) problems.general.push(words.text);
  }
  return problems;
}

/**
 * The editor's check of its draft: `refused`, what Save would be refused for; `problems`, what
 * keeps the workflow from being activated (those too).
 */
export function checkDraft(workflow: { nodes: WorkflowNode[]; connections: WorkflowConnection[] }) {
  const refused = saveProblems(workflow);
  const problems = workflowProblems(workflow);
  for (const text of refused.general) {
    if (!problems.general.includes(text)) problems.general.push(text);
  }
  for (const [id, list] of Object.entries(refused.byNode)) {
    for (const text of list) addProblem(problems, id, text);
  }
  return { refused, problems };
}

/**
 * The first thing to fix, in words a visitor can act on without seeing the steps: a general
 * problem ("Add at least one step."), else the first step's, named; and how many more.
 */
export function problemsSummary(
  problems: WorkflowProblems,
  workflow: { nodes: { id: string }[] },
): string | null {
  const texts = [...problems.general];
  workflow.nodes.forEach((node, i) => {
    for (const text of problems.byNode[node.id] ?? []) {
      texts.push(editorTexts.stepProblem(stepName(workflow, i), text));
    }
  });
  return texts.length ? firstOf(texts, 1) : null;
}

export { agentTemplates };
