/**
 * The team's notification about a lead captured in chat before the visitor left contact details
 * (kind "chat_lead"). Pure, like format.ts whose text helpers it shares.
 */
import {
  clip,
  oneLine,
  section,
  serviceName,
  type SlackBlock,
  slackEscape,
  smsText,
  type TeamNotification,
  utcStamp,
} from "./format";

export type ChatLeadDetails = {
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
  context: { brand: string; publicUrl: string },
): TeamNotification {
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
    {
      type: "section",
      text: {
        type: "mrkdwn",
        text: `*Conversation transcript*\n\`\`\`${clip(slackEscape(transcript ?? "(empty)"), 2900)}\`\`\``,
      },
    },
    {
      type: "context",
      elements: [{ type: "mrkdwn", text: `Lead #${lead.id}, detected ${detected}` }],
    },
  ];

  return {
    kind: "chat_lead",
    recordId: lead.id,
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
