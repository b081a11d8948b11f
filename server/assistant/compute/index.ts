/**
 * The query engine's entry: a question (with the conversation so far) is parsed into a query over
 * the catalog (parse.ts), merged with the previous question when it leans on it ("and for a
 * year?", "which of those is cheapest?"), and evaluated (evaluate.ts). The outcome says whether
 * the engine answered, found the catalog does not hold what was asked, needs to ask back, or
 * understood only part of the question (the caller may then use a topic answer that covers the
 * rest, or ask). "Are you open now" is computed from the parsed business hours.
 */
import type { BusinessProfile } from "../../../content/business";
import {
  type BusinessHours,
  isOpen,
  nextOpening,
  wallClock,
} from "../../platform/calendar/business-hours";
import { acceptedFileTypes } from "../../../content/consultation";
import { priceLock } from "../../../content/pricing-page";
import { formatBytes, formatUsd, lowerFirst } from "../../../lib/format";
import { defaultUploadMaxBytes } from "../../platform/env";
import { normalizeText } from "../normalize";
import type { Source } from "../sources";
import type { AssistantTurn } from "../types";
import { type Stated, unaccounted } from "./accounted";
import { unmetAsks } from "./asked";
import { privacyRequests, supportTargets } from "../../../content/policies";
import { earlyExit } from "./early-exit";
import { supportHoursIn } from "./zones";
import { channelNeed, channelsNamed } from "./parse";
import { liabilityCap } from "./liability";
import { type Family, familyLabel, inFamily, type Offer, offers as catalogOffers } from "./catalog";
import { type Day, dayKey, dayText, isValidDay } from "./dates";
import {
  type EvalContext,
  evaluate,
  ownAnswers,
  type Result,
  satisfies,
  withoutExcluded,
} from "./evaluate";
import { type Attribute, familyPool, parse, type Query } from "./parse";
import { isThingWord } from "./words";

export type Computed = {
  kind: "answer" | "unavailable" | "clarify";
  text: string;
  /** Parts of the question the answer could not address (said in the text). */
  dropped?: string[];
  sources: Source[];
  /** Dollar figures derived for this answer (the figure check accepts them). */
  amounts: number[];
  numbers: number[];
  dates: string[];
  /** The query it answered (absent for the hours). */
  query?: Query;
  /** What the question states that the answer worked out did not use (`accounted.ts`). */
  unused?: string[];
  /** The same, as a figure an answer would state it ("15,000", "March 3, 2027"). */
  unusedValues?: string[];
};

/** A question the engine understood only in part: what it understood, and how to ask back. */
export type Partial = { kind: "partial"; query: Query; clarify: Computed };

/** Not a question for the engine: the topic rules answer; the parse says what went unused. */
export type NotComputed = { kind: "topic"; query: Query };

export type ComputeContext = {
  now: Date;
  hours: BusinessHours;
  business: BusinessProfile;
  /** Words the visitor capitalised mid-sentence in the raw messages (`capitalisedNames`). */
  names?: ReadonlySet<string>;
  /** The upload limit the consultation form enforces. */
  uploadMaxBytes?: number;
};

const contactSource: Source = { page: "contact" };

const followUpMarker =
  /^(?:and|also|ok(?:ay)?,? and|so|then|what about|how about|and what about|same for|what if|if so)\b/;

