/**
 * The figure check: every figure in a reply (dollar amounts, dates, other numbers) must be backed
 * by the published content (catalog, policies, the knowledge the assistant answers from), by a
 * computation of the query engine for this turn, or by a tool result; a reply with an unbacked
 * figure is replaced before it is shown. `FigureGate` applies the same check to a stream: text is
 * let through up to the first figure not yet complete, so no unchecked figure reaches the visitor.
 */
import { catalogDollarAmounts } from "../../content/plans";
import { dollarAmounts } from "../../lib/format";
import { type Day, dayKey, monthIndex, monthNames } from "./compute/dates";
import { inDigits } from "./compute/parse";
import { numberWords } from "./compute/words";
import { normalizeText } from "./normalize";

export type Backing = {
  amounts: Set<number>;
  /** "8", or with the unit that follows it, "8 workflow": a count is backed with its unit. */
  numbers: Set<string>;
  /** Calendar days, YYYY-MM-DD. */
  dates: Set<string>;
  /** Numbers a computation derived: backed with whatever unit the reply gives them. */
  computed: Set<number>;
};

export type FigureSet = { amounts: number[]; numbers: Array<number | string>; dates: string[] };

/** Units a count is checked with: "12 workflows" is not backed by "12 months". */
const unitWord =
  /^[ -]?(workflow|automation|conversation|chatbot|bot|business day|day|hour|week|month|year|minute|second|seat|user|message|location|format|integration|app|percent)s?\b/i;

const monthWords = monthNames.join("|");
/**
 * One figure: an amount, a date ("March 17, 2027", "March 17"), a clock time, or a number with
 * the unit that follows it ("12 workflows", "14-day", "99.9%").
 */
const figure = new RegExp(
  `\\$\\s?\\d+(?:,\\d{3})*(?:\\.\\d+)?|\\b(?:${monthWords}) \\d{1,2}(?:st|nd|rd|th)?(?:, \\d{4})?\\b|\\b\\d{1,2}:\\d{2}\\b|\\d+(?:,\\d{3})*(?:\\.\\d+)?(?:%|[ -](?:business day|workflow|automation|conversation|chatbot|bot|day|hour|week|month|year|minute|second|seat|user|message|location|format|integration|app|percent)s?\\b)?`,
  "gi",
);

const toNumber = (s: string) => Number(s.replace(/[$,\s]/g, ""));

/** The figures a text states. */
export function figuresIn(text: string): FigureSet {
  const out: FigureSet = { amounts: [], numbers: [], dates: [] };
  for (const m of text.matchAll(figure)) addFigure(m[0], out);
  return out;
}

function addFigure(token: string, out: FigureSet) {
  if (token.startsWith("$")) {
    out.amounts.push(toNumber(token));
    return;
  }
  const date = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)?(?:, (\d{4}))?$/i.exec(token);
  if (date) {
    const month = monthIndex(date[1]!);
    out.dates.push(
      date[3]
        ? dayKey({ year: Number(date[3]), month, day: Number(date[2]) })
        : `*-${String(month).padStart(2, "0")}-${date[2]!.padStart(2, "0")}`,
    );
    return;
  }
  const clock = /^(\d{1,2}):(\d{2})$/.exec(token);
  if (clock) {
    out.numbers.push(Number(clock[1]), Number(clock[2]));
    return;
  }
  const counted = /^(\d[\d,]*(?:\.\d+)?)(%|.+)?$/.exec(token)!;
  const value = toNumber(counted[1]!);
  const unit =
    counted[2] === "%" ? "percent" : counted[2] ? unitWord.exec(counted[2])?.[1] : undefined;
  out.numbers.push(unit ? `${value} ${unit.toLowerCase().replace(/s$/, "")}` : value);
}

export function emptyBacking(): Backing {
  return { amounts: new Set(), numbers: new Set(), dates: new Set(), computed: new Set() };
}

/** Adds every figure a text states (a fact sheet, a tool result, the visitor's own message). */
/** "A two-year budget" backs "2 years": a count said in words, with its unit. */
const countWords: Record<string, number> = { one: 1, ...numberWords };
const countWord = new RegExp(
  `\\b(${Object.keys(countWords).join("|")})(?=[ -](?:business day|workflow|automation|conversation|chatbot|bot|day|hour|week|month|year|minute|seat|user|message|location)s?\\b)`,
  "gi",
);

export function backText(backing: Backing, text: string, options: { amounts?: boolean } = {}) {
  const f = figuresIn(text.replace(countWord, (w) => String(countWords[w.toLowerCase()])));
  if (options.amounts !== false) for (const a of f.amounts) backing.amounts.add(a);
  for (const n of f.numbers) {
    backing.numbers.add(String(n));
    // "8 workflows" also backs the bare "8".
    if (typeof n === "string") backing.numbers.add(n.split(" ")[0]!);
  }
  for (const d of f.dates) backing.dates.add(d);
  return backing;
}

/**
 * The visitor's own message: its figures, also as the parser reads numbers said in words ("half a
 * million", "a dozen weeks"), so a reply may repeat them back. Never their amounts: a price the
 * visitor puts forward is not one of ours.
 */
export function backVisitorText(backing: Backing, text: string) {
  backText(backing, text, { amounts: false });
  return backText(backing, inDigits(normalizeText(text)), { amounts: false });
}

