/**
 * The local assistant: answers from the site's own content with no network and no keys.
 * Order of decisions: small talk, manipulation attempts (which never change a fact), service
 * interest (notify + ask details), topic rules, then full-text retrieval; below the confidence
 * bar it says it does not know and offers the team.
 */
import type { BusinessProfile } from "../../../content/business";
import { promises } from "../../../content/promises";
import { integrations, type LeadService, platforms, websiteTypes } from "../../../content/lead";
import type { Logger } from "../../platform/logger";
import { type BusinessHours, parseBusinessHours } from "../../platform/calendar/business-hours";
import {
  askedElsewhere,
  capitalisedNames,
  compute,
  type Partial,
  scopeNote,
  today,
} from "../compute";
import { unmetAsks } from "../compute/asked";
import { policySheet, priceSheet } from "../facts";
import {
  backDay,
  backFigures,
  backText,
  backVisitorText,
  contentBacking,
  extendBacking,
  type FigureSet,
  figuresIn,
  unbackedFigures,
} from "../figures";

type TurnFigures = { [K in keyof FigureSet]?: FigureSet[K] };

/**
 * What one composed answer used and how it went: the figures the engine derived (the figure
 * check backs them), whether it declined (a part it could not answer), whether the engine
 * computed it, and whether it was not a question at all (small talk, a manipulation attempt, a
 * transcript or lead-stage reply).
 */
type Turn = {
  figures: TurnFigures[];
  declined: boolean;
  special?: boolean;
  computed?: boolean;
  /** What the question states that the engine's answer left unused (it asked back instead). */
  unaccounted?: string[];
};
import { unaccounted } from "../compute/accounted";
import { parse } from "../compute/parse";
import { exactFiller, isFiller, nameWordFor, numberWords, queryWordFor } from "../compute/words";
import { buildVocabulary, stemWord } from "../vocabulary";
import { capitalize } from "../../../lib/format";
import { contextualQuestion } from "../follow-up";
import { chunkSource, withCitation } from "../sources";
import { transcriptAskText, transcriptDoneText, transcriptIntent } from "../transcript";
import { interestHandoff, leadAcknowledgement } from "../../../content/booking";
import { leadServiceShortNames } from "../../../content/lead";
import type { LeadStage } from "../../../lib/chat";
import { slotText } from "../../leads/invite";
import { asksNextSteps, detectServiceInterest, type ServiceInterest, wantsCall } from "../intent";
import { normalizeText } from "../normalize";
import { splitQuestions } from "../questions";
import type { Assistant, AssistantReply, AssistantRequest, AssistantStreamEvent } from "../types";
import { buildChunks, type Chunk, contactLine } from "./knowledge-base";
import { createRetriever } from "./retriever";
import { factWordsInEnglish } from "../code-switch";
import { detectManipulation, planChunks, priceChunk, smallTalk, topicChunks } from "./router";

/** Messages longer than this are cut before matching: keeps the regexes linear and fast. */
const maxMessageLength = 2000;

/** Topics about how a service works; policy and price topics outrank them. */
const descriptiveTopics = new Set([
  "file-storage",
  "integrations",
  "how-workflow-automation-works",
  "chatbots",
  "ai-agents",
  "notifications",
  "vibe-coding",
  "services",
  "results",
  "about",
  "identity",
]);

/**
 * A retrieval hit is trusted when it covers most of the question's meaningful words: one
 * stray match ("write" in "write me a poem") is not an answer.
 */
const minCoverage = 0.6;
const minScore = 5;

const serviceNoun: Record<LeadService, string> = {
  website: "website",
  "web-app": "web application",
  "ai-agent": "automation project",
  "file-management": "file management needs",
  "crm-dashboard": "CRM/dashboard system",
  other: "project",
};

const labels = (items: ReadonlyArray<{ value: string; label: string }>) =>
  items
    .filter((i) => i.value !== "other" && i.value !== "all")
    .map((i) => i.label)
    .join(", ");

const detailQuestions: Record<LeadService, [string, string]> = {
  website: [
    `What kind of site is it (${labels(websiteTypes)})?`,
    "Do you need a CMS, contact forms or SEO optimization?",
  ],
  "web-app": [
    `Which platform (${labels(platforms)}, or all of them)?`,
    "Do you need user logins, payments or a database?",
  ],
  "ai-agent": [
    "Which task would you like to automate?",
    `Which systems should it connect to (${labels(integrations)})?`,
  ],
  "file-management": [
    "What kinds of files do you manage, and roughly how many?",
    "Who needs access to them?",
  ],
  "crm-dashboard": [
    "What should the system track (customers, deals, KPIs)?",
    "Which tools do you use today?",
  ],
  other: ["What would you like us to build or automate?", "What is your timeline?"],
};

