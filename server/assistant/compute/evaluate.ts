/**
 * The query language's evaluator: a parsed `Query` over the catalog becomes an answer that shows
 * its working ("$197 × 2 = $394"), names its sources, and lists every figure it derived, so the
 * figure check can tell a computed figure from an invented one. A query asking for something the
 * catalog does not hold (a conversation count of an automation plan, a euro price, an extra
 * workflow) is answered with what the catalog says instead, never with a guess.
 */
import type { BusinessProfile } from "../../../content/business";
import { currency } from "../../../content/plans";
import {
  cancellationPolicy,
  pauseEffect,
  refundPolicy,
  servicePolicy,
  supportTargets,
} from "../../../content/policies";
import { formatUsd, lowerFirst, perMonth } from "../../../lib/format";
import type { Source } from "../sources";
import {
  type Family,
  familyLabel,
  inFamily,
  type Offer,
  offerKey,
  offers as catalogOffers,
  pricedFamilies,
} from "./catalog";
import { clockText, type Day, dayKey, dayText, plusDays } from "./dates";
import { developmentTimeline, readSpan, refundTimeline, spanText, sumSpans } from "./durations";
import type { Attribute, Billing, Constraint, CountUnit, PriceOrder, Query } from "./parse";

export type Result = {
  /** "answer": computed; "unavailable": the catalog does not hold what was asked. */
  kind: "answer" | "unavailable";
  text: string;
  sources: Source[];
  /** Every dollar figure the answer states. */
  amounts: number[];
  /** Every other number the answer derived (counts, hours, ratios). */
  numbers: number[];
  /** Every calendar day the answer derived (YYYY-MM-DD). */
  dates: string[];
  /** The offers the answer is about, for a follow-up's "it" or "those". */
  offers: Offer[];
};

export type EvalContext = { today: Day; business: BusinessProfile };

const refundSource: Source = {
  page: "refundPolicy",
  section: "Guarantee",
  anchor: "guarantee",
};
const noticeSource: Source = {
  page: "refundPolicy",
  section: "Cancel or pause",
  anchor: "cancel-or-pause",
};
const supportSource: Source = {
  page: "developmentPolicy",
  section: "Support",
  anchor: "support",
};
const trialSource: Source = {
  page: "aiVibeCoding",
  section: "Plans",
  anchor: "vibe-plans-title",
};
const developmentSource: Source = developmentTimeline.source;
const deletionSource: Source = {
  page: "terms",
  section: "Termination",
  anchor: "termination",
};

/** Rounds away binary noise (0.0025 × 1000) and to cents where a price has a fraction. */
const clean = (n: number) => Math.round(n * 1e6) / 1e6;
const cents = (n: number) => Math.round(n * 100) / 100;

/** Collects the figures an answer states while it is written. */
class Work {
  amounts = new Set<number>();
  numbers = new Set<number>();
  dates = new Set<string>();
  sources: Source[] = [];
  offers: Offer[] = [];
  usd(n: number): string {
    const v = clean(n);
    this.amounts.add(v);
    return formatUsd(v);
  }
  /** Money with cents always shown below $100 when it has a fraction ("$2.50"). */
  /** Set where the amounts a reply lists side by side have cents: each is then said with them. */
  allCents = false;
  money(n: number): string {
    const v = clean(n);
    this.amounts.add(v);
    if (Number.isInteger(v)) return this.allCents ? `${formatUsd(v)}.00` : formatUsd(v);
    return formatUsd(v).replace(/\.(\d)$/, ".$10");
  }
  mo(n: number): string {
    this.amounts.add(clean(n));
    return perMonth(clean(n));
  }
  n(x: number): string {
    const v = clean(x);
    this.numbers.add(v);
    return v.toLocaleString("en-US");
  }
  day(d: Day): string {
    this.dates.add(dayKey(d));
    return dayText(d);
  }
  cite(...offers: Offer[]) {
    for (const o of offers) {
      if (!this.sources.some((s) => JSON.stringify(s) === JSON.stringify(o.source)))
        this.sources.push(o.source);
      if (!this.offers.includes(o)) this.offers.push(o);
    }
  }
  /** Cited as evidence only: not what the answer is about. */
  evidence(...offers: Offer[]) {
    for (const o of offers) this.source(o.source);
  }
  source(s: Source) {
    if (!this.sources.some((x) => JSON.stringify(x) === JSON.stringify(s))) this.sources.push(s);
  }
  result(text: string, kind: Result["kind"] = "answer"): Result {
    return {
      kind,
      text: text.replace(/(^|\n|[.:] |- )the \*\*/g, "$1The **"),
      sources: this.sources,
      amounts: [...this.amounts],
      numbers: [...this.numbers],
      dates: [...this.dates],
      offers: this.offers,
    };
  }
}

/** "Professional" alone could be Business Pro: a chatbot tier is named as one. */
const b = (o: Offer) =>
  o.family === "chatbot" && o.oneTime === null ? `the **${o.name}** chatbot plan` : `**${o.name}**`;
const bm = b;
const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const contact = (ctx: EvalContext) =>
  `call ${ctx.business.phone} or email ${ctx.business.salesEmail}, or I can connect you with a specialist`;

// ---------------------------------------------------------------------------------------------
// Attribute values

/** Per-month price under a billing; null when the offer has none (custom, one-time, no yearly). */
export function monthlyPrice(o: Offer, billing?: Billing): number | null {
  if (billing === "yearly") return o.yearlyPerMonth;
  return o.monthly;
}

/** The lowest / highest per-month price over the billings the offer has. */
const lowest = (o: Offer) => Math.min(...[o.monthly, o.yearlyPerMonth].filter(isNum));
const highest = (o: Offer) => Math.max(...[o.monthly, o.yearlyPerMonth].filter(isNum));
const isNum = (n: number | null): n is number => n !== null && Number.isFinite(n);
/** An offer's price for an order by price: its lowest monthly one, else per 1K tokens or once. */
const rankPrice = (o: Offer): number | null =>
  o.custom
    ? null
    : isNum(o.monthly) || isNum(o.yearlyPerMonth)
      ? lowest(o)
      : (o.per1kTokens ?? o.oneTime);

/** How many of an offer the question asks about ("2 Starter plans"); 1 when not said. */
const qty = (q: Query, o: Offer) => q.quantities[offerKey(o)] ?? 1;

const count = (o: Offer, unit: CountUnit): number | null => o[unit];

const countText = (n: number, unit: string) =>
  n === Number.POSITIVE_INFINITY ? `unlimited ${unit}` : `${n.toLocaleString("en-US")} ${unit}`;

/** "8 custom automated workflows", as the plan card says it. */
function countPhrase(o: Offer, unit: CountUnit): string {
  const n = count(o, unit);
  const singular = unit.replace(/s$/, "");
  const said = o.features.find((f) => new RegExp(`\\b${singular}s?\\b`, "i").test(f));
  if (said) return lowerFirst(said);
  return n === null ? `no stated number of ${unit}` : countText(n, unit);
}

/** "$397/month" or "$289/month billed monthly, or $259/month on the 12-month plan". */
function priceText(w: Work, o: Offer, billing?: Billing): string {
  if (o.custom && o.per1kTokens === null && o.family !== "model") return "custom pricing";
  if (o.family === "model")
    return o.per1kTokens === null ? "custom pricing" : `${w.money(o.per1kTokens)} per 1K tokens`;
  if (o.oneTime !== null) return `${w.usd(o.oneTime)} one-time`;
  if (o.monthly === null) return "no published price";
  if (o.yearlyPerMonth === null) return w.mo(o.monthly);
  if (billing === "yearly") return `${w.mo(o.yearlyPerMonth)} on the 12-month plan`;
  if (billing === "monthly") return `${w.mo(o.monthly)} billed monthly`;
  return `${w.mo(o.monthly)} billed monthly, or ${w.mo(o.yearlyPerMonth)} on the 12-month plan`;
}

// ---------------------------------------------------------------------------------------------
// Policies with a date or a time

function trialCharge(w: Work, q: Query, ctx: EvalContext, offersIn: Offer[]): Result {
  const vibe = offersIn.filter((o) => o.family === "vibe");
  // "A chatbot trial", "a trial of an automation plan": a family named without an offer.
  const familyOffers =
    !offersIn.length && !q.families.includes("vibe")
      ? q.families.flatMap((f) =>
          f === "chatbot" || f === "automation" ? inFamily(f).slice(0, 1) : [],
        )
      : [];
  const other = [...offersIn.filter((o) => o.family !== "vibe"), ...familyOffers];
  if (!vibe.length && other.length) {
    const o = other[0]!;
    w.cite(o);
    if (o.trialDays === 0) {
      return w.result(
        `The ${b(o)} ${familyLabel[o.family]} can be started as a free trial, but its length is not published, so I can't work out the first charge date. A specialist can confirm it: ${contact(ctx)}.`,
        "unavailable",
      );
    }
    return noTrial(w, o, ctx);
  }
  const days = vibe[0]?.trialDays ?? inFamily("vibe")[0]!.trialDays!;
  // "The trial runs out on December 12": that day is the end, its start counted back.
  const ends = q.trialEnds && q.dates.length > 0;
  const start = ends ? plusDays(q.dates[0]!, -days) : (q.dates[0] ?? ctx.today);
  const end = ends ? q.dates[0]! : plusDays(start, days);
  const startText = q.dates.length ? `on ${w.day(start)}` : `today (${w.day(start)})`;
  const billing = q.billing.length === 1 ? q.billing[0] : undefined;
  w.source(trialSource);
  w.n(days);
  const amounts = vibe.map((o) => {
    w.cite(o);
    if (billing)
      return `${b(o)}: ${w.usd(monthlyPrice(o, billing)!)}${billing === "yearly" ? " (the 12-month plan's monthly rate)" : " (monthly billing)"}`;
    return `${b(o)}: ${w.usd(o.monthly!)} on monthly billing, or ${w.usd(o.yearlyPerMonth!)} on the 12-month plan`;
  });
  const charge = amounts.length
    ? ` The first charge is ${amounts.length === 1 ? amounts[0]!.replace(/^\*\*.+?\*\*: /, "") : `\n${amounts.map((a) => `- ${a}`).join("\n")}\n`}, then the same each month.`
    : " After that you are charged monthly.";
  // "...and cancel on March 10": a second date is when the trial is cancelled.
  // "...and cancel 20 days later": a cancellation counted from the start.
  const cancel = q.dates[1] ?? (q.days !== undefined ? plusDays(start, q.days) : undefined);
  const cancelled = cancel
    ? before(cancel, end)
      ? ` Cancelled on ${w.day(cancel)}, before the trial ends, you are not charged.`
      : ` Cancelled on ${w.day(cancel)}, after the trial ended on ${w.day(end)}, the first charge has already been taken.`
    : " Cancel before then and you are not charged.";
  const of = vibe.length ? ` of ${list(vibe.map(b))}` : "";
  if (ends)
    return w.result(
      `Your ${days}-day free trial${of} ends on **${w.day(end)}**, and your card is first charged that day.${charge}${cancelled}`,
    );
  return w.result(
    `A ${days}-day free trial${of} started ${startText} ends on **${w.day(end)}** (${days} days later), and your card is first charged on ${w.day(end)}.${charge}${cancelled}`,
  );
}

function noTrial(w: Work, o: Offer, ctx: EvalContext): Result {
  const vibeDays = inFamily("vibe")[0]!.trialDays!;
  w.n(vibeDays);
  w.n(refundPolicy.riskFreeDays);
  w.source(trialSource);
  w.cite(o);
  return w.result(
    `No free trial is listed for ${b(o)}. The ${vibeDays}-day free trial is for our AI Vibe Coding plans; for ${familyLabel[o.family]}s, the first payment is covered by our ${refundPolicy.riskFreeDays}-day risk-free full refund. A specialist can tell you more: ${contact(ctx)}.`,
    "unavailable",
  );
}

/** The trial's length for the offers asked (AI Vibe Coding's; the one trial that has a length). */
const trialLength = (q: Query) =>
  q.offers.find((o) => o.family === "vibe")?.trialDays ?? inFamily("vibe")[0]!.trialDays!;

/**
 * "If the trial starts on X": the first payment is taken when the trial ends, so what counts
 * from a payment counts from then. The sentence that says so, and the day.
 */
function firstChargeAfterTrial(w: Work, q: Query): { paid: Day; said: string } {
  // "My trial ends on December 12": the day said is the first charge itself, not a start.
  if (q.trialEnds) {
    const paid = q.dates[0]!;
    w.source(trialSource);
    return {
      paid,
      said: `Your free trial ends on ${w.day(paid)}, and your first payment is taken that day. `,
    };
  }
  const start = q.dates[0]!;
  const days = trialLength(q);
  const paid = plusDays(start, days);
  w.n(days);
  w.source(trialSource);
  return {
    paid,
    said: `A ${days}-day free trial started on ${w.day(start)} ends on ${w.day(paid)}, and your first payment is taken that day (${w.day(start)} + ${days} days). `,
  };
}

function refundDate(w: Work, q: Query, ctx: EvalContext): Result {
  const trial = q.fromTrial ? firstChargeAfterTrial(w, q) : undefined;
  const paid = trial?.paid ?? q.dates[0]!;
  const last = plusDays(paid, refundPolicy.riskFreeDays);
  w.n(refundPolicy.riskFreeDays);
  w.source(refundSource);
  for (const o of q.offers) w.cite(o);
  // "...and ask on January 20": a second date is when the refund is asked for.
  const asked = q.dates[1];
  const verdict = asked
    ? before(asked, plusDays(last, 1))
      ? ` Asked on ${w.day(asked)}, you are within the window.`
      : ` Asked on ${w.day(asked)}, you would be after the window, so the full refund no longer applies; a specialist can look at your case.`
    : before(last, ctx.today)
      ? " That day has passed, so the full refund no longer applies; a specialist can look at your case."
      : q.inTime
        ? ` Today, ${w.day(ctx.today)}, you are still within the window.`
        : "";
  // The period the visitor put forward, when it is not ours, is corrected first.
  const corrected =
    q.refundClaim !== undefined
      ? `No, not ${q.refundClaim} days: our refund window is ${refundPolicy.riskFreeDays} days. `
      : "";
  return w.result(
    `${corrected}${trial?.said ?? ""}The full refund applies within ${refundPolicy.riskFreeDays} days of your first payment${q.offers.length ? ` for ${list(q.offers.map(b))}` : ""}: paid on ${w.day(paid)}, you can ask for it until **${w.day(last)}** (${w.day(paid)} + ${refundPolicy.riskFreeDays} days).${verdict} Requests are acknowledged within ${refundPolicy.requestAcknowledged}, and the refund is processed in ${refundPolicy.refundProcessing}.`,
  );
}

/** "A refund after 2 weeks?": the days since payment against the refund window. */
function refundAfter(w: Work, q: Query): Result {
  const limit = refundPolicy.riskFreeDays;
  const days = q.days!;
  w.n(limit);
  w.n(days);
  w.source(refundSource);
  const verdict =
    days <= limit
      ? `${days} days after your first payment is within the window, so you can still ask for it.`
      : `${days} days after your first payment is past the window, so the full refund no longer applies; a specialist can look at your case.`;
  return w.result(
    `The full refund applies within ${limit} days of your first payment. ${verdict} Requests are acknowledged within ${refundPolicy.requestAcknowledged}, and the refund is processed in ${refundPolicy.refundProcessing}.`,
  );
}

