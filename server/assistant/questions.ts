/**
 * One message, several questions: "How much is Starter and how much is Pro?", "What's GPT-4 per
 * 1K tokens? And Claude?". The assistant answers each part (a later part read as a follow-up of
 * the earlier one) and never answers one silently: a part it cannot answer is said so.
 */

/** Words that open a question of their own after "and", "also" or a question mark. */
const opener =
  "how much|how many|how long|how fast|how soon|how quickly|how do|how does|how is|how are|what|what's|whats|which|when|where|who|why|is there|are there|is it|is that|is the|is a|is an|is my|is our|is your|are the|are my|are our|are your|do you|do i|do we|does it|does that|does the|does a|can i|can we|can you|can it|could i|could we|will i|will we|will it|will the|would it|would that|would the|would a|should i|should we";

/** "Does Starter include Slack", "is Pro coming with SSO": a yes/no question of a named thing. */
const askedOf =
  "(?:does|do|did|is|are|can|could|will|would|should|has|have) (?!not\\b|you\\b|we\\b|i\\b)[a-z]+ (?:include|includes|have|has|come|get|offer|support|cover|work|list|integrate|connect|allow|handle|let)";

/** Where a second question starts: before its "and"/"also" (kept: it marks a follow-up). */
const joined = new RegExp(
  `,?\\s+(?=(?:and|also|plus|&)\\s+(?:also\\s+)?(?:${opener}|${askedOf})\\b)|;\\s+(?=\\S)`,
  "gi",
);

/**
 * A piece that asks something: a question mark, a total said without one ("Pro and the
 * Enterprise chatbot together per month, also does…"), or a sentence of it that opens with a question
 * word ("We need 5 workflows. Which plan is cheapest").
 */
const asks = new RegExp(
  `\\?\\s*$|\\b(?:together|in total|total|combined|altogether)\\b(?:,?\\s+(?:per month|a month|monthly|per year|a year|for a year))?\\s*$|(?:^|[.:!]\\s+)(?:(?:and|also|plus|&|so|ok|okay|then|about|roughly|approximately|just|btw|hey|hi)[,\\s]+)?(?:${opener}|tell me|show me|give me|list|explain|compare|calculate|work out|${askedOf}\\b)\\b`,
  "i",
);

/**
 * The questions of a message, in order; one item when it asks one thing. A statement before a
 * question stays with it ("We need 5 workflows. Which plan?" is one question).
 */
export function splitQuestions(message: string): string[] {
  const text = message.trim();
  if (text.length > 600) return [text];
  const pieces = text
    .split(/(?<=\?)\s+(?=\S)/)
    .flatMap((p) => p.split(joined))
    .map((p) => p.trim())
    .filter(Boolean);
  // A piece that does not ask joins the next one (or the last, at the end).
  const out: string[] = [];
  let pending = "";
  for (const piece of pieces) {
    const whole = pending ? `${pending} ${piece}` : piece;
    if (asks.test(piece)) {
      out.push(whole);
      pending = "";
    } else pending = whole;
  }
  if (pending) {
    if (out.length) out[out.length - 1] = `${out[out.length - 1]} ${pending}`;
    else out.push(pending);
  }
  return out.length > 4 ? [text] : out;
}
