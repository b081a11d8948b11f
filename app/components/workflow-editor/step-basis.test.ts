/** A remembered output holds for a step only until it, or a step before it, changes. */
import { findAgentTemplate } from "@content/agent-templates";
import type { ExecutionRecord, StepTestResult } from "@lib/workflows";
import { describe, expect, it } from "vitest";
import { stepBases } from "./step-basis";
import { changedSinceRun, createEditorStore, currentTest } from "./store";
import { knownFor } from "./use-workflow-actions";

const template = (id: string) => {
  const t = findAgentTemplate(id);
  if (!t) throw new Error(id);
  return t;
};

/** Trigger, then File Processor, then CRM Update, in one chain. */
function chain() {
  const store = createEditorStore({
    workflowId: null,
    name: "",
    description: "",
    isActive: true,
    nodes: [],
    edges: [],
  });
  const trigger = store.getState().addStep(template("trigger"));
  const file = store.getState().addStep(template("file-processor"));
  const crm = store.getState().addStep(template("crm-update"));
  return { store, trigger, file, crm };
}

function tested(nodeId: string, output: Record<string, unknown>): StepTestResult {
  return {
    nodeId,
    step: { nodeId, label: "x", agentTemplateId: "file-processor", status: "succeeded", output },
    input: {},
    output,
    inputFrom: "given",
    upstream: [],
  };
}

const label = (store: ReturnType<typeof chain>["store"], id: string) =>
  store.getState().nodes.find((n) => n.id === id)?.data as {
    label: string;
    config: Record<string, string>;
  };

describe("a step's remembered output", () => {
  it("is known while the step is as tested, and no more once its settings change", () => {
    const { store, file } = chain();
    const s = store.getState();
    s.setStepTest(tested(file, { rows: 3 }), s.analysis.bases[file]);
    expect(knownFor(store.getState()).known.get(file)?.output).toEqual({ rows: 3 });
    expect(currentTest(store.getState(), file)).toBeDefined();

    const { config } = label(store, file);
    store.getState().configure(file, {
      label: "File Processor",
      config: { ...config, content: "name,email\nAda,ada@example.com" },
    });
    expect(knownFor(store.getState()).known.has(file)).toBe(false);
    expect(currentTest(store.getState(), file)).toBeUndefined();
    // Kept, to be shown as of then, but not as the step's output now.
    expect(store.getState().stepTests[file]).toBeDefined();

    // Undone, the step is as it was tested: the test holds again.
    store.getState().undo();
    expect(currentTest(store.getState(), file)?.output).toEqual({ rows: 3 });
  });

  it("is no more once a step before it changes, or its connections do; its own name changes nothing", () => {
    const { store, trigger, file, crm } = chain();
    const s = store.getState();
    s.setStepTest(tested(crm, { saved: true }), s.analysis.bases[crm]);

    store.getState().configure(crm, { label: "Save the lead", config: label(store, crm).config });
    expect(currentTest(store.getState(), crm)).toBeDefined();

    const sample = label(store, trigger).config;
    store.getState().configure(trigger, {
      label: "Incoming Trigger",
      config: { ...sample, sampleData: '{"name": "Grace", "email": "grace@example.com"}' },
    });
    expect(currentTest(store.getState(), crm)).toBeUndefined();
    store.getState().undo();
    expect(currentTest(store.getState(), crm)).toBeDefined();

    const into = store.getState().edges.find((e) => e.target === crm);
    store.getState().removeEdge(into?.id ?? "");
    expect(currentTest(store.getState(), crm)).toBeUndefined();
    expect(into?.source).toBe(file);
  });

  it("of the run shown is not lent to a step changed since the run", () => {
    const { store, trigger, file } = chain();
    const execution: ExecutionRecord = {
      id: 5,
      number: 1,
      workflowId: 1,
      status: "completed",
      triggerData: { name: "Ada" },
      steps: [
        {
          nodeId: trigger,
          label: "Incoming Trigger",
          agentTemplateId: "trigger",
          status: "succeeded",
          output: { name: "Ada" },
        },
        {
          nodeId: file,
          label: "File Processor",
          agentTemplateId: "file-processor",
          status: "succeeded",
          output: { rows: 1 },
        },
      ],
      logTruncated: false,
      startedAt: "2026-12-02T00:00:00.000Z",
      completedAt: "2026-12-02T00:00:01.000Z",
      errorMessage: null,
    };
    store.getState().showRun({ kind: "run", execution });
    expect(knownFor(store.getState()).known.get(file)?.output).toMatchObject({ rows: 1 });

    store.getState().configure(file, {
      label: "File Processor",
      config: { ...label(store, file).config, content: "a,b\n1,2" },
    });
    // The same run polled again keeps what it started from.
    store.getState().showRun({ kind: "run", execution: { ...execution } });
    expect(changedSinceRun(store.getState(), file)).toBe(true);
    expect(changedSinceRun(store.getState(), trigger)).toBe(false);
    const { known } = knownFor(store.getState());
    expect(known.has(file)).toBe(false);
    expect(known.get(trigger)?.output).toEqual({ name: "Ada" });
  });

  it("does not depend on the order settings were written in, and survives a cycle", () => {
    const node = (id: string, config: Record<string, string>) => ({
      id,
      data: { agentTemplateId: "condition", config },
    });
    const a = stepBases({ nodes: [node("a", { x: "1", y: "2" })], edges: [] });
    const b = stepBases({ nodes: [node("a", { y: "2", x: "1", z: "" })], edges: [] });
    expect(a.a).toBe(b.a);
    const loop = stepBases({
      nodes: [node("a", {}), node("b", {})],
      edges: [
        { source: "a", target: "b" },
        { source: "b", target: "a" },
      ],
    });
    expect(Object.keys(loop).sort()).toEqual(["a", "b"]);
  });
});
