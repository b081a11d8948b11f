/**
 * The query language's parser: a question (normalized text) becomes a `Query`: which offers
 * (family, named offer, a product word mapped to the offer that builds it), which constraints
 * (at least N workflows or conversations, unlimited, a budget, a feature, a billing), which
 * attributes (price, regular price, saving, workflows, trial length...), which operations
 * (cheapest, most, sum, difference, ratio, × months, date + a policy period).
 *
 * Every recognizer marks the characters it used. Whatever is left that is not a filler word is
 * reported: a number, date, amount or word the query did not use means the question was not
 * understood in full, and the caller must not answer it with a figure.
 */
import { contextPatterns, guessedFigure } from "./context";
import { vibeCodingTrialDays } from "../../../content/plans";
import { cancellationPolicy, refundPolicy } from "../../../content/policies";
import { type Family, inFamily, type Offer, offers } from "./catalog";
import {
  capitalisedNames,
  exactFiller,
  numberWords,
  isFiller,
  spokenTens,
  spokenUnits,
  isThing,
  isThingWord,
  namesSomething,
} from "./words";
import { type Day, isValidDay, monthIndex, monthPattern, plusDays } from "./dates";
import { developmentTimeline, refundTimeline, type Timeline } from "./durations";

export type Billing = "monthly" | "yearly";

export type Attribute =
  | "price"
  | "regular"
  | "saving"
  | "workflows"
  | "conversations"
  | "chatbots"
  | "trial"
  | "features"
  | "perUnit"
  | "tokenPrice"
  | "hours"
  | "placement"
  /** Minutes to set a chatbot up on a channel. */
  | "setup"
  /** The price of one more unit (an extra workflow, seat...): never published. */
  | "addOn"
  /** A price in a currency other than USD: never published. */
  | "currency";

export type CountUnit = "workflows" | "conversations" | "chatbots";

export type Constraint =
  /** `over`: said as "more than N" (n is then N + 1). */
  | { kind: "atLeast"; unit: CountUnit; n: number; over?: number }
  | { kind: "unlimited"; unit: CountUnit }
  | { kind: "budget"; max: number; approx: boolean }
  | { kind: "feature"; label: string; pattern: RegExp }
  | { kind: "placement"; value: string };

/** cheapest / dearest order by price; min / max by the attribute asked ("the most workflows"). */
export type Op = "cheapest" | "dearest" | "min" | "max" | "sum" | "diff" | "ratio" | "onlyIn";

/** "build": when development starts after a payment; "deletion": when data is deleted after a service ends. */
export type Policy = "trial" | "refund" | "notice" | "support" | "pause" | "build" | "deletion";

/**
 * What a follow-up points at: "it", "those", "the others" (every other offer), "the other one"
 * (one other offer: asked back when more than one is left), "the next one up", "one down", "the
 * middle one" (of an odd number).
 */
export type Referent = "it" | "those" | "others" | "other" | "next" | "below" | "middle";

/** An order whose first offer can be set aside ("besides the cheapest"). */
export type PriceOrder = "cheapest" | "dearest";

export type Query = {
  /** Offers named or built by a product word, in the order they appear. */
  offers: Offer[];
  /** Families named ("automation plans", "chatbot") or implied by a unit ("workflows"). */
  families: Family[];
  /** Product words heard ("mobile app"), for the answer's wording. */
  products: string[];
  /** Offers named by their own name (not only built by a product word). */
  named: Offer[];
  constraints: Constraint[];
  attributes: Attribute[];
  ops: Op[];
  billing: Billing[];
  /** "yearly", "annual", "per year": a year's total, or the 12-month plan where one exists. */
  yearWord: boolean;
  /** A duration to multiply a monthly price by, in months. */
  months?: number;
  /** "Want out after 5 months, what do I still owe?": leaving a plan before its term ends. */
  earlyExit?: boolean;
  /** "If a claim came up, what's the most you could owe us?": the liability cap of the terms. */
  liability?: boolean;
  /** Amounts put forward as the visitor's guess of a price ("like $999 or way more?"). */
  guesses?: number[];
  /** "Starter for 4 months, then Pro for 8": a period for each offer, added up. */
  perOffer?: Array<{ offer: Offer; months: number }>;
  /** "The top two", "which 3 save the most": how many of an order's first places are asked. */
  top?: number;
  /** "The cheapest model, and how much less than Claude?": the offer an order's pick is set against. */
  against?: Offer;
  /** "Versus", "compared with", "more than": two sides set against each other. */
  versus?: boolean;
  /** "My nephew, he's 14": the age of who would use the site. */
  age?: number;
  /** The first response is asked ("how fast do you get back to me"). */
  firstAsked?: boolean;
  /** A row next to the priority the previous answer gave: 1 the one below, -1 above. */
  priorityStep?: 1 | -1;
  /** The priority was read from what the visitor describes, not named. */
  classified?: boolean;
  /** "How many hours over 12 weeks?": weeks of a weekly figure. */
  weeks?: number;
  /** "How many hours a month would that save?": hours saved a week asked per month. */
  hoursMonth?: boolean;
  /** The unit of a price per unit ("per workflow", "per conversation"). */
  perUnit?: CountUnit;
  /** How many of one offer ("2 Starter plans"), by offer key. */
  quantities: Record<string, number>;
  /** Offers named by an ambiguous plan word ("starter", "pro"): a follow-up may mean another family. */
  ambiguous: Offer[];
  /** "overall", "of everything": every product family. */
  across: boolean;
  /** Offers the question sets aside ("other than Starter", "besides Business Pro"). */
  excluded: Offer[];
  /** Orders whose first offer the question sets aside ("besides the cheapest one"). */
  excludeOps: PriceOrder[];
  /**
   * The place asked for in an order ("the second cheapest": 2); "next" counts on from the
   * previous question's place ("and the next cheapest?").
   */
  rank?: number | "next";
  /**
   * The date given is when a free trial starts, and the question is about a payment: the first
   * payment is taken when the trial ends, and a refund or a notice counts from there.
   */
  fromTrial?: boolean;
  /** The date given is the day the trial ends (and the first charge is taken), not its start. */
  trialEnds?: boolean;
  /** "Other than price, what's the difference?": no price is compared. */
  withoutPrice?: boolean;
  /** "On that, and on Claude": the previous offer and the one named, both. */
  withIt?: boolean;
  /** "The plan after Starter", "the one below Business Pro": a step from an offer named. */
  step?: { from: Offer; dir: 1 | -1; to?: Offer };
  /** Read with the previous question (a follow-up): plain lookups are answered too. */
  followUp?: boolean;
  /** Days since a payment or a trial's start ("after 2 weeks"). */
  days?: number;
  /** Copies ("two of them", "for 3 locations"). */
  count?: number;
  tokens?: number;
  /** "800k tokens a month": the tokens are a monthly usage, multiplied over a period asked. */
  tokensMonthly?: boolean;
  /** "40k tokens a day": tokens said per day, week or hour, a rate of usage. */
  tokensPer?: "day" | "week" | "hour";
  /** "The other one that actually has a price": only offers with a published price. */
  priced?: boolean;
  /** "The most popular one": the offer its card marks Most Popular. */
  popular?: boolean;
  /** Support targets: the resolution asked, not the first response. */
  resolution?: boolean;
  /** "How many hours longer": a gap between two figures of time asked, not both listed. */
  longer?: boolean;
  /** "Am I still in time today?": whether today falls in the window the dates open. */
  inTime?: boolean;
  /** "I just paid for Business Pro today.": the payment's day, for a refund asked next. */
  paidOn?: Day;
  /** "So 6 months is about 1800, right?": a total the visitor puts forward, to be checked. */
  claimedTotal?: number;
  /** "Your refund window is 30 days, right?": a refund period put forward that is not ours. */
  refundClaim?: number;
  /** The total put forward is somebody else's guess or quote, not the visitor's own sum. */
  guessed?: boolean;
  /** "The mobile app plan is $250 a month, right?": a price of a named offer said to be checked. */
  priceCheck?: { offer: Offer; amount: number };
  /** "First payment", "upfront": the first month of a plan plus one-time prices. */
  firstPayment: boolean;
  /** "total": a sum of several offers, or one offer's total over a period. */
  total: boolean;
  dates: Day[];
  /** Minutes after midnight ("10:00 AM"). */
  times: number[];
  /** The zone the clock times are said in ("Eastern"), to say them back in it. */
  zone?: string;
  policy?: Policy;
  priorities: string[];
  referent?: Referent;
  /** "The first one", "the last one": a place in the list the previous answer gave (1 is the
   * first, -1 the last), which is the order the visitor saw, not an order by price. */
  place?: number;
  /** Something is down or broken: a Critical support issue. */
  outage: boolean;
  /** "On Business Pro, how fast does support get back to me?": the support a plan lists. */
  planSupport?: boolean;
  /** "Is that roughly 30% off?": a share off the price the visitor puts forward, to check. */
  percentClaim?: number;
  /** The question asks "how many" (a count) or "when" (a date). */
  /** `features`: "what does it include", not a weak "has" or "offer". */
  asks: {
    howMany: boolean;
    when: boolean;
    which: boolean;
    yesNo: boolean;
    features: boolean;
    /** A yes-or-no asked anywhere in the message ("..., and does it have all channels?"). */
    whether: boolean;
  };
  /** Offer names that match nothing in the catalog ("Business Premium", "gpt-4o"). */
  unknownNames: string[];
  /** The family an unknown name would belong to ("Business Premium": automation). */
  unknownFamily?: Family;
  /**
   * Words nothing used that may name something the catalog lacks (a product, a feature, an
   * integration, a place, a payment method, an audience): the question is not understood in full.
   */
  leftovers: string[];
  /** "All 3 of the builds", "those 3 together": how many offers the visitor counts; checked once they are known. */
  saidCount?: number;
  /** "Rank them by hours saved", "from most to least": every offer, in order ("down" first the most). */
  ranked?: "up" | "down" | "default";
  /** "We cancel on Aug 1, when is our data deleted?": the date is a notice, not the end. */
  deletionFromNotice?: boolean;
  /** "Can I attach a 25 MB zip?": a file size in MB, set against the upload limit. */
  fileSizeMb?: number;
  /** The file type said with the size ("a 25 MB zip"), as an extension. */
  fileType?: string;
  /** "...and Messenger and SMS too": the offers named join the previous ones. */
  adding?: boolean;
  /** "Saves the most" said with neither money nor time: hours for automations that save time. */
  bareSave?: boolean;
  /** "How much do I pay in the year and how much do I save?": the price asked beside the saving. */
  paidToo?: boolean;
  /** "5 pages", "12 screens": a size of a build the catalog does not price by, said with the answer. */
  scope?: string[];
  /** "...on Claude instead": the offer named is set against the one asked about before. */
  instead?: boolean;
  /**
   * Words nothing used that carry no fact of their own: casual words, hedges and typos ("lil",
   * "ballpark", "honestly", "teh"). They never block an answer.
   */
  casual: string[];
  /**
   * "How long in total": a span of a published timeline (a refund, a build) whose ranges are
   * added; `steps` are the steps the question names, in the timeline's order.
   */
  span?: { timeline: "refund" | "development"; steps: string[]; after?: string };
  /** "Worst case" / "best case": the bound of a range the visitor asks for. */
  bound?: "max" | "min";
  /** "One-time", "once": the single price of a package, never a monthly price. */
  oneTimeWord: boolean;
  /** Numbers, amounts and dates nothing used. */
  unexplained: string[];
  /** A weekday said with a date that is another weekday ("Friday, July 15, 2027"). */
  wrongWeekday?: { said: string; day: Day };
  /** A figure said as the price of the offer named that is not one of its figures ("normally 497"). */
  claimed: string[];
};

// ---------------------------------------------------------------------------------------------
// Scanner: marks used characters.

type Match = RegExpExecArray;

