/** Text clean-up shared by the intent detector, the router and the retriever. */
import { inEnglish } from "./code-switch";
import { wholePeriods } from "./fractional-periods";

const contractions: Array<[RegExp, string]> = [
  [/\bcan'?t\b/g, "cannot"],
  [/\bwon'?t\b/g, "will not"],
  [/\b(do|does|did|is|are|was|were|have|has|would|should|could)n'?t\b/g, "$1 not"],
  [/\bdont\b/g, "do not"],
  [/\bdoesnt\b/g, "does not"],
  [/\bisnt\b/g, "is not"],
  [/\bi'?m\b/g, "i am"],
  [/\b(i|we|you|they)'d\b/g, "$1 would"],
  [/\b(i|we|you|they)'ll\b/g, "$1 will"],
  [/\b(we|you|they)'re\b/g, "$1 are"],
  [/\b(i|we|you|they)'ve\b/g, "$1 have"],
  [/\bwanna\b/g, "want to"],
  [/\bgonna\b/g, "going to"],
  [/\bgotta\b/g, "have to"],
  [/\bpls\b|\bplz\b/g, "please"],
  // Letters, accented ones too, bound the texting words: "répondent" holds no "r".
  [/(?<![\p{L}\p{N}_])u(?![\p{L}\p{N}_])/gu, "you"],
  [/(?<![\p{L}\p{N}_])r(?![\p{L}\p{N}_])/gu, "are"],
  [/(?<![\p{L}\p{N}_])ur(?![\p{L}\p{N}_])/gu, "your"],
  [/\bbiz\b/g, "business"],
  [/\bb4\b/g, "before"],
  [/\btill?\b/g, "until"],
  [/\bwh?at'?s\b|\bwhatz\b/g, "what is"],
  [/\bwat\b/g, "what"],
  [/\bcn\b/g, "can"],
  [/\bw\/(?=\s)|\bw\b(?= (?:a|an|the|my|our|your|paypal|card|\w+ing)\b)/g, "with"],
  [/(?<=\w )n(?= \w)/g, "and"],
  [/(?<=\w )4(?= (?:a|an|the|my|our|me|us|one)\b)/g, "for"],
  [/\bwhats\b/g, "what is"],
  [/\bhows\b/g, "how is"],
  [/\bwhat'?s\b/g, "what is"],
  [/\bhow'?s\b/g, "how is"],
  [/\bwhere'?s\b/g, "where is"],
  [/\bthat'?s\b/g, "that is"],
  [/\bit'?s\b/g, "it is"],
  [/\blet'?s\b/g, "let us"],
];

/**
 * Lower-case, straight quotes, single spaces, common contractions expanded, and words of another
 * language mixed into an English message read in English.
 */
export function normalizeText(input: string): string {
  let text = input
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    // "25 000", "1 200 000": thousands grouped by a space (as much of the world writes them).
    .replace(/(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d.,]?\d)/g, (n) => n.replace(/ /g, ","))
    .trim();
  // Before the contractions: their word boundaries do not see accented letters ("für").
  text = inEnglish(wholePeriods(text));
  for (const [pattern, replacement] of contractions) text = text.replace(pattern, replacement);
  return text;
}

/** Splits a message into clauses, so "we have a website but need a CRM" is judged per part. */
export function splitClauses(text: string): string[] {
  return text
    .split(/[.!?;\n]+|,?\s+\b(?:but|however|although|though|except)\b\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}
