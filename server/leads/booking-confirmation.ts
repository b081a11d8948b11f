import { eq } from "drizzle-orm";
import { businessInquiries, callBookings } from "../../db/schema";
import { unfinishedRecords } from "../notify/unfinished";
import type { VisitorMessageDefinition } from "../notify/visitor";
import { visitorBookingConfirmation } from "./invite";

/** The visitor's confirmation of a booked call, with its .ics invite (ADR 0022, ADR 0016). */
export const callBookingConfirmation: VisitorMessageDefinition = {
  kind: "call_booking_confirmation",
  audience: "visitor",

  async load(db, recordId, context) {
    const [row] = await db
      .select({ booking: callBookings, inquiry: businessInquiries })
      .from(callBookings)
      .innerJoin(businessInquiries, eq(businessInquiries.id, callBookings.inquiryId))
      .where(eq(callBookings.id, recordId));
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
    return {
      kind: "call_booking_confirmation",
      recordId,
      ...message,
      receivedAt: booking.createdAt.toISOString(),
    };
  },

  unfinished: unfinishedRecords("call_bookings", "call_booking_confirmation", {
    plannedWithinDays: 7,
  }),
};
