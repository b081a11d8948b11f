/**
 * The team's notification about a lead captured in chat before the visitor left contact details
 * (kind "chat_lead"): the kind's registration and its formatter.
 */
import { eq, sql } from "drizzle-orm";
import { leads } from "../../db/schema";
import { serviceShortName as serviceName } from "../../lib/lead";
import {
  clip,
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
import type { NotificationKindDefinition } from "../notify/types";

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
    slackCodeBlock("Conversation transcript", transcript ?? ""),
    slackContext(`Lead #${lead.id}, detected ${detected}`),
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

/** Leads the chat captured when it detected interest, before any contact details. */
export const chatLeadNotification: NotificationKindDefinition = {
  kind: "chat_lead",

  async load(db, recordId, context) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, recordId));
    if (!lead) return null;
    return formatChatLeadNotification(
      {
        id: lead.id,
        sessionId: lead.sessionId,
        interest: lead.interest,
        transcript: lead.conversationTranscript,
        createdAt: lead.createdAt,
        inquiryId: lead.inquiryId,
      },
      context,
    );
  },

  async markDelivered(db, recordId, channel) {
    // Leads have no SMS flag; the delivery rows keep that state.
    if (channel === "email") {
      await db.update(leads).set({ emailSent: true }).where(eq(leads.id, recordId));
    }
  },

  async unfinished(db, limit) {
    // Never planned: only leads the chat created and nobody has completed since. Leads the form
    // creates are 'new' with an inquiry from the start and go out as business_inquiry; a week's
    // bound keeps a long-stopped server from announcing stale interest. Pending rows exist only
    // for leads this kind has planned, whatever has happened to the lead since.
    const result = await db.execute(sql`
      select l.id from leads l
      where (l.status = 'collecting'
          and l.inquiry_id is null
          and l.created_at > now() - interval '7 days'
          and not exists (
            select 1 from notification_deliveries d
            where d.kind = 'chat_lead' and d.record_id = l.id))
        or exists (
          select 1 from notification_deliveries d
          where d.kind = 'chat_lead' and d.record_id = l.id and d.status = 'pending')
      order by l.id
      limit ${limit}`);
    return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  },
};
