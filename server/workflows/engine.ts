/**
 * The workflow engine (ADR 0017): runs a workflow's steps in topological order, each step's
 * input being the merged outputs of the steps that lead into it, under a time limit per step.
 * A condition chooses the branch (its Yes or No connections); a step whose every incoming
 * connection is dead (a failed, skipped or not-taken source) is skipped, so a failing step stops
 * its branch and fails the run while independent branches still finish.
 *
 * Progress is written as each step starts and ends, one log entry at a time. An entry records the
 * step's own output (the fields it added or changed, not the input it passed on; a trigger's
 * whole output, the event), bounded per step and per run (ADR 0034). A run resumed from a saved
 * log rebuilds the outputs of the steps that already succeeded from their entries and runs the
 * rest; a step whose entry was cut runs again (a crash mid-run repeats at most one step, and the
 * steps with outside effects write idempotently: a message once per run and step, a contact
 * once per visitor and address).
 */
import { workflowsPage } from "../../content/workflows-page";
import {
  type BranchHandle,
  replaceUnstorable,
  type StepLog,
  unstorablePath,
  type WorkflowNode,
} from "../../lib/workflows";
import { topologicalOrder } from "../../lib/workflow-graph";
import type { ExecutionLog, WorkflowSnapshot } from "./store";

export type RunInfo = {
  executionId: number;
  workflowId: number;
  workflowName: string;
  visitorId: string;
};

export type StepContext = {
  node: WorkflowNode;
  /** The node's configuration as saved (templates not yet filled in). */
  config: Record<string, string>;
  input: Record<string, unknown>;
  /** Aborted when the step's time limit passes. */
  signal: AbortSignal;
  run: RunInfo;
  /** The workflow being run, so a failure can say where a missing field should come from. */
  graph: Pick<WorkflowSnapshot, "nodes" | "connections">;
};

export type StepResult = {
  output: Record<string, unknown>;
  branch?: BranchHandle;
  /**
   * The output is the event the run starts from (a trigger's), logged whole: its input is
   * that same event when one was sent, so the part it changed would be nothing.
   */
  event?: boolean;
  /** Fields the step read that its input lacked (a condition's field): kept with its log entry. */
  emptyFields?: string[];
};
export type StepExecutor = (ctx: StepContext) => Promise<StepResult>;

/** A step's failure as the visitor reads it in the run log. */
export class StepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StepError";
  }
}

export class StepTimeoutError extends StepError {
  constructor(ms: number) {
    super(`The step took longer than ${ms / 1000} s and was stopped.`);
    this.name = "StepTimeoutError";
  }
}

export type LogLimits = {
  /** All entries of a run together (WORKFLOW_RUN_LOG_MAX_BYTES). */
  runMaxBytes: number;
  /** One step's logged output (WORKFLOW_STEP_LOG_MAX_BYTES). */
  stepMaxBytes: number;
};

type EngineOptions = {
  snapshot: WorkflowSnapshot;
  /** The log saved by an earlier attempt of this run, if any. */
  previous: StepLog[];
  triggerData: Record<string, unknown>;
  run: RunInfo;
  executors: Record<string, StepExecutor>;
  stepTimeoutMs: number;
  logLimits: LogLimits;
  /**
   * Called as each entry is written: a new index appends, the same index again replaces the
   * entry (a step's start, then its end). Entries start at index 0 on every attempt.
   */
  onStep: (index: number, entry: StepLog) => Promise<void>;
  /**
   * Called with a step's whole input and the whole output it passes on (never logged whole):
   * a test of one step shows them.
   */
  onPassed?: (
    nodeId: string,
    input: Record<string, unknown>,
    output: Record<string, unknown>,
  ) => void;
  /** A step failed with an error that is not a StepError: its text stays on the server. */
  onInternalError?: (err: unknown, nodeId: string) => void;
  /** The job's own signal: aborting it stops the run between steps. */
  signal?: AbortSignal;
  now?: () => Date;
};

