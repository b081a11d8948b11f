/**
 * The schemas of a workflow shared by the editor and the API (one schema for the form and the
 * handler): the body of every workflow route, each object in it, and the per-template settings
 * schemas generated from content/agent-templates.ts.
 */
import { z } from "zod";
import {
  type AgentTemplateContent,
  type ConfigField,
  findAgentTemplate,
} from "../content/agent-templates";
import { requestErrors } from "../content/request-errors";
import { isEmailAddress, isPhoneNumber } from "./contact-formats";
import { workflowsPage } from "../content/workflows-page";
import {
  hasDirectionControl,
  hasDisallowedCharacter,
  refusedCharacterNamed,
  hasHiddenCharacter,
  hasLineBreak,
  hasVisibleCharacter,
} from "./text-rules";
import { conditionValueProblem } from "./condition-value";
import { findCycle, hasPlaceholder } from "./workflow-graph";

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
const issueTexts = workflowsPage.editor.issues;
/**
 * What a person types into a workflow: the characters every request refuses are refused by the
 * schema too, so the editor's check of a draft (the same schema) names them before a Save; and
 * the direction controls, which would show the text reordered in the editor (ADR 0059).
 */
const typeable = (text: string) => !hasDisallowedCharacter(text) && !hasDirectionControl(text);
/** The refusal of a text `typeable` refuses, with the character named and where it is. */
const untypeable =
  (label: string) =>
  (text: string, ctx: z.RefinementCtx): void => {
    if (!typeable(text))
      ctx.addIssue({ code: "custom", message: `${label} ${refusedCharacterNamed(text, true)}.` });
  };

/**
 * The rule every name in a workflow follows (its own and each step's), checked before the trim
 * as `typeable` is: what a person can type, on one line, and something to see. A blank name is
 * left to the schema's "required". `say` words the refusal as the name's schema words the rest.
 */
function nameRule(say: (fragment: string) => string) {
  return (text: string, ctx: z.RefinementCtx) => {
    const fragment = !typeable(text)
      ? refusedCharacterNamed(text, true)
      : !text.trim()
        ? null
        : hasLineBreak(text)
          ? requestErrors.oneLine
          : !hasVisibleCharacter(text)
            ? requestErrors.noVisibleCharacter
            : hasHiddenCharacter(text)
              ? requestErrors.hiddenCharacter
              : null;
    if (fragment) ctx.addIssue({ code: "custom", message: say(fragment) });
  };
}

/** A place in a request body as a client writes it: `nodes[2].data`, `workflow.nodes[0]`. */
function bodyPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join("");
}

/**
 * A field left out and a field of another kind said apart, each naming the field: "Name is
 * required." and "Name must be text.", never "required" for a value that was sent. `label`
 * null leaves the name to the place that knows it (a step's parts, named with the step).
 */
export function kindError(label: string | null, kind: string) {
  const say = (fragment: string) => (label ? `${label} ${fragment}.` : fragment);
  return {
    error: (issue: { input?: unknown }) =>
      say(issue.input === undefined ? requestErrors.required : requestErrors.notA(kind)),
  };
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
  options: {
    /** Said after a refused key: what this body takes instead (a PATCH: that PUT replaces). */
    takes?: string;
    /** Where the object itself was sent, when not the body (a URL's query). */
    root?: string;
  } = {},
) {
  const { takes, root = "" } = options;
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return undefined;
      const where = bodyPath(issue.path ?? []) || root;
      const unknown = issue.keys.filter((k) => !readOnly.includes(k));
      return unknown.length
        ? requestErrors.unknownFields(unknown, where, takes)
        : requestErrors.readOnlyFields(issue.keys, where, takes);
    },
  });
}

/** Branch handles of a condition node; any other node has one unnamed output. */
export const branchHandles = ["yes", "no"] as const;
export type BranchHandle = (typeof branchHandles)[number];

