/**
 * A Smart Condition that compares by size ("is greater than", "is less than") compares numbers:
 * a Value that is not one ("lots", "1,200") makes the comparison false on every run, so the
 * step always takes No. The engine compares with `comparableNumber`, and the editor's and the
 * server's checks refuse to activate such a step by the same rule, on the Value field.
 */
import { workflowsPage } from "../content/workflows-page";

const sizeOperators = new Set(["greater_than", "less_than", "at_least", "at_most"]);

/** The number a text reads as for a comparison by size, or null when it is none. */
export function comparableNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/**
 * What is wrong with a condition's Value for its operator, in words; null when nothing is. An
 * empty Value is compared as 0, as it always was.
 */
export function conditionValueProblem(config: Record<string, unknown>): string | null {
  const operator = typeof config.operator === "string" ? config.operator : "";
  const value = typeof config.value === "string" ? config.value.trim() : "";
  if (!sizeOperators.has(operator) || value === "") return null;
  return comparableNumber(value) === null
    ? workflowsPage.editor.conditionValueNotNumber(value)
    : null;
}
