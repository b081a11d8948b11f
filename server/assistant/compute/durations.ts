/**
 * Durations the pages publish as ranges ("1-2 business days", "3-5 business days", "24-48 hours
 * after payment", "Days 7-10"), read into numbers, and the two timelines they form: a refund
 * (acknowledged, reviewed, processed, shown by the bank) and a build (development begins, then
 * the project's phases up to launch). "How long in total" adds the ranges of a span of steps,
 * low ends and high ends apart and unit by unit: business days and calendar days never mix.
 */
import { developmentPhases, refundPolicy, servicePolicy } from "../../../content/policies";
import type { Source } from "../sources";

export type DurationUnit = "hour" | "day" | "business day";

/** From `low` to `high` units; `upTo` when the page gives only a limit ("within 24 hours"). */
export type Span = { low: number; high: number; unit: DurationUnit; upTo?: boolean };

/** "3-5 business days", "24 hours", "24-48 hours after payment", "Days 7-10". */
export function readSpan(text: string, upTo = false): Span {
  const m = /(?:days?\s+)?(\d+)(?:\s*[-–]\s*(\d+))?\s*(business days?|hours?|days?)?/i.exec(text);
  if (!m) throw new Error(`no duration in "${text}"`);
  const low = Number(m[1]);
  const high = m[2] ? Number(m[2]) : low;
  const word = (m[3] ?? (/^days?\b/i.test(text) ? "day" : "")).toLowerCase();
  const unit: DurationUnit = /business/.test(word)
    ? "business day"
    : /hour/.test(word)
      ? "hour"
      : "day";
  return { low: upTo ? 0 : low, high, unit, ...(upTo ? { upTo } : {}) };
}

export type Step = {
  key: string;
  /** What happens, as the page says it. */
  label: string;
  /** The step as the end of a span ("from your request to the review"). */
  name: string;
  /** The duration as published ("1-2 business days", "within 24 hours"). */
  said: string;
  span: Span;
  /** Words that name the step in a question. */
  words: RegExp;
  /** A point in the project ("Days 7-10") rather than a length of its own. */
  dayOfProject?: boolean;
};

export type Timeline = { key: "refund" | "development"; steps: Step[]; source: Source };

export const refundTimeline: Timeline = {
  key: "refund",
  source: { page: "refundPolicy", section: "What happens next", anchor: "timeline" },
  steps: [
    {
      key: "acknowledge",
      name: "your request",
      label: "we acknowledge your request",
      said: `within ${refundPolicy.requestAcknowledged}`,
      span: readSpan(refundPolicy.requestAcknowledged, true),
      words:
        /\backnowledg\w*|\bconfirm(?:s|ed|ation)?\b|\bhear back\b|\b(?:ask|asking|request|requesting|apply|applying|email|emailing)\b/,
    },
    {
      key: "review",
      name: "the review",
      label: "we review it",
      said: refundPolicy.review,
      span: readSpan(refundPolicy.review),
      words: /\breview(?:s|ed|ing)?\b|\bapprov\w*|\bdecision\b/,
    },
    {
      key: "process",
      name: "the refund being processed",
      label: "we process the refund to your card",
      said: refundPolicy.refundProcessing,
      span: readSpan(refundPolicy.refundProcessing),
      words: /\bprocess(?:es|ed|ing)?\b|\bsen[dt](?:s|ing)?\b|\bissu(?:e|es|ed|ing)\b/,
    },
    {
      key: "bank",
      name: "the money showing in your account",
      label: "your bank shows the money in your account",
      said: refundPolicy.bankProcessing,
      span: readSpan(refundPolicy.bankProcessing),
      words:
        /\bbanks?\b|\b(?:bank |my |our )?(?:account|statement)s?\b|\bsee (?:the|my|our) money\b|\bsee it\b|\b(?:money|it|refund|cash) (?:is |shows? |lands? )?(?:back )?(?:in|on|into) (?:my|our)\b|\bback (?:in|on|into) (?:my|our) (?:account|card|bank)\b|\bhits? (?:my|our) (?:account|card|bank)\b|\bon (?:my|our) card\b/,
    },
  ],
};

const launch = developmentPhases.find((p) => /launch/i.test(p.name)) ?? developmentPhases.at(-2)!;

export const developmentTimeline: Timeline = {
  key: "development",
  source: { page: "developmentPolicy", section: "Project phases", anchor: "phases" },
  steps: [
    {
      key: "start",
      name: "payment",
      label: "development begins after payment",
      said: servicePolicy.developmentBegins,
      span: readSpan(servicePolicy.developmentBegins),
      words: /\bstart(?:s|ed|ing)?\b|\bbegin(?:s|ning)?\b|\bkick ?off\b/,
    },
    {
      key: "launch",
      name: "launch",
      label: `${launch.name.toLowerCase()} (${launch.days.toLowerCase()} of the project)`,
      said: launch.days,
      span: readSpan(launch.days),
      words:
        /\blaunch(?:es|ed|ing)?\b|\bgo(?:es|ing)?[- ]live\b|\blive\b|\bready\b|\bdone\b|\bfinished\b|\bdeliver(?:ed|y)?\b|\bcomplete[d]?\b|\bbuilt\b/,
      dayOfProject: true,
    },
  ],
};

const unitText = (unit: DurationUnit, n: number) => `${unit}${n === 1 ? "" : "s"}`;

export function spanText(s: Pick<Span, "low" | "high" | "unit">): string {
  return s.low === s.high
    ? `${s.low} ${unitText(s.unit, s.high)}`
    : `${s.low}-${s.high} ${unitText(s.unit, s.high)}`;
}

/**
 * The sum of spans, unit by unit (hours become days when they are whole days and days are
 * summed too). Business days stay apart from calendar days.
 */
export function sumSpans(spans: Span[]): Span[] {
  const days = spans.some((s) => s.unit === "day");
  // "Within 24 hours" stays in hours: as a day it would make "5-10 days" read "5-11 days".
  const norm = spans.map((s) =>
    days && s.unit === "hour" && !s.upTo && s.low % 24 === 0 && s.high % 24 === 0
      ? { ...s, low: s.low / 24, high: s.high / 24, unit: "day" as const }
      : s,
  );
  const order: DurationUnit[] = ["hour", "business day", "day"];
  return order.flatMap((unit) => {
    const of = norm.filter((s) => s.unit === unit);
    if (!of.length) return [];
    return [
      {
        low: of.reduce((t, s) => t + s.low, 0),
        high: of.reduce((t, s) => t + s.high, 0),
        unit,
        ...(of.every((s) => s.upTo) ? { upTo: true } : {}),
      },
    ];
  });
}