/** "If I cancel 10 days into the trial": the days against the trial's length. */
function trialAfter(w: Work, q: Query, ctx: EvalContext): Result {
  const vibe = q.offers.filter((o) => o.family === "vibe");
  const other = q.offers.find((o) => o.family !== "vibe");
  if (!vibe.length && other)
    return other.trialDays === null ? noTrial(w, other, ctx) : trialCharge(w, q, ctx, [other]);
  const length = inFamily("vibe")[0]!.trialDays!;
  const days = q.days!;
  w.n(length);
  w.n(days);
  w.source(trialSource);
  for (const o of vibe) w.cite(o);
  const verdict =
    days < length
      ? `${days} days in, the trial is still running: cancel now and you are not charged.`
      : `After ${days} days the trial has ended (it lasts ${length} days), so the first monthly charge has been taken.`;
  return w.result(
    `The AI Vibe Coding free trial lasts ${length} days, and your card is first charged when it ends. ${verdict}`,
  );
}

/**
 * "If I pay on July 15, when do you start building?": development begins a published number of
 * hours after payment, so on the days that many hours later.
 */
function developmentStart(w: Work, q: Query, ctx: EvalContext): Result | null {
  const span = readSpan(servicePolicy.developmentBegins);
  if (span.unit !== "hour" || span.low % 24 || span.high % 24) return null;
  w.source(developmentSource);
  for (const o of q.offers) w.cite(o);
  if (q.fromTrial) {
    // The pages say when building starts after a payment, not whether it starts in a trial.
    return w.result(
      `Development begins ${servicePolicy.developmentBegins}. During a free trial nothing is paid yet, and our pages don't say whether building starts during the trial, so I won't give a date for it. A specialist can confirm: ${contact(ctx)}.`,
      "unavailable",
    );
  }
  const paid = q.dates[0]!;
  const from = plusDays(paid, span.low / 24);
  const to = plusDays(paid, span.high / 24);
  w.n(span.low);
  w.n(span.high);
  const subject = q.offers.length ? `For ${list(q.offers.map(b))}, development` : "Development";
  return w.result(
    `${subject} begins ${servicePolicy.developmentBegins}: paid on ${w.day(paid)}, work starts between **${w.day(from)}** and **${w.day(to)}** (${span.low}-${span.high} hours later).`,
  );
}

/** Data is deleted within a published number of days after a service ends: the latest day. */
function deletionDate(w: Work, q: Query): Result {
  const days = cancellationPolicy.dataDeletedWithinDays;
  w.n(days);
  w.source(deletionSource);
  if (q.deletionFromNotice) {
    const notice = cancellationPolicy.monthlyNoticeDays;
    const sent = q.dates[0]!;
    const ended = plusDays(sent, notice);
    const by = plusDays(ended, days);
    w.n(notice);
    w.source(noticeSource);
    return w.result(
      `On a monthly plan, cancelling needs ${notice} days' written notice: notice sent on ${w.day(sent)} ends the service on ${w.day(ended)} (${w.day(sent)} + ${notice} days). After termination your data is deleted within ${days} days, except records the law requires us to keep, so by **${w.day(by)}** at the latest (${w.day(ended)} + ${days} days). On an annual plan cancelled early the ${cancellationPolicy.annualEarlyCancel}, so a specialist can confirm its end date. You can ask for an export of your data before then.`,
    );
  }
  const ended = q.dates[0]!;
  const by = plusDays(ended, days);
  return w.result(
    `After termination your data is deleted within ${days} days, except records the law requires us to keep (such as payment records): a service that ends on ${w.day(ended)} has its data deleted by **${w.day(by)}** at the latest (${w.day(ended)} + ${days} days). You can ask for an export of your data before then.`,
  );
}

function pauseDate(w: Work, q: Query): Result {
  const from = q.dates[0]!;
  const months = cancellationPolicy.pauseUpToMonths;
  const d = new Date(Date.UTC(from.year, from.month - 1 + months, from.day));
  const until = {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  };
  w.n(months);
  w.source(noticeSource);
  for (const o of q.offers) w.cite(o);
  const plan = q.offers.length ? list(q.offers.map(b)) : "A plan";
  return w.result(
    `${plan} can be paused for up to ${months} months: paused on ${w.day(from)}, the pause can last until **${w.day(until)}** at the latest (${w.day(from)} + ${months} months). ${pauseEffect}`,
  );
}

const before = (a: Day, b: Day) =>
  a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;

function noticeDate(w: Work, q: Query): Result {
  const days = cancellationPolicy.monthlyNoticeDays;
  if (q.fromTrial) {
    // Cancelled during the trial nothing is charged; notice counts once the plan is paid.
    const trial = firstChargeAfterTrial(w, q);
    const end = plusDays(trial.paid, days);
    w.n(days);
    w.source(noticeSource);
    return w.result(
      `${trial.said}Cancel before then and you are not charged at all. Once the plan is paid, monthly plans need ${days} days' written notice, and billing stops at the end of the notice period: notice given on the day of the first charge, ${w.day(trial.paid)}, ends on **${w.day(end)}** (${w.day(trial.paid)} + ${days} days); the service runs until then.`,
    );
  }
  const sent = q.dates[0]!;
  const end = plusDays(sent, days);
  w.n(days);
  w.source(noticeSource);
  for (const o of q.offers) w.cite(o);
  const plans = q.offers.length ? ` such as ${list(q.offers.map(b))}` : "";
  return w.result(
    `Monthly plans${plans} need ${days} days' written notice, and billing stops at the end of the notice period: notice sent on ${w.day(sent)} ends on **${w.day(end)}** (${w.day(sent)} + ${days} days); the service runs until then.`,
  );
}

/**
 * "Worst case, how long does a refund take in total?": the steps the question spans, their
 * published ranges added unit by unit, and the worst (and best) case.
 */
function spanTotal(w: Work, q: Query): Result {
  const timeline = q.span!.timeline === "refund" ? refundTimeline : developmentTimeline;
  const { steps } = timeline;
  const named = steps.filter((s) => q.span!.steps.includes(s.key));
  const at = (key: string) => steps.findIndex((s) => s.key === key);
  let from = 0;
  let to = steps.length - 1;
  const after = q.span!.after ? at(q.span!.after) : -1;
  if (timeline.key === "refund" && after >= 0) {
    // A step already behind the visitor: from the next step to the last one asked (or the end).
    from = Math.min(after + 1, steps.length - 1);
    const later = named.filter((s) => at(s.key) > after);
    to =
      later.length >= 2 || (later.length === 1 && at(later[0]!.key) === steps.length - 1)
        ? at(later.at(-1)!.key)
        : steps.length - 1;
  } else if (timeline.key === "refund") {
    const last = steps.length - 1;
    if (named.length >= 2) {
      from = at(named[0]!.key);
      to = at(named.at(-1)!.key);
    } else if (named.length === 1) {
      const i = at(named[0]!.key);
      // "Until it is in my account": from the request; "the review": that step, then the rest.
      if (i === last) from = 0;
      else if (i === 0) to = last;
      else from = i;
    }
  }
  const chosen = steps.slice(from, to + 1);
  const totals = sumSpans(chosen.map((s) => s.span));
  for (const t of totals) {
    w.n(t.low);
    w.n(t.high);
  }
  const total = totals
    .map((t) => (t.upTo ? `up to ${spanText({ ...t, low: t.high })}` : spanText(t)))
    .join(" + ");
  const worst = totals.map((t) => spanText({ ...t, low: t.high })).join(" + ");
  const best = totals
    .filter((t) => !t.upTo)
    .map((t) => spanText({ ...t, high: t.low }))
    .join(" + ");
  w.source(timeline.source);
  if (timeline.key === "development") {
    const [start, launch] = chosen;
    return w.result(
      `Development begins ${start!.said}, and ${launch!.label.replace(/ \(.*/, "")} ${/ and /.test(launch!.label) ? "come" : "comes"} on ${launch!.said.toLowerCase()} of the project: ${start!.said.replace(/ after payment$/, "")} + ${launch!.said.toLowerCase()} = **${total}** after payment. Worst case about ${worst}; at best about ${best}. The exact plan is set with you in the discovery and planning phase.`,
    );
  }
  // Only the steps the question spans: the others' ranges would read as part of the answer.
  const lines = chosen.map((s) => `- ${s.label}: ${s.said}`);
  const sum =
    chosen.length > 1
      ? `${chosen.map((s) => s.said.replace(/^within /, "up to ")).join(" + ")} = **${total}**`
      : `**${total}**`;
  const span = `From ${steps[from]!.name} to ${steps[to]!.name}`;
  const bound =
    q.bound === "min"
      ? `At best: ${best}; worst case: ${worst}.`
      : `Worst case: ${worst}${best ? `; at best ${best}` : ""}.`;
  return w.result(
    `${from === 0 && to === steps.length - 1 ? "A refund goes through these steps" : "The steps this covers"}:\n${lines.join("\n")}\n\n${span}: ${sum}. ${bound}${totals.length > 1 ? " Business days do not count weekends or holidays, so they are added apart from calendar days." : ""}`,
  );
}

/**
 * "How many hours longer is the first response for a normal question than for a critical
 * outage?": the two targets in hours and their difference (a target not in hours has none).
 */
function supportGap(w: Work, q: Query): Result | null {
  const [a, b] = q.priorities.map((p) => supportTargets.find((t) => t.priority === p));
  if (!a || !b) return null;
  const which = q.resolution ? "resolution" : "firstResponse";
  const label = which === "resolution" ? "resolution" : "first response";
  const hours = (s: string) => /^(\d+) hours?$/.exec(s)?.[1];
  const [ha, hb] = [hours(a[which]), hours(b[which])];
  if (ha === undefined || hb === undefined) return null;
  w.source(supportSource);
  const [hi, lo] = Number(ha) >= Number(hb) ? [a, b] : [b, a];
  const gap = Math.abs(Number(ha) - Number(hb));
  w.numbers.add(gap);
  return w.result(
    `The ${label} target is ${hi[which]} for ${hi.priority} issues and ${lo[which]} for ${lo.priority} issues: ${hi[which]} − ${lo[which]} = **${gap} hours** longer for ${hi.priority}.`,
  );
}

function supportTimes(w: Work, q: Query): Result | null {
  const name = q.priorities[0] ?? (q.outage ? "Critical" : undefined);
  const target = supportTargets.find((t) => t.priority === name);
  if (!target) return null;
  w.source(supportSource);
  const hours = (s: string) => {
    const m = /^(\d+) hours?$/.exec(s);
    return m ? Number(m[1]) : null;
  };
  const at = q.times[0];
  const when = (s: string) => {
    const h = hours(s);
    if (h === null || at === undefined) return s;
    w.n(h);
    return `${s} (by ${clockText(at + h * 60)})`;
  };
  const zone = q.zone ? ` ${q.zone}` : "";
  const reported = at === undefined ? "" : ` Reported at ${clockText(at)}${zone}:`;
  const around = target.priority === "Critical" ? " Critical issues are handled 24/7." : "";
  // "What priority does that count as?": the priority, with what the policy says it means.
  const why = q.classified
    ? `That counts as **${target.priority}** priority: ${lowerFirst(target.meaning)} `
    : name === target.priority && q.priorities.length
      ? ""
      : `An outage is a ${target.priority} issue. `;
  const resolved =
    hours(target.resolution) !== null
      ? `within ${target.resolution}`
      : target.resolution === "same day"
        ? "the same day"
        : target.resolution;
  // One column of the row asked ("and until it's solved?"): that column alone.
  if (at === undefined && !q.outage && q.followUp && !q.classified && q.resolution !== q.firstAsked)
    return w.result(
      q.resolution
        ? `${why}${target.priority} issues are resolved ${resolved}.`
        : `${why}${target.priority} issues get a first response within ${target.firstResponse}.`,
    );
  return w.result(
    `${why}${target.priority} issues get a first response within ${target.firstResponse} and a resolution ${hours(target.resolution) !== null ? `within ${target.resolution}` : target.resolution === "same day" ? "the same day" : target.resolution}.${at === undefined ? "" : `${reported} first response ${when(target.firstResponse)}, resolution ${hours(target.resolution) !== null ? when(target.resolution) : target.resolution === "same day" ? "the same day" : target.resolution}.`}${around}`,
  );
}

/** "70 minutes (1 hour 10 minutes)": minutes, and hours with minutes from an hour up. */
function minutesText(w: Work, total: number): string {
  const text = `${w.n(total)} minutes`;
  if (total < 60) return text;
  const h = Math.floor(total / 60);
  const m = total % 60;
  w.n(h);
  w.n(m);
  return `${text} (${h} hour${h > 1 ? "s" : ""}${m ? ` ${m} minutes` : ""})`;
}

/** Setup minutes of the chatbot channels asked, added when there are several. */
/**
 * The support each plan named lists, with the response time its listing states. A listing
 * without one says so: the targets by priority are for issues, not a plan's promise.
 */
function planSupport(w: Work, q: Query): Result {
  const lines = q.offers.map((o) => {
    w.cite(o);
    const listed = o.features.filter((f) => /\bsupport\b|\bsla\b/i.test(f));
    if (!listed.length) return `${b(o)} lists no support of its own.`;
    // "SLA" stays as written; "Priority support" reads mid-sentence.
    const said = listed
      .map((f) => (/^\p{Lu}\p{Ll}/u.test(f) ? f.charAt(0).toLowerCase() + f.slice(1) : f))
      .join(" and ");
    // "24/7" says when support is there, not how soon it answers.
    const timed = listed.some((f) => /\bwithin\b/.test(f));
    return `${b(o)} includes ${said}${timed ? "" : "; its listing gives no response time, so I won't guess one"}.`;
  });
  const untimed = q.offers.some(
    (o) => !o.features.some((f) => /\bsupport\b|\bsla\b/i.test(f) && /\bwithin\b/.test(f)),
  );
  if (untimed) {
    w.source(supportSource);
    lines.push(
      "Response targets by the priority of an issue are on the Development Policy page; a specialist can confirm what applies to your plan.",
    );
  }
  return w.result(lines.join("\n"));
}

function setupRange(w: Work): string {
  const minutes = catalogOffers.filter((o) => o.setupMinutes !== null).map((o) => o.setupMinutes!);
  return `${w.n(Math.min(...minutes))}-${w.n(Math.max(...minutes))} minutes`;
}

