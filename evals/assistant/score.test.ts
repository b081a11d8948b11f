/**
 * Keeps the blind-set scores from slipping: every held-out conversation is played through the
 * local assistant and graded by score.ts. The sets themselves are never edited.
 */
import { describe, expect, it } from "vitest";
import { heldOutSets, loadSet, report, scoreSet, scoringNowFor, totals } from "./score";

/** Scored once blind (28/40 before its classes were fixed); kept green like the others. */
const freshSet = "evals/blind-2026-11-25-fresh/assistant-fresh.json";
/**
 * Scored once blind (third and fourth 28/40 each, fifth 27/40, sixth 16/40, seventh 24/40,
 * eighth 32/40, ninth 23/40, tenth 30/40, twelfth 31/40, fifteenth 28/40, sixteenth 22/40,
 * seventeenth 25/40, eighteenth 23/40 with 3 confidently wrong, nineteenth 31/40 with 4, before
 * the classes of their misses were fixed).
 */
const laterSets = [
  "evals/blind-2026-11-27-third/assistant-third.json",
  "evals/blind-2026-11-27-fourth/assistant-fourth.json",
  "evals/blind-2026-11-27-fifth/assistant-fifth.json",
  "evals/blind-2026-11-27-sixth/assistant-sixth.json",
  "evals/blind-2026-11-27-seventh/assistant-seventh.json",
  "evals/blind-2026-11-27-eighth/assistant-eighth.json",
  "evals/blind-2026-11-27-ninth/assistant-ninth.json",
  "evals/blind-2026-11-27-tenth/assistant-tenth.json",
  "evals/blind-2026-11-27-twelfth/assistant-twelfth.json",
  "evals/blind-2026-12-01-fifteenth/assistant-fifteenth.json",
  "evals/blind-2026-12-01-sixteenth/assistant-sixteenth.json",
  "evals/blind-2026-12-01-seventeenth/assistant-seventeenth.json",
  "evals/blind-2026-12-02-eighteenth/assistant-eighteenth.json",
  "evals/blind-2026-12-02-nineteenth/assistant-nineteenth.json",
  "evals/blind-2026-12-02-twentieth/assistant-twentieth.json",
  // Twenty-first 27/40 with 4 confidently wrong, twenty-second 32/40 with 2, twenty-third 24/40
  // with 7, before their classes were fixed.
  "evals/blind-2026-12-02-twentyfirst/assistant-twentyfirst.json",
  "evals/blind-2026-12-02-twentysecond/assistant-twentysecond.json",
  "evals/blind-2026-12-02-twentythird/assistant-twentythird.json",
  // Scored once blind (eleventh 26/40 with 5 confidently wrong, fourteenth 28/40 with 3), and
  // kept at none wrong while below 95 %; both reached 95 % once the fifteenth set's classes and
  // the ones they still declined (the first places of an order, a saving of several offers
  // against a billing, a named offer plus the cheapest of a line) were fixed.
  "evals/blind-2026-11-27-eleventh/assistant-eleventh.json",
  "evals/blind-2026-11-28-fourteenth/assistant-fourteenth.json",
];
/** Sets kept at none wrong while below 95 % right: none at present. */
const neverWrongSets: string[] = [];
/**
 * Graded wrong by the automatic first pass, and read as right: the reply's working states a
 * figure the item forbids, not as its answer. Only these items may be graded wrong, and only
 * while their reply still carries the right answer.
 */
const readAsRight: Record<string, Array<{ id: string; answer: string; why: string }>> = {
  "evals/blind-2026-11-28-thirteenth/assistant-thirteenth.json": [
    {
      id: "u016",
      answer: "**$600**",
      why: "the saving over six months is $600; $1,782 is the regular price's six-month total, shown as working",
    },
  ],
};
const thirteenthSet = "evals/blind-2026-11-28-thirteenth/assistant-thirteenth.json";

/**
 * Casual questions (filler words, casual differences, policy dates, sums of ranges,
 * compositions across families, two questions in one), written by the assistant's developers
 * from content/ in batches, each scored before its classes were fixed (results/dev-casual-*).
 */
