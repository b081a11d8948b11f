/**
 * One check for the editor and the server: what the editor says Save would refuse is what the
 * server's schema refuses, every refusal is also a reason not to activate, and both are said in
 * words (the step's name and the field's label), never as a path into the body.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentTemplates, findAgentTemplate } from "../content/agent-templates";
import { workflowsPage } from "../content/workflows-page";
import {
  checkDraft,
  defaultConfig,
  fieldSentence,
  hasProblems,
  nameProblem,
  problemsSummary,
  saveProblems,
  type WorkflowConnection,
  type WorkflowNode,
  workflowInputSchema,
  workflowIssuesText,
  workflowProblems,
} from "./workflows";

/** Values a visitor may leave in a config field: defaults, blanks, wrong kinds, placeholders. */
const values = fc.constantFrom(
  "",
  "  ",
  "not an email",
  "{{email}}",
  "ada@example.com",
  "+1 919 555 0100",
  "call me",
  "x".repeat(2001),
  "equals",
  "csv",
);

const draft = fc
  .array(
    fc.record({
      template: fc.constantFrom(...agentTemplates.map((t) => t.id)),
      label: fc.constantFrom(
        "Step",
        "",
        " ",
        "x".repeat(81),
        "Email the lead",
        "\u200b",
        "Email\nthe lead",
      ),
      overrides: fc.dictionary(
        fc.constantFrom("to", "subject", "name", "email", "format", "operator", "field", "body"),
        values,
      ),
      linked: fc.boolean(),
    }),
    { maxLength: 6 },
  )
  .map((steps) => {
    const nodes: WorkflowNode[] = steps.map((s, i) => {
      const template = findAgentTemplate(s.template);
      if (!template) throw new Error(s.template);
      const config: Record<string, unknown> = { ...defaultConfig(template) };
      for (const [key, value] of Object.entries(s.overrides))
        if (key in config) config[key] = value;
      return {
        id: `n${i}`,
        type: "agent",
        agentTemplateId: s.template,
        position: { x: i * 300, y: 0 },
        data: { label: s.label, config },
      };
    });
    const connections: WorkflowConnection[] = steps.flatMap((s, i) =>
      i > 0 && s.linked ? [{ source: `n${i - 1}`, target: `n${i}` }] : [],
    );
    return { nodes, connections };
  });

describe("the editor's check of a draft and the server's", () => {
  it("agree on what Save refuses, and every refusal also keeps the workflow inactive", () => {
    const server = workflowInputSchema();
    fc.assert(
      fc.property(draft, (graph) => {
        const { refused, problems } = checkDraft(graph);
        const stored = server.safeParse({ name: "Flow", ...graph, isActive: false }).success;
        expect(hasProblems(refused)).toBe(!stored);
        expect(hasProblems(saveProblems(graph))).toBe(!stored);
        if (hasProblems(refused)) expect(hasProblems(problems)).toBe(true);
        // What the server lets be activated is what the editor calls free of problems.
        if (stored) expect(hasProblems(problems)).toBe(hasProblems(workflowProblems(graph)));
      }),
      { numRuns: 300 },
    );
  });

  it("an email step whose recipient is neither an address nor a {{field}} cannot be saved", () => {
    const template = findAgentTemplate("email-sender");
    if (!template) throw new Error("email-sender");
    const graph = {
      nodes: [
        {
          id: "e",
          type: "agent" as const,
          agentTemplateId: "email-sender",
          position: { x: 0, y: 0 },
          data: { label: "Welcome mail", config: { ...defaultConfig(template), to: "the lead" } },
        },
      ],
      connections: [],
    };
    const refused = saveProblems(graph);
    expect(refused.byNode.e).toEqual(["Recipient email must be an email address."]);
    expect(problemsSummary(refused, graph)).toBe(
      "Welcome mail: Recipient email must be an email address.",
    );
  });

  it("a one-line setting with a line break cannot be saved, {{field}} or not; many lines may", () => {
    const template = findAgentTemplate("email-sender");
    if (!template) throw new Error("email-sender");
    const graph = (config: Record<string, string>) => ({
      nodes: [
        {
          id: "e",
          type: "agent" as const,
          agentTemplateId: "email-sender",
          position: { x: 0, y: 0 },
          data: { label: "Welcome mail", config: { ...defaultConfig(template), ...config } },
        },
      ],
      connections: [],
    });
    for (const subject of ["Hi {{name}}\r\nBcc: x@example.com", "Hi\u2028there", "Hi\n"]) {
      const refused = saveProblems(graph({ subject }));
      expect(refused.byNode.e).toEqual(["Subject must be on one line."]);
    }
    expect(saveProblems(graph({ to: "{{email}}\nBcc: x@example.com" })).byNode.e).toEqual([
      "Recipient email must be on one line.",
    ]);
    expect(hasProblems(saveProblems(graph({ body: "Hello,\n\nThanks." })))).toBe(false);
  });
});