function channelSetup(w: Work, q: Query): Result {
  const channels = q.offers.filter((o) => o.setupMinutes !== null);
  for (const o of channels) w.cite(o);
  const each = channels.map((o) => `${o.name} ${w.n(o.setupMinutes!)} minutes`);
  if (channels.length === 1) {
    const o = channels[0]!;
    return w.result(
      // The range across channels is what the pages promise; a single channel's minutes alone
      // read as if every channel took that long. Said once: another channel asked next only
      // swaps the minutes.
      `Setting your chatbot up on ${o.id === "website" ? "your website" : o.name} takes about **${w.n(o.setupMinutes!)} minutes**${q.followUp ? "" : ` (setup on a channel takes ${setupRange(w)})`}.`,
    );
  }
  const total = channels.reduce((t, o) => t + o.setupMinutes!, 0);
  return w.result(
    `Setup times by channel: ${each.join(" + ")} = **${minutesText(w, total)}** in total, if they are set up one after another.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Tokens

function tokenCosts(w: Work, q: Query, models: Offer[]): Result {
  // "The cheapest model, and what would 3 million tokens cost on it?": the order picks the
  // model first (custom pricing has no place in it), then the tokens are costed on it alone.
  const order = q.ops.find((o) => o === "cheapest" || o === "dearest");
  const inOrder = models
    .filter((m) => m.per1kTokens !== null)
    .sort((a, c) => a.per1kTokens! - c.per1kTokens!);
  const pick =
    order && inOrder.length > 1 && q.offers.length !== 1
      ? order === "cheapest"
        ? inOrder[0]
        : inOrder.at(-1)
      : undefined;
  const picked = pick
    ? `The ${order === "cheapest" ? "cheapest" : "most expensive"} AI model is ${b(pick)} at ${w.money(pick.per1kTokens!)} per 1K tokens.\n\n`
    : "";
  if (pick) models = [pick];
  const priced = models.filter((m) => m.per1kTokens !== null);
  const tokens = q.tokens!;
  const thousands = clean(tokens / 1000);
  // "GPT-4 $15.00, Claude $7.50": costs side by side, one with cents, all with cents.
  const costs = priced.map((m) => cents(thousands * m.per1kTokens!));
  w.allCents = costs.length > 1 && costs.some((c) => !Number.isInteger(c));
  const lines = priced.map((m) => {
    w.cite(m);
    const cost = cents(thousands * m.per1kTokens!);
    return {
      m,
      cost,
      text: `${b(m)}: ${w.n(thousands)} × ${w.money(m.per1kTokens!)} = ${w.money(cost)}`,
    };
  });
  const custom = models.filter((m) => m.per1kTokens === null);
  let text = `${picked}${w.n(tokens)} tokens is ${w.n(thousands)} × 1K tokens:\n${lines.map((l) => `- ${l.text}`).join("\n")}`;
  if (lines.length === 2 && q.ops.includes("diff")) {
    const [a, c] =
      lines[0]!.cost >= lines[1]!.cost ? [lines[0]!, lines[1]!] : [lines[1]!, lines[0]!];
    text += `\n\nThe difference is ${w.money(a.cost)} − ${w.money(c.cost)} = ${w.money(cents(a.cost - c.cost))}.`;
  }
  // "800k tokens a month, what's that over 6 months?": the monthly cost times the months.
  const over = q.tokensMonthly ? period(q) : null;
  if (over && over.months > 1 && lines.length) {
    const each = lines.map(
      (l) =>
        `${b(l.m)}: ${w.money(l.cost)}/month × ${w.n(over.months)} = **${w.money(cents(l.cost * over.months))}**`,
    );
    text += `\n\nOver ${over.label}:\n${each.map((e) => `- ${e}`).join("\n")}`;
  }
  if (custom.length) text += `\n\n${list(custom.map(b))} has custom pricing.`;
  // "GPT-4 for 100k tokens plus the Starter chatbot for a month": the plans' prices added.
  const plans = q.offers.filter((o) => o.family !== "model" && !o.custom);
  if (plans.length && lines.length === 1) {
    const p = period(q);
    const months = p?.months ?? 1;
    const parts = plans.map((o) => {
      w.cite(o);
      if (o.oneTime !== null)
        return {
          o,
          v: o.oneTime,
          text: `${b(o)} ${w.usd(o.oneTime)} one-time`,
        };
      const m = monthlyPrice(o, billingFor(o, q))!;
      return {
        o,
        v: m * months,
        text:
          months > 1
            ? `${b(o)} ${w.mo(m)} × ${w.n(months)} = ${w.usd(m * months)}`
            : `${b(o)} ${w.mo(m)}`,
      };
    });
    const usage = cents(lines[0]!.cost * (q.tokensMonthly ? months : 1));
    const total = cents(usage + parts.reduce((t, x) => t + x.v, 0));
    // Tokens used every month beside monthly plans: the month's bill, then the period's.
    const monthlyOnly = parts.every((x) => x.o.oneTime === null);
    if (q.tokensMonthly && months > 1 && monthlyOnly) {
      const perMonthPrices = parts.map((x) => x.v / months);
      const month = cents(lines[0]!.cost + perMonthPrices.reduce((t, v) => t + v, 0));
      text += `\n\nWith ${list(parts.map((x) => `${b(x.o)}`))}: per month ${w.money(lines[0]!.cost)} + ${perMonthPrices.map((v) => w.usd(v)).join(" + ")} = **${w.money(month)}/month**; over ${p!.label}: ${w.money(month)} × ${w.n(months)} = **${w.money(cents(month * months))}**.`;
    } else {
      text += `\n\nWith ${list(parts.map((x) => x.text))}${p ? "" : " for a month"}: ${w.money(usage)} + ${parts.map((x) => w.usd(x.v)).join(" + ")} = **${w.money(total)}**.`;
    }
  }
  text += "\n\nUsage is billed at the provider's price per 1,000 tokens.";
  return w.result(text);
}

// ---------------------------------------------------------------------------------------------
// Offer queries

const describeConstraint = (c: Constraint): string => {
  switch (c.kind) {
    case "atLeast":
      return c.over !== undefined
        ? `more than ${c.over.toLocaleString("en-US")} ${c.unit}`
        : `at least ${c.n.toLocaleString("en-US")} ${c.unit}`;
    case "unlimited":
      return `unlimited ${c.unit}`;
    case "budget":
      return `${c.approx ? "about " : "within "}${perMonth(c.max)}`;
    case "feature":
      return c.label;
    case "placement":
      return `the ${c.value} layout`;
  }
};

/** The question's own figures the answer repeats ("at least 5 workflows", "within $300"). */
function declareConstraints(w: Work, constraints: Constraint[]) {
  for (const c of constraints) {
    if (c.kind === "atLeast") w.n(c.over ?? c.n);
    if (c.kind === "budget") w.amounts.add(c.max);
  }
}

export function satisfies(o: Offer, c: Constraint, billing?: Billing): boolean {
  switch (c.kind) {
    case "atLeast": {
      const n = count(o, c.unit);
      return n !== null && n >= c.n;
    }
    case "unlimited":
      return count(o, c.unit) === Number.POSITIVE_INFINITY;
    case "budget": {
      const p = billing ? monthlyPrice(o, billing) : o.monthly === null ? null : lowest(o);
      return p !== null && p <= c.max * (c.approx ? 1.1 : 1);
    }
    case "feature":
      return o.features.some((f) => c.pattern.test(f));
    case "placement":
      return o.placement === c.value;
  }
}

/** The attribute an order ("cheapest", "the most") sorts by. */
function orderKey(
  q: Query,
  op: "cheapest" | "dearest" | "min" | "max",
): { attr: Attribute; unit?: CountUnit } {
  const counts = q.attributes.filter((a): a is CountUnit =>
    ["workflows", "conversations", "chatbots"].includes(a),
  );
  if (q.attributes.includes("perUnit")) return { attr: "perUnit" };
  if (q.attributes.includes("tokenPrice")) return { attr: "tokenPrice" };
  if (op === "min" || op === "max") {
    if (q.attributes.includes("saving")) return { attr: "saving" };
    if (q.attributes.includes("hours")) return { attr: "hours" };
    const unit = counts.find((u) => !q.constraints.some((c) => "unit" in c && c.unit === u));
    if (unit) return { attr: unit, unit };
  }
  return { attr: "price" };
}

function savingPerMonth(o: Offer): number | null {
  if (o.regular !== null && o.monthly !== null) return o.regular - o.monthly;
  if (o.yearlyPerMonth !== null && o.monthly !== null) return o.monthly - o.yearlyPerMonth;
  return null;
}

function sortValue(
  o: Offer,
  attr: Attribute,
  op: string,
  billing?: Billing,
  unit?: CountUnit,
  oneTime = false,
): number | null {
  switch (attr) {
    case "perUnit": {
      const p = billing ? monthlyPrice(o, billing) : o.monthly;
      const n = count(o, unit ?? "workflows");
      return p !== null && n && Number.isFinite(n) ? p / n : null;
    }
    case "tokenPrice":
      return o.per1kTokens;
    case "saving":
      return savingPerMonth(o);
    case "hours":
      return o.hoursPerWeek;
    case "workflows":
    case "conversations":
    case "chatbots":
      return o[attr];
    default: {
      if (o.family === "model") return o.per1kTokens;
      // "The one-off price": a single price, set only against other single prices.
      if (oneTime) return o.oneTime;
      if (o.oneTime !== null && o.family === "premium") return o.oneTime;
      if (billing) return monthlyPrice(o, billing);
      if (o.monthly === null) return null;
      return op === "dearest" ? highest(o) : lowest(o);
    }
  }
}

/** The first offer of a price order ("the cheapest"), over the billings each offer has. */
export function firstBy(pool: Offer[], op: PriceOrder): Offer | undefined {
  // Custom pricing is the top of a line ("our top plan is Business Elite, with custom pricing").
  if (op === "dearest") {
    const top = pool.find((o) => o.custom && o.family !== "model");
    if (top) return top;
  }
  return pool
    .map((o) => ({ o, v: sortValue(o, "price", op) }))
    .filter((x): x is { o: Offer; v: number } => x.v !== null)
    .sort((x, y) => (op === "cheapest" ? x.v - y.v : y.v - x.v))[0]?.o;
}

/** A pool without the offers the question sets aside ("other than Starter", "besides the cheapest"). */
export function withoutExcluded(pool: Offer[], q: Pick<Query, "excluded" | "excludeOps">): Offer[] {
  let out = pool.filter((o) => !q.excluded.includes(o));
  for (const op of q.excludeOps) {
    const first = firstBy(out, op);
    out = out.filter((o) => o !== first);
  }
  return out;
}

function resolvePool(q: Query): { pool: Offer[]; label: string } | null {
  const found = familyOrNamedPool(q);
  if (!found || q.offers.length) return found;
  return { ...found, pool: withoutExcluded(found.pool, q) };
}

function familyOrNamedPool(q: Query): { pool: Offer[]; label: string } | null {
  const unit = q.constraints.find(
    (c): c is Extract<Constraint, { unit: CountUnit }> => "unit" in c,
  );
  // "5,000 conversations" asks the plans that count conversations, whatever else is named.
  const unitOffers = unit ? q.offers.filter((o) => count(o, unit.unit) !== null) : q.offers;
  // "A site where customers pay online: the cheapest build with payment integration?": the
  // product word found an offer, but a feature asked with an order picks from its whole family.
  const fromProductWord = q.offers.length > 0 && q.offers.every((o) => !q.named.includes(o));
  if (
    fromProductWord &&
    q.constraints.some((c) => c.kind === "feature") &&
    q.ops.some((o) => o === "cheapest" || o === "dearest")
  ) {
    const f = q.families[0] ?? q.offers[0]!.family;
    return { pool: inFamily(f), label: familyLabel[f] };
  }
  if (q.offers.length && unitOffers.length) return { pool: q.offers, label: "option" };
  const specific: Family[] = [
    "design",
    "model",
    "example",
    "premium",
    "chatbot",
    "vibe",
    "automation",
  ];
  let families = q.families.filter((f) => f !== "automation" || q.families.length === 1);
  const unitFamily = q.constraints.some((c) => "unit" in c && c.unit === "conversations")
    ? "chatbot"
    : q.constraints.some((c) => "unit" in c && c.unit === "workflows")
      ? "automation"
      : undefined;
  // "A chatbot and 8 workflows": the count says which plans can have it.
  if (unitFamily) families = [unitFamily];
  if (!families.length && q.families.includes("automation")) families = ["automation"];
  // "Which automation saves the most time?": the plans save no published hours, the ready-made
  // automations do.
  if (
    families.length === 1 &&
    families[0] === "automation" &&
    q.attributes.includes("hours") &&
    !unitFamily
  )
    families = ["example"];
  if (families.length) {
    const f = specific.find((x) => families.includes(x))!;
    return { pool: inFamily(f), label: familyLabel[f] };
  }
  if (q.constraints.some((c) => c.kind === "budget")) {
    return {
      pool: [...inFamily("automation"), ...inFamily("vibe"), ...inFamily("chatbot")],
      label: "plan",
    };
  }
  return null;
}

/** How many months a price is multiplied by, and how the answer says it. */
function period(q: Query): { months: number; label: string } | null {
  if (q.months) {
    const years = q.months % 12 === 0 ? q.months / 12 : null;
    return {
      months: q.months,
      label: years
        ? `${years === 1 ? "a year" : `${years} years`} (${q.months} months)`
        : `${q.months} months`,
    };
  }
  if (q.yearWord) return { months: 12, label: "a year (12 months)" };
  return null;
}

/**
 * "How many hours a year is that?": hours saved a week over the years asked (52 weeks a year).
 * A period in months is not turned into weeks: there is no whole number of weeks in a month.
 */
function hoursOver(w: Work, q: Query, weekly: number): string {
  if (q.weeks !== undefined && q.weeks > 1)
    return `; over ${w.n(q.weeks)} weeks that is ${w.n(weekly)} × ${w.n(q.weeks)} = **${w.n(weekly * q.weeks)} hours**`;
  const p = period(q);
  const months = p?.months ?? (q.hoursMonth ? 1 : undefined);
  if (months === undefined) return "";
  // The pages state hours a week and no month; a month is 52 ÷ 12 weeks on average, said as the
  // approximation it is.
  if (months % 12 !== 0) {
    const perMonth = Math.round(((weekly * 52) / 12) * months * 10) / 10;
    const over = months === 1 ? "a month" : `${w.n(months)} months`;
    const year = `${w.n(52)} ÷ ${w.n(12)}`;
    const factor =
      months === 1 ? `${w.n(weekly)} × ${year}` : `${w.n(weekly)} × ${year} × ${w.n(months)}`;
    return `; a month averages ${year} ≈ ${w.n(4.33)} weeks, so over ${over} that is ${factor} = **about ${w.n(perMonth)} hours** (an estimate: the pages give hours a week)`;
  }
  const years = months / 12;
  const weeks = 52 * years;
  return `; over ${years === 1 ? "a year" : `${w.n(years)} years`} that is ${w.n(weekly)} × ${w.n(weeks)} weeks = **${w.n(weekly * weeks)} hours**`;
}

/** One offer's price over a period, or × copies: the working for one line. */
function priceOver(w: Work, o: Offer, q: Query, billing?: Billing): string {
  const p = period(q);
  const copies = q.count && q.count > 1 ? q.count : 1;
  if (o.custom)
    return `${b(o)} has custom pricing, so there is no listed total; for a quote, contact sales`;
  if (o.oneTime !== null) {
    const total = o.oneTime * copies;
    return copies > 1
      ? `${b(o)}: ${w.usd(o.oneTime)} × ${w.n(copies)} = ${w.usd(total)} (one-time)`
      : `${b(o)}: ${w.usd(o.oneTime)} one-time${p ? ", paid once, not monthly" : ""}`;
  }
  const bills: Billing[] = billing
    ? [billing]
    : o.yearlyPerMonth !== null && p && p.months >= 12
      ? ["monthly", "yearly"]
      : ["monthly"];
  const parts = bills.map((bill) => {
    const m = monthlyPrice(o, bill);
    if (m === null) return `no ${bill === "yearly" ? "12-month plan" : "monthly price"}`;
    const factors = [`${w.mo(m)}`];
    let total = m;
    if (p) {
      factors.push(w.n(p.months));
      total *= p.months;
    }
    if (copies > 1) {
      factors.push(w.n(copies));
      total *= copies;
    }
    const how =
      o.yearlyPerMonth === null
        ? ""
        : bill === "yearly"
          ? " on the 12-month plan"
          : " billed monthly";
    return factors.length > 1
      ? `${factors.join(" × ")} = **${w.usd(total)}**${how}`
      : `${w.mo(m)}${how}`;
  });
  let line = `${b(o)}: ${parts.join(", or ")}`;
  if (bills.length === 2 && p) {
    const save = (o.monthly! - o.yearlyPerMonth!) * p.months * copies;
    line += ` (the 12-month plan saves ${w.usd(save)})`;
  }
  return line;
}

function billingFor(o: Offer, q: Query): Billing | undefined {
  if (q.billing.length !== 1) return undefined;
  const bill = q.billing[0]!;
  // Only AI Vibe Coding has a 12-month plan; the other plans are billed monthly.
  if (bill === "yearly" && o.yearlyPerMonth === null) return undefined;
  return bill;
}

function unavailableAttr(w: Work, q: Query, pool: Offer[], ctx: EvalContext): Result | null {
  if (q.attributes.includes("currency")) {
    for (const o of pool) w.cite(o);
    const prices = pool
      .filter((o) => !o.custom)
      .map((o) => `${b(o)} is ${priceText(w, o, billingFor(o, q))}`);
    return w.result(
      `Our prices are published in US dollars (${currency}) only, so I can't quote another currency.${prices.length ? ` ${list(prices)}.` : ""} Your card provider converts the amount if your card is in another currency.`,
      "unavailable",
    );
  }
  if (q.attributes.includes("addOn")) {
    const family = pool[0]?.family ?? "automation";
    // One plan named: its own included count is the context the visitor asked against.
    const named = q.named.length === 1 ? q.named[0]! : undefined;
    if (named && (named.workflows !== null || named.conversations !== null)) {
      w.evidence(named);
      w.cite(named);
      const unit: CountUnit = named.workflows !== null ? "workflows" : "conversations";
      return w.result(
        `We don't publish a price for adding single extras to a plan: our pages don't list one, so I won't guess. ${b(named)} includes ${countPhrase(named, unit)} (${priceText(w, named)}).\n\nFor more than that, a specialist can advise: ${contact(ctx)}.`,
        "unavailable",
      );
    }
    const lines = inFamily(family)
      .filter((o) => o.workflows !== null || o.conversations !== null)
      .map((o) => {
        w.evidence(o);
        const unit: CountUnit = o.workflows !== null ? "workflows" : "conversations";
        return `${b(o)}: ${countPhrase(o, unit)} (${priceText(w, o)})`;
      });
    return w.result(
      `We don't publish a price for adding single extras to a plan. What each plan includes:\n${lines.map((l) => `- ${l}`).join("\n")}\n\nFor more than a plan includes, a specialist can advise: ${contact(ctx)}.`,
      "unavailable",
    );
  }
  return null;
}

