import { desc, eq } from "drizzle-orm";
import { unfinishedRecords } from "../notify/unfinished";
import { businessInquiries, leads } from "../../db/schema";
import { leadConfirmation, leadServices } from "../../content/lead";
import { promises } from "../../content/promises";
import { section } from "../notify/format";
import type { NotificationKindDefinition } from "../notify/types";
import { reachUs, type VisitorMessageDefinition } from "../notify/visitor";
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

  unfinished: unfinishedRecords("business_inquiries", "business_inquiry"),
};

/** The visitor's confirmation of a lead-dialog request (ADR 0016). */
export const inquiryConfirmation: VisitorMessageDefinition = {
  kind: "business_inquiry_confirmation",
  audience: "visitor",

  async load(db, recordId, context) {
    const [inquiry] = await db
      .select()
      .from(businessInquiries)
      .where(eq(businessInquiries.id, recordId));
    if (!inquiry) return null;
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
      kind: "business_inquiry_confirmation",
      recordId,
      to: { address: inquiry.email },
      subject: t.subject(context.brand),
      text,
      receivedAt: inquiry.createdAt.toISOString(),
    };
  },

  unfinished: unfinishedRecords("business_inquiries", "business_inquiry_confirmation"),
};
