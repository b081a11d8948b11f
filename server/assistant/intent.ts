/**
 * Service-interest detection: does the visitor want something built, automated or bought (open
 * the lead form and notify a specialist), or only want information? Rule based and offline so
 * it runs for both assistants and its precision/recall are measured in eval/intents.ts.
 *
 * A clause counts as a request when it has a request marker ("I need", "can you build us",
 * an imperative "automate our...", "sign me up") and a service object (website, app, workflow,
 * CRM...), is not negated ("I don't need") and is not a question ("how does X work?") or an
 * information request ("I want to know..."). Buying phrases ("sign me up", "get a quote") count
 * without an object.
 */
import type { LeadService } from "../../content/lead";
import { normalizeText, splitClauses } from "./normalize";
import type { AssistantTurn } from "./types";

export type ServiceInterest = {
  detected: boolean;
  suggestedService?: LeadService;
  /** Which rule decided, for logs and tests. */
  reason: string;
};

const subject =
  "(?:i|we|me|us|my (?:team|company|business|boss|client|clients|firm|shop|store|agency|startup|practice|clinic|office)|our (?:team|company|business|firm|agency|shop|store|startup|practice|clinic|office|organization|restaurant))";
const adverbs =
  "(?:(?:really|also|just|definitely|urgently|still|now|desperately|actually|would|will|do|certainly|probably)\\s+)*";
const negation = "(?:not|never|no longer|do not|does not|am not|are not|is not|would not|will not)";
const want =
  "(?:need|needs|want|wants|would like|would love|require|requires|am looking for|are looking for|is looking for|am looking to|are looking to|is looking to|am interested in|are interested in|is interested in|would be interested in|plan to|am planning to|are planning to|have to|must|am trying to|are trying to|hope to|am hoping to|are hoping to|wish to|am ready to|are ready to|am ready for|are ready for|am considering|are considering|am thinking about|are thinking about|could use|can use)";

const requestPattern = new RegExp(
  `(?:^|\\b${subject}\\s+|\\band\\s+)${adverbs}(${negation}\\s+)?${adverbs}${want}\\b(.*)$`,
);

const buildVerbs =
  "(?:build|make|create|develop|design|automate|set up|setup|integrate|connect|code|program|launch|redo|redesign|rebuild|migrate|implement|handle|take over|take care of|put together|help|do|sort out|streamline|digitize|modernize)";
const canYouPattern = new RegExp(
  `\\b(?:can|could|would|will)\\s+(?:you|your team|you guys|y'all)\\s+(?:guys\\s+)?(?:please\\s+)?(?:help\\s+(?:me|us)\\s+(?:to\\s+)?)?${buildVerbs}\\b\\s*(?:(?:me|us)\\s+)?(?:with\\s+)?(?:(?:a|an|the|our|my|some|this|that|all|these|those|for)\\b)(.*)$`,
);
/** "Can you set up SMS alerts when..." (no article) is a request when it is about the visitor. */
const canYouBarePattern = new RegExp(
  `\\b(?:can|could|would|will)\\s+(?:you|your team|you guys|y'all)\\s+(?:please\\s+)?${buildVerbs}\\b(.*)$`,
);
const aboutVisitor = /\b(?:our|my|us|me|we|i|when|whenever|so that|every time|each time)\b/;
const imperativePattern =
  /^(?:please\s+)?(?:help (?:me|us)(?: to)?|build|make|create|develop|design|automate|set up|setup|integrate|connect|get me|get us)\b(?! times?\b)(.*)$/;
const lookingPattern =
  /^(?:just\s+)?(?:looking|searching|shopping|in the market) (?:for|to)\b(.*)$|^(?:interested in)\b(.*)$/;

const buyPattern =
  /\b(?:sign (?:me|us) up|(?:i|we) (?:would like to|want to|wish to|am ready to|are ready to|will|would love to|need to) (?:buy|purchase|order|subscribe|sign up|get started|go with|proceed|hire|book|start (?:a|my|our|the) (?:project|trial|free trial|subscription))|(?:i am|we are) ready to (?:start|begin|go|buy|get started)|let us (?:get started|do (?:it|this)|start)|(?:get|send) (?:me|us) a quote|(?:i|we) (?:would like|want|need) a quote|(?:can|could|may) (?:i|we) (?:get|have|request) a quote|request a quote|get (?:a|an) (?:quote|estimate|proposal)|(?:book|schedule) (?:a |an )?(?:call|consultation|demo|meeting)|hire (?:you|your team)|(?:take|go with|buy|purchase|order|get) (?:the|your) (?:business )?(?:starter|pro|professional|elite|enterprise|commercial website|smart web application|mobile app development)(?: plan| package| tier)?)\b/;

