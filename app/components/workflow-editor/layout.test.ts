/** Auto-layout: a handful of steps fits a desktop canvas at a readable size. */
import { describe, expect, it } from "vitest";
import { crossings, defaultRoom, directionOf, layoutNodes, unplaced } from "./layout";
import { readableZoom } from "./reveal";
import { type EditorNode, type FlowEdge, nodeSize } from "./types";

const step = (id: string, x = 0, y = 0): EditorNode => ({
  id,
  type: "agent",
  position: { x, y },
  data: { label: id, agentTemplateId: "crm-update", config: {} },
});
const link = (source: string, target: string, sourceHandle: "yes" | "no" | null = null) =>
  ({ id: `${source}->${target}`, source, target, sourceHandle }) as FlowEdge;

/** The zoom at which the laid-out steps fit `room` (never above 1, as the first view). */
function zoomToFit(nodes: EditorNode[]) {
  const right = Math.max(...nodes.map((n) => n.position.x + nodeSize.width));
  const bottom = Math.max(...nodes.map((n) => n.position.y + nodeSize.height));
  const left = Math.min(...nodes.map((n) => n.position.x));
  const top = Math.min(...nodes.map((n) => n.position.y));
  return Math.min(1, defaultRoom.width / (right - left), defaultRoom.height / (bottom - top));
}

const at = (nodes: EditorNode[], id: string) =>
  nodes.find((n) => n.id === id)?.position ?? { x: NaN, y: NaN };

describe("layoutNodes", () => {
  it("a six-step suggestion with a branch: top to bottom, Yes left of No, readable on a desktop", () => {
    const nodes = ["trigger", "crm", "welcome", "urgent", "text", "team"].map((id) => step(id));
    const edges = [
      link("trigger", "crm"),
      link("crm", "welcome"),
      link("welcome", "urgent"),
      link("urgent", "text", "yes"),
      link("urgent", "team", "no"),
    ];
    const laid = layoutNodes(nodes, edges);
    for (const [from, to] of [
      ["trigger", "crm"],
      ["crm", "welcome"],
      ["welcome", "urgent"],
      ["urgent", "text"],
    ]) {
      expect(at(laid, to).y).toBeGreaterThan(at(laid, from).y);
    }
    expect(at(laid, "text").y).toBe(at(laid, "team").y);
    expect(at(laid, "text").x).toBeLessThan(at(laid, "team").x);
    expect(zoomToFit(laid)).toBeGreaterThanOrEqual(readableZoom);
    expect(unplaced(laid)).toBe(false);
    expect(directionOf(laid, edges)).toBe("TB");
  });

  it("a chain of eight wraps into columns that fit at full size, in run order", () => {
    const ids = Array.from({ length: 8 }, (_, i) => `s${i}`);
    const edges = ids.slice(1).map((id, i) => link(ids[i], id));
    const laid = layoutNodes(
      ids.map((id) => step(id)),
      edges,
    );
    expect(zoomToFit(laid)).toBe(1);
    const columns = new Set(laid.map((n) => n.position.x));
    expect(columns.size).toBe(2);
    // Each column read top to bottom, the first on the left.
    expect(at(laid, "s3").x).toBe(at(laid, "s0").x);
    expect(at(laid, "s4").x).toBeGreaterThan(at(laid, "s3").x);
    expect(at(laid, "s4").y).toBe(at(laid, "s0").y);
    // One column, unwrapped, was not readable.
    expect(
      zoomToFit(
        layoutNodes(
          ids.map((id) => step(id)),
          edges,
          null,
        ),
      ),
    ).toBeLessThan(readableZoom);
  });
});

describe("how a saved workflow was placed", () => {
  it("steps on one spot were placed by no one; a row or a column was", () => {
    expect(unplaced([step("a"), step("b")])).toBe(true);
    expect(unplaced([step("a"), step("b", 280)])).toBe(false);
    expect(unplaced([step("a"), step("b", 0, 120)])).toBe(false);
  });

  it("reads left to right when most connections run across", () => {
    const edges = [link("a", "b"), link("b", "c")];
    expect(directionOf([step("a"), step("b", 300), step("c", 600)], edges)).toBe("LR");
    expect(directionOf([step("a"), step("b", 0, 150), step("c", 0, 300)], edges)).toBe("TB");
    expect(directionOf([step("a")], [])).toBe("TB");
  });
});

describe("a branched workflow laid out", () => {
  const shapes: [string, string[], FlowEdge[]][] = [
    [
      "a condition whose Yes step rejoins the No branch",
      ["trigger", "check", "email", "crm"],
      [
        link("trigger", "check"),
        link("check", "email", "yes"),
        link("check", "crm", "no"),
        link("email", "crm"),
      ],
    ],
    [
      "branches of unequal length meeting again, then more steps, in a small room",
      ["t", "c", "y1", "n1", "n2", "n3", "join", "after1", "after2", "after3"],
      [
        link("t", "c"),
        link("c", "y1", "yes"),
        link("c", "n1", "no"),
        link("n1", "n2"),
        link("n2", "n3"),
        link("y1", "join"),
        link("n3", "join"),
        link("join", "after1"),
        link("after1", "after2"),
        link("after2", "after3"),
      ],
    ],
  ];
  for (const [name, ids, edges] of shapes) {
    it(`leaves no step on another, and no connection through a step: ${name}`, () => {
      const laid = layoutNodes(
        ids.map((id) => step(id)),
        edges,
      );
      const box = (n: EditorNode) => ({ ...n.position, ...nodeSize });
      for (const a of laid)
        for (const b of laid) {
          if (a === b) continue;
          const p = box(a);
          const q = box(b);
          expect(
            p.x < q.x + q.width &&
              q.x < p.x + p.width &&
              p.y < q.y + q.height &&
              q.y < p.y + p.height,
            `${a.id} on ${b.id}`,
          ).toBe(false);
        }
      expect(
        crossings(
          laid.map((n) => ({ id: n.id, ...box(n) })),
          edges,
        ),
      ).toBe(0);
    });
  }
});
