import { findAgentTemplate } from "@content/agent-templates";
import { describe, expect, it } from "vitest";
import { comparableNumber, conditionValueProblem } from "./condition-value";
import { configSchemaFor, workflowProblems } from "./workflows";

const condition = findAgentTemplate("condition")!;

describe("a condition's Value compared by size", () => {
  it("must read as a number for 'is greater than' and 'is less than'", () => {
    for (const operator of ["greater_than", "less_than"]) {
      expect(conditionValueProblem({ field: "amount", operator, value: "lots" })).toMatch(
        /must be a number/,
      );
      expect(conditionValueProblem({ field: "amount", operator, value: "1,5" })).not.toBeNull();
      expect(conditionValueProblem({ field: "amount", operator, value: "1,200" })).toBeNull();
      expect(conditionValueProblem({ field: "amount", operator, value: " 300 " })).toBeNull();
      expect(conditionValueProblem({ field: "amount", operator, value: "-2.5" })).toBeNull();
    }
  });

  it("leaves other operators, and an empty Value (compared with 0), alone", () => {
    expect(conditionValueProblem({ operator: "equals", value: "lots" })).toBeNull();
    expect(conditionValueProblem({ operator: "contains", value: "lots" })).toBeNull();
    expect(conditionValueProblem({ operator: "greater_than", value: "" })).toBeNull();
  });

  it("reads numbers as the engine compares them", () => {
    expect(comparableNumber("12")).toBe(12);
    expect(comparableNumber(" 1e3 ")).toBe(1000);
    expect(comparableNumber("")).toBeNull();
    expect(comparableNumber("Infinity")).toBeNull();
    expect(comparableNumber("lots")).toBeNull();
    // Sums as people write them: a sign or code, and commas that group thousands.
    expect(comparableNumber("$7,500")).toBe(7500);
    expect(comparableNumber("5,000")).toBe(5000);
    expect(comparableNumber("€ 300")).toBe(300);
    expect(comparableNumber("1200 USD")).toBe(1200);
    expect(comparableNumber("$1,234,567.89")).toBe(1234567.89);
    // A comma that groups no thousands is no number to guess at.
    expect(comparableNumber("1,5")).toBeNull();
    expect(comparableNumber("12,34,5")).toBeNull();
  });

  it("is said on the Value field by the schema the editor's form and activation use", () => {
    const config = { field: "amount", operator: "greater_than", value: "lots" };
    const parsed = configSchemaFor(condition).safeParse(config);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["value"]);
    // A draft with it is still saved (stored inactive, saying why).
    expect(configSchemaFor(condition, { draft: true }).safeParse(config).success).toBe(true);
    const problems = workflowProblems(
      { nodes: [{ id: "c", agentTemplateId: "condition", data: { config } }], connections: [] },
      { part: true },
    );
    expect(problems.byNode.c?.some((text) => /must be a number/.test(text))).toBe(true);
  });
});