/** Informational or support infinitives: "I want to know", "we need to cancel". */
const infoAfterWant =
  /^\s*(?:to\s+)?(?:know|learn|understand|find out|ask|see|check|compare|confirm|read|verify|make sure|be sure|cancel|pause|stop|end|terminate|unsubscribe|get (?:a|my|our) refund|a refund|refund|my money back|complain|delete|remove|report|dispute|change my|update my|reset|more info|info|information|details|clarification|an explanation|a list|(?:talk|speak|chat) (?:to|with) (?:support|billing|customer support|customer service|your support))\b/;

const questionStart =
  /^(?:what|what is|how|when|where|which|why|who|whom|whose|is|are|does|do|did|was|were|has|have|should|shall|may|might|tell me|explain|describe|any idea|i wonder|wondering|curious)\b/;
const leadingFiller =
  /^(?:(?:hi|hello|hey|hiya|hi there|hello there|good (?:morning|afternoon|evening)|ok|okay|so|well|yes|yeah|yep|great|thanks|thank you|um|uh|hmm|also|and|actually|basically|honestly|alright|cool|sure)\b[\s,!-]*)+/;
const notInterested =
  /\b(?:just browsing|just looking(?! for| to)|not interested|no need for|no thanks|nothing for now|not right now|not at the moment|do not need anything|already have (?:one|everything))\b/;

const serviceObjects: Array<{ service: LeadService; pattern: RegExp }> = [
  {
    service: "crm-dashboard",
    pattern:
      /\b(?:crm|dashboards?|customer database|client database|sales pipeline|pipeline|reporting system|admin panel|kpi tracking)\b/,
  },
  {
    service: "file-management",
    pattern:
      /\b(?:files?|documents?|docs|document management|file management|file storage|storage|vector search|knowledge base|paperwork|records|contracts|pdfs?)\b/,
  },
  {
    service: "web-app",
    pattern:
      /\b(?:web ?apps?|web applications?|smart web application|applications?|mobile apps?|mobile app development|apps?|ios|android|saas|portal|software|platform|booking system|online ordering|ordering system|reservation system|marketplace|member area|customer portal)\b/,
  },
  {
    service: "website",
    pattern:
      // "The website widget" is where a chatbot runs, not a website to build.
      /\b(?:web ?sites?|site|landing pages?|home ?page|online (?:store|shop)|e-?commerce(?: store| site| shop)?|web ?shop|storefront|blog|portfolio|commercial website)\b(?! (?:chat )?widgets?\b)/,
  },
  {
    service: "ai-agent",
    pattern:
      /\b(?:automat\w*|ai agents?|agents?|chat ?bots?|bots?|workflows?|invoic\w*|data entry|integrat\w*|connect\w*|sync\w*|follow[- ]?ups?|lead capture|appointments?|scheduling|notifications?|alerts?|email marketing|business process(?:es)?|processes|repetitive tasks|tasks|ai|customer service|customer support|onboarding)\b/,
  },
];

/** Plans and offers the visitor may ask to buy; the lead form service they point to. */
const planObjects: Array<{ service: LeadService; pattern: RegExp }> = [
  { service: "website", pattern: /\bcommercial website\b/ },
  { service: "web-app", pattern: /\b(?:smart web app(?:lication)?|mobile app development)\b/ },
  { service: "ai-agent", pattern: /\b(?:chat ?bot|chatbots?)\s+(?:plan|tier|package)\b/ },
  {
    service: "ai-agent",
    pattern:
      /\b(?:business\s+)?(?:starter|pro|professional|elite|enterprise)(?:\s+(?:plan|package|tier|subscription))?\b|\b(?:plan|package|subscription|free trial|trial|vibe coding)\b/,
  },
];

