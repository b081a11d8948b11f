/** The editor's store on its own, without a DOM: every graph change and its undo step. */
import { agentTemplates, findAgentTemplate } from "@content/agent-templates";
import { workflowsPage } from "@content/workflows-page";
import { type ExecutionRecord, workflowInputSchema } from "@lib/workflows";
import { inputFrom, knownOutputs, runStates } from "@lib/workflow-run";
import { describe, expect, it } from "vitest";
import {
  activatesOnSave,
  createEditorStore,
  type EditorInit,
  historyLimit,
  openedActive,
} from "./store";
import { type EditorNode, fromFlow, nodeSize } from "./types";

const template = (id: string) => {
  const t = findAgentTemplate(id);
  if (!t) throw new Error(id);
  return t;
};

function fresh(init: Partial<EditorInit> = {}) {
  return createEditorStore({
    workflowId: null,
    name: "",
    description: "",
    isActive: true,
    nodes: [],
    edges: [],
    ...init,
  });
}

/** Whether two steps, at the sizes they are drawn, share any point. */
function overlap(a: EditorNode, b: EditorNode): boolean {
  const size = (n: EditorNode) => n.measured ?? nodeSize;
  return (
    a.position.x < b.position.x + (size(b).width ?? 0) &&
    b.position.x < a.position.x + (size(a).width ?? 0) &&
    a.position.y < b.position.y + (size(b).height ?? 0) &&
    b.position.y < a.position.y + (size(a).height ?? 0)
  );
}

const links = (s: ReturnType<typeof fresh>) =>
  s
    .getState()
    .edges.map((e) => `${e.source}>${e.target}${e.sourceHandle ? `(${e.sourceHandle})` : ""}`)
    .sort();

