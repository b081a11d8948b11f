/**
 * Answers that need a small computation over the catalog or the clock: cheapest / most expensive,
 * price differences, price per year, yearly savings (and the largest), what one plan includes that
 * another does not, trial end and first charge dates, and whether the team is in now. Each answer
 * carries the sources it was computed from and the dollar figures it derived (the LLM path adds
 * them to the figures a reply may quote). Questions it does not recognise return undefined and go
 * to the topic rules and retrieval.
 */
import type { BusinessProfile } from "../../../content/business";
import { vibeCodingTrialDays } from "../../../content/plans";
import { formatUsd, perMonth } from "../../../lib/format";
import { type BusinessHours, isOpen, nextOpening, wallClock } from "../../calendar/business-hours";
import type { Source } from "../sources";
import {
  detectFamily,
  type Family,
  familyLabel,
  inFamily,
  mentionedOffers,
  type Offer,
} from "./catalog";

export type Computed = { text: string; sources: Source[]; amounts: number[] };

export type ComputeContext = { now: Date; hours: BusinessHours; business: BusinessProfile };

const contactSource: Source = { page: "contact" };
const trialSource: Source = { page: "aiVibeCoding", section: "Plans", anchor: "vibe-plans-title" };

const asksTrialDate =
  /\btrial\b.*\b(?:end|ends|ending|over|expire|expires|charge|charged|billed|billing|bill|pay|first payment|date|when)\b|\b(?:charge|charged|billed|billing|first payment)\b.*\btrial\b/;
const asksNow =
  /\b(?:right now|now|currently|at the moment|today)\b|\bnext\b|\bwhen (?:do|does|will|can|are) (?:you|your team|the team|someone|i)\b.*\b(?:open|available|talk|reach|call|in)\b/;
const aboutAvailability =
  /\bopen\b|\bclosed?\b|\bavailable\b|\bthere\b|\bin the office\b|\breach\b|\btalk to\b|\bspeak (?:to|with)\b|\bcall\b|\bsomeone\b|\banyone\b|\ba person\b|\bteam\b|\bworking\b/;
const asksDifference =
  /\bdifference\b|\bhow much more\b|\bhow much less\b|\bhow much cheaper\b|\bmore expensive than\b|\bcheaper than\b|\bprice gap\b|\bmore than\b/;
const priceWords = /\bprice|\bcosts?\b|\bpay\b|\bexpensive\b|\bcheaper\b|\bhow much\b|\$/;
const asksYear =
  /\bper year\b|\ba year\b|\bfor a (?:whole |full )?year\b|\bwhole year\b|\bfull year\b|\bannual(?:ly)? (?:cost|price|total)\b|\byearly (?:cost|price|total)\b|\b12 months\b|\bper annum\b|\bannual cost\b|\bannually\b|\bfor a year\b/;
const asksSaving = /\bsav(?:e|es|ing|ings)\b/;
const yearlyBilling =
  /\byearly\b|\bannual\b|\bannually\b|\bper year\b|\ba year\b|\bbilled yearly\b|\bpay yearly\b/;
const asksMost = /\b(?:most|largest|biggest|highest|max|maximum|best)\b/;
const asksCheapest =
  /\bcheapest\b|\bleast expensive\b|\blowest(?: priced?| cost| price)?\b|\bmost affordable\b|\bentry[- ]level\b/;
const asksDearest =
  /\bmost expensive\b|\bpriciest\b|\bhighest(?: priced?| price| cost)?\b|\bdearest\b|\btop (?:plan|tier)\b|\bbiggest plan\b/;
const asksOnly =
  /\b(?:include|includes|included|get|have|has|offer|offers|come with|comes with)\b.*\b(?:not|only|extra|else|beyond|over|lacks?)\b|\bwhat (?:more|else|extra)\b/;

const priceOf = (o: Offer) =>
  o.monthly !== null
    ? perMonth(o.monthly)
    : o.oneTime !== null
      ? `${formatUsd(o.oneTime)} one-time`
      : "custom pricing";

function dateText(instant: Date, timeZone: string): string {
  return instant.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone,
  });
}

function timeText(instant: Date, hours: BusinessHours): string {
  const time = instant.toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: hours.timeZone,
  });
  return `${time} ${hours.zoneLabel}`;
}

function trialDates(ctx: ComputeContext): Computed {
  const end = new Date(ctx.now.getTime() + vibeCodingTrialDays * 24 * 60 * 60 * 1000);
  const day = dateText(end, ctx.hours.timeZone);
  return {
    text: `A ${vibeCodingTrialDays}-day free trial started today ends on **${day}**, and your card is first charged that day, when the trial ends (then monthly). Cancel before then and you are not charged.`,
    sources: [trialSource],
    amounts: [],
  };
}

