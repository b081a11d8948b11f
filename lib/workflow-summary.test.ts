import { describe, expect, it } from "vitest";
import { stepSummary } from "./workflow-summary";
import type { StepLog } from "./workflows";

const step = (agentTemplateId: string, output: unknown, extra: Partial<StepLog> = {}): StepLog => ({
  nodeId: "n",
  label: "Step",
  agentTemplateId,
  status: "succeeded",
  output,
  ...extra,
});

describe("step summaries", () => {
  it("say what each step did in one line", () => {
    expect(stepSummary(step("trigger", { name: "Ada Lovelace", email: "a@b.co" }))).toBe(
      "Started with Ada Lovelace",
    );
    expect(stepSummary(step("crm-update", { contactId: 3, contact: { name: "Ada" } }))).toBe(
      "Saved Ada to the CRM",
    );
    // Whether the contact was new or already there, as the step's output says.
    const crm = (contactSaved: string) =>
      stepSummary(step("crm-update", { contactId: 3, contact: { name: "Ada" }, contactSaved }));
    expect(crm("created")).toBe("Added Ada to the CRM as a new contact");
    expect(crm("updated")).toBe("Updated Ada, already in the CRM");
    expect(
      stepSummary(step("email-sender", { emailMessage: { to: "ada@example.com", subject: "Hi" } })),
    ).toBe("Email to ada@example.com written, kept in the log (not sent)");
    expect(stepSummary(step("condition", { conditionMet: false }, { branch: "no" }))).toBe(
      "Condition not met: took No",
    );
    expect(
      stepSummary(step("invoice-extractor", { total: 1200, amountCount: 1, currency: "USD" })),
    ).toBe("Added up 1 amount: 1200 USD");
  });

  it("a message sorted into no listed kind says it matched none", () => {
    const sorted = (category: string) =>
      stepSummary(
        step("ai-classifier", { category, categoryScores: { bug: 0, billing: 0, Other: 0 } }),
      );
    expect(sorted("Other")).toBe("Sorted as Other");
    expect(
      stepSummary(
        step("ai-classifier", { category: "other", categoryScores: { bug: 0, billing: 0 } }),
      ),
    ).toBe("Sorted as other: it matched none of bug, billing");
  });

  it("a failed step reads its error, a skipped one why", () => {
    expect(stepSummary(step("crm-update", undefined, { status: "failed", error: "Boom." }))).toBe(
      "Boom.",
    );
    expect(stepSummary(step("crm-update", undefined, { status: "skipped" }))).toMatch(/^Skipped/);
  });

  it("say a message's {{fields}} that were filled with nothing", () => {
    const email = { to: "ada@example.com", emptyFields: ["nosuchfield"] };
    expect(stepSummary(step("email-sender", { emailMessage: email }))).toBe(
      "Email to ada@example.com written, kept in the log (not sent). {{nosuchfield}} was empty: no step before gives it",
    );
    const sms = { to: "+15550100", emptyFields: ["a", "b"] };
    expect(stepSummary(step("sms-alert", { smsMessage: sms }))).toMatch(
      /\. \{\{a\}\}, \{\{b\}\} were empty: no step before gives them$/,
    );
  });

  it("a condition that checked a field its input lacked says so, as a message sent with a blank does", () => {
    expect(
      stepSummary(
        step("condition", { conditionMet: false }, { branch: "no", emptyFields: ["score"] }),
      ),
    ).toBe("Condition not met: took No. {{score}} was empty: no step before gives it");
  });
});
