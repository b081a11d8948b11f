/**
 * The lead dialog's answers as the team reads them: every answer labelled in the dialog's own
 * words, option codes shown by their labels, and the conversation when the dialog stored it among
 * the answers. Used by the inquiry's notification and by the staff inbox. Pure.
 */
import { leadDialogText } from "../../content/chat";
import { integrations, platforms, websiteTypes } from "../../content/lead";
import type { LabelledAnswer } from "../platform/notify/format";

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
export function inquiryTranscript(inquiry: { answers: unknown; transcript: string | null }) {
  if (isPlainObject(inquiry.answers)) {
    for (const key of transcriptKeys) {
      const found = transcriptText(inquiry.answers[key]);
      if (found) return found;
    }
  }
  return inquiry.transcript?.trim() || null;
}
