/**
 * The leads' notification kinds: the team hears of every lead-dialog inquiry, every lead the chat
 * captured before any contact details, and every booked call; the visitor gets a confirmation of
 * their inquiry and of their call (with its .ics invite). Formatting is in notification-format.ts.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { businessInquiries, callBookings, leads } from "../../db/schema";
import { parseBusinessHours } from "../platform/calendar/business-hours";
import type { DB } from "../platform/db";
import { defineNotification } from "../platform/notify/define";
import type { NotificationKindDefinition } from "../platform/notify/types";
import { visitorBookingConfirmation } from "./invite";
import {
  formatBookingNotification,
  formatChatLeadNotification,
  formatInquiryConfirmation,
  formatInquiryNotification,
} from "./notification-format";

/** Stored kind names (notification_deliveries.kind, outbox file names): never renamed. */
export const inquiryNotificationKind = "business_inquiry";
export const inquiryConfirmationKind = "business_inquiry_confirmation";
export const chatLeadNotificationKind = "chat_lead";
export const bookingNotificationKind = "call_booking";
export const bookingConfirmationKind = "call_booking_confirmation";

async function loadInquiry(db: DB, id: number) {
  const [inquiry] = await db.select().from(businessInquiries).where(eq(businessInquiries.id, id));
  return inquiry ?? null;
}

async function loadBooking(db: DB, id: number) {
  const [row] = await db
    .select({ booking: callBookings, inquiry: businessInquiries })
    .from(callBookings)
    .innerJoin(businessInquiries, eq(businessInquiries.id, callBookings.inquiryId))
    .where(eq(callBookings.id, id));
  return row ?? null;
}

/** Inquiries sent with the lead dialog: the team gets every answer and the conversation. */
export const inquiryNotification = defineNotification({
  kind: inquiryNotificationKind,
  audience: "team",
  table: businessInquiries,

  async load(db, recordId, context) {
    const inquiry = await loadInquiry(db, recordId);
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
});

/** The visitor's confirmation of a lead-dialog request (ADR 0016). */
export const inquiryConfirmation = defineNotification({
  kind: inquiryConfirmationKind,
  audience: "visitor",
  table: businessInquiries,

  async load(db, recordId, context) {
    const inquiry = await loadInquiry(db, recordId);
    return inquiry ? formatInquiryConfirmation(inquiry, context) : null;
  },
});

/**
 * Interest the assistant detected in the chat, sent as soon as it is detected: the visitor has
 * been told a specialist was notified, and may never fill in the lead form.
 */
export const chatLeadNotification = defineNotification({
  kind: chatLeadNotificationKind,
  audience: "team",
  table: leads,
  // Only leads the chat created and nobody has completed since: leads the form creates are 'new'
  // with an inquiry from the start and go out as business_inquiry. A week's bound keeps a
  // long-stopped server from announcing stale interest.
  scope: and(eq(leads.status, "collecting"), isNull(leads.inquiryId)),
  plannedWithinDays: 7,

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
});

/** A booked call, written in the booking's transaction. Needs the business hours' zone. */
export function bookingNotification(businessHours: string) {
  const zone = parseBusinessHours(businessHours).timeZone;
  return defineNotification({
    kind: bookingNotificationKind,
    audience: "team",
    table: callBookings,
    plannedWithinDays: 7,

    async load(db, recordId, context) {
      const row = await loadBooking(db, recordId);
      if (!row) return null;
      return formatBookingNotification({ ...row.booking, inquiry: row.inquiry }, context, zone);
    },
  });
}

/** The visitor's confirmation of a booked call, with its .ics invite (ADR 0022, ADR 0016). */
export const bookingConfirmation = defineNotification({
  kind: bookingConfirmationKind,
  audience: "visitor",
  table: callBookings,
  plannedWithinDays: 7,

  async load(db, recordId, context) {
    const row = await loadBooking(db, recordId);
    if (!row) return null;
    const { booking, inquiry } = row;
    const message = visitorBookingConfirmation(
      {
        id: booking.id,
        slotStart: booking.slotStart,
        durationMinutes: booking.durationMinutes,
        timeZone: booking.timeZone,
        phone: booking.phone,
        visitor: { email: inquiry.email },
      },
      context.business,
      context.publicUrl,
    );
    return { ...message, receivedAt: booking.createdAt.toISOString() };
  },
});

/** Every kind of the leads capability, as the container registers them. */
export function leadNotifications(deps: { businessHours: string }): NotificationKindDefinition[] {
  return [
    inquiryNotification,
    inquiryConfirmation,
    chatLeadNotification,
    bookingNotification(deps.businessHours),
    bookingConfirmation,
  ];
}