function availability(ctx: ComputeContext): Computed {
  const { now, hours, business } = ctx;
  const reach = `call ${business.phone} or email ${business.salesEmail}`;
  if (isOpen(now, hours)) {
    const close = wallClock(now, hours.timeZone);
    const closing = new Date(now.getTime() + (hours.close - close.minutes) * 60_000);
    return {
      text: `Yes, we're open now (our hours are ${business.hours}) until ${timeText(closing, hours)}: ${reach}, or I can connect you with a specialist.`,
      sources: [contactSource],
      amounts: [],
    };
  }
  const next = nextOpening(now, hours);
  const sameDay = wallClock(next, hours.timeZone).day === wallClock(now, hours.timeZone).day;
  const weekday = next.toLocaleDateString("en-US", { weekday: "long", timeZone: hours.timeZone });
  const when = sameDay
    ? `today (${weekday}) at ${timeText(next, hours)}`
    : `${dateText(next, hours.timeZone)} at ${timeText(next, hours)}`;
  return {
    text: `We're closed right now (our hours are ${business.hours}). The team is next available ${when}. Leave your details and a specialist will get back to you then, or ${reach}.`,
    sources: [contactSource],
    amounts: [],
  };
}

function includesOnly(subject: Offer, other: Offer): Computed {
  const extra = subject.features.filter((f) => !other.features.includes(f));
  const text = extra.length
    ? `**${subject.name}** (${priceOf(subject)}) includes what **${other.name}** (${priceOf(other)}) does not list:\n${extra.map((f) => `- ${f}`).join("\n")}`
    : `**${subject.name}** includes nothing that **${other.name}** does not also list.`;
  return { text, sources: [subject.source, other.source], amounts: [] };
}

function yearlySavings(text: string, named: Offer[]): Computed {
  const plans = inFamily("vibe");
  const saving = (o: Offer) => 12 * (o.monthly! - o.yearlyPerMonth!);
  const line = (o: Offer) =>
    `**${o.name}**: ${formatUsd(saving(o))}/year (${perMonth(o.monthly!)} monthly vs ${perMonth(o.yearlyPerMonth!)} billed yearly)`;
  if (named.length === 1 && !asksMost.test(text)) {
    const o = named[0]!;
    return {
      text: `With yearly billing, ${line(o).replace(/^\*\*(.+?)\*\*: /, "**$1** saves you ")}.`,
      sources: [o.source],
      amounts: [saving(o)],
    };
  }
  const best = [...plans].sort((a, b) => saving(b) - saving(a))[0]!;
  const list = plans.map((o) => `- ${line(o)}`).join("\n");
  const lead = asksMost.test(text)
    ? `**${best.name}** saves the most with yearly billing: ${formatUsd(saving(best))} a year.`
    : "Yearly billing on AI Vibe Coding plans saves:";
  return {
    text: `${lead}\n${list}`,
    sources: plans.map((o) => o.source),
    amounts: plans.map(saving),
  };
}

function perYear(text: string, family: Family, named: Offer[]): Computed | undefined {
  const list = (named.length ? named : inFamily(family)).filter((o) => o.monthly !== null);
  if (!list.length) return undefined;
  const yearlyOnly =
    /\b(?:yearly|annual) billing\b|\bbilled yearly\b|\bpay (?:yearly|annually)\b/.test(text);
  const monthlyOnly = /\bmonthly\b|\bmonth to month\b|\bmonth-to-month\b/.test(text) && !yearlyOnly;
  const amounts: number[] = [];
  const lines = list.map((o) => {
    const monthlyYear = o.monthly! * 12;
    if (o.yearlyPerMonth === null || monthlyOnly) {
      amounts.push(monthlyYear);
      return `**${o.name}**: ${formatUsd(monthlyYear)} a year (12 × ${perMonth(o.monthly!)})`;
    }
    const yearly = o.yearlyPerMonth * 12;
    amounts.push(yearly, monthlyYear);
    return yearlyOnly
      ? `**${o.name}**: ${formatUsd(yearly)} a year on yearly billing (12 × ${perMonth(o.yearlyPerMonth)}), vs ${formatUsd(monthlyYear)} billed monthly`
      : `**${o.name}**: ${formatUsd(monthlyYear)} a year billed monthly (12 × ${perMonth(o.monthly!)}), or ${formatUsd(yearly)} on yearly billing (12 × ${perMonth(o.yearlyPerMonth)})`;
  });
  const custom = named.length ? [] : inFamily(family).filter((o) => o.monthly === null);
  const note = custom.length
    ? `\n${custom.map((o) => `**${o.name}**: ${priceOf(o)}`).join("; ")}.`
    : "";
  const body = lines.length === 1 ? `${lines[0]}.` : lines.map((l) => `- ${l}`).join("\n");
  return { text: `${body}${note}`, sources: list.map((o) => o.source), amounts };
}

