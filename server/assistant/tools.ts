/**
 * The tools the LLM path may call (AI SDK): the same query engine as the local assistant
 * (`query_catalog`), arithmetic on figures it already has (`calculate`), and today's date in the
 * business's time zone (`today`). Every figure a tool returns is added to the turn's backing, so
 * the figure check accepts what a tool computed and nothing the model made up.
 */
import { tool } from "ai";
import { z } from "zod";
import type { BusinessProfile } from "../../content/business";
import type { BusinessHours } from "../platform/calendar/business-hours";
import { capitalisedNames, compute, today } from "./compute";
import { dayText, weekdayName } from "./compute/dates";
import { type Backing, backDay, backFigures, backText } from "./figures";
import { normalizeText } from "./normalize";
import type { LocalAssistant } from "./local";

export const catalogToolName = "query_catalog";
export const calculateToolName = "calculate";
export const todayToolName = "today";

/**
 * + − × ÷ and parentheses over decimal numbers ("12 * 397", "(289 - 259) × 12"): a small
 * recursive-descent reader, never `eval`. Throws on anything else.
 */
export function calculate(expression: string): number {
  const text = expression
    .replace(/[$,\s]/g, "")
    .replace(/[×x]/gi, "*")
    .replace(/÷/g, "/")
    .replace(/[−–]/g, "-");
  let i = 0;
  const peek = () => text[i];
  const number = (): number => {
    const m = /^\d+(?:\.\d+)?/.exec(text.slice(i));
    if (!m) throw new Error(`a number expected at "${text.slice(i, i + 10)}"`);
    i += m[0].length;
    return Number(m[0]);
  };
  const factor = (): number => {
    if (peek() === "-") {
      i++;
      return -factor();
    }
    if (peek() === "(") {
      i++;
      const v = sum();
      if (peek() !== ")") throw new Error("a closing parenthesis expected");
      i++;
      return v;
    }
    const v = number();
    if (peek() === "%") {
      i++;
      return v / 100;
    }
    return v;
  };
  const product = (): number => {
    let v = factor();
    while (peek() === "*" || peek() === "/") {
      const op = text[i++];
      const r = factor();
      if (op === "/" && r === 0) throw new Error("division by zero");
      v = op === "*" ? v * r : v / r;
    }
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (peek() === "+" || peek() === "-") {
      const op = text[i++];
      const r = product();
      v = op === "+" ? v + r : v - r;
    }
    return v;
  };
  if (!text || text.length > 200) throw new Error("an expression of at most 200 characters");
  const v = sum();
  if (i !== text.length) throw new Error(`unexpected "${text.slice(i, i + 10)}"`);
  if (!Number.isFinite(v)) throw new Error("not a finite number");
  return Math.round(v * 1e6) / 1e6;
}

export type ToolDeps = {
  business: BusinessProfile;
  hours: BusinessHours;
  now: () => Date;
  local: LocalAssistant;
};

/** The tools for one turn; what they return is added to `backing`. */
export function catalogTools(deps: ToolDeps, backing: Backing) {
  const ctx = () => ({ now: deps.now(), hours: deps.hours, business: deps.business });
  return {
    [catalogToolName]: tool({
      description:
        "Look up or compute from our catalog: prices, regular prices and savings, totals over months or years, sums and differences of plans, the cheapest or most expensive plan for a need (at least N workflows or conversations, a budget, a feature), prices per workflow or per 1K tokens, and trial, refund, notice or pause dates. Ask one self-contained question in plain English, naming the plan, the billing and the period.",
      inputSchema: z.object({ question: z.string().min(1).max(500) }),
      execute: async ({ question }) => {
        const outcome = compute(normalizeText(question), {
          ...ctx(),
          names: capitalisedNames(question),
        });
        if (outcome.kind === "answer" || outcome.kind === "unavailable") {
          backFigures(backing, outcome);
          backText(backing, outcome.text);
          return { status: outcome.kind, answer: outcome.text };
        }
        // Not a computation: the knowledge the local assistant answers from.
        const facts = deps.local.knowledge.retrieve(question, 2).map((c) => c.text);
        for (const f of facts) backText(backing, f);
        const note =
          outcome.kind === "clarify" || outcome.kind === "partial"
            ? "The catalog does not hold part of this question; do not guess it, offer a specialist."
            : undefined;
        return { status: note ? "not-in-catalog" : "facts", note, facts };
      },
    }),
    [calculateToolName]: tool({
      description:
        "Arithmetic on figures you already have from the catalog or a tool (+ - * / and parentheses), e.g. '397 * 12' or '(289 - 259) * 12'. Use it for any figure you state that is not quoted verbatim.",
      inputSchema: z.object({ expression: z.string().min(1).max(200) }),
      execute: async ({ expression }) => {
        try {
          const result = calculate(expression);
          backFigures(backing, { amounts: [result], numbers: [result] });
          return { expression, result };
        } catch (err) {
          return { expression, error: err instanceof Error ? err.message : "not an expression" };
        }
      },
    }),
    [todayToolName]: tool({
      description: `Today's date in the business's time zone (${deps.hours.timeZone}).`,
      inputSchema: z.object({}),
      execute: async () => {
        const day = today(ctx());
        backDay(backing, day);
        backFigures(backing, { numbers: [day.day, day.year] });
        return { date: dayText(day), weekday: weekdayName(day), timeZone: deps.hours.timeZone };
      },
    }),
  };
}