/** Figures a computation (the query engine, a tool) derived. */
export function backFigures(backing: Backing, figures: Partial<FigureSet>): Backing {
  for (const a of figures.amounts ?? []) backing.amounts.add(a);
  for (const n of figures.numbers ?? []) {
    backing.numbers.add(String(n));
    if (typeof n === "number") backing.computed.add(n);
  }
  for (const d of figures.dates ?? []) backing.dates.add(d);
  return backing;
}

export const backDay = (backing: Backing, d: Day) => backing.dates.add(dayKey(d));

/** Copies a backing so a turn can add to it without changing the shared base. */
export function extendBacking(base: Backing): Backing {
  return {
    amounts: new Set(base.amounts),
    numbers: new Set(base.numbers),
    dates: new Set(base.dates),
    computed: new Set(base.computed),
  };
}

/** Every figure content publishes: the catalog's amounts and the knowledge texts' numbers. */
export function contentBacking(texts: string[]): Backing {
  const backing = emptyBacking();
  for (const a of catalogDollarAmounts()) backing.amounts.add(a);
  for (const t of texts) backText(backing, t);
  // Small counts ("one", "2 options") are words more than figures.
  for (let n = 0; n <= 12; n++) backing.numbers.add(String(n));
  return backing;
}

function backed(token: string, backing: Backing): boolean {
  const f: FigureSet = { amounts: [], numbers: [], dates: [] };
  addFigure(token, f);
  if (f.amounts.some((a) => !backing.amounts.has(a))) return false;
  const ok = (n: number | string) =>
    typeof n === "string"
      ? backing.numbers.has(n) || backing.computed.has(Number(n.split(" ")[0]))
      : backing.numbers.has(String(n)) || backing.amounts.has(n);
  if (!f.numbers.every(ok)) return false;
  return f.dates.every((d) =>
    d.startsWith("*")
      ? [...backing.dates].some((x) => x.endsWith(d.slice(1)))
      : backing.dates.has(d),
  );
}

/** The figures of `text` that `backing` does not hold, as written. */
export function unbackedFigures(text: string, backing: Backing): string[] {
  return [...text.matchAll(figure)].map((m) => m[0]).filter((t) => !backed(t, backing));
}

/** Dollar amounts only: what a visitor must never be quoted wrong. */
export function unbackedAmounts(text: string, backing: Backing): number[] {
  return dollarAmounts(text).filter((a) => !backing.amounts.has(a));
}

/**
 * Streams text through the figure check: `push` returns what may be shown now. A figure is shown
 * once it is complete (followed by a character that cannot continue it) and backed; after an
 * unbacked one nothing more is let through and `failed` says why.
 */
export class FigureGate {
  private text = "";
  private shown = 0;
  failed: string | undefined;
  constructor(private readonly backing: Backing) {}

  push(delta: string): string {
    this.text += delta;
    return this.release(false);
  }

  /** At the end of the stream: the rest, checked as complete. */
  end(): string {
    return this.release(true);
  }

  private release(final: boolean): string {
    if (this.failed) return "";
    const from = this.shown;
    let safe = this.shown;
    const rest = this.text.slice(this.shown);
    const start = new RegExp(`[$\\d]|\\b(?:${monthWords})\\b`, "gi");
    // Its own copy: `matchAll` starts a shared pattern where its last `exec` left off, so a gate
    // that moved the shared `figure` would make every later check of any reply, in any session,
    // skip the figures before that point.
    const at = new RegExp(figure.source, figure.flags);
    let cursor = 0;
    for (;;) {
      start.lastIndex = cursor;
      const s = start.exec(rest);
      if (!s) {
        safe = this.shown + rest.length;
        // A month name or figure may still be forming at the very end.
        if (!final) {
          const word = /\b[A-Za-z]+$/.exec(rest);
          if (word && monthNames.some((n) => n.startsWith(word[0].toLowerCase())))
            safe = this.shown + word.index;
        }
        break;
      }
      at.lastIndex = s.index;
      const m = at.exec(rest);
      if (!m || m.index !== s.index) {
        // A month word that is no date ("in March we..."), unless the day may still come.
        cursor = s.index + s[0].length;
        if (!final && /^\s*$/.test(rest.slice(cursor))) {
          safe = this.shown + s.index;
          break;
        }
        continue;
      }
      const end = m.index + m[0].length;
      const after = rest.slice(end);
      // Could more text still extend it ("$39" → "$397", "March 17" → "March 17, 2027")?
      const open =
        after === "" ||
        // "$2,0" may be "$2,000"; "$49.6" may be "$49.63".
        (/\d$/.test(m[0]) && /^[,.]\d{0,2}$/.test(after)) ||
        // "12 " may yet become "12 workflows".
        (/\d$/.test(m[0]) && /^[ -][a-z]*$/i.test(after)) ||
        (/^[a-z]/i.test(m[0]) && /^,(?: \d{0,3})?$/.test(after));
      const complete = final || !open;
      if (!complete) {
        safe = this.shown + m.index;
        break;
      }
      if (!backed(m[0], this.backing)) {
        this.failed = m[0];
        safe = this.shown + m.index;
        break;
      }
      cursor = end;
    }
    this.shown = Math.max(this.shown, safe);
    return this.text.slice(from, this.shown);
  }
}
