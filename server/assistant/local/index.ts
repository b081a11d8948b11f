/**
 * The local assistant: answers from the site's own content with no network and no keys.
 * Order of decisions: small talk, manipulation attempts (which never change a fact), service
 * interest (notify + ask details), topic rules, then full-text retrieval; below the confidence
 * bar it says it does not know and offers the team.
 */
import type { BusinessProfile } from "../../../content/business";
import { promises } from "../../../content/promises";
import { integrations, type LeadService, platforms, websiteTypes } from "../../../content/lead";
import type { Logger } from "../../logger";
import { type BusinessHours, parseBusinessHours } from "../../calendar/business-hours";
import { compute } from "../compute";
import { contextualQuestion } from "../follow-up";
import { chunkSource, withCitation } from "../sources";
import { transcriptAskText, transcriptDoneText, transcriptIntent } from "../transcript";
import { interestHandoff, leadAcknowledgement } from "../../../content/booking";
import { leadServiceShortNames } from "../../../content/lead";
import type { LeadStage } from "../../../lib/chat";
import { slotText } from "../../leads/invite";
import { asksNextSteps, detectServiceInterest, type ServiceInterest, wantsCall } from "../intent";
import { normalizeText } from "../normalize";
import type { Assistant, AssistantReply, AssistantRequest, AssistantStreamEvent } from "../types";
import { buildChunks, type Chunk, contactLine } from "./knowledge-base";
import { createRetriever } from "./retriever";
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
  return { text, serviceInquiryDetected: false, source: "local", bookingCard: true };
}

export type LocalAssistant = Assistant & {
  knowledge: LocalKnowledge;
  /** Synchronous core of reply(), for callers that do not need a promise. */
  answer(request: AssistantRequest): AssistantReply;
  /** The "specialist notified, a couple of questions" reply for a detected service interest. */
  leadReply(service: LeadService, facts?: string[]): string;
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
  logger?: Logger;
  /** The clock for "are you open now" and trial dates; tests fix it. */
  now?: () => Date;
}): LocalAssistant {
  const { business } = deps;
  const now = deps.now ?? (() => new Date());
  const hours: BusinessHours = parseBusinessHours(business.hours);
  const chunks = buildChunks(business);
  const byId = new Map(chunks.map((c) => [c.id, c]));
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
    const hits = retriever.search(text, limit);
    return hits.filter((h) => h.coverage >= minCoverage && h.score >= minScore).map((h) => h.chunk);
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

  const leadReply = (service: LeadService, facts: string[] = []) => {
    const [q1, q2] = detailQuestions[service];
    return [
      interestHandoff.detected(serviceNoun[service]),
      ...facts,
      `To help them prepare, could you share:\n- ${q1}\n- ${q2}`,
    ].join("\n\n");
  };

  const unknown = () =>
    `I don't know that, and I'd rather not guess. Our team can help: ${contactLine(business)}. Or I can connect you with a specialist.`;

  const answer = (request: AssistantRequest): AssistantReply => {
    const raw = request.message.slice(0, maxMessageLength);
    const text = contextualQuestion(normalizeText(raw), request.history);
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
    if (transcript?.kind === "ask") return reply(transcriptAskText);
    if (transcript?.kind === "send") {
      return { ...reply(transcriptDoneText(transcript.email)), transcriptEmail: transcript.email };
    }

    const stageReply = leadStageReply(raw, request.lead);
    if (stageReply) return stageReply;

    const talk = interest.detected ? undefined : smallTalk(text);
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
    const manipulated = detectManipulation(text);
    if (!manipulated && !interest.detected) {
      const computed = compute(text, { now: now(), hours, business });
      if (computed) return reply(withCitation(computed.text, computed.sources));
    }
    const selection = select(text);
    let selected = selection.chunks;
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
          `I can't change prices or offer discounts in chat; our prices are fixed as published.${interest.detected ? "" : " Here are the real figures:"}`,
        );
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
      const facts = selected
        .filter((c) => (selection.fromRules || manipulation) && !descriptiveTopics.has(c.id))
        .slice(0, 1)
        .map((c) => withCitation(c.text, chunkSource(c.id)));
      parts.push(leadReply(interest.suggestedService ?? "other", facts));
      return reply(parts.join("\n\n"));
    }

    if (!selected.length) {
      if (!parts.length) parts.push(unknown());
      deps.logger?.debug("assistant: no confident answer", { length: raw.length });
      return reply(parts.join("\n\n"));
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
