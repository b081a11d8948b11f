/**
 * A workflow as the editor and the API share it: the shapes of stored workflows, runs and
 * suggestions here; the schemas in workflow-schemas.ts and the problems check in
 * workflow-problems.ts, both re-exported so one import serves every side.
 */
import { type AgentTemplateContent, agentTemplates } from "../content/agent-templates";
import type { BranchHandle, WorkflowConnection, WorkflowNode } from "./workflow-schemas";

export * from "./workflow-schemas";
export * from "./workflow-problems";

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
  /** Fields the step read that its input did not have (a condition's field to check). */
  emptyFields?: string[];
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

export { agentTemplates };