function attributeLine(
  w: Work,
  o: Offer,
  attr: Attribute,
  q: Query,
  ctx: EvalContext,
): string | null {
  w.cite(o);
  const bill = billingFor(o, q);
  if (
    (attr === "price" || attr === "saving") &&
    q.billing.includes("yearly") &&
    o.yearlyPerMonth === null &&
    o.monthly !== null
  ) {
    return `${b(o)} is billed monthly only: there is no yearly plan or yearly discount for ${familyLabel[o.family]}s. It is ${w.mo(o.monthly)}${o.regular !== null ? ` (regular price ${w.usd(o.regular)})` : ""}, so a year is 12 × ${w.mo(o.monthly)} = ${w.usd(o.monthly * 12)}`;
  }
  switch (attr) {
    case "price":
      if (o.family === "design")
        return `${b(o)} is one of our chatbot designs (the ${o.placement} layout); no separate price is listed for designs`;
      if (o.family === "example")
        return `${b(o)} is an example automation (it saves about ${w.n(o.hoursPerWeek ?? 0)} hours a week); examples have no price of their own: they are built as workflows of an automation plan`;
      if (period(q) || (q.count && q.count > 1)) return priceOver(w, o, q, bill);
      // A model's price is its price per 1K tokens: said once.
      if (o.family === "model" && q.attributes.includes("tokenPrice")) return null;
      if (o.custom && (o.family !== "model" || o.per1kTokens === null))
        return `${b(o)} has custom pricing, so there is no listed price: contact sales for a quote (${contact(ctx)})`;
      return `${b(o)} is ${priceText(w, o, bill)}${o.regular !== null && o.monthly !== null ? ` (regular price ${w.usd(o.regular)})` : ""}`;
    case "regular":
      if (o.regular === null || o.monthly === null)
        return `${b(o)} has no separate regular price listed: it is ${priceText(w, o, bill)}`;
      if (period(q)) {
        const p = period(q)!;
        // The two totals side by side: their difference is what the visitor weighs.
        return `${b(o)}: at the regular price ${w.mo(o.regular)} × ${w.n(p.months)} = ${w.usd(o.regular * p.months)}; at the limited-time price ${w.mo(o.monthly)} × ${w.n(p.months)} = ${w.usd(o.monthly * p.months)}; the difference is **${w.usd((o.regular - o.monthly) * p.months)}** (${w.mo(o.regular - o.monthly)} × ${w.n(p.months)})`;
      }
      return `${b(o)}'s regular price is ${w.mo(o.regular)}; the limited-time price is ${w.mo(o.monthly)}, ${w.mo(o.regular - o.monthly)} less`;
    case "saving": {
      const p = period(q);
      if (o.regular !== null && o.monthly !== null) {
        const s = o.regular - o.monthly;
        const base = `${b(o)}: ${w.mo(o.regular)} regular − ${w.mo(o.monthly)} limited-time = ${w.mo(s)} saved`;
        return p
          ? `${base}; over ${p.label}: ${w.mo(s)} × ${w.n(p.months)} = **${w.usd(s * p.months)}**`
          : base;
      }
      if (o.yearlyPerMonth !== null && o.monthly !== null) {
        const s = o.monthly - o.yearlyPerMonth;
        const months = p?.months ?? 12;
        const over = months === 12 ? "a year" : `${months} months`;
        // "What would I pay in total over 12 months on the annual plan compared with monthly, and
        // how much do I save?": both billings named for one offer, so the two totals the saving
        // is the difference of, then the saving.
        if (
          q.offers.length === 1 &&
          q.billing.includes("yearly") &&
          q.billing.includes("monthly") &&
          (q.total || q.ops.includes("sum"))
        )
          return `${b(o)} over ${over}: billed monthly ${w.mo(o.monthly)} × ${w.n(months)} = **${w.usd(o.monthly * months)}**; on the 12-month plan ${w.mo(o.yearlyPerMonth)} × ${w.n(months)} = **${w.usd(o.yearlyPerMonth * months)}**; the 12-month plan saves ${w.usd(o.monthly * months)} − ${w.usd(o.yearlyPerMonth * months)} = **${w.usd(s * months)}**`;
        return `${b(o)}: ${w.mo(o.monthly)} billed monthly − ${w.mo(o.yearlyPerMonth)} on the 12-month plan = ${w.mo(s)} less; over ${over}: ${w.mo(s)} × ${w.n(months)} = **${w.usd(s * months)}**`;
      }
      return `${b(o)} has no published saving or discount: it is ${priceText(w, o, bill)}`;
    }
    case "workflows":
    case "conversations":
    case "chatbots": {
      const n = count(o, attr);
      if (n === null)
        return `${b(o)} doesn't list a number of ${attr}${o.family === "automation" && attr === "conversations" ? " (its chatbot's conversations are not counted on the plan card)" : ""}`;
      return `${b(o)} includes ${countPhrase(o, attr)}`;
    }
    case "trial":
      if (o.trialDays === null) return null;
      if (o.trialDays === 0)
        return `${b(o)} can be started as a free trial (its length is not published)`;
      return `${b(o)} starts with a ${w.n(o.trialDays)}-day free trial, then your card is charged monthly`;
    case "features": {
      if (o.family === "design") return attributeLine(w, o, "placement", q, ctx);
      // "What do I get with Starter?" is answered with the plan's card, price first; the same
      // question asked again of another plan ("and the pro?") is answered in the same shape.
      // Asked of the same offer ("...and what does it include?") the price is said already.
      const another =
        q.followUp === true &&
        (q.named.includes(o) ||
          (q.referent !== undefined && q.referent !== "it" && q.referent !== "those"));
      const priced =
        another && pricedFamilies.includes(o.family) && (o.monthly !== null || o.oneTime !== null);
      const regular =
        o.regular !== null && o.monthly !== null ? ` (regular price ${w.mo(o.regular)})` : "";
      return priced
        ? `${b(o)} is ${priceText(w, o, bill)}${regular} and includes: ${o.features.map(lowerFirst).join("; ")}`
        : `${b(o)} includes: ${o.features.map(lowerFirst).join("; ")}`;
    }
    case "perUnit": {
      const unit = q.perUnit ?? "workflows";
      const one = unit.replace(/s$/, "");
      const p = bill ? monthlyPrice(o, bill) : o.monthly;
      const n = count(o, unit);
      if (p === null || !n || !Number.isFinite(n))
        return `${b(o)}: no price per ${one} (${o.custom ? "custom pricing" : n === null ? `no ${one} count` : `unlimited ${unit}`})`;
      // Fractions of a cent matter per conversation: four decimals below a dollar.
      const each = p / n < 1 ? Math.round((p / n) * 10000) / 10000 : cents(p / n);
      return `${b(o)}: ${w.usd(p)} / ${w.n(n)} ${unit} = ${w.money(each)} per ${one} a month`;
    }
    case "tokenPrice":
      return o.per1kTokens === null
        ? `${b(o)} has custom pricing: no price per 1K tokens is published for it. For a quote, ${contact(ctx)}`
        : `${b(o)}: ${w.money(o.per1kTokens)} per 1K tokens`;
    case "hours":
      return o.hoursPerWeek === null
        ? null
        : `${b(o)} saves about ${w.n(o.hoursPerWeek)} hours a week${hoursOver(w, q, o.hoursPerWeek)}`;
    case "placement":
      return o.placement === null
        ? null
        : `${b(o)}: the ${o.placement} layout, ${lowerFirst(o.features[0] ?? "").replace(/\.$/, "")}`;
    default:
      return null;
  }
}

/** Attributes to report, strongest first; "features" only when nothing else is asked. */
function reported(q: Query): Attribute[] {
  const strong = q.attributes.filter((a) => a !== "features");
  const fromConstraints = (a: Attribute) => q.constraints.some((c) => "unit" in c && c.unit === a);
  let attrs = strong.filter((a) => !fromConstraints(a));
  // "and for 6 months?": a period multiplies a price, whatever the last question asked.
  if (!attrs.length && (q.months !== undefined || q.yearWord || (q.count ?? 1) > 1))
    return ["price"];
  // "How much do I save with the limited-time price?": the price word names what is saved on.
  if ((attrs.includes("saving") || attrs.includes("regular")) && !q.paidToo)
    attrs = attrs.filter((a) => a !== "price");
  // What is paid first, then what that saves.
  if (q.paidToo && attrs.includes("price"))
    attrs = ["price", ...attrs.filter((a) => a !== "price")];
  // "How many bots do I get and what's half a year?": a count and a period, the period's price.
  if (
    attrs.length &&
    attrs.every((a) => a === "workflows" || a === "conversations" || a === "chatbots") &&
    q.months !== undefined &&
    q.months > 1
  )
    return [...attrs, "price"];
  if (attrs.length) return attrs;
  if (q.attributes.includes("features")) return ["features"];
  return ["price"];
}

