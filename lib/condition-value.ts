/**
 * A Smart Condition that compares by size ("is greater than", "is less than") compares numbers:
 * a Value that is not one ("lots", "1,200") makes the comparison false on every run, so the
 * step always takes No. The engine compares with `comparableNumber`, and the editor's and the
 * server's checks refuse to activate such a step by the same rule, on the Value field.
 */
import { workflowsPage } from "../content/workflows-page";

const sizeOperators = new Set(["greater_than", "less_than", "at_least", "at_most"]);

/**
 * The number a text reads as for a comparison by size, or null when it is none. A sum is written
 * the ordinary way as often as not ("$7,500", "5,000", "€ 300", "1200 USD"): its sign or code and
 * its thousands commas are how it is written, not what it is. A comma that groups no thousands
 * ("1,5") could be a decimal comma or a typo, so it reads as no number rather than a guess.
 */
export function comparableNumber(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/^(?:[A-Z]{0,2}\$|€|£|¥|₹|(?:USD|EUR|GBP|CAD|AUD|BRL|CHF)\s)\s*/i, "")
    .replace(/\s*(?:\$|€|£|USD|EUR|GBP|CAD|AUD|BRL|CHF|dollars?|euros?)$/i, "");
  if (trimmed === "") return null;
  const plain = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(trimmed)
    ? trimmed.replace(/,/g, "")
    : trimmed;
  const n = Number(plain);
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