class Scanner {
  readonly used: Uint8Array;
  constructor(readonly text: string) {
    this.used = new Uint8Array(text.length);
  }
  free(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }
  mark(start: number, end: number) {
    this.used.fill(1, start, end);
    this.maskedText = undefined;
  }
  private maskedText: string | undefined;
  /**
   * The text with used characters blanked out, so a pattern with an optional tail ("5,000
   * conversations( a month)?") matches without the part another recognizer already took.
   */
  masked(): string {
    if (this.maskedText === undefined) {
      let out = "";
      for (let i = 0; i < this.text.length; i++) out += this.used[i] ? "\u0000" : this.text[i];
      this.maskedText = out;
    }
    return this.maskedText;
  }
  /** Every match of `re` over characters not used yet; `use` returns false to leave it free. */
  take(re: RegExp, use: (m: Match) => unknown = () => true): Match[] {
    const flags = re.flags.includes("g") ? re.flags : `${re.flags}g`;
    const global = new RegExp(re.source, flags);
    const taken: Match[] = [];
    for (const m of this.masked().matchAll(global)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!m[0].length || !this.free(start, end)) continue;
      if (use(m as Match) === false) continue;
      this.mark(start, end);
      taken.push(m as Match);
    }
    return taken;
  }
  has(re: RegExp): boolean {
    const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (const m of this.masked().matchAll(global)) {
      if (this.free(m.index, m.index + m[0].length)) return true;
    }
    return false;
  }
  /** Words with no used character. */
  rest(): Array<{ word: string; index: number }> {
    const out: Array<{ word: string; index: number }> = [];
    for (const m of this.text.matchAll(/[\p{L}\p{N}$€£][\p{L}\p{N}$€£'.,/%+-]*/gu)) {
      const word = m[0].replace(/[.,'/-]+$/, "");
      if (word && this.free(m.index, m.index + word.length)) out.push({ word, index: m.index });
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Lexicon

/** Everyday tasks a business automates, told beside the count of workflows it needs. */
const taskNoun =
  /^(?:quot(?:es?|ing)|estimates?|dispatch(?:ing)?|invoic(?:es?|ing)|billing|reviews?|reminders?|scheduling|bookings?|appointments?|follow-?ups?|onboarding|intake|payroll|orders?|inventory|reporting|reports?|leads?|referrals?|surveys?|feedback|triage|tickets?|emails?|texts?|newsletters?|receipts?|payments?|shifts?|rosters?|timesheets?|quotations?)$/;

const unitWords =
  "months?|years?|weeks?|days?|workflows?|(?:work ?)?flows?|automations?|conversations?|chatbots?|bots?|locations?|sites?|websites?|apps?|plans?|copies|licen[cs]es?|businesses|stores|offices|branches|clients|accounts|of (?:them|those|these|it|each)|times";

const scaled = new RegExp(
  `\\b(${Object.keys(numberWords)
    .filter((w) => w !== "hundred")
    .join("|")})[ -](million|mil|billion|thousand)\\b`,
  "g",
);

const hundreds = new RegExp(
  `\\b(${Object.keys(numberWords)
    .filter((w) => numberWords[w]! < 10)
    .join("|")})[ -]hundred\\b`,
  "g",
);

/**
 * The visitor's text with its numbers said in words written as the parser reads them ("half a
 * million" as 500000): a number the reply repeats back is then the visitor's own.
 */
export const inDigits = (text: string) => digitize(text);

const spokenWhole = `(?:(?:${Object.keys(spokenTens).join("|")})(?:[ -](?:${Object.keys(spokenUnits)
  .filter((w) => spokenUnits[w]! > 0 && spokenUnits[w]! < 10)
  .join("|")}))?|${Object.keys(spokenUnits)
  .filter((w) => w !== "oh")
  .join("|")}|\\d+)`;
const spokenDigit = `(?:${Object.keys(spokenUnits)
  .filter((w) => spokenUnits[w]! < 10)
  .join("|")}|\\d)`;
const scaleWords = "million|mil|billion|thousand|k|m|mm|b";

function wholeValue(words: string): number {
  if (/^\d+$/.test(words)) return Number(words);
  return words
    .split(/[ -]/)
    .reduce((sum, w) => sum + (spokenTens[w] ?? spokenUnits[w] ?? Number.NaN), 0);
}
const digitValue = (w: string) => (/^\d$/.test(w) ? w : String(spokenUnits[w]));

/**
 * Numbers said with a decimal or a fraction ("one point two million", "two and a half
 * thousand", "1,2 million" as German and French write it) as one number in digits. Read word
 * by word, "one point two million" would leave "two million" for the scale and drop the rest,
 * a count five-thirds too big; what this cannot read whole is left for `unreadNumber` to block.
 */
function spokenNumbers(text: string): string {
  const and = "(?:and|&)";
  const foreignMillion =
    "millionen|millions?|millones|mill[oó]n|milioni|milione|miljoen|milh[õo]es|milh[ãa]o";
  return (
    text
      // The other languages' "a million and a half", "one and a half million" and "1,2
      // Millionen": digits and these words say the same in any message, so they are read
      // whether or not the message shows its language.
      .replace(
        new RegExp(
          `\\b(un|um|uno|ein|eine|een|a|deux|dos|dois|zwei|due|twee|trois|tres|tr[eê]s|drei|tre|drie|${spokenWhole}) (?:million|${foreignMillion}) (?:et|y|e|and|en|und) (?:demie?|medio|media|meio|meia|mezzo|een half|ein halb)\\b`,
          "g",
        ),
        (_, n: string) =>
          `${(/^(?:un|um|uno|ein|eine|een|a)$/.test(n) ? 1 : /^(?:deux|dos|dois|zwei|due|twee)$/.test(n) ? 2 : /^(?:trois|tres|tr[eê]s|drei|tre|drie)$/.test(n) ? 3 : wholeValue(n)) + 0.5} million`,
      )
      .replace(
        new RegExp(`\\b(?:anderthalb|eineinhalb|anderhalf) (?:${foreignMillion})\\b`, "g"),
        "1.5 million",
      )
      // "Due milioni", "zwei Millionen", "deux millions": a whole in another language before its
      // scale, read as the count it is (the word alone may be English: "due", "tre").
      .replace(
        new RegExp(
          `\\b(deux|dos|dois|duas|zwei|due|twee|trois|tres|tr[eê]s|drei|tre|drie|quatre|cuatro|quatro|vier|quattro|cinq|cinco|f[uü]nf|cinque|vijf|dix|diez|dez|zehn|dieci|tien) (?:${foreignMillion})\\b`,
          "gu",
        ),
        (_, n: string) =>
          `${/^(?:deux|dos|dois|duas|zwei|due|twee)$/.test(n) ? 2 : /^(?:trois|tres|tr[eê]s|drei|tre|drie)$/.test(n) ? 3 : /^(?:quatre|cuatro|quatro|vier|quattro)$/.test(n) ? 4 : /^(?:cinq|cinco|f[uü]nf|cinque|vijf)$/.test(n) ? 5 : 10} million`,
      )
      .replace(new RegExp(`\\b(\\d[\\d.,]*) ?(?:${foreignMillion})\\b`, "g"), "$1 million")
      .replace(/\b(million|mil|thousand|billion) (?:de|of) (?=tokens?\b)/g, "$1 ")
      // "Half a million GPT-4 tokens": a number before the model's name is moved after it.
      .replace(/\bhalf an? (million|mil|billion|thousand)\b/g, "0.5 $1")
      // "1,2 million", "2,5k tokens": three digits after a comma group thousands; fewer are a
      // decimal comma.
      .replace(new RegExp(`\\b(\\d{1,3}),(\\d{1,2})(?= ?(?:${scaleWords})\\b)`, "g"), "$1.$2")
      // "1 1/2 million": a whole and a half written as a fraction.
      .replace(
        /\b(\d+) 1\/2 (million|billion|thousand)\b/g,
        (_, n: string, scale: string) => `${Number(n) + 0.5} ${scale}`,
      )
      // "One point two", "2 point 75".
      .replace(
        new RegExp(
          `\\b(${spokenWhole}) (?:point|dot) (${spokenDigit}(?:[ -]${spokenDigit})*)\\b`,
          "g",
        ),
        (_, whole: string, digits: string) =>
          `${wholeValue(whole)}.${digits.split(/[ -]/).map(digitValue).join("")}`,
      )
      // "One and a half million", "two and a half thousand", "a million and a half".
      .replace(
        new RegExp(`\\b(${spokenWhole}|an?) ${and} an? half (${scaleWords})\\b`, "g"),
        (_, whole: string, scale: string) =>
          `${(/^an?$/.test(whole) ? 1 : wholeValue(whole)) + 0.5} ${scale}`,
      )
      .replace(
        new RegExp(`\\b(${spokenWhole}|an?) (million|billion|thousand) ${and} an? half\\b`, "g"),
        (_, whole: string, scale: string) =>
          `${(/^an?$/.test(whole) ? 1 : wholeValue(whole)) + 0.5} ${scale}`,
      )
      // "A quarter million", "three quarters of a million".
      .replace(
        new RegExp(
          `\\b(?:(a|one|${spokenWhole}) )?quarters? (?:of an? )?(million|billion|thousand)\\b`,
          "g",
        ),
        (_, n: string | undefined, scale: string) =>
          `${(!n || /^(?:a|one)$/.test(n) ? 1 : wholeValue(n)) * 0.25} ${scale}`,
      )
  );
}

/**
 * A number said in pieces this reader does not join ("one hundred point five million", "a
 * million and change", "1.2.5 million"): its words are fused with hyphens into one word, which
 * the leftover check reports as a number not understood, so that part is declined. Left apart,
 * a recognizer would read the piece it knows ("five million") as the whole.
 */
function unreadNumber(text: string): string {
  const numberish = `(?:${spokenWhole}|hundred|\\d[\\d.,]*|million|billion|thousand|mil)`;
  return text.replace(
    new RegExp(
      `(?:\\b${numberish} )*\\b(?:${numberish} (?:point|dot) (?:${spokenDigit}|\\d+)|${numberish} (?:and|&) an? half|(?:${numberish}|an?) (?:million|billion|thousand) (?:and|&) (?:change|a bit|some)|\\d+(?:[.,]\\d+){2,}(?= ?(?:${scaleWords})\\b))\\b(?: ${numberish}\\b)*`,
      "g",
    ),
    (m) => `${m.replace(/\s+/g, "'")}`,
  );
}
/** A word `unreadNumber` fused. */
const fusedNumber =
  /'(?:point|dot|and'an?'half|&'an?'half|and'change|and'a'bit|and'some)\b|^\d+(?:[.,]\d+){2,}(?:'|$)/;

const monthNames =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec";
/** The days of a month said in words, cardinal or ordinal ("thirty", "thirtieth", "twenty-first"). */
const dayWords: Record<string, number> = (() => {
  const units = Object.entries(spokenUnits).filter(([, n]) => n >= 1 && n <= 19);
  const ordinalUnits = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
  ];
  const out: Record<string, number> = {};
  for (const [w, n] of units) if (w !== "oh") out[w] = n;
  for (const [i, w] of ordinalUnits.entries()) out[w] = i + 1;
  out.twenty = 20;
  out.twentieth = 20;
  out.thirty = 30;
  out.thirtieth = 30;
  for (let n = 1; n <= 9; n++) {
    const unit = units.find(([, v]) => v === n)![0];
    for (const sep of [" ", "-"]) {
      out[`twenty${sep}${unit}`] = 20 + n;
      out[`twenty${sep}${ordinalUnits[n - 1]}`] = 20 + n;
    }
  }
  for (const sep of [" ", "-"]) {
    out[`thirty${sep}one`] = 31;
    out[`thirty${sep}first`] = 31;
  }
  return out;
})();
const dayWordPattern = Object.keys(dayWords)
  .sort((a, b) => b.length - a.length)
  .join("|");
/** "twenty twenty six", "two thousand and twenty-six": a year of this century said in words. */
const yearWordPattern = `(?:twenty|two thousand(?: and)?)[ -](?:twenty(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
function yearValue(words: string): number {
  const rest = words.replace(/^(?:twenty|two thousand(?: and)?)[ -]/, "");
  const [tens, unit] = rest.split(/[ -]/);
  return 2000 + (spokenTens[tens!] ?? spokenUnits[tens!] ?? 0) + (unit ? spokenUnits[unit]! : 0);
}

/**
 * "I paid on thirty november twenty twenty six", "the first of december", "december
 * twenty-first": a date said in words, in digits for the date readers.
 */
const yearAfterMonth = new RegExp(
  `\\b(${monthNames}|\\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:${monthNames})|(?:${monthNames}) \\d{1,2}(?:st|nd|rd|th)?),? (${yearWordPattern})\\b`,
  "g",
);
// "May" is a verb too ("one may ask"): a day in words before it needs "of".
const dayBeforeMonth = new RegExp(
  `\\b(?:the )?(${dayWordPattern})(?: of)? (${monthNames.replace("may|", "")})\\b|\\b(?:the )?(${dayWordPattern}) of (may)\\b`,
  "g",
);
const dayAfterMonth = new RegExp(
  `\\b(${monthNames.replace("may|", "")}) (?:the )?(${dayWordPattern})\\b(?! (?:months?|years?|weeks?|days?|hours?|minutes?|workflows?|conversations?)\\b)`,
  "g",
);
const yearAfterDay = new RegExp(
  `\\b(\\d{1,2} (?:${monthNames})|(?:${monthNames}) \\d{1,2}),? (${yearWordPattern})\\b`,
  "g",
);
const monthWord = new RegExp(`\\b(?:${monthNames})\\b`);

function spokenDates(text: string): string {
  if (!monthWord.test(text)) return text;
  return text
    .replace(yearAfterMonth, (_, before: string, year: string) => `${before} ${yearValue(year)}`)
    .replace(
      dayBeforeMonth,
      (_, day: string | undefined, month: string | undefined, day2: string, may: string) =>
        `${dayWords[day ?? day2]} ${month ?? may}`,
    )
    .replace(dayAfterMonth, (_, month: string, day: string) => `${month} ${dayWords[day]}`)
    .replace(yearAfterDay, (_, before: string, year: string) => `${before} ${yearValue(year)}`);
}

/** Number words to digits where they count something ("two years", "one of them"). */
function digitize(text: string): string {
  let out = unreadNumber(spokenNumbers(spokenDates(text)))
    // Shorthands of the units the engine counts in ("2 yrs", "per mnth", "3k conversations").
    .replace(/\bconvos?\b/g, "conversations")
    .replace(/\byrs\b/g, "years")
    .replace(/\byr\b/g, "year")
    .replace(/\b(?:mnth|mth)s\b/g, "months")
    .replace(/\b(?:mnth|mth)\b/g, "month")
    .replace(/\bwks?\b/g, (w) => (w.endsWith("s") ? "weeks" : "week"))
    .replace(
      /\b(\d+(?:\.\d+)?)k\b(?= (?:\w+ )?(?:conversations?|chats|messages|workflows?|automations?)\b)/g,
      (_, n: string) => String(Math.round(Number(n) * 1000)),
    )
    .replace(/\bhalf an? year\b/g, "6 months")
    // "O plano de 12 meses", "le forfait de 12 mois": the 12-month plan, said the way the other
    // languages order it.
    .replace(
      /\b(plans?|billing|option|contract|subscription) of (?:12 months|one year|1 year|a year)\b/g,
      "12-month $1",
    )
    // "How many money am I saving": what cannot be counted is asked "how much".
    .replace(/\bhow many (money|cash|time|cost|costs|price|saving|savings|work)\b/g, "how much $1")
    // "One quarter would be...", "per quarter", "two quarters": three months each ("a quarter
    // of the price" is a fraction; a quarterly billing is no period asked, and is not offered).
    .replace(
      /\b(?:a|one|1|per|each|every|the|this|next|first|a full|one full) quarter\b(?! of\b)/g,
      (w) =>
        w.replace(/^(?:a|one|1|the|this|a full|one full) /, "").replace(/quarter$/, "3 months"),
    )
    .replace(
      /\b(\d|two|three|four) quarters\b/g,
      (_, n: string) => `${(/^\d$/.test(n) ? Number(n) : numberWords[n]!) * 3} months`,
    )
    .replace(
      /(?<!\b(?:billed|bill|pay|paid|paying|invoiced|charged) )\bquarterly\b/g,
      "every 3 months",
    )
    // "A million of tokens", as a count reads in Spanish, Portuguese or French word for word.
    .replace(/\b(million|mil|thousand|billion) of (?=tokens\b)/g, "$1 ")
    // "5 million Claude tokens": the tokens, then the model that uses them.
    .replace(
      /\b(\d[\d,.]*\s?(?:k|thousand|m|mm|million|mil|b|billion)?) (claude|gpt-?4|gpt-?3\.5(?: turbo)?) tokens\b/g,
      "$1 tokens on $2",
    )
    // "Per million tokens": a million tokens.
    .replace(/\bper (?:1 |one |a )?(?:million|mil|m) tokens\b/g, "for 1000000 tokens")
    // "Two million tokens", "half a million", "a million": a count said in words before its
    // scale is that many of the scale.
    .replace(/\bhalf an? (million|mil|billion|thousand)\b/g, "0.5 $1")
    .replace(/\b(?:a|one) hundred\b/g, "100")
    .replace(hundreds, (_, w: string) => String(numberWords[w]! * 100))
    .replace(/\b(?:a|one) (million|mil|billion)\b/g, "1 $1")
    .replace(scaled, (_, w: string, scale: string) => `${numberWords[w]} ${scale}`)
    // "Half a million conversations": 500000 of them, as any count is read.
    .replace(/\b(\d+(?:\.\d+)?) (million|billion)\b/g, (_, n: string, scale: string) =>
      String(Math.round(Number(n) * (scale === "million" ? 1e6 : 1e9))),
    )
    // "over a 52-week year": a year.
    .replace(/\b(?:a |one )?year of 52 weeks\b/g, "a year")
    .replace(/\b52[- ]weeks? year\b/g, "year")
    .replace(/\b52 weeks\b/g, "a year")
    // "4 thousand chats", "over 7 grand a year": thousands said in words.
    .replace(/\b(\d+(?:\.\d+)?) ?grand\b/g, (_, n: string) => `$${Math.round(Number(n) * 1000)}`)
    .replace(/\b(\d+(?:\.\d+)?) ?(?:thousand|k)\b(?! tokens)/g, (_, n: string) =>
      String(Math.round(Number(n) * 1000)),
    )
    .replace(/\b(?:a|one) grand\b/g, "$1000")
    .replace(/\b(?:a|one) thousand\b/g, "1000")
    .replace(/\b(\d+) ?secs?\b/g, "$1 seconds")
    .replace(/\ba couple(?: of)?\b/g, "2")
    .replace(/\ba dozen\b/g, "12")
    .replace(/\b(?:once|one time)\b(?= (?:fee|payment|price|cost|charge))/g, "one-time");
  out = out.replace(
    new RegExp(
      `\\b(${Object.keys(numberWords).join("|")})\\b(?=[ -](?:\\w+ )?(?:${unitWords})\\b)`,
      "g",
    ),
    (w) => String(numberWords[w]),
  );
  // "Three things automated": the things are workflows only where automating is the subject
  // ("two things: what's the price..." counts nothing).
  if (/\bautomat/.test(out))
    out = out.replace(
      new RegExp(
        `\\b(${Object.keys(numberWords).join("|")})\\b(?=[ -](?:\\w+ )?(?:things|tasks|processes|jobs)\\b)`,
        "g",
      ),
      (w) => String(numberWords[w]),
    );
  out = out.replace(
    new RegExp(
      `\\bone\\b(?= (?:${unitWords.replace("of (?:them|those|these|it|each)|", "")})\\b)`,
      "g",
    ),
    "1",
  );
  return out;
}

const num = (s: string) => Number(s.replace(/,/g, ""));

const ordinals: Record<string, number> = {
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
};
const cheapWords = "cheapest|least expensive|lowest[- ]priced|lowest[- ]cost|most affordable";
const dearWords = "most expensive|priciest|dearest|highest[- ]priced";

/** Ambiguous plan words ("starter", "pro") belong to the chatbot tiers in chatbot context. */
// A chatbot channel only the chatbot plans have ("does the Professional include WhatsApp?") is a
// chatbot word too: no automation plan lists one.
const chatbotContext =
  /\bchat ?bots?\b|\bbots?\b|\bconversations?\b|\btiers?\b|\bwhats ?app\b|\b(?:facebook )?messenger\b|\bslack\b/;

type NameRule = { family: Family; id: string; re: RegExp; ambiguous?: boolean };

/** Names of offers, longest first. Ambiguous words resolve by context. */
const nameRules: NameRule[] = [
  // Chatbot designs before the plan words their names contain ("Corporate Elite").
  { family: "design", id: "minimalist-pro", re: /\bminimalist(?: pro)?\b/ },
  {
    family: "design",
    id: "corporate-elite",
    re: /\bcorporate elite\b|\bcorporate\b/,
  },
  { family: "design", id: "e-commerce-helper", re: /\be-?commerce helper\b/ },
  { family: "design", id: "support-hero", re: /\bsupport hero\b/ },
  { family: "premium", id: "priority_start", re: /\bpriority start\b/ },
  { family: "premium", id: "priority_launch", re: /\bpriority launch\b/ },
  { family: "premium", id: "priority_growth", re: /\bpriority growth\b/ },
  {
    family: "model",
    id: "gpt-3.5",
    re: /\bgpt[- ]?3\.5(?: turbo)?\b|\b3\.5 turbo\b|\bturbo\b/,
  },
  { family: "model", id: "gpt-4", re: /\bgpt[- ]?4(?![\w.])/ },
  // The maker's name stands for its one model ("the anthropic one"); OpenAI makes two.
  {
    family: "model",
    id: "claude",
    re: /\bclaude\b|\banthropic(?:'s)?(?: (?:one|model|claude))?\b/,
  },
  { family: "model", id: "custom", re: /\bcustom (?:ai )?model\b/ },
  {
    family: "example",
    id: "lead-follow-up",
    re: /\blead follow[- ]?ups?\b|\b(?:the )?(?:lead|follow[- ]?up) (?:one|automation|workflow)\b/,
  },
  {
    family: "example",
    id: "invoice-processing",
    re: /\binvoice processing\b|\b(?:the )?invoices? (?:one|automation|workflow)\b/,
  },
  {
    family: "example",
    id: "appointment-reminders",
    re: /\bappointment reminders?\b|\b(?:the )?(?:appointment|reminders?) (?:one|automation|workflow)\b/,
  },
  {
    family: "example",
    id: "support-ticket-triage",
    re: /\b(?:support )?ticket triage\b|\b(?:the )?(?:triage|ticket|support ticket) (?:one|automation|workflow)\b/,
  },
  {
    family: "example",
    id: "document-intake",
    re: /\bdocument intake\b|\b(?:the )?(?:document|intake) (?:one|automation|workflow)\b/,
  },
  {
    family: "example",
    id: "review-requests",
    re: /\breview requests?\b|\b(?:the )?reviews? (?:one|automation|workflow)\b/,
  },
  {
    family: "vibe",
    id: "commercial_website",
    re: /\bcommercial website(?: plan)?\b/,
  },
  {
    family: "vibe",
    id: "smart_web_app",
    re: /\bsmart web app(?:lication)?(?: plan)?\b/,
  },
  {
    family: "vibe",
    id: "mobile_app",
    re: /\bmobile app(?:lication)?(?: development)?(?: plan)?\b/,
  },
  {
    family: "chatbot",
    id: "custom",
    re: /\bcustom (?:development|chat ?bot|bot|build)\b|\bcustom[- ](?:built|made|developed) (?:ai )?(?:chat ?bot|bot)\b(?: \((?:the |its |a )?(?:one[- ]time |once-off )?(?:development|build|fee|price|payment)\))?|\b(?:chat ?bot|bot) (?:custom[- ])?built (?:from scratch|to (?:order|spec))\b/,
  },
  { family: "automation", id: "starter", re: /\bbusiness starter\b/ },
  {
    family: "automation",
    id: "professional",
    re: /\bbusiness pro(?:fessional)?\b/,
  },
  {
    family: "automation",
    id: "enterprise",
    re: /\bbusiness elite\b|\belite\b/,
  },
  {
    family: "automation",
    id: "starter",
    re: /\bstarter\b|\bbasic plan\b/,
    ambiguous: true,
  },
  {
    family: "automation",
    id: "professional",
    re: /\bpro\b|\bprofessional\b/,
    ambiguous: true,
  },
  {
    family: "automation",
    id: "enterprise",
    re: /\benterprise\b/,
    ambiguous: true,
  },
];

/** Product words: what a visitor wants built, mapped to the offers that build it. */
const productRules: Array<{ re: RegExp; word: string; ids: string[] }> = [
  {
    re: /\b(?:ios|android|iphone|phone|native)(?: (?:and|or|\/) (?:ios|android))? apps?\b|\bmobile(?: apps?| application)?\b|\b(?:ios|android|iphone)(?: (?:phones?|devices?|users?|tablets?))?\b|\bapp stores?\b/,
    word: "mobile app",
    ids: ["mobile_app"],
  },
  {
    re: /\bweb[- ]?app(?:lication)?s?\b|\bweb[- ]based app(?:lication)?s?\b|\bsaas\b|\b(?:web |client |customer |online |member )?portal\b|\bdashboard app\b|\b(?:client|customer|member|members|user|patient|student)s?'? (?:login|log-in|sign-in)(?: area| page| section)?\b|\blogin (?:area|section)\b/,
    word: "web application",
    ids: ["smart_web_app"],
  },
  {
    // "website chat" is where a chatbot runs, not a website to build.
    re: /\b(?:business |company |marketing |new |small |brochure |informational |portfolio |showcase )?web ?sites?\b(?! (?:chat|chatbot|bot|widget|visitors?|traffic))|\b(?:brochure|informational|portfolio|showcase) site\b|\blanding pages?\b|\bsite\b(?! (?:chat|visitors?))/,
    word: "website",
    ids: ["commercial_website"],
  },
  {
    // A shop is a website or, with accounts and payments, a web application: features decide.
    re: /\b(?:online|web|e-?commerce) (?:store|shop)s?\b|\be-?commerce(?: site| website)?\b|\bwebshop\b/,
    word: "online store",
    ids: ["commercial_website", "smart_web_app"],
  },
  {
    re: /\bapps?\b(?! (?:integrations?|connections?|store))|\bapplications?\b/,
    word: "app",
    ids: ["smart_web_app", "mobile_app"],
  },
];

const familyRules: Array<[RegExp, Family]> = [
  [/\b(?:chat ?bot|bot) (?:designs?|layouts?|styles?)\b|\bdesigns?\b|\blayouts?\b/, "design"],
  [
    /\b(?:ai |language |llm )?models?\b|\bllms?\b|\bai (?:brains?|engines?)\b|\b(?:brains?|engines?) (?:behind|of|for|in|powering) (?:the |your |ur |my )?(?:chat ?)?bots?\b/,
    "model",
  ],
  [
    /\b(?:example|popular|template|ready(?:[- ]?made)?|pre[- ]?(?:built|made|packaged)|off[- ]the[- ]shelf|out[- ]of[- ]the[- ]box) (?:automations?|workflows?)\b|\bautomation (?:templates?|examples?)\b|\btemplates?\b/,
    "example",
  ],
  [
    /\b(?:premium|priority) (?:packages?|service|services|options?)\b|\bpremium\b|\bpackages?\b/,
    "premium",
  ],
  [
    /\b(?:ai )?vibe(?: coding)?(?: plans?| options?| development)?\b|\b(?:custom )?(?:software )?development plans?\b|\bdev plans?\b|\bcoding plans?\b|\bdevelopment\b|\bcustom (?:software|development)\b/,
    "vibe",
  ],
  [
    /\bchat ?bots?(?: plans?| tiers?| pricing)?\b|\bbots?\b|\btiers?\b|\b(?:website|web|site|live|customer) chat\b/,
    "chatbot",
  ],
  [
    /\b(?:business )?automation(?:s| plans?)?\b|\bbusiness plans?\b|\bautomate\b|\bworkflow plans?\b/,
    "automation",
  ],
];

/** Features a plan may list, as constraints ("the cheapest plan that includes CRM integration"). */
const featureRules: Array<{
  re: RegExp;
  label: string;
  pattern: RegExp;
  models?: boolean;
}> = [
  {
    re: /\bcrm(?: (?:and calendar )?integrations?| system)?\b/,
    label: "CRM integration",
    pattern: /\bcrm\b/i,
  },
  {
    re: /\bcalendar(?: integrations?)?\b/,
    label: "calendar integration",
    pattern: /calendar/i,
  },
  {
    // Vector search said by what it does: "search our files by meaning", "semantic search".
    re: /\bfile management\b|\bvector search\b|\bfile storage\b|\bsemantic (?:search|file search)\b|\b(?:search|find|look up|query)(?:es|ing)? (?:through |in |across )?(?:\w+ )?(?:files?|documents?|docs|pdfs|knowledge base) by (?:meaning|concept|context|what they mean|topic)\b|\bsearch by meaning\b/,
    label: "file management with vector search",
    pattern: /file management|vector/i,
  },
  {
    re: /\bpriority support\b|\b24\/7 (?:priority )?support\b/,
    label: "priority support",
    pattern: /priority support/i,
  },
  {
    re: /\bemail support\b/,
    label: "email support",
    pattern: /email support/i,
  },
  {
    re: /\b(?:a )?dedicated (?:automation )?(?:specialist|manager)\b/,
    label: "a dedicated specialist",
    pattern: /dedicated/i,
  },
  {
    re: /\bsoc ?2\b/,
    label: "SOC 2 compliant infrastructure",
    pattern: /soc 2/i,
  },
  {
    re: /\b(?:custom )?ai agents?\b/,
    label: "custom AI agents",
    pattern: /ai agents/i,
  },
  {
    re: /\b(?:sms|text)(?: notifications?| alerts?)?\b|\bemail (?:and sms )?notifications?\b/,
    label: "email and SMS notifications",
    pattern: /sms/i,
  },
  {
    re: /\bpush notifications?\b/,
    label: "push notifications",
    pattern: /push/i,
  },
  {
    re: /\bpayments? integration\b|\b(?:take|accept|process|collect) (?:card )?payments\b|\bpay (?:by|with) (?:card|credit card)\b|\bcard payments\b|\bonline payments\b|\bcheckout\b|\bpay (?:online|on the (?:site|website|app)|through the (?:site|website|app))\b/,
    label: "payment integration",
    pattern: /payment/i,
  },
  {
    re: /\buser (?:accounts|logins?)\b|\blogins?\b|\blog ?in\b|\bsign ?in\b|\bauthentication\b|\b(?:create|have|open|make|set up|sign up for|register) (?:an |their |a |own |his |her )?(?:user )?accounts?\b|\bmember accounts\b|\bcustomer accounts\b/,
    label: "user accounts",
    pattern: /user accounts/i,
  },
  { re: /\bseo\b/, label: "SEO", pattern: /seo/i },
  {
    re: /\bdashboards?\b|\bdatabase\b/,
    label: "database and dashboards",
    pattern: /dashboard/i,
  },
  {
    re: /\bcms\b|\bcontact forms?\b/,
    label: "contact forms and CMS",
    pattern: /cms/i,
  },
  {
    re: /\bhosting\b|\bmaintenance\b/,
    label: "hosting and maintenance",
    pattern: /hosting|maintenance/i,
  },
  {
    re: /\bapp store(?: submission)?\b/,
    label: "app store submission",
    pattern: /app store/i,
  },
  { re: /\bsso\b|\bsingle sign[- ]on\b/, label: "SSO", pattern: /\bsso\b/i },
  { re: /\bsource code\b/, label: "source code", pattern: /source code/i },
  { re: /\bon-?premise\b/, label: "on-premise option", pattern: /premise/i },
  {
    re: /\ball (?:of )?(?:the |your |ur )?(?:messaging |chat )?channels\b|\bevery channel\b|\bomni-?channel\b/,
    label: "all channels",
    pattern: /all channels/i,
  },
  {
    re: /\b(?:advanced |basic )?analytics\b/,
    label: "analytics",
    pattern: /analytics/i,
  },
  { re: /\bscoping call\b/, label: "a scoping call", pattern: /scoping call/i },
  // What the AI model cards say each model is for (read only where a model is asked about).
  {
    re: /\blong (?:documents?|docs?|files?|pdfs?|contracts?|reports?)\b|\blong context\b/,
    label: "long documents",
    models: true,
    pattern: /long documents/i,
  },
  {
    re: /\bcomplex reasoning\b|\b(?:hard|tricky|complex|complicated) (?:questions|problems)\b/,
    label: "complex reasoning",
    models: true,
    pattern: /complex reasoning/i,
  },
  {
    re: /\b(?:many|multiple|several|other|different) languages\b|\bmultilingual\b/,
    label: "many languages",
    models: true,
    pattern: /many languages/i,
  },
  {
    re: /\bclear writing\b/,
    label: "clear writing",
    pattern: /clear writing/i,
    models: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Parser

const budgetLead =
  /\b(?:(?:my |our |a |the )?budget(?: (?:for \w+ )?(?:is|of|at|around|about|under|up to))?|with|have|got|for|under|up to|at most|max(?:imum)?|no more than|less than|below|within|around|about|roughly|approximately)\s*$/;
const perMonth = /^\s*(?:a|per|\/|each|every|\/ ?)\s*(?:month|mo)\b|^\s*monthly\b|^\s*\/mo\b/;

/** How a sentence about the visitor starts: "I do the books for ...", "we're a small bakery". */
const selfDescription =
  /^(?:(?:hi|hey|hello|so|ok|okay|well|quick one|background),? )*(?:i|we|i'm|im|we're|i am|we are|me and my \w+) (?:(?:just|also|mostly|mainly|currently) )?(?:do|run|own|manage|work|teach|coach|sell|make|bake|cook|fix|clean|handle|keep|started|opened|founded|rent|rent out|host|repair|build|grow|deliver|serve|am|are|'m|'re|have been|been)\b/;
/** Where a visitor works: said of who they are, not a thing they ask for. */
const businessPlace =
  /^(?:office|clinic|practice|shop|store|salon|studio|agency|firm|company|business|restaurant|bakery|team|crew|group|outfit|school|gym)s?$/i;
/**
 * How someone's time goes now, said before the question: "The office manager spends half her
 * week on quotes and follow-up emails." It describes the work to be automated, not a thing asked.
 */
const timeSpent =
  /^(?:(?:hi|hey|hello|so|ok|okay|well|background|context|right now|currently|today),? )*(?:i|we|she|he|they|(?:my|our|the) (?:[a-z-]+ ){0,2}(?:manager|assistant|receptionist|admin|administrator|team|staff|bookkeeper|accountant|owner|partner|secretary|coordinator|dispatcher|people|employees?|colleagues?|folks|crew|guys))(?: (?:currently|still|basically|probably|easily|already|literally|now))? (?:spends?|spent|spending|wastes?|wasted|wasting|loses?|lost|losing|burns?|burned|burning|sinks?|sank) (?:[\w'-]+ ){1,6}?(?:on|doing|with|to|chasing|keeping|answering|typing|copying)\b/;
/** A time said as how long the work takes now ("10 hours a week"): no figure asked about. */
const timeSpan =
  /\b\d{1,3}(?:\.\d)?\+? ?(?:hours?|hrs?|days?|minutes?|mins?)(?: (?:a|per|each|every) (?:day|week|month))?\b/g;
/** A sentence that says what the visitor needs or uses is part of the question. */
const wantsOrUses =
  /\b(?:need|needs|want|wants|wanna|looking|require|requires|must|should|have to|has to|interested|use|uses|using|connect|integrat\w*|sync|plan to|planning|hoping|hope|would like|like to|asking|wonder)\b/;

/**
 * Parses one question (normalized text). `names` holds the words the visitor capitalised
 * mid-sentence (see `capitalisedNames`): an unused one names something, it is never casual.
 */
export function parse(input: string, now: Day, names: ReadonlySet<string> = new Set()): Query {
  const text = digitize(
    input
      .replace(/[^\p{L}\p{N}\s$€£%.,:;/+'?!()&-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  const s = new Scanner(text);
  const q: Query = {
    offers: [],
    families: [],
    products: [],
    named: [],
    quantities: {},
    ambiguous: [],
    across: false,
    constraints: [],
    attributes: [],
    ops: [],
    billing: [],
    yearWord: false,
    firstPayment: false,
    total: false,
    dates: [],
    times: [],
    priorities: [],
    outage: false,
    asks: {
      howMany: false,
      when: false,
      which: false,
      yesNo: false,
      features: false,
      whether: false,
    },
    unknownNames: [],
    leftovers: [],
    casual: [],
    oneTimeWord: false,
    unexplained: [],
    excluded: [],
    excludeOps: [],
    claimed: [],
  };
  const addAttr = (a: Attribute) => {
    if (!q.attributes.includes(a)) q.attributes.push(a);
  };
  const addOp = (o: Op) => {
    if (!q.ops.includes(o)) q.ops.push(o);
  };
  const addFamily = (f: Family) => {
    if (!q.families.includes(f)) q.families.push(f);
  };
  /** Each offer with where its words start and end. */
  const offerAt: Array<[number, Offer, number]> = [];
  /** Where each date was said: dates are used in the order the visitor gives them. */
  const dateAt: number[] = [];
  const addOffer = (o: Offer, at: number, end = at) => {
    if (!offerAt.some(([, x]) => x === o)) offerAt.push([at, o, end]);
  };
  /** Where the words that set an offer aside end ("other than", "besides"). */
  const exclusionEnds: number[] = [];
  /** Each period in months as said, with where: a period may belong to the offer before it. */
  const monthsAt: Array<{ months: number; at: number; said: string }> = [];
  /** Where "after" / "below" before an offer end: a step up or down from it (read last). */
  const stepEnds: Array<{ end: number; dir: 1 | -1 }> = [];

  // "(our office is at 1200 Main St, suite 40, if that matters)": a street address told beside
  // the question is where the visitor is, no figure the question asks about; with the clause
  // that introduces it and the hedge after it.
  s.take(
    /(?:\b(?:our|my|the) (?:office|shop|store|business|company|address|location|headquarters|hq)(?: is| are|'s)? (?:located )?(?:at|on)\b|\b(?:we(?:'re| are)|i(?:'m| am)) (?:located |based )?at\b|\baddress(?: is|:)?)? ?\b\d{1,6}(?: [a-z]+){1,3} (?:st|street|ave|avenue|rd|road|blvd|boulevard|lane|ln|dr|drive|way|pl|place|ct|court|hwy|highway|pkwy|parkway|sq|square)\b\.?(?:,? (?:suite|ste|unit|apt|floor|fl|room|rm|#) ?#? ?\d{1,5}[a-z]?\b)?(?:,? if (?:that|it) (?:matters|helps))?/,
  );
  // What the visitor tells about themselves (people, founding year, card, invoice, kind of
  // business and place, who quoted them) is no part of the question.
  for (const re of contextPatterns) s.take(re);
  // "Your support is Mon-Fri 9 to 6": the published hours said back, no figure asked about.
  s.take(
    /\b(?:(?:your|the|ur) )?(?:support|office|business|opening|team|hours)(?: hours?)? (?:is|are|runs?|being)? ?(?:only )?(?:open )?(?:mon(?:day)?[- ](?:to|through|thru|-)?[- ]?fri(?:day)?|weekdays|monday to friday)(?:,? from)? (?:9|nine)(?::00)? ?(?:am|a\.m\.)? ?(?:to|-|–|till|until) ?(?:6|six)(?::00)? ?(?:pm|p\.m\.)?(?: (?:est|et|eastern(?: time)?|ny time|new york time))?\b|\b(?:mon(?:day)?[- ](?:to|through|thru|-)?[- ]?fri(?:day)?|weekdays) (?:9|nine)(?::00)? ?(?:am)? ?(?:to|-|–) ?(?:6|six)(?::00)? ?(?:pm)?(?: (?:est|et|eastern))?\b/,
  );
  // "The most popular one": the card's badge, not an order.
  s.take(
    /\b(?:the )?most popular(?: one| plan| tier| option| package| build| choice)?\b|\b(?:your )?(?:best[- ]?seller|bestseller)\b/,
    () => {
      q.popular = true;
    },
  );
  // Dates: "3 march 2027", "march 3rd, 2027", "2027-03-03"; a date without a year is the next one.
  // "My trial started Nov 20", "I made my first payment on November 30th" (days ago): a recent
  // past day of this year, not of the next; a day months ago is read as the next one ("paid on
  // March 1, refund until?"). A day asked "am I still in time today?" has passed: it is the
  // latest such day not after today, however long ago.
  const past = pastVerb.test(text);
  // "Can I still get a refund on March 8?": a second day said is the one asked about, not today.
  const daysSaid =
    text.match(
      new RegExp(
        `\\b(?:${monthPattern})\\.? (?:the )?\\d|\\b\\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:${monthPattern})\\b|\\b\\d{1,2}\\/\\d{1,2}\\b|\\bthe \\d{1,2}(?:st|nd|rd|th)\\b`,
        "g",
      ),
    )?.length ?? 0;
  // "I'm planning to pay on December 30": a day still to come, whatever is asked of it.
  const inTime = daysSaid < 2 && stillInTime.test(text) && !toCome.test(text);
  if (inTime) q.inTime = true;
  // "Paid on December 1, am I still in time?": the window a payment opens is the refund's.
  if (
    inTime &&
    /\b(?:paid|payment|bought|purchased|charged)\b/.test(text) &&
    !/\btrials?\b|\bnotice\b|\bcancel\w*|\bpaus\w*/.test(text)
  )
    q.policy = "refund";
  const dated = (year: string | undefined, month: number, day: number): Day | null => {
    let d: Day = { year: year ? Number(year) : now.year, month, day };
    const ago = Date.UTC(now.year, now.month - 1, now.day) - Date.UTC(d.year, month - 1, day);
    const recent = past && ago <= 31 * 86_400_000;
    if (!year && inTime) {
      if (ago < 0) d = { ...d, year: now.year - 1 };
    } else if (!year && !recent && (month < now.month || (month === now.month && day < now.day))) {
      d = { ...d, year: now.year + 1 };
    }
    return isValidDay(d) ? d : null;
  };
  const monthRe = `(${monthPattern})\\.?`;
  s.take(
    new RegExp(`\\b(?:the )?(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${monthRe}(?:,? (\\d{4}))?\\b`),
    (m) => {
      const d = dated(m[3], monthIndex(m[2]!), Number(m[1]));
      if (!d) return false;
      q.dates.push(d);
      dateAt.push(m.index);
    },
  );
  s.take(
    new RegExp(`\\b${monthRe} (?:the )?(\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`),
    (m) => {
      const d = dated(m[3], monthIndex(m[1]!), Number(m[2]));
      if (!d) return false;
      q.dates.push(d);
      dateAt.push(m.index);
    },
  );
  // "12/10", "3/15/2027": month first, as the business's US pages write dates.
  s.take(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b(?!\/)/, (m) => {
    const month = Number(m[1]);
    if (month < 1 || month > 12) return false;
    const year = m[3] ? String(m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : undefined;
    const d = dated(year, month, Number(m[2]));
    if (!d) return false;
    q.dates.push(d);
    dateAt.push(m.index);
  });
  s.take(/\b(\d{4})-(\d{2})-(\d{2})\b/, (m) => {
    const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    if (!isValidDay(d)) return false;
    q.dates.push(d);
    dateAt.push(m.index);
  });
  // Clock times: "10:00 am", "3 pm", "noon".
  s.take(/\b(\d{1,2})(?::(\d{2}))? ?(a\.?m\.?|p\.?m\.?)(?=\W|$)|\bnoon\b|\bmidday\b/, (m) => {
    if (/noon|midday/.test(m[0])) q.times.push(12 * 60);
    else {
      const h = Number(m[1]);
      if (h < 1 || h > 12) return false;
      q.times.push(((h % 12) + (m[3]!.startsWith("p") ? 12 : 0)) * 60 + Number(m[2] ?? 0));
    }
  });
  // "2 in the morning", "9 o'clock at night": a clock time said in words.
  s.take(
    /\b(\d{1,2})(?::(\d{2}))?(?: o'?clock)? (?:in the (morning|afternoon|evening)|at (night))\b/,
    (m) => {
      const h = Number(m[1]);
      if (h < 1 || h > 12) return false;
      const pm =
        m[3] === "afternoon" || m[3] === "evening" || (m[4] === "night" && h >= 6 && h < 12);
      q.times.push(((h % 12) + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0));
    },
  );
  s.take(/\b([01]?\d|2[0-3]):([0-5]\d)\b/, (m) => {
    q.times.push(Number(m[1]) * 60 + Number(m[2]));
  });
  // "At 10:40 pm (Eastern)", "9am Pacific time": the zone the clock time is said in. Hours
  // counted on from it stay in that zone, so it is read and said back with the times.
  if (q.times.length)
    s.take(
      /\(?\b(eastern|central|mountain|pacific|et|est|edt|ct|cst|cdt|mt|mst|mdt|pt|pst|pdt|utc|gmt)(?: (?:standard |daylight )?time)?\b\)?|\(?\b(?:new york|ny|local|my|our) time\b\)?/,
      (m) => {
        const said = m[1] ?? (/new york|ny/.test(m[0]) ? "et" : undefined);
        if (said)
          q.zone = zoneNames[said[0] === "e" ? "e" : said.slice(0, 1)] ?? said.toUpperCase();
      },
    );
  // "It's 10am here in NYC": a place in the business's own zone says the clock time is Eastern.
  if (q.times.length)
    s.take(
      /\b(?:here )?in (?:nyc|new york(?: city)?|ny|boston|miami|atlanta|philadelphia|philly|washington dc|dc|toronto|montreal|detroit|pittsburgh|charlotte|raleigh|durham|orlando|tampa|baltimore|new jersey|nj|florida|georgia|ohio|north carolina)\b|\bhere\b(?= *(?:[,.;!?]|$))/,
      () => {
        q.zone ??= zoneNames.e;
      },
    );
  // "Right now, it's 10am": the clock time said is the moment asked about.
  if (q.times.length) s.take(/\b(?:right )?now\b/);

  // "Worst case", "best case": the end of a range asked for.
  s.take(
    /\b(?:in the |at )?(worst|best)[- ]case(?: scenario)?\b|\bat the (latest|earliest)\b/,
    (m) => {
      q.bound = m[1] === "worst" || m[2] === "latest" ? "max" : "min";
    },
  );
  // "How long in total does a refund take": a span of a published timeline.
  readSpanQuestion(s, text, q);

  // "a website for my bakery", "I run a small accounting office", "we are a property management
  // office": the visitor's own business, not a part of the catalog (read before "run" is read
  // as a price word).
  s.take(
    /\b(?:for|at|in|of|with|run) (?:my|our|a) (?:small |local |own |family |new |little )?(?:[a-z]+(?:'s)? )?(?:business|company|shop|store|clinic|practice|firm|agency|studio|salon|restaurant|cafe|bakery|team|startup|brand|organization|organisation|nonprofit|charity|school|gym|hotel|office|dealership|garage|spa|bar|shop)s?\b|\b(?:for|at) (?:my|our) [a-z]+\b(?=[?.!,]|$)|\b(?:i|we) (?:run|own|have|manage|operate|started|are|am) (?:a|an|my|our|two|three|several|a few|\d+)(?: small| local| little| family| new)?(?: [a-z]+){0,2}? (?:business|company|shop|store|clinic|practice|firm|agency|studio|salon|restaurant|cafe|bakery|startup|brand|office|dealership|garage|spa|bar|gym|hotel|school)e?s?\b/,
  );
  // Tokens: "per 1K tokens" is the unit; "100,000 tokens", "2 million tokens", "500k tokens" a count.
  s.take(
    /\bper (?:1k|1,000|1000|thousand|one thousand|1 thousand)(?: tokens?)?\b(?! (?:conversations?|workflows?|chats?|messages?))|\bper token\b/,
    () => addAttr("tokenPrice"),
  );
  s.take(
    /\b(\d[\d,]*(?:\.\d+)?) ?(k|thousand|m|mm|million|mil|b|billion)? (?:(?:more|extra|additional) )?tokens?\b( (?:a|per|each|every) month\b| ?\/ ?mo(?:nth)?\b| monthly\b)?( (?:a|per|each|every) (?:day|week|hour)\b| ?\/ ?(?:day|week|hour)\b| (?:daily|weekly|hourly)\b)?/,
    (m) => {
      // "40k tokens a day": a rate over days the catalog cannot turn into a month's bill
      // without the days, which are asked back, never guessed.
      const per = m[4]?.match(/dai|day|week|hour/)?.[0];
      if (per) q.tokensPer = per === "dai" ? "day" : (per as "day" | "week" | "hour");
      if (
        m[3] ||
        /\btokens?\b(?: on [\w.-]+(?: turbo)?)? (?:a|per|each|every) month\b|\b(?:a|per|each|every) month\b[^.?!]{0,25}\btokens?\b|\bmonthly\b[^.?!]{0,25}\btokens?\b|\btokens?\b[^.?!]{0,25}\bmonthly\b/.test(
          text,
        )
      )
        q.tokensMonthly = true;
      const scale: Record<string, number> = {
        k: 1e3,
        thousand: 1e3,
        m: 1e6,
        mm: 1e6,
        million: 1e6,
        mil: 1e6,
        b: 1e9,
        billion: 1e9,
      };
      q.tokens = num(m[1]!) * (m[2] ? scale[m[2]]! : 1);
      addAttr("tokenPrice");
    },
  );
  if (
    s.take(
      /\bper (?:1k|1,000|1000|thousand|one thousand) tokens?\b|\bper token\b|\b(?:1k|1,000) tokens?\b|\btokens?\b/,
    ).length
  ) {
    addAttr("tokenPrice");
  }
  // "The model usage cost" of a number of tokens: their price.
  s.take(/\b(?:model |token |api )?usage(?: costs?| fees?| charges?| bills?)?\b/, () => {
    if (!/\btokens?\b/.test(text)) return false;
    addAttr("tokenPrice");
  });

  // Money: "$300 a month", "300 dollars"; a budget when the words around say so.
  s.take(
    /(?:\$|€|£) ?(\d[\d,]*(?:\.\d+)?)(k)?|\b(\d[\d,]*(?:\.\d+)?)(k)? ?(?:dollars?|bucks|usd)\b/,
    (m) => {
      const amount = num(m[1] ?? m[3]!) * (m[2] || m[4] ? 1000 : 1);
      const before = text.slice(0, m.index);
      const after = text.slice(m.index + m[0].length);
      const period = perMonth.exec(after);
      const lead = budgetLead.exec(before);
      if (/^[€£]/.test(m[0])) {
        addAttr("currency");
        return;
      }
      const budgetWord = /\bbudget\b|\bafford\b|\bspend\b|\bcan i get\b|\bwhat can\b/.test(text);
      // "I'm guessing something like $997 a month?": a figure put forward for an offer's price
      // is the visitor's guess, never a budget to fit plans into.
      // So is one offered with its alternative: "like $999 a month or way more?".
      const guess =
        !budgetWord &&
        (/\b(?:guess(?:ing)?|i (?:think|thought|assume|figure|expect|heard|read|imagine)|probably|something like|is it|would it be|ballpark)\b[^.?!]*$/.test(
          before,
        ) ||
          /\blike\s*$/.test(before) ||
          /^\s*(?:(?:a|per|\/) ?(?:month|mo)\s*)?,?\s*or (?:way |much |a lot |far |even )?(?:more|less|higher|lower|cheaper|above|below)\b/.test(
            after,
          ));
      if (guess) {
        q.guesses = [...(q.guesses ?? []), amount];
        return false;
      }
      // "Your Enterprise plan is $599 a month": a price said of an offer named before it is a
      // claim to check against ours, never a budget to fit plans into.
      // A price of ours said back is read as such below.
      const ours = offers.some((o) =>
        [o.monthly, o.oneTime, o.regular, o.yearlyPerMonth].includes(amount),
      );
      if (
        !budgetWord &&
        !ours &&
        /\b(?:plans?|tiers?|packages?|pro|starter|enterprise|elite|professional|website|site|app|application|chat ?bot|development)\b[^.?!]{0,30}\b(?:is|was|costs?|runs?|charges?|priced at|goes for)\s*$/.test(
          before,
        )
      )
        return false;
      if (lead || period || budgetWord) {
        q.constraints.push({
          kind: "budget",
          max: amount,
          approx:
            Boolean(lead && /around|about|roughly|approx/.test(lead[0])) ||
            /\babout\b|\baround\b/.test(before.slice(-12)),
        });
        if (lead) s.mark(m.index - lead[0].length, m.index);
        if (period) s.mark(m.index + m[0].length, m.index + m[0].length + period[0].length);
        return;
      }
      // A quoted catalog price names the offer that has it ("the $197 plan").
      const priced = offers.filter((o) =>
        [o.monthly, o.yearlyPerMonth, o.oneTime, o.regular].includes(amount),
      );
      if (priced.length === 1) {
        addOffer(priced[0]!, m.index);
        return;
      }
      return false;
    },
  );
  // "I have 250 a month": a bare amount with a budget word and a period.
  s.take(
    /\b(?:have|got|with|budget(?: of| is)?|spend(?:ing)?|under|up to|max(?:imum)?|around|about|for)\s+(?:about |around |roughly |up to )?(\d{2,5})(?: ?(?:a|per|\/|each) ?(?:month|mo)\b| monthly\b)/,
    (m) => {
      q.constraints.push({
        kind: "budget",
        max: num(m[1]!),
        approx: /about|around|roughly/.test(m[0]),
      });
    },
  );
  // "the 197 price", "is 397 the monthly price": a bare catalog price.
  s.take(/\b(\d{2,4})(?= (?:price|plan|one|package|a month|per month|\/month|monthly)\b)/, (m) => {
    const amount = num(m[1]!);
    const priced = offers.filter((o) => [o.monthly, o.oneTime, o.regular].includes(amount));
    if (priced.length !== 1) return false;
    addOffer(priced[0]!, m.index);
  });

  // "the 14-day trial": a trial length; another length than ours stays unexplained.
  s.take(/\b(\d{1,3})[- ]days? (?:free )?trials?\b/, (m) => {
    if (Number(m[1]) !== vibeCodingTrialDays) return false;
    q.policy = q.policy ?? "trial";
  });
  // "30 days' notice", "the 7-day refund", "a 6-month pause": the policy's own figure, said
  // back; another figure than ours stays unexplained.
  s.take(
    /\b(\d{1,3})[- ]?(days?|months?)(?:'s?)? (?:of )?(?:(?:written|advance|prior|cancellation|full|free|risk-free) )?(notice|refund|money[- ]back|risk-free|guarantee|pause|window|cancellation)\b/,
    (m) => {
      const n = Number(m[1]);
      const days = /^d/.test(m[2]!);
      const noun = m[3]!;
      const policy: Policy | undefined =
        days && /notice|cancellation/.test(noun) && n === cancellationPolicy.monthlyNoticeDays
          ? "notice"
          : days &&
              /refund|money|risk|guarantee|window/.test(noun) &&
              n === refundPolicy.riskFreeDays
            ? "refund"
            : !days && /pause/.test(noun) && n === cancellationPolicy.pauseUpToMonths
              ? "pause"
              : undefined;
      if (!policy) return false;
      if (q.policy !== "trial" && q.policy !== "refund") q.policy = policy;
    },
  );
  // "How much time does it save?", "how much time would that free up": hours, not a price.
  if (/\bsav(?:e|es|ed|ing)\b|\bfree(?:s|d)? up\b/.test(text))
    s.take(/\bhow much (?:time|work|of (?:my|our) time)\b/, () => addAttr("hours"));
  // "How many hours would those save over 12 weeks?": weeks of hours saved a week.
  if (/\bhours?\b|\btime\b|\bsav/.test(text)) {
    s.take(
      // "...in a month? call it 4 weeks": the period restated in weeks is the one counted.
      /\b(?:over|for|in|across|during|within|call it|say|let us say|assume|assuming|counting|count it as|treat it as|i\.?e\.?|that is|meaning) (?:a |the |the next |the first |a period of |about |roughly |around |like )?(\d{1,3})[- ]?weeks?\b/,
      (m) => {
        q.weeks = Number(m[1]);
      },
    );
  }
  // "after 2 weeks", "10 days in": time since a payment or a trial's start.
  s.take(
    /\b(?:after|within|in|at|past) (\d{1,3}) ?(days?|weeks?)\b(?: in| later| after)?|\b(\d{1,3}) ?(days?|weeks?) (?:in|later|after|into)\b/,
    (m) => {
      const n = Number(m[1] ?? m[3]) * (/^w/.test((m[2] ?? m[4])!) ? 7 : 1);
      // "If I start the trial in 3 days": the day it starts, not days since a start.
      const clause =
        text
          .slice(0, m.index)
          .split(/[.?!;,]/)
          .at(-1) ?? "";
      if (
        /^in /.test(m[0]) &&
        /\b(?:start|begin|sign up|kick off|subscribe|pay|buy|send|give|cancel|pause)\w*\b/.test(
          clause,
        )
      ) {
        q.dates.push(plusDays(now, n));
        dateAt.push(m.index);
        return;
      }
      q.days = n;
    },
  );

  // "One-time", "paid once": the single price of a package or a custom build.
  s.take(
    /\bone-time(?: (?:fees?|prices?|payments?|costs?|charges?|purchases?|packages?))?\b|\bone[- ]off(?: (?:fees?|prices?|payments?|costs?))?\b|\b(?:paid|pay|pays|paying|charged|billed|bought) once\b|\bonce\b(?=\s*(?:[?.!,;]|$))|\bsingle (?:payment|fee|price|charge)\b|\bflat (?:fee|price)\b/,
    (m) => {
      q.oneTimeWord = true;
      if (/fee|price|cost|charge|payment/.test(m[0])) addAttr("price");
    },
  );

  // Billing and durations.
  // "Three locations, a separate chatbot for each one": that many chatbots.
  const perPlace =
    /\b(\d+) (?:locations?|sites?|stores?|offices?|branches|shops?|brands?|websites?|clinics?|restaurants?)\b(?=.*\b(?:a|one|our|their|its) (?:separate |different |dedicated |own |distinct )?(?:chat ?bot|bot) (?:for|at|on|in|per) (?:each|every|location|site|store|office|branch|shop|brand|website|clinic|restaurant)\b)/.exec(
      text,
    );
  if (perPlace) {
    const n = Number(perPlace[1]);
    s.take(
      /\b(?:a|one|our|their|its) (?:separate |different |dedicated |own |distinct )?(?:chat ?bot|bot) (?:for|at|on|in|per) (?:(?:each|every)(?: one| location| site| store| office| branch| shop| brand| website| clinic| restaurant| of them)?|location|site|store|office|branch|shop|brand|website|clinic|restaurant)\b/,
    );
    s.take(
      new RegExp(
        `\\b${n} (?:locations?|sites?|stores?|offices?|branches|shops?|brands?|websites?|clinics?|restaurants?)\\b`,
      ),
    );
    if (!q.constraints.some((c) => c.kind === "atLeast" && c.unit === "chatbots"))
      q.constraints.push({ kind: "atLeast", unit: "chatbots", n });
    addFamily("chatbot");
  }
  if (
    /\b(?:want(?:s|ed)?|get|back|opt|pull) out\b|\bcancel(?:l?ing|l?ed|s)?\b|\b(?:quit|leav(?:e|ing)|exit(?:ing)?|stop|break)\b|(?<![\p{L}])(?:k[üu]ndig\p{L}*|cancel[aeo]\p{L}*|r[ée]sili\p{L}*|annul\p{L}*|disd[ei]\p{L}*|opzeg\p{L}*|zeg\p{L}* op|dej[ao]\p{L}*|desisto|quitto|esco)(?![\p{L}])/u.test(
      text,
    ) &&
    // "Still" in the languages a question mixes in ("cuánto tengo que pagar todavía", "was
    // zahle ich noch") asks what is left, as "still owe" does.
    /\b(?:still )?ow(?:e|ed|es|ing)\b|\boutstanding\b|\bleft to pay\b|\bstill (?:have to )?pay\b|\bbe (?:due|charged)\b|\b(?:is|are|still) due\b|\bremaining\b|(?<![\p{L}])(?:todav[ií]a|a[uú]n|noch|encore|ancora|ainda|nog)(?![\p{L}])/u.test(
      text,
    )
  ) {
    q.earlyExit = true;
    // "...still pay for the rest?": the rest of the term, what is owed.
    s.take(
      /\b(?:for )?the rest(?: of (?:the|our|my) (?:term|year|contract|plan|commitment|months?))?\b/,
    );
    // "Now we want to stop": leaving the plan is what is asked about.
    s.take(/\b(?:want|wants|need|have|going) to (?:stop|quit|leave|get out|cancel)\b/);
  }
  // "If a claim came up now, what's the most Relaywise could owe us under your terms?": what the
  // terms cap the liability at, with the words that say who would owe whom.
  s.take(
    /\b(?:liab(?:le|ility|ilities)(?: (?:cap|limit)s?)?|(?:cap|limit) on (?:damages|what you (?:owe|pay)|(?:your )?liability)|damages)\b|\b(?:most|max(?:imum)?|furthest|farthest)\b[^.?!]{0,40}\bon the hook\b|\b(?:most|max(?:imum)?) (?:(?:that |which )?(?:you|relaywise|they|your company) )?(?:could|would|can|will|might) (?:ever )?(?:owe|pay(?: out)?)(?: us| me)?\b/,
    () => {
      q.liability = true;
      s.take(
        /\b(?:a |any |if a )?claims?(?: (?:came|comes|come) up)?\b|\bunder (?:your|the|ur) (?:terms|contract|agreement)\b|\bsued?\b|\blawyers?\b|\blegal\b|\battorneys?\b/,
      );
    },
  );
  // "For the last 12 months": a period already had, its length read with the months.
  s.take(
    /\b(?:the |these )?(?:last|past|previous)(?= (?:\d+|twelve|six|three|two) months?\b| year\b)/,
  );
  // "I just paid for Business Pro today.": said before any policy is asked, kept for the next
  // question ("until when can I get my money back?").
  const paidWhen =
    /\b(?:paid|bought|purchased|signed up|subscribed|ordered)\b[^.?!]*\b(today|yesterday|this (?:morning|afternoon|evening)|last night)\b/.exec(
      text,
    );
  if (paidWhen) q.paidOn = plusDays(now, dayOffset(paidWhen[1]!));
  // "A company with four techs", "dental office here": who the visitor is, not a count asked.
  s.take(
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:techs?|technicians?|employees?|staff(?: members)?|people|chairs?|trucks?|vans?|dentists?|doctors?|agents?|stylists?|reps?|salespeople|workers?|guys|members?|partners?|lawyers?|accountants?|nurses?|therapists?|drivers?)\b(?! (?:per|each|a) )|^(?:[a-z]+ ){0,3}(?:office|company|shop|business|clinic|practice|agency|firm|owner|store|restaurant|salon|studio|bakery) here\b/,
  );
  // "Every tool we use has single sign-on": the visitor's tools in general, not a thing asked
  // about; "when their clothes are ready for pickup": what the product is for.
  s.take(
    /\b(?:every|each|all|any) (?:(?:other|single) )?(?:tools?|apps?|software|systems?|services?|platforms?)(?: (?:we|i|our team|our staff) (?:use|buy|pay for|have|run))?\b|\bready for (?:pickup|pick-up|collection|delivery)\b/,
  );
  // "My nephew, he's 14, ...": the age of who would use the site, against its minimum age.
  if (
    /\b(?:nephew|niece|son|daughter|kid|child|teen\w*|minor|grandson|granddaughter|years? old|age)\b/.test(
      text,
    )
  )
    s.take(
      /\b(?:he's|she's|he is|she is|i'm|i am|they're|who's|who is|aged?|only|is|was|turns|turned)\s+(\d{1,2})(?: years? old| yo)?\b(?! (?:months?|days?|weeks?|workflows?|conversations?|dollars|bucks))|\b(?:my|our|a) (\d{1,2})[- ]years?[- ]old\b/,
      (m) => {
        q.age = Number(m[1] ?? m[2]);
      },
    );
  // "If I grab Business Starter now": getting it, said casually.
  s.take(/\b(?:grab|grabbed|snag|snagged|lock in|locked in|jump on)\b/);
  // "...we can ping them when a spot in a class opens up": what the product is for, not a
  // thing asked about.
  s.take(
    /\b(?:ping|notify|buzz|alert|remind|message|text|tell)(?:es|s|ed)? (?:them|members|customers|clients|users|people|guests|patients)\b[^.?!,]*?\bwhen\b[^.?!,]*/,
  );
  // "A budget request from our CFO", "playing devil's advocate for my boss": who asks.
  s.take(
    /\b(?:from|for|by|to) (?:our|my|the) (?:cfo|ceo|coo|cto|boss|accountant|bookkeeper|it (?:guy|person|team|department)|manager|owner|partner|lawyer|attorney|board|finance (?:team|department)|ops team|director)\b|\b(?:our|my) (?:cfo|ceo|coo|cto|boss|it (?:guy|person)|bookkeeper|accountant)\b/,
  );
  // "What do you charge for each conversation after the first 1,000?", "the fee per text": a
  // price per unit that no price list gives (a model's price per 1K tokens is read before).
  s.take(
    /\b(?:(?:fee|charge|cost|price|rate)s? (?:per|for each|for every|a) (?:extra |additional )?(?:text|sms|message|email|call|minute|conversation|chat|lead|contact|user|seat)s?|(?:charge|pay) (?:for )?(?:each|every|per) (?:extra |additional )?(?:text|sms|message|conversation|chat|lead)s?(?: (?:after|beyond|over|past) (?:the )?(?:first )?[\d,]+)?|per[- ](?:text|sms|message) (?:fee|charge|cost|price)s?)\b/,
    (m) => {
      // Past a plan's limit ("after the first 1,000") it is the charge past the limit.
      const past =
        /^\W*(?:after|beyond|over|past) (?:the |my |our )?(?:first )?(?:[\d,]+|limit|cap|allowance|quota|included)\b/.exec(
          text.slice(m.index + m[0].length),
        );
      if (past) s.mark(m.index + m[0].length, m.index + m[0].length + past[0].length);
      q.leftovers.push(
        past || /\b(?:after|beyond|over|past)\b/.test(m[0]) ? "overage" : "per-unit fee",
      );
    },
  );
  // "The one that remembers my saved workflows": what was saved, not money saved.
  s.take(
    /\b(?:my |your |our |the )?saved (?:workflows?|work|drafts?|items?|data|settings|progress|chats?|conversations?)\b/,
  );
  // "For budgeting I need the exact total": why the visitor asks, not a thing asked about.
  s.take(
    /\bfor (?:our |my )?(?:budgeting|bookkeeping|accounting|forecasting|planning)(?: purposes)?\b/,
  );
  // "5 processes I want automated (intake, reminders, invoices, reviews, referrals)": the list
  // names what the count counts, and the count is what the question asks about. A name in it
  // ("Salesforce sync") is a system the plan may not connect to: it still blocks the answer.
  // "5 things: quote follow ups, review requests, and invoice chasing.": the same list after a
  // colon, to the end of its sentence.
  // "3 things automated: reminders, review requests and following up on leads": three items,
  // the last two joined by "and".
  s.take(
    /(?<=\b(?:processes|tasks|things|jobs|workflows|automations)\b[^.?!():]{0,40})(?:\([a-z][a-z &/-]*(?:, ?(?:and |or )?[a-z][a-z &/-]*){2,}\)|: ?[a-z][a-z &/-]*(?:, ?(?:and |or )?[a-z][a-z &/-]*){1,}(?=[.?!;]|$))/,
    (m) => {
      // "...and review requests, plus a basic website": the list ends where something else is
      // added; a product in it is not one of the things to automate.
      const cut = m[0].search(/,?\s*\b(?:plus|also|as well as|along with|together with)\b/);
      const listed = cut >= 0 ? m[0].slice(0, cut) : m[0];
      if (/\b(?:web ?sites?|site|apps?|chat ?bots?|bots?)\b/.test(listed)) return false;
      if (listed.split(/[^a-z]+/).some((w) => names.has(w))) return false;
      // "Three things automated: lead follow-up, invoice processing and support ticket triage":
      // a list of the example automations names them, and the hours they save, when asked, are
      // read from it.
      const items = listed
        .replace(/^[(:]\s*|\)$/g, "")
        .split(/, ?(?:and |or )?|,? (?:and|or) /)
        .filter((x) => x.trim());
      const example = (item: string) =>
        inFamily("example").some(
          (o) => o.name.toLowerCase().replace(/-/g, " ") === item.trim().replace(/-/g, " "),
        );
      if (items.length && items.every(example) && /\bhours?\b|\bsav(?:e|es|ing)\b/.test(text))
        return false;
      const enough =
        listed.split(/, ?(?:and |or )?|,? (?:and|or) /).filter((x) => x.trim()).length >=
        // "Two things automated: invoices and reviews": as many as the count said.
        (/\b(?:\d+|two) (?:\w+ )?(?:processes|tasks|things|jobs|workflows|automations)\b[^.?!():]{0,40}$/.test(
          text.slice(0, m.index),
        )
          ? 2
          : 3);
      if (enough) s.mark(m.index, m.index + listed.length);
      return false;
    },
  );
  // "i have small phone shop": who the visitor is, said without articles.
  s.take(
    /\b(?:i|we) (?:have|run|own) (?:a |an |one )?(?:small |little |local |tiny )?(?!web|app|mobile|chat|bot|online)[a-z]+ (?:shop|store|salon|clinic|restaurant|bakery|studio|agency|firm)\b/,
  );
  // "works on whatsapp not just website": the channel the plan must add to the website widget,
  // not a website to build.
  s.take(/\bnot (?:just|only) (?:on )?(?:the |my |our |a )?(?:website|site)(?: widget| chat)?\b/);
  // "We're a 3-chair dental office": who the visitor is, not a count or a thing asked about.
  s.take(
    /\b(?:we are|we're|i am|i'm|i run|we run|i own|we own|our|my) (?:a |an |the )?(?:(?:small|little|local|family[- ]owned|busy|growing|new) )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)[- ](?:chair|person|people|man|employee|staff|location|truck|van|bed|room|seat|store|office|doctor|dentist|lawyer|agent|tech|technician|stylist)s?(?: [a-z]+){0,2}? (?:office|clinic|practice|shop|firm|company|team|business|store|restaurant|salon|agency|studio|operation|outfit)\b/,
  );
  // "Is there an age minimum for using your site?": a rule of this site, not an order of plans
  // or a website to build.
  s.take(
    /\bage (?:minimum|limit|requirement|restriction|floor|cut-?off|threshold|rule)s?\b|\b(?:minimum|lowest) age\b|\bhow old\b|\b(?:use|using|visit|visiting|browse|browsing|play(?:ing)? (?:with|on|around (?:with|on))|mess(?:ing)? (?:with|around (?:with|on))|go(?:ing)? on|be(?:ing)? on|sign(?:ing)? up (?:on|to|for)|register(?:ing)? (?:on|with)|join(?:ing)?|on|from) (?:your|ur|this) (?:web ?)?site\b(?! (?:builder|plan|build|or|and))|\b(?:use|using|visit|visiting|browse|browsing) the (?:web ?)?site\b(?= *(?:[?.!,]|$))/,
  );
  // "Pause it for the longest period allowed": the pause's limit is what is asked.
  if (/\bpaus(?:e|ed|ing)\b/.test(text)) {
    s.take(
      /\bfor (?:the )?(?:longest|maximum|max|most|full|whole)(?: (?:period|time|length|duration|stretch))?(?: (?:allowed|possible|you allow|permitted|we can))?\b|\bas long as (?:allowed|possible|you allow|permitted|we can)\b/,
    );
  }
  // "The popular automations on your workflows page": where the visitor read it.
  s.take(
    /\b(?:on|from|in) (?:your|the|ur) (?:workflows?|pricing|features?|chat ?bots?|contact|home|vibe coding|ai vibe coding|main) (?:page|site)\b|\b(?:on|from) (?:your|the|ur) (?:web ?)?(?:page|site)\b(?= (?:it )?says\b)|\b(?:according to|as per|going by|based on) (?:your|the|ur) (?:web ?)?(?:site|page|website)\b/,
  );
  // "Customers message us on WhatsApp", "most of our clients": how the visitor's customers
  // behave, not a thing or an order asked for.
  s.take(
    /\b(?:message|messages|messaging|text|texts|texting|dm|dms|call|calls|calling|email|emails|emailing|reach|reaches|contact|contacts|write|writes) (?:us|me)\b|\bmost (?:of )?(?:our |my |the |their )?(?:customers|clients|people|users|buyers|visitors|orders|leads|patients|guests|of us|of them)\b/,
  );
  // "What do you charge if we go over 10,000 in a month?": an overage, which no price list
  // states ("which plan if we go past 1,000?" is a need, read below).
  if (
    /\bper (?:conversation|chat|workflow|message|extra)\b|\bcharg(?:e|es|ing|ed)\b|\bfees?\b|\bextra (?:cost|charge|fee)s?\b|\boverages?\b|\bexceed/.test(
      text,
    ) &&
    !/\b(?:cheapest|which|what plan|best plan|least expensive|lowest|next|plan up|upgrade)\b/.test(
      text,
    )
  )
    s.take(
      /\b(?:go|goes|going|went|run|runs|get|gets) (?:over|past|above|beyond)\b(?= (?:the |our |that |\d|it\b|limit|cap|quota))|\b(?:exceed(?:s|ed|ing)?|overage|overages|overrun)\b|\bover (?:the |our )?(?:limit|cap|quota|allowance)\b|\b(?:(?:start|begin) )?charg(?:e|es|ing|ed) (?:me |us |you )?(?:extra|more)\b|\bextra charges?\b/,
      () => {
        q.leftovers.push("overage");
      },
    );
  // "Pay Business Pro yearly upfront": a prepayment.
  s.take(
    /\b(?:yearly|annually|for the year|a year|the year|12 months) (?:up ?front|in advance|all at once|at once|in one go)\b/,
    () => {
      q.leftovers.push("prepay");
    },
  );
  // "If I pay for the whole year upfront": a prepayment, which no price list offers (a 12-month
  // plan is still charged monthly), so it stays a part of the question the catalog lacks.
  s.take(
    /\bpa(?:y|ying|id) (?:for )?(?:the |a |one )?(?:whole |full |entire )?(?:year|12 months) (?:up ?front|in advance|at once|all at once|in one go)\b|\bpa(?:y|ying|id) (?:up ?front|in advance) for (?:the |a |one )?(?:whole |full |entire )?(?:year|12 months)\b/,
    () => {
      q.leftovers.push("prepay");
    },
  );
  const billingWords = (m: Match) => {
    if (/price|pricing|rate|cost|payment/.test(m[0])) addAttr("price");
    if (/discount|deal/.test(m[0])) addAttr("saving");
  };
  // "If I sign up for twelve months, what's the monthly price?": a commitment with a price a
  // month asked is the 12-month plan's price a month, not twelve months of the monthly one.
  const monthAsked =
    /\bmonthly(?: (?:price|rate|cost|fee|payment|bill))?\b|\bper month\b|\b(?:a|each|every) month\b|\/ ?mo(?:nth)?\b/;
  // The verb is read on the text as written: "lock in" is taken already as a casual word.
  const period =
    /\b(?:for|to|with|on) (?:a |one |the |an )?(?:full |whole |entire )?(?:(?:12|twelve)[- ]?months?|year)\b/;
  if (
    monthAsked.test(text) &&
    !/\b(?:in total|total|altogether|overall|all in)\b/.test(text) &&
    new RegExp(
      `\\b(?:sign(?:ing|ed|s)? up|subscrib\\w*|lock(?:ing|ed)? (?:it |myself |us |me )?in|register\\w*|enrol\\w*|join\\w*|commit\\w*|contract\\w*|book\\w*|go(?:ing)?) ${period.source.slice(2)}`,
    ).test(text) &&
    s.take(period).length
  ) {
    q.billing.push("yearly");
    addAttr("price");
    s.take(/\bmonthly(?: (?:price|rate|cost|fee|payment|bill))?\b/);
    s.take(/\bcommit\w*|\bcontract\w*|\bsign(?:ing|ed|s)? up\b|\bsubscrib\w*|\benrol\w*/);
  }
  if (
    s.take(
      /\b(?:(?:the|a|an|on|with|via|using|choose|pick|for) )?(?:12|twelve)[- ]?months? (?:plans?|rates?|commitments?|billing|options?|contracts?|terms?|subscriptions?|prices?|pricing|deals?)\b|\b(?:(?:the|a|an|on|with|via|using) )?(?:yearly|annual|annually|year-long|1-year|one-year) (?:plans?|billing|billed|options?|rates?|commitments?|contracts?|subscriptions?|prices?|pricing|terms?|deals?|payments?|discounts?)\b|\bbilled (?:yearly|annually|per year|once a year)\b|\bpa(?:y|ying|id) (?:yearly|annually|by the year|once a year)\b|\b(?:with|on|via) (?:yearly|annual)(?: billing)?\b|\b(?:12|twelve)[- ]?months? commitment\b|\bcommit(?:ting|ment|s)?(?: to| for)? (?:a |the |one )?(?:(?:12|twelve)[- ]?months?|(?:full |whole )?year)\b|\b(?:a |one )?year(?:-long)? commitment\b|\b(?:12|twelve)-month\b(?= (?:[a-z]+ ){1,3}(?:plans?|commitments?|contracts?|terms?|subscriptions?)\b)|\b(?:(?:with|on|via|using|for|choose|pick) )?(?:the|that|this) (?:12|twelve|yearly|annual)[- ]?(?:months? )?(?:thing|one|route|way|version|setup|arrangement)\b/,
      (m) => {
        // "With the 12 month thing": the 12-month billing, named by whatever noun comes to hand.
        // "No yearly commitment", "without the annual plan": the monthly billing, read below.
        if (
          /\b(?:no|not|without|never|rather than|instead of|skip|(?:do not|don't) want)\s+(?:a |an |the |any )?$/.test(
            text.slice(0, m.index),
          )
        )
          return false;
        billingWords(m);
      },
    ).length
  )
    q.billing.push("yearly");
  if (
    s.take(
      /\b(?:(?:on|with|via|using) )?(?:the )?monthly (?:billing|plans?|payments?|rates?|options?|subscriptions?|prices?|pricing|basis|terms?)\b|\bbilled (?:monthly|per month|every month|each month)\b|\bpa(?:y|ying|id) (?:monthly|per month|by the month|month by month|every month|each month)\b|\bmonth[- ]to[- ]month\b|\b(?:on|with) monthly\b|\bno (?:yearly |annual |12[- ]month )?commitment\b|\b(?:no|not|without|rather than|instead of|skip) (?:a |an |the |any )?(?:yearly|annual|12[- ]month) (?:plan|billing|commitment|contract)s?\b/,
      billingWords,
    ).length
  )
    q.billing.push("monthly");
  s.take(
    /\b(?:the )?first (?:payment|charge|invoice|bill|month's payment)(?: total)?\b|\bupfront\b|\bup front\b|\bat (?:the )?(?:start|checkout)\b|\bto (?:get )?start(?:ed)?\b/,
    () => {
      q.firstPayment = true;
    },
  );
  // "5 monthly charges have gone through so far": the months paid, said as their charges.
  s.take(
    // "Already 4 monthly charges paid": the same, said the other way round.
    /\b(\d{1,2}) (?:monthly )?(?:charges|payments|bills|installments|instalments)\b(?= (?:have |has )?(?:gone through|went through|been (?:paid|taken|charged|made|billed)|paid|so far|already|in\b))|(?<=\b(?:already|so far|paid|made|had|have had|have paid) )(\d{1,2}) (?:monthly )?(?:charges|payments|bills|installments|instalments)\b/,
    (m) => {
      if (q.months !== undefined) return false;
      q.months = Number(m[1] ?? m[2]);
    },
  );
  s.take(
    /\b(?:for|over|during|in|across)? ?(?:the )?(?:next |first )?(?<![\d.,])(\d{1,3})[ -]?(months?|mos?|years?|yrs?)\b(?: (?:straight|in a row|of (?:service|use|billing)))?/,
    (m) => {
      const months = Number(m[1]) * (/^y/.test(m[2]!) ? 12 : 1);
      monthsAt.push({ months, at: m.index, said: m[0].trim() });
      // "Pro for 6 months and the chatbot for 6 months": one period said twice. Two different
      // periods ("6 months and a year") are not one total: the second stays unexplained.
      if (q.months !== undefined && q.months !== months) {
        q.unexplained.push(m[0].trim());
        return;
      }
      q.months = months;
    },
  );
  s.take(
    /\b(?:per|a|each|every|for (?:a|the|one)|over (?:a|the|one)|in (?:a|one)|for (?:an )?(?:entire|whole|full)|over (?:an )?(?:entire|whole|full)|(?:entire|whole|full)|the) (?:(?:whole|full|entire|calendar) )?years?\b|\bper annum\b|\bannual(?:ly)?\b|\byearly\b|\bfor the year\b|\b(?:the |a |my |our )?(?:first|1st)[- ]year\b|\byear (?:one|1)\b|\bthe year\b|\b(?:for|over|in|during) that (?:(?:whole|full|entire) )?year\b/,
    (m) => {
      // "Business Pro for 6 months and the web app for a year": two periods, no one total.
      if (q.months !== undefined && q.months !== 12 && !/^(?:per|a|each|every) /.test(m[0])) {
        q.unexplained.push(m[0].trim());
        monthsAt.push({ months: 12, at: m.index, said: m[0].trim() });
        return;
      }
      q.yearWord = true;
    },
  );
  s.take(/\b(?:per|a|each|every|\/) ?(?:month|mo)\b|\bmonthly\b|\bmonth\b/);

  // "The top two together", "which 3 automations save the most": the first few of an order,
  // not its first one.
  s.take(
    /\b(?:the )?(?:top|best|first|leading) (\d|two|three|four|five)\b(?! (?:months?|years?|weeks?|days?|workflows?|conversations?)\b)|\bwhich (\d|two|three|four|five) (?=(?:\w+ ){0,3}(?:save|saves|cost|costs|are|is)\b(?: \w+){0,2} (?:the )?(?:most|least|cheapest|priciest)\b)|\bthe (\d|two|three|four|five) (?=(?:cheapest|priciest|most expensive|least expensive|lowest|highest)\b)/,
    (m) => {
      const said = (m[1] ?? m[2] ?? m[3])!;
      const n = /^\d$/.test(said) ? Number(said) : numberWords[said]!;
      if (n < 2) return false;
      q.top = n;
    },
  );
  // Quantities and constraints on counts.
  const unitOf = (w: string): CountUnit =>
    /conversation|chats|messages/.test(w)
      ? "conversations"
      : /bot/.test(w)
        ? "chatbots"
        : "workflows";
  // "5 processes we want automated", "5 different tasks to automate": workflows, where the
  // question is about automating.
  const automating = /\bautomat\w*/.test(text);
  s.take(
    /\b(?:(at least|minimum(?: of)?|min(?:imum)?|no fewer than|no less than|more than|over|upwards of|past|beyond|above|exceed(?:ing)?|in excess of)\s+)?(?:(?:about|around|roughly|approximately|some|like|maybe) )?(\d[\d,]*)(\+)?\s+(?:of (?:our|my|the|their) )?(?:(?:custom|automated|automation|different|diff|separate|seperate|seprate|distinct|individual|independent|active|ai|chatbot|chat|monthly|customer|client|support|website|site|incoming|guest|patient|visitor|user|inbound|live|sales|web|online|whatsapp) )*(workflows?|flows|automations?|conversations?|chats|messages|chat ?bots?|bots?|processes|tasks|things|jobs)(?! (?:plans?|tiers?|options?|packages?|designs?|pricing)\b)(?: (?:a|per|each|every) month)?(?:\s+(?:minimum|min|at least|or more|\+))?/,
    (m) => {
      if (/^(?:processes|tasks|things|jobs|flows)$/.test(m[4]!) && !automating) return false;
      // "500 messages" counts conversations only where a chatbot is the subject.
      if (m[4] === "messages" && !chatbotContext.test(text)) return false;
      const n = num(m[2]!);
      const strict = Boolean(
        m[1] && /more than|over|upwards|past|beyond|above|exceed|excess/.test(m[1]),
      );
      const unit = unitOf(m[4]!);
      // "About 6 processes ... covers at least 5 workflows": one need of a unit, the larger.
      const want = strict ? n + 1 : n;
      const same = q.constraints.findIndex((c) => c.kind === "atLeast" && c.unit === unit);
      const need: Constraint = {
        kind: "atLeast",
        unit,
        n: want,
        ...(strict ? { over: n } : {}),
      };
      if (same < 0) q.constraints.push(need);
      else if ((q.constraints[same] as { n: number }).n < want) q.constraints[same] = need;
      addFamily(unit === "workflows" ? "automation" : "chatbot");
    },
  );
  // "Can I attach a 25 meg zip to the contact form?": a file's size against the upload limit.
  s.take(/\b(\d+(?:\.\d+)?) ?(megs?|mbs?|megabytes?|gbs?|gigs?|gigabytes?)\b/, (m) => {
    q.fileSizeMb = Number(m[1]) * (/^g/.test(m[2]!) ? 1024 : 1);
    s.take(
      /\b(exe|rar|7z|tar|gz|mp4|mov|avi|mkv|mp3|wav|dmg|iso|apk|psd|svg|heic|tiff?|bmp|zip|pdf|png|jpe?g|gif|webp|docx?|xlsx?|pptx?|csv|txt)\b/,
      (t) => {
        q.fileType = t[1];
      },
    );
    s.take(
      /\b(?:attach\w*|upload\w*|send|files?|zip|pdf|docs?|documents?|(?:contact|consultation) form|form)\b/,
    );
  });
  // "2 chatbots (one per location)": what each of the counted chatbots is for.
  if (q.constraints.some((c) => c.kind === "atLeast" && c.unit === "chatbots")) {
    s.take(
      /\b(?:one|1) (?:per|for each|each for|in each|at each|for every) (?:locations?|sites?|stores?|shops?|offices?|branch(?:es)?|brands?|business(?:es)?|departments?|teams?|websites?|clients?|clinics?|restaurants?)\b/,
    );
  }
  // "No cap on conversations", "workflows without a limit", "as many chats as we want": the
  // unlimited count said the way visitors say it.
  const countedThing =
    "(?:the )?(?:number of |amount of )?(?:custom |automated )?(workflows?|automations?|conversations?|chats?|chat ?bots?|bots?)";
  s.take(
    new RegExp(
      `\\b(?:no |without (?:a |any )?|(?:do not|does not) (?:want|need|have) (?:a |any )?)(?:cap|caps|limit|limits|ceiling|max(?:imum)?) (?:on|to|for) ${countedThing}(?: at all| whatsoever)?|\\b(?:uncapped|limitless|endless) ${countedThing}|\\b${countedThing} (?:with no|without (?:a |any )?)(?:cap|limit|ceiling)s?\\b|\\bas many ${countedThing} as (?:we|i|you) (?:want|like|need|wish)\\b`,
    ),
    (m) => {
      const word = m.slice(1).find(Boolean)!;
      const unit = unitOf(/^chats?$/.test(word) ? "conversations" : word);
      q.constraints.push({ kind: "unlimited", unit });
      addFamily(unit === "workflows" ? "automation" : "chatbot");
    },
  );
  s.take(
    /\bunlimited (?:number of )?(?:custom |automated )?(workflows?|automations?|conversations?|chat ?bots?|bots?)\b|\bunlimited\b/,
    (m) => {
      // "Unlimited conversations without any cap": the word alone says again what was read.
      if (!m[1] && q.constraints.some((c) => c.kind === "unlimited")) return;
      const unit = unitOf(m[1] ?? "workflows");
      q.constraints.push({ kind: "unlimited", unit });
      if (m[1]) addFamily(unit === "workflows" ? "automation" : "chatbot");
    },
  );
  s.take(
    /\b(\d{1,3}) (?:of (?:them|those|these|it|each)|copies|licen[cs]es|locations|sites|stores|offices|branches|businesses|companies|clients|accounts|brands|instances|subscriptions)\b|\b(?:x|times) ?(\d{1,3})\b|\b(\d{1,3}) ?(?:x|times)\b(?! (?:more|as|cheaper|the))/,
    (m) => {
      const n = Number(m[1] ?? m[2] ?? m[3]);
      // "two of them for two locations": the same count said twice.
      if (q.count !== undefined && q.count !== n) return false;
      q.count = n;
    },
  );
  s.take(
    /\b(?:extra|additional|add-?on|another|one more|an? more) (?:custom |automated )?(workflows?|automations?|conversations?|chat ?bots?|bots?|seats?|users?|logins?|pages?|channels?)\b|\badd-?ons?\b|\bmore (workflows?|automations?|conversations?|chat ?bots?|bots?|seats?|users?) than (?:the |my |our |what'?s |is |are |it |the plan )?(?:\d+ )?(?:included|includes|allowed|comes? with)\b|\b(?:each|every|per|a|one) (workflows?|automations?|conversations?|chat ?bots?|bots?|seats?|users?)(?= (?:past|beyond|over|above|after) (?:the |my |our |your )?(?:\d+ )?(?:included|limit|cap|allowance|quota)\b)/,
    (m) => {
      // "Compared to Starter, what do I get in extra workflows?": the count one has over the
      // other, not a price for adding one.
      if (
        m[1] &&
        /workflow|automation|conversation|bot/.test(m[1]) &&
        /\bcompar\w*|\bversus\b|\bvs\b|\bmore than\b|\bfor that\b|\bdifference\b/.test(text)
      ) {
        addAttr(unitOf(m[1]));
        return;
      }
      addAttr("addOn");
    },
  );
  s.take(
    /\b(?:canadian|australian|aussie|singapore|hong kong|new zealand|mexican) dollars?\b|\b(?:euros?|eur|gbp|pounds?|sterling|cad|aud|yen|rupees?|inr|pesos?|francs?|other currenc(?:y|ies)|local currency)\b/,
    () => addAttr("currency"),
  );

  // "The 3 chatbot plans": how many a family has, said back (more than it has stays unexplained).
  s.take(
    /\b(?:the |your |all )?(\d)(?: (?:chat ?bot|automation|business|(?:ai )?vibe(?: coding)?|premium|ai|language))? (?:plans|tiers|packages|options|models)\b/,
    (m) => {
      const n = Number(m[1]);
      const family: Family | undefined = /bot/.test(m[0])
        ? "chatbot"
        : /automation|business/.test(m[0])
          ? "automation"
          : /vibe/.test(m[0])
            ? "vibe"
            : /premium|packages/.test(m[0])
              ? "premium"
              : /models/.test(m[0])
                ? "model"
                : undefined;
      if (!family || n < 2 || n > inFamily(family).length) return false;
      addFamily(family);
    },
  );
  // "How many chatbots": the count, before "chatbots" is read as the family.
  s.take(/\b(?:how many|number of|amount of) (?:chat ?bots|bots)\b/, () => {
    addAttr("chatbots");
    addFamily("chatbot");
  });

  // "If we turn on lead follow-up and invoice processing": switching on what is named is taking
  // it, like "if we use" or "if we set up" (a dropped letter, "tun on", included).
  s.take(
    /\b(?:(?:turn|tun|switch|flip)(?:s|ed|ing|ped|ping)? on|enabl(?:e|es|ed|ing)|activat(?:e|es|ed|ing)|roll(?:ed|ing)? out)\b(?! (?:to|from|over|the (?:fly|side))\b)/g,
  );

  // Offers by name; ambiguous plan words by context.
  // "Starter", "Pro": a chatbot tier when a chatbot word stands next to it, or when the question
  // is about chatbots and names no other plan word next to one; else the automation plan.
  const chatbotish = chatbotContext.test(text);
  const automationish = /\bbusiness\b|\bautomat\w*|\bworkflows?\b/.test(text);
  const chatbotWord = /^(?:chat ?bots?|bots?|tiers?|conversations?|chat)$/;
  const nearChatbot = (at: number, length: number) => {
    const before = text.slice(0, at).trim().split(/\s+/).slice(-2);
    const after = text
      .slice(at + length)
      .trim()
      .split(/\s+/)
      .slice(0, 2);
    return [...before, ...after].some((w) => chatbotWord.test(w.replace(/[^\w ]/g, "")));
  };
  // Plan words joined by "and", "or", "vs" share their noun: "the professional and enterprise
  // chatbot plans" are both chatbot tiers.
  const mentions = nameRules
    .filter((r) => r.ambiguous)
    .flatMap((r) =>
      [...text.matchAll(new RegExp(r.re.source, "g"))].map((m) => ({
        id: r.id,
        at: m.index,
        end: m.index + m[0].length,
      })),
    )
    .sort((a, b) => a.at - b.at);
  const groups: Array<typeof mentions> = [];
  for (const m of mentions) {
    const last = groups.at(-1)?.at(-1);
    const joined =
      last &&
      /^\s*(?:,|and|or|vs\.?|versus|to|&|\/)\s*(?:the\s+)?$/.test(text.slice(last.end, m.at));
    if (joined) groups.at(-1)!.push(m);
    else groups.push([m]);
  }
  const chatbotGroup = (at: number) =>
    groups.some(
      (g) => g.some((m) => m.at === at) && g.some((m) => nearChatbot(m.at, m.end - m.at)),
    );
  for (const rule of nameRules) {
    s.take(rule.re, (m) => {
      let family = rule.family;
      // In a chatbot question with no automation word, a plan word is a chatbot tier too ("the
      // Enterprise chatbot tier vs the Professional one"), unless the same word is also said
      // next to a chatbot word ("pro and a chatbot professional plan": two products).
      const twin = mentions.some(
        (x) => x.id === rule.id && x.at !== m.index && nearChatbot(x.at, x.end - x.at),
      );
      if (rule.ambiguous && (chatbotGroup(m.index) || (chatbotish && !automationish && !twin)))
        family = "chatbot";
      const offer = offers.find((o) => o.family === family && o.id === rule.id);
      if (!offer) return false;
      addOffer(offer, m.index, m.index + m[0].length);
      if (!q.named.includes(offer)) q.named.push(offer);
      if (rule.ambiguous && !q.ambiguous.includes(offer)) q.ambiguous.push(offer);
      // "2 Starter plans": a quantity of this offer.
      const lead = /\b(\d{1,3}) (?:x )?(?:of (?:the )?)?$/.exec(text.slice(0, m.index));
      if (lead && s.free(lead.index, lead.index + lead[0].length)) {
        q.quantities[`${offer.family}:${offer.id}`] = Number(lead[1]);
        s.mark(lead.index, lead.index + lead[0].length);
      }
    });
  }
  // Unknown plan names: "Business Premium", "the gold plan", "gpt-4o", "gemini".
  s.take(
    /\bbusiness (?!hours?\b|days?\b|plans?\b|email|address|phone|owner|needs?\b|process|automation|customers?\b|starter|pro\b|professional|elite|enterprise|web ?sites?\b|site\b|apps?\b|web ?app)([a-z]+)(?= plan| package| tier|\?|$| cost| price)/,
    (m) => {
      q.unknownNames.push(`Business ${m[1]!.replace(/^./, (c) => c.toUpperCase())}`);
      q.unknownFamily = "automation";
    },
  );
  s.take(
    /\b(gold|silver|bronze|platinum|diamond|premium|plus|ultimate|advanced|standard|lite|mini|max|growth|scale|team|agency|unlimited|free|basic) (?:plan|tier)\b/,
    (m) => {
      if (m[1] === "basic" || m[1] === "unlimited") return false;
      q.unknownNames.push(`${m[1]!.replace(/^./, (c) => c.toUpperCase())} plan`);
    },
  );
  s.take(
    /\bgpt[- ]?[\w.]+|\b(?:gemini|llama|mistral|grok|deepseek|bard|palm|copilot|cohere|perplexity)\b/,
    (m) => {
      q.unknownNames.push(m[0]);
      q.unknownFamily = "model";
    },
  );
  readChannels(s, text, q, addOffer, addFamily, addAttr, addOp);
  for (const rule of productRules) {
    s.take(rule.re, (m) => {
      // "apps for android phones": a specific product word says which app.
      // "the mobile app for a year, and the saving on the app": the app already named.
      if (
        rule.word === "app" &&
        (q.products.some((p) => p === "mobile app" || p === "web application") ||
          offerAt.some(([, o]) => o.family === "vibe" && o.id !== "commercial_website"))
      )
        return;
      q.products.push(rule.word);
      for (const id of rule.ids) {
        const offer = offers.find((o) => o.family === "vibe" && o.id === id)!;
        addOffer(offer, m.index, m.index + m[0].length);
      }
    });
  }
  // "If I pay on July 15, when do you start building?": development begins after a payment
  // (read before "development" names a family).
  s.take(
    /\b(?:(?:start|begin|commence)(?:s|ed|ing)?|kick(?:s|ed|ing)? off|get(?:s|ting)? (?:going|started)) (?:on )?(?:the |my |our )?(?:build(?:ing)?|development|developing|work(?:ing)?(?: on (?:it|the \w+))?|coding|the project)\b|\b(?:development|building|work|the build|coding|the project) (?:(?:would|will|could|can|should|does|do|might|is to|gets to) )?(?:(?:actually|really|even|finally|then|usually|typically) )?(?:(?:start|begin|commence)(?:s|ed)?|kick(?:s|ed)? off|get(?:s)? (?:going|started|underway))\b/,
    () => {
      if (!q.policy || q.policy === "trial") q.policy = "build";
    },
  );
  // "How long do you hang on to whatever I type in the chat box": how long chat transcripts are
  // kept, a question the privacy policy answers (no offer, no family).
  s.take(
    /\b(?:hang|hold)(?:ing)? on ?to\b|\b(?:what(?:ever)? )?(?:i|we) (?:type|write|send|say) (?:in|into|to) (?:the |your )?chat(?: ?box| window| widget)?\b|\bchat ?(?:box|window|logs?|history)\b/,
  );
  for (const [re, family] of familyRules) {
    s.take(re, () => addFamily(family));
  }
  // "A multilingual site": a model's strength said of another line is a thing that line lacks.
  const otherLine =
    !/\b(?:ai )?models?\b|\bllms?\b|\bgpt\b|\bclaude\b|\bgpt-?[34]/.test(text) &&
    (q.offers.some((o) => o.family !== "model") ||
      q.families.some((f) => f !== "model") ||
      q.products.length > 0);
  for (const rule of featureRules) {
    if (rule.models && otherLine) continue;
    s.take(rule.re, (m) => {
      // "The fully custom chatbot build (source code etc)": a feature in brackets right after an
      // offer that has it describes that offer; nothing is asked of it.
      const open = text.lastIndexOf("(", m.index);
      const described =
        open >= 0 &&
        text.indexOf(")", open) > m.index &&
        text.lastIndexOf(")", m.index) < open &&
        offerAt.some(
          ([, o, end]) =>
            end <= open &&
            open - end <= 30 &&
            !/[.?!,;]/.test(text.slice(end, open)) &&
            o.features.some((f) => rule.pattern.test(f)),
        );
      if (described) return;
      // "Create an account, log in": one feature, asked once.
      if (!q.constraints.some((c) => c.kind === "feature" && c.label === rule.label))
        q.constraints.push({
          kind: "feature",
          label: rule.label,
          pattern: rule.pattern,
        });
    });
  }
  s.take(/\b(floating|sidebar|side bar|side panel|embedded|inline|modal|pop-?up)\b/, (m) => {
    const value = /side/.test(m[1]!)
      ? "sidebar"
      : /inline/.test(m[1]!)
        ? "embedded"
        : /pop/.test(m[1]!)
          ? "modal"
          : m[1]!;
    q.constraints.push({ kind: "placement", value });
    addFamily("design");
  });

  s.take(
    /\boverall\b|\bof (?:them )?all\b|\bof everything\b|\bacross (?:all|everything|the board)\b|\banything\b|\b(?:you|u) (?:sell|offer|have)\b|\bin (?:your|the) catalog\b/,
    () => {
      q.across = true;
    },
  );
  s.take(
    /\bpaus(?:e|es|ed|ing)\b|\bon hold\b|\bon ice\b|\bfr(?:eeze|eezes|eezing|oze|ozen)\b/,
    () => {
      q.policy = q.policy ?? "pause";
    },
  );

  // Policies with dates and times.
  // "By when is our data gone after the service ends": the deletion rule, before "ends" or
  // "terminated" is read as a notice period.
  s.take(
    /\b(?:(?:our|my|the|your|all) )*(?:data|files|records|information|info)\b(?: (?:is|are|gets?|will be|would be|be|all|actually|really|fully|completely|permanently|finally))* (?:gone|deleted|erased|wiped|removed|purged|destroyed)\b(?: (?:from|off) (?:your|the) (?:systems?|servers?|databases?))?|\b(?:delete|deletes|deleted|deleting|deletion of|erase|wipe|purge|remove)s? (?:all )?(?:of )?(?:our|my|the) (?:data|files|records|information)\b|\bdata (?:deletion|retention|removal)\b/,
    () => {
      q.policy = "deletion";
    },
  );
  // "When do you stop charging me", "I'm done with my plan", "we're quitting": the end of a
  // plan, before "charged" is read as a trial's first charge.
  s.take(
    /\bstop(?:s|ped)? (?:charging|billing|being (?:charged|billed))(?: me| us)?\b|\bcharges? stops?\b|\b(?:billing|payments?) (?:stops?|ends?)\b|\b(?:i am|we are|i will be|we will be) (?:done|finished) with\b|\bquit(?:s|ting)?\b|\bterminat(?:e|es|ed|ing|ion)\b|\bunsubscrib(?:e|es|ed|ing)\b|\b(?:end|stop|drop|close) (?:the|my|our) (?:plan|subscription|service|account|contract)\b|\blast day of (?:service|billing|the plan|my plan|our plan)\b|\b(?:leave|leaving) (?:you|relaywise)\b/,
    () => {
      if (q.policy !== "refund" && q.policy !== "trial" && q.policy !== "deletion")
        q.policy = "notice";
    },
  );
  s.take(
    /\b(?:free )?trials?\b|\bfirst (?:charged|billed|billing|bill)\b|\b(?:card|i|we|me|us|it)(?: (?:will|would|gets?|be|is|first|then|get|actually))* (?:charged|billed)\b|\b(?:charged|billed)\b|\b(?:when|what day|which day) (?:do|does|will|would) (?:i|we|you) (?:first )?(?:pay|charge|bill)\b|\bwhen (?:do|does|will) (?:billing|payment|paying) start\b/,
    (m) => {
      // "Billed month to month" is a billing (read above), not a trial's first charge.
      if (
        /^(?:charged|billed)$/.test(m[0]) &&
        /^ (?:month to month|monthly|yearly|annually|each month|every month|per month|by the month|on (?:the )?(?:12|twelve))\b/.test(
          text.slice(m.index + m[0].length),
        )
      )
        return false;
      q.policy = q.policy ?? "trial";
    },
  );
  // "Still ok to cancel for free?": cancelling before a trial's first charge, which its answer says.
  if (q.policy === "trial" || q.policy === "notice")
    if (/\btrials?\b/.test(text))
      s.take(
        /\b(?:cancel\w*|stop|quit)(?: it| the trial)? (?:for free|free of charge|without (?:being |getting )?(?:charged|billed|paying))\b/,
        () => {
          q.policy = "trial";
        },
      );
  s.take(
    /\b(?:full |a )?refunds?(?: window| period| policy| terms| deadline| rules?)?\b|\bmoney[- ]back(?: guarantee)?\b|\breimburs\w*|\bask for (?:my|a|the) money\b|\b(?:risk-free )?guarantee\b|\bget (?:that |the |my |our )?(?:first )?(?:payment|charge|money) back\b/,
    () => {
      q.policy = "refund";
    },
  );
  s.take(
    /\b(?:written |cancellation )?notice(?: to cancel| period)?\b|\bcancel(?:l?ing|l?ed|lation|s)?(?: policy| terms| rules?)?\b|\bbilling stops?\b|\bstop(?:s)? (?:billing|paying|being charged)\b|\blast (?:bill|charge|payment)\b/,
    () => {
      // "Start the trial and cancel on May 10": the cancellation ends the trial.
      if (q.policy !== "refund" && q.policy !== "trial" && q.policy !== "deletion")
        q.policy = "notice";
    },
  );
  // "I paid yesterday", "if I start the trial tomorrow": a day counted from today, read as a
  // date only where a policy counts from it ("open today?" is no date).
  // "What's the last day I'm charged if I cancel today?": a charge with a cancellation and no
  // trial is the end of a plan, not a trial's first charge.
  if (q.policy === "trial" && !/\btrials?\b/.test(text) && cancelWord.test(text))
    q.policy = "notice";
  if (q.policy && q.policy !== "support") {
    // "I paid on the 3rd": the next such day (a recent one when said in the past tense).
    s.take(
      /\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b(?! (?:of|day|month|week|year|workflow|time|business))/,
      (m) => {
        const day = Number(m[1]);
        let d: Day = { year: now.year, month: now.month, day };
        const ago = now.day - day;
        if (inTime) {
          if (day > now.day) d = lastMonth(d);
        } else if (day < now.day && !(past && ago <= 31)) d = addMonth(d);
        if (!isValidDay(d)) return false;
        q.dates.push(d);
        dateAt.push(m.index);
      },
    );
    // "On Christmas", "on Valentine's Day": the next one (a recent one in the past tense).
    s.take(
      /\b(christmas eve|christmas(?: day)?|xmas|new year'?s eve|new year'?s(?: day)?|valentine'?s(?: day)?|halloween|(?:the )?(?:4th|fourth) of july|independence day)\b/,
      (m) => {
        const w = m[1]!;
        const [month, day] =
          /eve/.test(w) && /christmas/.test(w)
            ? [12, 24]
            : /christmas|xmas/.test(w)
              ? [12, 25]
              : /new year'?s eve/.test(w)
                ? [12, 31]
                : /new year/.test(w)
                  ? [1, 1]
                  : /valentine/.test(w)
                    ? [2, 14]
                    : /halloween/.test(w)
                      ? [10, 31]
                      : [7, 4];
        const d = dated(undefined, month!, day!);
        if (!d) return false;
        q.dates.push(d);
        dateAt.push(m.index);
      },
    );
    // "next Monday", "this Friday", "on Tuesday": the coming one.
    s.take(
      /\b(?:next|this|coming|on) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
      (m) => {
        // "On Thursday, July 15": the weekday of the date said next, not a date of its own.
        const after = text.slice(m.index + m[0].length);
        if (new RegExp(`^,?\\s+(?:the\\s+)?(?:\\d|${monthPattern})`).test(after)) return false;
        const names = [
          "sunday",
          "monday",
          "tuesday",
          "wednesday",
          "thursday",
          "friday",
          "saturday",
        ];
        const want = names.indexOf(m[1]!);
        const have = new Date(Date.UTC(now.year, now.month - 1, now.day)).getUTCDay();
        q.dates.push(plusDays(now, (want - have + 7) % 7 || 7));
        dateAt.push(m.index);
      },
    );
  }
  const startVerb =
    /\b(?:paid|pay|paying|bought|buy|purchased?|ordered|order|sign(?:ed)? up|start(?:s|ed|ing)?|begin(?:s|ning)?|began|kick(?:s|ed)? off|subscribed?|joined?|gave|give|giving|sen(?:d|t|ding|ds)|writ(?:e|ing)|email(?:ing|ed)?|mail(?:ing|ed)?|cancel(?:l?ed|l?ing)?|tell|told|notify|notified|paus(?:e|ed|ing)|fr(?:eeze|eezing|oze|ozen)|put (?:it |the plan |our plan |my plan )?on hold|quit(?:ting)?)\b/;
  if (q.policy && q.policy !== "support") {
    s.take(
      /\b(today|tomorrow|yesterday|tonight|this (?:morning|afternoon|evening)|last night|right now)\b/,
      (m) => {
        // "Can I get a refund today?" asks now; "I paid yesterday" dates the payment, and so
        // does "about to pay right now".
        // Its own sentence only: "sending our written cancellation of the monthly plan today".
        // "Hi! We want to pause starting today": the sentence it is in, whatever ends the one before.
        const from = Math.max(
          0,
          m.index - 80,
          ...[".", "?", "!"].map((c) => text.lastIndexOf(c, m.index) + 1),
        );
        const around = text.slice(from, m.index + m[0].length + 25).split(/[.?!]/)[0]!;
        if (!startVerb.test(around)) return false;
        q.dates.push(plusDays(now, dayOffset(m[1]!)));
        dateAt.push(m.index);
      },
    );
  }
  // "How many hours longer is ... for normal than for critical?": two targets compared.
  s.take(
    /\bhow (?:many|much) (?:more |extra )?(?:hours? |time )?(?:longer|shorter|faster|slower|quicker|sooner|later)\b|\b(?:longer|shorter|faster|slower|quicker) than\b/,
    () => {
      addOp("diff");
      q.longer = true;
    },
  );
  if (/\bresol(?:ve|ved|ution|ving)\b|\bfix(?:ed)?\b|\bsolv(?:e|ed|ing)\b/.test(text))
    q.resolution = true;
  if (
    /\bfirst (?:response|reply|answer)\b|\brespon(?:d|se|ds)\b|\b(?:get|gets|getting|hear|come|comes) back\b|\brepl(?:y|ies)\b/.test(
      text,
    )
  )
    q.firstAsked = true;
  s.take(
    /\b(critical|urgent|high|normal|low|enhancement)(?:[- ]priority)?\b(?= (?:\w+ )?(?:issues?|problems?|bugs?|tickets?|incidents?|outages?|requests?|questions?|ones?|support))/,
    (m) => {
      const p = m[1] === "urgent" ? "critical" : m[1] === "low" ? "enhancement" : m[1]!;
      q.priorities.push(p.replace(/^./, (c) => c.toUpperCase()));
      q.policy = "support";
    },
  );
  // "When something is critical", "if it's urgent": a priority said of what happens.
  s.take(
    /\b(?:is|it is|gets|are|is considered|counts as|is marked|marked|rated|classed as|be) (critical|urgent|high|normal|low|enhancement)(?:[- ]priority)?\b(?! (?:of|than|price|cost))/,
    (m) => {
      if (q.priorities.length) return false;
      const p = m[1] === "urgent" ? "critical" : m[1] === "low" ? "enhancement" : m[1]!;
      q.priorities.push(p.replace(/^./, (c) => c.toUpperCase()));
      q.policy = "support";
    },
  );
  // "The level below that", "one step up": a row next to the priority the last answer gave.
  s.take(
    /\b(?:the |a |one )?(?:level|priority|category|severity)(?: level)? (below|under|beneath|lower than|after|above|over|higher than|before) (?:that|this|it|the last one|critical|high|normal)\b|\b(?:one|a) (?:level|notch) (down|lower|up|higher)\b|\bthe next (?:level|priority) (down|up)?\b/,
    (m) => {
      const dir = m[1] ?? m[2] ?? m[3] ?? "down";
      q.priorityStep = /^(?:above|over|higher|before|up)/.test(dir) ? -1 : 1;
    },
  );
  // "An important feature broke and there is no workaround: what priority is that?": the
  // priority the development policy's table gives what is described.
  if (!q.priorities.length) {
    const noWorkaround =
      /\bno (?:work-?around|way around it)\b|\b(?:can'?t|cannot|can not|couldn'?t|could not) (?:work|get) around\b|\bwithout (?:a |any )?work-?around\b/;
    const withWorkaround =
      /\b(?:with|there'?s|there is|have|has|got|found) (?:a |an )?(?:easy |simple |temporary )?work-?around\b|\b(?:minor|small|tiny|little|cosmetic) (?:bug|glitch|issue|problem)\b/;
    const broken =
      /\b(?:breaks?|broke|broken|not working|doesn'?t work|stopped working|fails?|failing|bug|glitch)\b/;
    const change =
      /\b(?:new feature|feature request|change (?:in|to) (?:how|the way|its? behaviou?r)|add(?:ing)? a feature)\b/;
    const asksPriority =
      /\bpriority\b|\bhow (?:fast|soon|quickly|long)\b|\brespon(?:d|se)\b|\bresol/;
    const important =
      /\b(?:an? )?(?:important|key|main|core|essential) (?:feature|function|part)\b/;
    const described =
      broken.test(text) && (noWorkaround.test(text) || important.test(text))
        ? "High"
        : withWorkaround.test(text)
          ? "Normal"
          : change.test(text) && asksPriority.test(text)
            ? "Enhancement"
            : undefined;
    if (described && (asksPriority.test(text) || q.priorityStep !== undefined)) {
      q.priorities.push(described);
      q.policy = "support";
      q.classified = true;
      s.take(
        new RegExp(
          `${noWorkaround.source}|${withWorkaround.source}|${broken.source}|${change.source}|\\b(?:an? )?(?:important|key|main|core|critical) (?:feature|function|part)\\b|\\bwhat priority(?: (?:does|would|is|will) (?:that|it|this)(?: (?:count|be|get)(?: as)?)?)?\\b|\\b(?:count|counts|counted) as\\b`,
        ),
      );
    }
  }
  // "Nothing is down", "it's not down": an outage denied is none.
  const undenied = text.replace(
    /\b(?:nothing|nothing else|no one thing|not|isn't|is not|never|nothing's) (?:is |has |'s )?(?:gone |went |totally |completely )?(?:down|offline|crashed|dead|broken)\b/g,
    " ",
  );
  q.outage =
    /\b(?:is|goes|went|go|gone|being)(?: completely| totally| fully| all the way)? down\b|\boutage\b|\bbroken\b|\bcrash\w*|\bnot working\b|\boffline\b|\blos(?:ing|t) (?:the |our |my )?data\b|\bdata loss\b|\b(?:dies|died|stops working|stopped working)\b|\b(?:is|goes|went|gone)(?: completely| totally| fully)? (?:dead|dark|silent|offline)\b/.test(
      undenied,
    ) &&
    // "An important feature is broken": the table's High row describes it, no outage.
    !q.classified;
  // "Goes dead at night, how long till someone gets back to me?": the response target asked,
  // with no clock time to count from.
  if (q.outage && !q.times.length)
    s.take(
      /\bwhen (?:do|will|would|can|should) (?:i|we) (?:hear back|hear from (?:you|someone)|get (?:a )?(?:reply|response|an answer))(?: from (?:you|your team|someone))?\b|\bhow (?:long|soon|fast|quickly)(?: (?:till|until|before|do|does|will|would|can))?(?: (?:someone|somebody|anyone|you|your team|the team|a person)(?: from your (?:side|end|team))?)? (?:gets?|get|to get|will get|would get|hears?|to hear|i hear|we hear|respond|responds|reply|replies|answers?|reach(?:es)?|be back)(?: back)?(?: to (?:me|us))?\b/,
      () => {
        q.policy = "support";
      },
    );
  // "Goes dark, how long until you've fixed it?": the resolution target asked ("how long" may
  // be read already by a rule before).
  if (q.outage && !q.times.length && /\bhow (?:long|soon|fast|quickly)\b|\bwhen\b/.test(text))
    s.take(
      /\b(?:you(?: have| will have| will| can| would| guys)? )?(?:actually |fully )?(?:fixed|resolved|sorted|repaired|restored|working again|up again|back up|back online)\b/,
      () => {
        q.policy = "support";
        q.resolution = true;
      },
    );
  // "If I report it at 9am on a Tuesday": a weekday, within the support hours the answer states.
  if (!q.outage && q.times.length && (q.resolution || q.policy === "support") && !q.dates.length) {
    s.take(/\b(?:on )?(?:a |this |next )?(?:monday|tuesday|wednesday|thursday|friday)\b/);
  }
  // "Dies at 2am on a Sunday": critical issues are handled 24/7, so the day is answered by it.
  if (
    q.outage &&
    (q.times.length || q.policy === "support") &&
    q.priorities.every((p) => p === "Critical")
  ) {
    s.take(
      /\b(?:on )?(?:a )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\b(?:on )?(?:the |a )?weekends?\b|\b(?:on )?(?:a )?(?:public )?holidays?\b|\bovernight\b|\b(?:in the )?middle of the night\b/,
    );
    s.take(
      /\b(?:dies|died|is dead|goes dead|goes dark|stops working|stopped working|totally|completely|at that hour|at that time|then)\b/,
    );
  }
  // "How much do I save over 12 months? Is that roughly 30% off?": a share off said back to be
  // checked against the published prices, never a discount asked for.
  s.take(
    /\b(?:(?:is|isn't|was) (?:that|it|this)|that's|that is|which is|it's|so|works? out (?:to|at)|comes? (?:out )?to)?(?: (?:roughly|about|around|approximately|approx|like|nearly|almost|close to|something like|basically))? ?(\d{1,2}(?:\.\d+)?) ?(?:%|percent) (?:off|discount|saving|savings|cheaper|less)\b(?=[^.!]*(?:\?|\bright\b|\bcorrect\b))/,
    (m) => {
      const before = text.slice(0, m.index + m[0].length);
      if (
        !/(?:is|isn't|was|that's|that is|which is|it's|so|out to|out at|comes to|roughly|about|around|approximately|approx|like|nearly|almost|close to|basically) ?\d/.test(
          before,
        )
      )
        return false;
      q.percentClaim = Number(m[1]);
      // "...the annual plan, is that like 9% off?": the share is of the saving, asked or not.
      addAttr("saving");
    },
  );
  // "On Business Pro, how fast does support get back to me?": no issue is described, so what is
  // asked is the support the plan itself lists, not the targets by priority.
  if (
    !q.policy &&
    !q.priorities.length &&
    !q.outage &&
    !q.times.length &&
    q.named.length > 0 &&
    q.named.every((o) => o.family === "automation" || o.family === "chatbot") &&
    /\bsupport\b/.test(text) &&
    /\bhow (?:fast|quick(?:ly)?|soon|long)\b|\brespon(?:d|ds|se|ses|sive)\b|\b(?:get|gets|getting|hear|come|comes) back\b|\brepl(?:y|ies)\b|\bturnaround\b/.test(
      text,
    )
  ) {
    q.policy = "support";
    q.planSupport = true;
    s.take(
      /\bhow (?:fast|quick(?:ly)?|soon|long)(?: (?:does|do|will|would|is|can|until|till|before))?\b|\b(?:get|gets|getting|hear|come|comes) back(?: to (?:me|us))?\b|\b(?:first )?response times?\b|\brespon(?:d|ds|se|ses|sive)\b|\brepl(?:y|ies)\b|\bturnaround(?: time)?\b/g,
    );
  }
  if (q.policy === "support" || q.times.length) {
    s.take(
      /\b(?:issues?|problems?|bugs?|tickets?|incidents?|outages?|support|first response|respon(?:d|se|ses)|reply|answer|fix(?:ed)?|resolv(?:e|ed)|resolution|solved?|reported|report|raised?|logged|down|broken|goes down|went down|is down|breaks?|crash(?:es|ed)?)\b/,
    );
  }

  // Question words (before "days" is read as a trial length).
  s.take(
    /(?<!\bby )\bhow many\b(?! (?:more|fewer|less|extra|times))|\bwhat (?:date|day)\b|\bwhich (?:date|day)\b|\bby when\b|\buntil (?:when|what(?: date| day)?)\b|\bdeadline\b|\b(?:last|final|latest) (?:day|date)\b|\bwhen\b|\bdate\b|\bday\b/,
  );

  // Operations.
  // "If we outgrow that, what's next?", "once we outgrow Starter": what comes after the plan
  // they would grow out of, the step up from it.
  s.take(
    /\b(?:(?:if|when|once|as|should|after) (?:we|i|you|it|they) )?(?:ever )?(?:outgrow|outgrew|outgrown|grow out of|grew out of|grow past|max(?:ed)? (?:it|that|this) out)(?: (?:that|it|this|them|the plan|this plan|that plan|that one|this one|the limit|that limit))?\b/,
    (m) => {
      const end = m.index + m[0].length;
      if (/(?:outgrow|outgrew|outgrown|out of|past)$/.test(m[0])) stepEnds.push({ end, dir: 1 });
      else q.referent = q.referent ?? "next";
    },
  );
  // "One step down", "the plan below": the offer under the previous one (before "step down"
  // is read as a difference).
  // Read on the text as written: "tier" may be taken already as the chatbot family.
  s.take(/\b(?:down|below)\b(?! (?:from|to)\b)|\blower (?:plan|tier)\b/, (m) => {
    const lead =
      /\b(?:(?:the|one) )?(?:(?:next|one) )?(?:one|plan|tier|level|package|step)\s+$/.exec(
        text.slice(0, m.index),
      );
    if (!/^lower/.test(m[0]) && !lead) return false;
    q.referent = "below";
    if (lead) s.mark(lead.index, m.index);
  });
  // "The second cheapest", "the next most expensive one": a place in an order, not its first.
  s.take(
    new RegExp(
      `\\b(?:the )?(second|2nd|third|3rd|fourth|4th|next)[- ](${cheapWords}|${dearWords})(?: (?:one|plan|option|tier|package|model))?\\b`,
    ),
    (m) => {
      q.rank = m[1] === "next" ? "next" : ordinals[m[1]!]!;
      addOp(new RegExp(`^(?:${cheapWords})$`).test(m[2]!) ? "cheapest" : "dearest");
    },
  );
  // "Besides the cheapest", "other than the priciest one": the first of an order set aside.
  s.take(
    new RegExp(
      `\\b(?:besides|other than|apart from|aside from|except(?: for)?|excluding|not counting|but not|anything but|not)\\s+(?:the\\s+)?(${cheapWords}|${dearWords})(?: (?:one|plan|option|tier|package|model))?(?:,? (?:or|nor|and) (?:the )?(${cheapWords}|${dearWords})(?: (?:one|plan|option|tier|package|model))?)?\\b`,
    ),
    (m) => {
      const opOf = (w: string): PriceOrder =>
        new RegExp(`^(?:${cheapWords})$`).test(w) ? "cheapest" : "dearest";
      const op = opOf(m[1]!);
      // "Is it not the cheapest?" asks whether; "the one that's not the cheapest" sets it aside.
      if (
        /^not\b/.test(m[0]) &&
        !/\b(?:one|the other|that is|which is|that are)\s*$/.test(text.slice(0, m.index))
      )
        return false;
      for (const o of [op, ...(m[2] ? [opOf(m[2])] : [])])
        if (!q.excludeOps.includes(o)) q.excludeOps.push(o);
    },
  );
  // "Other than price, what's the difference?": what each includes, not what each costs.
  s.take(
    /\b(?:other than|apart from|aside from|besides|except(?: for)?|beyond|not counting|leaving aside|price aside)\s+(?:the\s+)?(?:price|cost|pricing|money)s?\b|\b(?:price|cost) aside\b/,
    () => {
      q.withoutPrice = true;
    },
  );
  // "Other than Starter", "besides Business Pro": the offer named next is set aside.
  s.take(
    /\b(?:besides|other than|apart from|aside from|except(?: for)?|excluding|not counting|but not|anything but|not interested in|no need for|rule out|leave out)\b|\b(?:i|we) (?:do not|would not|will not) (?:want|need|like|care about)\b|(?<=(?:^|[,;:(-]|\bone|\bother|\bbut)\s*)not\b(?!\s+(?:that|this|it|the same|sure|yet|really|quite|so)\b)/,
    (m) => {
      exclusionEnds.push(m.index + m[0].length);
    },
  );
  s.take(
    /\b(?:the )?(?:cheapest|least expensive|lowest(?:[- ]priced?| cost| price)?|most affordable|entry[- ]level|smallest|at the lowest|minimum price|cheapest possible|lowest possible)\b/,
    () => addOp("cheapest"),
  );
  // "The cheap automation plan", "the cheap one": one of a line named by its price, the lowest.
  s.take(/\bthe (?:cheap|cheapo|budget|inexpensive)\b/, (m) => {
    // Read on the text as written: the plan word after it is another recognizer's.
    if (
      !/^the \w+ (?:[a-z-]+ ){0,2}(?:plans?|ones?|options?|tiers?|packages?|models?)\b/.test(
        text.slice(m.index),
      )
    )
      return false;
    addOp("cheapest");
  });
  s.take(
    /\b(?:the )?(?:most expensive|priciest|highest(?:[- ]priced?| cost| price)?|dearest|(?<!\bon )top(?: plan| tier| option)?|biggest(?: plan)?|largest(?: plan)?|maximum price)\b/,
    () => addOp("dearest"),
  );
  s.take(
    /\bhow many times\b|\btimes (?:more|as|cheaper|pricier)\b|\b(?:more than )?twice(?: as(?: much| expensive)?| the(?: price| cost)?)?\b|\bx more\b|\bdouble(?: the)?(?: price)?\b/,
    () => addOp("ratio"),
  );
  // "What does Pro include that Starter does not?": read on the whole text, names included.
  if (
    /\bthat\b[^,.?!]{0,40}?\b(?:does|do|did|will|would) not (?:have|include|get|list|offer|come with|\?|$)|\bthat\b[^,.?!]{0,40}?\b(?:does|do|did|will|would) not\s*(?:[?.!]|$)|\bwhat (?:more|else|extra)\b|\bnot (?:in|on|with) (?:the )?\b|\bonly (?:in|on|with) (?:the )?\b|\bthat (?:is|are) (?:not|missing)\b/.test(
      text,
    ) &&
    !q.excludeOps.length
  ) {
    addOp("onlyIn");
    s.take(
      /\b(?:does|do|did|will|would) not(?: have| include| get| offer| list)?\b|\bwhat (?:more|else|extra)\b|\bnot (?:in|on|with)\b|\bonly (?:in|on|with)\b|\bmissing\b/,
    );
  }
  s.take(
    /\b(?:what is|what's|whats)? ?the (?:difference|diff|gap)\b|\bdifference\b|\bminus\b|\bsubtract\w*|\b(?:price |cost )?(?:jump|step up|bump|increase|hike|leap)(?: in (?:price|cost))?\b|\bprice gap\b|\bdelta\b|\bspread\b|\bdiff\b|\bhow much (?:more|less|cheaper|extra|higher|lower)\b|\bhow many (?:more|fewer|less|extra)\b|\b(?:more|less|cheaper|pricier|dearer) than\b|\bby how (?:much|many)\b|\bcompared (?:to|with)\b|\bcompare[ds]?\b|\bcomparison\b|\bversus\b|\bvs\.?\b|\binstead of\b|\bupgrad(?:e|ing|ed)(?: from)?\b|\bswitch(?:ing|ed)? (?:from|to)\b|\bmov(?:e|ing) (?:from|down to|up to)\b|\bgo(?:ing)? (?:from|down to|up to)\b|\bdowngrad(?:e|ing|ed)(?: from| to)?\b|\bstep(?:ping)? down(?: from| to)?\b|\bover (?:the )?regular\b|\b(?:below|under|beneath|off) (?:the )?(?=regular\b)/,
    (m) => {
      addOp("diff");
      if (/^how much|than$/.test(m[0])) addAttr("price");
    },
  );
  s.take(
    /\bboth\b(?! (?:on|with|at|billed|paid|using|under|in|of them on)\b)|\btogether\b|\bcombined\b|\bin total\b|\btotal(?:s|ed)?\b|\ball[- ]in\b|\ball told\b|\bin all\b|\ball together\b|\b(?:come|comes|coming) (?:out )?to\b|\badd(?:s|ing)? up to\b|\bplus\b|\baltogether\b|\badd(?:ed)? up\b|\bsum\b|\bcombos?\b|\bcombination\b|\b(?:as well as|along with|on top(?: of)?)\b|\+|&/,
    (m) => {
      // "What's the gap per month, and what does that add up to over a year?": what was just
      // asked, over the period, not the offers added together.
      if (
        /^(?:add|adds|adding|come|comes|coming)\b/.test(m[0]) &&
        q.ops.includes("diff") &&
        /\b(?:that|it|this|those)(?: (?:all|gap|difference))? (?:would |will |does |do )?$/.test(
          s.text.slice(Math.max(0, m.index - 30), m.index),
        )
      )
        return;
      // "total" alone may be one offer's total over a period: the evaluator decides.
      if (/^(?:total|all|in all|come|comes|coming|add|combo|combination)/.test(m[0]))
        q.total = true;
      else addOp("sum");
    },
  );
  // "Which has more conversations?": the most of what is counted.
  s.take(
    /\b(?:has|have|gets?|with|includes?|offers?|gives?) (more|fewer|less)\b(?= (?:\w+ )?(?:workflows?|automations?|conversations?|convos|chats|chat ?bots?|bots?)\b)/,
    (m) => addOp(m[1] === "more" ? "max" : "min"),
  );
  // "How much would we save with the cheaper one?" of two offers priced side by side: the
  // saving is the gap between them, not a pick of the cheaper one alone.
  s.take(
    /(?<=\bsav(?:e|ed|ing|ings)? (?:\w+ )?)(?:with|using|by (?:going with|using|picking|choosing)|going with|if we (?:go|went) with) the (?:cheaper|less expensive|lower[- ]priced|more affordable)(?: one| option| plan| model)?\b/,
    () => {
      if (q.offers.length === 2 || offerAt.length === 2) addOp("diff");
      else addOp("cheapest");
    },
  );
  // "The pricier of those two", "the cheaper one": the order of a pair, not a difference.
  s.take(
    /\bthe (cheaper|less expensive|more affordable|lower[- ]priced|pricier|more expensive|dearer|costlier|higher[- ]priced)(?: one| option| plan| package| model)?\b(?! than\b)/,
    (m) => addOp(/cheap|less|afford|lower/.test(m[1]!) ? "cheapest" : "dearest"),
  );
  // "Which one costs less?", "which of the two is less expensive": the order of the pair.
  s.take(
    /\bwhich(?: one| of (?:them|the two|those|these|the 2|both))? (?:costs?|is|would be|comes? out|works? out) (less|more|cheaper|less expensive|more expensive|pricier)\b(?! than\b)(?: (?:per|a|each) month)?\??$/,
    (m) => addOp(/less|cheap/.test(m[1]!) && !/more/.test(m[1]!) ? "cheapest" : "dearest"),
  );
  s.take(
    /\b(?:cheaper|less expensive|more expensive|pricier|better value|better deal|best value|more affordable)\b/,
    () => {
      addOp("diff");
      q.asks.which = true;
    },
  );
  s.take(/\b(?:time|hours?) saved\b/, () => addAttr("hours"));
  // "Rank them by time saved", "from most to least hours": the whole pool in order, not its ends.
  s.take(
    /\b(?:rank|sort|order|list)(?:ed|ing|s)?\b(?=(?:\s+\S+){0,5}\s+(?:by|from)\b)|\b(?:from )?(most|highest|best|largest|biggest|least|lowest|fewest|smallest|cheapest) to (most|highest|best|largest|biggest|least|lowest|fewest|smallest|dearest|most expensive)\b/,
    (m) => {
      q.ranked = !m[1]
        ? "default"
        : /^(?:least|lowest|fewest|smallest|cheapest)$/.test(m[1])
          ? "up"
          : "down";
    },
  );
  // "Which saves the most time?": the most hours saved.
  s.take(/\b(?:the )?(most|least) time\b/, (m) => {
    addOp(m[1] === "most" ? "max" : "min");
    addAttr("hours");
  });
  // "Most of my students message me": how many of them, not an offer with the most.
  s.take(/\b(?:most|many|some|all|half) of (?:my|our|the|them|us|these|those)\b/);
  // "Spends most mornings on quotes": a share of someone's time.
  s.take(
    /\b(?:most|half|all|much) (?:of (?:her|his|my|our|their|the) )?(?:mornings?|afternoons?|evenings?|nights?|days?|weeks?|time|weekends?)\b/,
  );
  // "5,000 chats a month, most through WhatsApp", "mostly on Messenger": the share of them
  // that comes one way, not an offer with the most.
  s.take(
    /\b(?:most|mostly|mainly|majority)(?: of (?:it|them|those|these))?(?= (?:(?:come|coming|comes|are|is|arrive|arriving|go|going) )?(?:through|via|over|on|from|by|in)\b)/,
  );
  s.take(
    /\b(?:the )?most\b|\bmax(?:imum)?\b|\bat most\b|\bthe largest\b|\bthe biggest\b|\bhighest number\b/,
    () => addOp("max"),
  );
  s.take(/\b(?:the )?(?:fewest|least|minimum|min)\b/, () => addOp("min"));
  s.take(
    /\bwhich (?:\w+ )?(?:is|are|one|ones|plan|plans|option|package|model|tier|of)\b|\bwhich\b/,
    (m) => {
      q.asks.which = true;
      // "Which one's meant for long documents?" after a list: one of the offers just listed,
      // when the question names no line of its own.
      if (
        m.index === 0 &&
        /^which (?:one|1)\b/.test(m[0]) &&
        !/\b(?:plans?|tiers?|models?|packages?|chat ?bots?|automations?|web ?sites?|sites?|apps?|builds?)\b/.test(
          text,
        )
      )
        q.referent = q.referent ?? "those";
    },
  );

  // Attributes.
  s.take(
    /\bregular(?: price| rate| cost)?\b|\boriginal(?:ly)?(?: price| cost)?\b|\bfull price\b|\blist price\b|\bnormally\b|\bnormal,? (?:(?:non-?sale|non-?discounted|full) )?(?:price|cost|rate)\b|\bnon-?sale(?: price| cost| rate)?\b|\bbefore (?:the )?(?:discount|sale|promotion|promo|offer|deal|reduction)\b|\bwithout (?:the |any )?(?:discounts?|offers?|promos?|deals?)\b|\bno discounts?(?= (?:pls|please|plz|just|only|applied|included|needed|counted)\b|\s*[,.;:!—–-])|\bused to (?:cost|be)\b|\bnon-?discounted\b|\bundiscounted\b|\bwas it\b/,
    // "just the current price, not the regular": a regular price named to be left out is
    // accounted for, and no attribute asked for. Read on the whole text: the "not" before it
    // may already be another rule's.
    (m) => {
      const before = s.text.slice(Math.max(0, m.index - 40), m.index);
      if (
        !/\b(?:not|no|without|excluding|rather than|instead of|never mind|forget)(?: the| a| any)? $/.test(
          before,
        )
      )
        addAttr("regular");
    },
  );
  s.take(
    /\blimited[- ]time(?: prices?| offers?| discounts?| deals?| rates?)?\b|\blimited (?:prices?|offers?|deals?|rates?)\b|\bdiscounted(?: prices?)?\b|\bsale prices?\b|\bpromo(?:tional)? prices?\b|\bcurrent(?:ly)?(?: prices?| rates?)?\b|\bright now\b|\bat the moment\b/,
  );
  s.take(
    /\bsav(?:e|es|ed|ing|ings)\b|\bdiscount(?:s|ed)?\b|\bknocks? off\b|\bcoupons?(?: codes?)?\b|\bpromo(?:tion(?:al)?)?(?: codes?)?s?\b|\bvouchers?\b|\bdeals?\b(?! with\b)|\bspecial offers?\b|\bcheaper rate\b/,
    (m) => {
      // "How much time will it save?" is about hours, not money: the word is read, no saving.
      // Read in its own clause: "What does Pro cost, and how many hours would it save?"
      const clause = clauseAt(text, m.index).replace(/\blimited[- ]time\b/g, "");
      const money = /\$|\bmoney\b|\bcosts?\b|\bprices?\b|\bdollars?\b|\bbucks\b/.test(clause);
      if (/^sav/.test(m[0]) && /\b(?:time|hours?|hrs)\b/.test(clause) && !money) return;
      if (/^sav(?:e|es|ing)$/.test(m[0]) && !money) q.bareSave = true;
      addAttr("saving");
    },
  );
  s.take(
    /\b(?:per|a|each|for each|for one|for a single|every) (?:single )?(workflow|automation|conversation|chat|chatbot|bot)\b/,
    (m) => {
      addAttr("perUnit");
      q.perUnit = unitOf(m[1]!);
    },
  );
  s.take(/\bhours?(?: (?:a|per|each) week| weekly| saved| of work)?\b|\bhrs\b|\btime sav\w*/, () =>
    addAttr("hours"),
  );
  s.take(
    /\b(?:what is |what's )?(?:included|inclusions?)\b|\binclud(?:e|es|ing)\b|\bfeatures?\b|\bcomes? with\b|\bwhat (?:do|does|will|would) (?:i|you|we) get\b|\bwhat you get\b|\bwhat is in\b|\bdeliverables?\b|\bcontains?\b|\boffer(?:s|ed)?\b|\bprovides?\b|\bhas\b|\bhave\b|\bgives?\b/,
    () => addAttr("features"),
  );
  if (
    s.take(/\bhow long\b|\blength\b|\bduration\b|\bdays?\b|\bweeks?\b/).length &&
    q.policy === "trial"
  )
    addAttr("trial");
  s.take(/\b(?:workflows?|automations?|automated)\b/, () => {
    addAttr("workflows");
    addFamily("automation");
  });
  s.take(/\bconversations?\b|\bchats\b|\bmessages? (?:a|per) month\b/, () =>
    addAttr("conversations"),
  );
  s.take(
    /\bhow much\b|\bprice[ds]?\b|\bpricing\b|\bcosts?\b|\bcosting\b|\bpa(?:y|ys|id|ying)\b(?! (?:with|by|via|using|through)\b)|\b(?:what(?: is|'s)? the damage|set (?:me|us) back|ballpark)\b|\bcharge[ds]?\b|\bcharging\b|\bfees?\b|\b(?:your|the|what are the|monthly|hourly) rates?\b(?! of)|\brun(?:s)? (?:me|us)?\b|\bspend\b|\bexpensive\b|\bcheap\b|\bafford(?:able)?\b|\bbudget\b|\bamount\b|\bbill(?:ed)?\b|\bquote\b|\bworth\b|\b\$\b|\bdollars?\b/,
    () => addAttr("price"),
  );

  // Referents, for follow-ups.
  // "Not that one, the other", "the other one": one other offer; "the other two": every other.
  // "Then Business Pro for the other 8 months": the rest of a period, not "the other one".
  s.take(/\bthe (?:other|remaining|rest of the)\b/, (m) =>
    /^ \d+ (?:months?|years?|weeks?|days?)\b/.test(text.slice(m.index + m[0].length)),
  );
  // "Connect them one after the other": in turn, not "the other one".
  s.take(/\b(?:one|1) after (?:the )?(?:other|another)\b|\b(?:one|1) (?:by|at a) (?:one|1|time)\b/);
  s.take(
    /\bnot (?:that|this|the same)(?: one)?\b(?=\s*[,;.!?-]|\s+(?:but |i mean |the )?(?:the )?other\b)|\b(?:the )?other (?:one|plan|option|tier|package|model|build)\b|\bthe other\b/,
    (m) => {
      // "The other day", "on the other hand": not an offer. Read on the text as written, since
      // "day" may be taken already.
      if (
        /^the other$/.test(m[0]) &&
        /^\s+(?:two|2|three|3|ones|plans|options|tiers|packages|models|days?|weeks?|months?|years?|times?|ways?|hand|side|night|morning|evening|people|person|guys?|company|companies|team|things?|stuff)\b/.test(
          text.slice(m.index + m[0].length),
        )
      )
        return false;
      q.referent = "other";
    },
  );
  s.take(
    /\bthe (?:middle|mid(?:dle)?[- ](?:range|level|tier|priced))\b|\bthe one in (?:the )?(?:middle|between)\b/,
    (m) => {
      // "The middle one", "the mid-range plan", "the middle vibe coding plan", "the middle?"; not
      // "the middle of the day".
      const after = text.slice(m.index + m[0].length);
      if (
        !/^\s*(?:$|[?.!,;]|(?:(?:[\w-]+ ){0,3}(?:one|plan|tier|option|package|model)s?)\b)/.test(
          after,
        )
      )
        return false;
      q.referent = "middle";
    },
  );
  s.take(
    /(?:\bthe |^(?:and |ok |so )?)(first|1st|second|2nd|third|3rd|fourth|4th|last)(?: one)?\b/,
    (m) => {
      // Only "the first one" or a bare "the first," points back ("2nd one" opening the message
      // too); "the first payment", "the last day" are other things. Read on the text as written.
      const after = text.slice(m.index + m[0].length);
      if (!/ one$/.test(m[0]) && !/^\s*(?:$|[?.!,;:]|-)/.test(after)) return false;
      if (/^\s+(?:of (?:the )?(?:month|year|week)|day|month|year|time)\b/.test(after)) return false;
      const w = m[1]!;
      q.place = /^(?:first|1st)$/.test(w) ? 1 : w === "last" ? -1 : ordinals[w]!;
    },
  );
  s.take(
    /\b(?:the )?other (?:two|2|three|3|ones|plans|options|tiers|packages|models)\b|\bthe others\b|\bthe rest\b/,
    () => {
      q.referent = "others";
    },
  );
  s.take(
    /\b(?:the )?next(?: (?:one|plan|tier|level|package))?(?: up)?\b|\bone (?:level |tier |step )?up\b|\bthe one above\b|\bhigher (?:plan|tier)\b/,
    (m) => {
      // "Next month", "next Monday": a time, not the next offer (read on the text as written).
      if (
        /^\s+(?:cheapest|most|months?|years?|weeks?|days?|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday|billing|invoice|payment|charge)\b/.test(
          text.slice(m.index + m[0].length),
        )
      )
        return false;
      q.referent = "next";
    },
  );

  s.take(/\b(?:of )?(?:those|these|them)\b|\bthose (?:two|three)\b/, () => {
    q.referent = q.referent ?? "those";
  });

  // "On that, and on Claude", "Claude and that one": the previous offer is one of two. Read on
  // the text as written: the words around may be taken already.
  s.take(/\b(?:(?:on|for|with|of|at) )?(?:that|it|this)(?: one| plan| model)?\b/, (m) => {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const joinedAfter =
      /^(?:on|for|with|of|at) /.test(m[0]) &&
      /^\s*,?\s*(?:and|&|plus|or|vs\.?|versus|as well as|compared (?:to|with))\s/.test(after);
    const joinedBefore =
      /\b(?:and|&|plus|or|vs\.?|versus|as well as)\s+$/.test(before) &&
      /^\s*(?:[?.!,]|$|(?:too|as well|both|cost|costs|be|come|comes|total|together|combined)\b)/.test(
        after,
      );
    if (!joinedAfter && !joinedBefore) return false;
    q.referent = q.referent ?? "it";
    q.withIt = true;
  });
  // "The one that saves the least": a relative "that", no earlier offer pointed at.
  s.take(/(?<=\bones? )that\b/);
  // "Which is the cheapest that actually works?": a "that" after what is ranked, then a verb.
  // Read on the text as written: "the cheapest" is taken already.
  for (const m of text.matchAll(
    /(?<=\b(?:cheapest|priciest|dearest|most expensive|least expensive|plans?|options?|tiers?|packages?) )that(?= (?:(?:actually|really|still|would|will|can|could|does|do) )?(?:works?|fits?|covers?|handles?|does|do|has|have|includes?|gives?|supports?|gets?|is|are|saves?|lets?|allows?|meets?|suits?)\b)/g,
  ))
    if (s.free(m.index, m.index + 4)) s.mark(m.index, m.index + 4);
  s.take(/\b(?:it|that|this|that one|this one|that plan|this plan|the same|same one)\b/, () => {
    q.referent = q.referent ?? "it";
  });

  // Question words.
  q.asks.howMany = /\bhow many\b/.test(text);
  q.asks.when =
    /\bwhen\b|\bdate\b|\bwhat (?:date|day)\b|\bwhich (?:date|day)\b|\bby when\b|\buntil when\b|\bdeadline\b|\b(?:last|final|latest) (?:day|date)\b|\buntil what\b/.test(
      text,
    );
  q.asks.yesNo = /^(?:is|are|does|do|can|could|will|would|did|has|have)\b/.test(text);
  q.asks.whether =
    q.asks.yesNo ||
    /(?:^|[,;.!?(]|\band|\balso|\bbut) ?(?:is|are|does|do|can|could|will|would|did|has|have)\b/.test(
      text,
    );
  q.asks.features =
    /\binclud(?:e|es|ed|ing)\b|\bfeatures?\b|\bcomes? with\b|\bwhat (?:do|does|will|would) (?:i|you|we) get\b|\bwhat is in\b|\bdeliverables?\b/.test(
      text,
    );

  offerAt.sort((a, b) => a[0] - b[0]);
  // An offer named right after "other than" / "besides" / "I don't want" (or in a list after it)
  // is set aside:
  // its family is the pool, the offer is not.
  for (const end of exclusionEnds) {
    let cursor = end;
    for (const [at, o, stop] of offerAt) {
      if (at < cursor) continue;
      // "Not the website one or the mobile app": "one", "plan" after a name are part of it.
      const gap =
        /^\s*(?:(?:one|ones|plan|plans|build|builds|option|options|package|tier)\b)?\s*(?:,|and|or|nor|&)?\s*(?:the\s+)?$/;
      if (!gap.test(text.slice(cursor, at))) break;
      if (!q.excluded.includes(o)) q.excluded.push(o);
      cursor = Math.max(stop, at);
    }
  }
  for (const o of q.excluded) addFamily(o.family);
  for (const m of text.matchAll(
    /\b(?:comes?|is|one|plan|tier|package|level|option|model)(?: right| just| directly)? (after|above|up from|over|below|under|before|down from) (?:the )?/g,
  ))
    stepEnds.push({
      end: m.index + m[0].length,
      dir: /after|above|up|over/.test(m[1]!) ? 1 : -1,
    });
  for (const { end, dir } of stepEnds) {
    const next = offerAt.find(([at]) => at >= end);
    if (
      next &&
      /^\s*(?:the\s+)?$/.test(text.slice(end, next[0])) &&
      !q.excluded.includes(next[1])
    ) {
      q.step = { from: next[1], dir };
      if (q.referent === "next" || q.referent === "below") q.referent = undefined;
      // The step's words are read: "after", "below".
      const words =
        /\b(?:after|above|up from|over|below|under|before|down from)\s*(?:the\s*)?$/.exec(
          text.slice(0, next[0]),
        );
      if (words) s.mark(words.index, next[0]);
      break;
    }
  }
  q.offers = offerAt
    .filter(([, o]) => !q.excluded.includes(o) && o !== q.step?.from)
    .map(([, o]) => o);
  // "The tier below Business Pro" is Business Starter (none past either end: `step.to` is
  // then missing, and the question is answered with that).
  if (q.step) {
    const ladder = inFamily(q.step.from.family);
    const to = ladder[ladder.indexOf(q.step.from) + q.step.dir];
    q.step.to = to;
    if (to) q.offers = [to, ...q.offers.filter((o) => o !== to)];
    q.families = [];
  }
  // "What about the one besides the cheapest?": one offer other than the first of an order.
  if (q.excludeOps.length && !q.referent && !q.offers.length) q.referent = "other";
  // "If I add Priority Launch": added to what the conversation already has. "What does that
  // add up to over a year" is a total of what was asked, not an offer added.
  if (
    q.offers.length &&
    /\badd(?:s|ed|ing)?\b(?! up\b)|\bthrow(?:ing)? in\b|\btack(?:ing)? on\b/.test(text)
  ) {
    addOp("sum");
  }
  // "Thursday, July 15, 2027": a weekday said with the date is read when it is that date's;
  // another weekday is a part of the question the dates do not explain.
  const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
  q.dates.forEach((d, i) => {
    const at = dateAt[i];
    if (at === undefined) return;
    const m = /\b(sun|mon|tues|wednes|thurs|fri|satur)day,?\s*(?:the\s+)?$/.exec(text.slice(0, at));
    if (!m || !s.free(m.index, m.index + m[0].length)) return;
    const said = weekdays.findIndex((w) => w.startsWith(m[1]!));
    const is = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
    s.mark(m.index, m.index + m[0].length);
    if (said !== is) q.wrongWeekday = { said: weekdays[said]!, day: d };
  });
  q.dates = q.dates
    .map((d, i) => [dateAt[i] ?? i, d] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, d]) => d);
  // "We cancel on Aug 1, when is our data gone?": a cancellation is a notice; the service ends
  // when the notice period does, and the deletion days count from then.
  if (
    q.policy === "deletion" &&
    /\bcancel\w*|\bnotice\b/.test(text) &&
    !/\b(?:ends?|ended|ending|terminat\w*|stops?|stopped|over|last day)\b/.test(text)
  )
    q.deletionFromNotice = true;
  // "If I start the trial on Dec 20, what's the last day for a full refund?": the date is the
  // trial's start (the words before it say so), and the refund counts from the first charge.
  // "Which template saves the most?": examples save hours; they have no price to save on.
  if (
    q.bareSave &&
    (q.families.includes("example") ||
      (q.offers.length > 0 && q.offers.every((o) => o.family === "example")))
  ) {
    q.attributes = q.attributes.map((a) => (a === "saving" ? "hours" : a));
  }
  // "Up to which date can I still get that first payment back?": a refund, said without the word
  // (the payment's words were read as the first charge above).
  if (
    q.policy !== "refund" &&
    /\bget (?:\w+ ){0,3}(?:payment|charge|money|cash)s? back\b|\bget (?:(?:all|every bit|the whole|most|some) (?:of )?)?(?:it|that|this|them|it all) back\b/.test(
      text,
    ) &&
    /\b(?:pa(?:y|id|yment)|charge[ds]?|money|cash)\b/.test(text)
  ) {
    q.policy = "refund";
    q.casual = q.casual.filter((w) => w !== "back");
  }
  if (q.policy === "build" && /\btrials?\b/.test(text) && q.dates.length) q.fromTrial = true;
  // "My trial ends on December 12", "the trial runs out Dec 12": the day said is the trial's end.
  const trialEnd =
    /\btrials?\b(?: \w+){0,5} (?:ends?|ending|end date is|ends up on|runs? out|expires?|expiring|is over|finish(?:es)?|wraps? up|is up)\b(?: (?:on|by))? ?(?=[^.?!]{0,4}(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|tomorrow|today))/;
  if (
    (q.policy === "refund" || q.policy === "notice") &&
    /\btrials?\b/.test(text) &&
    q.dates.length
  ) {
    const before = text.slice(0, Math.min(...dateAt));
    const lastOf = (re: RegExp) => Math.max(-1, ...[...before.matchAll(re)].map((m) => m.index));
    const trialAt = lastOf(
      /\b(?:trials?|start\w*|begin\w*|began|kick\w*|sign\w* up|subscrib\w*|join\w*)\b/g,
    );
    const paidAt = lastOf(
      /\b(?:paid|pay\w*|charged|charges?|billed|bought|buy\w*|purchas\w*|cancel\w*|notice|quit\w*)\b/g,
    );
    if (trialAt > paidAt) q.fromTrial = true;
    // "I on November 20 started with the free trial" (Dutch and German put the verb after the
    // day): the trial the day begins is said right after it.
    const after = text
      .slice(Math.min(...dateAt))
      .replace(
        /^(?:\d{1,2}\.? [a-z]+(?: \d{4})?|[a-z]+ \d{1,2}(?:st|nd|rd|th)?(?:,? \d{4})?|\S+)/,
        "",
      );
    if (
      /^[^.?!]{0,12}?\b(?:start\w*|began|begun|begin\w*|kicked off)\b (?:with |on )?(?:the |my |our |a |your )?(?:free |gratis )?trial/.test(
        after,
      )
    )
      q.fromTrial = true;
  }
  if (q.dates.length && trialEnd.test(text)) q.trialEnds = true;
  // "A two-person shop", "a 12-person team": who asks, not a number of anything asked about.
  s.take(
    /\b(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)[- ](?:person|people|man|woman|employee|staff)\b(?= (?:shop|team|business|company|firm|office|agency|operation|crew|practice|studio|startup|store|outfit))/,
  );
  // "A brochure site, 5 pages": a size of what is built. The plans are not priced by it, so the
  // answer gives the plan's price and says a specialist confirms the size fits.
  if (q.products.length || q.offers.some((o) => o.family === "vibe")) {
    s.take(
      /\b(\d{1,4}|one|single)[- ]?(pages?|screens?|sections?|languages?|forms?)\b(?! (?:of (?:the )?)?(?:terms|policy|policies))/g,
      (m) => {
        const unit = m[2]!.replace(/s$/, "");
        const n = /^\d/.test(m[1]!) ? m[1]! : "1";
        q.scope = [...(q.scope ?? []), `${n} ${unit}${n === "1" ? "" : "s"}`];
      },
    );
  }
  // "...by hand: supplier orders, texting staff their shifts, answering inquiries and chasing
  // invoices. thats 4 different things": a list as long as the workflows asked names what is
  // counted, wherever it stands (a name in it still blocks, as it does after the count).
  const need = q.constraints.find((c) => c.kind === "atLeast" && c.unit === "workflows");
  if (need?.kind === "atLeast") {
    for (const m of s
      .masked()
      .matchAll(/[a-z][a-z' -]*(?:, ?(?:and |or )?[a-z][a-z' -]*){2,}(?=[.?!;:]|$)/g)) {
      const items = m[0].split(/, ?(?:and |or )?|,? (?:and|or) /).filter((x) => x.trim());
      if (items.length !== need.n || m[0].split(/[^a-z]+/).some((w) => names.has(w))) continue;
      s.mark(m.index, m.index + m[0].length);
    }
  }
  // "Preparing our 2027 numbers: 12 months of Business Starter": the year the total is for,
  // this one or the next, at today's prices.
  if (q.months === 12 || q.yearWord) {
    s.take(/\b(20\d\d)\b(?! ?[-/])/, (m) => {
      const year = Number(m[1]);
      if (year !== now.year && year !== now.year + 1) return false;
      q.yearWord = true;
    });
  }
  // "I do the books for a dental group. ...": a sentence in which the visitor says who they are
  // and that nothing else read is not part of what is asked. It names nothing the catalog lacks,
  // no system they use and nothing they need, so no part of the question is dropped with it.
  const sentences = /[^.!?;]+[.!?;]*/g;
  // Each candidate is parsed on its own: a few are a story, hundreds are not worth the time.
  let candidates = 0;
  const stories: Array<[number, number]> = [];
  for (const m of text.matchAll(sentences)) {
    if (++candidates > 12) break;
    const sentence = m[0];
    const start = m.index;
    const end = start + sentence.length;
    // The whole message is the question, whoever says it.
    if (start === 0 && end >= text.trimEnd().length) continue;
    // The work that takes someone's time now, told before a question about a line of plans: the
    // things in it are what the workflows would do, not things asked about.
    const story =
      timeSpent.test(sentence.trim()) &&
      (q.families.length > 0 || q.named.length > 0) &&
      q.constraints.some((c) => c.kind === "atLeast");
    if (/\?/.test(sentence) || /\d/.test(story ? sentence.replace(timeSpan, " ") : sentence))
      continue;
    const words = sentence.match(/[\p{L}']+/gu) ?? [];
    if (!story) {
      if (!selfDescription.test(sentence.trim()) || wantsOrUses.test(sentence)) continue;
      if (words.some((w) => isThing(w, names) && !businessPlace.test(w))) continue;
    }

    // Read alone, it asks nothing: no offer, line, need, order, figure, date or policy.
    const own = parse(story ? sentence.replace(timeSpan, " ") : sentence, now, names);
    if (
      // A name the story gives that nothing reads ("typing orders into Shopify") is a system
      // the pages may not connect to.
      (story && own.leftovers.some((w) => names.has(w))) ||
      own.offers.length ||
      own.families.length ||
      own.products.length ||
      own.constraints.some((c) => !story || c.kind !== "feature") ||
      // "Spends most mornings on ...": an amount of time, not the most of anything.
      own.ops.some((o) => !story || (o !== "max" && o !== "min")) ||
      // "Spend" is time in a story, never a price asked.
      (!story && own.attributes.some((a) => a !== "features")) ||
      own.billing.length ||
      own.dates.length ||
      own.months !== undefined ||
      own.policy
    )
      continue;
    if (story) stories.push([start, end]);
    else s.mark(start, end);
  }
  // A story's words were read by the recognizers too ("6 hours a week" as hours saved): the
  // question is read again without it.
  if (stories.length) {
    let rest = text;
    for (const [start, end] of stories)
      rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
    return parse(rest, now, names);
  }
  // The business's own name said for "you" ("the most Relaywise could be liable for") names
  // nothing beside what is asked. Taken last, so the recognizers above still read it.
  s.take(/\brelaywise(?:'s)?\b/);
  for (const { word, index } of s.rest()) {
    // A scale nothing read ("a few million") is a number not understood, never a casual word.
    if (
      /\d/.test(word) ||
      /^(?:millions?|billions?|thousands?|hundreds?|mil|quarters?)$/.test(word) ||
      fusedNumber.test(word)
    )
      q.unexplained.push(fusedNumber.test(word) ? word.replace(/'/g, " ") : word);
    else if (exactFiller(word)) continue;
    // A thing the catalog lacks before a typo of a filler: "taxes" is not "takes".
    else if (isThing(word, names)) q.leftovers.push(word);
    else if (isFiller(word)) continue;
    else if (namesSomething(word, index, text, names)) q.leftovers.push(word);
    else q.casual.push(word);
  }
  // "And with Claude, 3 million?": a model is priced by the token and counts nothing else, so
  // one bare count of hundreds of thousands said of models alone is their tokens. A smaller
  // bare number may be a budget or a count of chats, and stays asked back.
  if (
    q.tokens === undefined &&
    q.offers.length &&
    q.offers.every((o) => o.family === "model") &&
    !q.families.length &&
    q.unexplained.length === 1 &&
    /^\d{6,}$/.test(q.unexplained[0]!)
  ) {
    q.tokens = Number(q.unexplained[0]);
    q.unexplained = [];
    addAttr("tokenPrice");
  }
  if (
    /\b(?:has|have|with|got|gets|shows?) (?:a |an )?(?:actual |real |published |listed |set |fixed |proper )?(?:price|pricing|price tag)(?: on it| listed| shown)?\b|\bnot custom\b/.test(
      text,
    )
  )
    q.priced = true;
  // "If we pay for Business Pro annually": the yearly billing, said around the offer's name.
  if (
    !q.billing.length &&
    /\bpa(?:y|ying|id) for (?:the |our |my )?[a-z]+(?: [a-z]+){0,2} (?:yearly|annually|once a year)\b/.test(
      text,
    )
  )
    q.billing.push("yearly");
  // "The professional and enterprise chatbot plans... how much extra would enterprise cost?": a
  // name both lines use is the named line's plan, when only one of the two lines is named.
  const lines = q.families.filter((f) => f === "chatbot" || f === "automation");
  if (lines.length === 1) {
    const other = (o: Offer) =>
      q.ambiguous.includes(o) &&
      o.family !== lines[0] &&
      (o.family === "chatbot" || o.family === "automation") &&
      q.offers.some(
        (x) =>
          x !== o &&
          x.family === lines[0] &&
          x.id === o.id &&
          // The same name said again, not another word for a plan ("pro" beside "chatbot
          // professional" is Business Pro).
          (text.match(new RegExp(`\\b${x.name.toLowerCase()}\\b`, "g"))?.length ?? 0) > 1,
      );
    q.offers = q.offers.filter((o) => !other(o));
    q.named = q.named.filter((o) => !other(o));
  }
  // "Business Pro and a website, what's my monthly bill?": the offers' total.
  if (
    q.offers.length > 1 &&
    /\b(?:my|our|the|a|total|combined) (?:monthly |total |combined )?bill\b/.test(text)
  )
    q.total = true;
  // "If I email you my cancellation": how the notice is given, not a subject of its own.
  if (q.policy === "notice")
    q.leftovers = q.leftovers.filter((w) => !/^(?:e-?mail|mail|letter|writing|written)$/.test(w));
  // "What would it cost on GPT-4, and how much would I save on Claude instead?": the saving of
  // one offer over the other is their difference.
  if (/\binstead\b/.test(text)) q.instead = true;
  if (q.bareSave && q.offers.length === 2 && q.instead && !q.ops.includes("diff"))
    q.ops.push("diff");
  // "If I leave now, what is still owed?": leaving is the early exit asked about.
  if (q.earlyExit)
    q.leftovers = q.leftovers.filter(
      (w) => !/^(?:leav(?:e|ing)|exit(?:ing)?|owed?|owing)$/.test(w),
    );
  // "We want quoting, dispatch, invoicing, review requests and job reminders automated, that's
  // five separate flows": with a count of workflows asked, the everyday tasks told around it are
  // what the workflows would do, not things the answer must price or promise.
  if (
    q.constraints.some((c) => c.kind === "atLeast" && c.unit === "workflows") &&
    /\b(?:automat\w*|(?:work ?)?flows?|processes|tasks)\b/.test(text)
  )
    q.leftovers = q.leftovers.filter((w) => !taskNoun.test(w));
  if (
    q.attributes.includes("saving") &&
    /\b(?:how much|what) (?:do|would|will|should|did) (?:i|we) (?:pay|be paying|spend)\b(?! (?:less|more)\b)/.test(
      text,
    )
  )
    q.paidToo = true;
  // "5 or 6 workflows", "5-6 workflows": a range said for a need; the higher end is the need.
  for (const c of q.constraints) {
    if (c.kind !== "atLeast") continue;
    const low = new RegExp(`\\b(\\d{1,6}) ?(?:or|to|-|–) ?${c.n}\\b`).exec(text)?.[1];
    if (low && Number(low) < c.n) q.unexplained = q.unexplained.filter((u) => u !== low);
  }
  // "Our contract ends on Jan 15": the contract is the service that ends, not a subject of its own.
  if (q.policy === "notice" || q.policy === "deletion")
    q.leftovers = q.leftovers.filter(
      (w) => !/^(?:contracts?|agreements?|subscriptions?|services?|accounts?)$/.test(w),
    );
  // "All 3 of the builds", "those 3 together": a count of the offers asked about, said back.
  const counted = text.match(
    /\b(?:all(?: of)?(?: the)?|the|those|these) (\d)\b(?= (?:of (?:the|them|those|these|your|ur)\b|together\b|combined\b|in total\b|at once\b|[a-z ]*(?:builds?|plans?|tiers?|packages?|options?|models?|channels?|apps?|products?|services?|ones?)\b)|\s*(?:$|[?!.,]))/,
  );
  if (counted && q.unexplained.includes(counted[1]!)) {
    q.unexplained.splice(q.unexplained.indexOf(counted[1]!), 1);
    q.saidCount = Number(counted[1]);
  }
  if (
    /\btoo\b|\bas well\b|\balso\b|\bon top(?: of (?:that|it|this|those|them))?\b|\bin addition\b|\bbesides that\b/.test(
      text,
    )
  )
    q.adding = true;
  // "So 6 months is about 1800, right?": a total put forward over a period, checked against the
  // one computed (never taken as a price of ours).
  if (q.months !== undefined || q.yearWord) {
    const claim =
      /\b(?:is|comes? to|would be|will be|(?:would|will|should) (?:cost|come to|run)(?: me| us)?|runs?(?: me| us)?|costs?(?: me| us)?|works? out (?:to|at)|adds? up to|=|equals|totals?)\s+(?:about|around|roughly|approximately|approx|like|only|just)?\s*\$?(\d[\d,]{2,})(?:\.\d+)?\s*(?:bucks|dollars|usd)?\s*(?:,?\s*(?:right|correct|yes|yeah|no|isn'?t it|is that right|yeah\?))?\s*(?:\?|$)/.exec(
        text,
      );
    const said = claim?.[1]?.replace(/,/g, "");
    // "$1,791" is said with its thousands comma and its dollar sign.
    const same = (u: string) => u.replace(/[$,]/g, "") === said;
    if (said && q.unexplained.some(same)) {
      q.claimedTotal = Number(said);
      q.unexplained = q.unexplained.filter((u) => !same(u));
    }
  }
  // "Thirty days is the rule, right?": a published policy period said back, no part of what
  // is asked (another figure stays unexplained and is asked back).
  const rules = [
    cancellationPolicy.monthlyNoticeDays,
    refundPolicy.riskFreeDays,
    vibeCodingTrialDays,
  ].map(String);
  for (const m of text.matchAll(
    /\b(\d{1,3})[ -]days?(?: notice)? (?:is|are|being|was) (?:the|your) (?:rule|policy|notice(?: period)?|window|deadline)\b|\b(?:the|your) (?:rule|policy|notice(?: period)?|window) (?:is|being) (\d{1,3}) days\b/g,
  )) {
    const said = m[1] ?? m[2]!;
    if (rules.includes(said)) q.unexplained = q.unexplained.filter((u) => u !== said);
  }
  // "Your refund window is 30 days like most SaaS, right?": another refund period than ours,
  // put forward, is corrected by the answer rather than asked back.
  const refundSaid =
    /\b(?:refunds?|money[- ]back)(?: window| period| policy| guarantee)? (?:is|are|lasts?|being|was) (?:only |just |about |like |usually |normally )?(\d{1,3})[ -]?days?\b|\b(\d{1,3})[ -]days? (?:refund|money[- ]back)(?: window| period| policy| guarantee)?\b/.exec(
      text,
    );
  const refundDays = refundSaid?.[1] ?? refundSaid?.[2];
  if (refundDays && refundDays !== String(refundPolicy.riskFreeDays)) {
    if (q.unexplained.includes(refundDays)) {
      q.refundClaim = Number(refundDays);
      q.unexplained = q.unexplained.filter((u) => u !== refundDays);
      q.policy = q.policy ?? "refund";
    }
  }
  // "The sales guy said it'd be like 7 grand": a figure somebody guessed or quoted, checked
  // against the computed total and confirmed or corrected.
  // Every figure of the sentence the guess is told in belongs to it ("told me it's $599 a month,
  // so over 7 grand a year"); the largest is the total to check.
  for (const m of text.matchAll(guessedFigure)) {
    const end = text.slice(m.index).search(/[.?!](?!\d)|$/) + m.index;
    const figures = [...text.slice(m.index, end).matchAll(/\$?\d[\d,]*(?:\.\d+)?/g)]
      .map((f) => f[0].replace(/[$,]/g, ""))
      .filter((said) => q.unexplained.some((u) => u.replace(/[$,]/g, "") === said));
    if (!figures.length) continue;
    q.unexplained = q.unexplained.filter((u) => !figures.includes(u.replace(/[$,]/g, "")));
    q.constraints = q.constraints.filter(
      (c) => !(c.kind === "budget" && figures.map(Number).includes(c.max)),
    );
    if (q.claimedTotal === undefined) {
      q.claimedTotal = Math.max(...figures.map(Number));
      q.guessed = true;
    }
  }
  // "The mobile app plan is $250 a month on monthly billing, right?": a price of the offer its
  // sentence names, put forward to be checked (and corrected), never a price the visitor sets.
  for (const m of text.matchAll(
    /(?:^|[.?!]\s+)((?:[^.?!]|\.(?=\d))*?(?:\bis |\bat |\bfor |,\s*|\bcosts? )(?:only |just |about |around |like )?\$(\d[\d,]*)(?:\.\d+)?\b(?:[^.?!]|\.(?=\d))*?(?:,\s*|\s+)(?:right|correct|isn'?t it|is not it|is that right|is that correct|yes|yeah|no)\s*\?)/g,
  )) {
    const said = `$${m[2]}`;
    const start = m.index + m[0].indexOf(m[1]!);
    const inSentence = offerAt.filter(([at]) => at >= start && at < start + m[1]!.length);
    const offer = inSentence[0]?.[1];
    const amount = Number(m[2]!.replace(/,/g, ""));
    if (inSentence.length !== 1 || q.priceCheck) continue;
    q.priceCheck = { offer: offer!, amount };
    q.unexplained = q.unexplained.filter((u) => u !== said);
    // "Business Pro is only $199 a month, right?": the figure checked is no budget.
    q.constraints = q.constraints.filter((c) => !(c.kind === "budget" && c.max === amount));
  }
  // "Business Starter is normally 297, right?": a figure of the offer named, said back. Another
  // figure stays unexplained (and is asked back).
  q.unexplained = q.unexplained.filter((u) => {
    if (!/^\d{2,4}$/.test(u)) return true;
    const said = new RegExp(
      `\\b(?:normally|usually|regularly|originally|regular(?: price)?(?: is| of)?|was|is|costs?|only) ${u}(?=\\s*(?:$|[?!.,;)]|(?:right|correct|dollars|bucks|usd|a month|per month|monthly|\\/mo|and|plus)\\b))`,
    ).test(text);
    const figure = Number(u);
    const own = q.offers.some((o) =>
      [o.monthly, o.regular, o.yearlyPerMonth, o.oneTime].includes(figure),
    );
    if (said && !own && q.offers.length) q.claimed.push(u);
    return !(said && own);
  });
  // "... gives me 5 workflows, right? I need 5.": the need said again as a bare number is the
  // count already read, not another figure.
  q.unexplained = q.unexplained.filter(
    (u) =>
      !(
        q.constraints.some((c) => c.kind === "atLeast" && String(c.n) === u) &&
        new RegExp(
          `\\b(?:need|needs|want|require|requires|must have|have to have)(?: at least| about| around)? ${u}\\b(?! (?:\\w+ )?(?:months?|years?|weeks?|days?|\\$))`,
        ).test(text)
      ),
  );
  // "Business Starter gives 5 workflows, right? So that's the cheapest for us?": the count put
  // forward of the one offer named is what is checked, and the cheapest asked is of its whole
  // line for the need. The offer named does not meet it, so it is no pick; the cheapest
  // answer names its own count beside the one that does.
  if (q.ops.includes("cheapest") && q.offers.length === 1) {
    const [named] = q.offers;
    const need = q.constraints.find((c) => c.kind === "atLeast");
    const own =
      need?.kind === "atLeast"
        ? need.unit === "workflows"
          ? named!.workflows
          : need.unit === "conversations"
            ? named!.conversations
            : need.unit === "chatbots"
              ? named!.chatbots
              : null
        : null;
    const put =
      need?.kind === "atLeast" &&
      new RegExp(
        `\\b(?:gives|has|includes|comes with|covers|offers|gets)(?: (?:you|us|me))? ${need.n} (?:custom )?(?:automated )?${need.unit.replace(/s$/, "")}s?\\b[^.?!]{0,20}?\\b(?:right|correct|isn'?t it|doesn'?t it)\\s*\\?`,
      ).test(text);
    if (put && own !== null && own !== undefined && need?.kind === "atLeast" && own < need.n) {
      q.offers = [];
      q.named = [];
      if (!q.families.includes(named!.family)) q.families.push(named!.family);
      q.referent = undefined;
    }
  }
  // "The 179 one": a published figure of an offer the question names picks it out, whatever
  // the words around it.
  q.unexplained = q.unexplained.filter((u) => {
    const figure = Number(u.replace(/[$,]/g, ""));
    return !q.offers.some((o) =>
      [o.monthly, o.regular, o.yearlyPerMonth, o.oneTime].includes(figure),
    );
  });
  // "Rank ur 3 AI models cheapest to priciest": the whole pool in order of price, not its two
  // ends (the order words were read as "the cheapest" and "the dearest" above).
  const byPrice =
    /\b(cheapest|lowest|least expensive|most affordable|priciest|most expensive|dearest|highest)(?: (?:one|price)s?)? (?:to|through|then) (?:the )?(cheapest|lowest|least expensive|priciest|most expensive|dearest|highest)\b/.exec(
      text,
    );
  if (byPrice && q.ranked !== "up" && q.ranked !== "down" && byPrice[1] !== byPrice[2]) {
    q.ranked = /cheap|low|least|afford/.test(byPrice[1]!) ? "up" : "down";
    q.ops = q.ops.filter((o) => o !== "cheapest" && o !== "dearest");
    addAttr("price");
  }
  if (/\b(?:versus|vs\.?|compared (?:to|with)|(?:more|less|cheaper|pricier) than)\b/.test(text))
    q.versus = true;
  // "Which build is that, and what is it per month?": its price, said without the word.
  if (
    /\bwhat(?:'s| is| would be| will be| does) (?:it|that|this)(?: (?:cost|come to|run))? (?:per|a|each|every) month\b/.test(
      text,
    )
  )
    addAttr("price");
  // "Cheapest AI model, and how much less than Claude?": Claude is what the pick is set against,
  // not the pool the order picks from.
  if (
    q.offers.length === 1 &&
    q.ops.includes("diff") &&
    q.ops.some((o) => o === "cheapest" || o === "dearest")
  ) {
    const o = q.offers[0]!;
    const at = offerAt.find(([, x]) => x === o)?.[0];
    if (at !== undefined && /\bthan (?:the |that of |what )?$/.test(text.slice(0, at))) {
      // "The priciest chatbot plan ... than Starter": the Starter of the line the order is on.
      const inLine = q.ambiguous.find(
        (x) => x !== o && x.id === o.id && q.families.includes(x.family),
      );
      q.against = q.families.includes(o.family) ? o : (inLine ?? o);
      q.offers = [];
      q.named = q.named.filter((x) => x !== o);
      if (!q.families.includes(q.against.family)) q.families.push(q.against.family);
    } else if (
      at !== undefined &&
      /\bthan (?:the |your |our )?(?:cheapest|lowest|least expensive|most affordable|priciest|most expensive|dearest)\b/.test(
        text.slice(at),
      )
    ) {
      // "How much more is Business Pro than the cheapest chatbot plan?": the order picks from
      // the line said after "than" (the named offer's own line when none is said), and the
      // named offer is set against the pick.
      q.against = o;
      q.offers = [];
      q.named = q.named.filter((x) => x !== o);
      const after = text.slice(at);
      const line: Family | undefined = /\bthan [^.?!]*?\b(?:automation|workflow)/.test(after)
        ? "automation"
        : /\bthan [^.?!]*?\b(?:chat ?bot|bot)/.test(after)
          ? "chatbot"
          : /\bthan [^.?!]*?\b(?:vibe|web ?site|app|development)/.test(after)
            ? "vibe"
            : undefined;
      if (line) q.families = [line];
      else if (!q.families.length) q.families.push(o.family);
    }
  }
  // "Every chat after the first 10,000 on Professional": a limit said of a name two lines share
  // is the limit of the line that has it (the chatbot Professional, not Business Pro).
  const saidNumbers = new Set(
    [...text.matchAll(/\b\d{1,3}(?:,\d{3})+\b|\b\d+\b/g)].map((m) =>
      Number(m[0].replace(/,/g, "")),
    ),
  );
  const limitOf = (o: Offer) =>
    [o.conversations, o.workflows].filter((n): n is number => n !== null && Number.isFinite(n));
  q.offers = q.offers.map((o) => {
    // An offer whose name was ambiguous, and the same name in another line.
    const alt = q.ambiguous.some((x) => x.id === o.id)
      ? offers.find((x) => x.id === o.id && x.family !== o.family && limitOf(x).length)
      : undefined;
    if (!alt || limitOf(o).some((n) => saidNumbers.has(n))) return o;
    if (!limitOf(alt).some((n) => saidNumbers.has(n))) return o;
    q.named = q.named.map((x) => (x === o ? alt : x));
    return alt;
  });
  // "Business Starter for 4 months, then Business Pro for the other 8 months": each offer has
  // the period said after it; "those 12 months" or "the year" is their sum, not a third period.
  if (q.offers.length === 2 && monthsAt.length >= 2) {
    const placed = [...offerAt].filter(([, o]) => q.offers.includes(o)).sort((a, b) => a[0] - b[0]);
    const pairs = placed.map(([at, o], i) => {
      const next = placed[i + 1]?.[0] ?? text.length;
      const p = monthsAt.find((x) => x.at > at && x.at < next);
      return p ? { offer: o, months: p.months, said: p.said } : undefined;
    });
    const both = pairs.filter((p): p is NonNullable<typeof p> => p !== undefined);
    if (both.length === 2 && both[0]!.months !== both[1]!.months) {
      const total = both[0]!.months + both[1]!.months;
      q.perOffer = both.map(({ offer, months }) => ({ offer, months }));
      q.months = undefined;
      // "Then move up to Business Pro ... what is the grand total?": a total, not a difference.
      if (/\btotal\b|\baltogether\b|\bin all\b|\bcombined\b|\bspend\b|\bcost me\b/.test(text))
        q.ops = q.ops.filter((o) => o !== "diff");
      q.unexplained = q.unexplained.filter((u) => {
        if (both.some((p) => p.said === u)) return false;
        const n = /^(?:for |over |during |in |across )?(?:the )?(\d+)[ -]?months?$/.exec(u)?.[1];
        if (n && Number(n) === total) return false;
        return !(
          total === 12 && /^(?:the|a|for the|over the) (?:(?:whole|full|entire) )?year$/.test(u)
        );
      });
    }
  }
  // "Answering every new web lead by hand, typing supplier invoices into the books and sorting
  // tickets by urgency. If you did those three with your ready-made automations...": the
  // automations are named by what they handle, as many as the count said.
  const said =
    /\b(?:those|these|the|all|all of those|all of these) (\d|two|three|four|five|six)\b/.exec(text);
  const count = said
    ? /^\d$/.test(said[1]!)
      ? Number(said[1])
      : numberWords[said[1]!]
    : undefined;
  if (
    count !== undefined &&
    q.offers.every((o) => o.family === "example") &&
    q.offers.length < count &&
    (q.families.includes("example") || q.attributes.includes("hours"))
  ) {
    const handles: Record<string, RegExp> = {
      "lead-follow-up": /\bleads?\b/,
      "invoice-processing": /\binvoices?\b/,
      "appointment-reminders": /\bappointments?\b|\breminders?\b|\bbookings?\b/,
      "support-ticket-triage": /\btickets?\b|\btriag\w*/,
      "document-intake": /\bdocuments?\b|\bpaperwork\b|\bintake\b/,
      "review-requests": /\breviews?\b/,
    };
    const matched = offers.filter(
      (o) => o.family === "example" && (q.offers.includes(o) || handles[o.id]?.test(text)),
    );
    if (matched.length === count) {
      for (const o of matched) if (!q.offers.includes(o)) q.offers.push(o);
      for (const o of matched) if (!q.named.includes(o)) q.named.push(o);
      q.unexplained = q.unexplained.filter((u) => u !== said![1]);
      q.casual = q.casual.filter((w) => w !== said![1]);
      q.leftovers = q.leftovers.filter((w) => w !== said![1]);
      q.leftovers = q.leftovers.filter((w) => !/^(?:inbox|books?|hand|urgent|web)$/.test(w));
      if (!q.families.includes("example")) q.families.push("example");
      // "Sorting tickets by how urgent they are" describes one of them, not an order asked.
      if (q.ranked === "default") q.ranked = undefined;
    }
  }
  // "A and B, both on the 12-month plan: how much per month and per year?": two periods asked of
  // several offers are two figures of one sum (each offer times 12 leaves the total unsaid).
  if (
    q.offers.length >= 2 &&
    !q.ops.length &&
    /\b(?:(?:per|a|each|by the|every|\/) ?(?:month|mo)|monthly)\b,? (?:and|&|plus|or|as well as|\/) (?:(?:per|a|each|by the|every|\/) ?(?:year|yr|annum)|yearly|annually|for the year|over the year|the year)\b/.test(
      text,
    )
  )
    q.ops.push("sum");
  // "Instead of cancelling, can I freeze the plan?": the pause asked, not the notice.
  // "My partner thinks we should just cancel ... If I pause starting today, what's the latest
  // date?": the sentence that asks decides, not a cancellation told in the story before it.
  const pauseWord = /\bpaus(?:e|es|ed|ing)\b|\bon hold\b|\bfr(?:eeze|eezes|eezing|oze|ozen)\b/;
  const saidSentences = text.split(/(?<=[.!?])\s+/);
  // "Thinking about cancelling, but if I freeze it today, till when?": the clause after "but"
  // asks, as a sentence after a story does.
  const askingSentence =
    saidSentences.filter((x) => /\?\s*$/.test(x)).at(-1) ?? saidSentences.at(-1);
  const asking = askingSentence?.split(/,?\s+but\s+/).at(-1);
  if (
    pauseWord.test(text) &&
    (/\b(?:instead of|rather than|not|without|don'?t want to|do not want to) cancel\w*/.test(
      text,
    ) ||
      (asking !== undefined &&
        asking !== text &&
        pauseWord.test(asking) &&
        !cancelWord.test(asking) &&
        q.policy === "notice"))
  ) {
    q.policy = "pause";
    q.ops = q.ops.filter((o) => o !== "diff");
  }
  // "Each extra workflow past the 8 included": the plan's own count said back as the line the
  // extra is past; another count than the plan's stays unexplained (and is asked back).
  if (q.attributes.includes("addOn")) {
    const counts = new Set(
      (q.offers.length ? q.offers : offers).flatMap((o) => [
        o.conversations,
        o.workflows,
        o.chatbots,
      ]),
    );
    const past = text.match(
      /\b(?:past|beyond|over|above|after|than|on top of) (?:the |my |our |your |its )?(\d[\d,]*)(?: (?:included|in the plan|workflows?|automations?|conversations?|chatbots?|bots?)){0,2}\b|\b(?:the )?(\d[\d,]*) (?:included|it includes|that come with it|in the plan)\b/g,
    );
    if (q.saidCount !== undefined && counts.has(q.saidCount)) q.saidCount = undefined;
    for (const m of past ?? []) {
      const n = m.match(/\d[\d,]*/)![0];
      if (counts.has(Number(n.replace(/,/g, ""))))
        q.unexplained = q.unexplained.filter((u) => u !== n);
    }
    q.leftovers = q.leftovers.filter((w) => !/^(?:included|limit|cap|allowance|quota)$/.test(w));
  }
  // "What do you charge per conversation if we go over 10,000?": one charge past the limit, and
  // the limit said back is the offer's own.
  if (q.leftovers.includes("overage")) {
    q.leftovers = [...new Set(q.leftovers.filter((w) => w !== "per-unit fee"))];
    const limits = new Set(q.offers.flatMap((o) => [o.conversations, o.workflows]));
    q.unexplained = q.unexplained.filter((u) => !limits.has(Number(u.replace(/,/g, ""))));
  }
  // "Hours a month", "monthly hours": the pages state hours a week, so the month is worked out.
  if (
    q.attributes.includes("hours") &&
    q.months === undefined &&
    q.weeks === undefined &&
    !q.yearWord &&
    /\bmonthly\b|\b(?:a|per|each|every|one|in a|in one|over a|over one|for a|for one) month\b|\bmonth(?:ly)? (?:saving|savings|total)\b/.test(
      text,
    )
  )
    q.hoursMonth = true;
  // "The one-time fee for Business Pro": no offer asked has a one-time price.
  if (q.oneTimeWord && !q.offers.some((o) => o.oneTime !== null) && q.offers.length) {
    q.leftovers.push("one-time");
  }
  return q;
}

/**
 * The chatbot channels a text names, each rule alone ("and for SMS?", "what about email?"): read
 * only where the previous question was about channels, so an unsure word is a channel there.
 */
export function channelsNamed(text: string): {
  offers: Offer[];
  words: string[];
} {
  // "and fb?": said alone after a channel question, only Facebook is meant.
  const said = text.replace(
    /\bfb\b(?! (?:page )?(?:messenger|messages|dms?|inbox|chats?)\b)/g,
    "facebook",
  );
  const found = channelWords
    .map((r) => ({ r, m: r.re.exec(said) }))
    .filter((f): f is { r: (typeof channelWords)[number]; m: RegExpExecArray } => f.m !== null)
    .sort((a, b) => a.m.index - b.m.index);
  return {
    offers: found.flatMap(({ r }) =>
      offers.filter((o) => o.family === "channel" && o.id === r.id).slice(0, 1),
    ),
    words: [...found.flatMap(({ m }) => m[0].split(/\s+/)), ...(said === text ? [] : ["fb"])],
  };
}

/** What a chatbot plan must cover to have a channel offer ("the cheapest plan that has it"). */
export function channelNeed(o: Offer): Constraint | undefined {
  if (o.family !== "channel") return undefined;
  const rule = channelWords.find((r) => r.id === o.id);
  return rule ? { kind: "feature", label: rule.label, pattern: rule.pattern } : undefined;
}

/** Chatbot channels; "sure" ones name nothing else, the others only in a list with one. */
const channelWords: Array<{
  id: string;
  re: RegExp;
  sure: boolean;
  label: string;
  pattern: RegExp;
}> = [
  {
    id: "whatsapp",
    // "whatsap", "watsapp", "whatapp": the channel misspelt.
    re: /\b(?:whats?|wh?ats) ?a+pp?\b/,
    sure: true,
    label: "WhatsApp",
    pattern: /all channels|whatsapp/i,
  },
  {
    id: "facebook",
    re: /\b(?:facebook|fb)(?: page)? (?:messenger|messages|dms?|inbox|chats?)\b|\bmessenger\b|\bfacebook(?: page)?\b/,
    sure: true,
    label: "Facebook Messenger",
    pattern: /all channels|messenger/i,
  },
  {
    id: "slack",
    re: /\b(?:(?:our|the|my) )?(?:staff|team|internal|company|work|office) slack\b|\bslack\b/,
    sure: true,
    label: "Slack",
    pattern: /all channels|slack/i,
  },
  {
    id: "website",
    // "websight", "webiste", "wesbite": the channel misspelt.
    re: /\b(?:web ?(?:site|sight|siet|ste)|webiste|wesbite|websit|site)(?: widget| chat)?\b/,
    sure: false,
    label: "the website widget",
    pattern: /website widget|all channels/i,
  },
  {
    id: "sms",
    re: /\bsms\b|\btext messages?\b|\btexts?\b/,
    sure: false,
    label: "SMS",
    pattern: /all channels|sms/i,
  },
  {
    id: "email",
    re: /\be-?mail\b/,
    sure: false,
    label: "email",
    pattern: /all channels/i,
  },
];

const setupWords =
  /\bset(?:ting)? ?up\b|\bsetup\b|\bhook\w*\b|\bconnect\w*|\bintegrat\w*|\bgo(?:ing)? live\b|\blive on\b|\b(?:add|adding|put|putting|install\w*|deploy\w*|launch\w*|get(?:ting)?) (?:\w+ )?(?:chat ?bot|bot|it|widget)\b/;
const setupTime =
  /\bhow long\b|\bhow much time\b|\btime\b|\bminutes?\b|\btotal\b|\badd\w* (?:it |them |those )?(?:all )?up\b|\bhow (?:fast|quick(?:ly)?|soon)\b/;

/**
 * "How long to set the chatbot up on WhatsApp, SMS and Messenger?": the channels as offers with
 * their setup minutes. "A chatbot on the website and one on WhatsApp, cheapest plan?": the
 * channels a chatbot plan must cover, as features. An ambiguous word ("website", "SMS") is a
 * channel only in a list with a sure one, or said as where a chatbot runs ("on our website").
 */
function readChannels(
  s: Scanner,
  text: string,
  q: Query,
  addOffer: (o: Offer, at: number, end?: number) => void,
  addFamily: (f: Family) => void,
  addAttr: (a: Attribute) => void,
  addOp: (o: Op) => void,
) {
  const chatbotish = chatbotContext.test(text);
  // "And Messenger and SMS too, how long?": a time asked of a channel is its setup time.
  // "The website widget" names the chatbot's channel, not a website to build.
  const widget = /\b(?:web ?site|site) (?:chat )?widget\b/;
  const sureChannel = channelWords.some((r) => r.sure && r.re.test(text)) || widget.test(text);
  const setup =
    setupTime.test(text) &&
    (setupWords.test(text) ||
      (sureChannel && !/\b(?:plans?|tiers?|price|cost|how much)\b|\$/.test(text)));
  // WhatsApp, Messenger or Slack beside a plan word is a chatbot's channel even in a follow-up
  // that does not say "chatbot" ("which is the cheapest one that also works on whatsapp?").
  // "Is the Starter chatbot enough?": a plan checked against the needs said is asked of them.
  const planWord =
    /\b(?:plans?|tiers?|cheapest|price|cost|how much|which|afford|budget|enough|suffic\w*|covers?|fits?)\b|\$/;
  if (!chatbotish && !setup && !(sureChannel && planWord.test(text))) return;
  const found: Array<{
    rule: (typeof channelWords)[number];
    at: number;
    end: number;
  }> = [];
  const masked = s.masked();
  for (const rule of channelWords) {
    for (const m of masked.matchAll(new RegExp(rule.re.source, "g"))) {
      if (s.free(m.index, m.index + m[0].length))
        found.push({ rule, at: m.index, end: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const sure = (f: (typeof found)[number]) =>
    f.rule.sure || (f.rule.id === "website" && widget.test(text.slice(f.at, f.end + 7)));
  const joiner =
    /^\s*(?:,|and|or|&|\+|plus|, and)?\s*(?:(?:one|also|then|another) )?(?:on |to |via |in |through )?(?:the |our |my |a )?$/;
  const channels = found.filter((f, i) => {
    if (sure(f)) return true;
    // In a list ("website, WhatsApp and SMS") that holds a sure one.
    const prev = found[i - 1];
    const next = found[i + 1];
    const listed =
      found.some(sure) &&
      ((prev !== undefined && joiner.test(text.slice(prev.end, f.at))) ||
        (next !== undefined && joiner.test(text.slice(f.end, next.at))));
    const where = /\b(?:on|to|in|into|for|via) (?:the |our |my |your |a )?$/.test(
      text.slice(0, f.at),
    );
    return listed || (chatbotish && where && f.rule.id === "website");
  });
  // "Every channel you list", "all of your channels": each channel the catalog holds, in the
  // pages' order, added like channels said one by one.
  const every =
    /\b(?:every|each|all(?: of)?(?: the| your| ur)?(?: \d+| six)?) (?:channels?|integrations?|platforms?)\b(?: (?:that )?(?:you|u|the site|the page|your site)(?: guys)? (?:list|support|offer|have|show|mention|connect to|integrate with)\w*)?/;
  const everyAt = setup && !channels.length ? every.exec(s.masked()) : null;
  if (everyAt && s.free(everyAt.index, everyAt.index + everyAt[0].length)) {
    s.mark(everyAt.index, everyAt.index + everyAt[0].length);
    for (const offer of offers.filter((o) => o.family === "channel")) {
      addOffer(offer, everyAt.index, everyAt.index + everyAt[0].length);
      if (!q.named.includes(offer)) q.named.push(offer);
    }
    addFamily("channel");
    addAttr("setup");
    addOp("sum");
    s.take(setupWords);
    s.take(
      /\bhow long\b|\bhow much time\b|\bsetup time\b|\btime\b|\bminutes?\b|\bin total\b|\btotal\b|\badd\w* (?:it |them |those )?(?:all )?up\b|\bby your (?:own )?numbers\b/,
    );
    return;
  }
  if (!channels.length) return;
  // Channels a plan must cover only where a plan or a price is asked; "how long to add the bot
  // to my website" is about the setup, not a constraint on plans.
  // "Can your bot answer customers on WhatsApp?": which plans cover the channel is the answer.
  const canItDo =
    chatbotish &&
    channels.some(sure) &&
    /^(?:so |and |also )?(?:can|does|do|will|would|could|is|are)\b/.test(text.trim());
  if (!setup && !planWord.test(text) && !canItDo) return;
  for (const c of channels) {
    s.mark(c.at, c.end);
    if (setup) {
      const offer = offers.find((o) => o.family === "channel" && o.id === c.rule.id)!;
      addOffer(offer, c.at, c.end);
      if (!q.named.includes(offer)) q.named.push(offer);
    } else if (!q.constraints.some((x) => x.kind === "feature" && x.label === c.rule.label)) {
      // "works on whatsapp not just the website", with WhatsApp said twice: one need.
      q.constraints.push({
        kind: "feature",
        label: c.rule.label,
        pattern: c.rule.pattern,
      });
    }
  }
  if (setup) {
    addFamily("channel");
    addAttr("setup");
    if (channels.length > 1) addOp("sum");
    s.take(setupWords);
    s.take(
      /\bhow long\b|\bhow much time\b|\bsetup time\b|\btime\b|\bminutes?\b|\bin total\b|\btotal\b|\badd\w* (?:it |them |those )?(?:all )?up\b|\bby your (?:own )?numbers\b/,
    );
  } else addFamily("chatbot");
}

/** The clause around a position: between the nearest , ; ? ! . or "and how/what". */
function clauseAt(text: string, at: number): string {
  const stops = /[,;?!.]|\band (?=how|what|which|when|is|are|does|do|can)\b/g;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(stops)) {
    if (m.index < at) start = m.index + m[0].length;
    else {
      end = m.index;
      break;
    }
  }
  return text.slice(start, end);
}

const cancelWord =
  /\bcancel\w*|\bnotice\b|\bquit\w*|\bterminat\w*|\bunsubscrib\w*|\bstop (?:the|my|our) (?:plan|subscription)\b/;

/** The same day a month earlier (the last month's 28th). */
const lastMonth = (d: Day): Day =>
  d.month === 1 ? { ...d, year: d.year - 1, month: 12 } : { ...d, month: d.month - 1 };

/** What has happened: a payment made, a plan bought, a notice sent. */
const pastVerb =
  /\b(?:started|paid|made|bought|purchased|sent|gave|got|began|signed up|subscribed|joined|ordered|placed|renewed|upgraded|downgraded|received|kicked off|went through|came through|was|were|had|did)\b/;
/** "Am I still in time today?": whether today falls in a window that opened on the day said. */
const stillInTime =
  /\b(?:am i|are we|is it|it is|i am|we are|would i be|would we be|will i be|will we be)(?: still)? (?:in time|on time|eligible|ok(?:ay)?|within (?:the )?(?:window|period|time|deadline)|covered|too late|past (?:the )?(?:window|deadline))\b|\bstill (?:in time|eligible|within (?:the )?(?:window|period))\b(?=[^.?!]*\b(?:today|now)\b)|\b(?:have|did) (?:i|we) miss(?:ed)? (?:it|the (?:window|deadline))\b|\b(?:already )?too late (?:now|today|already)\b/;

const toCome =
  /\b(?:planning|plan to|going to|about to|will (?:make|pay|buy|send|start|sign)|if (?:i|we) (?:pay|buy|send|start|sign))\b/;

/** A clock time's zone, said back by its name. */
const zoneNames: Record<string, string> = {
  e: "Eastern time",
  c: "Central time",
  m: "Mountain time",
  p: "Pacific time",
};

/** The same day a month later (the next month's 3rd). */
const addMonth = (d: Day): Day =>
  d.month === 12 ? { ...d, year: d.year + 1, month: 1 } : { ...d, month: d.month + 1 };

const howLong =
  /\bhow long\b|\b(?:the )?(?:longest|shortest)\b|\b(?:i|we) (?:would|will|might) (?:have to )?wait\b|\bwait(?:ing)? (?:time|for)\b|\bhow many (?:business )?days\b|\bhow much time\b|\btime ?(?:line|frame)\b|\bturn ?around(?: time)?\b|\bhow (?:fast|quickly|soon)\b|\b(?:by )?when (?:will|would|do|does|can|should|could) (?:i|we)\b.*\b(?:see|get|have|receive)\b|\bwhat is the (?:total|whole|full|overall) (?:time|wait)\b/;
/** "How long do I have to ask for a refund": the refund window, not the time a refund takes. */
const refundWindow =
  /\bhow long (?:do|will|would|did) (?:i|we|you) (?:have|get)\b|\bhow long (?:can|could) (?:i|we)\b|\bhow many days (?:do|will|would) (?:i|we) (?:have|get)\b|\bhow long is (?:the|your) (?:refund )?(?:window|period|guarantee)\b|\bhow long after\b|\bdeadline\b|\b(?:last|final|latest) (?:day|date)\b|\buntil when\b|\bhow long (?:do|will|would|did) (?:i|we|you) (?:got|gotta|have got)\b/;
const buildWords =
  /\blaunch(?:es|ed|ing)?\b|\bgo(?:es|ing)?[- ]live\b|\blive\b|\bready\b|\bdeliver(?:ed|y)?\b|\bbuilt\b|\bfinished\b|\bdone\b/;
const buildSubject =
  /\b(?:web ?sites?|site|apps?|applications?|projects?|builds?|development|vibe|portal|store)\b|\bpa(?:y|ying|id|yment)\b|\border(?:ing|ed)?\b|\bsign(?:ing|ed)? up\b/;

/** Marks the words of a "how long in total" question about a published timeline. */
function readSpanQuestion(s: Scanner, text: string, q: Query) {
  if (!howLong.test(text)) return;
  let timeline: Timeline | undefined;
  if (/\brefund\w*|\bmoney back\b|\bmy money\b/.test(text) && !refundWindow.test(text)) {
    timeline = refundTimeline;
  } else if (buildWords.test(text) && buildSubject.test(text) && !/\brefund/.test(text)) {
    timeline = developmentTimeline;
  }
  if (!timeline) return;
  // "Once you've approved my refund, how long till it shows up?": a step said as done is
  // behind the visitor; the wait is what comes after it, never the whole timeline. "Once you
  // process it" is still to come, and part of the wait.
  const done = text.match(
    /(?<!\bfrom )\b(?:once|after|now that) (?:you(?:'ve| have| guys have| all have)?|it(?:'s| has| is| was)?|they(?:'ve| have)?|(?:my|the|our) refund(?:'s| is| has| was| gets)?)\s+(?:been |got |gets |already |finally )*(approved|reviewed|processed|sent|issued|acknowledged)\b/,
  );
  // A step said done and counted again ("after you process it, counting your processing") is
  // part of the wait.
  const doneStep = done
    ? timeline.steps.find(
        (st) => st.words.test(done[1]!) && text.match(new RegExp(st.words.source, "g"))!.length < 2,
      )
    : undefined;
  const steps: string[] = [];
  for (const step of timeline.steps) {
    if (s.take(step.words).length && step !== doneStep) steps.push(step.key);
  }
  if (done) s.take(/\b(?:once|after|now that)\b/);
  s.take(howLong);
  s.take(/\b(?:at (?:the )?most|max(?:imum)?|longest|at the latest|tops)\b/, () => {
    q.bound = "max";
  });
  s.take(/\b(?:at (?:the )?least|min(?:imum)?|shortest|fastest|at the earliest)\b/, () => {
    q.bound = q.bound ?? "min";
  });
  s.take(
    /\b(?:from|after|since|once) (?:the |my |our |i |we )?(?:payment|paying|pay|paid|checkout|order(?:ing)?|sign(?:ing)? up|purchase|buying)\b|\bpayment\b/,
  );
  s.take(
    /\b(?:in total|total|altogether|all together|combined|overall|end[- ]to[- ]end|start to finish|from start to end|counting|including|take|takes|taking|took|wait|get (?:it|my money|the money)(?: back)?|the money|money back|money|cash|funds?|my card|card|show(?:s|ing)? up|arriv(?:e|es|ing)|land(?:s|ing)?|actually)\b/,
  );
  q.span = { timeline: timeline.key, steps, ...(doneStep ? { after: doneStep.key } : {}) };
  q.policy = timeline.key === "refund" ? "refund" : q.policy;
}

/** Offers of a family, or of every family the query names. */
export const familyPool = (families: Family[]): Offer[] => families.flatMap((f) => inFamily(f));

/** A day said in words, counted from today: "this morning" is today, "last night" yesterday. */
function dayOffset(said: string): number {
  return said === "tomorrow" ? 1 : said === "yesterday" || said === "last night" ? -1 : 0;
}
