/**
 * Every word the public site uses (pages, legal documents, the catalog, the assistant's own
 * knowledge). A question word the site never uses ("nonprofits", "Shopify", "London") names
 * something the site does not cover: an answer that leaves it out must say so rather than answer
 * a nearby question. Built once per business profile; lookups tolerate one typo.
 */
import type { BusinessProfile } from "../../content/business";
import * as bookingContent from "../../content/booking";
import * as chatContent from "../../content/chat";
import * as chatbotsPage from "../../content/chatbots-page";
import * as checkoutPage from "../../content/checkout-page";
import * as consultation from "../../content/consultation";
import * as contactPage from "../../content/contact-page";
import * as features from "../../content/features";
import * as home from "../../content/home";
import * as knowledge from "../../content/knowledge";
import * as lead from "../../content/lead";
import { legalDocuments } from "../../content/legal";
import * as pagesContent from "../../content/pages";
import * as plans from "../../content/plans";
import * as policies from "../../content/policies";
import * as pricingPage from "../../content/pricing-page";
import * as promises from "../../content/promises";
import * as vibePage from "../../content/vibe-coding-page";
import * as workflowsPage from "../../content/workflows-page";

export type Vocabulary = {
  /** Is the word (or a form of it, or a one-letter typo of one) used on the site? */
  knows(word: string): boolean;
  /** The site's word a typo stands for ("emial": "email"), or undefined. */
  correct(word: string): string | undefined;
  /** Is the word used on the site exactly as written (no stem, prefix or typo)? */
  has(word: string): boolean;
};

/** Calendar words: the hours say "Mon-Fri", a visitor asks about "Saturday". */
const calendarWords =
  "monday tuesday wednesday thursday friday saturday sunday weekday weekdays weekend weekends today tomorrow tonight morning afternoon evening night week month year january february march april may june july august september october november december";

export const stemWord = (w: string) =>
  w
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/(?<=\w{3})(?:ies)$/, "y")
    .replace(/(?<=\w{3})(?:ing|ed|es|s)$/, "");

/** One insertion, deletion, substitution or swap of neighbours apart. */
/** The same letters with two neighbours swapped. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

export function oneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

function collect(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (typeof value === "string") {
    for (const w of value.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []) {
      for (const part of w.split("-")) {
        if (part) {
          out.add(part);
          out.add(stemWord(part));
        }
      }
    }
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, out, depth + 1);
  } else if (typeof value === "object") {
    for (const v of Object.values(value)) collect(v, out, depth + 1);
  }
}

export function buildVocabulary(business: BusinessProfile, extra: string[] = []): Vocabulary {
  const words = new Set<string>();
  for (const module of [
    bookingContent,
    chatContent,
    chatbotsPage,
    checkoutPage,
    consultation,
    contactPage,
    features,
    home,
    knowledge,
    lead,
    pagesContent,
    plans,
    policies,
    pricingPage,
    promises,
    vibePage,
    workflowsPage,
  ]) {
    collect(Object.values(module), words);
  }
  for (const doc of Object.values(legalDocuments)) collect(doc(business), words);
  collect(business, words);
  collect(extra, words);
  collect(calendarWords, words);
  const byLength = new Map<number, string[]>();
  for (const w of words) {
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  // "encrypted" and "encryption" share their first letters: the same word to a visitor.
  const prefixes = new Set<string>();
  for (const w of words) if (w.length >= 6) prefixes.add(w.slice(0, 6));
  const exact = (w: string) =>
    words.has(w) || words.has(stemWord(w)) || (w.length >= 7 && prefixes.has(w.slice(0, 6)));
  const memo = new Map<string, string | undefined>();
  const correct = (word: string): string | undefined => {
    const w = word.toLowerCase();
    if (w.length < 5 || w.length > 20) return undefined;
    if (memo.has(w)) return memo.get(w);
    if (memo.size > 5000) memo.clear();
    const found = search(w);
    memo.set(w, found);
    return found;
  };
  const search = (w: string): string | undefined => {
    // Short words only by swapped letters ("emial"): one letter off, "seats" would be "eats".
    const lengths = w.length < 6 ? [w.length] : [w.length, w.length - 1, w.length + 1];
    for (const n of lengths) {
      for (const candidate of byLength.get(n) ?? []) {
        if (w.length < 6 ? swapped(w, candidate) : oneEdit(w, candidate)) return candidate;
      }
    }
    return undefined;
  };
  return {
    knows(word) {
      const w = word.toLowerCase();
      if (exact(w)) return true;
      // "timezone" is "time zone" written as one word.
      for (let i = 3; i <= w.length - 3; i++) {
        if (exact(w.slice(0, i)) && exact(w.slice(i))) return true;
      }
      // A typo ("emial") is a known word misspelt, not a new subject.
      return correct(w) !== undefined;
    },
    correct: (word) => (exact(word.toLowerCase()) ? undefined : correct(word)),
    has: (word) => words.has(word.toLowerCase()),
  };
}
