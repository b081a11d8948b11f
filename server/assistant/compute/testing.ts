/**
 * What the engine's tests share: a fixed clock, the catalog's offers by id, and a question put to
 * the engine (`q`, `ask`, `answer`) or to the whole local assistant over several turns (`say`).
 * Expected figures in the tests are computed from the same content, so a price change moves the
 * answer and the expectation together.
 */
import { defaultBusinessProfile } from "../../../content/business";
import {
  aiModelCards,
  chatbotTiers,
  premiumPackages,
  pricingPlans,
  vibeCodingPlans,
} from "../../../content/plans";
import { parseBusinessHours } from "../../platform/calendar/business-hours";
import { createLocalAssistant } from "../local";
import { normalizeText } from "../normalize";
import type { AssistantTurn } from "../types";
import { capitalisedNames, compute, parse } from "./";

export const now = new Date("2026-11-25T15:00:00Z");
export const today = { year: 2026, month: 11, day: 25 };
export const ctx = {
  now,
  hours: parseBusinessHours(defaultBusinessProfile.hours),
  business: defaultBusinessProfile,
};
export const plan = (id: string) => pricingPlans.find((p) => p.id === id)!;
export const vibe = (id: string) => vibeCodingPlans.find((p) => p.id === id)!;
export const tier = (id: string) => chatbotTiers.find((t) => t.id === id)!;
export const pack = (id: string) => premiumPackages.find((p) => p.id === id)!;
export const model = (id: string) => aiModelCards.find((m) => m.id === id)!;

/** The parsed query; `withNames` also hands the parser the message's capitalised names. */
export const parsed = (text: string, { withNames = true } = {}) =>
  parse(normalizeText(text), today, withNames ? capitalisedNames(text) : undefined);

/** The engine's outcome for a question, after earlier visitor turns (answered "…"). */
export function ask(text: string, earlier: string[] = [], { withNames = true } = {}) {
  const history: AssistantTurn[] = earlier.flatMap((content) => [
    { role: "user" as const, content },
    { role: "assistant" as const, content: "…" },
  ]);
  const context = withNames ? { ...ctx, names: capitalisedNames(text) } : ctx;
  return compute(normalizeText(text), context, history);
}

/** The engine's answer text; a question it does not answer fails the test. */
export function answer(text: string, earlier: string[] = [], options = { withNames: true }) {
  const out = ask(text, earlier, options);
  if (out.kind !== "answer" && out.kind !== "unavailable") {
    throw new Error(`"${text}" was not answered by the engine (${out.kind})`);
  }
  return out.text;
}

export const localAssistant = createLocalAssistant({
  business: defaultBusinessProfile,
  now: () => now,
});

/** The local assistant's reply to a message, after earlier turns it answered itself. */
export function say(message: string, earlier: string[] = [], sessionId = "compute-tests") {
  const history: AssistantTurn[] = [];
  for (const content of earlier) {
    const reply = localAssistant.answer({ sessionId, message: content, history }).text;
    history.push({ role: "user", content }, { role: "assistant", content: reply });
  }
  return localAssistant.answer({ sessionId, message, history }).text;
}
