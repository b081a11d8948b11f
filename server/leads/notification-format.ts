/**
 * The leads' notifications as the team and the visitor read them: the lead-dialog inquiry, the
 * chat lead and the booked call in every team channel's shape, and the inquiry's confirmation to
 * the visitor. Pure: no I/O, no clock. The kinds themselves are in notifications.ts.
 */
import { leadConfirmation, leadServices } from "../../content/lead";
import { promises } from "../../content/promises";
import { serviceShortName as serviceName, visitorNote } from "../../lib/lead";
import {
  clip,
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
import { inquiryTranscript, labelledAnswers } from "./answers";
import { slotText } from "./invite";

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

/** A lead-dialog inquiry: the team gets every answer and the conversation. */
export function formatInquiryNotification(
  inquiry: InquiryDetails,
  context: FormatContext,
): TeamNotificationContent {
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

/** The visitor's confirmation of a lead-dialog request (ADR 0016): our words, their reference. */
export function formatInquiryConfirmation(
  inquiry: { id: number; email: string; service: string; createdAt: Date },
  context: VisitorFormatContext,
): VisitorMessageContent {
  const t = leadConfirmation;
  const service = leadServices.find((s) => s.value === inquiry.service);
  const text = [
    t.greeting,
    t.intro,
    section(
      t.nextTitle,
      t
        .next(promises.leadFollowUp)
        .map((l, i) => `${i + 1}. ${l}`)
        .join("\n"),
    ),
    section(t.reachTitle, reachUs(context)),
    section(
      t.copyTitle,
      [
        t.reference(inquiry.id),
        // Only a service from our own list, with our own label; anything else is left out.
        ...(service ? [t.service(service.label)] : []),
        "",
        t.notRepeated,
      ].join("\n"),
    ),
    t.closing(context.brand),
  ].join("\n\n");
  return {
    to: { address: inquiry.email },
    subject: t.subject(context.brand),
    text,
    receivedAt: inquiry.createdAt.toISOString(),
  };
}

type ChatLeadDetails = {
  id: number;
  sessionId: string | null;
  /** A lead-dialog service code, or 'unspecified' when none was named. */
  interest: string;
  transcript: string;
  createdAt: Date;
  /** Set once the visitor has completed the lead form. */
  inquiryId: number | null;
};

/**
 * Interest the assistant detected in the chat, sent as soon as it is detected: the visitor has
 * been told a specialist was notified, and may never fill in the lead form.
 */
export function formatChatLeadNotification(
  lead: ChatLeadDetails,
  context: FormatContext,
): TeamNotificationContent {
  const service = lead.interest === "unspecified" ? "Not named yet" : serviceName(lead.interest);
  const session = lead.sessionId ? oneLine(lead.sessionId, 100) : "(unknown)";
  const detected = utcStamp(lead.createdAt);
  const transcript = lead.transcript.trim() || null;
  const subject = oneLine(`Service interest in chat: ${service}`, 150);
  const note =
    lead.inquiryId === null
      ? "The visitor has not left contact details yet. If they send the lead form, a separate " +
        '"New lead" notification follows with their name and email.'
      : `The visitor has since sent the lead form: see inquiry #${lead.inquiryId}.`;

  const infoLines = [
    ["Service", service],
    ["Session", session],
    ["Detected", detected],
    ["Reference", `lead #${lead.id}`],
  ]
    .map(([label, value]) => `${`${label}:`.padEnd(11)}${value}`)
    .join("\n");

  const text = [
    subject,
    "",
    infoLines,
    "",
    note,
    "",
    section("Conversation transcript", transcript ?? "(empty)"),
    "",
    "-- ",
    `${context.brand} team notification, ${context.publicUrl}`,
    "",
  ].join("\n");

  const sms = smsText([
    `${context.brand}: service interest in chat, lead #${lead.id},`,
    `${service},`,
    lead.inquiryId === null ? "no contact details yet" : `inquiry #${lead.inquiryId}`,
  ]);

  const blocks: SlackBlock[] = [
    { type: "header", text: { type: "plain_text", text: clip(subject, 150), emoji: false } },
    {
      type: "section",
      fields: [
        { type: "mrkdwn", text: `*Service*\n${slackEscape(service)}` },
        { type: "mrkdwn", text: `*Session*\n${slackEscape(session)}` },
      ],
    },
    { type: "section", text: { type: "mrkdwn", text: slackEscape(note) } },
    slackCodeBlock("Conversation transcript", transcript ?? ""),
    slackContext(`Lead #${lead.id}, detected ${detected}`),
  ];

  return {
    subject,
    text,
    sms,
    slack: { text: subject, blocks },
    replyTo: null,
    details: {
      name: "",
      email: "",
      company: null,
      service: lead.interest,
      serviceLabel: service,
      answers: [],
      transcript,
      message: note,
      receivedAt: lead.createdAt.toISOString(),
      sessionId: lead.sessionId,
    },
  };
}

type BookingDetails = {
  id: number;
  slotStart: Date;
  durationMinutes: number;
  timeZone: string;
  /** The number the visitor asked to be called on (none on bookings made before it was asked). */
  phone: string | null;
  createdAt: Date;
  inquiry: { id: number; firstName: string; lastName: string; email: string; service: string };
};

/** "America/Los_Angeles" → "Los Angeles". */
const place = (zone: string) => zone.split("/").pop()!.replace(/_/g, " ");

/** A booked call, in the team's time and the visitor's. */
export function formatBookingNotification(
  b: BookingDetails,
  context: FormatContext,
  businessTimeZone: string,
): TeamNotificationContent {
  const name = oneLine(`${b.inquiry.firstName} ${b.inquiry.lastName}`, 100);
  const teamTime = slotText(b.slotStart, businessTimeZone);
  const visitorTime = slotText(b.slotStart, b.timeZone);
  const subject = oneLine(`Call booked: ${name}, ${teamTime}`, 150);
  const lines = [
    ["Visitor", `${name} <${oneLine(b.inquiry.email, 254)}>`],
    ["Call", b.phone ? oneLine(b.phone, 40) : "(no number: reply by email)"],
    ["When", `${teamTime} (${b.durationMinutes} minutes)`],
    // The time already names its zone; a place says where the visitor is ("UTC (UTC)" said nothing).
    [
      "Their time",
      b.timeZone.includes("/") ? `${visitorTime} (${oneLine(place(b.timeZone), 64)})` : visitorTime,
    ],
    ["Request", `inquiry #${b.inquiry.id} (${oneLine(b.inquiry.service, 40)})`],
    ["Reference", `booking #${b.id}`],
  ]
    .map(([label, value]) => `${`${label}:`.padEnd(12)}${value}`)
    .join("\n");
  const text = [
    subject,
    "",
    lines,
    "",
    "-- ",
    `${context.brand} team notification, ${context.publicUrl}`,
    "",
  ].join("\n");
  const blocks: SlackBlock[] = [
    { type: "header", text: { type: "plain_text", text: subject, emoji: false } },
    { type: "section", text: { type: "mrkdwn", text: slackEscape(lines) } },
    slackContext(`Booking #${b.id}, inquiry #${b.inquiry.id}`),
  ];
  return {
    subject,
    text,
    sms: smsText([
      `${context.brand}: call booked,`,
      `${name},`,
      ...(b.phone ? [`${oneLine(b.phone, 40)},`] : []),
      teamTime,
    ]),
    slack: { text: subject, blocks },
    replyTo: { name, address: b.inquiry.email },
    details: {
      receivedAt: b.createdAt.toISOString(),
      slotStart: b.slotStart.toISOString(),
      durationMinutes: b.durationMinutes,
      timeZone: b.timeZone,
      inquiryId: b.inquiry.id,
      name,
      email: b.inquiry.email,
      phone: b.phone,
    },
  };
}