/** What comes before a site or an app that is the business's own ("your site", "this app"). */
const ours = /\b(?:your|ur|this|relaywise'?s?)\s+$/;

const pronounObject = /\b(?:one|it|that|this|them|those|these|something like (?:that|this))\b/;

function firstService(
  text: string,
  includePlans = true,
): { service: LeadService; index: number } | undefined {
  let best: { service: LeadService; index: number } | undefined;
  for (const { service, pattern } of includePlans
    ? [...planObjects, ...serviceObjects]
    : serviceObjects) {
    const global = new RegExp(pattern.source, "g");
    // "Wants to play with your site": the business's own site or app, not one to build.
    const m = [...text.matchAll(global)].find(
      (x) =>
        serviceObjects.every((o) => o.pattern !== pattern) || !ours.test(text.slice(0, x.index)),
    );
    if (m && (!best || m.index < best.index)) best = { service, index: m.index };
  }
  return best;
}

type ClauseVerdict = {
  positive: boolean;
  negative: boolean;
  service?: LeadService;
  reason: string;
};

function judgeClause(raw: string, wholeMessage: string): ClauseVerdict {
  const clause = raw.replace(leadingFiller, "").trim();
  if (!clause) return { positive: false, negative: false, reason: "empty" };
  if (notInterested.test(clause))
    return { positive: false, negative: true, reason: "not-interested" };

  const buy = buyPattern.exec(clause);
  if (buy && !/^(?:how|what|when|where|why|which|who|is|are|does|did)\b/.test(clause)) {
    return {
      positive: true,
      negative: false,
      service: firstService(clause)?.service,
      reason: "buy-phrase",
    };
  }

  const isQuestion = questionStart.test(clause);
  const request = requestPattern.exec(clause);
  if (request && !isQuestion) {
    const negated = Boolean(request[1]);
    const rest = request[2] ?? "";
    if (infoAfterWant.test(rest))
      return { positive: false, negative: false, reason: "info-request" };
    const object =
      firstService(rest) ?? (pronounObject.test(rest) ? firstService(wholeMessage) : undefined);
    if (!object) return { positive: false, negative: negated, reason: "request-without-service" };
    if (negated) return { positive: false, negative: true, reason: "negated" };
    return { positive: true, negative: false, service: object.service, reason: "request" };
  }

  const canYou = canYouPattern.exec(clause);
  if (canYou) {
    const object = firstService(canYou[1] ?? "") ?? firstService(clause);
    if (object)
      return { positive: true, negative: false, service: object.service, reason: "can-you" };
  }
  const canYouBare = canYouBarePattern.exec(clause);
  if (canYouBare && aboutVisitor.test(canYouBare[1] ?? "")) {
    const object = firstService(canYouBare[1] ?? "");
    if (object)
      return { positive: true, negative: false, service: object.service, reason: "can-you" };
  }

  if (!isQuestion) {
    const imperative = imperativePattern.exec(clause) ?? lookingPattern.exec(clause);
    if (imperative) {
      const rest = imperative.slice(1).find((g) => g !== undefined) ?? "";
      // "Make the Pro plan free" is haggling, not a build request: imperatives need a build object.
      const object = firstService(rest, false);
      if (object) {
        return { positive: true, negative: false, service: object.service, reason: "imperative" };
      }
    }
  }
  return { positive: false, negative: false, reason: isQuestion ? "question" : "no-request" };
}

const timeOrCountQuestion =
  /^(?:and |so |then |but )?(?:how (?:many|long)|how much time|what is the (?:setup|set up) time)\b/;

const affirmative =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|please|please do|yes please|go ahead|do it|absolutely|definitely|sounds good|that would be great|let us do it)\b[\s!.,]*(?:please)?[\s!.]*$/;

/**
 * Decides whether a message expresses interest in a service. `history` lets a bare "yes" count
 * when the assistant has just offered to connect the visitor with a specialist.
 */
export function detectServiceInterest(
  message: string,
  history: AssistantTurn[] = [],
): ServiceInterest {
  const text = normalizeText(message);
  if (!text) return { detected: false, reason: "empty" };

  const lastAssistant = [...history].reverse().find((t) => t.role === "assistant");
  if (
    affirmative.test(text) &&
    lastAssistant &&
    /connect you with a specialist/i.test(lastAssistant.content)
  ) {
    const earlier = history
      .filter((t) => t.role === "user")
      .map((t) => firstService(normalizeText(t.content))?.service)
      .filter((s): s is LeadService => Boolean(s));
    return { detected: true, suggestedService: earlier.at(-1), reason: "accepted-offer" };
  }

  let firstNegative: ClauseVerdict | undefined;
  const clauses = splitClauses(text);
  // "We want the bot on our website and SMS. How many minutes of setup?": the want is the
  // setting of a question about published times or counts, not a request for a person.
  const figureQuestion = clauses.some((c) => timeOrCountQuestion.test(c));
  for (const clause of clauses) {
    const verdict = judgeClause(clause, text);
    if (verdict.positive && verdict.reason === "request" && figureQuestion) continue;
    if (verdict.positive) {
      return { detected: true, suggestedService: verdict.service, reason: verdict.reason };
    }
    if (verdict.negative && !firstNegative) firstNegative = verdict;
  }
  return { detected: false, reason: firstNegative?.reason ?? "information" };
}

const callRequest =
  /\b(?:book|schedule|arrange|set up|setup|get) (?:a |an |the |my |our )?(?:quick |short |phone |video )?(?:call|phone call|callback|call back)\b|\b(?:talk|speak|chat) (?:to|with) (?:someone|somebody|a (?:real )?(?:person|human|specialist|expert|member of (?:your|the) team)|an? (?:expert|agent)|your team|the team|a sales ?person|sales)\b|\b(?:call|phone|ring) (?:me|us)\b|\bcan (?:i|we|you) (?:call|phone)\b/;
const nextStepsQuestion =
  /\bwhat (?:happens|comes|is) next\b|\bwhat now\b|\bnext steps?\b|\bwhen will (?:i|we) hear\b|\bwhen will (?:you|someone|they) (?:contact|call|reach|email)\b/;

/** "Book a call", "can I talk to someone": the visitor wants a person on the phone. */
export function wantsCall(message: string): boolean {
  return callRequest.test(normalizeText(message));
}

/** "What happens next?": the visitor asks about the follow-up of what they sent. */
export function asksNextSteps(message: string): boolean {
  return nextStepsQuestion.test(normalizeText(message));
}