function select(w: Work, q: Query, pool: Offer[], label: string, ctx: EvalContext): Result | null {
  const ops = q.ops.filter((o): o is "cheapest" | "dearest" | "min" | "max" =>
    ["cheapest", "dearest", "min", "max"].includes(o),
  );
  if (!ops.length)
    ops.push(q.ops.includes("diff") && /cheap/.test("cheap") ? "cheapest" : "cheapest");
  const bill = q.billing.length === 1 ? q.billing[0] : undefined;
  const constraints = q.constraints;
  declareConstraints(w, constraints);
  const fits = pool.filter((o) => constraints.every((c) => satisfies(o, c, bill)));
  const why = constraints.map(describeConstraint);
  // "with at least 5 workflows and within $250/month": a budget is not something a plan has.
  const condition = why.length
    ? ` ${list(why.map((d, i) => (constraints[i]!.kind === "budget" ? d : `with ${d}`)))}`
    : "";
  const lines: string[] = [];
  for (const asked of ops) {
    const { attr, unit } = orderKey(q, asked);
    // "The most I'd pay" orders by price: the most expensive.
    const op =
      attr === "price" && asked === "max"
        ? "dearest"
        : attr === "price" && asked === "min"
          ? "cheapest"
          : asked;
    const ranked = fits
      .map((o) => ({
        o,
        v: sortValue(o, attr, op, bill, q.perUnit, q.oneTimeWord),
      }))
      .filter((x): x is { o: Offer; v: number } => x.v !== null)
      .sort((x, y) => (op === "cheapest" || op === "min" ? x.v - y.v : y.v - x.v));
    const unpriced = fits.filter(
      (o) => sortValue(o, attr, op, bill, q.perUnit, q.oneTimeWord) === null,
    );
    if (!ranked.length) {
      if (unpriced.length) {
        for (const o of unpriced) w.cite(o);
        const c = constraints.find((x) => "unit" in x) as { unit: CountUnit } | undefined;
        const shown = unpriced.map((o) => `${b(o)}${c ? ` (${countPhrase(o, c.unit)})` : ""}`);
        const others = c ? pool.filter((o) => !fits.includes(o) && count(o, c.unit) !== null) : [];
        w.evidence(...others);
        const compared =
          others.length && c
            ? ` (${list(others.map((o) => `${b(o)} has ${countText(count(o, c.unit)!, c.unit)}`))}.)`
            : "";
        // Without a figure to order by, custom pricing is the reason only when price is the
        // order and the offers have it; otherwise the figure is not published for them.
        const custom = (attr === "price" || attr === "perUnit") && unpriced.every((o) => o.custom);
        lines.push(
          custom
            ? `Only ${list(shown)} ${unpriced.length > 1 ? "have" : "has"} ${why.length ? list(why) : "that"}, with custom pricing, so there is no listed price: for a quote, ${contact(ctx)}.${compared}`
            : `Our pages don't give that figure for ${list(shown)}, so I can't rank ${unpriced.length > 1 ? "them" : "it"} by it: a specialist can help, ${contact(ctx)}.${compared}`,
        );
        continue;
      }
      lines.push(
        `None of our ${label}s has ${list(why)}.${closest(w, q, pool)} A specialist can look at what you need: ${contact(ctx)}.`,
      );
      continue;
    }
    const place = q.rank === undefined ? 1 : q.rank === "next" ? 2 : q.rank;
    if (ranked.length < place) {
      for (const x of ranked) w.evidence(x.o);
      lines.push(
        `There ${ranked.length === 1 ? "is" : "are"} only ${w.n(ranked.length)} ${label}${ranked.length === 1 ? "" : "s"}${condition} with a listed price: ${list(ranked.map((x) => `${b(x.o)} (${priceText(w, x.o, bill)})`))}.`,
      );
      continue;
    }
    const top = ranked[place - 1]!;
    w.cite(top.o);
    const word0 =
      op === "cheapest"
        ? pool.length === 1
          ? "lowest price"
          : attr === "perUnit"
            ? `cheapest per ${(q.perUnit ?? "workflows").replace(/s$/, "")}`
            : "cheapest"
        : op === "dearest"
          ? "most expensive"
          : op === "max"
            ? "most"
            : "fewest";
    const word = place > 1 ? `${ordinalWords[place] ?? `${place}th`} ${word0}` : word0;
    let line: string;
    if (attr === "price") {
      if (pool.length === 1) {
        line = `The lowest price for ${b(top.o)} is ${lowestText(w, top.o, bill)}`;
      } else if (
        q.products.includes("app") &&
        q.offers.length > 1 &&
        new Set(q.products).size === 1
      ) {
        line = `For an app, the lowest prices are:\n${fits.map((o) => `- ${b(o)}: ${lowestText(w, o, bill)}`).join("\n")}\n`;
        for (const o of fits) w.cite(o);
      } else {
        const price =
          op === "dearest" && !bill && top.o.yearlyPerMonth !== null
            ? `${w.mo(top.o.monthly!)} billed monthly (${w.mo(top.o.yearlyPerMonth)} on the 12-month plan)`
            : op === "cheapest" && !bill && top.o.yearlyPerMonth !== null
              ? lowestText(w, top.o)
              : priceText(w, top.o, bill);
        const unitNote = [
          ...new Set(
            constraints
              .filter((c): c is Extract<Constraint, { unit: CountUnit }> => "unit" in c)
              .map((c) => `, with ${countPhrase(top.o, c.unit)}`),
          ),
        ].join("");
        const aside = setAside(w, q);
        // "Which one's meant for long documents?": one offer has it, so no order was asked.
        // A plan ladder's higher tiers include more than their cards list, so "the only" is said
        // only where offers are side by side (models, automations, designs).
        const only =
          ["model", "example", "design"].includes(top.o.family) &&
          fits.length === 1 &&
          place === 1 &&
          op === "cheapest" &&
          !q.ops.length &&
          constraints.every((c) => c.kind === "feature");
        // "The one-off price of a chatbot with source code": one price of its kind, no order.
        const single = q.oneTimeWord && ranked.length === 1 && place === 1 && !q.ops.length;
        // "...and the cheaper one?" after an answer that named two plans: the order of those
        // plans, said as theirs, not as the line's cheapest.
        const named =
          q.offers.length >= 2 &&
          pool.length === q.offers.length &&
          pool.every((o) => q.offers.includes(o)) &&
          place === 1 &&
          !constraints.length &&
          !unitNote &&
          (op === "cheapest" || op === "dearest");
        if (named) {
          w.evidence(...pool);
          const comparative =
            pool.length === 2
              ? op === "cheapest"
                ? "cheaper"
                : "more expensive"
              : op === "cheapest"
                ? "cheapest"
                : "most expensive";
          const others = ranked.slice(1).map((x) => `${b(x.o)} at ${priceText(w, x.o, bill)}`);
          line = `Of ${list(pool.map(b))}, the ${comparative} is ${b(top.o)} at ${price}${others.length ? ` (against ${list(others)})` : ""}`;
          const second = ranked[1];
          const lowest = (o: Offer) => sortValue(o, "price", "cheapest", bill);
          const [lo, hi] = [lowest(top.o), second ? lowest(second.o) : null];
          if (
            pool.length === 2 &&
            lo !== null &&
            hi !== null &&
            lo !== hi &&
            top.o.monthly !== null &&
            second!.o.monthly !== null &&
            top.o.oneTime === null &&
            second!.o.oneTime === null &&
            (bill || (top.o.yearlyPerMonth === null && second!.o.yearlyPerMonth === null))
          ) {
            const [a, c] = op === "cheapest" ? [hi, lo] : [lo, hi];
            line += `: ${w.mo(Math.max(a, c))} − ${w.mo(Math.min(a, c))} = **${w.mo(Math.abs(a - c))}** ${op === "cheapest" ? "less" : "more"}`;
          }
        } else
          line = only
            ? `${b(top.o)} is the only ${labelFor(label, top.o)}${condition}${aside}, at ${price}${unitNote}`
            : single
              ? `Our one-time ${labelFor(label, top.o)}${condition}${aside} is ${b(top.o)} at ${price}${unitNote}`
              : `The ${word} ${labelFor(label, top.o)}${condition}${aside} is ${b(top.o)} at ${price}${unitNote}`;
        if (place > 1) {
          const ahead = ranked
            .slice(0, place - 1)
            .map((x) => `${b(x.o)} at ${priceText(w, x.o, bill)}`);
          w.evidence(...ranked.slice(0, place - 1).map((x) => x.o));
          line += ` (after ${list(ahead)})`;
        }
        const custom = op === "dearest" ? pool.filter((o) => o.custom && fits.includes(o)) : [];
        const oneTime =
          op === "dearest" ? fits.filter((o) => o.oneTime !== null && o.family !== "premium") : [];
        if (custom.length) {
          for (const o of custom) w.cite(o);
          line = `Our top ${labelFor(label, top.o)} is ${list(custom.map(b))}, with custom pricing. The most expensive one with a published price is ${b(top.o)} at ${price}`;
        } else if (oneTime.length) {
          for (const o of oneTime) w.cite(o);
          line = `The most expensive ${labelFor(label, top.o)} is ${list(oneTime.map((o) => `${b(o)} at ${w.usd(o.oneTime!)} one-time`))}; of the monthly plans, ${b(top.o)} at ${price} is the most expensive`;
        }
      }
    } else if (attr === "perUnit") {
      const one = (q.perUnit ?? "workflows").replace(/s$/, "");
      line = `${b(top.o)} is cheaper per ${one}:\n${ranked.map((x) => `- ${attributeLine(w, x.o, "perUnit", q, ctx)}`).join("\n")}\n`;
      // "...and by how much?": the gap per unit, rounded as each price per unit is shown.
      if (q.ops.includes("diff") && ranked.length === 2) {
        const each = (v: number) => (v < 1 ? Math.round(v * 10000) / 10000 : cents(v));
        const [lo, hi] = [each(ranked[0]!.v), each(ranked[1]!.v)];
        line += `The difference is ${w.money(hi)} − ${w.money(lo)} = **${w.money(clean(hi - lo))}** per ${one}.\n`;
      }
    } else if (unit) {
      const within = constraints.find((c) => c.kind === "budget");
      line = `${within ? `Within ${describeConstraint(within).replace(/^within /, "")}, the` : "The"} ${word} ${unit} you can get is ${countText(top.v, unit)}, with ${b(top.o)} at ${priceText(w, top.o, bill)}`;
    } else if (attr === "saving") {
      const months = period(q)?.months ?? (top.o.yearlyPerMonth !== null ? 12 : 1);
      line = `${b(top.o)} saves the ${op === "min" ? "least" : "most"}: ${attributeLine(w, top.o, "saving", { ...q, months }, ctx)!.replace(/^\*\*.+?\*\*: /, "")}`;
      const others = ranked
        .slice(1)
        .map((x) => `${b(x.o)} ${w.usd(savingPerMonth(x.o)! * months)}`);
      if (others.length) line += `. The others: ${list(others)}`;
    } else if (attr === "tokenPrice") {
      line = `The ${word === "fewest" ? "cheapest" : word} ${labelFor(label, top.o)} is ${b(top.o)} at ${w.money(top.v)} per 1K tokens`;
    } else if (attr === "hours") {
      line = `${b(top.o)} saves the ${op === "min" ? "least" : "most"} time: about ${w.n(top.v)} hours a week${hoursOver(w, q, top.v)}`;
    } else {
      line = `${b(top.o)}: ${top.v}`;
    }
    // Constraint evidence: what the cheaper offers lack.
    const excluded = pool.filter((o) => {
      const v = sortValue(o, attr, op, bill, q.perUnit, q.oneTimeWord);
      const better = op === "cheapest" || op === "min" ? (v ?? 0) < top.v : (v ?? 0) > top.v;
      return !fits.includes(o) && v !== null && better;
    });
    const unitC = constraints.find(
      (c): c is Extract<Constraint, { unit: CountUnit }> => "unit" in c,
    );
    if (unitC && excluded.length && attr === "price") {
      line += ` (${list(excluded.map((o) => `${b(o)} has ${countPhrase(o, unitC.unit).replace(/ custom automated| automated/, "")}`))})`;
      w.evidence(...excluded);
    }
    // Each cheaper offer with the features it lacks (not the first feature asked for all).
    const features = constraints.filter(
      (c): c is Extract<Constraint, { kind: "feature" }> => c.kind === "feature",
    );
    const lacking = excluded
      .map((o) => ({ o, lacks: features.filter((f) => !satisfies(o, f)) }))
      .filter((x) => x.lacks.length);
    if (lacking.length && attr === "price") {
      line += ` (${lacking.map((x) => `${b(x.o)} does not list ${list(x.lacks.map((f) => f.label))}`).join("; ")})`;
      w.evidence(...lacking.map((x) => x.o));
    }
    const budget = constraints.find((c) => c.kind === "budget");
    if (budget && unit) {
      const over = pool.filter((o) => !fits.includes(o) && o.family === top.o.family);
      if (over.length) {
        line += `. ${list(over.map((o) => `${b(o)} (${countText(count(o, unit) ?? 0, unit)}) ${o.custom ? "has custom pricing" : `is ${priceText(w, o, bill)}`}`))}`;
        w.evidence(...over);
      }
    }
    if ((period(q) || (q.count && q.count > 1)) && attr !== "saving")
      line += `.\n${priceOver(w, top.o, q, bill)}`;
    if (q.attributes.includes("features") && !constraints.length) {
      line += `. It includes: ${top.o.features.map(lowerFirst).join("; ")}`;
    }
    lines.push(line.replace(/\n$/, ""));
  }
  return w.result(lines.map((l) => (/[.:)]$/.test(l) ? l : `${l}.`)).join("\n\n"));
}

const ordinalWords: Record<number, string> = {
  2: "second",
  3: "third",
  4: "fourth",
};

/** " other than the **Starter** chatbot plan": what the question set aside, said back. */
function setAside(w: Work, q: Query): string {
  const parts = q.excluded.map((o) => {
    w.evidence(o);
    return b(o);
  });
  for (const op of q.excludeOps)
    parts.push(`the ${op === "cheapest" ? "cheapest" : "most expensive"}`);
  return parts.length ? ` other than ${list(parts)}` : "";
}

function closest(w: Work, q: Query, pool: Offer[]): string {
  const c = q.constraints.find((x): x is Extract<Constraint, { unit: CountUnit }> => "unit" in x);
  if (!c) return "";
  const best = [...pool]
    .filter((o) => count(o, c.unit) !== null)
    .sort((x, y) => count(y, c.unit)! - count(x, c.unit)!)[0];
  if (!best) return "";
  w.evidence(best);
  return ` The most is ${b(best)}, with ${countPhrase(best, c.unit)}.`;
}

const labelFor = (label: string, o: Offer) => (label === "option" ? familyLabel[o.family] : label);

function lowestText(w: Work, o: Offer, bill?: Billing): string {
  if (bill || o.yearlyPerMonth === null) return priceText(w, o, bill);
  return `${w.mo(o.yearlyPerMonth)} on the 12-month plan (${w.mo(o.monthly!)} billed monthly)`;
}

function sum(w: Work, q: Query, pool: Offer[], ctx: EvalContext): Result {
  if (pool.every((o) => o.hoursPerWeek !== null)) {
    for (const o of pool) w.cite(o);
    const total = pool.reduce((t, o) => t + o.hoursPerWeek!, 0);
    return w.result(
      `Together they save about ${pool.map((o) => w.n(o.hoursPerWeek!)).join(" + ")} = **${w.n(total)} hours a week** (${list(pool.map((o) => `${bm(o)} about ${o.hoursPerWeek} hours`))})${hoursOver(w, q, total)}.`,
    );
  }
  const custom = pool.filter((o) => o.custom);
  if (custom.length) {
    for (const o of pool) w.cite(o);
    return w.result(
      `${list(custom.map(bm))} has custom pricing, so I can't give a total. ${pool
        .filter((o) => !o.custom)
        .map((o) => `${bm(o)} is ${priceText(w, o, billingFor(o, q))}.`)
        .join(" ")} For a quote, ${contact(ctx)}.`,
      "unavailable",
    );
  }
  const p = period(q);
  const monthlyOnes = pool.filter((o) => o.oneTime === null);
  const oneTimes = pool.filter((o) => o.oneTime !== null);
  const billings: Array<Billing | undefined> =
    q.billing.length === 1 || !monthlyOnes.some((o) => o.yearlyPerMonth !== null)
      ? [q.billing[0]]
      : ["monthly", "yearly"];
  const blocks: string[] = [];
  for (const bill of billings) {
    const prices = monthlyOnes.map((o) => {
      w.cite(o);
      const use = bill === "yearly" && o.yearlyPerMonth === null ? undefined : bill;
      const each = monthlyPrice(o, use)!;
      return { o, each, n: qty(q, o), v: each * qty(q, o) };
    });
    const how =
      bill === "yearly"
        ? " on the 12-month plans"
        : bill === "monthly" && monthlyOnes.some((o) => o.yearlyPerMonth !== null)
          ? " on monthly billing"
          : "";
    const lines: string[] = [];
    if (prices.length) {
      const perMonthTotal = prices.reduce((t, x) => t + x.v, 0);
      const working =
        prices.length > 1
          ? `${prices.map((x) => (x.n > 1 ? `${w.n(x.n)} × ${w.usd(x.each)}` : w.usd(x.v))).join(" + ")} = **${w.mo(perMonthTotal)}**`
          : `**${w.mo(perMonthTotal)}**`;
      const once = oneTimes.map((o) => {
        w.cite(o);
        return o.oneTime!;
      });
      const onceTotal = once.reduce((t, x) => t + x, 0);
      if (q.firstPayment || (oneTimes.length && !p)) {
        const first = perMonthTotal + onceTotal;
        lines.push(
          `First payment${how}: ${[...prices.map((x) => `${w.usd(x.v)} (${x.o.name}, first month)`), ...oneTimes.map((o) => `${w.usd(o.oneTime!)} (${o.name}, one-time)`)].join(" + ")} = **${w.usd(first)}**${prices.length ? `, then ${w.mo(perMonthTotal)}` : ""}`,
        );
      } else if (!p || prices.length > 1) {
        lines.push(`Per month${how}: ${working}`);
      }
      if (p) {
        const over = perMonthTotal * p.months;
        // A one-time price is paid once, whatever the period: added once, never multiplied.
        lines.push(
          oneTimes.length
            ? `Over ${p.label}${how}: ${w.mo(perMonthTotal)} × ${w.n(p.months)} = ${w.usd(over)}, plus ${oneTimes.map((o) => `${w.usd(o.oneTime!)} (${o.name}, one-time)`).join(" + ")} = **${w.usd(over + onceTotal)}** in total`
            : `Over ${p.label}${how}: ${w.mo(perMonthTotal)} × ${w.n(p.months)} = **${w.usd(over)}**`,
        );
      }
    } else {
      const total = oneTimes.reduce((t, o) => t + o.oneTime!, 0);
      for (const o of oneTimes) w.cite(o);
      lines.push(
        `Total: ${oneTimes.map((o) => w.usd(o.oneTime!)).join(" + ")} = **${w.usd(total)}** (one-time)`,
      );
    }
    blocks.push(lines.join("\n"));
  }
  const saved = q.attributes.includes("saving") ? savingTogether(w, q, monthlyOnes) : "";
  return w.result(`${list(pool.map(bm))} together:\n${blocks.join("\n\n")}${saved}`);
}

/**
 * The saving asked beside a total ("...and how much do we save per year versus monthly
 * billing?"): each offer's published saving per month, added, over the period asked (a year
 * when none is said and a 12-month plan is in it).
 */
function savingTogether(w: Work, q: Query, pool: Offer[]): string {
  const withSaving = pool.filter((o) => savingPerMonth(o) !== null);
  const without = pool.filter((o) => savingPerMonth(o) === null);
  if (!withSaving.length) return "";
  const term = (o: Offer) =>
    o.regular !== null
      ? `(${w.usd(o.regular)} − ${w.usd(o.monthly!)})`
      : `(${w.usd(o.monthly!)} − ${w.usd(o.yearlyPerMonth!)})`;
  const perMonthSaved = withSaving.reduce((t, o) => t + savingPerMonth(o)! * qty(q, o), 0);
  const p = period(q);
  const months = p?.months ?? (withSaving.some((o) => o.yearlyPerMonth !== null) ? 12 : 1);
  const kinds = [
    withSaving.some((o) => o.yearlyPerMonth !== null)
      ? "the 12-month plans against monthly billing"
      : "",
    withSaving.some((o) => o.regular !== null)
      ? "the limited-time prices against the regular prices"
      : "",
  ].filter(Boolean);
  const terms = withSaving.map((o) => (qty(q, o) > 1 ? `${w.n(qty(q, o))} × ${term(o)}` : term(o)));
  const working =
    withSaving.length > 1
      ? `${terms.join(" + ")} = ${withSaving.map((o) => w.usd(savingPerMonth(o)! * qty(q, o))).join(" + ")} = **${w.mo(perMonthSaved)}**`
      : `${terms[0]} = **${w.mo(perMonthSaved)}**`;
  // Each offer's own saving over the period too: "on the app" may be the one asked about.
  const each =
    months > 1 && withSaving.length > 1
      ? ` (${withSaving.map((o) => `${bm(o)} ${w.usd(savingPerMonth(o)! * qty(q, o))} × ${w.n(months)} = ${w.usd(savingPerMonth(o)! * qty(q, o) * months)}`).join("; ")})`
      : "";
  const over =
    months > 1
      ? `, and over ${months === 12 ? "a year" : `${months} months`}: ${w.mo(perMonthSaved)} × ${w.n(months)} = **${w.usd(perMonthSaved * months)}**${each}`
      : "";
  const none = without.length
    ? ` ${list(without.map(bm))} ${without.length > 1 ? "have" : "has"} no published saving.`
    : "";
  return `\n\nSaved with ${list(kinds)}: ${working}${over}.${none}`;
}

