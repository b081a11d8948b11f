/**
 * The accounting of an answer: everything the question states (a period, a count, a volume of
 * conversations, tokens, a budget, a date, a place in an order) must be used by the answer the
 * engine worked out. The parser marks what its recognizers read (what nothing read is
 * `unexplained`), but a recognizer that reads "15k chats a month" into a constraint does not
 * make the evaluation use it: an answer that lists every chatbot plan and prices a build for 6
 * months answers a nearby question. A nearby answer said with confidence is worse than none, so
 * whatever the answer did not use turns it into the clarifying reply.
 */
import type { Offer } from "./catalog";
import { type Day, dayKey, dayText } from "./dates";
import { type Result, satisfies } from "./evaluate";
import type { Query } from "./parse";

/** One thing the question states, as said back to the visitor ("15,000 conversations"). */
export type Stated = {
  said: string;
  value?: number;
  used: (a: Answered) => boolean;
  /** The question to ask back, where one missing figure would let the engine answer. */
  ask?: string;
};

type Answered = {
  text: string;
  numbers: number[];
  amounts: number[];
  dates: string[];
  offers: Offer[];
};

const fmt = (n: number) => n.toLocaleString("en-US");

const countOf = (o: Offer, unit: string): number | null =>
  unit === "workflows"
    ? o.workflows
    : unit === "conversations"
      ? o.conversations
      : unit === "chatbots"
        ? o.chatbots
        : null;

/** The answer states the number, in its working or its text (1,000 or 1000). */
function says(a: Answered, n: number): boolean {
  if (a.numbers.includes(n) || a.amounts.includes(n)) return true;
  const body = a.text.replace(/\n+Sources?: .*$/s, "");
  const forms = [fmt(n), String(n)].map((f) => f.replace(/[.$]/g, "\\$&"));
  return new RegExp(`(?<![\\d.,])(?:${forms.join("|")})(?![\\d]|,\\d)`).test(body);
}

/** The words of the question as written mention the number (a merged follow-up carries others). */
function written(text: string, n: number): boolean {
  const forms = [fmt(n), String(n)];
  if (n >= 1000 && n % 1000 === 0)
    forms.push(`${n / 1000}k`, `${n / 1000} k`, `${n / 1000} thousand`);
  if (n >= 1_000_000 && n % 100_000 === 0)
    forms.push(`${n / 1_000_000} million`, `${n / 1_000_000}m`);
  const low = text.toLowerCase();
  return forms.some((f) =>
    new RegExp(`(?<![\\d.,])${f.replace(/[.$]/g, "\\$&")}(?![\\d]|,\\d)`).test(low),
  );
}

/** What the question states that an answer has to use, with how to tell it did. */
export function stated(q: Query, text: string): Stated[] {
  const out: Stated[] = [];
  for (const c of q.constraints) {
    if (c.kind === "atLeast" && written(text, c.n)) {
      // A need is used when the answer says it or every offer it settles on meets it.
      // "Starter has 5 workflows, right?": a count put forward is used by the answer that
      // corrects it with the offer's own count.
      const checked =
        q.asks.yesNo || q.asks.whether || /\b(?:right|correct|isn'?t it)\s*\?/.test(text);
      const unit = c.unit;
      out.push({
        said: `${fmt(c.n)} ${c.unit}`,
        value: c.n,
        used: (a) =>
          says(a, c.n) ||
          (a.offers.length > 0 && a.offers.every((o) => satisfies(o, c))) ||
          (checked &&
            a.offers.some((o) => {
              const own = countOf(o, unit);
              return own !== null && Number.isFinite(own) && says(a, own);
            })),
      });
    }
    if (c.kind === "budget" && written(text, c.max)) {
      out.push({
        said: `a budget of $${fmt(c.max)}`,
        value: c.max,
        used: (a) =>
          says(a, c.max) || (a.offers.length > 0 && a.offers.every((o) => satisfies(o, c))),
      });
    }
  }
  if (q.tokens !== undefined && written(text, q.tokens)) {
    const t = q.tokens;
    const per = q.tokensPer;
    out.push({
      said: per ? `${fmt(t)} tokens a ${per}` : `${fmt(t)} tokens`,
      value: t,
      used: (a) =>
        (says(a, t) || says(a, t / 1000) || says(a, t / 1_000_000)) &&
        (!per ||
          new RegExp(
            `\\b(?:a|per|each) ${per}\\b|\\b${per === "day" ? "daily" : `${per}ly`}\\b`,
          ).test(a.text)),
      ...(per
        ? {
            ask: `How many ${per}s a month do you use it? Tell me and I'll work out the month at the published price per 1K tokens.`,
          }
        : {}),
    });
  }
  if (q.count !== undefined && q.count > 1 && written(text, q.count)) {
    const n = q.count;
    out.push({
      said: String(n),
      value: n,
      used: (a) => says(a, n) || /\b(?:each|every|per)\b/.test(a.text),
    });
  }
  if (q.months !== undefined && q.months > 1) {
    const m = q.months;
    const years = m % 12 === 0 ? m / 12 : undefined;
    const inWords =
      written(text, m) ||
      (years !== undefined &&
        (years === 1 ? /\b(?:a|one|1) years?\b/ : new RegExp(`\\b${years} years?\\b`)).test(text));
    if (inWords)
      out.push({
        said: years ? `${years === 1 ? "a year" : `${years} years`}` : `${m} months`,
        value: years ?? m,
        used: (a) =>
          says(a, m) ||
          (years !== undefined &&
            (says(a, years) ||
              /\b(?:a|per|each|one|the|first|whole|full) year\b|\byearly\b|\b12-month\b/.test(
                a.text,
              ))),
      });
  }
  // "The second cheapest", "the middle plan": a place in an order picks one offer; an answer
  // about several, or one that does not say the place, answered something else.
  const place = text.match(/\b(second|third|fourth|2nd|3rd|4th|middle)\b/);
  if (place && ((typeof q.rank === "number" && q.rank >= 2) || q.referent === "middle")) {
    const word = place[1]!;
    out.push({
      said: word === "middle" ? "the middle one" : `the ${word} in the order`,
      used: (a) => a.offers.length === 1 || new RegExp(`\\b${word}\\b`, "i").test(a.text),
    });
  }
  // A timeline asked from the day of the request ("I asked yesterday, how long until...") is
  // counted from that day: its steps are the answer, the day only where it starts.
  const fromRequest = q.span !== undefined && q.dates.length === 1;
  for (const d of fromRequest ? [] : q.dates) {
    out.push({ said: dayText(d), used: (a) => usesDay(a, d) });
  }
  return out;
}

function usesDay(a: Answered, d: Day): boolean {
  return a.dates.includes(dayKey(d)) || a.text.includes(dayText(d));
}

/** What the question states that the answer did not use. */
export function unaccounted(q: Query, text: string, result: Result): Stated[] {
  if (result.kind !== "answer") return [];
  return stated(q, text).filter((s) => !s.used(result));
}
