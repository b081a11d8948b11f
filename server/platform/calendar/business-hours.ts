/**
 * Business hours as data: parsed once from the profile's text ("Mon-Fri 9AM-6PM EST", which an
 * operator may override with BUSINESS_HOURS), then used to say whether the team is in now, when
 * it is next in, and which call slots exist. Time-zone arithmetic uses Intl only (no library):
 * the zone's wall clock is read with formatToParts and wall times are turned into instants by
 * correcting for the zone's offset (docs/decisions/0020).
 */

export type BusinessHours = {
  /** ISO weekdays the team works: 1 = Monday ... 7 = Sunday. */
  days: number[];
  /** Minutes after midnight, in `timeZone`. */
  open: number;
  close: number;
  /** IANA zone the hours are kept in. */
  timeZone: string;
  /** The zone as the profile writes it ("EST"). */
  zoneLabel: string;
};

const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** "EST" in a US business's hours means Eastern time, so the zone follows daylight saving. */
const zones: Record<string, string> = {
  EST: "America/New_York",
  EDT: "America/New_York",
  ET: "America/New_York",
  CST: "America/Chicago",
  CDT: "America/Chicago",
  CT: "America/Chicago",
  MST: "America/Denver",
  MDT: "America/Denver",
  MT: "America/Denver",
  PST: "America/Los_Angeles",
  PDT: "America/Los_Angeles",
  PT: "America/Los_Angeles",
  UTC: "UTC",
  GMT: "UTC",
};

export const defaultHours: BusinessHours = {
  days: [1, 2, 3, 4, 5],
  open: 9 * 60,
  close: 18 * 60,
  timeZone: "America/New_York",
  zoneLabel: "EST",
};

function clock(text: string): number | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!m) return null;
  const hour = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === "pm" ? 12 : 0);
  return hour * 60 + Number(m[2] ?? 0);
}

/**
 * "Mon-Fri 9AM-6PM EST", "Mon-Sat 8:30AM-8PM PST", "Mon, Wed, Fri 9AM-5PM America/Chicago".
 * Text it cannot read falls back to the defaults (the profile's own hours).
 */
export function parseBusinessHours(text: string): BusinessHours {
  const m =
    /^\s*([A-Za-z]{3})[a-z]*(?:\s*-\s*([A-Za-z]{3})[a-z]*)?\s+(\d{1,2}(?::\d{2})?\s*[AaPp][Mm])\s*-\s*(\d{1,2}(?::\d{2})?\s*[AaPp][Mm])\s+(\S+)\s*$/.exec(
      text,
    );
  if (!m) return defaultHours;
  const from = weekdays.indexOf(m[1]!.toLowerCase());
  const to = m[2] ? weekdays.indexOf(m[2].toLowerCase()) : from;
  const open = clock(m[3]!);
  const close = clock(m[4]!);
  const label = m[5]!;
  const timeZone = zones[label.toUpperCase()] ?? (label.includes("/") ? label : undefined);
  if (from < 0 || to < 0 || open === null || close === null || close <= open || !timeZone)
    return defaultHours;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    return defaultHours;
  }
  const days: number[] = [];
  for (let d = from; ; d = (d + 1) % 7) {
    days.push(d + 1);
    if (d === to) break;
  }
  return { days, open, close, timeZone, zoneLabel: label };
}

type WallClock = {
  year: number;
  month: number;
  day: number;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  minutes: number;
};

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    partFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays.indexOf(String(parts.weekday).toLowerCase()) + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant at which `timeZone`'s wall clock shows the given date and minute of the day. */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  let guess = asUtc;
  // Two corrections settle the offset, including across a daylight-saving change.
  for (let i = 0; i < 2; i++) {
    const w = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, 0, w.minutes);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** The calendar day `n` days after `date` (no time zone involved). */
export function addDays(date: { year: number; month: number; day: number }, n: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const isoWeekday = (date: { year: number; month: number; day: number }) =>
  ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;

export function isOpen(now: Date, hours: BusinessHours): boolean {
  const w = wallClock(now, hours.timeZone);
  return hours.days.includes(w.weekday) && w.minutes >= hours.open && w.minutes < hours.close;
}

/** The next instant the team starts work, strictly after `now` (today's opening if still ahead). */
export function nextOpening(now: Date, hours: BusinessHours): Date {
  const today = wallClock(now, hours.timeZone);
  for (let n = 0; n <= 7; n++) {
    const day = addDays(today, n);
    if (!hours.days.includes(isoWeekday(day))) continue;
    const opening = zonedInstant(day, hours.open, hours.timeZone);
    if (opening.getTime() > now.getTime()) return opening;
  }
  return zonedInstant(addDays(today, 7), hours.open, hours.timeZone);
}

/**
 * Call slots of `minutes` inside business hours on the next `businessDays` working days
 * (today counts while it has slots ahead), starting after `now`.
 */
export function callSlots(
  now: Date,
  hours: BusinessHours,
  options: { businessDays: number; minutes: number },
): Date[] {
  const slots: Date[] = [];
  const today = wallClock(now, hours.timeZone);
  let daysWithSlots = 0;
  for (let n = 0; daysWithSlots < options.businessDays && n < 21; n++) {
    const day = addDays(today, n);
    if (!hours.days.includes(isoWeekday(day))) continue;
    const before = slots.length;
    for (let m = hours.open; m + options.minutes <= hours.close; m += options.minutes) {
      const start = zonedInstant(day, m, hours.timeZone);
      if (start.getTime() > now.getTime()) slots.push(start);
    }
    if (slots.length > before) daysWithSlots++;
  }
  return slots;
}
