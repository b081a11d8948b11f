import { describe, expect, it } from "vitest";
import type { StepLog, WorkflowConnection, WorkflowNode } from "../../lib/workflows";
import { workflowsPage } from "../../content/workflows-page";
import { type LogLimits, runWorkflow, StepError, type StepExecutor } from "./engine";
import { createExecutors } from "./executors";

const node = (
  id: string,
  agentTemplateId = "step",
  config: Record<string, string> = {},
): WorkflowNode => ({
  id,
  type: "agent",
  agentTemplateId,
  position: { x: 0, y: 0 },
  data: { label: id.toUpperCase(), config },
});

const run = { executionId: 1, workflowId: 1, workflowName: "Test", visitorId: "v" };

/** An executor that records its calls and adds its node id to a trail. */
function recorder() {
  const calls: string[] = [];
  const step: StepExecutor = async ({ node, input }) => {
    calls.push(node.id);
    const trail = [...((input.trail as string[]) ?? []), node.id];
    return { output: { ...input, trail } };
  };
  return { calls, step };
}

async function execute(
  nodes: WorkflowNode[],
  connections: WorkflowConnection[],
  executors: Record<string, StepExecutor>,
  extra: {
    previous?: StepLog[];
    stepTimeoutMs?: number;
    triggerData?: Record<string, unknown>;
    logLimits?: LogLimits;
  } = {},
) {
  /** Each write as the store receives it: the step's index and its entry, never the whole log. */
  const progress: { index: number; entry: StepLog; bytes: number }[] = [];
  const internal: unknown[] = [];
  const result = await runWorkflow({
    snapshot: { name: "Test", nodes, connections },
    previous: extra.previous ?? [],
    triggerData: extra.triggerData ?? { start: true },
    run,
    executors,
    stepTimeoutMs: extra.stepTimeoutMs ?? 1000,
    logLimits: extra.logLimits ?? { runMaxBytes: 256 * 1024, stepMaxBytes: 16 * 1024 },
    onStep: async (index, entry) => {
      progress.push({ index, entry: structuredClone(entry), bytes: JSON.stringify(entry).length });
    },
    onInternalError: (err) => internal.push(err),
  });
  return { ...result, progress, internal };
}

