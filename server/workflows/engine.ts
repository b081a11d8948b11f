/**
 * The workflow engine (ADR 0017): runs a workflow's steps in topological order, each step's
 * input being the merged outputs of the steps that lead into it, under a time limit per step.
 * A condition chooses the branch (its Yes or No connections); a step whose every incoming
 * connection is dead (a failed, skipped or not-taken source) is skipped, so a failing step stops
 * its branch and fails the run while independent branches still finish.
 *
 * Progress is written after every step; a run resumed from a saved log reuses the outputs of the
 * steps that already succeeded and runs the rest (a crash mid-run repeats at most one step, and
 * the steps with outside effects write idempotently per run and step).
 */
import type { BranchHandle, StepLog, WorkflowNode } from "../../lib/workflows";
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
};

export type StepResult = { output: Record<string, unknown>; branch?: BranchHandle };
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

export type EngineOptions = {
  snapshot: WorkflowSnapshot;
  /** The log saved by an earlier attempt of this run, if any. */
  previous: StepLog[];
  triggerData: Record<string, unknown>;
  run: RunInfo;
  executors: Record<string, StepExecutor>;
  stepTimeoutMs: number;
  /** Called after each step starts and ends, with the whole log so far. */
  onProgress: (log: ExecutionLog) => Promise<void>;
  /** The job's own signal: aborting it stops the run between steps. */
  signal?: AbortSignal;
  now?: () => Date;
};

export type EngineResult = {
  status: "completed" | "failed";
  log: ExecutionLog;
  errorMessage: string | null;
};

/** Keeps logged data small: long strings cut, long lists shortened. */
export function compact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.length > 4000 ? `${value.slice(0, 3999)}…` : value;
  if (value === null || typeof value !== "object") return value;
  if (depth > 6) return "…";
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => compact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, compact(v, depth + 1)]),
  );
}

function asObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  return value === undefined ? {} : { value };
}

function errorText(err: unknown): string {
  if (err instanceof StepError) return err.message;
  if (err instanceof Error) return err.message || err.name;
  return String(err);
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
  const { snapshot, run } = options;
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
  const results = new Map<string, StepLog & { full?: Record<string, unknown> }>();
  let firstError: string | null = null;

  for (const id of order) {
    if (options.signal?.aborted) throw options.signal.reason ?? new Error("run aborted");
    const node = nodes.get(id) as WorkflowNode;
    const base = { nodeId: id, label: node.data.label, agentTemplateId: node.agentTemplateId };
    const incoming = snapshot.connections.filter((c) => c.target === id);
    const live = incoming.filter((c) => {
      const source = results.get(c.source);
      if (source?.status !== "succeeded") return false;
      return !source.branch || (c.sourceHandle ?? "yes") === source.branch;
    });
    if (incoming.length > 0 && live.length === 0) {
      const entry: StepLog = { ...base, status: "skipped" };
      results.set(id, entry);
      log.steps.push(entry);
      continue;
    }
    const input =
      incoming.length === 0
        ? { ...options.triggerData }
        : Object.assign({}, ...live.map((c) => results.get(c.source)?.full ?? {}));

    const done = previous.get(id);
    if (done?.status === "succeeded") {
      // Resumed run: this step finished before the interruption; its output stands.
      const entry = { ...done, full: asObject(done.output) };
      results.set(id, entry);
      log.steps.push(done);
      continue;
    }

    const started = now();
    const running: StepLog = {
      ...base,
      status: "running",
      input: compact(input),
      startedAt: started.toISOString(),
    };
    log.steps.push(running);
    await options.onProgress(log);

    const executor = options.executors[node.agentTemplateId];
    let entry: StepLog & { full?: Record<string, unknown> };
    try {
      if (!executor) throw new StepError(`No step of type ${node.agentTemplateId} exists.`);
      const config = Object.fromEntries(
        Object.entries(node.data.config ?? {}).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
      );
      const result = await withTimeLimit(options.stepTimeoutMs, options.signal, (signal) =>
        executor({ node, config, input, signal, run }),
      );
      const finished = now();
      entry = {
        ...running,
        status: "succeeded",
        output: compact(result.output),
        ...(result.branch ? { branch: result.branch } : {}),
        finishedAt: finished.toISOString(),
        durationMs: finished.getTime() - started.getTime(),
        full: result.output,
      };
    } catch (err) {
      if (options.signal?.aborted) throw options.signal.reason ?? err;
      const finished = now();
      const error = errorText(err);
      firstError ??= `${node.data.label}: ${error}`;
      entry = {
        ...running,
        status: "failed",
        error,
        finishedAt: finished.toISOString(),
        durationMs: finished.getTime() - started.getTime(),
      };
    }
    results.set(id, entry);
    const { full: _full, ...logged } = entry;
    log.steps[log.steps.length - 1] = logged;
    await options.onProgress(log);
  }
  return { status: firstError ? "failed" : "completed", log, errorMessage: firstError };
}