function difference(a: Offer, b: Offer): Computed | undefined {
  if (a.monthly === null || b.monthly === null) return undefined;
  const [high, low] = a.monthly >= b.monthly ? [a, b] : [b, a];
  const diff = high.monthly! - low.monthly!;
  const amounts = [diff, diff * 12];
  let yearly = "";
  if (high.yearlyPerMonth !== null && low.yearlyPerMonth !== null) {
    const d = high.yearlyPerMonth - low.yearlyPerMonth;
    amounts.push(d);
    yearly = ` On yearly billing the gap is ${perMonth(d)}.`;
  }
  return {
    text: `**${high.name}** (${perMonth(high.monthly!)}) costs ${perMonth(diff)} more than **${low.name}** (${perMonth(low.monthly!)}), ${formatUsd(diff * 12)} over a year.${yearly}`,
    sources: [high.source, low.source],
    amounts,
  };
}

function extreme(text: string, family: Family, cheapest: boolean): Computed {
  const all = inFamily(family);
  const monthly = all.filter((o) => o.monthly !== null).sort((a, b) => a.monthly! - b.monthly!);
  const label = familyLabel[family];
  if (cheapest) {
    const o = monthly[0]!;
    const yearly =
      o.yearlyPerMonth !== null ? `, or ${perMonth(o.yearlyPerMonth)} billed yearly` : "";
    return {
      text: `The cheapest ${label} is **${o.name}** at ${perMonth(o.monthly!)}${yearly}.`,
      sources: [o.source],
      amounts: [],
    };
  }
  const top = monthly.at(-1)!;
  const custom = all.find((o) => o.monthly === null && o.oneTime === null);
  const oneTime = all.find((o) => o.oneTime !== null);
  const onlyMonthly = /\bmonthly\b|\bper month\b|\ba month\b/.test(text);
  const yearly =
    top.yearlyPerMonth !== null ? ` (${perMonth(top.yearlyPerMonth)} billed yearly)` : "";
  if (custom) {
    return {
      text: `Our top ${label} is **${custom.name}**, with custom pricing. The most expensive one with a published price is **${top.name}** at ${perMonth(top.monthly!)}.`,
      sources: [custom.source, top.source],
      amounts: [],
    };
  }
  if (oneTime && !onlyMonthly) {
    return {
      text: `The most expensive ${label} is **${oneTime.name}** at ${formatUsd(oneTime.oneTime!)} one-time; of the monthly plans, **${top.name}** at ${perMonth(top.monthly!)} is the most expensive.`,
      sources: [oneTime.source, top.source],
      amounts: [],
    };
  }
  return {
    text: `The most expensive ${onlyMonthly ? "monthly " : ""}${label} is **${top.name}** at ${perMonth(top.monthly!)}${yearly}.`,
    sources: [top.source],
    amounts: [],
  };
}

/** A computed answer for `text` (normalized), or undefined when it is not such a question. */
export function compute(text: string, ctx: ComputeContext): Computed | undefined {
  if (asksTrialDate.test(text) || (/\btrial\b/.test(text) && /\bwhen\b/.test(text))) {
    return trialDates(ctx);
  }
  const family = detectFamily(text);
  if (!family && asksNow.test(text) && aboutAvailability.test(text) && !priceWords.test(text)) {
    return availability(ctx);
  }
  if (
    /\bopen next\b|\bnext (?:open|available)\b|\bwhen (?:do|will) you (?:open|be open)\b/.test(text)
  ) {
    return availability(ctx);
  }
  const savingFamily = family ?? (yearlyBilling.test(text) ? "vibe" : undefined);
  if (asksSaving.test(text) && savingFamily === "vibe" && yearlyBilling.test(text)) {
    return yearlySavings(text, mentionedOffers(text, "vibe"));
  }
  if (!family) return undefined;
  const named = mentionedOffers(text, family);
  if (named.length >= 2 && asksOnly.test(text)) return includesOnly(named[0]!, named[1]!);
  if (
    asksYear.test(text) &&
    !asksSaving.test(text) &&
    (priceWords.test(text) || /\bwhat is\b/.test(text))
  ) {
    return perYear(text, family, named);
  }
  if (named.length >= 2 && asksDifference.test(text) && priceWords.test(text)) {
    return difference(named[0]!, named[1]!);
  }
  if (asksCheapest.test(text)) return extreme(text, family, true);
  if (asksDearest.test(text)) return extreme(text, family, false);
  return undefined;
}