describe("a refusal in words", () => {
  const sent = {
    name: "Flow",
    nodes: [
      { id: "t", agentTemplateId: "trigger", data: { label: "Incoming Trigger" } },
      { id: "c", agentTemplateId: "crm-update", data: { label: "" } },
      { id: "e", agentTemplateId: "email-sender", data: { label: "Welcome mail" } },
    ],
    connections: [{ source: "t", target: "e" }],
  };

  it("a step name refused for its length is not repeated back", () => {
    const long = { ...sent, nodes: [{ ...sent.nodes[0]!, data: { label: "x".repeat(100_000) } }] };
    const text = workflowIssuesText(
      { "nodes.0.data.label": "Step name must be at most 80 characters." },
      long,
    );
    expect(text).toBe("Step 1 (Incoming Trigger): Step name must be at most 80 characters.");
  });

  it("names the step and the field's label, not the body's path", () => {
    expect(
      workflowIssuesText(
        { "nodes.2.data.config.to": "Recipient email must be an email address." },
        sent,
      ),
    ).toBe("Welcome mail: Recipient email must be an email address.");
    // A message that reads on from the field's name gets the name; a step without one its kind.
    expect(
      workflowIssuesText(
        { "nodes.1.data.config.company": "contains a character that is not allowed" },
        sent,
      ),
    ).toBe("Step 2 (CRM Update): Company contains a character that is not allowed.");
    expect(
      workflowIssuesText({ "connections.0": "A connection joins steps that do not exist." }, sent),
    ).toBe(
      "The connection from Incoming Trigger to Welcome mail: A connection joins steps that do not exist.",
    );
    expect(workflowIssuesText({ name: "Name is required." }, sent)).toBe("Name is required.");
    expect(
      workflowIssuesText({ description: "contains a character that is not allowed" }, sent),
    ).toBe("Description contains a character that is not allowed.");
    // Several: the first three and how many more; no path anywhere.
    const many = Object.fromEntries(
      [0, 1, 2, 0, 1].map((i, k) => [`nodes.${i}.data.config.f${k}`, "is wrong"]),
    );
    const text = workflowIssuesText(many, sent);
    expect(text).toContain("(And 2 more.)");
    expect(text).not.toMatch(/nodes\.|data\.config/);
  });

  it("a step's position out of range names the coordinate and the range, once", () => {
    const graph = (position: unknown) => ({
      nodes: [
        {
          id: "t",
          type: "agent",
          agentTemplateId: "trigger",
          position,
          data: { label: "Incoming Trigger", config: { sampleData: "" } },
        },
      ],
      connections: [],
    });
    const range = "must be a number from -1,000,000 to 1,000,000";
    for (const [position, fields] of [
      [{ x: 1e308, y: 0 }, { "nodes.0.position.x": range }],
      [{ x: 0, y: Number.POSITIVE_INFINITY }, { "nodes.0.position.y": range }],
      [
        { x: "12", y: -1_000_001 },
        { "nodes.0.position.x": range, "nodes.0.position.y": range },
      ],
    ] as const) {
      const parsed = workflowInputSchema().safeParse({ name: "Flow", ...graph(position) });
      expect(parsed.success).toBe(false);
      const issues = parsed.error?.issues ?? [];
      expect(Object.fromEntries(issues.map((i) => [i.path.join("."), i.message]))).toEqual(fields);
      // One issue per coordinate, not one per check it fails.
      expect(issues).toHaveLength(Object.keys(fields).length);
    }
    const refused = saveProblems(graph({ x: 1e308, y: 0 }) as never);
    expect(refused.byNode.t).toEqual([`Position x ${range}.`]);
    expect(workflowIssuesText({ "nodes.0.position.y": range }, graph({}))).toBe(
      `Incoming Trigger: Position y ${range}.`,
    );
    expect(workflowIssuesText({ "nodes.0.position": "must be a JSON object" }, graph(1))).toBe(
      "Incoming Trigger: Position must be a JSON object.",
    );
  });

  it("a name shows something and is one line: the workflow's and each step's, by one rule", () => {
    const invisible = ["\u200b", "\u2060", "\ufeff\u200b", "\u0301", "\u200b\u200d\u2800"];
    for (const name of invisible) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(
        "Workflow name must have at least one visible character.",
      );
    }
    for (const name of ["Lead\nintake", "Lead intake\r\n", "Lead\u2028intake"]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe("Workflow name must be on one line.");
    }
    // Blank, whatever the blanks: required, as an empty name is.
    for (const name of ["", " ", "\n", "\ufeff "]) {
      const parsed = workflowInputSchema().safeParse({ name, nodes: [], connections: [] });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(["Name is required."]);
    }
    for (const name of ["Le\u0301ad", "👩\u200d💻 Leads"]) {
      expect(nameProblem(name), JSON.stringify(name)).toBeNull();
    }
    // Beside something to see, a zero-width space makes a lookalike of "Leads".
    for (const name of ["\u200bLeads", "Le\u00adads"]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(
        "Workflow name contains an invisible character (such as a zero-width space): remove it.",
      );
    }
    const step = (label: string) => ({
      nodes: [
        {
          id: "e",
          type: "agent" as const,
          agentTemplateId: "email-sender",
          position: { x: 0, y: 0 },
          data: { label, config: {} },
        },
      ],
      connections: [],
    });
    expect(saveProblems(step("\u200b")).byNode.e).toEqual([
      "Step name must have at least one visible character.",
    ]);
    expect(saveProblems(step("Email\nthe lead")).byNode.e).toEqual([
      "Step name must be on one line.",
    ]);
    // A refused name is not repeated back: the step is named by its kind and place.
    expect(
      workflowIssuesText(
        { "nodes.0.data.label": "Step name must be on one line." },
        step("Email\nthe lead"),
      ),
    ).toBe("Step 1 (Email Sender): Step name must be on one line.");
  });

  it("a name that was itself refused is not repeated back", () => {
    const bad = { nodes: [{ id: "x", agentTemplateId: "sms-alert", data: { label: "A\u0007B" } }] };
    expect(
      workflowIssuesText({ "nodes.0.data.label": "contains a character that is not allowed" }, bad),
    ).toBe("Step 1 (SMS Alert): Step name contains a character that is not allowed.");
  });

  it("the first problem of a workflow, general ones first", () => {
    const graph = { nodes: [], connections: [] };
    expect(problemsSummary(workflowProblems(graph), graph)).toBe(
      workflowsPage.editor.problems.noNodes,
    );
    expect(fieldSentence("Your description", "contains a character that is not allowed")).toBe(
      "Your description contains a character that is not allowed.",
    );
    expect(fieldSentence("Your description", "Please describe your workflow.")).toBe(
      "Please describe your workflow.",
    );
  });
});

