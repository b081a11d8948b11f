/**
 * Periods said with a half or a decimal ("a year and a half", "2.5 years", "anderthalb Jahre",
 * "un año y medio") written as whole months, in any of the languages the assistant reads. The
 * parser counts periods in whole units, so a half it did not see would silently round the period
 * down to its whole years; months are exact for every half year. A half month has no whole form
 * and is left as written, with its half spelled as a decimal, so the parser sees a number it did
 * not use and asks rather than rounding.
 */

/** Whole numbers one to five in each language, as they stand before "and a half". */
const wholes: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  ein: 1,
  eine: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  due: 2,
  tre: 3,
  cinque: 5,
  een: 1,
  twee: 2,
  drie: 3,
  vijf: 5,
};

const wholeWord = `(?:\\d+|${Object.keys(wholes)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

/** Year words of each language, singular and plural. */
const year = "(?:years?|yrs?|ans?|ann[ée]es?|años?|anos?|jahre?n?|anni|anno|jaar|jaren)";
/** The "and" between a whole and its half. */
const and = "(?:and|et|y|e|und|en|&)";
/** "A half" after "and", in each language. */
const aHalf =
  "(?:an? half|half|demie?|medio|media|meio|meia|mezzo|ein halb(?:es)?|een half|halve?)";
/** "Half a", before the unit. */
const halfA =
  "(?:half an?|a half|une? demi-?|medio|meio|mezzo|ein(?:en)? halbes|een half|halbes|halfjaar)";

const whole = (w: string): number => (/^\d+$/.test(w) ? Number(w) : (wholes[w] ?? Number.NaN));
const months = (years: number) => `${Math.round(years * 12)} months`;

const patterns: Array<[RegExp, (...groups: string[]) => string]> = [
  // "A year and a half", "un an et demi", "un año y medio", "dos años y medio".
  [
    new RegExp(`(?<![\\p{L}\\d])(${wholeWord}) ${year} ${and} ${aHalf}(?![\\p{L}])`, "gu"),
    (_, w) => months(whole(w!) + 0.5),
  ],
  // "Año y medio", "anno e mezzo" with no article.
  [new RegExp(`(?<![\\p{L}])${year} ${and} ${aHalf}(?![\\p{L}])`, "gu"), () => months(1.5)],
  // "One and a half years", "two and a half years", "twee en een half jaar".
  [
    new RegExp(`(?<![\\p{L}\\d])(${wholeWord}) ${and} ${aHalf} ${year}(?![\\p{L}])`, "gu"),
    (_, w) => months(whole(w!) + 0.5),
  ],
  // "Anderthalb Jahre", "eineinhalb", "anderhalf jaar", "zweieinhalb", "tweeënhalf".
  [
    new RegExp(
      `(?<![\\p{L}])(anderthalb|eineinhalb|anderhalf|zweieinhalb|tweeënhalf|tweeenhalf|dreieinhalb|drieënhalf) ${year}(?![\\p{L}])`,
      "gu",
    ),
    (_, w) => months(/^(?:zwei|twee)/.test(w!) ? 2.5 : /^(?:drei|drie)/.test(w!) ? 3.5 : 1.5),
  ],
  // "1.5 years", "2,5 Jahre", "1 1/2 years".
  [
    new RegExp(`(?<![\\d.,])(\\d+)(?:[.,](5)| 1/2) ${year}(?![\\p{L}])`, "gu"),
    (_, w) => months(Number(w) + 0.5),
  ],
  // "Half a year", "une demi-année", "medio año", "ein halbes Jahr", "een half jaar".
  [new RegExp(`(?<![\\p{L}])${halfA} ?${year}(?![\\p{L}])`, "gu"), () => months(0.5)],
  [/(?<![\p{L}])(?:halbjahr|halfjaar|semestre|semester)(?![\p{L}])/gu, () => months(0.5)],
  // "A month and a half": no whole number of months; the half stays, said as a number.
  [
    new RegExp(
      `(?<![\\p{L}\\d])(${wholeWord}) (months?|mois|mes(?:es)?|meses|monate?n?|mesi|mese|maanden?) ${and} ${aHalf}(?![\\p{L}])`,
      "gu",
    ),
    (_, w) => `${whole(w!) + 0.5} months`,
  ],
];

export function wholePeriods(text: string): string {
  let out = text;
  for (const [pattern, write] of patterns)
    out = out.replace(pattern, (...m) => {
      const written = write(...(m.slice(0, -2) as string[]));
      return written.includes("NaN") ? m[0] : written;
    });
  return out;
}