export function today(ctx: ComputeContext): Day {
  const w = wallClock(ctx.now, ctx.hours.timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

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

const asksNow =
  /\b(?:right now|now|currently|at the moment|today)\b|\bnext\b|\bwhen (?:do|does|will|can|are) (?:you|your team|the team|someone|i)\b.*\b(?:open|available|talk|reach|call|in)\b/;
const aboutAvailability =
  /\bopen\b|\bclosed?\b|\bavailable\b|\bthere\b|\bin the office\b|\breach\b|\btalk to\b|\bspeak (?:to|with)\b|\bcall\b|\bsomeone\b|\banyone\b|\ba person\b|\bteam\b|\bworking\b/;
const priceWords = /\bprice|\bcosts?\b|\bpay\b|\bexpensive\b|\bcheaper\b|\bhow much\b|\$/;

function availability(ctx: ComputeContext): Computed {
  const { now, hours, business } = ctx;
  const reach = `call ${business.phone} or email ${business.salesEmail}`;
  const done = (text: string): Computed => ({
    kind: "answer",
    text,
    sources: [contactSource],
    amounts: [],
    numbers: [],
    dates: [],
  });
  if (isOpen(now, hours)) {
    const close = wallClock(now, hours.timeZone);
    const closing = new Date(now.getTime() + (hours.close - close.minutes) * 60_000);
    return done(
      `Yes, we're open now (our hours are ${business.hours}) until ${timeText(closing, hours)}: ${reach}, or I can connect you with a specialist.`,
    );
  }
  const next = nextOpening(now, hours);
  const opening = wallClock(next, hours.timeZone);
  const sameDay = opening.day === wallClock(now, hours.timeZone).day;
  const weekday = next.toLocaleDateString("en-US", {
    weekday: "long",
    timeZone: hours.timeZone,
  });
  const when = sameDay
    ? `today (${weekday}) at ${timeText(next, hours)}`
    : `${dateText(next, hours.timeZone)} at ${timeText(next, hours)}`;
  return {
    ...done(
      `We're closed right now (our hours are ${business.hours}). The team is next available ${when}. Leave your details and a specialist will get back to you then, or ${reach}.`,
    ),
    dates: [dayKey({ year: opening.year, month: opening.month, day: opening.day })],
    numbers: [opening.year, opening.day, Math.floor(opening.minutes / 60) % 12 || 12],
  };
}

/** Does the query name something to compute about, beyond a topic word? */
function engineSubject(q: Query): boolean {
  return (
    q.offers.length > 0 ||
    q.liability === true ||
    (q.policy === "support" && q.classified === true) ||
    (q.policy === "support" && q.priorities.length === 2 && q.longer === true) ||
    (q.policy === "support" && q.outage) ||
    // One priority asked: its row of the table, which the engine states alone.
    (q.policy === "support" && q.priorities.length === 1 && !q.planSupport) ||
    q.span !== undefined ||
    q.unknownNames.length > 0 ||
    (q.ops.length > 0 && q.families.length > 0) ||
    q.ops.some((o) => o === "cheapest" || o === "dearest") ||
    q.months !== undefined ||
    (q.count !== undefined && q.count > 1) ||
    q.tokens !== undefined ||
    q.days !== undefined ||
    q.times.length > 0 ||
    (q.dates.length > 0 && q.policy !== undefined) ||
    q.constraints.some((c) => c.kind === "budget" || c.kind === "atLeast") ||
    q.attributes.includes("price") ||
    q.attributes.includes("saving") ||
    q.families.some((f) => ownAnswers.includes(f)) ||
    (q.families.length > 0 && q.constraints.length > 0)
  );
}

const isFollowUp = (text: string, q: Query) =>
  (q.referent !== undefined && (!q.offers.length || q.referent !== "it" || q.withIt)) ||
  (q.place !== undefined && !q.offers.length) ||
  followUpMarker.test(text) ||
  (!q.offers.length &&
    !q.families.length &&
    !q.constraints.length &&
    (q.attributes.length > 0 ||
      q.ops.length > 0 ||
      q.dates.length > 0 ||
      q.months !== undefined ||
      q.yearWord ||
      q.count !== undefined ||
      q.policy !== undefined ||
      // "That's about 30% off, right?": a share off checked against the last answer's offer.
      q.percentClaim !== undefined ||
      q.billing.length > 0));

/** Does the question say anything beyond naming an offer or a family ("and the Pro one?")? */
const asksSomething = (q: Query) =>
  q.attributes.length > 0 ||
  q.ops.length > 0 ||
  q.constraints.length > 0 ||
  q.billing.length > 0 ||
  q.months !== undefined ||
  q.yearWord ||
  q.count !== undefined ||
  q.tokens !== undefined ||
  q.firstPayment ||
  q.total ||
  q.dates.length > 0 ||
  q.times.length > 0 ||
  q.policy !== undefined ||
  q.priorities.length > 0 ||
  q.excluded.length > 0 ||
  q.excludeOps.length > 0 ||
  q.rank !== undefined ||
  q.referent === "other" ||
  q.referent === "middle" ||
  q.referent === "next" ||
  q.referent === "below" ||
  q.step !== undefined ||
  Object.keys(q.quantities).length > 0;

/** "Enterprise" after a chatbot question is the Enterprise chatbot plan, not Business Elite. */
function sameFamily(
  cur: Offer[],
  ambiguous: Offer[],
  family: Family | undefined,
  before: Offer[] = [],
): Offer[] {
  return cur.map((o) => {
    if (!ambiguous.includes(o)) return o;
    // "Business Pro and the Enterprise chatbot together, also does Enterprise have SSO?": the
    // plan of that name the previous question named, whichever line came first.
    const said = before.find(
      (x) => x.id === o.id && (x.family === "chatbot" || x.family === "automation"),
    );
    if (said) return said;
    if (!family || (family !== "chatbot" && family !== "automation") || o.family === family)
      return o;
    return inFamily(family).find((x) => x.id === o.id) ?? o;
  });
}

const ordering = (q: Query) =>
  q.ops.some((o) => o === "cheapest" || o === "dearest" || o === "min" || o === "max");

/**
 * The current question with what it leaves out taken from the previous one (itself already
 * merged): its subject, attributes, billing, dates and policy. `seen` holds the offers of the
 * conversation, most recent last, for "the difference between them".
 */
function merge(prev: Query, prevResult: Result | null, cur: Query, seen: Offer[]): Query {
  const prevFamily = (prevResult?.offers[0] ?? prev.offers[0])?.family ?? prev.families[0];
  const named0 = [...(prevResult?.offers ?? []), ...prev.offers];
  const curOffers = sameFamily(cur.offers, cur.ambiguous, prevFamily, named0);
  const named = sameFamily(cur.named, cur.ambiguous, prevFamily, named0);
  const base = { ...cur, named, followUp: true };
  // "...Business Starter and the Commercial Website, total?" then "and if the website is on the
  // 12-month plan?": the same sum, billed that way.
  const prevSet = prevResult?.offers.length ? prevResult.offers : prev.offers;
  if (
    cur.billing.length &&
    curOffers.length &&
    prevSet.length > 1 &&
    curOffers.every((o) => prevSet.includes(o)) &&
    (prev.ops.includes("sum") || prev.total)
  ) {
    return { ...prev, offers: prevSet, billing: cur.billing, followUp: true };
  }
  // "What would 500K tokens cost on GPT-4?" then "how much would I save on GPT-3.5 Turbo
  // instead?": the saving of the one named over the one before is their difference.
  const before = prevResult?.offers.length ? prevResult.offers : prev.offers;
  if (
    cur.instead &&
    cur.attributes.includes("saving") &&
    curOffers.length === 1 &&
    before.length === 1 &&
    before[0] !== curOffers[0]
  ) {
    const pair = [before[0]!, curOffers[0]!];
    return {
      ...cur,
      offers: pair,
      named: pair,
      ops: [...cur.ops.filter((o) => o !== "diff"), "diff"],
      tokens: cur.tokens ?? prev.tokens,
      months: cur.months ?? prev.months,
      billing: cur.billing.length ? cur.billing : prev.billing,
      referent: undefined,
      followUp: true,
    };
  }
  // "And the Pro one?", "and for chatbots?": the same question about another subject.
  if ((curOffers.length || cur.families.length) && !asksSomething(cur) && !cur.outage) {
    return {
      ...prev,
      offers: curOffers,
      named,
      families: curOffers.length ? [] : cur.families,
      products: cur.products,
      quantities: cur.quantities,
      referent: undefined,
      followUp: true,
    };
  }
  const prevOffers = prevResult?.offers.length ? prevResult.offers : prev.offers;
  // "How many workflows on Business Pro?" then "and on the cheaper plan?": the same question of
  // the offer the order picks from the previous offer's line, not the order's own answer.
  const picksAnother =
    !curOffers.length &&
    cur.families.every((f) => f === prevFamily) &&
    prevOffers.length === 1 &&
    prev.attributes.some((a) => a !== "price" && a !== "features") &&
    cur.ops.length === 1 &&
    (cur.ops[0] === "cheapest" || cur.ops[0] === "dearest") &&
    !cur.attributes.some((a) => a !== "features") &&
    !cur.constraints.length &&
    cur.referent === undefined;
  if (picksAnother) {
    const priced = inFamily(prevOffers[0]!.family)
      .filter((o) => lowestOf(o) !== null)
      .sort((a, b) => lowestOf(a)! - lowestOf(b)!);
    const picked = cur.ops[0] === "cheapest" ? priced[0] : priced.at(-1);
    if (picked && picked !== prevOffers[0])
      return {
        ...prev,
        offers: [picked],
        named: [picked],
        families: [],
        followUp: true,
      };
  }
  // "Can your bot answer on WhatsApp?" then "the cheapest plan that has it?": the chatbot plans
  // that cover the channel, not the channel again.
  const channels = prevOffers.filter((o) => o.family === "channel");
  const prevNeeds = prevOffers.length
    ? channels.length === prevOffers.length
      ? channels.flatMap((o) => channelNeed(o) ?? [])
      : []
    : prev.constraints.filter((c) => c.kind === "feature");
  if (ordering(cur) && !curOffers.length && cur.referent === "it" && prevNeeds.length) {
    const needs = prevNeeds;
    return {
      ...base,
      families: cur.families.length ? cur.families : ["chatbot"],
      offers: [],
      named: [],
      constraints: [...cur.constraints, ...needs],
      referent: undefined,
    };
  }
  let offers = curOffers;
  let families = cur.families;
  // "...and how many workflows do I get?": a unit of the previous offer's family is asked of
  // that offer, not of the whole family (an order or a "which" still asks the family).
  if (
    !offers.length &&
    families.length &&
    prevOffers.length &&
    families.every((f) => prevOffers.some((o) => o.family === f)) &&
    !ordering(cur) &&
    !cur.constraints.length &&
    !cur.asks.which &&
    // "How many workflows is that again?": "that" is the offer just described, not the line.
    (cur.referent === undefined || (cur.referent === "it" && prevOffers.length === 1))
  ) {
    offers = prevOffers;
    families = [];
  }
  // "The other one", "the other one besides the cheapest": one offer of the previous answer's
  // list, or of its pool but the offer it answered with; more than one left is asked back.
  let resolved: Pick<Query, "excluded" | "excludeOps"> = cur;
  if (cur.referent === "other" && !curOffers.length) {
    const answered = prevResult?.offers ?? [];
    const listed =
      answered.length > 1 ? answered : prev.offers.length > 1 ? prev.offers : undefined;
    const family = cur.families[0] ?? prevOffers[0]?.family ?? prev.families[0];
    const candidates =
      listed ??
      (family
        ? withoutExcluded(inFamily(family), prev).filter((o) =>
            prev.constraints.every((c) => satisfies(o, c)),
          )
        : []);
    const setAside = cur.excluded.length > 0 || cur.excludeOps.length > 0;
    // "...the other one that actually has a price on it?": custom pricing is not a price.
    const pricedOnly = (os: Offer[]) => (cur.priced ? os.filter((o) => !o.custom) : os);
    // The offer the previous answer gave is not "the other one"; a list it gave has no such one.
    const focus = setAside ? [] : answered.length === 1 ? answered : listed ? [] : prevOffers;
    offers = withoutExcluded(pricedOnly(candidates.filter((o) => !focus.includes(o))), cur);
    families = [];
    // Applied here: only the offers named are said back as set aside.
    resolved = { excluded: cur.excluded, excludeOps: [] };
  }
  // "The middle one": of the previous answer's list, or of its pool, by price.
  if (cur.referent === "middle" && !curOffers.length) {
    const answered = prevResult?.offers ?? [];
    const family = cur.families[0] ?? prevOffers[0]?.family ?? prev.families[0];
    offers =
      answered.length > 2
        ? answered
        : prev.offers.length > 2
          ? prev.offers
          : family
            ? inFamily(family).filter((o) => prev.constraints.every((c) => satisfies(o, c)))
            : [];
    families = [];
  }
  // "The first one", "the last one": the place in the list the previous answer showed, in the
  // order it showed it (the catalog's order for a family's list).
  if (cur.place !== undefined && !curOffers.length) {
    const answered = prevResult?.offers ?? [];
    const family = cur.families[0] ?? prevOffers[0]?.family ?? prev.families[0];
    // An answer about one offer showed no list: its family is asked back, never guessed from.
    const pool = family
      ? withoutExcluded(inFamily(family), prev).filter((o) =>
          prev.constraints.every((c) => satisfies(o, c)),
        )
      : [];
    const listed =
      answered.length > 1
        ? answered
        : prev.offers.length > 1
          ? prev.offers
          : !prev.offers.length && !answered.length
            ? pool
            : [];
    const at = cur.place < 0 ? listed.length + cur.place : cur.place - 1;
    const picked = listed.length > 1 ? listed[at] : undefined;
    // "...and the first one?": the previous question asked of it.
    if (picked && !asksSomething(cur))
      return {
        ...prev,
        offers: [picked],
        named: [picked],
        families: [],
        referent: undefined,
        followUp: true,
      };
    offers = picked ? [picked] : pool;
    families = [];
  }
  // "The next tier up", "the plan below": a step from the previous answer's offer, whatever
  // family word says "tier" or "plan".
  let step: Query["step"];
  if (
    (cur.referent === "next" || cur.referent === "below") &&
    !curOffers.length &&
    prevOffers.length
  ) {
    const from = prevOffers[0]!;
    const dir = cur.referent === "next" ? 1 : -1;
    const ladder = inFamily(from.family);
    // "If we need more than 10,000 conversations, the next plan up?": the next one that has it.
    let at = ladder.indexOf(from) + dir;
    while (ladder[at] && !cur.constraints.every((c) => satisfies(ladder[at]!, c))) at += dir;
    const to = ladder[at];
    // "How much more is the next one up?": the step from the previous offer to the next.
    const stepped = cur.ops.some((o) => o === "diff" || o === "ratio" || o === "sum");
    offers = to ? (stepped ? (dir > 0 ? [from, to] : [to, from]) : [to]) : [];
    families = [];
    step = { from, dir, to };
  } else if (
    !offers.length &&
    !families.length &&
    cur.referent !== "other" &&
    cur.referent !== "middle"
  ) {
    if (cur.referent === "others" && prevOffers.length) {
      offers = inFamily(prevOffers[0]!.family).filter((o) => !prevOffers.includes(o));
    } else if (cur.top !== undefined || (ordering(cur) && cur.referent !== "it")) {
      // "and the cheapest?", "which of those is cheapest?": order the same pool again.
      offers = prev.offers.length > 1 ? prev.offers : prev.families.length ? [] : prevOffers;
      families = offers.length ? [] : prev.families;
    } else if (prevOffers.length) {
      offers = prevOffers;
    } else {
      families = prev.families;
    }
  }
  // "The difference between them": two offers of the conversation.
  const pair = cur.ops.some((o) => o === "diff" || o === "sum" || o === "ratio");
  if (pair && offers.length < 2) {
    const recent = [...new Set([...seen].reverse())].slice(0, 2).reverse();
    if (recent.length === 2) offers = recent;
  }
  const strong = cur.attributes.filter((a) => a !== "features" || cur.asks.features);
  // "...saves the most time?" then "and the least?": the same measure, the other end; "and the
  // top two together?": the same order's first places.
  // "...how many workflows?" then "and a full year?": a count does not run over a year, the fee
  // does.
  const timed = cur.yearWord || cur.months !== undefined;
  const counts = (a: Attribute) => a === "workflows" || a === "conversations" || a === "chatbots";
  const countsOnly =
    prev.attributes.some(counts) && prev.attributes.every((a) => counts(a) || a === "features");
  // "...WhatsApp setup?" then "and whatsapp and sms together?": channels have no price, so the
  // sum is of their setup times.
  const channelsOnly = offers.length > 0 && offers.every((o) => o.family === "channel");
  const inheritAttrs =
    !strong.length &&
    (cur.ops.every((o) => o === "min" || o === "max") ||
      cur.top !== undefined ||
      (channelsOnly && prev.attributes.includes("setup"))) &&
    !cur.constraints.length &&
    !(timed && countsOnly);
  const ops =
    cur.top !== undefined && !ordering(cur)
      ? [...prev.ops.filter((o) => ordering({ ...cur, ops: [o] })), ...cur.ops]
      : cur.ops;
  // "...on that, and on Claude?": the previous offer and the one named now.
  if (cur.withIt && curOffers.length && prevOffers.length) {
    offers = [...prevOffers.filter((o) => !curOffers.includes(o)), ...curOffers];
  }
  // "...and if I add Priority Launch?": the new offer joins the previous ones.
  // "...and Business Pro plus Priority Launch?" names its own sum: nothing is added to it, unless
  // said to be added ("...and Messenger and SMS too").
  // "...and Facebook Messenger as well, total?" after one channel's setup: both are set up.
  const addedChannel =
    cur.adding &&
    curOffers.length > 0 &&
    (cur.attributes.includes("setup") ||
      (!cur.attributes.length && curOffers.every((o) => o.family === "channel"))) &&
    prev.attributes.includes("setup");
  if (
    ((cur.ops.includes("sum") &&
      (curOffers.length === 1 || (cur.adding && curOffers.length > 1))) ||
      addedChannel) &&
    prevOffers.length
  ) {
    offers = [...prevOffers.filter((o) => !curOffers.includes(o)), ...curOffers];
  }
  return {
    ...base,
    ...resolved,
    ops,
    ...(step ? { step } : {}),
    // "And the next cheapest?": one place further down the previous order.
    rank: cur.rank === "next" ? (typeof prev.rank === "number" ? prev.rank + 1 : 2) : cur.rank,
    offers,
    families,
    constraints: cur.constraints.length || offers.length ? cur.constraints : prev.constraints,
    // "...and the one that saves the least?" after hours saved: hours again, not money.
    attributes: inheritAttrs
      ? prev.attributes
      : cur.bareSave && prev.attributes.includes("hours")
        ? cur.attributes.map((a) => (a === "saving" ? "hours" : a))
        : cur.attributes,
    billing: cur.billing.length ? cur.billing : prev.billing,
    dates: cur.dates.length ? cur.dates : prev.dates,
    times: cur.times.length ? cur.times : prev.times,
    // "Is there a trial on Starter? And how much is it?": a new attribute drops the policy.
    policy: cur.policy ?? (strong.length && !cur.dates.length ? undefined : prev.policy),
    // "...and if the whole automation is down?": an outage is its own priority, not the last one.
    priorities:
      cur.priorityStep && prev.priorities.length === 1
        ? stepPriority(prev.priorities[0]!, cur.priorityStep)
        : cur.priorities.length
          ? cur.priorities
          : cur.outage
            ? []
            : prev.priorities,
    classified: cur.outage ? false : (cur.classified ?? prev.classified),
    products: cur.products.length ? cur.products : prev.products,
  };
}

/** The priority next to `p` in the published table (none past either end). */
function stepPriority(p: string, dir: 1 | -1): string[] {
  const order: string[] = supportTargets.map((t) => t.priority);
  const next = order[order.indexOf(p) + dir];
  return next ? [next] : [p];
}

const understood = (q: Query) => !q.leftovers.length && !q.unexplained.length;

/**
 * The query for `text`, read with up to two earlier visitor questions when it is a follow-up,
 * and the result the previous question had (for "it", "those", "the next one up").
 */
function resolve(
  text: string,
  history: AssistantTurn[],
  ctx: EvalContext,
  names: ReadonlySet<string>,
  depth = 0,
): { query: Query; followUp: boolean; seen: Offer[] } {
  let q = parse(text, ctx.today, names);
  let swapped = false;
  const users = history.filter((t) => t.role === "user");
  const last = users.at(-1);
  // "How long does WhatsApp setup take?" then "and facebook messenger?": a channel said alone is
  // the same question of that channel; read alone it is no channel ("SMS", "email" are other
  // things too), so it would be the previous channel asked again.
  if (last && !q.offers.length && depth <= 2) {
    const named = channelsNamed(text);
    const before = named.offers.length
      ? parse(normalizeText(last.content.slice(0, 500)), ctx.today, names)
      : undefined;
    if (before?.offers.length && before.offers.every((o) => o.family === "channel")) {
      const said = (w: string) => named.words.includes(w);
      q = {
        ...q,
        offers: named.offers,
        named: named.offers,
        families: q.families.filter((f) => f !== "chatbot"),
        casual: q.casual.filter((w) => !said(w)),
        leftovers: q.leftovers.filter((w) => !said(w)),
        unknownNames: q.unknownNames.filter((w) => !said(w.toLowerCase())),
        // "SMS", "text messages" read alone are the automation plans' SMS notifications.
        constraints: q.constraints.filter((c) => c.kind !== "feature"),
      };
      swapped = true;
    }
  }
  // "I want the chatbot on Slack, Email and the website" then "how long would setting up all
  // three take, added up?": the channels counted are the ones just named, when their count
  // agrees; the question is read with them said.
  if (last && !q.offers.length && depth <= 2) {
    const counted = text.match(
      /\ball (two|three|four|five|six|2|3|4|5|6)(?: of them| channels)?\b/,
    );
    const before = counted ? channelsNamed(normalizeText(last.content.slice(0, 500))) : undefined;
    const n = counted
      ? ({ two: 2, three: 3, four: 4, five: 5, six: 6 }[counted[1]!] ?? Number(counted[1]))
      : 0;
    if (before && before.offers.length >= 2 && before.offers.length === n) {
      const list = before.offers.map((o) => o.name.toLowerCase());
      const said = `the chatbot on ${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
      const read = parse(text.replace(counted![0], said), ctx.today, names);
      if (
        understood(read) &&
        !read.leftovers.length &&
        read.offers.length === n &&
        read.offers.every((o) => o.family === "channel")
      ) {
        q = read;
        swapped = true;
      }
    }
  }
  // A question with a subject of its own the catalog lacks ("and what's your phone number?")
  // is not the previous question asked again.
  // "How do refunds work?" then "once processed, how long until the money shows up in my
  // account?": a step of the refund's timeline, read as the refund it follows.
  if (last && q.policy === undefined && !q.offers.length && depth <= 2) {
    const before = parse(normalizeText(last.content.slice(0, 500)), ctx.today, names);
    if (before.policy === "refund" && !/\brefund/.test(text)) {
      const asRefund = parse(`${text} (refund)`, ctx.today, names);
      if (
        asRefund.span?.timeline === "refund" &&
        understood(asRefund) &&
        !asRefund.leftovers.length
      )
        return {
          query: { ...asRefund, followUp: true },
          followUp: true,
          seen: [],
        };
    }
  }
  if (
    !last ||
    depth > 2 ||
    !(swapped || isFollowUp(text, q)) ||
    q.unknownNames.length ||
    q.leftovers.length
  ) {
    return { query: q, followUp: false, seen: q.offers };
  }
  const earlier = history.slice(0, history.lastIndexOf(last));
  const prevText = normalizeText(last.content.slice(0, 500));
  const previous = resolve(prevText, earlier, ctx, names, depth + 1);
  const prev = previous.query;
  if (!understood(prev)) return { query: q, followUp: false, seen: q.offers };
  // "...on January 11?" then "and if I paid on the 13th instead?": the same month's 13th.
  const bareDays = q.unexplained.filter((u) => /^\d{1,2}(?:st|nd|rd|th)$/.test(u));
  const prevDay = prev.dates[0];
  if (bareDays.length === 1 && prev.dates.length === 1 && prevDay && !q.dates.length) {
    const day = { ...prevDay, day: Number.parseInt(bareDays[0]!, 10) };
    if (isValidDay(day)) {
      q.dates = [day];
      q.unexplained = q.unexplained.filter((u) => u !== bareDays[0]);
      // "paid" in "if I paid on the 13th" dates the payment; it does not ask a price.
      if (prev.policy && /\bpaid\b/.test(text) && !/\b(?:price|cost|how much)\b/.test(text))
        q.attributes = q.attributes.filter((a) => a !== "price");
    }
  }
  // "What does Priority Start cost, and how long do I have to get a refund?": a policy with no
  // date on either side is a question of its own, not the previous offer asked again.
  const undated = (x: Query) =>
    !x.dates.length && x.days === undefined && !x.span && x.paidOn === undefined;
  if (
    q.policy &&
    q.policy !== "trial" &&
    q.policy !== prev.policy &&
    undated(q) &&
    undated(prev) &&
    !q.offers.length
  ) {
    return { query: q, followUp: false, seen: q.offers };
  }
  const prevResult = evaluate(prev, ctx);
  const seen = [...previous.seen, ...(prevResult?.offers ?? []), ...q.offers];
  // "The middle one: how many bots?" then "what's half a year?": the middle one was picked from
  // the list, and the next turn asks of it, not of the list it was picked from.
  const middle =
    prev.referent === "middle" && prev.offers.length > 1 ? middleOf(prev.offers).middle : undefined;
  const picked = middle
    ? {
        ...prev,
        offers: [middle],
        named: [middle],
        families: [],
        referent: undefined,
      }
    : prev;
  const merged = merge(picked, middle ? evaluate(picked, ctx) : prevResult, q, seen);
  // "When am I charged if the trial starts April 5?" then "last day for a refund?": the refund
  // (or the notice) counts from the trial's first charge, not from the day the trial starts.
  if (
    (prev.policy === "trial" || prev.fromTrial) &&
    (merged.policy === "refund" || merged.policy === "notice") &&
    !q.dates.length &&
    q.days === undefined
  ) {
    return {
      query: {
        ...merged,
        dates: [prev.dates[0] ?? ctx.today],
        fromTrial: true,
      },
      followUp: true,
      seen,
    };
  }
  // "I just paid for Business Pro today." then "until when can I get my money back?"
  if (
    merged.policy === "refund" &&
    !merged.dates.length &&
    prev.paidOn &&
    merged.days === undefined
  )
    return { query: { ...merged, dates: [prev.paidOn] }, followUp: true, seen };
  return { query: merged, followUp: true, seen };
}

const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** "**Business Starter** is $197/month (regular price $297)." as the catalog states it. */
function publishedPrice(o: Offer): string {
  const usd = formatUsd;
  if (o.oneTime !== null) return `**${o.name}** is ${usd(o.oneTime)} one-time.`;
  if (o.per1kTokens !== null) return `**${o.name}** is $${o.per1kTokens} per 1K tokens.`;
  if (o.monthly === null) return o.custom ? `**${o.name}** has custom pricing.` : "";
  const regular = o.regular !== null ? ` (regular price ${usd(o.regular)})` : "";
  const yearly =
    o.yearlyPerMonth !== null ? `, or ${usd(o.yearlyPerMonth)}/month on the 12-month plan` : "";
  return `**${o.name}** is ${usd(o.monthly)}/month${regular}${yearly}.`;
}

/** What the engine can compute, for a question it could not place in full. */
export function clarification(q: Query, ctx: ComputeContext): Computed {
  const { business } = ctx;
  const reach = `call ${business.phone} or email ${business.salesEmail}`;
  const family =
    q.unknownFamily ??
    q.offers[0]?.family ??
    (["model", "premium", "design", "chatbot", "vibe", "automation"] as Family[]).find((f) =>
      q.families.includes(f),
    );
  const names = family ? inFamily(family).map((o) => `**${o.name}**`) : [];
  const sources = q.named.length
    ? q.named.map((o) => o.source)
    : family
      ? inFamily(family).map((o) => o.source)
      : [];
  const options = names.length ? ` Our ${familyLabel[family!]}s are ${list(names)}.` : "";
  // The visitor's own amounts are not repeated: a quoted price is never a price of ours.
  const phrase = [...q.unexplained.filter((u) => !/[$€£]/.test(u)), ...q.leftovers].join(" ");
  const specialist = `A specialist can confirm it: ${reach}, or I can connect you with a specialist.`;
  let text: string;
  if (q.unknownNames.length) {
    text = `We don't have ${list(q.unknownNames.map((n) => `"${n}"`))} in our catalog, so I can't quote a price for it.${options} Did you mean one of those? ${specialist}`;
  } else if (q.named.length) {
    const o = q.named[0]!;
    // A number said about the offer ("normally 597?") is set against the offer's own prices.
    const priced =
      q.claimed.length ||
      q.unexplained.some((u) => /\$/.test(u)) ||
      q.leftovers.some((w) => /^cents?$/.test(w))
        ? ` ${publishedPrice(o)}`
        : "";
    text = `Our pages don't list ${phrase ? `"${phrase}"` : "the figure you give"} for ${list(q.named.map((x) => `**${x.name}**`))}, so I won't guess.${priced} **${o.name}** includes: ${o.features.map(lowerFirst).join("; ")}. ${specialist}`;
  } else if (q.attributes.includes("saving")) {
    text = `We don't list a discount for "${phrase}": prices are fixed as published, and the only savings are the limited-time prices of the automation plans and the 12-month plans of AI Vibe Coding. ${specialist}`;
  } else if (q.attributes.includes("price")) {
    text = `I can't find a price for "${phrase}" in our catalog, and I'd rather not guess.${options} ${specialist}`;
  } else {
    text = `I can't answer "${phrase}" from our published catalog, and I'd rather not guess.${options} I can work out prices, totals over months or years, differences between plans, the cheapest plan for a need, and trial, refund or notice dates. Could you rephrase, or shall I connect you with a specialist? You can also ${reach}.`;
  }
  return {
    kind: "clarify",
    text,
    sources: [...new Set(sources)],
    amounts: [],
    numbers: [],
    dates: [],
  };
}

const promoEnds =
  /\b(?:promo(?:tion)?|promotional price|limited[- ]time(?: (?:price|offer|deal))?|intro(?:ductory)? price|sale price)\b[^?.!]*\b(?:ends?|ending|expires?|is over|runs? out|stops?)\b|\b(?:jump|jumps|go|goes|switch|switches) (?:back )?(?:up )?to the regular\b/;

const monthWord =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const todayIs = new RegExp(
  `\\b(?:today is|today's date is|the date today is|it's|it is)(?: (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?)? (?:the )?(${monthWord} \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}(?:st|nd|rd|th)? (?:of )?${monthWord}(?:,? \\d{4})?)(?: today)?\\b[,.;:!]?`,
);

/**
 * "Today is March 3. If I start the trial today...": the day the visitor says is today, the
 * clause taken out, and the clock moved to that day (the same time of day). A day said without a
 * year is the one nearest the business's today.
 */
function toldToday(text: string, ctx: ComputeContext): { text: string; now: Date } | null {
  const m = text.match(todayIs);
  if (!m) return null;
  // "It's March 3" is a today only when the message says today elsewhere or "today is".
  if (/^it/.test(m[0]) && !/\btoday\b/.test(m[0]) && !/\btoday\b/.test(text.replace(m[0], " ")))
    return null;
  const base = today(ctx);
  const day = parse(m[1]!, base).dates[0];
  if (!day) return null;
  const stated = /\d{4}/.test(m[1]!)
    ? day
    : [day.year - 1, day.year, day.year + 1]
        .map((year) => ({ ...day, year }))
        .sort(
          (a, b) =>
            Math.abs(
              Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(base.year, base.month - 1, base.day),
            ) -
            Math.abs(
              Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(base.year, base.month - 1, base.day),
            ),
        )[0]!;
  const shift =
    Date.UTC(stated.year, stated.month - 1, stated.day) -
    Date.UTC(base.year, base.month - 1, base.day);
  return { text: text.replace(m[0], " ").trim(), now: new Date(ctx.now.getTime() + shift) };
}

/**
 * The clarifying reply to an answer that left part of the question unused: what was stated and
 * not used, what the engine can work out, and the specialist. No figure of the nearby answer is
 * sent.
 */
function unusedReply(q: Query, stated: Stated[], result: Result, ctx: ComputeContext): Computed {
  const unused = stated.map((s) => s.said);
  const { business } = ctx;
  const named = result.offers.length
    ? ` I can tell you about ${list(result.offers.map((o) => `**${o.name}**`))}${result.offers.length > 1 ? " on their own" : " on its own"}.`
    : "";
  const asks = stated.flatMap((s) => (s.ask ? [s.ask] : []));
  return {
    kind: "clarify",
    text: `I couldn't work out an answer that uses ${list(unused)} from our pages, so I won't give you a figure for a nearby question.${named}${asks.length ? ` ${asks.join(" ")}` : ""} I can work out prices, totals over months or years, the cheapest plan for a need (a number of conversations or workflows), and trial, refund or notice dates. Could you tell me a bit more, or shall I connect you with a specialist? You can also call ${business.phone} or email ${business.salesEmail}.`,
    dropped: unused,
    unused,
    unusedValues: stated.map((s) =>
      s.value !== undefined ? s.value.toLocaleString("en-US") : s.said,
    ),
    sources: result.sources,
    // The visitor's own figures, said back as written out ("15k" as 15,000).
    amounts: stated.flatMap((s) => (s.said.includes("$") && s.value ? [s.value] : [])),
    numbers: stated.flatMap((s) => (s.value !== undefined ? [s.value] : [])),
    dates: q.dates.map(dayKey),
  };
}

/** What is said of a build's size ("5 pages") the plans are not priced by. */
export function scopeNote(scope: string[], business: ComputeContext["business"]): string {
  const units = list([
    ...new Set(scope.map((x) => x.replace(/^\d+ /, "").replace(/(?<!s)$/, "s"))),
  ]);
  // Neither a limit nor its absence is published: said as not known, never as "no limit".
  return `Our plans are not priced by size, and our pages don't say how many ${units} a plan includes: a specialist confirms ${list(scope)} with you before you start (call ${business.phone} or email ${business.salesEmail}).`;
}

/**
 * The decline for an answer of another kind than the question asks: what the engine can work
 * out, and the specialist.
 */
export function askedElsewhere(
  unmet: string[],
  sources: Source[],
  ctx: Pick<ComputeContext, "business">,
): Computed {
  return {
    kind: "clarify",
    text: `I can't work out ${list(unmet)} for that from our published catalog, so I won't give you a nearby figure instead. I can work out prices, totals over months or years, differences between plans, the cheapest plan for a need, and trial, refund, pause or notice dates. A specialist can answer it: call ${ctx.business.phone} or email ${ctx.business.salesEmail}, or I can connect you with a specialist.`,
    sources,
    amounts: [],
    numbers: [],
    dates: [],
  };
}

/**
 * The parts of a question an answer leaves out: an attribute, an operation or an offer the
 * question names that the answer's text never addresses ("...and how much do we save?" answered
 * with the total only).
 */
export function unaddressed(q: Query, text: string, question = ""): string[] {
  const out: string[] = [];
  const t = text.replace(/\n+Sources?: .*$/s, "");
  // What the question's own words ask for, whatever the parser made of them: an answer that
  // lists the parts of a sum without adding them, a month's cost asked for a year, or a trial
  // date asked when development starts is a nearby answer, not the answer.
  const withoutNames = (x: string) =>
    catalogOffers.reduce((y, o) => y.replace(new RegExp(o.name, "gi"), " "), x);
  const unnamed = withoutNames(t);
  const asks = withoutNames(question);
  const amountsIn = t.match(/\$\d[\d,]*(?:\.\d+)?/g)?.length ?? 0;
  if (
    /\b(?:plus|on top|together|combined|altogether|all in|come to|comes to|in total|total|monthly bill|add(?:ed)? up)\b/i.test(
      question,
    ) &&
    amountsIn >= 2 &&
    !/[+=]|\btotal\b|\btogether\b|\bcombined\b/i.test(t)
  )
    out.push("the total");
  if (
    /\b(?:a|per|for (?:a|the|one)|whole|full|entire|each|every)\s+year\b|\bannual(?:ly)?\b|\bfor \d+ (?:months|years)\b/i.test(
      question,
    ) &&
    amountsIn >= 1 &&
    !/× \d+(?![\w.])|\byears?\b|\bannual|\byearly\b|\b\d+[- ]months?\b/i.test(t)
  )
    out.push("the total over that time");
  if (
    /(?<!chatbot |custom |app |one-time |one time |the one-time )\bdevelopment\b(?!\s*\))|\b(?:start|begin)(?:s|ing)? (?:building|work|development)\b/i.test(
      asks,
    ) &&
    !/\bdevelop|\bbuild/i.test(unnamed)
  )
    out.push("when development starts");
  const asked = (a: Attribute) => q.attributes.includes(a);
  const choosing =
    q.asks.which ||
    q.ops.some((o) => o === "cheapest" || o === "dearest" || o === "min" || o === "max");
  if (
    asked("saving") &&
    !/\bsav(?:e|es|ed|ing|ings)\b|\bdiscount|−|\bless\b|\bdifference\b/i.test(t)
  )
    out.push("the saving");
  if (asked("hours") && !/\bhours?\b/i.test(t)) out.push("the hours saved");
  // "How many hours would both save?" answered with one of them.
  if (/\bboth\b/i.test(question) && new Set(t.match(/\*\*[^*$]+\*\*/g) ?? []).size < 2)
    out.push("the second of the two");
  // Hours a week said where hours a year (or a month) were asked.
  if (
    /\bhours?\b[^?.!]*\b(?:a|per|each|every|in a|over a)\s+(?:year|month)\b|\b(?:yearly|annual(?:ly)?|monthly)\b/i.test(
      question,
    ) &&
    /\bhours? a week\b/i.test(t) &&
    !/\bweeks = \*\*|\bover [\d,]+ weeks that is\b|\b52 ÷ 12\b[^*]*= \*\*about/.test(t)
  )
    out.push("the hours over that time");
  if (asked("trial") && !/\btrial\b/i.test(t)) out.push("the trial");
  for (const unit of ["workflows", "conversations", "chatbots"] as const) {
    const counted = q.constraints.some((c) => "unit" in c && c.unit === unit);
    if (asked(unit) && !counted && !new RegExp(`\\b${unit.replace(/s$/, "")}s?\\b`, "i").test(t))
      out.push(`the number of ${unit}`);
  }
  if (
    q.ops.includes("diff") &&
    !choosing &&
    !/−|\bdifference\b|\bmore than\b|\bless than\b|\bcheaper\b|\bless\b|\bsav(?:e|es|ing)\b|\bthe same\b|\bonly\b/i.test(
      t,
    )
  )
    out.push("the difference");
  if (q.tokens !== undefined && !/\btokens?\b/i.test(t)) out.push("the token cost");
  if (!choosing && !q.withIt) {
    const missing = q.named.filter(
      (o) =>
        !q.excluded.includes(o) &&
        o !== q.step?.from &&
        !t.toLowerCase().includes(o.name.toLowerCase()) &&
        // A name both lines use, read as the other line's plan, was answered as that plan.
        !(q.ambiguous.includes(o) && !q.offers.includes(o) && q.offers.some((x) => x.id === o.id)),
    );
    if (missing.length) out.push(list(missing.map((o) => `**${o.name}**`)));
  }
  return out;
}

/**
 * The question at the end of a message that tells a story first: its last sentence that asks
 * (with what follows it), when sentences come before it; undefined otherwise.
 */
function questionPart(text: string): string | undefined {
  const sentences = text.split(/(?<=[.!?:;])\s+(?=\S)/);
  if (sentences.length < 2) return undefined;
  const asks = (s: string) =>
    /\?\s*$/.test(s) ||
    /^(?:(?:so|and|anyway|ok|okay|well|but),?\s+)?(?:how|what|which|when|where|why|who|can|could|do|does|is|are|will|would|should)\b/.test(
      s,
    );
  let at = -1;
  for (let i = sentences.length - 1; i > 0; i--) {
    if (asks(sentences[i]!)) {
      at = i;
      break;
    }
  }
  if (at < 1) return undefined;
  // A question that leans on the story ("which plan fits that?") is not a question of its own,
  // unless it names its own subject ("if you set up Lead Follow-Up, how much would that save?").
  const names = (s: string) => {
    const own = parse(s, { year: 2000, month: 1, day: 1 });
    return own.offers.length > 0 || own.families.length > 0;
  };
  const asked = sentences.slice(at).join(" ");
  if (
    !/\b(?:that|this|those|these|them|it)\b/.test(asked) ||
    /\bhow soon\b/.test(asked) ||
    names(asked)
  )
    return asked;
  // "I saw the six popular automations on your page. If we set up all six of them, ...?": the
  // sentence just before names what the question leans on, so it is read with the question and
  // only what comes before it is the story.
  if (at >= 2 && names(sentences[at - 1]!)) return sentences.slice(at - 1).join(" ");
  return undefined;
}

/** How a charge past a plan's limit is asked ("before you start charging extra"). */
const overageWords =
  /\b(?:before|until|till|when|if|once) (?:you |they |it )?(?:(?:start|begin)s? )?(?:to )?charg\w* (?:me |us |you )?(?:extra|more)\b|\bextra charges?\b|\b(?:go|goes|going|get|gets) (?:over|past|above|beyond) (?:the |our |that )?(?:limit|cap|quota)\b|\bover(?:ages?)?\b(?= (?:the )?(?:limit|cap|fees?|charges?))|\boverages?(?: fees?| charges?)?\b|\bexceed\w*(?: (?:the|that|it) (?:limit|cap)?)?/g;

/** An offer's lowest price of one kind, for an order by price; custom pricing is the top. */
const lowestOf = (o: Offer): number | null =>
  o.custom ? null : (o.yearlyPerMonth ?? o.monthly ?? o.oneTime ?? o.per1kTokens);

/** "The other one" could be several offers (or none the conversation names): ask which. */
function whichOne(candidates: Offer[], ctx: ComputeContext): Computed {
  const names = candidates.map((o) => `**${o.name}**`);
  const text =
    candidates.length > 1
      ? `Which one do you mean: ${names.slice(0, -1).join(", ")} or ${names.at(-1)}? Tell me and I'll work it out.`
      : `Which plan or package do you mean by "the other one"? Tell me its name and I'll work it out, or I can connect you with a specialist (call ${ctx.business.phone} or email ${ctx.business.salesEmail}).`;
  return {
    kind: "clarify",
    text,
    sources: [...new Set(candidates.map((o) => o.source))],
    amounts: [],
    numbers: [],
    dates: [],
  };
}

/** A file of `mb` megabytes against the consultation form's upload limit. */
function fileSize(mb: number, type: string | undefined, ctx: ComputeContext): Computed {
  const limitBytes = ctx.uploadMaxBytes ?? defaultUploadMaxBytes;
  const limit = formatBytes(limitBytes);
  const fits = mb * 1024 * 1024 <= limitBytes;
  const types = acceptedFileTypes.map((t) => t.label).join(", ");
  const accepted =
    type === undefined ||
    acceptedFileTypes.some((t) => (t.extensions as readonly string[]).includes(`.${type}`));
  const kind = type ? `${type.toUpperCase()} file` : "file";
  const verdict = !accepted
    ? `${type!.toUpperCase()} is not among the file types it takes. For other files, a specialist can help: call ${ctx.business.phone} or email ${ctx.business.salesEmail}.`
    : fits
      ? `a ${mb} MB ${kind} is within the limit.`
      : `a ${mb} MB ${kind} is over the limit, so the form won't take it. For a larger file, a specialist can help: call ${ctx.business.phone} or email ${ctx.business.salesEmail}.`;
  return {
    kind: "answer",
    text: `The consultation form on our contact page takes one supporting file of up to **${limit}** (${types}): ${verdict}`,
    sources: [contactSource],
    amounts: [],
    numbers: [mb, limitBytes / (1024 * 1024)],
    dates: [],
  };
}

/**
 * The computed answer for `text` (normalized); a Partial when only part of it was understood;
 * "topic" when it is not a question about the catalog, a policy date or the hours.
 */
/** "The middle one" of a list: one of an odd number, by price, or none (asked back). */
function middleOf(pool: Offer[]): {
  priced: Offer[];
  middle: Offer | undefined;
} {
  const priced = [...pool].sort(
    (a, b) => (lowestOf(a) ?? Number.POSITIVE_INFINITY) - (lowestOf(b) ?? Number.POSITIVE_INFINITY),
  );
  // "Starter, Professional, Enterprise and Custom Development": the middle of the plans billed
  // monthly, when a one-time or custom-priced build beside them makes the count even.
  const monthly = priced.filter((o) => o.monthly !== null);
  const line = priced.length % 2 === 0 && monthly.length % 2 === 1 ? monthly : priced;
  return {
    priced,
    middle: line.length % 2 === 0 || line.length < 3 ? undefined : line[(line.length - 1) / 2],
  };
}

export function compute(
  text: string,
  ctx: ComputeContext,
  history: AssistantTurn[] = [],
  depth = 0,
): Computed | Partial | NotComputed {
  // "Today is March 3": the visitor's today is the day every "today" of the message means.
  const told = depth === 0 ? toldToday(text, ctx) : null;
  if (told) return compute(told.text, { ...ctx, now: told.now }, history, depth + 1);
  const evalCtx: EvalContext = { today: today(ctx), business: ctx.business };
  const resolved = resolve(text, history, evalCtx, ctx.names ?? new Set());
  const { followUp } = resolved;
  // A casual word is harmless next to something concrete (an offer, a family, a policy, a
  // date); with nothing concrete named ("what's the fee to transfer my plan?") it may be the
  // very subject, and counts as a leftover.
  const r = resolved.query;
  const concrete =
    r.offers.length > 0 ||
    r.families.length > 0 ||
    r.products.length > 0 ||
    r.policy !== undefined ||
    r.span !== undefined ||
    r.dates.length > 0 ||
    r.constraints.length > 0 ||
    r.tokens !== undefined ||
    r.months !== undefined ||
    r.step !== undefined ||
    r.yearWord;
  // "Wann ist euer Support bei uns erreichbar, in unserer Zeit (MEZ)?": the support hours in
  // the visitor's zone on the reference day.
  if (!r.offers.length && !r.ops.length && !r.dates.length && !r.times.length) {
    const zoned = supportHoursIn(text, ctx.hours, evalCtx.today, ctx.hours.zoneLabel);
    if (zoned) return { kind: "answer", amounts: [], ...zoned, query: r };
    // "What are your support hours?" then "I'm in London, what's that in my time?": the hours
    // asked before, said in the zone the follow-up gives.
    const before = [...history].reverse().find((t) => t.role === "user")?.content;
    if (before && /\b(?:that|those|it|this|them)\b/.test(text)) {
      const asked = supportHoursIn(
        `${normalizeText(before)} ${text}`,
        ctx.hours,
        evalCtx.today,
        ctx.hours.zoneLabel,
      );
      if (asked) return { kind: "answer", amounts: [], ...asked, query: r };
    }
  }
  // "Can I attach a 25 MB zip?": the size against the form's limit, whatever casual words.
  if (r.fileSizeMb !== undefined && !r.offers.length && !r.policy && !r.leftovers.length) {
    return { ...fileSize(r.fileSizeMb, r.fileType, ctx), query: r };
  }
  // "The biggest attachment the consultation form takes": the upload limit, which the topic
  // answer states ("biggest" is no price order here, "along with" no sum).
  if (
    !r.offers.length &&
    !r.families.length &&
    /\b(?:biggest|largest|heaviest|max(?:imum)?)\b(?: \w+){0,2} (?:attachments?|uploads?|files?)\b|\bhow (?:big|large|heavy|huge) (?:can|could|may|is|should|are) (?:\w+ ){0,2}(?:attachments?|uploads?|files?)\b/.test(
      text,
    )
  )
    return { kind: "topic", query: r };
  let q = concrete || !r.casual.length ? r : { ...r, leftovers: [...r.leftovers, ...r.casual] };
  // "All 3 of the builds": a count said back must be the number of offers asked about.
  // "5 things ... covers all 5": the count the need already says, said back.
  if (q.saidCount !== undefined) {
    const pool = q.offers.length ? q.offers : familyPool(q.families);
    const need = q.constraints.some((c) => c.kind === "atLeast" && c.n === q.saidCount);
    if (pool.length !== q.saidCount && !need)
      q = { ...q, unexplained: [...q.unexplained, String(q.saidCount)] };
  }
  // "The plan after Business Elite", "and the tier below?" after the first one: none there.
  if (q.step && !q.step.to && understood(q)) {
    const { from, dir } = q.step;
    const ladder = inFamily(from.family);
    return {
      kind: "clarify",
      text: `**${from.name}** is our ${dir > 0 ? "top" : "first"} ${familyLabel[from.family]}: there is none ${dir > 0 ? "above" : "below"} it. Our ${familyLabel[from.family]}s are ${list(ladder.map((o) => `**${o.name}**`))}.`,
      sources: [from.source],
      amounts: [],
      numbers: [],
      dates: [],
      query: q,
    };
  }
  if (q.step?.to) q = { ...q, followUp: true };
  // "The middle one": one of an odd number, by price; an even number is asked back.
  if (q.referent === "middle" && q.offers.length !== 1 && understood(q)) {
    const { priced, middle } = middleOf(q.offers.length ? q.offers : familyPool(q.families));
    if (!middle) return { ...whichOne(priced, ctx), query: q };
    q = { ...q, offers: [middle], followUp: true };
  }
  // "The second one?" after an answer about one offer: no list to count in, so asked back.
  if (q.place !== undefined && followUp && q.offers.length > 1 && understood(q))
    return { ...whichOne(q.offers, ctx), query: q };
  // "The most popular one": the offer its family's cards mark Most Popular.
  if (q.popular && q.offers.length !== 1) {
    const pool = q.offers.length ? q.offers : familyPool(q.families);
    const popular = pool.filter((o) => o.popular);
    if (popular.length === 1)
      q = {
        ...q,
        offers: popular,
        families: [],
        // "What's your most popular plan?": which one it is, with its price.
        attributes: q.attributes.length ? q.attributes : ["price"],
        followUp: true,
      };
  }
  // "3,000 conversations a month on GPT-3.5 Turbo: what's our token bill?": the models are priced
  // per token, and no page says how many tokens a conversation takes.
  const counted = q.constraints.find((c) => c.kind === "atLeast");
  const asked = q.offers.length ? q.offers : familyPool(q.families);
  if (
    counted?.kind === "atLeast" &&
    q.tokens === undefined &&
    asked.length > 0 &&
    asked.every((o) => o.family === "model")
  ) {
    const priced = asked.filter((o) => o.per1kTokens !== null);
    const prices = priced.map((o) => `**${o.name}** $${o.per1kTokens} per 1K tokens`);
    return {
      kind: "unavailable",
      text: `Our AI models are priced per 1K tokens (${list(prices)}), and our pages don't say how many tokens a conversation uses, so I can't turn ${counted.n.toLocaleString("en-US")} ${counted.unit} into a token bill. A specialist can estimate it with you: call ${ctx.business.phone} or email ${ctx.business.salesEmail}, or I can connect you with a specialist.`,
      sources: [...new Set(priced.map((o) => o.source))],
      amounts: priced.map((o) => o.per1kTokens!),
      numbers: [counted.n],
      dates: [],
      query: q,
    };
  }
  // "The other one": one offer. More than one that fits (or none) is asked back, never picked.
  if (q.referent === "other" && q.offers.length !== 1 && understood(q)) {
    const candidates = followUp
      ? q.offers
      : withoutExcluded(q.offers.length ? q.offers : familyPool(q.families), q);
    if (candidates.length !== 1) return { ...whichOne(candidates, ctx), query: q };
    q = { ...q, offers: candidates, excludeOps: [], followUp: true };
  }
  if (
    !q.offers.length &&
    !q.families.length &&
    // "We close over winter. If we pause starting today, until when?": a policy asked.
    !q.policy &&
    !priceWords.test(text) &&
    ((asksNow.test(text) && aboutAvailability.test(text)) ||
      /\bopen next\b|\bnext (?:open|available)\b|\bwhen (?:do|will) you (?:open|be open)\b/.test(
        text,
      ))
  ) {
    return availability(ctx);
  }
  // "A bit of background: I own two clinics outside Charlotte ... Anyway: how soon do you start
  // building?": the story before the question names nothing the question needs. Answered from
  // the question alone when the story holds no number, no thing the catalog lacks and no offer.
  if (!understood(q) && depth === 0) {
    const asked = questionPart(text);
    if (asked) {
      const own = parse(asked, evalCtx.today);
      // "...our service with you terminates on December 10, 2026. ... by when will you have
      // deleted our data?": a policy asked with no day of its own counts from the day the story
      // gives, so the sentences that give one are read with the question.
      const before = text.slice(0, text.length - asked.length);
      const sentences = before.split(/(?<=[.!?;])\s+/);
      const undated =
        own.policy !== undefined &&
        own.policy !== "support" &&
        !own.dates.length &&
        own.days === undefined;
      const dated = undated
        ? sentences.filter((x) => parse(x, evalCtx.today).dates.length > 0)
        : [];
      const story = parse(
        dated.length ? sentences.filter((x) => !dated.includes(x)).join(" ") : before,
        evalCtx.today,
      );
      // A thing the story names ("our shop runs on Shopify") is part of the question; how the
      // visitor's customers reach them ("support emails pile up") is not, when the question
      // names its own subject.
      const subject = own.offers.length > 0 || own.families.length > 0;
      const channelWord = /^(?:e-?mails?|messages?|texts?|calls?|phone|voice)$/;
      // "We ran Business Pro for a year. Our plan ends on December 20.": the plan the story names
      // does not change when data is deleted, a refund's or a pause's window.
      const anyPlan =
        dated.length > 0 &&
        (own.policy === "deletion" || own.policy === "refund" || own.policy === "pause") &&
        !story.billing.length;
      const harmless =
        !story.unexplained.length &&
        !story.dates.length &&
        (!story.named.length || anyPlan) &&
        !story.constraints.length &&
        ![...story.leftovers, ...story.casual].some(
          (w) => isThingWord(w) && !(subject && channelWord.test(w)),
        );
      if (harmless) return compute([...dated, asked].join(" "), ctx, history, 1);
    }
  }
  if (q.unknownNames.length) return { ...clarification(q, ctx), query: q };
  // "Friday, July 15, 2027" when it is a Thursday: which of the two was meant is asked.
  if (q.wrongWeekday) {
    const { said, day } = q.wrongWeekday;
    const is = new Date(Date.UTC(day.year, day.month - 1, day.day)).toLocaleDateString("en-US", {
      weekday: "long",
      timeZone: "UTC",
    });
    const name = said.replace(/^./, (c) => c.toUpperCase());
    return {
      kind: "clarify",
      text: `${dayText(day)} is a ${is}, not a ${name}. Which day do you mean? Tell me the date and I'll work it out.`,
      sources: [],
      amounts: [],
      numbers: [],
      dates: [dayKey(day)],
      query: q,
    };
  }
  // "Can my nephew, he's 14, use your site?": the site's minimum age, set against the age said.
  if (r.age !== undefined && !r.offers.length) {
    const min = privacyRequests.minimumAge;
    const verdict =
      r.age < min ? `so someone who is ${r.age} shouldn't use it.` : `so at ${r.age} that is fine.`;
    return {
      kind: "answer",
      text: `This site is for businesses and is not directed at anyone under ${min}, ${verdict} We do not knowingly collect the personal data of anyone under ${min}.`,
      sources: [{ page: "privacy", section: "Children", anchor: "children" }],
      amounts: [],
      numbers: [r.age, min],
      dates: [],
      query: r,
    };
  }
  // "How many conversations come with Starter before you start charging extra?": the limit is
  // published, a charge past it is not. The limit is answered, and the charge said to be unlisted.
  if (
    q.leftovers.length === 1 &&
    q.leftovers[0] === "overage" &&
    !q.unexplained.length &&
    q.offers.length &&
    depth === 0
  ) {
    const within = compute(text.replace(overageWords, " "), ctx, history, 1);
    const note = `Our pages don't list a charge for going past a plan's limit, so I won't guess one: a specialist can tell you what happens then (call ${ctx.business.phone} or email ${ctx.business.salesEmail}), or the next plan up covers more.`;
    // The limit itself, where the answer left does not state it.
    const limits = q.offers.flatMap((o) => {
      const n = o.conversations ?? o.workflows;
      if (n === null || !Number.isFinite(n)) return [];
      const unit = o.conversations !== null ? "conversations" : "workflows";
      const name = o.family === "chatbot" ? `The **${o.name}** chatbot plan` : `**${o.name}**`;
      return [
        {
          o,
          n,
          line: `${name} includes up to ${n.toLocaleString("en-US")} ${unit}.`,
        },
      ];
    });
    if (within.kind === "answer" && !within.dropped?.length) {
      const missing = limits.filter((l) => !within.text.includes(l.n.toLocaleString("en-US")));
      return {
        ...within,
        text: [within.text, ...missing.map((l) => l.line), note].join("\n\n"),
        numbers: [...within.numbers, ...missing.map((l) => l.n)],
        query: q,
      };
    }
    if (limits.length) {
      return {
        kind: "answer",
        text: [...limits.map((l) => l.line), note].join("\n\n"),
        sources: [...new Set(limits.map((l) => l.o.source))],
        amounts: [],
        numbers: limits.map((l) => l.n),
        dates: [],
        query: q,
      };
    }
  }
  if (!understood(q)) {
    return engineSubject(q)
      ? { kind: "partial", query: q, clarify: clarification(q, ctx) }
      : { kind: "topic", query: q };
  }
  // "Business Pro is only $199 a month, right?": a price put forward and nothing else asked is
  // confirmed or corrected, never answered with the offers that cost that much.
  if (
    q.priceCheck &&
    q.offers.length === 1 &&
    !q.ops.length &&
    q.months === undefined &&
    !q.yearWord &&
    !q.total &&
    !q.firstPayment &&
    q.claimedTotal === undefined &&
    q.count === undefined &&
    q.policy === undefined &&
    !q.dates.length &&
    !q.constraints.length &&
    q.attributes.every((a) => a === "price")
  ) {
    const o = q.offers[0]!;
    const amounts = [o.monthly, o.yearlyPerMonth, o.oneTime, o.regular].filter(
      (n): n is number => n !== null,
    );
    return {
      kind: "answer",
      text: priceCheckLine(o, q.priceCheck.amount),
      sources: [o.source],
      amounts: [q.priceCheck.amount, ...amounts],
      numbers: [],
      dates: [],
      query: q,
    };
  }
  if (
    !followUp &&
    !engineSubject(q) &&
    !q.attributes.some((a) => a !== "price" && a !== "features")
  ) {
    // A topic word with nothing to compute ("how does automation work"): the topic rules answer.
    if (!q.dates.length && q.policy !== "trial") return { kind: "topic", query: q };
  }
  // "If I commit for a year, what's the total?": a 12-month plan's total with no period said is
  // the total of its term.
  if (
    q.total &&
    q.billing.length === 1 &&
    q.billing[0] === "yearly" &&
    q.months === undefined &&
    !q.yearWord &&
    q.offers.length > 0 &&
    q.offers.every((o) => o.yearlyPerMonth !== null) &&
    // "...with the 12-month plan, per month?": the month asked, not the term.
    !/\b(?:per|a|each|every|\/) ?month\b/.test(text)
  )
    q = { ...q, months: 12 };
  // "Our bot is down right now": an incident reported now is timed from the business's clock.
  if (
    q.outage &&
    !q.times.length &&
    !q.dates.length &&
    /\b(?:right now|just now|as we speak|at the moment|currently)\b/.test(text)
  ) {
    const w = wallClock(ctx.now, ctx.hours.timeZone);
    q = { ...q, times: [w.minutes], zone: ctx.hours.zoneLabel, policy: "support" };
  }
  const result =
    perOfferTotal(q) ??
    liabilityCap(q) ??
    earlyExit(q) ??
    pickedAgainst(q, evalCtx) ??
    (depth === 0 && !followUp ? pickedPair(text, q, evalCtx, ctx.names) : null) ??
    pickedPerLine(q, evalCtx) ??
    evaluate(q, evalCtx);
  // A date the answer would not use: a topic answer says so (the caller notes it), a catalog
  // question is asked back.
  if (!result && (q.dates.length || q.days !== undefined) && engineSubject(q)) {
    const said = q.dates.map(dayText);
    // The visitor's own dates, repeated with their year: backed for the figure check.
    return {
      ...clarification({ ...q, leftovers: [], unexplained: said }, ctx),
      dates: q.dates.map(dayKey),
      query: q,
    };
  }
  if (!result) return { kind: "topic", query: q };
  // Offers of another family the answer left out ("the cheapest plan with 3 workflows, and the
  // hours lead follow-up saves"): asked what the question asks of them, and added.
  const families = new Set(result.offers.map((o) => o.family));
  const rest = q.named.filter(
    (o) =>
      !q.excluded.includes(o) &&
      !families.has(o.family) &&
      !result.text.toLowerCase().includes(o.name.toLowerCase()) &&
      // A name both lines use, already read as the other line's plan, is not a second offer.
      !(q.ambiguous.includes(o) && result.offers.some((r) => r.id === o.id)),
  );
  if (result.kind === "answer" && rest.length && result.offers.length) {
    const more = evaluate(
      {
        ...q,
        offers: rest,
        named: rest,
        ops: [],
        constraints: [],
        followUp: true,
      },
      evalCtx,
    );
    if (more?.kind === "answer") {
      result.text = `${result.text}\n\n${more.text}`;
      result.sources.push(...more.sources.filter((x) => !result.sources.includes(x)));
      result.amounts.push(...more.amounts);
      result.numbers.push(...more.numbers);
      result.dates.push(...more.dates);
    }
  }
  // "So 6 months is about 1800, right?": the visitor's total set against the computed one.
  if (result.kind === "answer" && q.claimedTotal !== undefined) {
    const claimed = q.claimedTotal;
    const totals = [...result.text.matchAll(/\*\*\$(\d[\d,]*(?:\.\d+)?)\*\*/g)].map((m) =>
      Number(m[1]!.replace(/,/g, "")),
    );
    const near = totals.some((t) => Math.abs(t - claimed) <= claimed * 0.02);
    const said = `$${claimed.toLocaleString("en-US")}`;
    // A guess somebody else made is corrected without repeating it: the figure said back would
    // read as one of ours.
    result.text = near
      ? `Yes, about ${said}. ${result.text}`
      : totals.length
        ? q.guessed
          ? `Not quite: the figure you were given is not what our pages work out to. ${result.text}`
          : `Not quite: it is not about ${said}. ${result.text}`
        : result.text;
    if (near || !q.guessed) result.amounts.push(claimed);
  }
  if (result.kind === "answer" && q.priceCheck) {
    result.text = `${priceCheckLine(q.priceCheck.offer, q.priceCheck.amount)} ${result.text}`;
    result.amounts.push(q.priceCheck.amount);
  }
  // "What happens when the promo ends, does it jump to the regular price?": the price lock is
  // the answer to what follows; the prices alone would leave it open.
  if (
    result.kind === "answer" &&
    promoEnds.test(text) &&
    result.offers.some((o) => o.regular !== null) &&
    !result.text.includes(priceLock)
  )
    result.text = `${result.text}\n\n${priceLock}`;
  // What the question states and the answer did not use (a volume, a period, a date) means the
  // answer is to a nearby question: asked back, never sent.
  const unused = depth === 0 ? unaccounted(q, text, result) : [];
  if (unused.length) return { ...unusedReply(q, unused, result, ctx), query: q };
  // An answer of another kind than the question asks (a price where a date is asked) answers a
  // nearby question: declined, never sent.
  const unmet = result.kind === "answer" ? unmetAsks(text, result.text) : [];
  if (unmet.length)
    return {
      ...askedElsewhere(unmet, result.sources, ctx),
      dropped: unmet,
      query: q,
    };
  // "The cheapest of those, how many convos?": the order picks one offer, and what else is asked
  // is asked of that offer.
  if (
    result.kind === "answer" &&
    result.offers.length === 1 &&
    ordering(q) &&
    q.attributes.some((a) => a === "workflows" || a === "conversations" || a === "chatbots") &&
    unaddressed(q, result.text, text).length
  ) {
    const picked = result.offers[0]!;
    const of = evaluate(
      {
        ...q,
        offers: [picked],
        named: [picked],
        families: [],
        ops: [],
        constraints: [],
        rank: undefined,
        top: undefined,
        referent: undefined,
        attributes: q.attributes.filter((a) => a !== "price"),
        followUp: true,
      },
      evalCtx,
    );
    if (of?.kind === "answer") {
      result.text = `${result.text}\n\n${of.text}`;
      result.sources.push(...of.sources.filter((x) => !result.sources.includes(x)));
      result.amounts.push(...of.amounts);
      result.numbers.push(...of.numbers);
      result.dates.push(...of.dates);
    }
  }
  // A part of the question the answer does not address is said, never dropped in silence.
  const dropped = result.kind === "answer" ? unaddressed(q, result.text, text) : [];
  const scope = result.kind === "answer" && q.scope?.length ? q.scope : [];
  const sized = scope.length ? `${result.text}\n\n${scopeNote(scope, ctx.business)}` : result.text;
  const said = dropped.length
    ? `${sized}\n\nI couldn't work out ${list(dropped)} in the same answer, so I won't guess it: ask me that on its own, or a specialist can help (call ${ctx.business.phone} or email ${ctx.business.salesEmail}).`
    : sized;
  return {
    kind: result.kind,
    ...(dropped.length ? { dropped } : {}),
    text: said,
    sources: result.sources,
    amounts: result.amounts,
    numbers: [...result.numbers, ...scope.map((x) => Number.parseInt(x, 10))],
    dates: result.dates,
    query: q,
  };
}

/**
 * "The mobile app plan is $250 a month, right?": the visitor checks a figure, so the answer says
 * whether it is the offer's, and the offer's real prices when it is not.
 */
function priceCheckLine(o: Offer, amount: number): string {
  const said = formatUsd(amount);
  const monthly =
    o.monthly === null
      ? undefined
      : `${formatUsd(o.monthly)}/month${o.yearlyPerMonth !== null ? " on monthly billing" : o.regular !== null ? " at the limited-time price" : ""}`;
  if (amount === o.monthly) return `Yes: **${o.name}** is ${monthly}.`;
  if (amount === o.yearlyPerMonth)
    return `Yes: **${o.name}** is ${formatUsd(amount)}/month on the 12-month plan (${monthly}).`;
  if (amount === o.regular)
    return `Not quite: ${said}/month is the regular price of **${o.name}**; it is ${monthly} now.`;
  if (amount === o.oneTime) return `Yes: **${o.name}** is ${said} one-time.`;
  const real = [
    monthly,
    o.yearlyPerMonth !== null ? `${formatUsd(o.yearlyPerMonth)}/month on the 12-month plan` : "",
    o.oneTime !== null ? `${formatUsd(o.oneTime)} one-time` : "",
  ].filter(Boolean);
  // The visitor's figure is not said back: nothing published backs it.
  if (!real.length)
    return `**${o.name}** has custom pricing, so no listed price matches that figure.`;
  const regular = o.regular !== null ? ` (regular price ${formatUsd(o.regular)}/month)` : "";
  return `No: **${o.name}** is ${real.join(", or ")}${regular}, not ${said}.`;
}

/**
 * "Business Starter for 4 months, then Business Pro for the other 8": each offer over its own
 * period, at the billing asked (monthly unless the 12-month plan is said), then the total.
 */
function perOfferTotal(q: Query): Result | null {
  if (!q.perOffer) return null;
  const yearly = q.billing.includes("yearly") && !q.billing.includes("monthly");
  const rows = q.perOffer.map(({ offer, months }) => ({
    offer,
    months,
    rate: yearly ? (offer.yearlyPerMonth ?? offer.monthly) : offer.monthly,
  }));
  if (rows.some((r) => r.rate === null)) return null;
  const lines = rows.map(
    (r) =>
      `- **${r.offer.name}**: ${formatUsd(r.rate!)}/month × ${r.months} = ${formatUsd(r.rate! * r.months)}`,
  );
  const total = rows.reduce((t, r) => t + r.rate! * r.months, 0);
  const months = rows.reduce((t, r) => t + r.months, 0);
  return {
    kind: "answer",
    text: `${lines.join("\n")}\n\nOver the ${months} months: ${rows.map((r) => formatUsd(r.rate! * r.months)).join(" + ")} = **${formatUsd(total)}**.`,
    sources: [...new Set(rows.map((r) => r.offer.source))],
    amounts: [...rows.flatMap((r) => [r.rate!, r.rate! * r.months]), total],
    numbers: [...rows.map((r) => r.months), months],
    dates: [],
    offers: rows.map((r) => r.offer),
  };
}

/**
 * "The cheapest AI model, and how much less per 1K tokens than Claude?": the order picks from the
 * line, then the pick is set against the offer named after "than".
 */
function pickedAgainst(q: Query, ctx: EvalContext): Result | null {
  if (!q.against) return null;
  const order = q.ops.filter((o) => o !== "diff");
  const pick = evaluate({ ...q, ops: order, against: undefined }, ctx);
  const picked = pick?.kind === "answer" && pick.offers.length >= 1 ? pick.offers[0] : undefined;
  if (!pick || !picked) return null;
  if (picked === q.against) {
    return {
      ...pick,
      text: `${pick.text}\n\nSo there is nothing below it to set it against.`,
    };
  }
  const gap = evaluate(
    {
      ...q,
      offers: [picked, q.against],
      named: [picked, q.against],
      families: [],
      ops: ["diff"],
      against: undefined,
      followUp: true,
    },
    ctx,
  );
  if (gap?.kind !== "answer") return null;
  return {
    kind: "answer",
    text: `${pick.text}\n\n${gap.text}`,
    sources: [...new Set([...pick.sources, ...gap.sources])],
    amounts: [...pick.amounts, ...gap.amounts],
    numbers: [...pick.numbers, ...gap.numbers],
    dates: [...pick.dates, ...gap.dates],
    offers: [picked, q.against],
  };
}

/** The lines one offer of each may be picked from for a combination. */
const pickedLines: Family[] = ["automation", "vibe", "chatbot"];

/**
 * "3 workflows automated, and a website with a contact form: the cheapest combo per month?":
 * each line the question needs is ordered on its own needs (a count of workflows is the
 * automation plans', a feature the line's that lists it), the cheapest of each is picked, and
 * the picks are added at the billing asked. A need no line lists, or a budget (which is on the
 * whole), is not split: the question is answered as a whole, or not at all.
 */
function pickedPerLine(q: Query, ctx: EvalContext): Result | null {
  if (!q.ops.includes("cheapest") || q.ops.includes("dearest")) return null;
  if (!(q.ops.includes("sum") || q.total)) return null;
  const lines = [...new Set([...q.families, ...q.offers.map((o) => o.family)])];
  if (lines.length < 2 || !lines.every((f) => pickedLines.includes(f))) return null;
  const bill = q.billing.length === 1 ? q.billing[0] : undefined;
  const poolOf = (line: Family) => {
    const said = q.offers.filter((o) => o.family === line);
    return said.length ? said : inFamily(line);
  };
  const needs = new Map<Family, Query["constraints"]>(lines.map((l) => [l, []]));
  for (const c of q.constraints) {
    const fit =
      c.kind === "atLeast" || c.kind === "unlimited"
        ? lines.filter((l) => (c.unit === "workflows" ? l === "automation" : l === "chatbot"))
        : c.kind === "feature"
          ? lines.filter((l) => poolOf(l).some((o) => satisfies(o, c)))
          : [];
    if (!fit.length) return null;
    for (const l of fit) needs.get(l)!.push(c);
  }
  const picks: Result[] = [];
  for (const line of lines) {
    const pool = poolOf(line);
    const r = evaluate(
      {
        ...q,
        offers: pool.length < inFamily(line).length ? pool : [],
        named: [],
        families: pool.length < inFamily(line).length ? [] : [line],
        products: [],
        constraints: needs.get(line)!,
        ops: ["cheapest"],
        total: false,
        // "With the 12-month plan": a billing only the lines that have one are ordered by.
        billing: pool.some((o) => o.yearlyPerMonth !== null) ? q.billing : [],
        followUp: true,
      },
      ctx,
    );
    if (r?.kind !== "answer" || r.offers.length < 1) return null;
    const picked = r.offers[0]!;
    if (picked.custom || picked.family !== line) return null;
    picks.push(r);
  }
  const chosen = picks.map((r) => r.offers[0]!);
  const total = evaluate(
    {
      ...q,
      offers: chosen,
      named: chosen,
      families: [],
      products: [],
      constraints: [],
      ops: ["sum"],
      billing: bill ? [bill] : q.billing,
      followUp: true,
    },
    ctx,
  );
  if (total?.kind !== "answer") return null;
  const all = [...picks, total];
  return {
    kind: "answer",
    text: all.map((r) => r.text).join("\n\n"),
    sources: [...new Set(all.flatMap((r) => r.sources))],
    amounts: all.flatMap((r) => r.amounts),
    numbers: all.flatMap((r) => r.numbers),
    dates: all.flatMap((r) => r.dates),
    offers: chosen,
  };
}

/**
 * "The priciest build plus your cheapest chatbot plan": a sum whose two sides each pick an offer
 * by an order. Each side is answered on its own (one offer each, or nothing), then the two offers
 * are added as the whole question asks (its billing, its period).
 */
function pickedPair(
  text: string,
  q: Query,
  ctx: EvalContext,
  names: ReadonlySet<string> | undefined,
): Result | null {
  if (!q.ops.some((o) => o === "cheapest" || o === "dearest")) return null;
  const m = /^(.+?)\s(?:plus|\+|and|along with|together with|on top of)\s(.+)$/.exec(text);
  if (!m) return null;
  // "A one-page website and the cheapest chatbot plan": a side may name its offer outright.
  const picks: Result[] = [];
  const chosen: Offer[] = [];
  for (const side of [m[1]!, m[2]!]) {
    const sq = parse(side, ctx.today, names);
    const orders = sq.ops.filter((o) => o === "cheapest" || o === "dearest");
    const summed =
      (q.ops.includes("sum") || q.total) && !q.ops.some((o) => o === "ratio" || o === "diff");
    if (
      summed &&
      !orders.length &&
      sq.offers.length === 1 &&
      !sq.families.length &&
      sq.offers[0]!.monthly !== null
    ) {
      chosen.push(sq.offers[0]!);
      continue;
    }
    // "...plus the middle chatbot plan (the 10k conversations one)": a side of one line picked
    // by its place or by a need, which must agree when both are said.
    if (summed && !orders.length && sq.families.length === 1 && !sq.offers.length) {
      const pool = inFamily(sq.families[0]!).filter((o) => !o.custom);
      const needs = sq.constraints.filter((c) => c.kind === "atLeast");
      const byPlace = sq.referent === "middle" ? middleOf(pool).middle : undefined;
      const byNeed = needs.length
        ? pool
            .filter((o) => o.monthly !== null && needs.every((c) => satisfies(o, c)))
            .sort((x, y) => x.monthly! - y.monthly!)[0]
        : undefined;
      const pick = byPlace ?? byNeed;
      if (!pick || (byPlace && needs.length && !needs.every((c) => satisfies(byPlace, c))))
        return null;
      const said = needs.map((c) => `${c.n.toLocaleString("en-US")} ${c.unit}`);
      const how = byPlace
        ? `The middle ${familyLabel[pick.family]}`
        : `The cheapest ${familyLabel[pick.family]} for ${list(said)}`;
      const counted = pick.conversations ?? pick.workflows;
      const unit = pick.conversations !== null ? "conversations" : "workflows";
      const size =
        counted !== null && Number.isFinite(counted)
          ? ` (up to ${counted.toLocaleString("en-US")} ${unit}${byPlace && said.length ? `, which covers ${list(said)}` : ""})`
          : "";
      picks.push({
        kind: "answer",
        text: `${how} is **${pick.name}**${size}.`,
        sources: [pick.source],
        amounts: [],
        numbers: counted !== null && Number.isFinite(counted) ? [counted] : [],
        dates: [],
        offers: [pick],
      });
      chosen.push(pick);
      continue;
    }
    if (orders.length !== 1 || sq.named.length || !(sq.families.length || sq.products.length))
      return null;
    const r = evaluate({ ...sq, billing: sq.billing.length ? sq.billing : q.billing }, ctx);
    if (r?.kind !== "answer" || r.offers.length !== 1) return null;
    picks.push(r);
    chosen.push(r.offers[0]!);
  }
  if (!picks.length) return null;
  const [a, b] = [chosen[0]!, chosen[1]!];
  if (a === b || a.custom || b.custom) return null;
  const total = evaluate(
    {
      ...q,
      offers: [a, b],
      named: [a, b],
      families: [],
      products: [],
      constraints: [],
      excluded: [],
      excludeOps: [],
      ops: ["sum"],
      rank: undefined,
      followUp: true,
    },
    ctx,
  );
  if (!total || total.kind !== "answer") return null;
  const all = [...picks, total];
  return {
    kind: "answer",
    text: all.map((r) => r.text).join("\n\n"),
    sources: [...new Set(all.flatMap((r) => r.sources))],
    amounts: all.flatMap((r) => r.amounts),
    numbers: all.flatMap((r) => r.numbers),
    dates: all.flatMap((r) => r.dates),
    offers: [a, b],
  };
}

export { parse } from "./parse";
export { capitalisedNames } from "./words";
export type { Query } from "./parse";
