/**
 * Plays the blind sales-assistant sets through the real local assistant and grades each answer.
 *   npx tsx evals/assistant/score.ts [set.json ...] [--verbose] [--all]
 * Without files it scores the two held-out sets. One line per miss (and with --all, per item),
 * then the totals per set.
 *
 * An item's conversation is played turn by turn with the earlier turns as history; the LAST reply
 * is graded (a follow-up's answer must stand on its own: "and for a year?" must say the total).
 * The clock is fixed at the day the sets were written, 10:00 in the business's zone.
 *
 * Verdicts:
 * - right: every must_include string present (case-insensitive; money and dates in the site's
 *   formats, "$2,382", "March 17, 2027") and no must_not_include string. An item of the
 *   "unanswerable" category must also decline (say it is not listed, it does not know, or offer a
 *   specialist) and state no figure the item does not back; another item without must_include
 *   must state no such figure;
 * - wrong ("confidently wrong"): a must_not_include string present, or a must_include missing
 *   while the reply answers (states a figure or names an offer) without declining;
 * - declined: a must_include missing, but the reply says what it cannot do, asks, or offers a
 *   specialist, without a must_not_include string.
 * Automatic grading is a first pass: a person reads every miss (and every unbacked figure) and
 * writes down the class in the results file.
 */
import fs from "node:fs";
import path from "node:path";
import { defaultBusinessProfile } from "../../content/business";
import { catalogDollarAmounts } from "../../content/plans";
import { dollarAmounts } from "../../lib/format";
import { createLocalAssistant } from "../../server/assistant/local";
import type { AssistantTurn } from "../../server/assistant/types";

export type BlindItem = {
  id: string;
  category: string;
  conversation: string[];
  expected: string;
  must_include: string[];
  must_not_include: string[];
  source?: string;
};

export type Verdict = "right" | "declined" | "wrong";

export type Scored = {
  item: BlindItem;
  replies: string[];
  verdict: Verdict;
  /** What the grade is based on: missing and forbidden strings, unbacked figures. */
  problems: string[];
  /** Dollar amounts and dates in the last reply that neither the catalog nor the item backs. */
  unbacked: string[];
};

const root = path.resolve(import.meta.dirname, "../..");

export const heldOutSets = [
  "evals/blind-2026-11-25/assistant-heldout.json",
  "evals/blind-2026-11-25/assistant-heldout-2.json",
];

/** The day the sets were written, 10:00 AM in New York. */
export const scoringNow = new Date("2026-11-25T15:00:00Z");

/**
 * A set's "today": the day in its folder's name (`blind-2026-11-27-…`), else the
 * `reference_date` the set itself states, 10:00 in New York.
 */
export function scoringNowFor(file: string): Date {
  const day =
    file.match(/blind-(\d{4}-\d{2}-\d{2})/)?.[1] ??
    (JSON.parse(fs.readFileSync(path.resolve(root, file), "utf8")) as { reference_date?: string })
      .reference_date;
  return day ? new Date(`${day}T15:00:00Z`) : scoringNow;
}

export function loadSet(file: string): BlindItem[] {
  // Each set keeps the shape its blind author wrote: the user turns are `conversation` or `turns`.
  // The set is an array of items, or an object that holds them under `items`.
  type Written = BlindItem & { turns?: string[] };
  const parsed = JSON.parse(fs.readFileSync(path.resolve(root, file), "utf8")) as
    | Written[]
    | { items: Written[] };
  const items = Array.isArray(parsed) ? parsed : parsed.items;
  return items.map(({ turns, ...item }) => ({ ...item, conversation: item.conversation ?? turns ?? [] }));
}

const declines =
  /\b(?:i don'?t know|i do not know|not listed|isn'?t listed|is not listed|aren'?t listed|not published|isn'?t published|no published|don'?t (?:offer|have|list|publish|sell)|do not (?:offer|have|list|publish|sell)|not (?:something|a service) we|can'?t (?:compute|answer|quote|tell|confirm|work out|say)|cannot (?:compute|answer|quote|tell|confirm|work out|say)|could you (?:tell|say|let)|do you mean|which (?:one|plan|offer) do you|specialist|(?:team|specialist) will confirm|not stated|isn'?t stated|not mentioned|no (?:such|\w+ (?:plan|discount|trial|fee|price|office|program))|there is no|there'?s no)\b/i;

const months =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const longDate = new RegExp(`\\b(?:${months}) \\d{1,2}, \\d{4}\\b`, "g");