export type LocalKnowledge = {
  chunks: Chunk[];
  /** Chunks most relevant to a question, best first (rules, then full-text retrieval). */
  retrieve(question: string, limit?: number): Chunk[];
};

/**
 * The answer once the conversation's lead request is sent, for what the request already covers:
 * a call, a new project, the next steps. Never the lead form again (the team has the details);
 * the call offer is the booking card under the reply, or the booked call.
 */
export function leadStageReply(
  message: string,
  lead: LeadStage | undefined,
): AssistantReply | null {
  if (!lead || lead.stage === "none") return null;
  const call = wantsCall(message);
  const next = asksNextSteps(message);
  const project = detectServiceInterest(message).detected;
  if (!call && !next && !project) return null;
  const service = leadServiceShortNames[lead.service] ?? lead.service;
  const t = leadAcknowledgement;
  let text: string;
  if (lead.stage === "booked") {
    const when = slotText(new Date(lead.booking.start), lead.booking.timeZone);
    text = next || !call ? t.nextBooked(when, lead.booking.phone) : t.booked(when);
  } else if (call) {
    text = t.offer(service);
  } else if (next) {
    text = t.next(lead.email, promises.leadFollowUp);
  } else {
    text = t.alreadySent(service, lead.email, promises.leadFollowUp);
  }
  return {
    text,
    serviceInquiryDetected: false,
    source: "local",
    bookingCard: true,
  };
}

/**
 * A topic answer may stand in for a question the query engine understood only in part when an
 * intent rule chose it, it names every offer the question names, and it states every number the
 * question gives (a number it leaves out is a part of the question it does not answer).
 */
/** `word` as the visitor wrote it ("London", "HIPAA"), found in the raw message. */
function asWritten(raw: string, word: string): string {
  const m = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").exec(raw);
  return m ? m[0] : word;
}

function coversPartial(
  partial: Partial,
  selection: { chunks: Chunk[]; fromRules: boolean },
  question: string,
) {
  if (!selection.chunks.length) return false;
  const q = partial.query;
  // A passage of our policies found by retrieval (most of the question's words in it) answers
  // a question the engine read nothing computable in ("how long do you keep records of what I
  // paid?"): no offer, family, order, constraint or number of its own.
  const policyPassage =
    selection.chunks.every((c) => c.id.startsWith("legal:")) &&
    !q.offers.length &&
    !q.families.length &&
    !q.ops.length &&
    !q.constraints.length &&
    !q.unexplained.length;
  if (!selection.fromRules && !policyPassage) return false;
  const text = selection.chunks
    .map((c) => c.text)
    .join(" ")
    .toLowerCase();
  // Dates, periods, counts and orderings are computations a ready-made answer does not do.
  if (
    q.dates.length ||
    q.times.length ||
    q.months !== undefined ||
    (q.count ?? 1) > 1 ||
    q.tokens !== undefined ||
    q.days !== undefined ||
    (q.ops.length && (q.offers.length || q.families.length)) ||
    q.constraints.some((c) => c.kind === "budget" || c.kind === "atLeast")
  )
    return false;
  if (!q.named.every((o) => text.includes(o.name.toLowerCase()))) return false;
  // A price question ("is there a setup fee?") is not answered by an answer with no price.
  // ("what I paid" asks no price of a policy passage.)
  const asksPrice = /\b(?:price|cost|how much|fee|charge|rate)s?\b/.test(question);
  if (
    (q.attributes.includes("price") || q.attributes.includes("saving")) &&
    !text.includes("$") &&
    (!policyPassage || asksPrice)
  )
    return false;
  // "Is there a setup fee?" is not answered by "setup is done within 24 hours": a word that
  // names a price must come with that price word.
  for (const word of q.leftovers) {
    const w = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const priced = new RegExp(
      `\\b${w}(?:[- ]\\w+)? (fees?|charges?|costs?|prices?|pricing|rates?)\\b`,
    ).exec(question);
    if (priced && !new RegExp(`\\b${w}(?:[- ]\\w+)? ${priced[1]!.replace(/s$/, "")}`).test(text))
      return false;
  }
  // A word counts as answered when the answer has a form of it ("integrate": "integrations").
  // The chunk's title and search words are what it is about, so they count as answered too.
  const about = selection.chunks.map((c) => `${c.title} ${c.keywords}`.toLowerCase()).join(" ");
  const prefixes = new Set(
    (`${text} ${about}`.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 6)),
  );
  if (
    !q.leftovers.every(
      (w) => prefixes.has(w.toLowerCase().slice(0, 6)) || prefixes.has(stemWord(w).slice(0, 6)),
    )
  )
    return false;
  // A number stands on its own: the "7" of "7 users" is not the 7 of "$597".
  return q.unexplained.every((n) =>
    new RegExp(
      `(?<![\\d.,])${n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\d]|[.,]\\d)`,
    ).test(text),
  );
}

