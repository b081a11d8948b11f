/**
 * Follow-ups that lean on the previous turn ("And the Pro one?", "what about yearly?", "how long
 * does that take?"): the question is read together with the visitor's previous message, with the
 * plan names the follow-up replaces taken out. Both assistants use it: the local one to answer,
 * the LLM one to retrieve the right facts (the model also sees the turns themselves).
 */
import { normalizeText } from "./normalize";
import type { AssistantTurn } from "./types";

/** Any plan name of any family: removed from an earlier question a follow-up replaces. */
const anyOfferName =
  /\b(?:business )?(?:starter|basic|pro|professional|elite|enterprise)\b|\bcommercial website\b|\bsmart web app(?:lication)?\b|\bweb ?app(?:lication)?\b|\bmobile app(?: development)?\b|\bcustom development\b/g;

const marker =
  /^(?:and|also|ok(?:ay)? and|so|what about|how about|and what about|same for|what if|then)\b|\bone\??$|\b(?:that|it|this|those|these|them)\b/;

const howLong = /\bhow long (?:does|will|would|did) (?:that|it|this) take\b/;

/** "how long at most?", "how much exactly?": a question about the previous subject. */
const elliptical =
  /^(?:how (?:long|much|many|often|soon|fast)|when|and)\b[^?]*\b(?:at most|at least|max(?:imum)?|min(?:imum)?|exactly|then|instead|too|also|as well)\b/;

/** Is `text` (normalized) too short and referential to stand alone? */
export function isFollowUp(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length;
  return words > 0 && ((words <= 8 && marker.test(text)) || (words <= 12 && elliptical.test(text)));
}

/**
 * The question to answer: `text` alone, or read with the previous visitor turn. `force` reads a
 * short question with the previous turn even without a marker (the caller found nothing for it
 * alone: "how long until the money is back on my card?" after a refund question).
 */
export function contextualQuestion(text: string, history: AssistantTurn[], force = false): string {
  const previous = [...history].reverse().find((t) => t.role === "user");
  const short = text.split(/\s+/).filter(Boolean).length <= 12;
  if (!previous || !(isFollowUp(text) || (force && short))) return text;
  let context = normalizeText(previous.content.slice(0, 500));
  if (new RegExp(anyOfferName.source).test(text)) context = context.replace(anyOfferName, " ");
  let question = text;
  if (howLong.test(text)) {
    // "that" is the thing asked about before: a build, a setup or a chatbot channel.
    const subject = /\bweb ?sites?\b|\bapps?\b|\bbuild|\bdevelop|\bvibe\b|\bsoftware\b/.test(
      context,
    )
      ? "how long does it take to build"
      : /\brefund/.test(context)
        ? "how long does a refund take"
        : /\bcancel/.test(context)
          ? "how much notice to cancel"
          : "how long does setup take";
    question = text.replace(howLong, subject);
  }
  return `${context} ${question}`.replace(/\s+/g, " ").trim();
}
