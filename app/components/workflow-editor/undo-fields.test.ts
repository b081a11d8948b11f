/** Undo takes back the typing in one field at a time, and leaves the step it changed selected. */
import { findAgentTemplate } from "@content/agent-templates";
import { describe, expect, it } from "vitest";
import { createEditorStore } from "./store";

const email = findAgentTemplate("email-sender")!;

function withEmailStep() {
  const s = createEditorStore({
    workflowId: null,
    name: "",
    description: "",
    isActive: true,
    nodes: [],
    edges: [],
  });
  const id = s.getState().addStep(email);
  s.getState().select(id);
  const data = () => s.getState().nodes.find((n) => n.id === id)!.data;
  return { s, id, data };
}

describe("undo per field", () => {
  it("a rename then a new subject are two undo steps; each key in one field is one", () => {
    const { s, id, data } = withEmailStep();
    const start = data();
    for (const label of ["W", "We", "Welcome"]) s.getState().configure(id, { ...data(), label });
    for (const subject of ["H", "Hi"])
      s.getState().configure(id, { ...data(), config: { ...data().config, subject } });
    s.getState().undo();
    expect(data().label).toBe("Welcome");
    expect(data().config.subject).toBe(start.config.subject);
    s.getState().undo();
    expect(data().label).toBe(start.label);
    s.getState().redo();
    s.getState().redo();
    expect(data()).toMatchObject({ label: "Welcome", config: { subject: "Hi" } });
    expect(s.getState().selectedId).toBe(id);
  });

  it("going back to a field typed in before starts a new undo step", () => {
    const { s, id, data } = withEmailStep();
    s.getState().configure(id, { ...data(), label: "A" });
    s.getState().configure(id, { ...data(), config: { ...data().config, subject: "S" } });
    s.getState().configure(id, { ...data(), label: "AB" });
    s.getState().undo();
    expect(data()).toMatchObject({ label: "A", config: { subject: "S" } });
  });
});