const offerNames =
  /\b(?:Business (?:Starter|Pro|Elite)|Commercial Website|Smart Web Application|Mobile App Development|Priority (?:Start|Launch|Growth)|GPT-4|GPT-3\.5 Turbo|Claude)\b/;

/** Grades one last reply against an item. */
export function judge(item: BlindItem, reply: string): Omit<Scored, "item" | "replies"> {
  const text = reply.toLowerCase();
  const has = (s: string) => text.includes(s.toLowerCase());
  const problems: string[] = [];
  const missing = item.must_include.filter((s) => !has(s));
  const forbidden = item.must_not_include.filter(has);
  for (const m of missing) problems.push(`missing "${m}"`);
  for (const f of forbidden) problems.push(`has "${f}"`);

  const backing = `${item.expected} ${item.must_include.join(" ")}`;
  const backedAmounts = new Set([...catalogDollarAmounts(), ...dollarAmounts(backing)]);
  const unbacked = [
    ...dollarAmounts(reply)
      .filter((a) => !backedAmounts.has(a))
      .map((a) => `$${a}`),
    ...[...reply.matchAll(longDate)].map((m) => m[0]).filter((d) => !backing.includes(d)),
  ];
  const declined = declines.test(reply);
  const answers = dollarAmounts(reply).length > 0 || offerNames.test(reply) || longDate.test(reply);

  let verdict: Verdict;
  if (forbidden.length) verdict = "wrong";
  else if (item.category === "unanswerable") {
    // The content cannot answer: a reply that answers anyway answered a nearby question.
    if (declined && !unbacked.length) verdict = "right";
    else {
      verdict = answers || unbacked.length ? "wrong" : "declined";
      problems.push(declined ? `states ${unbacked.join(", ")}` : "does not say it is not listed");
    }
  } else if (!item.must_include.length) {
    verdict = unbacked.length ? "wrong" : "right";
    if (unbacked.length) problems.push(`states ${unbacked.join(", ")}`);
  } else if (!missing.length) verdict = "right";
  else verdict = declined || !answers ? "declined" : "wrong";
  return { verdict, problems, unbacked };
}

export function scoreSet(items: BlindItem[], now: Date = scoringNow): Scored[] {
  const assistant = createLocalAssistant({ business: defaultBusinessProfile, now: () => now });
  return items.map((item) => {
    const history: AssistantTurn[] = [];
    const replies: string[] = [];
    for (const message of item.conversation) {
      const { text } = assistant.answer({ sessionId: `blind-${item.id}`, message, history });
      replies.push(text);
      history.push({ role: "user", content: message }, { role: "assistant", content: text });
    }
    return { item, replies, ...judge(item, replies.at(-1) ?? "") };
  });
}

export type Totals = { n: number; right: number; declined: number; wrong: number };

export function totals(scored: Scored[]): Totals {
  const count = (v: Verdict) => scored.filter((s) => s.verdict === v).length;
  return { n: scored.length, right: count("right"), declined: count("declined"), wrong: count("wrong") };
}

const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(1)}%`;

export function report(file: string, scored: Scored[], opts: { verbose: boolean; all: boolean }) {
  const lines: string[] = [];
  for (const s of scored) {
    const flag = s.unbacked.length ? ` [unbacked: ${s.unbacked.join(", ")}]` : "";
    if (s.verdict === "right" && !opts.all && !flag) continue;
    lines.push(
      `${s.item.id} ${s.verdict.toUpperCase()}${s.problems.length ? ` (${s.problems.join("; ")})` : ""}${flag}`,
    );
    if (opts.verbose || s.verdict !== "right") {
      s.item.conversation.forEach((q, i) => {
        lines.push(`   Q: ${q}`);
        lines.push(`   A: ${s.replies[i]!.replace(/\n+/g, " ⏎ ")}`);
      });
      lines.push(`   expected: ${s.item.expected}`);
    }
  }
  const t = totals(scored);
  const withheld = scored.filter((s) => s.replies.some((r) => /can't confirm every figure/.test(r)));
  lines.push(
    `${path.basename(file)}: ${t.right}/${t.n} right (${pct(t.right, t.n)}), ${t.declined} declined/clarified, ${t.wrong} confidently wrong, ${scored.filter((s) => s.unbacked.length).length} with figures the item does not state (read them), ${withheld.length} withheld by the figure check`,
  );
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith("--"));
  const opts = { verbose: args.includes("--verbose"), all: args.includes("--all") };
  for (const file of files.length ? files : heldOutSets) {
    console.log(report(file, scoreSet(loadSet(file), scoringNowFor(file)), opts));
    console.log("");
  }
}
