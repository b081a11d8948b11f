/**
 * The consultation request in the team's channels and in the visitor's confirmation. Pure.
 */
import { consultationConfirmation as texts, consultationReach } from "../../content/consultation";
import type { AutomationRequest, FileMetadata } from "../../db/schema";
import {
  oneLine,
  section,
  type SlackBlock,
  slackCodeBlock,
  slackContext,
  slackEscape,
  smsText,
  utcStamp,
} from "../platform/notify/format";
import type {
  FormatContext,
  TeamNotificationContent,
  VisitorFormatContext,
  VisitorMessageContent,
} from "../platform/notify/types";
import { reachUs } from "../platform/notify/visitor";

export type ConsultationRecord = { request: AutomationRequest; file: FileMetadata | null };

const nameOf = (r: AutomationRequest) => [r.firstName, r.lastName].filter(Boolean).join(" ");

const reachLine = (r: AutomationRequest) =>
  consultationReach.byMethod(r.preferredContact, r.phone, r.email);

function fields(r: AutomationRequest): [string, string][] {
  return [
    [consultationReach.label, reachLine(r)],
    ["Name", nameOf(r)],
    ["Email", r.email],
    ["Phone", r.phone ?? "(not given)"],
    ["Preferred contact", r.preferredContact ?? "(not given)"],
  ];
}

function body(r: AutomationRequest): [string, string][] {
  return [
    ["Task or workflow", r.taskDescription ?? ""],
    ["Current tools", r.currentTools ?? "(not given)"],
    ["Ideal solution", r.idealSolution ?? "(not given)"],
  ];
}

function fileLine(file: FileMetadata, formatBytes: (n: number) => string): string {
  return `${file.originalName} (${file.mimeType}, ${formatBytes(file.size)})`;
}

export function formatTeamNotification(
  { request: r, file }: ConsultationRecord,
  context: FormatContext & {
    link: { url: string; expiresAt: Date } | null;
    attached: boolean;
    formatBytes: (n: number) => string;
  },
): TeamNotificationContent {
  const name = nameOf(r);
  const receivedAt = r.createdAt.toISOString();
  const fileText = file
    ? [
        fileLine(file, context.formatBytes),
        `SHA-256: ${file.sha256}`,
        context.attached ? "Attached to this email." : "Too large to attach: download it below.",
        context.link
          ? `Download (private link, valid until ${utcStamp(context.link.expiresAt)}): ${context.link.url}`
          : "",
      ]
        .filter(Boolean)
        .join("\n")
    : "No file attached.";
  const text = [
    `New workflow consultation request #${r.id} on ${context.brand}`,
    section(
      "Contact",
      fields(r)
        .map(([k, v]) => `${k}: ${v}`)
        .join("\n"),
    ),
    ...body(r).map(([k, v]) => section(k, v)),
    section("Supporting file", fileText),
    `Received ${utcStamp(r.createdAt)}. Reply to this email to answer ${name}.`,
  ].join("\n\n");
  const blocks: SlackBlock[] = [
    {
      type: "section",
      text: {
        type: "mrkdwn",
        text: `*New workflow consultation* from ${slackEscape(name)} <mailto:${slackEscape(r.email)}|${slackEscape(r.email)}>\n${slackEscape(consultationReach.label)}: ${slackEscape(reachLine(r))}`,
      },
    },
    slackCodeBlock("Task or workflow", r.taskDescription ?? ""),
    ...(file && context.link
      ? [
          slackContext(
            `File: <${context.link.url}|${slackEscape(fileLine(file, context.formatBytes))}> (link valid until ${utcStamp(context.link.expiresAt)})`,
          ),
        ]
      : []),
    slackContext(`Request #${r.id} · ${utcStamp(r.createdAt)}`),
  ];
  return {
    subject: oneLine(`New workflow consultation: ${name}${file ? " (file attached)" : ""}`),
    text,
    sms: smsText([
      "New consultation:",
      oneLine(name, 40),
      r.email,
      `${reachLine(r)}.`,
      oneLine(r.taskDescription ?? "", 60),
    ]),
    slack: { text: `New workflow consultation from ${name}`, blocks },
    replyTo: { name, address: r.email },
    details: {
      receivedAt,
      requestId: r.id,
      name,
      email: r.email,
      phone: r.phone,
      preferredContact: r.preferredContact,
      taskDescription: r.taskDescription,
      currentTools: r.currentTools,
      idealSolution: r.idealSolution,
      file: file
        ? {
            originalName: file.originalName,
            mimeType: file.mimeType,
            size: file.size,
            sha256: file.sha256,
            attached: context.attached,
            link: context.link?.url ?? null,
          }
        : null,
    },
  };
}

export function formatConfirmation(
  { request: r }: ConsultationRecord,
  context: VisitorFormatContext,
): VisitorMessageContent {
  const text = [
    texts.greeting,
    texts.intro,
    section(texts.nextTitle, texts.next.map((line, i) => `${i + 1}. ${line}`).join("\n")),
    section(texts.reachTitle, reachUs(context)),
    section(texts.copyTitle, [texts.reference(r.id), "", texts.notRepeated].join("\n")),
    texts.closing(context.brand),
  ].join("\n\n");
  return {
    to: { address: r.email },
    subject: texts.subject(context.brand),
    text,
    receivedAt: r.createdAt.toISOString(),
  };
}
