/**
 * The team's notification about a stored record, in every channel's shape: email subject and
 * plain-text body, a short SMS, Slack-compatible JSON; and the text helpers every kind's
 * formatter shares. Each kind formats its own records in its capability's folder. Pure.
 */
import type { Readable } from "node:stream";
import { onOneLine } from "../../../lib/text-rules";

export type LabelledAnswer = { label: string; value: string };

export type SlackBlock = Record<string, unknown>;

/**
 * A file sent with an email: bytes or text at hand (an .ics invite), or opened fresh for each
 * send (a stored upload), so a retry or a second channel never reads a consumed stream.
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string | Buffer | (() => Promise<Readable>);
};

export type TeamNotification = {
  /** The registered kind of record (server/platform/notify/types.ts). */
  kind: string;
  recordId: number;
  subject: string;
  /** Plain-text email body. */
  text: string;
  /** One SMS segment at most (160 GSM characters). */
  sms: string;
  slack: { text: string; blocks: SlackBlock[] };
  /** The visitor, so the team can answer with their mail client's Reply. */
  replyTo: { name: string; address: string } | null;
  /** Structured copy for the outbox's .json file: the record's fields, as its kind chooses. */
  details: { receivedAt: string } & Record<string, unknown>;
  /** Sent with the email (SMTP and the outbox's .eml); other channels link instead. */
  attachments?: MailAttachment[];
};

/**
 * Header-safe: user input must not start a new header line, whichever line end it carries (the
 * rule of `onOneLine`: U+2028 and NEL too, and every control character).
 */
export function headerText(value: string): string {
  return onOneLine(value)
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Header-safe and short: one line (`headerText`) of at most `max` characters. */
export function oneLine(value: string, max = 120): string {
  const flat = headerText(value);
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function section(title: string, body: string): string {
  return `${title}\n${"-".repeat(title.length)}\n${body}`;
}

/** Slack's mrkdwn treats these three as control characters. */
export function slackEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** GSM-7 has no curly quotes or dashes; one segment is 160 characters. */
export function smsText(parts: string[]): string {
  const text = parts
    .filter(Boolean)
    .join(" ")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-");
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** A titled block of visitor text, fenced; Slack refuses a section text over 3000 characters. */
export function slackCodeBlock(title: string, body: string): SlackBlock {
  return {
    type: "section",
    text: {
      type: "mrkdwn",
      text: `*${title}*\n\`\`\`${clip(slackEscape(body || "(empty)"), 2900)}\`\`\``,
    },
  };
}

export function slackContext(text: string): SlackBlock {
  return { type: "context", elements: [{ type: "mrkdwn", text }] };
}