export type LocalAssistant = Assistant & {
  knowledge: LocalKnowledge;
  /** Synchronous core of reply(), for callers that do not need a promise. */
  answer(request: AssistantRequest): AssistantReply;
  /**
   * The "specialist notified, a couple of questions" reply for a detected service interest;
   * `question` (read in English) names the thing as the visitor did where the service is broader.
   */
  leadReply(service: LeadService, facts?: string[], question?: string): string;
};

/** Chunks that state prices: the only ones worth showing after a price-manipulation attempt. */
const pricedChunk = /^(?:plan-|vibe-|chatbot-|pricing-|model-prices|discounts)/;

function multiPart(text: string): boolean {
  return /\band\b|\balso\b|&|\bplus\b|,|\?.+\S/.test(text);
}

/** Streams a finished text in small word groups, like a model would. */
export async function* streamText(reply: AssistantReply): AsyncGenerator<AssistantStreamEvent> {
  const pieces = reply.text.match(/\S+\s*/g) ?? [reply.text];
  for (let i = 0; i < pieces.length; i += 4) {
    yield { type: "delta", text: pieces.slice(i, i + 4).join("") };
  }
  yield { type: "done", reply };
}

export function createLocalAssistant(deps: {
  business: BusinessProfile;
  /** The upload limit the consultation form enforces (UPLOAD_MAX_BYTES). */
  uploadMaxBytes?: number;
  logger?: Logger;
  /** The clock for "are you open now" and trial dates; tests fix it. */
  now?: () => Date;
}): LocalAssistant {
  const { business } = deps;
  const now = deps.now ?? (() => new Date());
  const hours: BusinessHours = parseBusinessHours(business.hours);
  const chunks = buildChunks(business, { uploadMaxBytes: deps.uploadMaxBytes });
  const byId = new Map(chunks.map((c) => [c.id, c]));
  const vocabulary = buildVocabulary(
    business,
    chunks.map((c) => `${c.title} ${c.text}`),
  );
  const retriever = createRetriever(chunks);

  /** Chunk ids the rules point to, most relevant first. */
  const ruleChunks = (text: string): string[] => {
    const topics = topicChunks(text);
    const strong = topics.filter((id) => !descriptiveTopics.has(id));
    const descriptive = topics.filter((id) => descriptiveTopics.has(id));
    const plans = planChunks(text);
    const price = plans.length ? undefined : priceChunk(text);
    // A plan named in "Pro's price before the discount" is the subject; the offer is context.
    const soft = strong.filter((id) => id === "discounts" && plans.length);
    const firm = strong.filter((id) => !soft.includes(id));
    const ordered = [...firm, ...plans, ...(price ? [price] : []), ...soft, ...descriptive];
    return [...new Set(ordered)];
  };

  const searchChunks = (text: string, limit: number): Chunk[] => {
    // The best-scored hit may cover half the question while the next covers all of it.
    const hits = retriever.search(text, limit + 7).filter((h) => h.score >= minScore);
    const top = hits.slice(0, limit).filter((h) => h.coverage >= minCoverage);
    if (top.length) return top.map((h) => h.chunk);
    const whole = hits.find((h) => h.coverage === 1);
    return whole ? [whole.chunk] : [];
  };

  /** The chunks to answer with; `fromRules` says an intent rule (not retrieval) chose them. */
  const select = (text: string): { chunks: Chunk[]; fromRules: boolean } => {
    const ids = ruleChunks(text);
    if (ids.length) {
      const chunks = ids.slice(0, multiPart(text) ? 2 : 1).map((id) => byId.get(id)!);
      return { chunks, fromRules: true };
    }
    return { chunks: searchChunks(text, 1), fromRules: false };
  };

  /**
   * A misspelt word ("emial") read as the site's word it stands for: only words no part of the
   * query language recognised, so "cheapest" or "yearly" are never "corrected".
   */
  const spellChecked = (text: string) => {
    const read = parse(text, { year: 2000, month: 1, day: 1 });
    const unread = new Set([...read.leftovers, ...read.casual]);
    // A typo read as a filler ("diferent") may still be a word the query language reads.
    const typos = (text.match(/[\p{L}]+/gu) ?? []).filter((w) => isFiller(w) && !exactFiller(w));
    // A typo of an offer's name ("lead folow-up", "invoice procesing") may look known to the
    // site's vocabulary by its first letters, so the names are asked first.
    const nameTypos = [...unread].flatMap((w) =>
      (w.match(/\p{L}+/gu) ?? []).filter((part) => nameWordFor(part)),
    );
    let fixed = text;
    for (const w of new Set([...unread, ...typos, ...nameTypos])) {
      const right =
        nameWordFor(w) ??
        (unread.has(w) && w.length >= 5 ? vocabulary.correct(w) : undefined) ??
        // A word the site uses as written is that word, never a typo of another ("moth" stays).
        (vocabulary.has(w) ? undefined : queryWordFor(w));
      // The word itself, never a part of another ("wich" in "sandwich").
      if (right)
        fixed = fixed.replace(
          new RegExp(
            `(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
            "gu",
          ),
          right,
        );
    }
    return fixed;
  };

  const leadReply = (service: LeadService, facts: string[] = [], question = "") => {
    const [q1, q2] = detailQuestions[service];
    // The web-app service covers mobile apps too, and the AI-agent one chatbots: a visitor who
    // asked for one is told so.
    const noun =
      service === "web-app" && /\bmobile app|\b(?:ios|android|iphone)\b/i.test(question)
        ? "mobile app"
        : service === "ai-agent" && /\bchat ?bots?\b/i.test(question)
          ? "chatbots"
          : serviceNoun[service];
    return [
      interestHandoff.detected(noun),
      ...facts,
      `To help them prepare, could you share:\n- ${q1}\n- ${q2}`,
    ].join("\n\n");
  };

  const unknown = () =>
    `I don't know that, and I'd rather not guess. Our team can help: ${contactLine(business)}. Or I can connect you with a specialist.`;

  /** Every figure the local answers may state without a computation. */
  const published = contentBacking([
    priceSheet(),
    policySheet(business),
    contactLine(business),
    ...chunks.map((c) => `${c.title} ${c.text}`),
  ]);

  /**
   * Every reply goes through the figure check: a figure neither published nor computed for this
   * turn (nor the visitor's own number or date, repeated) never reaches the visitor.
   */
  const answer = (request: AssistantRequest): AssistantReply => {
    const figures: TurnFigures[] = [];
    const composed = composeParts(request, figures);
    // Only a computed answer is checked: a topic answer said again may cover the new words.
    const reply = figures.length ? sayWhenRepeating(request, composed) : composed;
    const backing = extendBacking(published);
    for (const f of figures) backFigures(backing, f);
    for (const t of [
      ...request.history.filter((h) => h.role === "user"),
      { content: request.message },
    ]) {
      backVisitorText(backing, t.content.slice(0, maxMessageLength));
    }
    backDay(backing, today({ now: now(), hours, business }));
    // The visitor's own booked call, repeated back to them.
    if (request.lead?.stage === "booked") {
      const { booking } = request.lead;
      backText(backing, `${slotText(new Date(booking.start), booking.timeZone)} ${booking.phone}`);
    }
    const unbacked = unbackedFigures(reply.text, backing);
    if (!unbacked.length) return reply;
    deps.logger?.error("assistant: local reply stated a figure it cannot back", {
      figures: unbacked,
    });
    return {
      ...reply,
      text: `I can't confirm every figure in my answer against our published prices and policies, so I won't quote it. A specialist can give you an exact answer: ${contactLine(business)}, or I can connect you with a specialist.`,
    };
  };

  /** "And over four weeks?", "and for a year?": a part that says a period and nothing else. */
  const periodOnly = (part: string) =>
    new RegExp(
      `^(?:(?:and|also|plus|&|then|what about|how about|or)\\s+)*(?:(?:over|for|in|across|within|during|after)\\s+)?(?:(?:the next|the first|a|an|one|a whole|a full|an entire)\\s+)?(?:(?:\\d+|${Object.keys(numberWords).join("|")})\\s+)?(?:weeks?|months?|years?|quarters?)(?:\\s+(?:then|too|as well|in total|total|altogether))?\\s*[?.!]*$`,
    ).test(normalizeText(part));

  /**
   * A follow-up that names something new ("and viber?") but gets the previous answer word for
   * word was not understood: the previous subject was asked again. Saying so beats repeating it.
   * The same question said again ("sorry, how much was it?") may well get the same answer.
   */
  const sayWhenRepeating = (request: AssistantRequest, reply: AssistantReply): AssistantReply => {
    const turns = request.history;
    const lastReply = [...turns].reverse().find((t) => t.role === "assistant");
    const lastAsked = [...turns].reverse().find((t) => t.role === "user");
    // An aside in brackets said only the first time (the range of all channels) does not make
    // the answer a new one.
    const core = (t: string) => t.replace(/ \([^()]*\)(?=[.:,;])/g, "");
    if (!lastReply || !lastAsked || core(reply.text) !== core(lastReply.content)) return reply;
    if (reply.serviceInquiryDetected || reply.bookingCard || reply.transcriptEmail) return reply;
    const words = (t: string) => new Set(normalizeText(t).match(/[a-z0-9]+/g) ?? []);
    const before = words(lastAsked.content);
    // Only a word the previous question did not have makes this a new question.
    const fresh = [...words(request.message)].filter(
      (w) =>
        !before.has(w) &&
        w.length > 1 &&
        !/^(?:and|what|about|how|for|the|then|too|also|again|sorry|once|more|again|please|pls|plz|ok|okay|was|that|this|one)$/.test(
          w,
        ),
    );
    // ...and one the engine read as nothing.
    const read = parse(normalizeText(request.message), today({ now: now(), hours, business }));
    const ignored = new Set([
      ...read.casual,
      ...read.leftovers,
      ...read.unknownNames.map((w) => w.toLowerCase()),
    ]);
    if (!fresh.some((w) => ignored.has(w))) return reply;
    return {
      ...reply,
      text: `I'm not sure what "${request.message.trim().slice(0, 80)}" refers to, and I'd rather not repeat my last answer as if it did. Could you name the plan, channel or model you mean? Or ${contactLine(business)}, or I can connect you with a specialist.`,
    };
  };

  /**
   * A message with several questions: the whole message's answer when it answers every part,
   * else each part answered in turn (a later part read as a follow-up of the earlier one), so no
   * part is answered silently and a part that cannot be answered is said so.
   */
  const composeParts = (request: AssistantRequest, figures: TurnFigures[]): AssistantReply => {
    const turn: Turn = { figures, declined: false };
    const whole = compose(request, turn);
    const parts = splitQuestions(request.message.slice(0, maxMessageLength));
    if (
      parts.length < 2 ||
      whole.serviceInquiryDetected ||
      whole.bookingCard ||
      whole.transcriptEmail ||
      turn.special
    )
      return whole;
    // "…gives 5 workflows, right? So that's the cheapest for us?": a last part that draws the
    // conclusion of the ones before asks nothing of its own; alone, "that" would be the offer
    // just named, and the whole message's computed answer read the need with it.
    if (
      turn.computed &&
      !turn.declined &&
      /^\s*so,? (?:that|it|this)(?:'s| is| would be| will be)\b[^?]*\?\s*$/i.test(parts.at(-1)!)
    )
      return whole;
    const history = [...request.history];
    const answers: Array<{
      reply: AssistantReply;
      declined: boolean;
      computed: boolean;
    }> = [];
    for (const part of parts) {
      const t: Turn = { figures, declined: false };
      const reply = compose({ ...request, message: part, history }, t);
      if (reply.serviceInquiryDetected || t.special) return whole;
      answers.push({
        reply,
        declined: t.declined,
        computed: t.computed === true,
      });
      history.push({ role: "user", content: part }, { role: "assistant", content: reply.text });
    }
    if (answers.every((a) => a.declined)) return whole;
    const said = new Set(factsOf(whole.text));
    // A part the engine computed ("which is cheapest per 1K tokens") is not answered by a
    // ready-made list that merely contains its figures.
    const covers = (a: (typeof answers)[number]) => {
      const facts = factsOf(a.reply.text);
      if (a.computed && !turn.computed) return false;
      if (facts.length) return facts.filter((f) => said.has(f)).length * 2 >= facts.length;
      // A part whose answer holds no large figure ("saves about 3 hours a week") is covered
      // when the whole computed answer names every offer it names.
      const names = [...a.reply.text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!);
      return (
        turn.computed === true && names.length > 0 && names.every((n) => whole.text.includes(n))
      );
    };
    if (!turn.declined && answers.every((a) => !a.declined && covers(a))) return whole;
    // "Which plan fits, and how many hours a week would that save?": a later part that points
    // back ("that", "those") cannot stand alone; a general topic it finds alone is no answer
    // to it, and the whole message's computed answer, which read it with its referent, stands.
    if (
      turn.computed &&
      !turn.declined &&
      answers[0] &&
      covers(answers[0]) &&
      answers
        .slice(1)
        .every(
          (a, i) =>
            covers(a) ||
            (!a.computed && /\b(?:that|those|these|they|them|it)\b/i.test(parts[i + 1]!)),
        )
    )
      return whole;
    // "…hours saved per week? and over four weeks?": a part that names only a period asks the
    // part before it again over that period. Alone a topic may pick up its unit ("hours"), so
    // the whole message's computed answer stands when it states more than the first part's.
    if (
      turn.computed &&
      !turn.declined &&
      answers[0] &&
      !answers[0].declined &&
      covers(answers[0]) &&
      parts
        .slice(1)
        .every((p, i) => periodOnly(p) || (!answers[i + 1]!.declined && covers(answers[i + 1]!)))
    ) {
      const first = new Set(factsOf(answers[0].reply.text));
      if (factsOf(whole.text).some((f) => !first.has(f))) return whole;
    }
    // A part that cannot stand alone ("...and how much more is it than Starter?") is answered
    // by the whole message's computed answer, which the engine checked for every part it asks.
    if (
      turn.computed &&
      !turn.declined &&
      answers.some((a) => a.declined) &&
      answers.filter((a) => !a.declined).every(covers)
    )
      return whole;
    const texts: string[] = [];
    for (const a of answers) {
      // A part an earlier answer already states in full adds nothing.
      const facts = factsOf(a.reply.text);
      const earlier = new Set(texts.flatMap(factsOf));
      if (texts.some((t) => t.includes(a.reply.text))) continue;
      // A computed part ("which is cheapest") says more than a list with the same figures.
      if (!a.declined && !a.computed && facts.length && facts.every((f) => earlier.has(f)))
        continue;
      // Paragraphs an earlier part already gave (a topic answer repeated as context) go.
      const said = new Set(texts.flatMap((t) => t.split("\n\n")));
      const kept = a.reply.text.split("\n\n").filter((p) => !said.has(p));
      if (kept.every((p) => /^Sources?: /.test(p))) continue;
      const text = kept
        .join("\n\n")
        .replace(/ Here is what (?:I can tell you|they do say):(?=\n\nSources?: |$)/, "");
      texts.push(text);
    }
    const joined = texts.join("\n\n");
    // What the whole message states and its answer left unused must be used by the parts'
    // answers; a part answered alone would drop it in silence.
    if (turn.unaccounted?.some((said) => !joined.includes(said))) return whole;
    return { ...whole, text: joined };
  };

  /** The figures a reply states, to tell whether one answer covers another. */
  const factsOf = (text: string): string[] => {
    const f = figuresIn(text.replace(/\n+Sources?: .*$/s, ""));
    return [
      ...f.amounts.map((a) => `$${a}`),
      ...f.dates,
      ...f.numbers.filter((n) => typeof n === "string" || n > 12).map(String),
    ];
  };

  const compose = (request: AssistantRequest, turn: Turn): AssistantReply => {
    const raw = request.message.slice(0, maxMessageLength);
    const question = spellChecked(normalizeText(raw));
    const text = contextualQuestion(question, request.history);
    const leadSent = request.lead !== undefined && request.lead.stage !== "none";
    // Once the request is sent the form has nothing left to ask: no interest reopens it.
    const interest: ServiceInterest = leadSent
      ? { detected: false, reason: "lead-sent" }
      : detectServiceInterest(raw, request.history);
    const reply = (body: string): AssistantReply => ({
      text: body,
      serviceInquiryDetected: interest.detected,
      ...(interest.suggestedService ? { suggestedService: interest.suggestedService } : {}),
      source: "local",
    });

    if (!text) return reply("Could you tell me a bit more about what you're looking for?");

    const transcript = transcriptIntent(raw, request.history);
    if (transcript) turn.special = true;
    if (transcript?.kind === "ask") return reply(transcriptAskText);
    if (transcript?.kind === "send") {
      return {
        ...reply(transcriptDoneText(transcript.email)),
        transcriptEmail: transcript.email,
      };
    }

    const stageReply = leadStageReply(raw, request.lead);
    if (stageReply) {
      turn.special = true;
      return stageReply;
    }

    const talk = interest.detected ? undefined : smallTalk(text);
    if (talk) turn.special = true;
    if (talk === "greeting") {
      return reply(
        `Hi! I'm ${business.assistantName}. Ask me about our services, plans and prices, or tell me what you'd like to build or automate.`,
      );
    }
    if (talk === "thanks") return reply("You're welcome! Is there anything else I can help with?");
    if (talk === "bye") {
      return reply(`Thanks for stopping by! If you need us later, ${contactLine(business)}.`);
    }

    const parts: string[] = [];
    const names = capitalisedNames(
      [...request.history.filter((t) => t.role === "user").map((t) => t.content), raw].join("\n"),
    );
    const outcome = compute(
      question,
      {
        now: now(),
        hours,
        business,
        names,
        uploadMaxBytes: deps.uploadMaxBytes,
      },
      request.history,
    );
    const query = "query" in outcome ? outcome.query : undefined;
    // A budget is the visitor's own figure, not a price they try to set; so is a guess of a
    // price that is custom (a guess of a published one is corrected with the real figures).
    const guessesCustom = query?.offers.length && query.offers.every((o) => o.custom);
    const ownFigures = [
      ...(query?.constraints ?? []).flatMap((c) => (c.kind === "budget" ? [c.max] : [])),
      ...(guessesCustom ? (query.guesses ?? []) : []),
      // A figure said to be checked ("$250 a month, right?", "so a year is 7,164, right?") is
      // corrected by the answer, never taken as haggling.
      ...(query?.priceCheck ? [query.priceCheck.amount] : []),
      ...(query?.claimedTotal !== undefined ? [query.claimedTotal] : []),
    ];
    const manipulated = detectManipulation(text, ownFigures);
    if (manipulated) turn.special = true;
    let partial: Partial | undefined;
    let computedFact: string | undefined;
    // "$597 a month, so a year is $7,164, right?": the wrong figures are the visitor's, the year
    // asked is real; its total at the real price corrects the guess, not just the monthly price.
    let realTotal: string | undefined;
    // "Which chatbot plan for 15k chats, 6 months of it, and can you knock it down to 2,500?":
    // the price is not changed, and what the rest of the question asks is worked out at the real
    // prices.
    if (
      manipulated === "price" &&
      query &&
      ((query.offers.length === 1 && (query.yearWord || query.months !== undefined)) ||
        (query.constraints.some((c) => c.kind === "atLeast") && query.families.length > 0))
    ) {
      const again = compute(
        // The visitor's figures, however said ("$599", "7 grand", "down to 2,500"), are theirs,
        // not ours.
        question
          .replace(
            /\b(?:knock(?:ed)?|drop|bring|go|meet|settle)\b[^?.!]*?\b(?:to|at|for|on|as) (?:a |like |about |just )?\$?\s?\d[\d,]*(?:\.\d+)?k?\b(?: flat)?/g,
            " ",
          )
          .replace(/\$\s?\d[\d,]*(?:\.\d+)?k?|\b\d[\d,]*(?:\.\d+)? ?(?:grand|thousand)\b/g, " "),
        {
          now: now(),
          hours,
          business,
          names,
          uploadMaxBytes: deps.uploadMaxBytes,
        },
        request.history,
      );
      if (again.kind === "answer" && !again.dropped?.length) {
        turn.figures.push(again);
        realTotal = withCitation(again.text, again.sources);
      }
    }
    if (!manipulated) {
      if (outcome.kind !== "topic" && outcome.kind !== "partial") turn.figures.push(outcome);
      if (
        outcome.kind === "clarify" ||
        outcome.kind === "unavailable" ||
        (outcome.kind === "answer" && outcome.dropped?.length)
      )
        turn.declined = true;
      if (outcome.kind === "clarify" && outcome.unused) turn.unaccounted = outcome.unusedValues;
      if (outcome.kind === "partial") partial = outcome;
      else if (outcome.kind !== "topic" && !interest.detected) {
        turn.computed = outcome.kind === "answer";
        return reply(withCitation(outcome.text, outcome.sources));
      } else if (outcome.kind === "answer" || (outcome.kind === "clarify" && outcome.dropped)) {
        // "I need 4 workflows, cheapest option?": the lead reply carries the computed answer,
        // or what it could not work out.
        computedFact = withCitation(outcome.text, outcome.sources);
      }
    }
    // A fact asked in another language too short to show it ("Wo sitzt eure Firma?"): its fact
    // words read in English find the topic; an English message has none and is read as it is.
    // Read before the spelling check, which takes "grande" for "grade".
    const unchecked = normalizeText(raw);
    const factRead = factWordsInEnglish(unchecked);
    const factText = factRead === unchecked ? text : factRead;
    let selection = select(factText);
    if (!selection.chunks.length && factText !== text) selection = select(text);
    if (!selection.fromRules && request.history.length) {
      // A short question with no topic of its own may continue the previous one.
      const continued = select(contextualQuestion(question, request.history, true));
      if (continued.fromRules || !selection.chunks.length) selection = continued;
    }
    let selected = selection.chunks;
    if (partial && !interest.detected && !coversPartial(partial, selection, question)) {
      // Part of the question is not in the catalog and no topic answers it: ask, never guess.
      turn.declined = true;
      return reply(withCitation(partial.clarify.text, partial.clarify.sources));
    }
    if (!manipulated && !interest.detected && query && selected.length) {
      // What the chosen answers say, and what they are about (their titles and search words).
      const said = selected
        .map((c) => `${c.text} ${c.title} ${c.keywords}`)
        .join(" ")
        .toLowerCase();
      // A number the question gives that the answer does not use: the answer is about
      // something else.
      if (query.dates.length) {
        parts.push(
          "The date in your question is not one I can work with for this: our pages give no date rule for it. Here is what they do say:",
        );
      } else if (
        query.unexplained.some((n) => !said.includes(n.replace(/^\$/, "").toLowerCase()))
      ) {
        parts.push(
          "The figure in your question is not one our pages give, so I can't confirm it. Here is what they do say:",
        );
      } else {
        // A ready-made answer is held to the same accounting as a computed one: what the
        // question states and the answer does not use is said, never passed over.
        const shown = selected.map((c) => c.text).join("\n\n");
        const unused = unaccounted(query, question, {
          kind: "answer",
          text: shown,
          sources: [],
          amounts: [],
          numbers: [],
          dates: [],
          offers: [],
        }).map((x) => x.said);
        if (unused.length)
          parts.push(
            `I couldn't work out an answer that uses ${unused.join(" and ")} from our pages, so I won't give you a figure for it. Here is what they do say:`,
          );
      }
      if (query.scope?.length) parts.push(scopeNote(query.scope, business));
      // A word the site never uses: say so instead of answering a nearby question.
      // Read as a fact in another language, its words the fact reading dropped are no unknown.
      const factWordsLeft = new Set(factText.split(/[^\p{L}\p{N}]+/u));
      const unknown = query.leftovers
        .filter((w) => !vocabulary.knows(w) && !said.includes(w))
        .filter((w) => factText === text || factWordsLeft.has(w))
        .map((w) => asWritten(raw, w));
      // A name ("London", "Salesforce") is the subject; the other words only describe it.
      const names = unknown.filter((w) => /^[A-Z]/.test(w));
      const named = names.length ? names : unknown;
      if (named.length) {
        parts.push(
          `${capitalize(named.join(" "))} ${named.length > 1 ? "are" : "is"} not mentioned on our pages, so I can't confirm anything about ${named.length > 1 ? "them" : "it"}; a specialist can check for you (${contactLine(business)}). Here is what I can tell you:`,
        );
      }
    }
    const manipulation = manipulated;
    if (manipulation === "prompt") {
      parts.push(
        "I can't share my internal instructions, but I'm happy to answer questions about our services, plans, prices and policies.",
      );
      selected = selected.filter((c) => c.id !== "identity");
    } else if (manipulation === "price") {
      const priced = selected.filter((c) => pricedChunk.test(c.id));
      selected = priced.length ? priced : [byId.get("discounts")!];
      if (selected[0]!.id !== "discounts") {
        parts.push(
          `I can't change prices or offer discounts in chat; our prices are fixed as published. A specialist can go through which plan fits your budget: ${contactLine(business)}.${interest.detected ? "" : " Here are the real figures:"}`,
        );
        if (realTotal) {
          parts.push(realTotal);
          // The worked-out answer is the real figure; a price list beside it would offer the
          // plans the need rules out as if they fitted.
          selected = [];
        }
      }
    } else if (manipulation === "rules") {
      parts.push(
        selected.length
          ? "I can't change my rules or the facts I give, but here is what I can tell you:"
          : "I can't change my rules or the facts I give. I'm happy to answer questions about our services, plans, prices and policies.",
      );
    }

    if (interest.detected) {
      // Retrieval guesses are fine for questions but too loose to decorate a lead reply.
      // What the engine could not work out is said with the lead reply; a ready-made answer
      // that does not cover it would answer a nearby question instead.
      const unworked =
        partial && !coversPartial(partial, selection, question) ? partial.clarify : undefined;
      const facts = computedFact
        ? [computedFact]
        : unworked
          ? [withCitation(unworked.text, unworked.sources)]
          : selected
              .filter((c) => (selection.fromRules || manipulation) && !descriptiveTopics.has(c.id))
              .filter((c) => !unmetAsks(question, c.text).length)
              .slice(0, 1)
              .map((c) => withCitation(c.text, chunkSource(c.id)));
      parts.push(leadReply(interest.suggestedService ?? "other", facts, question));
      return reply(parts.join("\n\n"));
    }

    // Whatever comes before the topic answer says what it could not confirm.
    if (parts.length) turn.declined = true;
    if (!selected.length) {
      turn.declined = true;
      if (!parts.length) parts.push(unknown());
      deps.logger?.debug("assistant: no confident answer", {
        length: raw.length,
      });
      return reply(parts.join("\n\n"));
    }
    // A topic answer of another kind than the question asks (a plan's description where its
    // year's total is asked) answers a nearby question: declined like a computed one.
    const unmet = unmetAsks(question, selected.map((c) => c.text).join("\n\n"));
    if (unmet.length && !parts.length) {
      turn.declined = true;
      return reply(askedElsewhere(unmet, [], { business }).text);
    }
    for (const chunk of selected) parts.push(chunk.text);
    return reply(
      withCitation(
        parts.join("\n\n"),
        selected.flatMap((c) => chunkSource(c.id)),
      ),
    );
  };

  return {
    kind: "local",
    knowledge: {
      chunks,
      retrieve(question, limit = 4) {
        const text = normalizeText(question.slice(0, maxMessageLength));
        const fromRules = ruleChunks(text).map((id) => byId.get(id)!);
        const fromSearch = retriever.search(text, limit).map((h) => h.chunk);
        return [...new Set([...fromRules, ...fromSearch])].slice(0, limit);
      },
    },
    answer,
    leadReply,
    async reply(request) {
      return answer(request);
    },
    async *stream(request) {
      yield* streamText(answer(request));
    },
  };
}
