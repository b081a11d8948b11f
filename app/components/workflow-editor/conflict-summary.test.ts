/** The conflict prompt's lines: how the version saved elsewhere differs from the draft. */
import { workflowsPage } from "@content/workflows-page";
import { describe, expect, it } from "vitest";
import { conflictDifferences } from "./conflict-summary";

const texts = workflowsPage.editor.conflict.differences;
const step = (id: string, label: string, config: Record<string, string> = {}) => ({
  id,
  agentTemplateId: "crm-update",
  data: { label, config },
});
const base = {
  name: "Leads",
  description: null,
  isActive: true,
  nodes: [step("t", "Incoming Trigger"), step("c", "CRM Update", { name: "{{name}}" })],
  connections: [{ source: "t", target: "c" }],
};

describe("conflictDifferences", () => {
  it("names the name, Active, steps only on one side, a rename and changed settings", () => {
    const stored = {
      ...base,
      name: "Leads (B)",
      isActive: false,
      nodes: [
        step("t", "Start"),
        step("c", "CRM Update", { name: "{{name}}", company: "{{company}}" }),
        step("e", "Email the team"),
      ],
      connections: [...base.connections, { source: "c", target: "e" }],
    };
    const draft = { ...base, nodes: [...base.nodes, step("s", "Text me")] };
    expect(conflictDifferences(draft, stored)).toEqual([
      texts.name("Leads (B)", "Leads"),
      texts.active(false),
      texts.onlyThere("“Email the team”"),
      texts.onlyHere("“Text me”"),
      texts.renamed("Start", "Incoming Trigger"),
      texts.settings("“CRM Update”"),
      texts.connections,
    ]);
  });

  it("counts what a line cannot name, and says when only the places differ", () => {
    const many = ["A", "B", "C", "D", "E"].map((label) => step(`new-${label}`, label));
    const lines = conflictDifferences(base, { ...base, nodes: [...base.nodes, ...many] });
    expect(lines).toEqual([texts.onlyThere(`“A”, “B”, “C”, ${texts.more(2)}`)]);
    // An empty setting is no setting; a description of spaces none.
    const same = {
      ...base,
      description: " ",
      nodes: [step("t", "Incoming Trigger", { x: "" }), base.nodes[1]],
    };
    expect(conflictDifferences(base, same)).toEqual([texts.none]);
  });
});
