import { describe, expect, it } from "vitest";
import { outlineOf } from "./workflow-outline";

const step = (id: string) => ({ id, data: { label: id } });

describe("a workflow's outline", () => {
  it("puts a condition's Yes and No steps under it, and the steps after both at its level", () => {
    const outline = outlineOf(["trigger", "check", "email", "crm", "notify", "log"].map(step), [
      { source: "trigger", target: "check" },
      { source: "check", target: "email", sourceHandle: "yes" },
      { source: "email", target: "notify" },
      { source: "check", target: "crm", sourceHandle: "no" },
      { source: "notify", target: "log" },
      { source: "crm", target: "log" },
    ]);
    expect(outline).toEqual([
      { id: "trigger", label: "trigger" },
      {
        id: "check",
        label: "check",
        branches: {
          yes: [
            { id: "email", label: "email" },
            { id: "notify", label: "notify" },
          ],
          no: [{ id: "crm", label: "crm" }],
        },
      },
      { id: "log", label: "log" },
    ]);
  });

  it("nests a condition on a branch, and says a branch with no step as empty", () => {
    const outline = outlineOf(["t", "a", "b", "c"].map(step), [
      { source: "t", target: "a" },
      { source: "a", target: "b", sourceHandle: "yes" },
      { source: "b", target: "c", sourceHandle: "no" },
    ]);
    expect(outline[1].branches?.no).toEqual([]);
    expect(outline[1].branches?.yes[0].branches?.no).toEqual([{ id: "c", label: "c" }]);
  });

  it("lists a chain without branches in run order, every step once", () => {
    const outline = outlineOf(["b", "a", "loose"].map(step), [{ source: "a", target: "b" }]);
    expect(outline.map((s) => s.id)).toEqual(["a", "loose", "b"]);
  });
});