function difference(w: Work, q: Query, pool: Offer[], ctx: EvalContext): Result | null {
  const attrs = reported(q).filter((a) => a !== "features");
  const p = period(q);
  // One offer: regular against limited-time price, or monthly against the 12-month plan.
  if (pool.length === 1) {
    const o = pool[0]!;
    w.cite(o);
    if (
      o.regular !== null &&
      o.monthly !== null &&
      (attrs.includes("regular") || attrs.includes("saving"))
    ) {
      const months = p?.months ?? 1;
      const s = o.regular - o.monthly;
      if (months === 1)
        return w.result(
          `${bm(o)}: ${w.mo(o.regular)} regular − ${w.mo(o.monthly)} limited-time = **${w.mo(s)}** less.`,
        );
      return w.result(
        `${bm(o)} over ${p!.label}:\n- at the regular price: ${w.mo(o.regular)} × ${w.n(months)} = ${w.usd(o.regular * months)}\n- at the limited-time price: ${w.mo(o.monthly)} × ${w.n(months)} = ${w.usd(o.monthly * months)}\n\nThe difference is ${w.usd(o.regular * months)} − ${w.usd(o.monthly * months)} = **${w.usd(s * months)}** (${w.mo(s)} × ${w.n(months)}).`,
      );
    }
    if (o.yearlyPerMonth !== null && o.monthly !== null) {
      const d = o.monthly - o.yearlyPerMonth;
      if (!p) {
        return w.result(
          `${bm(o)} is ${w.mo(o.monthly)} billed monthly or ${w.mo(o.yearlyPerMonth)} on the 12-month plan: the 12-month plan is ${w.mo(o.monthly)} − ${w.mo(o.yearlyPerMonth)} = **${w.mo(d)}** less, ${w.mo(d)} × ${w.n(12)} = **${w.usd(d * 12)}** a year.`,
        );
      }
      const months = p.months;
      return w.result(
        `${bm(o)}:\n- billed monthly: ${w.mo(o.monthly)} × ${w.n(months)} = ${w.usd(o.monthly * months)}\n- on the 12-month plan: ${w.mo(o.yearlyPerMonth)} × ${w.n(months)} = ${w.usd(o.yearlyPerMonth * months)}\n\nThe 12-month plan is ${w.mo(d)} less, **${w.usd(d * months)}** over ${months === 12 ? "a year" : `${months} months`}.`,
      );
    }
    return null;
  }
  // "Both on the 12-month plan: how much do I save in a year vs paying monthly?": each offer's
  // saving against that billing, added, not the gap between the two offers.
  if (
    pool.length > 1 &&
    attrs.includes("saving") &&
    q.billing.length &&
    !q.instead &&
    pool.every((o) => o.yearlyPerMonth !== null && o.monthly !== null)
  ) {
    w.cite(...pool);
    const months = q.months ?? (q.yearWord ? 12 : undefined);
    const saved = savingTogether(w, { ...q, months }, pool);
    if (saved) return w.result(`${list(pool.map(bm))}:${saved}`);
  }
  if (pool.length !== 2) return null;
  const [x, y] = pool as [Offer, Offer];
  w.cite(x, y);
  const lines: string[] = [];
  // A language model's price is its price per 1K tokens.
  const models = x.family === "model" && y.family === "model";
  const asked = (attrs.length ? attrs : ["price" as Attribute])
    .map((a) => (models && a === "price" ? ("tokenPrice" as Attribute) : a))
    // "Other than price": no price line.
    .filter(
      (a) =>
        !q.withoutPrice || !["price", "saving", "regular", "tokenPrice", "perUnit"].includes(a),
    );
  for (const attr of [...new Set(asked)]) {
    if (attr === "workflows" || attr === "conversations" || attr === "chatbots") {
      const a = count(x, attr);
      const c = count(y, attr);
      if (a === null || c === null || !Number.isFinite(a) || !Number.isFinite(c)) {
        lines.push(
          `${bm(x)} includes ${countPhrase(x, attr)}; ${bm(y)} includes ${countPhrase(y, attr)}.`,
        );
        continue;
      }
      const [hi, lo] = a >= c ? [x, y] : [y, x];
      lines.push(
        `${bm(hi)} has ${w.n(count(hi, attr)!)} − ${w.n(count(lo, attr)!)} = **${w.n(Math.abs(a - c))} more ${attr}** than ${bm(lo)}.`,
      );
      continue;
    }
    if (attr === "tokenPrice") {
      if (x.per1kTokens === null || y.per1kTokens === null) return null;
      const [hi, lo] = x.per1kTokens >= y.per1kTokens ? [x, y] : [y, x];
      lines.push(
        `${q.asks.which ? `${bm(lo)} is cheaper. ` : ""}${bm(hi)} costs ${w.money(hi.per1kTokens!)} per 1K tokens, ${w.money(hi.per1kTokens!)} − ${w.money(lo.per1kTokens!)} = **${w.money(clean(hi.per1kTokens! - lo.per1kTokens!))}** more than ${bm(lo)} (${w.money(lo.per1kTokens!)}).`,
      );
      continue;
    }
    if (attr !== "price" && attr !== "saving" && attr !== "regular" && attr !== "perUnit") continue;
    if (attr === "perUnit") {
      return select(w, { ...q, ops: ["cheapest", "diff"] }, pool, "option", ctx);
    }
    // Prices: each offer under its own billing (only AI Vibe Coding has a 12-month plan).
    if (x.custom || y.custom) {
      const custom = x.custom ? x : y;
      const other = custom === x ? y : x;
      lines.push(
        `${bm(custom)} has custom pricing, so I can't compute a difference; ${bm(other)} is ${priceText(w, other, billingFor(other, q))}.`,
      );
      continue;
    }
    // A price paid once against a monthly one: compared over the period asked, never as if the
    // one-time price were monthly.
    if ((x.oneTime === null) !== (y.oneTime === null)) {
      const once = x.oneTime !== null ? x : y;
      const monthlyOne = once === x ? y : x;
      const m = monthlyPrice(monthlyOne, billingFor(monthlyOne, q));
      if (m === null) continue;
      if (!p) {
        lines.push(
          `${bm(monthlyOne)} is ${w.mo(m)} and ${bm(once)} is ${w.usd(once.oneTime!)} one-time, paid once: tell me over how many months to compare them and I'll work out the totals.`,
        );
        continue;
      }
      const total = m * p.months * qty(q, monthlyOne);
      const paidOnce = once.oneTime! * qty(q, once);
      const [hi, lo, hv, lv] =
        total >= paidOnce
          ? [monthlyOne, once, total, paidOnce]
          : [once, monthlyOne, paidOnce, total];
      const d = hv - lv;
      const said = `Over ${p.label}: ${bm(monthlyOne)} ${w.mo(m)} × ${w.n(p.months)} = ${w.usd(total)}; ${bm(once)} ${w.usd(paidOnce)} one-time.`;
      lines.push(
        d === 0
          ? `${said} They cost the same.`
          : `${said} ${hi === monthlyOne ? `${p.label.replace(/ \(.*\)$/, "").replace(/^a /, "The ")} of ${bm(hi)}` : bm(hi)} costs ${w.usd(hv)} − ${w.usd(lv)} = **${w.usd(d)}** more than ${bm(lo)}.`,
      );
      continue;
    }
    const both = q.billing.length !== 1 && x.yearlyPerMonth !== null && y.yearlyPerMonth !== null;
    const variants: Array<Billing | undefined> = both ? ["monthly", "yearly"] : [undefined];
    for (const v of variants) {
      const unitPrice = (o: Offer) => {
        if (o.oneTime !== null) return o.oneTime;
        const bill = v ?? billingFor(o, q);
        return monthlyPrice(o, bill);
      };
      // "2 Starter plans or 1 Pro plan": each side times its quantity.
      const price = (o: Offer) => {
        const each = unitPrice(o);
        return each === null ? null : each * qty(q, o);
      };
      const shown = (o: Offer, n: number) =>
        qty(q, o) > 1
          ? `${w.n(qty(q, o))} × ${w.usd(unitPrice(o)!)} = ${unit ? w.mo(n) : w.usd(n)}`
          : unit
            ? w.mo(n)
            : w.usd(n);
      const a = price(x);
      const c = price(y);
      if (a === null || c === null) continue;
      const [hi, lo] = a >= c ? [x, y] : [y, x];
      const hv = Math.max(a, c);
      const lv = Math.min(a, c);
      const d = hv - lv;
      const unit = hi.oneTime !== null && lo.oneTime !== null ? "" : "/month";
      const tag = (o: Offer) => {
        if (o.oneTime !== null) return "one-time";
        const bill = v ?? billingFor(o, q);
        return o.yearlyPerMonth === null
          ? ""
          : bill === "yearly"
            ? "on the 12-month plan"
            : "billed monthly";
      };
      const money = (n: number) => (unit ? w.mo(n) : w.usd(n));
      const many = (o: Offer) => (qty(q, o) > 1 ? `${w.n(qty(q, o))} × ${bm(o)}` : bm(o));
      const label = v ? `${v === "yearly" ? "On the 12-month plans" : "On monthly billing"}: ` : "";
      const which =
        q.asks.which || /cheaper/.test(q.leftovers.join(" ")) ? `${bm(lo)} is cheaper. ` : "";
      let line = `${label}${which.replace(bm(lo), many(lo))}${many(hi)} (${shown(hi, hv)}${tag(hi) ? ` ${tag(hi)}` : ""}) costs ${money(hv)} − ${money(lv)} = **${money(d)}** more than ${many(lo)} (${shown(lo, lv)}${tag(lo) ? ` ${tag(lo)}` : ""})`;
      if (p && unit) {
        line = `${label}${which}Over ${p.label}: ${bm(hi)} ${w.mo(hv)} × ${w.n(p.months)} = ${w.usd(hv * p.months)}; ${bm(lo)} ${w.mo(lv)} × ${w.n(p.months)} = ${w.usd(lv * p.months)}. The difference is **${w.usd(d * p.months)}** (${w.mo(d)} × ${w.n(p.months)})`;
      }
      lines.push(`${line}.`);
    }
  }
  if ((!q.attributes.length || q.withoutPrice) && x.family === y.family) {
    // "What's the difference between Starter and Pro?": the price gap, and what each includes.
    for (const unit of ["workflows", "conversations"] as CountUnit[]) {
      const [cx, cy] = [count(x, unit), count(y, unit)];
      if (cx !== null && cy !== null) {
        lines.push(
          `${bm(x)} includes ${countText(cx, unit)}; ${bm(y)} includes ${countText(cy, unit)}.`,
        );
      }
    }
    const only = (a: Offer, c: Offer) =>
      a.features.filter((f) => !c.features.includes(f) && !/workflows?$|conversations?$/i.test(f));
    for (const [a, c] of [
      [x, y],
      [y, x],
    ] as const) {
      const extra = only(a, c);
      if (extra.length) lines.push(`Only ${bm(a)}: ${extra.map(lowerFirst).join("; ")}.`);
    }
  }
  if (!lines.length) return null;
  return w.result(lines.join("\n"));
}

function ratio(w: Work, pool: Offer[]): Result | null {
  if (pool.length !== 2) return null;
  const [x, y] = pool as [Offer, Offer];
  const value = (o: Offer) => o.per1kTokens ?? o.oneTime ?? o.monthly;
  const a = value(x);
  const c = value(y);
  if (a === null || c === null || !a || !c) return null;
  w.cite(x, y);
  const [hi, lo, hv, lv] = a >= c ? [x, y, a, c] : [y, x, c, a];
  const r = Math.round((hv / lv) * 100) / 100;
  const unit = x.per1kTokens !== null ? " per 1K tokens" : "";
  return w.result(
    `${bm(hi)} (${w.money(hv)}${unit}) costs ${w.money(hv)} ÷ ${w.money(lv)} = **${w.n(r)} times** as much as ${bm(lo)} (${w.money(lv)}${unit})${r === 2 ? ": twice as expensive" : ""}.`,
  );
}

function onlyIn(w: Work, pool: Offer[]): Result | null {
  if (pool.length < 2) return null;
  const [subject, other] = pool as [Offer, Offer];
  w.cite(subject, other);
  const extra = subject.features.filter((f) => !other.features.includes(f));
  const text = extra.length
    ? `${bm(subject)} (${priceText(w, subject)}) includes what ${bm(other)} (${priceText(w, other)}) does not list:\n${extra.map((f) => `- ${f}`).join("\n")}`
    : `${bm(subject)} includes nothing that ${bm(other)} does not also list.`;
  return w.result(text);
}

/**
 * "The price gap between the most and the least expensive": the cheapest and the most expensive
 * offer with a price of one kind (monthly plans, or one-time prices), and the difference.
 */
function endsDifference(w: Work, q: Query, pool: Offer[], ctx: EvalContext): Result | null {
  // "Which saves the most time, and how many more hours than the one that saves the least?"
  if (q.attributes.includes("hours")) {
    const timed = pool
      .filter((o) => o.hoursPerWeek !== null)
      .sort((a, b) => b.hoursPerWeek! - a.hoursPerWeek!);
    const [most, least] = [timed[0], timed.at(-1)];
    if (!most || !least || most === least) return null;
    w.cite(most, least);
    const gap = most.hoursPerWeek! - least.hoursPerWeek!;
    return w.result(
      `${b(most)} saves the most time, about ${w.n(most.hoursPerWeek!)} hours a week; ${b(least)} saves the least, about ${w.n(least.hoursPerWeek!)} hours a week. The difference is ${w.n(most.hoursPerWeek!)} − ${w.n(least.hoursPerWeek!)} = **${w.n(gap)} hours** a week.`,
    );
  }
  const bill = q.billing.length === 1 ? q.billing[0] : undefined;
  const fits = pool.filter((o) => q.constraints.every((c) => satisfies(o, c, bill)));
  // One kind of price: a one-time build is not compared with a monthly plan.
  const monthly = fits.filter((o) => o.oneTime === null || o.family === "premium");
  const kind = monthly.some((o) => o.oneTime === null)
    ? monthly.filter((o) => o.oneTime === null)
    : monthly;
  const cheap = firstBy(kind, "cheapest");
  const dear = firstBy(kind, "dearest");
  if (!cheap || !dear || cheap === dear) return null;
  const diff = difference(w, { ...q, ops: ["diff"], attributes: ["price"] }, [dear, cheap], ctx);
  if (!diff) return null;
  const left = fits.filter((o) => !kind.includes(o) || o.custom);
  for (const o of left) w.evidence(o);
  const note = left.length
    ? `\n\n${list(left.map((o) => `${b(o)} (${priceText(w, o, bill)})`))} ${left.length > 1 ? "are" : "is"} not counted: ${left.every((o) => o.custom) ? "custom pricing has no listed price" : "a one-time price is not a monthly one"}.`
    : "";
  const which = left.some((o) => o.custom)
    ? " with a listed price"
    : left.length
      ? " of the monthly plans"
      : "";
  return w.result(
    `The cheapest is ${b(cheap)} and the most expensive${which} ${b(dear)}.\n${diff.text}${note}`,
  );
}

