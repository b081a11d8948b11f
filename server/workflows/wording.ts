/**
 * A request put in the words the composer reads: casual spellings and common typos written out
 * ("wen", "txt me", "there mesage", "dont"), so that a request typed in a hurry is read as the
 * same request typed with care. Only the reading changes: the sample event keeps the visitor's
 * own words.
 */

/** Word for word: the casual or mistyped spelling, and the one the composer reads. */
const spellings: [RegExp, string][] = [
  // A typographic apostrophe inside a word ("don’t") is the plain one; quotes are left alone.
  [/(?<=\p{L})[’‘](?=\p{L})/gu, "'"],
  [/\bwen\b/gi, "when"],
  [/\bwhenevr\b/gi, "whenever"],
  [/\btxt(s|ed)?\b/gi, "text$1"],
  [/\btexed\b/gi, "texted"],
  [/\b(?:mesage|messsage|mesages|msg)(s)?\b/gi, "message$1"],
  [/\b(?:emial|emal|e mail)(s)?\b/gi, "email$1"],
  [/\b(?:custumer|costumer|cusotmer|customar)(s)?\b/gi, "customer$1"],
  [/\b(?:recieve|recive)(s|d)?\b/gi, "receive$1"],
  [/\badress(es)?\b/gi, "address$1"],
  [/\bnumer\b/gi, "number"],
  [/\bthankyou\b/gi, "thank-you"],
  [/\b(?:pls|plz)\b/gi, "please"],
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
  // "there message", "they're phone": the possessive their, before what a lead gives.
  [
    /\b(?:there|they're)\s+(?=(?:message|phone|email|name|number|company|budget|order)\b)/gi,
    "their ",
  ],
  // "if its not urgent": it's, before what follows a verb (possessive "its total" stays).
  [/\bits\s+(?=(?:not|a|an|about|urgent|over|under|more|less|from|for)\b)/gi, "it's "],
  // Apostrophes left out: "dont", "didnt", "isnt".
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)nt\b/gi, "$1n't"],
  [/\bwont\b/gi, "won't"],
  [/\bcant\b/gi, "can't"],
];

/** An address or link is the visitor's as typed: "u@acme.com" keeps its "u". */
const typedToken = /(\S+@\S+|https?:\/\/\S+)/;

export function readable(request: string): string {
  return request
    .split(typedToken)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let text = part;
      for (const [from, to] of spellings) text = text.replace(from, to);
      return text;
    })
    .join("");
}
