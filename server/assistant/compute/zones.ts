/**
 * "Wir sitzen in Berlin. Wann ist euer Support bei uns erreichbar, in unserer Zeit (MEZ)?": the
 * support hours the business publishes, said in the visitor's time zone on the reference day
 * (so daylight saving is the one in force then on both sides). Intl only, no library: a zone's
 * offset is read from its wall clock (ADR 0093, as ADR 0020 does for the business's own hours).
 */
import type { BusinessHours } from "../../platform/calendar/business-hours";
import { supportTargets } from "../../../content/policies";
import type { Source } from "../sources";
import { type Day, dayKey, dayText } from "./dates";

/** Places and zone names a visitor says, with the IANA zone and how the answer names it. */
const places: Array<{ re: RegExp; zone: string; label: string }> = [
  {
    re: /\bberlin\b|\b(?:germany|deutschland|german)\b/,
    zone: "Europe/Berlin",
    label: "Berlin",
  },
  {
    re: /\bparis\b|\b(?:france|frankreich)\b/,
    zone: "Europe/Paris",
    label: "Paris",
  },
  {
    re: /\b(?:madrid|barcelona|valencia|sevilla|seville|bilbao|m[aá]laga)\b|\b(?:spain|españa|espana|spanien|espagne|spagna|spanje|espanha)\b/u,
    zone: "Europe/Madrid",
    label: "Madrid",
  },
  {
    re: /\b(?:rome|roma|milan|milano)\b|\b(?:italy|italia)\b/,
    zone: "Europe/Rome",
    label: "Rome",
  },
  {
    re: /\bamsterdam\b|\b(?:netherlands|nederland|holland)\b/,
    zone: "Europe/Amsterdam",
    label: "Amsterdam",
  },
  {
    re: /\b(?:vienna|wien)\b|\b(?:austria|österreich)\b/,
    zone: "Europe/Vienna",
    label: "Vienna",
  },
  {
    re: /\b(?:zurich|zürich|geneva|genf)\b|\b(?:switzerland|schweiz)\b/,
    zone: "Europe/Zurich",
    label: "Zurich",
  },
  {
    re: /\b(?:munich|münchen|hamburg|frankfurt|cologne|köln)\b/,
    zone: "Europe/Berlin",
    label: "German",
  },
  {
    re: /\blondon\b|\b(?:uk|england|britain|manchester)\b|\b(?:gmt|bst)\b/,
    zone: "Europe/London",
    label: "London",
  },
  { re: /\bdublin\b|\bireland\b/, zone: "Europe/Dublin", label: "Dublin" },
  {
    re: /\b(?:lisbon|lisboa|porto)\b|\bportugal\b/,
    zone: "Europe/Lisbon",
    label: "Lisbon",
  },
  {
    re: /\bs[ãa]o paulo\b|\b(?:brazil|brasil)\b/,
    zone: "America/Sao_Paulo",
    label: "São Paulo",
  },
  {
    re: /\b(?:los angeles|san francisco|san diego|san jose|sacramento|seattle|portland|las vegas|vancouver|california|oregon|nevada|washington state)\b|\b(?:pst|pdt|pacific)\b/,
    zone: "America/Los_Angeles",
    label: "Pacific",
  },
  {
    re: /\b(?:chicago|dallas|houston|austin|san antonio|minneapolis|st\.? louis|kansas city|nashville|new orleans|milwaukee|oklahoma|texas|illinois|minnesota|winnipeg|mexico city)\b|\b(?:cst|cdt)\b|\bcentral time\b/,
    zone: "America/Chicago",
    label: "Central",
  },
  {
    re: /\b(?:denver|salt lake city|boise|albuquerque|colorado|utah|calgary|edmonton)\b|\b(?:mst|mdt)\b|\bmountain time\b/,
    zone: "America/Denver",
    label: "Mountain",
  },
  { re: /\bphoenix\b|\barizona\b/, zone: "America/Phoenix", label: "Arizona" },
  { re: /\b(?:honolulu|hawaii)\b/, zone: "Pacific/Honolulu", label: "Hawaii" },
  { re: /\b(?:anchorage|alaska)\b/, zone: "America/Anchorage", label: "Alaska" },
  {
    re: /\b(?:brussels|bruxelles|brussel|belgium|belgique|belgi[eë])\b/u,
    zone: "Europe/Brussels",
    label: "Brussels",
  },
  {
    re: /\b(?:stockholm|sweden|copenhagen|denmark|oslo|norway)\b/,
    zone: "Europe/Stockholm",
    label: "Scandinavian",
  },
  { re: /\b(?:warsaw|poland|prague|czechia)\b/, zone: "Europe/Warsaw", label: "Central European" },
  { re: /\btokyo\b|\bjapan\b/, zone: "Asia/Tokyo", label: "Tokyo" },
  { re: /\bsydney\b|\bmelbourne\b/, zone: "Australia/Sydney", label: "Sydney" },
  {
    re: /\b(?:mumbai|delhi|bangalore|bengaluru)\b|\bindia\b/,
    zone: "Asia/Kolkata",
    label: "India",
  },
  { re: /\bdubai\b/, zone: "Asia/Dubai", label: "Dubai" },
  { re: /\bsingapore\b/, zone: "Asia/Singapore", label: "Singapore" },
  // Zone names said alone: Central European time is Berlin's.
  {
    re: /\b(?:mez|mesz|cet|cest)\b/,
    zone: "Europe/Berlin",
    label: "Central European",
  },
  { re: /\butc\b/, zone: "UTC", label: "UTC" },
];