describe("editor store", () => {
  it("a step's settings said again (the form after an undo) record nothing and keep redo", () => {
    const s = fresh();
    s.getState().addStep(template("trigger"));
    const e = s.getState().addStep(template("email-sender"));
    const before = s.getState().nodes.find((n) => n.id === e)!.data;
    s.getState().configure(e, {
      label: "Thank-you email",
      config: { ...before.config, subject: "Hi" },
    });
    s.getState().undo();
    const past = s.getState().past.length;
    s.getState().configure(e, { label: before.label, config: { ...before.config } });
    expect(s.getState().past).toHaveLength(past);
    expect(s.getState().future).toHaveLength(1);
    s.getState().redo();
    expect(s.getState().nodes.find((n) => n.id === e)!.data.config.subject).toBe("Hi");
  });

  it("adds each step after the selected (or last) one, connected and placed beside it", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"), { fallback: { x: 10, y: 20 } });
    const c = s.getState().addStep(template("crm-update"));
    const e = s.getState().addStep(template("email-sender"));
    const { nodes, selectedId } = s.getState();
    expect(nodes.map((n) => n.data.agentTemplateId)).toEqual([
      "trigger",
      "crm-update",
      "email-sender",
    ]);
    expect(nodes[0].position).toEqual({ x: 10, y: 20 });
    expect(links(s)).toEqual([`${c}>${e}`, `${t}>${c}`].sort());
    expect(selectedId).toBe(e);
    // Under the one before (the editor lays out top to bottom), never on top of another step.
    expect(nodes[1].position.x).toBe(nodes[0].position.x);
    expect(nodes[1].position.y).toBeGreaterThan(nodes[0].position.y + nodeSize.height);
    for (const [i, a] of nodes.entries()) {
      for (const b of nodes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    }
    // The defaults compose: nothing blocks, nothing warns.
    expect(s.getState().analysis.shown).toEqual({ general: [], byNode: {} });
  });

  it("connects a condition's Yes first, then its No, and a selected step takes the next one", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const q = s.getState().addStep(template("condition"));
    const a = s.getState().addStep(template("sms-alert"));
    s.getState().select(q);
    const b = s.getState().addStep(template("email-sender"));
    expect(links(s)).toEqual([`${q}>${a}(yes)`, `${q}>${b}(no)`, `${t}>${q}`].sort());
    // Two steps dropped on one spot do not cover each other.
    s.getState().select(q);
    s.getState().addStep(template("crm-update"), { at: { x: 500, y: 500 } });
    s.getState().addStep(template("crm-update"), { at: { x: 500, y: 500 } });
    const [x, y] = s.getState().nodes.slice(-2);
    expect(x.position).not.toEqual(y.position);
  });

  it("a step dropped on a connection, or added while one is selected, goes between its ends", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const e = s.getState().addStep(template("email-sender"));
    const c = s.getState().addStep(template("crm-update"), { onEdge: `${t}->${e}` });
    expect(links(s)).toEqual([`${c}>${e}`, `${t}>${c}`].sort());
    s.getState().selectEdge(`${c}->${e}`);
    const m = s.getState().addStep(template("sms-alert"));
    expect(links(s)).toEqual([`${c}>${m}`, `${m}>${e}`, `${t}>${c}`].sort());
    expect(s.getState().selectedEdgeId).toBeNull();
    // One undo step each.
    s.getState().undo();
    expect(links(s)).toEqual([`${c}>${e}`, `${t}>${c}`].sort());
  });

  it("a step put on a connection stands in line between its ends; the steps after it make room", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    const e = s.getState().addStep(template("email-sender"));
    const a = s.getState().addStep(template("sms-alert"));
    s.getState().layout();
    const before = new Map(s.getState().nodes.map((n) => [n.id, { ...n.position }]));
    const at = (id: string) => s.getState().nodes.find((n) => n.id === id)!.position;
    // Dropped on the connection CRM → Email, on top of Email's spot, as a drop there lands.
    const m = s.getState().addStep(template("ai-responder"), {
      onEdge: `${c}->${e}`,
      at: { ...before.get(e)! },
    });
    expect(links(s)).toEqual([`${c}>${m}`, `${e}>${a}`, `${m}>${e}`, `${t}>${c}`].sort());
    // Under CRM in its column, and Email and the step after it one row further down.
    expect(at(m).x).toBe(before.get(c)!.x);
    expect(at(m).y).toBe(before.get(c)!.y + nodeSize.height + 56);
    const shift = at(e).y - before.get(e)!.y;
    expect(shift).toBe(nodeSize.height + 56);
    expect(at(a)).toEqual({ x: before.get(a)!.x, y: before.get(a)!.y + shift });
    expect(at(t)).toEqual(before.get(t));
    expect(at(c)).toEqual(before.get(c));
    const { nodes } = s.getState();
    for (const [i, x] of nodes.entries()) {
      for (const y of nodes.slice(i + 1)) expect(overlap(x, y)).toBe(false);
    }
    // One undo step puts every step back.
    s.getState().undo();
    expect(new Map(s.getState().nodes.map((n) => [n.id, n.position]))).toEqual(before);
  });

  it("a step put on a branch moves that branch only; left to right, the steps after it move right", () => {
    const s = fresh();
    s.getState().addStep(template("trigger"));
    const q = s.getState().addStep(template("condition"));
    const yes = s.getState().addStep(template("sms-alert"));
    s.getState().select(q);
    const no = s.getState().addStep(template("email-sender"));
    s.getState().layout();
    const noAt = { ...s.getState().nodes.find((n) => n.id === no)!.position };
    const yesAt = { ...s.getState().nodes.find((n) => n.id === yes)!.position };
    const m = s.getState().addStep(template("crm-update"), { onEdge: `${q}->${yes}` });
    const at = (id: string) => s.getState().nodes.find((n) => n.id === id)!.position;
    expect(at(m)).toEqual(yesAt);
    expect(at(yes).y).toBeGreaterThan(yesAt.y + nodeSize.height);
    expect(at(no)).toEqual(noAt);
    expect(s.getState().direction).toBe("TB");

    const across = fresh({ direction: "LR" });
    const t = across.getState().addStep(template("trigger"), { at: { x: 0, y: 0 } });
    const e = across.getState().addStep(template("email-sender"), { at: { x: 300, y: 0 } });
    const c = across.getState().addStep(template("crm-update"), { onEdge: `${t}->${e}` });
    const placed = (id: string) => across.getState().nodes.find((n) => n.id === id)!.position;
    expect(placed(c)).toEqual({ x: nodeSize.width + 60, y: 0 });
    expect(placed(e)).toEqual({ x: 2 * (nodeSize.width + 60), y: 0 });
    expect(across.getState().direction).toBe("LR");
  });

  it("a step put on a connection among steps placed by hand in its way lays the workflow out", () => {
    // The SMS step, on no branch of the connection, sits where the email step must move to.
    const s = fresh();
    const t = s.getState().addStep(template("trigger"), { at: { x: 0, y: 0 } });
    const e = s.getState().addStep(template("email-sender"), { at: { x: 0, y: 120 } });
    s.getState().select(t);
    s.getState().addStep(template("sms-alert"), { at: { x: 0, y: 240 } });
    s.getState().addStep(template("crm-update"), { onEdge: `${t}->${e}` });
    const { nodes } = s.getState();
    for (const [i, a] of nodes.entries()) {
      for (const b of nodes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    }
  });

  it("deletes a connection; its steps then say they are not connected, and undo brings it back", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    s.getState().removeEdge(`${t}->${c}`);
    expect(s.getState().edges).toEqual([]);
    expect(s.getState().analysis.problems.byNode[c]).toContain(
      workflowsPage.editor.problems.disconnected,
    );
    // The visitor's Active choice is not the store's to change.
    expect(s.getState().isActive).toBe(true);
    s.getState().undo();
    expect(links(s)).toEqual([`${t}>${c}`]);
    s.getState().redo();
    expect(s.getState().edges).toEqual([]);
  });

  it("a trigger added after other steps starts their chain instead of following it", () => {
    const s = fresh();
    const c = s.getState().addStep(template("crm-update"), { fallback: { x: 400, y: 100 } });
    const e = s.getState().addStep(template("email-sender"));
    const t = s.getState().addStep(template("trigger"));
    expect(links(s)).toEqual([`${c}>${e}`, `${t}>${c}`].sort());
    const at = (id: string) => s.getState().nodes.find((n) => n.id === id)?.position;
    // Placed before the step it starts, above it.
    expect(at(t)?.y).toBeLessThan(at(c)?.y ?? 0);
    expect(at(t)?.x).toBe(at(c)?.x);
    expect(s.getState().analysis.problems).toEqual({ general: [], byNode: {} });
    // Nothing left to start (and selected, or on a connection, it is still not put after a
    // step): a second trigger stays unconnected, says how a trigger is connected and that a
    // workflow has one.
    s.getState().select(e);
    const second = s.getState().addStep(template("trigger"));
    s.getState().selectEdge(`${c}->${e}`);
    const third = s.getState().addStep(template("trigger"));
    expect(links(s)).toEqual([`${c}>${e}`, `${t}>${c}`].sort());
    for (const id of [second, third]) {
      expect(s.getState().analysis.problems.byNode[id]).toEqual([
        workflowsPage.editor.problems.disconnectedTrigger,
        workflowsPage.editor.problems.extraTrigger,
      ]);
    }
  });

  it("a trigger added while a step of a second chain is selected starts that chain", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    s.getState().select(null);
    const e = s.getState().addStep(template("email-sender"), { at: { x: 0, y: 600 } });
    s.getState().removeEdge(`${c}->${e}`);
    const m = s.getState().addStep(template("sms-alert"));
    s.getState().select(m);
    const second = s.getState().addStep(template("trigger"));
    expect(links(s)).toEqual([`${e}>${m}`, `${second}>${e}`, `${t}>${c}`].sort());
  });

  it("knows what Save would be refused for, by the server's own check, and says it in words", () => {
    const s = fresh();
    s.getState().addStep(template("trigger"));
    const e = s.getState().addStep(template("email-sender"));
    const config = s.getState().nodes[1].data.config;
    s.getState().configure(e, { label: "Welcome mail", config: { ...config, to: "the lead" } });
    const { analysis } = s.getState();
    const message = "Recipient email must be an email address.";
    expect(analysis.refused.byNode[e]).toEqual([message]);
    expect(analysis.problems.byNode[e]).toEqual([message]);
    expect(analysis.summary.refused).toBe(`Welcome mail: ${message}`);
    // The server refuses the very draft the editor would send.
    const sent = { name: "x", ...fromFlow(s.getState().nodes, s.getState().edges) };
    expect(workflowInputSchema().safeParse(sent).success).toBe(false);
    // A placeholder is an address the run fills in: saved, and nothing refused.
    s.getState().configure(e, { label: "Welcome mail", config: { ...config, to: "{{email}}" } });
    expect(s.getState().analysis.refused).toEqual({ general: [], byNode: {} });
    expect(s.getState().analysis.summary).toEqual({ refused: null, blocked: null });
  });

  it("a control character in a step's field or name is refused before Save, as the server does", () => {
    const s = fresh();
    s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    const config = s.getState().nodes[1].data.config;
    s.getState().configure(c, {
      label: "CRM Update",
      config: { ...config, company: "Acme\u0007" },
    });
    expect(s.getState().analysis.summary.refused).toBe(
      "CRM Update: Company contains a character that is not allowed (U+0007 at character 5).",
    );
    // At an end, where a trim would take a vertical tab away, too.
    s.getState().configure(c, {
      label: "CRM Update",
      config: { ...config, company: "Acme\u000b" },
    });
    expect(s.getState().analysis.refused.byNode[c]).toEqual([
      "Company contains a character that is not allowed (U+000B at character 5).",
    ]);
    s.getState().configure(c, { label: "CRM\u001b", config });
    expect(s.getState().analysis.refused.byNode[c]).toEqual([
      "Step name contains a character that is not allowed (U+001B at character 4).",
    ]);
    // A line break is the server's to refuse in a one-line setting, and said the same way.
    s.getState().configure(c, {
      label: "CRM Update",
      config: { ...config, company: "Line\n\tbreak" },
    });
    expect(s.getState().analysis.refused.byNode[c]).toEqual(["Company must be on one line."]);
    s.getState().configure(c, { label: "CRM Update", config: { ...config, company: "Tab\tin" } });
    expect(s.getState().analysis.refused).toEqual({ general: [], byNode: {} });
  });

  it("a name Save would be refused for is said as it is typed, in the server's words", () => {
    const s = fresh();
    s.getState().setName("Lead\u0007 intake");
    expect(s.getState().nameError).toBe(
      "Workflow name contains a character that is not allowed (U+0007 at character 5).",
    );
    // The same rule the server checks a save with.
    const body = { name: "Lead\u0007 intake", nodes: [], connections: [], isActive: false };
    expect(workflowInputSchema().safeParse(body).success).toBe(false);
    s.getState().setName("Lead intake");
    expect(s.getState().nameError).toBeNull();
    expect(workflowInputSchema().safeParse({ ...body, name: "Lead intake" }).success).toBe(true);
    // An emoji before it is one character, as a person counts.
    s.getState().setName("🚀Lead\ud800");
    expect(s.getState().nameError).toBe(
      "Workflow name contains a character that is not allowed (U+D800 at character 6).",
    );
    // A name that shows nothing, as the server says it.
    s.getState().setName("\u200b");
    expect(s.getState().nameError).toBe("Workflow name must have at least one visible character.");
    // Empty: said by Save, not while typing.
    s.getState().setName("");
    expect(s.getState().nameError).toBeNull();
    // The description, by its own rule of the same schema.
    s.getState().setDescription("Leads\u0000 in");
    expect(s.getState().descriptionError).toBe(
      "Description contains a character that is not allowed (U+0000 at character 6).",
    );
    expect(
      workflowInputSchema().safeParse({ ...body, name: "x", description: "Leads\u0000 in" })
        .success,
    ).toBe(false);
    s.getState().setDescription("Leads in");
    expect(s.getState().descriptionError).toBeNull();
  });

  it("an empty workflow's problem says what to do: add a step", () => {
    const s = fresh();
    expect(s.getState().analysis.summary.blocked).toBe(workflowsPage.editor.problems.noNodes);
    const t = s.getState().addStep(template("trigger"));
    expect(s.getState().analysis.summary.blocked).toBeNull();
    s.getState().removeStep(t);
    expect(s.getState().analysis.summary.blocked).toBe("Add at least one step.");
  });

  it("refuses a loop, a self-connection and a duplicate", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    const h = { sourceHandle: null, targetHandle: null };
    expect(s.getState().connect({ source: c, target: t, ...h })).toBe(false);
    expect(s.getState().connect({ source: t, target: t, ...h })).toBe(false);
    expect(s.getState().connect({ source: t, target: c, ...h })).toBe(false);
    expect(s.getState().past.length).toBe(2);
  });

  it("the Delete key's removals (the step, then its connections) are one undo step", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    const e = s.getState().addStep(template("email-sender"));
    const before = s.getState().past.length;
    s.getState().onNodesChange([{ type: "remove", id: c }]);
    s.getState().onEdgesChange([
      { type: "remove", id: `${t}->${c}` },
      { type: "remove", id: `${c}->${e}` },
    ]);
    expect(s.getState().nodes.map((n) => n.id)).toEqual([t, e]);
    // Its neighbours are joined in the same step.
    expect(links(s)).toEqual([`${t}>${e}`]);
    expect(s.getState().past.length).toBe(before + 1);
    s.getState().undo();
    expect(s.getState().nodes.map((n) => n.id)).toEqual([t, c, e]);
    expect(links(s)).toEqual([`${c}>${e}`, `${t}>${c}`].sort());
  });

  it("deleting a step between two joins them, from the branch it was on; undo restores it", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const k = s.getState().addStep(template("condition"));
    const c = s.getState().addStep(template("crm-update"));
    const e = s.getState().addStep(template("email-sender"));
    expect(links(s)).toEqual([`${c}>${e}`, `${k}>${c}(yes)`, `${t}>${k}`].sort());
    s.getState().removeStep(c);
    expect(links(s)).toEqual([`${k}>${e}(yes)`, `${t}>${k}`].sort());
    expect(s.getState().analysis.problems).toEqual({ general: [], byNode: {} });
    s.getState().undo();
    expect(links(s)).toEqual([`${c}>${e}`, `${k}>${c}(yes)`, `${t}>${k}`].sort());
    s.getState().redo();
    expect(links(s)).toEqual([`${k}>${e}(yes)`, `${t}>${k}`].sort());
    // Two steps in or out: nothing says which to join, so none are.
    const u = fresh();
    const a = u.getState().addStep(template("trigger"));
    const b = u.getState().addStep(template("crm-update"));
    const x = u.getState().addStep(template("email-sender"));
    u.getState().select(b);
    const y = u.getState().addStep(template("sms-alert"));
    u.getState().removeStep(b);
    expect(links(u)).toEqual([]);
    expect([x, y, a]).toHaveLength(3);
    // Neighbours already joined stay joined once.
    const v = fresh();
    const p = v.getState().addStep(template("trigger"));
    const q = v.getState().addStep(template("crm-update"));
    const r = v.getState().addStep(template("email-sender"));
    v.getState().connect({ source: p, target: r, sourceHandle: null, targetHandle: null });
    v.getState().removeStep(q);
    expect(links(v)).toEqual([`${p}>${r}`]);
  });

  it("a drag is one undo step, measuring and React Flow's selection are none", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const before = s.getState().past.length;
    s.getState().onNodesChange([
      { type: "dimensions", id: t, dimensions: { width: 240, height: 90 } },
      { type: "select", id: t, selected: true },
    ]);
    expect(s.getState().past.length).toBe(before);
    for (let i = 1; i <= 10; i++) {
      s.getState().onNodesChange([
        { type: "position", id: t, position: { x: i * 10, y: 0 }, dragging: true },
      ]);
    }
    s.getState().onNodesChange([
      { type: "position", id: t, position: { x: 100, y: 0 }, dragging: false },
    ]);
    expect(s.getState().past.length).toBe(before + 1);
    expect(s.getState().nodes[0].position).toEqual({ x: 100, y: 0 });
    // A second drag of the same step is a second undo step.
    s.getState().onNodesChange([
      { type: "position", id: t, position: { x: 200, y: 0 }, dragging: true },
    ]);
    expect(s.getState().past.length).toBe(before + 2);
    s.getState().undo();
    s.getState().undo();
    expect(s.getState().nodes[0].position).not.toEqual({ x: 100, y: 0 });
  });

  it("typing in a step's properties is one undo step per visit of the step", () => {
    const s = fresh();
    s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    const before = s.getState().past.length;
    const config = s.getState().nodes[1].data.config;
    for (const name of ["A", "Ad", "Ada"]) {
      s.getState().configure(c, { label: "CRM Update", config: { ...config, name } });
    }
    expect(s.getState().past.length).toBe(before + 1);
    s.getState().select(null);
    s.getState().select(c);
    s.getState().configure(c, { label: "CRM", config: { ...config, name: "Ada" } });
    expect(s.getState().past.length).toBe(before + 2);
    s.getState().undo();
    expect(s.getState().nodes[1].data.label).toBe("CRM Update");
    expect(s.getState().nodes[1].data.config.name).toBe("Ada");
    // The CRM step now reads a field the trigger's sample does not give: a warning, no block.
    s.getState().configure(c, { label: "CRM", config: { ...config, name: "{{fullName}}" } });
    expect(s.getState().analysis.shown.byNode[c]?.[0]).toContain("'fullName'");
    expect(s.getState().analysis.problems.byNode[c]).toBeUndefined();
  });

  it("removing a step takes its connections and its selection; undo keeps at most the limit", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    s.getState().removeStep(c);
    expect([s.getState().nodes.length, s.getState().edges.length, s.getState().selectedId]).toEqual(
      [1, 0, null],
    );
    for (let i = 0; i < historyLimit + 20; i++) {
      s.getState().onNodesChange([{ type: "position", id: t, position: { x: i, y: 0 } }]);
    }
    expect(s.getState().past.length).toBe(historyLimit);
    // Undo past a step's creation drops the selection of a step that no longer exists.
    const u = fresh();
    const only = u.getState().addStep(template("trigger"));
    expect(u.getState().selectedId).toBe(only);
    u.getState().undo();
    expect([u.getState().nodes.length, u.getState().selectedId]).toEqual([0, null]);
  });

  it("auto-layout places steps top to bottom in run order, as one undo step", () => {
    const s = fresh({ direction: "LR" });
    for (const t of agentTemplates.slice(0, 4)) s.getState().addStep(t, { at: { x: 0, y: 0 } });
    const before = s.getState().nodes.map((n) => n.position);
    s.getState().layout();
    const ys = s.getState().nodes.map((n) => n.position.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(s.getState().direction).toBe("TB");
    s.getState().undo();
    expect(s.getState().nodes.map((n) => n.position)).toEqual(before);
  });

  it("a step added by click goes beside the one before in the workflow's direction, covering none", () => {
    // Left to right (a workflow placed that way): to the right of the selected step.
    const across = fresh({ direction: "LR" });
    const t = across.getState().addStep(template("trigger"), { fallback: { x: 0, y: 0 } });
    const c = across.getState().addStep(template("crm-update"));
    const at = (s: ReturnType<typeof fresh>, id: string) =>
      s.getState().nodes.find((n) => n.id === id) as EditorNode;
    expect(at(across, c).position.y).toBe(at(across, t).position.y);
    expect(at(across, c).position.x).toBeGreaterThan(at(across, t).position.x + nodeSize.width);

    // Top to bottom: a condition's second branch stands beside its first, and a tall step (one
    // with warnings, measured) is not covered by the step added under or beside it.
    const down = fresh();
    down.getState().addStep(template("trigger"), { fallback: { x: 0, y: 0 } });
    const q = down.getState().addStep(template("condition"));
    const yes = down.getState().addStep(template("sms-alert"));
    down.getState().onNodesChange([
      {
        type: "dimensions",
        id: yes,
        dimensions: { width: 240, height: 180 },
        setAttributes: true,
      },
    ]);
    down.getState().select(q);
    const no = down.getState().addStep(template("email-sender"));
    expect(at(down, no).position.y).toBe(at(down, yes).position.y);
    expect(at(down, no).position.x).toBeGreaterThan(at(down, yes).position.x + nodeSize.width);
    down.getState().select(q);
    down.getState().addStep(template("crm-update"));
    down.getState().select(yes);
    down.getState().addStep(template("crm-update"));
    const nodes = down.getState().nodes;
    for (const [i, a] of nodes.entries()) {
      for (const b of nodes.slice(i + 1)) expect(overlap(a, b), `${a.id} ${b.id}`).toBe(false);
    }
  });

  it("a suggestion laid out again for its canvas is nothing to undo, and reads top to bottom", () => {
    const s = fresh({ direction: "LR", arrangeOnOpen: true });
    for (const t of agentTemplates.slice(0, 3)) s.getState().addStep(t, { at: { x: 0, y: 0 } });
    const past = s.getState().past.length;
    s.getState().arrange({ width: 600, height: 500 });
    expect(s.getState().past).toHaveLength(past);
    expect(s.getState().arrangeOnOpen).toBe(false);
    expect(s.getState().direction).toBe("TB");
  });
});