/** "The cheapest plan overall": the order in each product line. */
function selectAcross(w: Work, q: Query, ctx: EvalContext): Result {
  const families: Family[] = ["automation", "vibe", "chatbot", "premium"];
  const texts = families.flatMap((f) => {
    const r = select(w, { ...q, families: [f] }, inFamily(f), familyLabel[f], ctx);
    return r ? [r.text] : [];
  });
  // "The absolute cheapest thing you sell with a monthly price": one winner among the monthly
  // prices (a one-time price is not set against a monthly one).
  const dearest = q.ops.includes("dearest");
  const bill = q.billing.length === 1 ? q.billing[0] : undefined;
  const monthly = families
    .flatMap((f) => inFamily(f))
    .filter((o) => o.monthly !== null && !o.custom)
    .map((o) => ({
      o,
      v: bill ? (monthlyPrice(o, bill) ?? o.monthly!) : lowest(o),
    }))
    .sort((x, y) => (dearest ? y.v - x.v : x.v - y.v));
  const top = monthly[0];
  const overall =
    top &&
    q.ops.filter((o) => o === "cheapest" || o === "dearest").length === 1 &&
    !q.constraints.length
      ? `\n\nOf everything with a monthly price, the ${dearest ? "highest" : "lowest"} is ${b(top.o)} at ${w.mo(top.v)}.`
      : "";
  return w.result(`By product line:\n${texts.map((t) => `- ${t}`).join("\n")}${overall}`);
}

/** An offer and the cheapest monthly offer of another line, at their lowest, against a budget. */
function budgetPair(w: Work, a: Offer, family: Family, max: number): Result | null {
  const other = inFamily(family)
    .filter((o) => o.monthly !== null && !o.custom)
    .sort((x, y) => lowest(x) - lowest(y))[0];
  if (a.monthly === null || a.custom || !other) return null;
  w.cite(a);
  w.cite(other);
  w.amounts.add(max);
  const [la, lb] = [lowest(a), lowest(other)];
  const total = la + lb;
  const how = (o: Offer, v: number) =>
    `${b(o)} at ${w.mo(v)}${o.yearlyPerMonth === v ? " on the 12-month plan" : ""}`;
  const monthly = a.monthly + other.monthly!;
  const fits = total <= max;
  const verdict = fits
    ? `that fits your ${w.mo(max)} budget, ${w.usd(max - total)} under it`
    : `${w.usd(total - max)} over your ${w.mo(max)} budget`;
  w.amounts.add(total);
  w.amounts.add(Math.abs(max - total));
  w.amounts.add(monthly);
  const onMonthly =
    monthly !== total
      ? ` On monthly billing it is ${w.usd(a.monthly)} + ${w.usd(other.monthly!)} = ${w.mo(monthly)}.`
      : "";
  return w.result(
    `The lowest combination is ${how(a, la)} + ${how(other, lb)} = **${w.mo(total)}**: ${verdict}.${onMonthly}`,
  );
}

/** Every offer whose lowest monthly price fits a budget, by family. */
function withinBudget(w: Work, q: Query, pool: Offer[], ctx: EvalContext): Result {
  declareConstraints(w, q.constraints);
  const budget = q.constraints.find((c) => c.kind === "budget") as Extract<
    Constraint,
    { kind: "budget" }
  >;
  const bill = q.billing.length === 1 ? q.billing[0] : undefined;
  const fits = pool.filter((o) => q.constraints.every((c) => satisfies(o, c, bill)));
  if (!fits.length) {
    // Say which part does not fit: the budget, or what must come with it.
    const others = q.constraints.filter((c) => c.kind !== "budget");
    const closestFit = [...pool]
      .filter((o) => o.monthly !== null && others.every((c) => satisfies(o, c, bill)))
      .sort((x, y) => lowest(x) - lowest(y))[0];
    if (closestFit) w.cite(closestFit);
    const wanted = others.length ? ` with ${list(others.map(describeConstraint))}` : "";
    w.amounts.add(budget.max);
    return w.result(
      `None of our plans${wanted} fits ${w.mo(budget.max)}.${closestFit ? ` The lowest price${wanted} is ${b(closestFit)} at ${lowestText(w, closestFit, bill)}.` : ""} A specialist can look at what you need: ${contact(ctx)}.`,
    );
  }
  w.amounts.add(budget.max);
  const families = [...new Set(fits.map((o) => o.family))];
  const blocks = families.map((f) => {
    const lines = fits
      .filter((o) => o.family === f)
      .map((o) => {
        w.cite(o);
        const extra =
          o.workflows !== null
            ? `, ${countPhrase(o, "workflows")}`
            : o.conversations !== null
              ? `, ${countPhrase(o, "conversations")}`
              : "";
        return `- ${b(o)}: ${bill ? priceText(w, o, bill) : lowestText(w, o)}${extra}`;
      });
    return `${familyLabel[f].replace(/^./, (c) => c.toUpperCase())}s:\n${lines.join("\n")}`;
  });
  return w.result(
    `For ${budget.approx ? "about " : "up to "}${perMonth(budget.max)} you can get:\n\n${blocks.join("\n\n")}`,
  );
}

/** Savings asked without an offer: the published ones, and no other discount. */
function savingsOverview(w: Work, q: Query, ctx: EvalContext): Result {
  const limited = inFamily("automation").filter((o) => savingPerMonth(o) !== null);
  const yearly = inFamily("vibe");
  w.evidence(...limited, ...yearly);
  const lines = [
    ...limited.map(
      (o) =>
        `- ${b(o)}: ${w.mo(o.monthly!)} instead of ${w.mo(o.regular!)}, ${w.mo(savingPerMonth(o)!)} less (a limited-time price that stays yours while you keep the plan)`,
    ),
    ...yearly.map(
      (o) =>
        `- ${b(o)}: ${w.mo(o.yearlyPerMonth!)} on the 12-month plan instead of ${w.mo(o.monthly!)}, ${w.usd(savingPerMonth(o)! * 12)} a year`,
    ),
  ];
  const asked = [
    ...q.leftovers,
    ...(q.months ? [`paying ${q.months} months`] : []),
    ...(q.firstPayment ? ["upfront"] : []),
  ];
  return w.result(
    `We don't list ${asked.length ? `a discount for ${asked.join(" ")}` : "other discounts"}; prices are fixed as published. The savings we do publish:\n${lines.join("\n")}\n\nA specialist can confirm anything else: ${contact(ctx)}.`,
    "unavailable",
  );
}

/**
 * "A chatbot on all channels (the Professional chatbot plan) and a Commercial Website: what's
 * that per month together?": a feature said beside a named offer that lists it describes that
 * offer, so with several offers added up and no yes-or-no asked, the sum is the question.
 */
function describesNamed(q: Query): boolean {
  if (!q.ops.includes("sum") || q.named.length < 2 || q.asks.whether || q.asks.features)
    return false;
  return q.constraints.every(
    (c) => c.kind !== "feature" || q.named.some((o) => o.features.some((x) => c.pattern.test(x))),
  );
}

function hasFeature(w: Work, q: Query, pool: Offer[], ctx: EvalContext): Result {
  const features = q.constraints.filter(
    (c): c is Extract<Constraint, { kind: "feature" }> => c.kind === "feature",
  );
  const lists = (o: Offer, f: (typeof features)[number]) =>
    o.features.find((x) => f.pattern.test(x));
  const counts = q.constraints.filter(
    (c): c is Extract<Constraint, { kind: "atLeast" }> => c.kind === "atLeast",
  );
  declareConstraints(w, counts);
  // Every count said of an offer is one the catalog holds.
  const counted = (o: Offer, unit: CountUnit) => {
    const n = count(o, unit);
    if (n !== null && Number.isFinite(n)) w.n(n);
    return countPhrase(o, unit);
  };
  const fitting = pool.filter(
    (o) => features.every((f) => lists(o, f)) && counts.every((c) => satisfies(o, c)),
  );
  const lines: string[] = [];
  if (pool.length > 1 && fitting.length && fitting.length < pool.length) {
    // "An online store where customers log in and pay by card": the offer that has it all.
    for (const o of fitting) {
      w.cite(o);
      lines.push(`${b(o)} includes ${list(features.map((f) => lowerFirst(lists(o, f)!)))}.`);
    }
    for (const o of pool.filter((x) => !fitting.includes(x))) {
      w.evidence(o);
      const lacks = features.filter((f) => !lists(o, f)).map((f) => f.label);
      lines.push(`${b(o)} does not list ${list(lacks)}.`);
    }
  } else {
    for (const o of pool) {
      w.cite(o);
      for (const f of features) {
        const has = lists(o, f);
        lines.push(
          has
            ? `Yes: ${b(o)} includes ${lowerFirst(has)}.`
            : `No: ${b(o)} does not list ${f.label} (it includes ${o.features.map(lowerFirst).join("; ")}).`,
        );
      }
      // "5,000 chats a month on WhatsApp: is Starter enough?": a count said beside the channel
      // is checked too, or the "Yes" of the channel would answer for both.
      for (const c of counts) {
        const covers = satisfies(o, c);
        const line = `${b(o)} ${covers ? "covers" : "does not cover"} ${describeConstraint(c)}: it has ${counted(o, c.unit)}.`;
        if (covers) lines.push(line);
        else lines.unshift(`No: ${line}`);
      }
    }
    if (counts.some((c) => pool.some((o) => !satisfies(o, c))))
      for (let i = 1; i < lines.length; i++) lines[i] = lines[i]!.replace(/^(?:Yes|No): /, "");
  }
  if (fitting.length && (q.attributes.includes("price") || q.billing.length || period(q))) {
    // "...on the yearly option, what's that for the whole year?": the total, not the rate.
    for (const o of fitting)
      lines.push(
        period(q) || (q.count ?? 1) > 1
          ? `${priceOver(w, o, q, billingFor(o, q))}.`
          : `${b(o)} is ${priceText(w, o, billingFor(o, q))}.`,
      );
  }
  if (!fitting.length) {
    const family = pool[0]!.family;
    const withAll = inFamily(family)
      .filter((o) => features.every((f) => lists(o, f)) && counts.every((c) => satisfies(o, c)))
      .sort(
        (x, y) => (lowest(x) || Number.POSITIVE_INFINITY) - (lowest(y) || Number.POSITIVE_INFINITY),
      );
    if (withAll.length) {
      const o = withAll[0]!;
      w.evidence(o);
      const has = [
        ...features.map((f) => lowerFirst(lists(o, f)!)),
        ...counts.map((c) => counted(o, c.unit)),
      ];
      lines.push(`${b(o)} (${priceText(w, o)}) includes ${list([...new Set(has)])}.`);
    } else {
      lines.push(
        `None of our ${familyLabel[family]}s lists ${list(features.map((f) => f.label))}${counts.length ? ` together with ${list(counts.map(describeConstraint))}` : ""}; a specialist can check what you need: ${contact(ctx)}.`,
      );
    }
  }
  return w.result(lines.join(" "));
}

/** Families with no ready-made topic answer per offer: the engine answers plain lookups too. */
export const ownAnswers: Family[] = ["premium", "design", "example"];

/** Is there anything to compute beyond naming an offer? */
function computes(q: Query): boolean {
  return (
    q.followUp === true ||
    q.offers.some((o) => ownAnswers.includes(o.family)) ||
    // A price asked of an offer with custom pricing is said to be custom, never answered with
    // the prices of the offers beside it.
    (q.offers.some((o) => o.custom && o.family === "model") &&
      q.attributes.some((a) => a === "price" || a === "tokenPrice")) ||
    // "What does GPT-3.5 Turbo cost per 1K tokens?": the model named, not the whole list.
    (q.offers.length > 0 &&
      q.offers.every((o) => o.family === "model") &&
      q.offers.length < inFamily("model").length &&
      q.attributes.some((a) => a === "price" || a === "tokenPrice")) ||
    (!q.offers.length && q.families.some((f) => ownAnswers.includes(f))) ||
    (q.policy === "trial" && q.offers.length > 0) ||
    q.ops.length > 0 ||
    q.ranked !== undefined ||
    q.constraints.length > 0 ||
    q.months !== undefined ||
    (q.count !== undefined && q.count > 1) ||
    q.tokens !== undefined ||
    q.yearWord ||
    q.firstPayment ||
    // "The one-time cost of Custom Development": its single price, said as such.
    (q.oneTimeWord && q.offers.some((o) => o.oneTime !== null)) ||
    q.billing.length > 0 ||
    q.total ||
    q.referent !== undefined ||
    q.attributes.some((a) => !["price", "features", "tokenPrice"].includes(a))
  );
}

/**
 * "The top two together", "which 3 automations save the most?": the first places of an order by
 * hours saved or by price, each with its figure, and their sum when they are asked together.
 */
function topOf(w: Work, q: Query, pool: Offer[]): Result | null {
  const n = q.top!;
  const byHours = q.attributes.includes("hours") || q.ops.some((o) => o === "max" || o === "min");
  const down = q.ops.some((o) => o === "max" || o === "dearest");
  const value = (o: Offer) => (byHours ? o.hoursPerWeek : rankPrice(o));
  const ranked = pool
    .filter((o) => value(o) !== null)
    .sort((a, b) => (down ? value(b)! - value(a)! : value(a)! - value(b)!));
  if (ranked.length < 2) return null;
  const picks = ranked.slice(0, n);
  w.cite(...picks);
  const figure = (o: Offer) =>
    byHours ? `about ${w.n(o.hoursPerWeek!)} hours a week` : priceText(w, o);
  const order = byHours
    ? down
      ? "that save the most time"
      : "that save the least time"
    : down
      ? "most expensive"
      : "cheapest";
  const head =
    picks.length < n
      ? `There are only ${w.n(picks.length)}:`
      : byHours
        ? `The ${w.n(n)} ${order}:`
        : `The ${w.n(n)} ${order}:`;
  const lines = picks.map((o) => `- ${b(o)}: ${figure(o)}`);
  let text = `${head}\n${lines.join("\n")}`;
  const together = q.ops.includes("sum") || q.total;
  if (together && byHours) {
    const total = picks.reduce((t, o) => t + o.hoursPerWeek!, 0);
    text += `\n\nTogether: ${picks.map((o) => w.n(o.hoursPerWeek!)).join(" + ")} = **${w.n(total)} hours** a week.`;
  } else if (together) {
    const monthly = picks.map((o) => o.monthly);
    if (monthly.every((m): m is number => m !== null)) {
      const total = monthly.reduce((t, m) => t + m, 0);
      text += `\n\nTogether: ${monthly.map((m) => w.usd(m)).join(" + ")} = **${w.mo(total)}** billed monthly.`;
    }
  }
  return w.result(text);
}

/** Evaluates a query; null when it asks nothing the engine computes (the topic rules answer). */
export function evaluate(query: Query, ctx: EvalContext): Result | null {
  const result = evaluateQuery(query, ctx);
  if (result?.kind !== "answer" || query.percentClaim === undefined) return result;
  return withPercentCheck(result, query, query.percentClaim);
}

/**
 * "Is that roughly 30% off?": the share the published prices give, said beside the answer, and
 * whether the visitor's figure is near it. Only an offer with two published prices has a share
 * off; otherwise the figure is said not to be one the pages give.
 */