type EngineResult = {
  status: "completed" | "failed";
  log: ExecutionLog;
  errorMessage: string | null;
};

const texts = workflowsPage.limits;
const errorMax = 500;

/** Keeps logged data small: long strings cut, long lists and objects shortened. */
export function compact(
  value: unknown,
  limits = { maxString: 4000, maxItems: 100 },
  depth = 0,
): unknown {
  const { maxString, maxItems } = limits;
  if (typeof value === "string") {
    return value.length > maxString ? `${value.slice(0, maxString - 1)}…` : value;
  }
  if (value === null || typeof value !== "object") return value;
  if (depth > 6) return "…";
  if (Array.isArray(value)) {
    return value.slice(0, maxItems).map((v) => compact(v, limits, depth + 1));
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .slice(0, maxItems)
      .map(([k, v]) => [k, compact(v, limits, depth + 1)]),
  );
}

export function jsonBytes(value: unknown): number {
  return value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
}

/** `value` if it fits in `maxBytes`, else a shortened copy that does, else null. */
export function fitted(value: unknown, maxBytes: number): { value: unknown; cut: boolean } | null {
  if (jsonBytes(value) <= maxBytes) return { value, cut: false };
  for (const maxString of [2000, 500, 120, 40]) {
    const shorter = compact(value, { maxString, maxItems: Math.max(5, maxString / 20) });
    if (jsonBytes(shorter) <= maxBytes) return { value: shorter, cut: true };
  }
  return null;
}

/** The fields a step added or changed, and those it dropped, compared with its input. */
function ownPart(input: Record<string, unknown>, output: Record<string, unknown>) {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(output)) {
    if (!Object.hasOwn(input, key) || input[key] !== value) own[key] = value;
  }
  const removed = Object.keys(input).filter((key) => !Object.hasOwn(output, key));
  return { own, removed };
}

/** Text safe to store: NUL and lone surrogates replaced, length bounded. */
function storableText(text: string, max = errorMax): string {
  const clean = replaceUnstorable(text);
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function asObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  return value === undefined ? {} : { value };
}

async function withTimeLimit<T>(
  ms: number,
  parent: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onParentAbort = () => controller.abort(parent?.reason);
  parent?.addEventListener("abort", onParentAbort, { once: true });
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new StepTimeoutError(ms);
      controller.abort(err);
      reject(err);
    }, ms);
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), {
      once: true,
    });
  });
  try {
    // An executor that ignores its signal is still cut off at the limit.
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    parent?.removeEventListener("abort", onParentAbort);
  }
}

