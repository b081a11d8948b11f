/**
 * Full-text retrieval over the knowledge chunks (MiniSearch): fuzzy and prefix matching for
 * typos and partial words, field boosts (title > keywords > text) and a small synonym table so
 * "how much", "money back" or "open" find the price, refund or hours chunks.
 */
import MiniSearch from "minisearch";
import type { Chunk } from "./knowledge-base";

export type Retrieved = {
  chunk: Chunk;
  score: number;
  /** Share of the query's meaningful terms this chunk matched (0-1). */
  coverage: number;
};

const stopWords = new Set(
  `a an and are as at be but by can could did do does for from get got have has how i if in into is it its
  me my of on or our please so that the their them there these they this to too us was we were what when
  where which who why will with would you your yours hi hello hey just any some tell know about also then
  than there here much many one really want need like lot lots guys thanks ok okay thing things
  stuff`.split(/\s+/),
);

/**
 * Visitor words replaced by the words the chunks use, so every remaining query term carries
 * meaning and coverage (matched terms / query terms) says how much of the question was found.
 */
const synonyms: Array<[RegExp, string]> = [
  [
    /\bhow much\b|\bcosts?\b|\bpric\w*|\bfees?\b|\bcharges?\b|\bexpensive\b|\bcheap\w*|\brates\b|\bafford\w*|\bbudget\b/g,
    " price ",
  ],
  [/\bmoney back\b|\breimburs\w*|\brefund\w*|\bguarantee\w*/g, " refund "],
  [/\bopen\w*|\bclos(ed|e|ing)\b|\bavailable\b|\bbusiness hours\b|\bopening times\b/g, " hours "],
  [/\bcancel\w*|\bterminat\w*|\bquit\w*|\bunsubscrib\w*/g, " cancel "],
  [/\bdown ?time\b|\boutages?\b|\breliab\w*|\bavailability\b|\bsla\b/g, " uptime "],
  [
    /\bwhere are you\b|\blocat\w*|\bbased\b|\bheadquarter\w*|\boffices?\b|\baddress\b/g,
    " location ",
  ],
  [/\bcall you\b|\btelephone\b|\bphone\b|\bnumber\b/g, " phone "],
  [/\be-?mail\w*/g, " email "],
  [/\bsecur\w*|\bsafe\w*|\bencrypt\w*|\bsoc ?2\b|\bcomplian\w*|\bprotect\w*/g, " security "],
  [
    /\bfiles?\b|\bdocuments?\b|\bdocs\b|\buploads?\b|\bformats?\b|\bstorage\b|\bstore\b/g,
    " file storage ",
  ],
  [/\bintegrat\w*|\bconnect\w*|\bapps\b|\btools\b|\bsync\w*/g, " integrations "],
  [/\btrial\b|\btry (it )?(out )?(for )?free\b/g, " trial "],
  [/\bset ?up\b|\bonboard\w*|\bgo live\b|\blaunch\w*/g, " setup "],
  [/\bchat ?bots?\b|\bbots?\b/g, " chatbot "],
  [/\bhuman\b|\bperson\b|\brepresentative\b|\bsomeone\b/g, " human contact "],
  [/\bdiscount\w*|\bcoupons?\b|\bpromo\w*|\bdeals?\b|\bsale\b/g, " discount "],
  [/\bvibe\b|\bcustom software\b|\bdevelop\w*/g, " vibe coding development "],
  [/\btokens?\b|\bgpt\S*|\bclaude\b|\bllms?\b|\blanguage models?\b/g, " model tokens "],
  [/\bworkflows?\b|\bautomat\w*/g, " workflow automation "],
  [/\bnotif\w*|\balerts?\b/g, " notifications "],
  [
    /\b(?:what(?:ever)? )?(?:i|we) (?:type|write|send|say) (?:in|into|to) (?:the |your )?chat(?: ?box| window| widget)?\b|\bchat (?:box|window|logs?|history|messages)\b/g,
    " chat transcripts ",
  ],
  [/\b(?:hang|hold)(?:ing)? on ?to\b|\bretain\w*|\bretention\b/g, " keep "],
  [/\bmegs?\b|\bmegabytes?\b|\bmbs?\b|\bbig(?:ger)?\b|\bchunky\b|\bhuge\b|\blarge\b/g, " size mb "],
];

const minTermLength = 2;
const maxTermLength = 30;

/** Light stemming so "plans"/"plan" and "integrations"/"integration" meet. */
function stem(term: string): string {
  if (term.length > 4 && term.endsWith("ies")) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss")) return term.slice(0, -1);
  return term;
}

/** Word forms folded together in the index and in queries alike. */
const canonical: Record<string, string> = {
  sec: "second",
  secs: "second",
  pricing: "price",
  priced: "price",
  cost: "price",
  fee: "price",
  refunds: "refund",
  refunded: "refund",
  cancellation: "cancel",
  cancelling: "cancel",
  canceling: "cancel",
  cancelled: "cancel",
  integration: "integrations",
  integrate: "integrations",
  automate: "automation",
  automated: "automation",
  automations: "automation",
  secure: "security",
  encrypted: "encryption",
  compliant: "compliance",
  chatbots: "chatbot",
};

function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  // Nothing in the knowledge is longer; fuzzy matching a 2,000-letter "word" is slow.
  if (t.length < minTermLength || t.length > maxTermLength || stopWords.has(t)) return null;
  const folded = canonical[t] ?? t;
  return stem(folded);
}

export type Retriever = {
  search(query: string, limit?: number): Retrieved[];
  /** Query terms after stop words, synonyms and stemming (for tests and the confidence check). */
  terms(query: string): string[];
};

export function createRetriever(chunks: Chunk[]): Retriever {
  const index = new MiniSearch<Chunk>({
    fields: ["title", "keywords", "text"],
    storeFields: ["id"],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, text: 1 },
      // Fuzzy only for longer words: short ones ("pro", "sms") match too much by accident.
      fuzzy: (term) => (term.length >= 5 ? 0.25 : false),
      prefix: (term) => term.length >= 4,
      combineWith: "OR",
    },
  });
  index.addAll(chunks);
  const byId = new Map(chunks.map((c) => [c.id, c]));

  const expand = (query: string) => {
    let text = ` ${query.toLowerCase()} `;
    for (const [pattern, replacement] of synonyms) text = text.replace(pattern, replacement);
    return text;
  };
  const terms = (query: string) => [
    ...new Set(
      expand(query)
        .split(/[^\p{L}\p{N}]+/u)
        .map((t) => processTerm(t))
        .filter((t): t is string => Boolean(t)),
    ),
  ];

  return {
    search(query, limit = 3) {
      const queryTerms = terms(query);
      if (!queryTerms.length) return [];
      return index
        .search(queryTerms.join(" "))
        .slice(0, limit)
        .map((r) => ({
          chunk: byId.get(r.id)!,
          score: r.score,
          coverage: new Set(r.queryTerms).size / queryTerms.length,
        }));
    },
    terms,
  };
}
