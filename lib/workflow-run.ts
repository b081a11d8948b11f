/**
 * What the editor knows from a run's log: each step's state while a run is followed, and the
 * whole output each step passed on, rebuilt from the logged own outputs with the engine's rules
 * (a step's input is the merged output of the live steps leading into it; it passes its input on
 * with its own fields added and its removed fields dropped). A step whose logged output was cut
 * is unknown, and so is everything after it.
 */
import type { BranchHandle, ExecutionRecord, StepLog, StepStatus } from "./workflows";

type Graph = {
  nodes: { id: string }[];
  connections: { source: string; target: string; sourceHandle?: string | null }[];
};

/** A step's state on the canvas: its log entry's status, or waiting while the run goes on. */
export type NodeRunState = StepStatus | "waiting";

export function runStates(
  graph: Graph,
  execution: ExecutionRecord | null,
): Map<string, NodeRunState> {
  const states = new Map<string, NodeRunState>();
  if (!execution) return states;
  for (const step of execution.steps) states.set(step.nodeId, step.status);
  const going = execution.status === "queued" || execution.status === "running";
  if (going) {
    for (const n of graph.nodes) if (!states.has(n.id)) states.set(n.id, "waiting");
  }
  return states;
}

/**
 * Why a step of the run was not run: the branch it hangs on was not the one taken (a
 * condition's other answer, a classifier's other kind), or a step before it failed. The log says
 * only "skipped"; the engine skips a step when none of the connections into it is live (its
 * source succeeded and, for a branch, took it), so the reason is read from those sources, in the
 * log's order. A failure before it wins: had that step not failed, this one would have run.
 * Steps the graph does not connect as they ran (a history run of a workflow changed since) have
 * none.
 */
export type SkipReason = "branch" | "failed";

export function skipReasons(
  graph: Pick<Graph, "connections">,
  execution: Pick<ExecutionRecord, "steps"> | null,
): Map<string, SkipReason> {
  const reasons = new Map<string, SkipReason>();
  if (!execution) return reasons;
  const logged = new Map(execution.steps.map((s) => [s.nodeId, s]));
  for (const step of execution.steps) {
    if (step.status !== "skipped") continue;
    const causes = graph.connections
      .filter((c) => c.target === step.nodeId)
      .map((c): SkipReason | undefined => {
        const source = logged.get(c.source);
        if (!source) return undefined;
        if (source.status === "failed") return "failed";
        if (source.status === "skipped") return reasons.get(c.source);
        if (source.status === "succeeded" && source.branch)
          return (c.sourceHandle ?? "yes") === source.branch ? undefined : "branch";
        return undefined;
      });
    const reason = causes.includes("failed")
      ? "failed"
      : causes.includes("branch")
        ? "branch"
        : undefined;
    if (reason) reasons.set(step.nodeId, reason);
  }
  return reasons;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export type KnownOutput = { output: Record<string, unknown>; branch?: BranchHandle };

/** The input a step gets from the steps before it, or null when one of them is unknown. */
export function inputFrom(
  graph: Graph,
  nodeId: string,
  known: Map<string, KnownOutput>,
  triggerData: Record<string, unknown> = {},
): Record<string, unknown> | null {
  const incoming = graph.connections.filter((c) => c.target === nodeId);
  if (incoming.length === 0) return { ...triggerData };
  const live = incoming.filter((c) => {
    const source = known.get(c.source);
    return source && (!source.branch || (c.sourceHandle ?? "yes") === source.branch);
  });
  if (live.length === 0) return null;
  return Object.assign({}, ...live.map((c) => known.get(c.source)?.output ?? {}));
}

/** The whole output each step of the run passed on, where the log lets it be rebuilt. */
export function knownOutputs(
  graph: Graph,
  execution: Pick<ExecutionRecord, "steps" | "triggerData"> | null,
): Map<string, KnownOutput> {
  const known = new Map<string, KnownOutput>();
  if (!execution) return known;
  const triggerData = asRecord(execution.triggerData);
  const ids = new Set(graph.nodes.map((n) => n.id));
  for (const step of execution.steps as StepLog[]) {
    if (!ids.has(step.nodeId) || step.status !== "succeeded" || step.truncated) continue;
    const input = inputFrom(graph, step.nodeId, known, triggerData);
    if (!input) continue;
    const output = { ...input, ...asRecord(step.output) };
    for (const key of step.removed ?? []) delete output[key];
    known.set(step.nodeId, { output, ...(step.branch ? { branch: step.branch } : {}) });
  }
  return known;
}