export async function runWorkflow(options: EngineOptions): Promise<EngineResult> {
  const { snapshot, run, logLimits } = options;
  const now = options.now ?? (() => new Date());
  const nodes = new Map(snapshot.nodes.map((n) => [n.id, n]));
  const order = topologicalOrder(
    snapshot.nodes.map((n) => n.id),
    snapshot.connections,
  );
  const log: ExecutionLog = { workflow: snapshot, steps: [] };
  if (!order) {
    return { status: "failed", log, errorMessage: "The workflow's connections form a loop." };
  }
  const previous = new Map(options.previous.map((s) => [s.nodeId, s]));
  /** Each step's status, branch and whole output (passed on, never logged whole). */
  const results = new Map<
    string,
    { status: StepLog["status"]; branch?: BranchHandle; full?: Record<string, unknown> }
  >();
  let firstError: string | null = null;
  let logBytes = 0;

  /** Writes a finished entry, its output cut to what is left of the step's and the run's share. */
  async function settle(index: number, entry: StepLog, output?: Record<string, unknown>) {
    const base = { ...entry };
    const room = Math.min(
      logLimits.stepMaxBytes,
      logLimits.runMaxBytes - logBytes - jsonBytes(base),
    );
    if (output && Object.keys(output).length > 0) {
      const fit = room > 0 ? fitted(output, room) : null;
      if (fit) {
        base.output = fit.value;
        if (fit.cut) base.truncated = true;
      } else {
        base.truncated = true;
      }
    } else if (output) {
      base.output = output;
    }
    logBytes += jsonBytes(base);
    log.steps[index] = base;
    await options.onStep(index, base);
  }

  for (const id of order) {
    if (options.signal?.aborted) throw options.signal.reason ?? new Error("run aborted");
    const node = nodes.get(id) as WorkflowNode;
    const base = { nodeId: id, label: node.data.label, agentTemplateId: node.agentTemplateId };
    const index = log.steps.length;
    const incoming = snapshot.connections.filter((c) => c.target === id);
    const live = incoming.filter((c) => {
      const source = results.get(c.source);
      if (source?.status !== "succeeded") return false;
      return !source.branch || (c.sourceHandle ?? "yes") === source.branch;
    });
    if (incoming.length > 0 && live.length === 0) {
      results.set(id, { status: "skipped" });
      await settle(index, { ...base, status: "skipped" });
      continue;
    }
    const input: Record<string, unknown> =
      incoming.length === 0
        ? { ...options.triggerData }
        : Object.assign({}, ...live.map((c) => results.get(c.source)?.full ?? {}));

    const done = previous.get(id);
    if (done?.status === "succeeded" && !done.truncated) {
      // Resumed run: this step finished before the interruption; its output stands, rebuilt
      // from its input and the fields it logged.
      const full = { ...input, ...asObject(done.output) };
      for (const key of done.removed ?? []) delete full[key];
      results.set(id, { status: "succeeded", branch: done.branch, full });
      const { output, input: _input, ...entry } = done;
      await settle(index, entry, output === undefined ? undefined : asObject(output));
      continue;
    }

    const started = now();
    const running: StepLog = { ...base, status: "running", startedAt: started.toISOString() };
    log.steps[index] = running;
    await options.onStep(index, running);

    const executor = options.executors[node.agentTemplateId];
    try {
      if (!executor) throw new StepError(`No step of type ${node.agentTemplateId} exists.`);
      const config = Object.fromEntries(
        Object.entries(node.data.config ?? {}).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
      );
      const result = await withTimeLimit(options.stepTimeoutMs, options.signal, (signal) =>
        executor({ node, config, input, signal, run, graph: snapshot }),
      );
      const part = ownPart(input, result.output);
      const { removed } = part;
      const own = result.event ? result.output : part.own;
      // What a step produced is checked before it is stored or passed on: text PostgreSQL
      // cannot hold would otherwise fail the write and leave the run looking interrupted.
      const bad = unstorablePath(own);
      if (bad) throw new StepError(texts.unstorableOutput(storableText(bad.join("."), 200)));
      const finished = now();
      results.set(id, { status: "succeeded", branch: result.branch, full: result.output });
      options.onPassed?.(id, input, result.output);
      await settle(
        index,
        {
          ...running,
          status: "succeeded",
          ...(result.branch ? { branch: result.branch } : {}),
          ...(removed.length ? { removed } : {}),
          ...(result.emptyFields?.length ? { emptyFields: result.emptyFields } : {}),
          finishedAt: finished.toISOString(),
          durationMs: finished.getTime() - started.getTime(),
        },
        own,
      );
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason ?? err;
      const finished = now();
      let error: string;
      if (err instanceof StepError) {
        error = storableText(err.message);
      } else {
        // An unexpected error may carry server details (paths, SQL): the visitor gets a plain
        // message, the server's log the real one.
        options.onInternalError?.(err, id);
        error = texts.internalStepError;
      }
      firstError ??= `${node.data.label}: ${error}`;
      results.set(id, { status: "failed" });
      options.onPassed?.(id, input, {});
      await settle(index, {
        ...running,
        status: "failed",
        error,
        finishedAt: finished.toISOString(),
        durationMs: finished.getTime() - started.getTime(),
      });
    }
  }
  return { status: firstError ? "failed" : "completed", log, errorMessage: firstError };
}
