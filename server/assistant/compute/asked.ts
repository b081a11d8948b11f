/**
 * What kind of answer a question asks for, by its own words, whatever the parser made of them:
 * a date, a total, a saving against a billing, what is still owed. An answer of another kind (a
 * price where a date was asked, months used × price where the rest of a term is owed) answers a
 * nearby question, and a nearby answer stated with confidence is worse than none: the caller
 * declines it with the specialist offer instead of sending it.
 */

const months =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const longDate = new RegExp(`\\b(?:${months}) \\d{1,2}, \\d{4}\\b`);
const weekday =
  /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/;

type Kind = {
  /** What the answer lacks, as said to the visitor ("the date"). */
  name: string;
  asks: RegExp;
  /** Words that make the question another kind after all. */
  unless?: RegExp;
  answers: (answer: string) => boolean;
};

const kinds: Kind[] = [
  {
    name: "the date",
    // "What happens when the promo ends?" asks what follows, not the day it ends.
    asks: /\b(?:until|till|by|to|on) (?:what|which) (?:date|day)\b|\b(?:what|which) date\b|\buntil when\b|\bby when\b|\b(?:latest|last) (?:possible )?(?:date|day)\b|\bdeadline\b|(?<!\bwhat happens |\bwhat happens to (?:\w+ ){1,3}|\bwhat do i pay |\bwhat will i pay )\b(?:when|what date|what day)\b[^?.!]*\b(?:end|ends|ending|expire|expires|run out|runs out)\b(?! to end)/i,
    // "By when" is met by a clock time on the day too ("by 5:00 PM").
    answers: (a) =>
      longDate.test(a) ||
      weekday.test(a) ||
      /\b(?:today|tomorrow)\b|\b\d{1,2}(?::\d{2})? ?[AP]M\b/i.test(a),
  },
  {
    // A total is worked out: a sum, a product over months, or said to be one.
    name: "the total",
    asks: /\bwhat(?:'?s| is| would be| will be)? (?:my |the |our |your )?(?:\w+ )?total\b|\btotal (?:cost|price|bill|amount|spend)\b|\bin total\b|\baltogether\b|\ball in\b/i,
    answers: (a) => /[=×+]|\btotal\b|\btogether\b|\bcombined\b|\bin all\b/i.test(a),
  },
  {
    // "How much do I save vs paying monthly?": a saving of one billing over another, not the
    // gap between two offers.
    name: "the saving against that billing",
    asks: /\bsav(?:e|es|ed|ing|ings)\b[^?.!]*\b(?:vs\.?|versus|instead of|compared (?:to|with)|over|than|rather than)\s+(?:paying\s+|being billed\s+|billing\s+)?(?:monthly|month[- ]to[- ]month|by the month|each month|every month|the regular(?: price)?|regular price|full price|yearly|annually)\b/i,
    answers: (a) =>
      /\bregular\b|\blimited-time\b|\b12-month plan|\bbilled (?:monthly|yearly)\b|\b(?:yearly|monthly) billing\b/i.test(
        a,
      ),
  },
  {
    // "Want out after 5 months, what do I still owe?": the rest of a term, not the months used.
    name: "what is still owed",
    // "The most you could owe us" is what the business would owe, not what the visitor does.
    asks: /(?<!\b(?:you|relaywise|they|could|would|might|can|ever) )\b(?:still )?owe\b|\bleft to pay\b|\bremaining (?:balance|payments?|months)\b/i,
    answers: (a) => /\bremaining\b|\bleft\b|\bstill due\b|\bare due\b|\bearly\b/i.test(a),
  },
  {
    // "I want out" of a term leaves its rest owed; said of a monthly plan, which has no term,
    // it is leaving with notice, and the day billing stops is the answer.
    name: "what is still owed",
    asks: /\b(?:want|get|opt|back) out\b|\bcancel(?:l?ing|l?ed)? early\b|\bearly (?:exit|termination|cancell?ation)\b|\bbreak (?:the|my|our) (?:contract|plan|commitment)\b/i,
    unless:
      /^(?!.*\b(?:12|twelve|6|six|3|three)[- ]month\b)(?!.*\b(?:annual|yearly|commit(?:ment|ted)?|contract|term)\b).*\b(?:on|have|got|with) (?:a |the |my |our )?(?:monthly|month[- ]to[- ]month) (?:plan|billing|subscription)\b.*\bnotice\b/is,
    answers: (a) => /\bremaining\b|\bleft\b|\bstill due\b|\bare due\b|\bearly\b/i.test(a),
  },
];

/** The kinds a question asks for that an answer does not give ("the date"). */
export function unmetAsks(question: string, answer: string): string[] {
  const said = answer.replace(/\n+Sources?: .*$/s, "");
  return [
    ...new Set(
      kinds
        .filter((k) => k.asks.test(question) && !k.unless?.test(question) && !k.answers(said))
        .map((k) => k.name),
    ),
  ];
}