describe("what a run tells the editor", () => {
  function graphOf(s: ReturnType<typeof fresh>) {
    return fromFlow(s.getState().nodes, s.getState().edges);
  }

  it("steps not reached yet are waiting while the run goes on, and are not once it ended", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const c = s.getState().addStep(template("crm-update"));
    const running = {
      status: "running",
      steps: [{ nodeId: t, label: "T", agentTemplateId: "trigger", status: "succeeded" }],
    } as unknown as ExecutionRecord;
    expect([...runStates(graphOf(s), running)]).toEqual([
      [t, "succeeded"],
      [c, "waiting"],
    ]);
    expect([...runStates(graphOf(s), { ...running, status: "failed" })]).toEqual([
      [t, "succeeded"],
    ]);
  });

  it("rebuilds what each step passed on from the logged own outputs, with the engine's rules", () => {
    const s = fresh();
    const t = s.getState().addStep(template("trigger"));
    const q = s.getState().addStep(template("condition"));
    const a = s.getState().addStep(template("sms-alert"));
    s.getState().select(q);
    const b = s.getState().addStep(template("email-sender"));
    const graph = graphOf(s);
    const execution = {
      triggerData: {},
      steps: [
        { nodeId: t, status: "succeeded", output: { name: "Ada", file: "x" } },
        { nodeId: q, status: "succeeded", branch: "yes", output: { conditionMet: true } },
        { nodeId: a, status: "succeeded", output: { smsMessage: { to: "1" } }, removed: ["file"] },
        { nodeId: b, status: "skipped" },
      ],
    } as unknown as ExecutionRecord;
    const known = knownOutputs(graph, execution);
    expect(known.get(a)?.output).toEqual({
      name: "Ada",
      conditionMet: true,
      smsMessage: { to: "1" },
    });
    expect(known.has(b)).toBe(false);
    // The No branch was not taken: the email step's input cannot be known from this run.
    expect(inputFrom(graph, b, known)).toBeNull();
    expect(inputFrom(graph, a, known)).toEqual({ name: "Ada", file: "x", conditionMet: true });
    // A cut output leaves its step, and what follows it, unknown.
    const cut = knownOutputs(graph, {
      ...execution,
      steps: [{ ...execution.steps[0], truncated: true }, execution.steps[1]],
    });
    expect([...cut.keys()]).toEqual([]);
  });
});

