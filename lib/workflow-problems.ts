/**
 * What keeps a workflow from running or from being saved, by step and in words: the check the
 * editor runs on its draft, the server on every save and read (`inactiveReason`), and the words
 * of a refused request.
 */
import { findAgentTemplate } from "../content/agent-templates";
import { workflowsPage } from "../content/workflows-page";
import { parseCsv } from "./csv";
import { sampleFields } from "./workflow-fields";
import { disconnectedNodes } from "./workflow-graph";
import {
  configSchemaFor,
  fieldSentence,
  stepNameSchema,
  type WorkflowConnection,
  type WorkflowNode,
  workflowGraphSchema,
} from "./workflow-schemas";

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
    connections: { source: string; target: string; sourceHandle?: string }[];
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
  // A run starts from one event: a second trigger would start its steps from nothing.
  for (const extra of workflow.nodes.filter((n) => n.agentTemplateId === "trigger").slice(1)) {
    addProblem(problems, extra.id, problemTexts.extraTrigger);
  }
  // A condition passes the event on one branch: a connection on neither would run whichever way
  // the condition went.
  for (const c of workflow.connections) {
    if (kinds.get(c.source) !== "condition" || c.sourceHandle) continue;
    const target = workflow.nodes.findIndex((n) => n.id === c.target);
    const name = target < 0 ? c.target : stepName(workflow, target);
    addProblem(problems, c.source, problemTexts.noBranch(name));
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
    // A file whose quote never closes fails the File Processor on every run (the rest of the
    // file would be one value): inactive until fixed, as for the sample event below.
    const content = node.data.config.content;
    const format = node.data.config.format;
    if (
      node.agentTemplateId === "file-processor" &&
      (format === undefined || format === "" || format === "csv") &&
      typeof content === "string" &&
      content.trim()
    ) {
      const { unclosedQuote } = parseCsv(content.trim());
      if (unclosedQuote)
        addProblem(problems, node.id, problemTexts.csvUnclosedQuote(unclosedQuote));
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

const labels = issueTexts.labels;
const topLabels: Record<string, string> = labels;

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
      onStep = fieldSentence(labels.label, message);
    } else if (rest[0] === "data") {
      onStep = fieldSentence(rest[1] === "config" ? labels.config : labels.data, message);
    } else if (rest[0] === "agentTemplateId" || rest[0] === "id" || rest[0] === "type") {
      onStep = fieldSentence(labels[rest[0]], message);
    } else if (rest.length === 0) {
      onStep = fieldSentence(labels.step, message);
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
    const end = rest[0];
    const onStep =
      end === "source" || end === "target" || end === "sourceHandle"
        ? fieldSentence(labels[end], message)
        : message;
    return { node: null, onStep, text: editorTexts.stepProblem(name, onStep) };
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
