/**
 * A step that grows on the diagram pushes the steps under it down, and that is not an unsaved
 * change: what counts as one, and what Run does, is read from the store by both layouts.
 */
import { describe, expect, it } from "vitest";
import { gap, pushBelow } from "./layout";
import { createEditorStore, type EditorInit, unsaved } from "./store";
import { type EditorNode, sizeOf } from "./types";
import { runMode } from "./use-workflow-actions";

const step = (id: string, x: number, y: number, height?: number): EditorNode => ({
  id,
  type: "agent",
  position: { x, y },
  ...(height ? { measured: { width: 240, height } } : {}),
  data: {
    label: id,
    agentTemplateId: "crm-update",
    config: { name: "{{name}}", email: "{{email}}" },
  },
});

const covers = (a: EditorNode, b: EditorNode) => {
  const [sa, sb] = [sizeOf(a), sizeOf(b)];
  return (
    a.position.x < b.position.x + sb.width &&
    b.position.x < a.position.x + sa.width &&
    a.position.y < b.position.y + sb.height &&
    b.position.y < a.position.y + sa.height
  );
};

describe("pushBelow", () => {
  it("moves the steps under a taller step down, and the ones under those, not the ones beside", () => {
    const nodes = [
      step("a", 0, 0, 180),
      step("b", 0, 120, 64),
      step("c", 0, 240, 64),
      step("side", 400, 120, 64),
      step("far", 0, 900, 64),
    ];
    const out = pushBelow(nodes, ["a"]);
    const at = Object.fromEntries(out.map((n) => [n.id, n.position.y]));
    expect(at.b).toBe(180 + gap.rank / 2);
    expect(at.c).toBe(at.b + 64 + gap.rank / 2);
    expect(at.side).toBe(120);
    expect(at.far).toBe(900);
    for (const a of out) for (const b of out) if (a !== b) expect(covers(a, b)).toBe(false);
  });

  it("leaves every step where it is when none is covered or too close", () => {
    const nodes = [step("a", 0, 0, 100), step("b", 0, 200, 64)];
    expect(pushBelow(nodes, ["a"])).toBe(nodes);
  });
});

function opened(nodes: EditorNode[]): EditorInit {
  const init: EditorInit = {
    workflowId: 3,
    name: "Saved",
    description: "",
    isActive: true,
    nodes,
    edges: [{ id: "a->b", source: "a", target: "b" }],
  };
  return { ...init, saved: init };
}

const grow = (id: string, height: number) => [
  { type: "dimensions" as const, id, dimensions: { width: 240, height } },
];

describe("a step measured taller on the diagram", () => {
  it("pushes the step under it down, with no unsaved change and Run still a real run", () => {
    const store = createEditorStore(opened([step("a", 0, 0), step("b", 0, 100)]));
    expect(unsaved(store.getState())).toBe(false);
    store.getState().onNodesChange(grow("a", 150), { reflow: true });
    const [a, b] = store.getState().nodes;
    expect(covers(a, b)).toBe(false);
    expect(b.position.y).toBe(150 + gap.rank / 2);
    expect(unsaved(store.getState())).toBe(false);
    expect(runMode({ workflowId: 3, dirty: unsaved(store.getState()) })).toBe("run");
    // Nothing to undo: the visitor did nothing.
    expect(store.getState().past).toHaveLength(0);
  });

  it("is still an unsaved change after the visitor changed something, and Run is a test run", () => {
    const store = createEditorStore(opened([step("a", 0, 0), step("b", 0, 100)]));
    store.getState().setName("Renamed");
    store.getState().onNodesChange(grow("a", 150), { reflow: true });
    expect(store.getState().nodes[1].position.y).toBe(150 + gap.rank / 2);
    expect(unsaved(store.getState())).toBe(true);
    expect(runMode({ workflowId: 3, dirty: true })).toBe("test");
    store.getState().setName("Saved");
    // The push is the editor's, made to the draft being changed: Save stores it.
    expect(unsaved(store.getState())).toBe(true);
  });

  it("moves nothing on the phone's picture, which draws sizes of its own", () => {
    const store = createEditorStore(opened([step("a", 0, 0), step("b", 0, 100)]));
    store.getState().onNodesChange(grow("a", 150));
    expect(store.getState().nodes[1].position.y).toBe(100);
  });

  it("a draft never saved is a test run, saved or not changed", () => {
    expect(runMode({ workflowId: null, dirty: false })).toBe("test");
    const store = createEditorStore({
      workflowId: null,
      name: "",
      description: "",
      isActive: true,
      nodes: [],
      edges: [],
    });
    expect(unsaved(store.getState())).toBe(false);
  });
});