const devSet = "evals/assistant/dev-casual.json";
/**
 * Forty questions in the blind sets' style written by the assistant's developers after reading
 * every earlier set (37 right on their first score, results/dev-session9-first.txt).
 */
const devSession9 = "evals/assistant/dev-session9.json";
/**
 * Forty second turns of a conversation in visitors' words, written by the assistant's developers
 * in two batches, each scored before its classes were fixed (23 of the first 26 right,
 * results/dev-session10-followups-first.txt; 38 of all 40, results/dev-session10-second.txt).
 */
const devSession10Followups = "evals/assistant/dev-session10-followups.json";
/**
 * Forty single messages in the blind sets' style (typos, other languages, an unlimited count
 * with a period, a period asked after a week, a figure put forward to be checked): 28 of the
 * first 34 right on their first score (results/dev-session10-compositions-first.txt), the last
 * six added after.
 */
const devSession10Compositions = "evals/assistant/dev-session10-compositions.json";

/**
 * Thirty-four single messages in the twenty-second set's classes (numbers said with a decimal or
 * a fraction, an extra a plan does not price, every channel's setup, a month and a year of a
 * sum, a pause after a story, single facts in other languages): 28 right on their first score
 * (results/dev-session11-first.txt), 32 now. Kept at none wrong and at least 90 % right: two
 * are still declined (a French "et" between two offers the glossary does not read, and a plan
 * "frozen, until when?").
 */
const devSession11 = "evals/assistant/dev-session11.json";

describe("blind sales-assistant sets (local assistant)", () => {
  it(`${devSession11}: at least 90% right, none confidently wrong`, () => {
    const scored = scoreSet(loadSet(devSession11), scoringNowFor(devSession11));
    const t = totals(scored);
    console.log(report(devSession11, scored, { verbose: false, all: false }));
    expect(t.n).toBeGreaterThanOrEqual(30);
    expect(t.wrong).toBe(0);
    expect(t.right / t.n).toBeGreaterThanOrEqual(0.9);
  });
  for (const file of [
    ...heldOutSets,
    freshSet,
    ...laterSets,
    devSet,
    devSession9,
    devSession10Followups,
    devSession10Compositions,
  ]) {
    it(`${file}: at least 95% right, none confidently wrong`, () => {
      const scored = scoreSet(loadSet(file), scoringNowFor(file));
      const t = totals(scored);
      console.log(report(file, scored, { verbose: false, all: false }));
      expect(t.n).toBeGreaterThanOrEqual(40);
      expect(t.wrong).toBe(0);
      expect(t.right / t.n).toBeGreaterThanOrEqual(0.95);
      // No reply was withheld by the figure check: every figure shown is published or computed.
      expect(scored.filter((s) => s.replies.some((r) => /can't confirm every figure/.test(r)))).toEqual([]);
    });
  }
  // Scored once blind: 35 right, 4 declined, 1 graded wrong (u016, read as right), before the
  // classes of its misses were fixed.
  it(`${thirteenthSet}: at least 95% right, none wrong but the items read as right`, () => {
    const scored = scoreSet(loadSet(thirteenthSet), scoringNowFor(thirteenthSet));
    console.log(report(thirteenthSet, scored, { verbose: false, all: false }));
    const reviewed = readAsRight[thirteenthSet] ?? [];
    const wrong = scored.filter((s) => s.verdict === "wrong");
    for (const s of wrong) {
      const read = reviewed.find((r) => r.id === s.item.id);
      expect(read, `${s.item.id} is graded wrong and was not read as right`).toBeDefined();
      expect(s.replies.at(-1)).toContain(read!.answer);
    }
    const right = scored.length - scored.filter((s) => s.verdict === "declined").length;
    expect(right / scored.length).toBeGreaterThanOrEqual(0.95);
  });
  for (const file of neverWrongSets) {
    it(`${file}: none confidently wrong`, () => {
      const scored = scoreSet(loadSet(file), scoringNowFor(file));
      console.log(report(file, scored, { verbose: false, all: false }));
      expect(totals(scored).wrong).toBe(0);
    });
  }
});