describe("workflow engine", () => {
  it("runs steps in topological order and passes each output on", async () => {
    const { calls, step } = recorder();
    // Listed out of order on purpose: d depends on b and c, which depend on a.
    const nodes = [node("d"), node("c"), node("b"), node("a")];
    const connections = [
      { source: "a", target: "b" },
      { source: "a", target: "c" },
      { source: "b", target: "d" },
      { source: "c", target: "d" },
    ];
    const result = await execute(nodes, connections, { step });
    expect(result.status).toBe("completed");
    expect(calls[0]).toBe("a");
    expect(calls.at(-1)).toBe("d");
    expect(new Set(calls.slice(1, 3))).toEqual(new Set(["b", "c"]));
    const d = result.log.steps.find((s) => s.nodeId === "d");
    expect((d?.output as { trail: string[] } | undefined)?.trail.at(-1)).toBe("d");
    expect(d?.durationMs).toBeGreaterThanOrEqual(0);
    // Progress is written as each step starts and ends, one entry at a time.
    expect(result.progress.length).toBe(8);
    expect(result.progress[0]).toMatchObject({
      index: 0,
      entry: { nodeId: "a", status: "running" },
    });
    expect(result.progress[1]).toMatchObject({ index: 0, entry: { status: "succeeded" } });
  });

  it("follows only the branch a condition chooses", async () => {
    const { calls, step } = recorder();
    const decide: StepExecutor = async ({ input }) => ({
      output: input,
      branch: input.start ? "no" : "yes",
    });
    const nodes = [node("a"), node("if", "decide"), node("yes"), node("no"), node("after-yes")];
    const connections: WorkflowConnection[] = [
      { source: "a", target: "if" },
      { source: "if", target: "yes", sourceHandle: "yes" },
      { source: "if", target: "no", sourceHandle: "no" },
      { source: "yes", target: "after-yes" },
    ];
    const result = await execute(nodes, connections, { step, decide });
    expect(result.status).toBe("completed");
    expect(calls).toEqual(["a", "no"]);
    const status = Object.fromEntries(result.log.steps.map((s) => [s.nodeId, s.status]));
    expect(status).toEqual({
      a: "succeeded",
      if: "succeeded",
      yes: "skipped",
      no: "succeeded",
      "after-yes": "skipped",
    });
    expect(result.log.steps.find((s) => s.nodeId === "if")?.branch).toBe("no");
  });

  it("fails the run on a failing step and stops its branch only", async () => {
    const { calls, step } = recorder();
    const broken: StepExecutor = async () => {
      throw new StepError("The CSV file has no data rows under its header line.");
    };
    const nodes = [node("a"), node("bad", "broken"), node("after-bad"), node("other")];
    const connections = [
      { source: "a", target: "bad" },
      { source: "bad", target: "after-bad" },
      { source: "a", target: "other" },
    ];
    const result = await execute(nodes, connections, { step, broken });
    expect(result.status).toBe("failed");
    expect(result.errorMessage).toBe("BAD: The CSV file has no data rows under its header line.");
    expect(calls).toEqual(["a", "other"]);
    const bad = result.log.steps.find((s) => s.nodeId === "bad");
    expect(bad).toMatchObject({ status: "failed", error: expect.stringContaining("no data rows") });
    expect(result.log.steps.find((s) => s.nodeId === "after-bad")?.status).toBe("skipped");
  });

  it("stops a step at its time limit, even one that ignores its signal", async () => {
    let aborted = false;
    const slow: StepExecutor = ({ signal }) =>
      new Promise((resolve) => {
        signal.addEventListener("abort", () => {
          aborted = true;
        });
        setTimeout(() => resolve({ output: {} }), 5_000);
      });
    const started = Date.now();
    const result = await execute([node("slow", "slow")], [], { slow }, { stepTimeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.status).toBe("failed");
    expect(result.log.steps[0].error).toBe("The step took longer than 0.15 s and was stopped.");
    expect(aborted).toBe(true);
  });

  it("resumes a run interrupted mid-way without repeating finished steps", async () => {
    const { calls, step } = recorder();
    const nodes = [node("a"), node("b"), node("c")];
    const connections = [
      { source: "a", target: "b" },
      { source: "b", target: "c" },
    ];
    // What the crashed process had saved: a done, b started but never finished.
    const previous: StepLog[] = [
      {
        nodeId: "a",
        label: "A",
        agentTemplateId: "step",
        status: "succeeded",
        output: { trail: ["a"] },
      },
      { nodeId: "b", label: "B", agentTemplateId: "step", status: "running" },
    ];
    const result = await execute(nodes, connections, { step }, { previous });
    expect(calls).toEqual(["b", "c"]);
    expect(result.status).toBe("completed");
    const c = result.log.steps.find((s) => s.nodeId === "c");
    expect((c?.output as { trail: string[] } | undefined)?.trail).toEqual(["a", "b", "c"]);
  });

  it("fails, without running anything, a step type it does not know", async () => {
    const result = await execute([node("x", "nope")], [], {});
    expect(result.status).toBe("failed");
    expect(result.log.steps[0].error).toBe("No step of type nope exists.");
  });

  it("logs each step's own output, not the input it passes on, within the log's size limits", async () => {
    const payload = "x".repeat(100_000);
    // 40 chained steps, each adding a little to a 100 KB event.
    const nodes = Array.from({ length: 40 }, (_, i) => node(`s${i}`));
    const connections = nodes.slice(1).map((n, i) => ({ source: nodes[i].id, target: n.id }));
    const step: StepExecutor = async ({ node, input }) => ({
      output: { ...input, [`by_${node.id}`]: "z".repeat(500) },
    });
    const limits = { runMaxBytes: 8 * 1024, stepMaxBytes: 2 * 1024 };
    const result = await execute(
      nodes,
      connections,
      { step },
      {
        triggerData: { payload },
        logLimits: limits,
      },
    );
    expect(result.status).toBe("completed");
    const total = result.progress.reduce((sum, p) => sum + p.bytes, 0);
    expect(total).toBeLessThan(40 * 1024);
    expect(result.progress.every((p) => p.bytes < limits.stepMaxBytes + 1024)).toBe(true);
    expect(result.log.steps[1].output).toEqual({ by_s1: "z".repeat(500) });
    expect(JSON.stringify(result.log.steps).length).toBeLessThan(limits.runMaxBytes + 40 * 300);
    // Past the run's share, steps keep their status and say their output was cut.
    expect(result.log.steps.at(-1)).toMatchObject({ status: "succeeded", truncated: true });
    expect(result.log.steps.at(-1)?.output).toBeUndefined();
  });

  it("logs the trigger's output whole, the event it received, though it is also its input", async () => {
    const { trigger } = createExecutors({ database: {} as never, stepWriter: {} as never });
    const { calls, step } = recorder();
    const event = { name: "Grace Hopper", email: "grace@example.com", company: "Navy" };
    const nodes = [node("t", "trigger"), node("b")];
    const connections = [{ source: "t", target: "b" }];
    const result = await execute(nodes, connections, { trigger, step }, { triggerData: event });
    expect(result.log.steps.map((s) => s.output)).toEqual([event, { trail: ["b"] }]);
    // A resumed run rebuilds what the trigger passed on from its entry, and runs only the rest.
    calls.length = 0;
    const again = await execute(
      nodes,
      connections,
      { trigger, step },
      { triggerData: event, previous: [result.log.steps[0]] },
    );
    expect(calls).toEqual(["b"]);
    expect(again.log.steps.map((s) => s.output)).toEqual([event, { trail: ["b"] }]);
    // Any other step that starts a chain logs only what it added to the event.
    const alone = await execute([node("b")], [], { step }, { triggerData: event });
    expect(alone.log.steps[0].output).toEqual({ trail: ["b"] });
  });

  it("cuts a step's oversized output and marks it truncated", async () => {
    const big: StepExecutor = async ({ input }) => ({
      output: {
        ...input,
        text: "y".repeat(50_000),
        rows: Array.from({ length: 5000 }, (_, i) => i),
      },
    });
    const result = await execute(
      [node("big", "big")],
      [],
      { big },
      {
        logLimits: { runMaxBytes: 64 * 1024, stepMaxBytes: 4 * 1024 },
      },
    );
    const entry = result.log.steps[0];
    expect(entry).toMatchObject({ status: "succeeded", truncated: true });
    expect(JSON.stringify(entry.output).length).toBeLessThanOrEqual(4 * 1024);
  });

  it("fails a step whose output holds a NUL or a lone surrogate, with the reason, and ends the run", async () => {
    for (const bad of ["a\u0000b", "broken \uD83D", "\uDE00 alone"]) {
      const { calls, step } = recorder();
      const produce: StepExecutor = async ({ input }) => ({
        output: { ...input, reply: { text: bad } },
      });
      const nodes = [node("p", "produce"), node("next")];
      const result = await execute(nodes, [{ source: "p", target: "next" }], { produce, step });
      expect(result.status).toBe("failed");
      expect(result.errorMessage).toBe(`P: ${workflowsPage.limits.unstorableOutput("reply.text")}`);
      expect(result.log.steps.map((s) => s.status)).toEqual(["failed", "skipped"]);
      expect(calls).toEqual([]);
      // Nothing written holds the text the database cannot store.
      for (const p of result.progress)
        expect(JSON.stringify(p.entry)).not.toMatch(/\\u0000|\\ud83d"|\\ude00/i);
    }
  });

  it("shows a plain message for an unexpected error and hands the real one to the server", async () => {
    const leaky: StepExecutor = async () => {
      throw new Error("EACCES: permission denied, open '/srv/relaywise/data/outbox/x.eml'");
    };
    const result = await execute([node("l", "leaky")], [], { leaky });
    expect(result.status).toBe("failed");
    expect(result.log.steps[0].error).toBe(workflowsPage.limits.internalStepError);
    expect(JSON.stringify(result.progress)).not.toContain("/srv/relaywise");
    expect(result.internal).toHaveLength(1);
  });
});

describe("the AI Classifier", () => {
  const { "ai-classifier": classify } = createExecutors({
    database: {} as never,
    stepWriter: {} as never,
  });
  const sort = async (categories: string, message: string) => {
    const result = await classify({
      node: { id: "c" } as WorkflowNode,
      config: { categories, field: "message" },
      input: { message },
      signal: new AbortController().signal,
      run: {} as never,
      graph: { nodes: [], connections: [] },
    });
    return (result as { output: { category: string } }).output.category;
  };

  it("sorts by the words of any language, accents or not", async () => {
    expect(await sort("réservation, annulation", "Je voudrais une reservation pour deux")).toBe(
      "réservation",
    );
    expect(await sort("Angebot, Beschwerde", "Eine beschwerde über die Lieferung")).toBe(
      "Beschwerde",
    );
  });

  it("puts a message that matches no category in the catch-all, never in the first category", async () => {
    expect(await sort("sales, support, Other", "Lovely weather today")).toBe("Other");
    expect(await sort("ventas, soporte, otros", "hola")).toBe("otros");
    // Without a catch-all it is "other", which no category's route takes.
    expect(await sort("sales, support", "Lovely weather today")).toBe("other");
  });

  it("knows the words a message of a common kind is written with, in several languages", async () => {
    expect(await sort("bug, billing, other", "The app crashes when I open it")).toBe("bug");
    expect(await sort("bug, billing, other", "I was charged twice this month")).toBe("billing");
    expect(await sort("sales, support, other", "How much would a demo cost?")).toBe("sales");
    expect(await sort("Fehler, Rechnung, Sonstiges", "Die App stürzt ständig ab")).toBe("Fehler");
    expect(await sort("ventas, reclamaciones, otros", "Estoy muy decepcionado, es horrible")).toBe(
      "reclamaciones",
    );
    expect(await sort("technical, billing", "My login doesn't work anymore")).toBe("technical");
    expect(await sort("billing, support, sales", "The app is broken and I cannot log in")).toBe(
      "support",
    );
    // Listed first, a kind of its own for it still takes a broken app.
    expect(await sort("support, bug", "The app is broken")).toBe("bug");
    // A kind of the owner's own is met by its own words, and a word it names counts most.
    expect(await sort("wedding, catering", "Catering for 40 people please")).toBe("catering");
    expect(await sort("billing, support", "A question about my invoice")).toBe("billing");
    expect(await sort("bug, billing, other", "Lovely weather today")).toBe("other");
  });
});

describe("the File Processor with no file given", () => {
  const { "file-processor": readFile } = createExecutors({
    database: {} as never,
    stepWriter: {} as never,
  });
  const read = async (config: Record<string, string>, input: Record<string, unknown>) =>
    (
      (await readFile({
        node: { id: "f" } as WorkflowNode,
        config,
        input,
        signal: new AbortController().signal,
        run: {} as never,
        graph: { nodes: [], connections: [] },
      })) as { output: Record<string, unknown> }
    ).output;

  it("reads the sample file but keeps the event's own name and email", async () => {
    const lead = { name: "Grace", email: "grace@example.test" };
    const out = await read({ format: "csv", content: "" }, lead);
    expect(out).toMatchObject({ ...lead, source: "sample" });
    expect((out.rows as unknown[]).length).toBeGreaterThan(0);
  });

  it("passes a given file's first row on at the top level", async () => {
    const out = await read(
      { format: "csv", content: "name,email\nLin,lin@example.test" },
      { name: "Grace", email: "grace@example.test" },
    );
    expect(out).toMatchObject({ name: "Lin", email: "lin@example.test", source: "configured" });
  });
});