/** The support or opening hours asked, in any of the languages the assistant reads. */
const hoursAsked =
  /\b(?:support|hours|open|(?:at )?what time|available|reachable|reach (?:you|your team|someone)|erreichbar|erreichen|geöffnet|öffnungszeiten|geschäftszeiten|sprechzeiten|horario|horarios|atienden|horaires|joignable|ouverts?|orari|orario|aperti|atendimento|bereikbaar|open zijn)\b/;
/** ...said in the visitor's own time. */
const inTheirTime =
  /\b(?:our|my|local|their) (?:time|zone|time ?zone)\b|\bin (?:\p{L}+ )?time\b|\btime ?zone\b|\b(?:unserer|unsere|meiner) (?:zeit|ortszeit|zeitzone)\b|\b(?:ortszeit|zeitzone|uhrzeit)\b|\bnuestra hora\b|\bhora local\b|\bnotre heure\b|\bheure locale\b|\bnostro orario\b|\bora locale\b|\bnosso hor[áa]rio\b|\bhora local\b|\b(?:mez|mesz|cet|cest)\b|\bfor us\b|\bbei uns\b|\btime in \p{L}+|\bhora (?:de|en|da) \p{L}+|\bheure (?:de |d'|en |du )\p{L}+|\bora (?:di|in|del) \p{L}+|\b(?:mi|mia|ma|minha) hora\b|\bmy (?:local )?(?:clock|hours)\b/u;

const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Minutes the zone's wall clock is ahead of UTC at an instant. */
function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((wall - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

const utcText = (minutes: number) => {
  const sign = minutes < 0 ? "−" : "+";
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, "0")}` : ""}`;
};

const clock24 = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "6AM", "3:30PM": the clock as the hours are published. */
const clock12 = (minutes: number) => {
  const hour = Math.floor(minutes / 60);
  const min = minutes % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}${min ? `:${String(min).padStart(2, "0")}` : ""}${hour < 12 ? "AM" : "PM"}`;
};

export type ZoneAnswer = {
  text: string;
  sources: Source[];
  numbers: number[];
  dates: string[];
};

/** The support hours in the zone the message names, or null when it asks nothing of the kind. */
export function supportHoursIn(
  text: string,
  hours: BusinessHours,
  day: Day,
  zoneLabel: string,
): ZoneAnswer | null {
  if (!hoursAsked.test(text) || !inTheirTime.test(text)) return null;
  if (/\$|\bprice|\bcost|\bplan\b/.test(text)) return null;
  const place = places.find((p) => p.re.test(text));
  if (!place || place.zone === hours.timeZone) return null;
  // The reference day's offsets on both sides, at noon UTC (no zone changes its clock then).
  const noon = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
  const home = offsetMinutes(hours.timeZone, noon);
  const there = offsetMinutes(place.zone, noon);
  const shift = there - home;
  const open = hours.open + shift;
  const close = hours.close + shift;
  const dayShift = (m: number) => Math.floor(m / 1440);
  const wrap = (m: number) => ((m % 1440) + 1440) % 1440;
  const days = [...hours.days].sort((a, b) => a - b);
  const span = (shiftDays: number) => {
    const first = weekdayNames[(days[0]! - 1 + shiftDays + 7) % 7]!;
    const last = weekdayNames[(days.at(-1)! - 1 + shiftDays + 7) % 7]!;
    return first === last ? first : `${first} to ${last}`;
  };
  const closeText =
    wrap(close) === 0 && dayShift(close) === dayShift(open) + 1
      ? "24:00 (midnight)"
      : dayShift(close) !== dayShift(open)
        ? `${clock24(wrap(close))} the next day`
        : clock24(wrap(close));
  const openDays = span(dayShift(open));
  const name = `${place.label} time`;
  const critical = supportTargets.find((t) => t.priority === "Critical");
  const lines = [
    `Our support hours are ${hours.days.length === 5 ? "Mon-Fri" : openDays} ${hoursText(hours)} ${zoneLabel} (New York time, ${utcText(home)} on ${dayText(day)}).`,
    `${place.label === "UTC" ? "UTC" : place.label === "Central European" ? "Central European time" : place.label} is ${utcText(there)} then, ${Math.abs(shift) / 60} hours ${shift >= 0 ? "ahead" : "behind"}, so in ${name} that is **${openDays}, ${clock12(wrap(open))} to ${wrap(close) === 0 ? "midnight" : clock12(wrap(close))}${dayShift(close) !== dayShift(open) && wrap(close) !== 0 ? " the next day" : ""}** (${clock24(wrap(open))} to ${closeText.replace(" (midnight)", "")}).`,
    `Critical issues are handled 24/7${critical ? ` (first response within ${critical.firstResponse})` : ""}.`,
  ];
  const numbers = [
    Math.floor(wrap(open) / 60),
    wrap(open) % 60,
    Math.floor(wrap(close) / 60),
    wrap(close) % 60,
    24,
    Math.abs(home) / 60,
    Math.abs(there) / 60,
    Math.abs(shift) / 60,
  ];
  return {
    text: lines.join(" "),
    sources: [
      { page: "contact" },
      { page: "developmentPolicy", section: "Support", anchor: "support" },
    ],
    numbers,
    dates: [dayKey(day)],
  };
}

function hoursText(h: BusinessHours): string {
  const t = (m: number) => {
    const hour = Math.floor(m / 60);
    const min = m % 60;
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return `${h12}${min ? `:${String(min).padStart(2, "0")}` : ""}${hour < 12 ? "AM" : "PM"}`;
  };
  return `${t(h.open)}-${t(h.close)}`;
}