function withPercentCheck(result: Result, q: Query, claimed: number): Result {
  const offer =
    q.offers.length === 1
      ? q.offers[0]!
      : result.offers.length === 1
        ? result.offers[0]!
        : undefined;
  const w = new Work();
  let line: string;
  const pair =
    offer?.regular != null && offer.monthly !== null
      ? { full: offer.regular, paid: offer.monthly, what: "the regular price" }
      : offer?.yearlyPerMonth != null && offer.monthly !== null && !q.billing.includes("monthly")
        ? {
            full: offer.monthly,
            paid: offer.yearlyPerMonth,
            what: "monthly billing",
          }
        : undefined;
  if (!offer || !pair) {
    line = `${w.n(claimed)}% is not a figure our pages give for this, so I can't confirm it.`;
  } else {
    const share = Math.round(((pair.full - pair.paid) / pair.full) * 1000) / 10;
    const near = Math.abs(share - claimed) <= 1;
    line = `In percent: ${w.usd(pair.full - pair.paid)} ÷ ${w.usd(pair.full)} = **${w.n(share)}%** off ${pair.what}${near ? `, so yes, about ${w.n(claimed)}%` : `, so it is about ${w.n(Math.round(share))}%, not ${w.n(claimed)}%`}.`;
  }
  const extra = w.result(line);
  return {
    ...result,
    text: `${result.text.replace(/\n\nSources?: .*$/s, "")}\n${extra.text}`,
    amounts: [...result.amounts, ...extra.amounts],
    numbers: [...result.numbers, ...extra.numbers],
  };
}

function evaluateQuery(query: Query, ctx: EvalContext): Result | null {
  // Evaluating never changes the query: a follow-up reads the same one again.
  const q: Query = { ...query, attributes: [...query.attributes] };
  const w = new Work();

  // "How long to get the chatbot live on WhatsApp": the channel's setup, not a build's timeline.
  if (q.attributes.includes("setup") && q.offers.some((o) => o.setupMinutes !== null))
    return channelSetup(w, q);
  if (q.span) return spanTotal(w, q);

  if (q.planSupport) return planSupport(w, q);
  if (q.policy === "support" && q.priorities.length === 2 && q.longer === true)
    return supportGap(w, q);
  // Dates and times from a policy.
  // One priority asked: its row of the table, never the whole table.
  if (q.policy === "support" && (q.times.length || q.classified || q.priorities.length === 1))
    return supportTimes(w, q);
  if (q.outage && (q.times.length || q.policy === "support")) return supportTimes(w, q);
  if (q.dates.length || (q.policy === "trial" && q.asks.when)) {
    // A trial of an offer without one: said so, never counted from a trial it does not have.
    if (q.fromTrial && q.offers.length && !q.offers.some((o) => o.family === "vibe"))
      return trialCharge(w, q, ctx, q.offers);
    if (q.policy === "build" && q.dates.length) return developmentStart(w, q, ctx);
    if (q.policy === "refund" && q.dates.length) return refundDate(w, q, ctx);
    if (q.policy === "notice" && q.dates.length) return noticeDate(w, q);
    if (q.policy === "pause" && q.dates.length) return pauseDate(w, q);
    if (q.policy === "deletion" && q.dates.length) return deletionDate(w, q);
    if (q.policy === "trial" || (q.dates.length && q.offers.some((o) => o.family === "vibe"))) {
      return trialCharge(w, q, ctx, q.offers);
    }
    return null;
  }

  if (q.days !== undefined && q.policy === "refund") return refundAfter(w, q);
  if (q.days !== undefined && q.policy === "trial") return trialAfter(w, q, ctx);
  if (q.days !== undefined) return null;
  const found = resolvePool(q);
  // "Can I get a free trial of Business Pro?", "how long is the trial on the app?"
  if (q.policy === "trial" && !q.attributes.includes("trial")) q.attributes.push("trial");
  // "A website for my bakery: which plan?": the offer that builds it, with its price.
  if (
    q.asks.which &&
    q.offers.length &&
    !q.attributes.length &&
    !q.ops.length &&
    !q.constraints.length
  ) {
    q.attributes.push("price");
    q.followUp = true;
  }
  if (
    !found &&
    q.attributes.includes("saving") &&
    (q.months !== undefined || q.firstPayment || q.count !== undefined || q.leftovers.length > 0)
  ) {
    return savingsOverview(w, q, ctx);
  }
  // Tokens: cost of a number of tokens per model.
  if (q.tokens !== undefined) {
    const models = q.offers.filter((o) => o.family === "model");
    return tokenCosts(w, q, models.length ? models : inFamily("model"));
  }
  const ordering0 = q.ops.some((o) => o === "cheapest" || o === "dearest");
  // "The cheapest thing you have" is every line; "the cheapest chatbot you have" is one.
  if ((!found || (q.across && !q.families.length)) && ordering0 && !q.offers.length)
    return selectAcross(w, q, ctx);
  if (!found) return null;
  const { pool, label } = found;
  if (q.offers.length === 1 && q.count === undefined && qty(q, q.offers[0]!) > 1) {
    q.count = qty(q, q.offers[0]!);
  }
  if (!computes(q)) return null;
  // "Three things automated: lead follow-up, invoice processing and support ticket triage. Which
  // plan fits, and how many hours a week would that save?": the examples are the workflows the
  // plan must hold; the cheapest plan with as many, and their hours together when asked.
  const examples = q.offers.filter((o) => o.family === "example");
  const workflowNeed = q.constraints.find((c) => c.kind === "atLeast" && c.unit === "workflows");
  if (
    (workflowNeed || examples.length > 1) &&
    examples.length === q.offers.length &&
    (q.families.includes("automation") || workflowNeed) &&
    (q.asks.which || q.ops.includes("cheapest") || q.attributes.includes("workflows"))
  ) {
    const n = Math.max(examples.length, workflowNeed?.kind === "atLeast" ? workflowNeed.n : 0);
    const plan = select(
      w,
      {
        ...q,
        offers: [],
        named: [],
        families: ["automation"],
        constraints: [
          ...q.constraints.filter((c) => !(c.kind === "atLeast" && c.unit === "workflows")),
          { kind: "atLeast", unit: "workflows", n },
        ],
        ops: ["cheapest"],
        attributes: ["price"],
      },
      inFamily("automation"),
      "automation plan",
      ctx,
    );
    if (plan) {
      const timed = examples.filter((o) => o.hoursPerWeek !== null);
      if (!q.attributes.includes("hours") || timed.length < examples.length) return plan;
      const total = timed.reduce((t, o) => t + o.hoursPerWeek!, 0);
      const hours =
        timed.length === 1
          ? `${b(timed[0]!)} saves about ${w.n(total)} hours a week.`
          : `Together ${list(timed.map(b))} save about ${timed.map((o) => w.n(o.hoursPerWeek!)).join(" + ")} = **${w.n(total)} hours a week**${hoursOver(w, q, total)}.`;
      w.cite(...timed);
      return w.result(`${plan.text}\n\n${hours}`);
    }
  }

  const unavailable = unavailableAttr(w, q, pool, ctx);
  if (unavailable) return unavailable;

  const attrs = reported(q);
  if (attrs.includes("trial") && pool.some((o) => o.trialDays === null) && q.offers.length) {
    return noTrial(w, pool.find((o) => o.trialDays === null)!, ctx);
  }
  if (q.ops.includes("onlyIn")) return onlyIn(w, pool);
  if (
    q.constraints.some((c) => c.kind === "feature") &&
    q.offers.length &&
    !q.ops.some((o) => o === "cheapest" || o === "dearest" || o === "min" || o === "max") &&
    !describesNamed(q)
  ) {
    return hasFeature(w, q, pool, ctx);
  }
  if (q.ops.includes("ratio")) return ratio(w, pool);
  const ordering = q.ops.some(
    (o) => o === "cheapest" || o === "dearest" || o === "min" || o === "max",
  );
  if (q.top !== undefined && ordering) {
    const first = topOf(w, q, pool);
    if (first) return first;
  }
  // "A year of Business Pro and Priority Start": a one-time price with a period is a total.
  const oneTimeWithPeriod =
    period(q) !== null &&
    q.offers.some((o) => o.oneTime !== null) &&
    q.offers.some((o) => o.oneTime === null);
  // "Would a year of Enterprise cost more or less than Custom Development?" compares them.
  // "A year of Enterprise versus Custom Development: what does the year add up to, and how much
  // more is that than the build?": the year's total is one side of the comparison, not a sum.
  const comparing =
    q.ops.includes("diff") &&
    ((!q.ops.includes("sum") && !q.total) || (oneTimeWithPeriod && q.versus === true));
  const summing =
    (q.ops.includes("sum") || (q.total && pool.length > 1) || (oneTimeWithPeriod && !comparing)) &&
    !(comparing && q.versus) &&
    q.offers.length > 1 &&
    !ordering;
  if (summing) return sum(w, q, q.offers, ctx);
  // "All 3 of the builds together": the whole family counted by the visitor, summed.
  if (
    q.ops.includes("sum") &&
    !q.offers.length &&
    !ordering &&
    q.saidCount !== undefined &&
    q.saidCount === pool.length &&
    pool.length > 1
  )
    return sum(w, q, pool, ctx);
  // "The gap between the most and the least expensive": the two ends of the order, then their
  // difference.
  const ends = new Set(
    q.ops.flatMap((o) =>
      o === "cheapest" || o === "min" ? ["low"] : o === "dearest" || o === "max" ? ["high"] : [],
    ),
  );
  if (q.ops.includes("diff") && ends.size === 2 && q.rank === undefined) {
    const spread = endsDifference(w, q, pool, ctx);
    if (spread) return spread;
  }
  // "Which of those two has more conversations, and by how many?": the difference says which.
  const byCount = q.attributes.some(
    (a) => a === "workflows" || a === "conversations" || a === "chatbots",
  );
  const pair = q.offers.length === 2 ? q.offers : pool.length === 2 ? pool : [];
  if (
    q.ops.includes("diff") &&
    byCount &&
    pair.length === 2 &&
    q.ops.every((o) => o === "diff" || o === "max" || o === "min")
  ) {
    const diff = difference(w, q, pair, ctx);
    if (diff) return diff;
  }
  if (q.ops.includes("diff") && !ordering) {
    const diff = difference(w, q, q.offers.length ? q.offers : pool, ctx);
    if (diff) return diff;
  }
  // "$300 a month for a mobile app plus one of your chatbot plans?": the offer named with the
  // cheapest of the other line, against the budget.
  const budget = q.constraints.find((c) => c.kind === "budget");
  if (
    budget?.kind === "budget" &&
    (q.ops.includes("sum") || q.total) &&
    q.offers.length === 1 &&
    q.families.length === 1 &&
    q.families[0] !== q.offers[0]!.family
  ) {
    const pair = budgetPair(w, q.offers[0]!, q.families[0]!, budget.max);
    if (pair) return pair;
  }
  // "Which of the website or app builds fit $250 a month?": each offer named against the budget.
  if (!ordering && q.offers.length !== 1 && q.constraints.some((c) => c.kind === "budget")) {
    return withinBudget(w, q, pool, ctx);
  }
  if (
    !ordering &&
    !q.offers.length &&
    q.constraints.length &&
    pool.every((o) => sortValue(o, "price", "cheapest") === null)
  ) {
    // "Which design is the sidebar one?": a lookup, not an order.
    const fits = pool.filter((o) => q.constraints.every((c) => satisfies(o, c)));
    if (!fits.length) return null;
    const attr: Attribute = q.constraints.some((c) => c.kind === "placement")
      ? "placement"
      : "features";
    const lines = fits.map((o) => attributeLine(w, o, attr, q, ctx)!);
    return w.result(lines.length === 1 ? `${lines[0]}.` : lines.map((l) => `- ${l}`).join("\n"));
  }
  if (ordering || (!q.offers.length && q.constraints.length)) return select(w, q, pool, label, ctx);
  if (q.firstPayment && q.offers.length) return sum(w, q, q.offers, ctx);

  // Values: each offer, each attribute asked; a question that asks none ("how long does it
  // take to build a website") is not about the catalog's figures.
  // "And the next one up?", "the other one?": a follow-up about another offer asks its price.
  const another =
    (q.referent !== undefined && q.referent !== "it" && q.referent !== "those") ||
    q.step?.to !== undefined;
  if (!q.attributes.length && !period(q) && !q.count && !(q.followUp && another)) return null;
  if (
    !q.offers.length &&
    !q.asks.howMany &&
    !q.asks.which &&
    !q.referent &&
    !q.ranked &&
    !q.billing.length &&
    !pool.some((o) => ownAnswers.includes(o.family)) &&
    q.attributes.every((a) =>
      ["workflows", "conversations", "chatbots", "features", "price", "hours"].includes(a),
    )
  ) {
    // "How does workflow automation work?" names a family, asks for no figure of its plans.
    return null;
  }
  let subject = q.offers.length ? q.offers : pool;
  // "Rank them by time saved": every offer in order of the attribute asked.
  const rankBy = attrs.includes("hours") ? "hours" : attrs.includes("price") ? "price" : undefined;
  if (q.ranked && rankBy) {
    const value = (o: Offer) => (rankBy === "hours" ? o.hoursPerWeek : rankPrice(o));
    const down = q.ranked === "down" || (q.ranked === "default" && rankBy === "hours");
    const ordered = subject
      .filter((o) => value(o) !== null)
      .sort((a, b) => (down ? value(b)! - value(a)! : value(a)! - value(b)!));
    // An offer with custom pricing has no place in an order by price: it is said last.
    const unpriced = rankBy === "price" ? subject.filter((o) => value(o) === null) : [];
    subject = [...ordered, ...unpriced];
  }
  const lines: string[] = [];
  let missing = false;
  for (const o of subject) {
    // An example automation or a design has no price: with another attribute asked of it
    // ("how many hours would lead follow-up save"), that one is its answer.
    const own =
      (o.family === "example" || o.family === "design") && attrs.length > 1
        ? attrs.filter((a) => a !== "price")
        : attrs;
    const said: string[] = [];
    for (const attr of own) {
      // A price line of both billings states the saving already ("the 12-month plan saves
      // $240"): the saving asked beside it is not said twice.
      if (attr === "saving" && said.some((l) => /12-month plan saves/.test(l))) continue;
      const line = attributeLine(w, o, attr, q, ctx);
      if (line) said.push(line);
      if (line && !lines.includes(line)) lines.push(line);
      if (/doesn't list|no published|has no separate|no per-workflow/.test(line ?? ""))
        missing = true;
    }
  }
  if (!lines.length) return null;
  // "How many hours a week would those three save?": one figure for all of them.
  const timed = subject.filter((o) => o.hoursPerWeek !== null);
  if (attrs.includes("hours") && timed.length > 1 && !q.ranked) {
    const total = timed.reduce((t, o) => t + o.hoursPerWeek!, 0);
    lines.push(
      `Together about ${timed.map((o) => w.n(o.hoursPerWeek!)).join(" + ")} = **${w.n(total)} hours a week**${hoursOver(w, q, total)}`,
    );
  }
  // "What does GPT-4 cost per 1K tokens?": the model asked, then the cheaper ones beside it (a
  // pricier one is no alternative a price question looks for); the cheapest is said to be so.
  const one = subject.length === 1 ? subject[0]! : undefined;
  if (one?.family === "model" && one.per1kTokens !== null && !period(q) && q.tokens === undefined) {
    const cheaper = inFamily("model")
      .filter((m) => m.per1kTokens !== null && m.per1kTokens < one.per1kTokens!)
      .sort((a, c) => c.per1kTokens! - a.per1kTokens!);
    lines[lines.length - 1] +=
      cheaper.length > 0
        ? `. Cheaper models: ${list(cheaper.map((m) => `${m.name} ${w.money(m.per1kTokens!)}`))}, billed at the provider's price`
        : `, our lowest-priced model, billed at the provider's price`;
    w.evidence(...cheaper);
  }
  const text = lines.length === 1 ? `${lines[0]}.` : lines.map((l) => `- ${l}`).join("\n");
  return w.result(
    missing
      ? `${text}\n\nFor anything the plan card doesn't list, a specialist can confirm: ${contact(ctx)}.`
      : text,
    missing && lines.length === 1 ? "unavailable" : "answer",
  );
}