function fieldSchema(field: ConfigField, draft: boolean): z.ZodType<string | undefined> {
  if (field.kind === "select") {
    const values = field.options.map((o) => o.value) as [string, ...string[]];
    const message = `${field.label} must be one of the listed options.`;
    const choice = z.enum(values, { message });
    if (draft || !field.required) return z.union([choice, z.literal("")], { message }).optional();
    return choice;
  }
  let text = z
    .string({ message: `${field.label} must be text.` })
    // Before the trim: a vertical tab or form feed at an end is trimmed, but the server refuses
    // the request that carries it.
    .superRefine(untypeable(field.label))
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
    const isValid = field.format === "email" ? isEmailAddress : isPhoneNumber;
    const what = field.format === "email" ? "an email address" : "a phone number";
    text = text.refine(
      (v) => v === "" || hasPlaceholder(v) || isValid(v),
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
  // Parsed on its own (workflowProblems), where its place in the body is not known; checkGraph
  // says it again with the place.
  let schema = z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? unknownSettings(template, issue.keys, issueTexts.settings)
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

/** Settings a step's kind does not have, named with the ones it has. */
function unknownSettings(template: AgentTemplateContent, keys: string[], where: string): string {
  const known = template.config.fields.map((f) => f.key);
  return issueTexts.unknownSettings(keys, where, template.id, known);
}

type ConfigSchema = z.ZodObject<Record<string, z.ZodType<string | undefined>>, z.core.$strict>;
const draftSchemas = new WeakMap<AgentTemplateContent, ConfigSchema>();
const runnableSchemas = new WeakMap<AgentTemplateContent, ConfigSchema>();

/** The initial config of a new node: each field's default. */
export function defaultConfig(template: AgentTemplateContent): Record<string, string> {
  return Object.fromEntries(template.config.fields.map((f) => [f.key, f.default ?? ""]));
}

/** A step's id, named where it is refused (its step's "Step id", a connection's end). */
const idSchema = z
  .string(kindError(null, "string"))
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, '-' or '_'");
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

export const stepNameSchema = z
  .string(kindError("Step name", "string"))
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
  agentTemplateId: z
    .string(kindError(null, "string"))
    .refine((id) => Boolean(findAgentTemplate(id)), {
      message: "Unknown agent template.",
    }),
  position: closedObject({ x: coordinate, y: coordinate }),
  data: closedObject({
    label: stepNameSchema,
    config: z.record(z.string(), z.unknown(), kindError(null, "object")).default({}),
  }),
});
export type WorkflowNode = z.output<typeof workflowNodeSchema>;

export const workflowConnectionSchema = closedObject({
  source: idSchema,
  target: idSchema,
  /** Only from a condition node: which branch this connection is. */
  sourceHandle: z.enum(branchHandles, { message: issueTexts.branchValue }).optional(),
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
        // Said with the whole path, which only the body knows, and the settings the step has.
        const message =
          issue.code === "unrecognized_keys"
            ? unknownSettings(template, issue.keys, bodyPath(path))
            : issue.message;
        ctx.addIssue({ code: "custom", path, message });
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
    .array(workflowNodeSchema, kindError("Nodes", "array"))
    .max(limits.maxNodes, `A workflow can have at most ${limits.maxNodes} steps.`);
}

function connectionsSchema(limits: WorkflowLimits) {
  return z
    .array(workflowConnectionSchema, kindError("Connections", "array"))
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
  .string(kindError("Name", "string"))
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
  .string(kindError("Description", "string"))
  .superRefine(untypeable("Description"))
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
    isActive: z.boolean(kindError(null, "boolean")).default(true),
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
const versionNumber = z
  .number(kindError(null, "int"))
  .int("must be a whole number")
  .min(1, "must be 1 or more")
  .max(2_147_483_647, "is not a version of this workflow");
const versionSchema = versionNumber.optional();
const changeKeys = serverKeys.filter((k) => k !== "version");

/** The query of DELETE /api/workflows/:id: the version it was read at, when the caller says. */
export const deletionQuerySchema = closedObject(
  {
    version: z
      .string()
      .regex(/^\d{1,10}$/, requestErrors.notA("int"))
      .transform(Number)
      .pipe(versionNumber)
      .optional(),
  },
  [],
  { root: requestErrors.theQuery },
);

/** The body of PUT /api/workflows/:id: a workflow, and the version it was changed from. */
export function workflowChangeSchema(limits: WorkflowLimits = defaultWorkflowLimits) {
  return closedObject({ ...workflowShape(limits), version: versionSchema }, changeKeys).superRefine(
    checkGraph,
  );
}

/** The body of PATCH /api/workflows/:id: Active on or off, and the version it was read at. */
export const activationSchema = closedObject(
  { isActive: z.boolean(kindError(null, "boolean")), version: versionSchema },
  changeKeys,
  { takes: workflowsPage.limits.patchTakes },
);

export const runRequestSchema = closedObject({
  /** The event the run starts from; the trigger's sample is used when absent. */
  triggerData: z
    .record(z.string(), z.unknown(), kindError(null, "object"))
    .superRefine((data, ctx) => {
      const path = unstorablePath(data);
      if (path) ctx.addIssue({ code: "custom", path, message: unstorableMessage });
    })
    .optional(),
});

export const suggestRequestSchema = closedObject({
  intent: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? "Please describe your workflow."
          : `${workflowsPage.suggestions.intentName} ${requestErrors.notA("string")}.`,
    })
    .trim()
    .min(1, "Please describe your workflow.")
    .max(1000, "Please keep the description under 1000 characters."),
});

/**
 * A refused value as a sentence: a message that reads on from the field's name ("contains a
 * character that is not allowed") gets the name in front; a whole sentence stays as it is.
 */
export function fieldSentence(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message.replace(/\.?$/, ".")}` : message;
}
