import { desc, eq, sql } from "drizzle-orm";
import { businessInquiries, leads } from "../../db/schema";
import type { NotificationKindDefinition } from "../notify/types";
import { formatInquiryNotification } from "./notification-format";

export function idsFrom(result: unknown): number[] {
  return (result as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** Inquiries sent with the lead dialog: the team gets every answer and the conversation. */
export const inquiryNotification: NotificationKindDefinition = {
  kind: "business_inquiry",

  async load(db, recordId, context) {
    const [inquiry] = await db
      .select()
      .from(businessInquiries)
      .where(eq(businessInquiries.id, recordId));
    if (!inquiry) return null;
    // The lead written with the inquiry holds the one stored transcript.
    const [lead] = await db
      .select({ transcript: leads.conversationTranscript })
      .from(leads)
      .where(eq(leads.inquiryId, inquiry.id))
      .orderBy(desc(leads.id))
      .limit(1);
    return formatInquiryNotification(
      { ...inquiry, transcript: lead?.transcript?.trim() || null },
      context,
    );
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