describe("the selected step", () => {
  it("stays open when it is selected again; only closing (select(null)) closes it", () => {
    const s = fresh();
    s.getState().addStep(template("trigger"));
    const e = s.getState().addStep(template("email-sender"));
    s.getState().select(e);
    s.getState().select(e);
    expect(s.getState().selectedId).toBe(e);
    s.getState().select(null);
    expect(s.getState().selectedId).toBeNull();
  });
});

describe("Active after a fix", () => {
  const stored = (isActive: boolean, inactiveReason: string | null) => ({
    isActive,
    inactiveReason,
  });

  it("a workflow stored inactive for its problems opens with Active on; one switched off stays off", () => {
    expect(openedActive(stored(false, "Email Sender: Recipient email is required."))).toBe(true);
    expect(openedActive(stored(false, null))).toBe(false);
    expect(openedActive(stored(true, null))).toBe(true);
  });

  it("Save activates it once nothing keeps it inactive, and says so before saving", () => {
    const s = fresh({ workflowId: 7, isActive: true, storedInactive: true });
    s.getState().addStep(template("trigger"));
    const e = s.getState().addStep(template("email-sender"));
    const config = s.getState().nodes.find((n) => n.id === e)!.data.config;
    s.getState().configure(e, { label: "Email", config: { ...config, to: "" } });
    expect(activatesOnSave(s.getState())).toBe(false);
    s.getState().configure(e, { label: "Email", config: { ...config, to: "team@example.com" } });
    expect(activatesOnSave(s.getState())).toBe(true);
    s.getState().saved(7, true);
    expect(activatesOnSave(s.getState())).toBe(false);
    // Switched off by the visitor: Save keeps it off.
    const off = fresh({ workflowId: 8, isActive: false, storedInactive: true });
    expect(activatesOnSave(off.getState())).toBe(false);
  });
});
