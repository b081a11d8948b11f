/** Calendar days in questions ("3 March 2027", "March 3rd", "2027-03-03") and in answers. */
import { addDays } from "../../platform/calendar/business-hours";

export type Day = { year: number; month: number; day: number };

export const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Month words as a pattern: full names and the usual abbreviations ("sept", "dec"). */
export const monthPattern =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";

export function monthIndex(word: string): number {
  const w = word.toLowerCase().slice(0, 3);
  return monthNames.findIndex((m) => m.startsWith(w)) + 1;
}

export function isValidDay(d: Day): boolean {
  const check = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return (
    check.getUTCFullYear() === d.year &&
    check.getUTCMonth() === d.month - 1 &&
    check.getUTCDate() === d.day
  );
}

export const plusDays = (d: Day, n: number): Day => addDays(d, n);

/** "March 17, 2027": the site's own date format. */
export function dayText(d: Day): string {
  return `${monthNames[d.month - 1]!.replace(/^./, (c) => c.toUpperCase())} ${d.day}, ${d.year}`;
}

export function weekdayName(d: Day): string {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).toLocaleDateString("en-US", {
    weekday: "long",
    timeZone: "UTC",
  });
}

export const sameDay = (a: Day, b: Day) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

export const dayKey = (d: Day) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** "10:00 AM" for minutes after midnight; past midnight it names the next day. */
export function clockText(minutes: number): string {
  const dayOffset = Math.floor(minutes / 1440);
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const text = `${((h + 11) % 12) + 1}:${String(m % 60).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  // "12:00 AM" is said as midnight too, the day it ends.
  if (m === 0) return dayOffset > 0 ? "midnight (12:00 AM)" : "12:00 AM (midnight)";
  return dayOffset > 0 ? `${text} the next day` : text;
}
