/**
 * The team's notification about a lead-dialog inquiry (kind "business_inquiry"), in every
 * channel's shape. Pure: no I/O, no clock.
 */
import { leadDialogText } from "../../content/chat";
import { serviceShortName as serviceName, visitorNote } from "../../lib/lead";
import { integrations, platforms, websiteTypes } from "../../content/lead";
import {
  clip,
  type LabelledAnswer,
  oneLine,
  section,
  type SlackBlock,
  slackCodeBlock,
  slackContext,
  slackEscape,
  smsText,
  type TeamNotification,
  utcStamp,
} from "../notify/format";

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
  /** The chat conversation that led to the inquiry, as stored on its lead. */
  transcript: string | null;
};

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
  const message = visitorNote(inquiry.message) ?? "";
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
    ...(transcript ? [slackCodeBlock("Conversation transcript", transcript)] : []),
    slackCodeBlock("Message", message),
    slackContext(`Inquiry #${inquiry.id}, received ${received}`),
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
