/** Prints the parse and the outcome of questions: npx tsx evals/assistant/debug.ts "question" ["follow-up"] */
import { defaultBusinessProfile } from "../../content/business";
import { parseBusinessHours } from "../../server/platform/calendar/business-hours";
import { compute, parse } from "../../server/assistant/compute";
import { createLocalAssistant } from "../../server/assistant/local";
import { normalizeText } from "../../server/assistant/normalize";
import type { AssistantTurn } from "../../server/assistant/types";
import { scoringNow } from "./score";

const assistant = createLocalAssistant({ business: defaultBusinessProfile, now: () => scoringNow });
const history: AssistantTurn[] = [];
for (const message of process.argv.slice(2)) {
  const q = parse(normalizeText(message), { year: 2026, month: 11, day: 25 });
  const { offers, named, ...rest } = q;
  console.log("Q:", message);
  console.log("  parse:", JSON.stringify({ offers: offers.map((o) => `${o.family}:${o.id}`), ...rest, constraints: rest.constraints.map((c) => ({ ...c, pattern: undefined })) }));
  const c = compute(normalizeText(message), { now: scoringNow, hours: parseBusinessHours(defaultBusinessProfile.hours), business: defaultBusinessProfile }, history);
  console.log("  compute:", c ? c.kind : "undefined");
  const { text } = assistant.answer({ sessionId: "dbg", message, history });
  console.log("  A:", text.replace(/\n+/g, " ⏎ "));
  history.push({ role: "user", content: message }, { role: "assistant", content: text });
}
