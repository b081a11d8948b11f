import { describe, expect, it } from "vitest";
import { findAgentTemplate } from "../content/agent-templates";
import { workflowsPage } from "../content/workflows-page";
import { parseCsv } from "./csv";
import { defaultConfig, workflowProblems } from "./workflows";

describe("the CSV reader", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const csv = 'name,note\r\n"Ada, L.","said ""hi""\nthen left"\nGrace,ok';
    expect(parseCsv(csv)).toEqual({
      columns: ["name", "note"],
      rows: [
        { name: "Ada, L.", note: 'said "hi"\nthen left' },
        { name: "Grace", note: "ok" },
      ],
    });
  });

  it("names the row where a quote opens that never closes, counted as the file's lines", () => {
    expect(
      parseCsv('name,email\nAda,ada@example.com\n"Grace,grace@example.com\nLin,lin@example.com'),
    ).toMatchObject({
      unclosedQuote: 3,
    });
    // A closed quote that spans lines does not shift the count of the rows after it.
    expect(parseCsv('a,b\n"one\ntwo",x\r\nc,"d').unclosedQuote).toBe(4);
    expect(parseCsv("a,b\r\nc,d").unclosedQuote).toBeUndefined();
  });

  it("a File Processor given such a file has a problem that names the row", () => {
    const template = findAgentTemplate("file-processor");
    if (!template) throw new Error("file-processor");
    const content = 'name,email\n"Ada,ada@example.com\nGrace,grace@example.com';
    const problems = workflowProblems(
      {
        nodes: [
          {
            id: "f",
            agentTemplateId: "file-processor",
            data: { config: { ...defaultConfig(template), content } },
          },
        ],
        connections: [],
      },
      { part: true },
    );
    expect(problems.byNode.f).toContain(workflowsPage.editor.problems.csvUnclosedQuote(2));
    const text = workflowProblems(
      {
        nodes: [
          {
            id: "f",
            agentTemplateId: "file-processor",
            data: { config: { ...defaultConfig(template), format: "text", content } },
          },
        ],
        connections: [],
      },
      { part: true },
    );
    expect(text.byNode.f ?? []).not.toContain(workflowsPage.editor.problems.csvUnclosedQuote(2));
  });
});
