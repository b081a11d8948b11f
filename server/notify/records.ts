import { asc, desc, eq, sql } from "drizzle-orm";
import { businessInquiries, chatMessages, leads } from "../../db/schema";
import { chatTranscript } from "../../lib/chat";
import type { DB } from "../db";
import { formatInquiryNotification, type TeamNotification } from "./format";
import { formatChatLeadNotification } from "./format-chat-lead";
import type { NotificationKind } from "./types";

export type FormatContext = { brand: string; publicUrl: string };

/**
 * What the notification service needs to know about one kind of record. A new kind
 * (consultations, payments) adds an entry here and a formatter beside format.ts.
 */
export type NotificationSource = {
  /** The record, formatted for every channel; null if it no longer exists. */
  load(db: DB, recordId: number, context: FormatContext): Promise<TeamNotification | null>;
  /** Mirrors a delivered channel on the record itself (email_sent, sms_notified). */
  markDelivered(db: DB, recordId: number, channel: "email" | "sms"): Promise<void>;
  /** Records whose notification never finished: never planned, or with deliveries pending. */
  unfinished(db: DB, limit: number): Promise<number[]>;
};

async function inquiryTranscript(
  db: DB,
  inquiryId: number,
  sessionId: string | null,
): Promise<string | null> {
  // The lead captured in the chat keeps the transcript the visitor saw.
  const [lead] = await db
    .select({ transcript: leads.conversationTranscript })
    .from(leads)
    .where(eq(leads.inquiryId, inquiryId))
    .orderBy(desc(leads.id))
    .limit(1);
  if (lead?.transcript?.trim()) return lead.transcript;
  if (!sessionId) return null;
  const messages = await db
    .select({ isUser: chatMessages.isUser, message: chatMessages.message })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return messages.length > 0 ? chatTranscript(messages) : null;
}

function idsFrom(result: unknown): number[] {
  return (result as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

const businessInquirySource: NotificationSource = {
  async load(db, recordId, context) {
    const [inquiry] = await db
      .select()
      .from(businessInquiries)
      .where(eq(businessInquiries.id, recordId));
    if (!inquiry) return null;
    const transcript = await inquiryTranscript(db, inquiry.id, inquiry.sessionId);
    return formatInquiryNotification({ ...inquiry, transcript }, context);
  },

  async markDelivered(db, recordId, channel) {
    if (channel === "email") {
      await db
        .update(businessInquiries)
        .set({ emailSent: true })
        .where(eq(businessInquiries.id, recordId));
      // The chat lead behind the inquiry went out in the same email.
      await db.update(leads).set({ emailSent: true }).where(eq(leads.inquiryId, recordId));
    } else {
      await db
        .update(businessInquiries)
        .set({ smsNotified: true })
        .where(eq(businessInquiries.id, recordId));
    }
  },

  async unfinished(db, limit) {
    const result = await db.execute(sql`
      select i.id from business_inquiries i
      where not exists (
          select 1 from notification_deliveries d
          where d.kind = 'business_inquiry' and d.record_id = i.id)
        or exists (
          select 1 from notification_deliveries d
          where d.kind = 'business_inquiry' and d.record_id = i.id and d.status = 'pending')
      order by i.id
      limit ${limit}`);
    return idsFrom(result);
  },
};

/** Leads the chat captured when it detected interest, before any contact details. */
const chatLeadSource: NotificationSource = {
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
    return idsFrom(result);
  },
};

export const notificationSources: Record<NotificationKind, NotificationSource> = {
  business_inquiry: businessInquirySource,
  chat_lead: chatLeadSource,
};
