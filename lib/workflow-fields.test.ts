import { describe, expect, it } from "vitest";
import { findAgentTemplate, sampleLead } from "../content/agent-templates";
import { workflowsPage } from "../content/workflows-page";
import { fieldWarnings, settingWarning } from "./workflow-fields";
import { emptyPaths, renderTemplate, valueAt } from "./workflow-graph";
import { defaultConfig } from "./workflows";

const texts = workflowsPage.editor.problems;

function step(id: string, templateId: string, config: Record<string, string> = {}) {
  const template = findAgentTemplate(templateId);
  if (!template) throw new Error(templateId);
  return {
    id,
    agentTemplateId: templateId,
    data: { config: { ...defaultConfig(template), ...config } },
  };
}

describe("field warnings", () => {
  it("a trigger with its sample lead gives a CRM step and an email everything they read", () => {
    const graph = {
      nodes: [step("t", "trigger"), step("c", "crm-update"), step("e", "email-sender")],
      connections: [
        { source: "t", target: "c" },
        { source: "c", target: "e" },
      ],
    };
    expect(fieldWarnings(graph)).toEqual({});
  });

  it("warns where the run would fill a field with nothing (an empty sample event)", () => {
    const graph = {
      nodes: [step("t", "trigger", { sampleData: "{}" }), step("c", "crm-update")],
      connections: [{ source: "t", target: "c" }],
    };
    expect(fieldWarnings(graph)).toEqual({
      c: [texts.missingField("name"), texts.missingField("email"), texts.missingField("company")],
    });
  });

  it("reads the fields a step adds (a classifier's category) and a dotted path's first part", () => {
    const graph = {
      nodes: [
        step("t", "trigger", { sampleData: '{"customer": {"email": "a@b.co"}, "message": "hi"}' }),
        step("k", "ai-classifier"),
        step("e", "email-sender", { to: "{{customer.email}}", body: "{{category}} {{reply}}" }),
      ],
      connections: [
        { source: "t", target: "k" },
        { source: "k", target: "e" },
      ],
    };
    expect(fieldWarnings(graph)).toEqual({ e: [texts.missingField("reply")] });
  });

  it("follows both branches of a condition and checks the field it tests", () => {
    const graph = {
      nodes: [
        step("t", "trigger"),
        step("c", "condition", { field: "total", operator: "greater_than", value: "10" }),
        step("y", "sms-alert"),
        step("n", "email-sender"),
      ],
      connections: [
        { source: "t", target: "c" },
        { source: "c", target: "y", sourceHandle: "yes" },
        { source: "c", target: "n", sourceHandle: "no" },
      ],
    };
    expect(fieldWarnings(graph)).toEqual({ c: [texts.missingField("total")] });
  });

  it("a condition's field that neither a step before it nor the sample gives is warned about, braces or not", () => {
    for (const field of ["score", "{{score}}", " {{ score }} "]) {
      const graph = {
        nodes: [
          step("t", "trigger", { sampleData: '{"name": "Ada", "email": "a@b.co"}' }),
          step("c", "crm-update"),
          step("k", "condition", { field, operator: "greater_than", value: "5" }),
        ],
        connections: [
          { source: "t", target: "c" },
          { source: "c", target: "k" },
        ],
      };
      expect(fieldWarnings(graph)).toEqual({
        c: [texts.missingField("company")],
        k: [texts.missingField("score")],
      });
    }
    // A field the CRM step adds, written either way, reaches the condition.
    const input = ["name", "email", "contact", "contactSaved"];
    expect(settingWarning("condition", "field", "{{contactSaved}}", input)).toBeNull();
    expect(settingWarning("condition", "field", "{{score}}", input)).toBe(
      texts.missingField("score"),
    );
  });

  it("a second chain that starts without a trigger gets nothing, and says so", () => {
    const graph = {
      nodes: [
        step("t", "trigger"),
        step("a", "crm-update"),
        step("s", "sms-alert"),
        step("e", "email-sender"),
      ],
      connections: [
        { source: "t", target: "a" },
        { source: "s", target: "e" },
      ],
    };
    const warnings = fieldWarnings(graph);
    expect(Object.keys(warnings)).toEqual(["s", "e"]);
    expect(warnings.s).toEqual([texts.nothingBefore(["phone", "name"])]);
    expect(texts.nothingBefore(["phone", "name"])).toContain("'phone' and 'name' would be empty");
    expect(texts.nothingBefore(["a", "b", "c"])).toContain("'a', 'b' and 'c' would be empty");
    expect(warnings.e).toContain(texts.missingField("email"));
  });

  it("reports a sample event that cannot be read and does not guess past it", () => {
    const graph = {
      nodes: [step("t", "trigger", { sampleData: "{name" }), step("c", "crm-update")],
      connections: [{ source: "t", target: "c" }],
    };
    expect(fieldWarnings(graph)).toEqual({ t: [texts.sampleNotJson] });
  });

  it("a file's columns reach the steps after it", () => {
    const graph = {
      nodes: [
        step("t", "trigger", { sampleData: '{"x": 1}' }),
        step("f", "file-processor", { content: "name,email\nAda,ada@example.com" }),
        step("c", "crm-update"),
      ],
      connections: [
        { source: "t", target: "f" },
        { source: "f", target: "c" },
      ],
    };
    expect(fieldWarnings(graph)).toEqual({ c: [texts.missingField("company")] });
  });
});

describe("what the editor warns is empty, the run fills with nothing", () => {
  const inherited = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

  it.each(inherited)("{{%s}} is warned about and renders empty", (field) => {
    const subject = `Hi {{${field}}}`;
    const graph = {
      nodes: [step("t", "trigger"), step("e", "email-sender", { subject })],
      connections: [{ source: "t", target: "e" }],
    };
    expect(fieldWarnings(graph).e).toEqual([texts.missingField(field)]);
    expect(renderTemplate(subject, { ...sampleLead })).toBe("Hi ");
    expect(renderTemplate(`{{customer.${field}}}`, { customer: { name: "Ada" } })).toBe("");
    expect(valueAt({ name: "Ada" }, field)).toBeUndefined();
  });

  it("own fields, nested ones too, still fill in", () => {
    expect(
      renderTemplate("{{name}} {{customer.email}}", { name: "Ada", customer: { email: "a@b.co" } }),
    ).toBe("Ada a@b.co");
  });
});

describe("one setting's warning", () => {
  it("names only the fields that setting reads and nothing before gives", () => {
    const input = ["name", "email"];
    expect(settingWarning("email-sender", "body", "Hi {{nosuchfield}} there", input)).toBe(
      texts.missingField("nosuchfield"),
    );
    expect(settingWarning("email-sender", "body", "Hi {{name}}", input)).toBeNull();
    expect(settingWarning("condition", "field", "score", input)).toBe(texts.missingField("score"));
    expect(settingWarning("email-sender", "body", "Hi {{name}}", [])).toBe(
      texts.nothingBefore(["name"]),
    );
    // Not known what reaches the step: nothing said.
    expect(settingWarning("email-sender", "body", "Hi {{x}}", null)).toBeNull();
  });

  it("says what the run fills with nothing, as renderTemplate does", () => {
    const data = { name: "Ada", blank: "", none: null };
    const text = "{{name}} {{nosuchfield}} {{blank}} {{none}} {{nosuchfield}}";
    expect(emptyPaths(text, data)).toEqual(["nosuchfield", "blank", "none"]);
    expect(renderTemplate(text, data)).toBe("Ada    ");
  });
});
