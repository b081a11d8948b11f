/**
 * The team's notification about a stored record, in every channel's shape: email subject and
 * plain-text body, a short SMS, Slack-compatible JSON. Pure: no I/O, no clock.
 */
import { leadDialogText } from "../../content/chat";
import { integrations, type LeadService, platforms, websiteTypes } from "../../content/lead";
import type { NotificationKind } from "./types";

export type InquiryDetails = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  service: string;
  message: string;
  answers: unknown;
  createdAt: Date;
  /** The chat conversation that led to the inquiry, when it is stored apart from `answers`. */
  transcript: string | null;
};

export type LabelledAnswer = { label: string; value: string };

export type SlackBlock = Record<string, unknown>;

export type TeamNotification = {
  kind: NotificationKind;
  recordId: number;
  subject: string;
  /** Plain-text email body. */
  text: string;
  /** One SMS segment at most (160 GSM characters). */
  sms: string;
  slack: { text: string; blocks: SlackBlock[] };
  /** The visitor, so the team can answer with their mail client's Reply. */
  replyTo: { name: string; address: string } | null;
  /** Structured copy for the outbox's .json file. */
  details: {
    name: string;
    email: string;
    company: string | null;
    service: string;
    serviceLabel: string;
    answers: LabelledAnswer[];
    transcript: string | null;
    message: string;
    receivedAt: string;
    /** The chat conversation the record came from, when there is one. */
    sessionId?: string | null;
  };
};

/** Short names of the lead dialog's services, as the team reads them in a subject line. */
const serviceNames: Record<LeadService, string> = {
  website: "Website",
  "web-app": "Web application",
  "ai-agent": "AI agent",
  "file-management": "File management",
  "crm-dashboard": "CRM/dashboard",
  other: "Other",
};

export function serviceName(service: string): string {
  return serviceNames[service as LeadService] ?? service;
}

/** Answer keys whose values are option codes of the lead dialog, shown by their labels. */
const optionLabels: Record<string, readonly { value: string; label: string }[]> = {
  websiteType: websiteTypes,
  platform: platforms,
  integrations,
};

/** Labels the team reads; the feature checkboxes use the lead dialog's own wording. */
const answerLabels: Record<string, string> = {
  websiteType: "Website type",
  platform: "Platform",
  integrations: "Integrations",
  automationTask: "Automation task",
  requirements: "Requirements",
  ...leadDialogText.websiteFeatures,
  ...leadDialogText.webAppFeatures,
};

/** Keys that hold the conversation, shown in their own section. */
const transcriptKeys = ["transcript", "conversationTranscript", "conversation_transcript"];
/** Keys repeated from the inquiry's own columns, already shown at the top. */
const contactKeys = ["firstName", "lastName", "email", "company", "service", "sessionId"];

function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatValue(key: string, value: unknown): string {
  const options = optionLabels[key];
  const one = (v: unknown): string => {
    if (v === null || v === undefined || v === "") return "";
    if (typeof v === "boolean") return v ? "Yes" : "No";
    if (typeof v === "string") return options?.find((o) => o.value === v)?.label ?? v;
    if (typeof v === "number" || typeof v === "bigint") return String(v);
    if (Array.isArray(v)) return v.map(one).filter(Boolean).join(", ");
    if (typeof v === "object") {
      return Object.entries(v as Record<string, unknown>)
        .map(([k, inner]) => `${humanizeKey(k)}: ${one(inner) || "(none)"}`)
        .join("; ");
    }
    return String(v);
  };
  return one(value) || "(none)";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every answer of the lead dialog, labelled (in jsonb's key order: shorter keys first). */
export function labelledAnswers(answers: unknown): LabelledAnswer[] {
  if (!isPlainObject(answers)) {
    if (answers === null || answers === undefined || answers === "") return [];
    return [{ label: "Answers", value: formatValue("answers", answers) }];
  }
  return Object.entries(answers)
    .filter(([key]) => !transcriptKeys.includes(key) && !contactKeys.includes(key))
    .map(([key, value]) => ({
      label: answerLabels[key] ?? humanizeKey(key),
      value: formatValue(key, value),
    }));
}

function transcriptText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) {
    const lines = value
      .map((m) => {
        if (typeof m === "string") return m;
        if (!isPlainObject(m)) return "";
        const text = typeof m.message === "string" ? m.message : m.content;
        if (typeof text !== "string") return "";
        const user = m.isUser === true || m.role === "user";
        return `${user ? "User" : "AI"}: ${text}`;
      })
      .filter(Boolean);
    return lines.length > 0 ? lines.join("\n") : null;
  }
  return null;
}