describe("a trigger's sample event", () => {
  const graph = (sampleData: string) => ({
    nodes: [
      {
        id: "t",
        type: "agent",
        agentTemplateId: "trigger",
        position: { x: 0, y: 0 },
        data: { label: "Incoming Trigger", config: { sampleData } },
      },
      {
        id: "e",
        type: "agent",
        agentTemplateId: "email-sender",
        position: { x: 1, y: 0 },
        data: {
          label: "Email Sender",
          config: { to: "{{email}}", subject: "Hi", body: "Hello" },
        },
      },
    ] as WorkflowNode[],
    connections: [{ source: "t", target: "e" }] as WorkflowConnection[],
  });

  it.each([
    ["{not json", workflowsPage.editor.problems.sampleNotJson],
    ["[1]", workflowsPage.editor.problems.sampleNotObject],
  ])("%s keeps the workflow inactive, and the editor says why", (sample, text) => {
    const problems = workflowProblems(graph(sample));
    expect(problems.byNode.t).toEqual([text]);
    expect(problemsSummary(problems, graph(sample))).toContain(text);
    // Still saved: a draft may hold it.
    expect(hasProblems(saveProblems(graph(sample)))).toBe(false);
  });

  it.each(["", '{"name":"Ada","email":"ada@example.com"}'])("%s is fine", (sample) => {
    expect(hasProblems(workflowProblems(graph(sample)))).toBe(false);
  });
});

