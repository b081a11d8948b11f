import { describe, expect, it } from "vitest";
import { branchLabelPoint } from "./edge-label";

describe("a branch's label on its connection", () => {
  it("sits just under the condition's dot, however far the connection goes", () => {
    const near = branchLabelPoint(
      { x: 100, y: 64, side: "bottom" },
      { x: 400, y: 120, side: "top" },
    );
    const far = branchLabelPoint(
      { x: 100, y: 64, side: "bottom" },
      { x: 500, y: 900, side: "top" },
    );
    for (const p of [near, far]) {
      expect(p.y).toBeGreaterThan(64);
      expect(p.y).toBeLessThan(64 + 40);
      expect(Math.abs(p.x - 100)).toBeLessThan(60);
    }
  });

  it("sits beside the dot on a workflow laid out left to right", () => {
    const p = branchLabelPoint({ x: 240, y: 30, side: "right" }, { x: 600, y: 300, side: "left" });
    expect(p.x).toBeGreaterThan(240);
    expect(p.x).toBeLessThan(240 + 40);
  });
});