/** The conversation: from the answers when the dialog stored it there, else the given one. */
export function inquiryTranscript(inquiry: Pick<InquiryDetails, "answers" | "transcript">) {
  if (isPlainObject(inquiry.answers)) {
    for (const key of transcriptKeys) {
      const found = transcriptText(inquiry.answers[key]);
      if (found) return found;
    }
  }
  return inquiry.transcript?.trim() || null;
}

/** Header-safe: user input must not start a new header line or run on forever. */
export function oneLine(value: string, max = 120): string {
  const flat = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
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

export function formatInquiryNotification(
  inquiry: InquiryDetails,
  context: { brand: string; publicUrl: string },
): TeamNotification {
  const name = oneLine(`${inquiry.firstName} ${inquiry.lastName}`, 80);
  const email = oneLine(inquiry.email, 120);
  const company = inquiry.company?.trim() ? oneLine(inquiry.company, 120) : null;
  const service = serviceName(inquiry.service);
  const answers = labelledAnswers(inquiry.answers);
  const transcript = inquiryTranscript(inquiry);
  // The stored message is composed from the transcript too (lib/inquiry.ts): print a long
  // conversation once, in its own section.
  const stored = inquiry.message.trim();
  const message =
    transcript && stored.includes(transcript)
      ? stored.replace(transcript, "(the conversation transcript above)")
      : stored;
  const received = utcStamp(inquiry.createdAt);
  const subject = oneLine(`New lead: ${service} from ${name}`, 150);

  const contactLines = [
    ["Name", name],
    ["Email", email],
    ["Company", company ?? "(not given)"],
    ["Service", service],
    ["Received", received],
    ["Reference", `inquiry #${inquiry.id}`],
  ]
    .map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`)
    .join("\n");

  const answerLines =
    answers.length > 0
      ? answers.map((a) => `${a.label}: ${a.value}`).join("\n")
      : "(no answers recorded)";

  const text = [
    subject,
    "",
    contactLines,
    "",
    section("Answers", answerLines),
    "",
    ...(transcript ? [section("Conversation transcript", transcript), ""] : []),
    section("Message", message || "(empty)"),
    "",
    `Reply to this email to answer ${inquiry.firstName.trim() || name} directly.`,
    "",
    "-- ",
    `${context.brand} team notification, ${context.publicUrl}`,
    "",
  ].join("\n");

  const sms = smsText([
    `${context.brand}: new lead #${inquiry.id}`,
    `${name},`,
    `${service},`,
    email,
  ]);

  const codeBlock = (title: string, body: string): SlackBlock => ({
    type: "section",
    text: {
      type: "mrkdwn",
      // Slack refuses a section text over 3000 characters; the email has the whole text.
      text: `*${title}*\n\`\`\`${clip(slackEscape(body || "(empty)"), 2900)}\`\`\``,
    },
  });
  const blocks: SlackBlock[] = [
    { type: "header", text: { type: "plain_text", text: clip(subject, 150), emoji: false } },
    {
      type: "section",
      fields: [
        { type: "mrkdwn", text: `*Name*\n${slackEscape(name)}` },
        { type: "mrkdwn", text: `*Email*\n<mailto:${slackEscape(email)}|${slackEscape(email)}>` },
        { type: "mrkdwn", text: `*Company*\n${slackEscape(company ?? "(not given)")}` },
        { type: "mrkdwn", text: `*Service*\n${slackEscape(service)}` },
      ],
    },
    {
      type: "section",
      text: {
        type: "mrkdwn",
        text: clip(
          `*Answers*\n${answers.length > 0 ? answers.map((a) => `• ${slackEscape(a.label)}: ${slackEscape(a.value)}`).join("\n") : "(no answers recorded)"}`,
          3000,
        ),
      },
    },
    ...(transcript ? [codeBlock("Conversation transcript", transcript)] : []),
    codeBlock("Message", message),
    {
      type: "context",
      elements: [{ type: "mrkdwn", text: `Inquiry #${inquiry.id}, received ${received}` }],
    },
  ];

  return {
    kind: "business_inquiry",
    recordId: inquiry.id,
    subject,
    text,
    sms,
    slack: { text: subject, blocks },
    replyTo: email ? { name, address: email } : null,
    details: {
      name,
      email,
      company,
      service: inquiry.service,
      serviceLabel: service,
      answers,
      transcript,
      message,
      receivedAt: inquiry.createdAt.toISOString(),
    },
  };
}