describe("a workflow starts at its trigger", () => {
  const node = (id: string, agentTemplateId: string): WorkflowNode => {
    const template = findAgentTemplate(agentTemplateId);
    if (!template) throw new Error(agentTemplateId);
    return {
      id,
      type: "agent",
      agentTemplateId,
      position: { x: 0, y: 0 },
      data: { label: template.name, config: defaultConfig(template) },
    };
  };
  const texts = workflowsPage.editor.problems;

  it("steps without a trigger cannot run: said once, for the workflow", () => {
    const graph = {
      nodes: [node("c", "crm-update"), node("e", "email-sender")],
      connections: [{ source: "c", target: "e" }],
    };
    const problems = workflowProblems(graph);
    expect(problems).toEqual({ general: [texts.noTrigger], byNode: {} });
    // Tried on their own (Test step), steps need no trigger.
    expect(hasProblems(workflowProblems(graph, { part: true }))).toBe(false);
    expect(
      hasProblems(workflowProblems({ nodes: [node("e", "email-sender")], connections: [] })),
    ).toBe(true);
  });

  it("a step nothing leads into, beside a trigger, is named; one not connected at all is said once", () => {
    const graph = {
      nodes: [
        node("t", "trigger"),
        node("c", "crm-update"),
        node("e", "email-sender"),
        node("s", "sms-alert"),
      ],
      connections: [
        { source: "t", target: "c" },
        { source: "e", target: "c" },
      ],
    };
    const problems = workflowProblems(graph);
    expect(problems.general).toEqual([]);
    expect(problems.byNode.e).toEqual([texts.notStarted]);
    expect(problems.byNode.s).toEqual([texts.disconnected]);
    expect(problems.byNode.c).toBeUndefined();
    expect(problems.byNode.t).toBeUndefined();
  });
  it("a workflow has one trigger: each after the first is named, in the editor's check and in the record's reason", () => {
    const graph = {
      nodes: [node("t", "trigger"), node("t2", "trigger"), node("c", "crm-update")],
      connections: [
        { source: "t", target: "c" },
        { source: "t2", target: "c" },
      ],
    };
    const problems = workflowProblems(graph);
    expect(problems).toEqual({ general: [], byNode: { t2: [texts.extraTrigger] } });
    expect(checkDraft(graph).problems.byNode.t2).toEqual([texts.extraTrigger]);
    expect(problemsSummary(problems, graph)).toBe(`Incoming Trigger: ${texts.extraTrigger}`);
    // One trigger, however many steps it starts, is no problem.
    const one = {
      ...graph,
      nodes: graph.nodes.filter((n) => n.id !== "t2"),
      connections: graph.connections.slice(0, 1),
    };
    expect(hasProblems(workflowProblems(one))).toBe(false);
  });

  it("a condition's connection says its branch: one on neither is named on the condition, with the step it leads to", () => {
    const graph: { nodes: WorkflowNode[]; connections: WorkflowConnection[] } = {
      nodes: [
        node("t", "trigger"),
        node("k", "condition"),
        node("c", "crm-update"),
        node("e", "email-sender"),
      ],
      connections: [
        { source: "t", target: "k" },
        { source: "k", target: "c", sourceHandle: "yes" },
        { source: "k", target: "e" },
      ],
    };
    const problems = workflowProblems(graph);
    expect(problems).toEqual({ general: [], byNode: { k: [texts.noBranch("Email Sender")] } });
    expect(problemsSummary(problems, graph)).toBe(
      `Smart Condition: ${texts.noBranch("Email Sender")}`,
    );
    graph.connections[2] = { ...graph.connections[2], sourceHandle: "no" };
    expect(hasProblems(workflowProblems(graph))).toBe(false);
    // A branch handle that is neither is refused by Save, said in words.
    const refused = saveProblems({
      ...graph,
      connections: [
        ...graph.connections.slice(0, 2),
        { source: "k", target: "e", sourceHandle: "maybe" } as unknown as WorkflowConnection,
      ],
    });
    expect(refused.general).toEqual([
      `The connection from Smart Condition to Email Sender: Branch ${workflowsPage.editor.issues.branchValue}.`,
    ]);
  });
});
