/**
 * Calls visitors booked after sending the lead form (call_bookings). Read-only: a call is moved
 * or cancelled by talking to the person; the team's status is the person's.
 */
import { eq, sql } from "drizzle-orm";
import { businessInquiries, callBookings } from "../../../db/schema";
import { serviceShortName } from "../../../lib/lead";
import { bookingConfirmationKind, bookingNotificationKind } from "../../leads/notifications";
import { field, type InboxKindDefinition, personLink } from "./types";

/** "America/Los_Angeles" → "Los Angeles (Pacific Standard Time)"; the id itself if unknown. */
function zoneName(zone: string, at: Date): string {
  try {
    const long = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value;
    const city = zone.split("/").pop()?.replace(/_/g, " ");
    return long && city ? `${city} (${long})` : zone;
  } catch {
    return zone;
  }
}

export const bookingKind: InboxKindDefinition = {
  kind: "booking",
  label: "Booked call",
  statuses: ["booked"],
  transitions: {},

  listSql: () => sql`
    select 'booking'::text as kind, b.id, b.created_at, 'booked'::text as status,
      (i.first_name || ' ' || i.last_name) as name, i.email, i.company,
      i.service as summary,
      jsonb_build_object('start', b.slot_start, 'minutes', b.duration_minutes,
        'zone', b.time_zone, 'phone', b.phone) as extra
    from call_bookings b join business_inquiries i on i.id = b.inquiry_id`,

  csvColumns: [
    { key: "start", header: "Call: starts" },
    { key: "minutes", header: "Call: minutes" },
    { key: "zone", header: "Call: visitor's time zone" },
    { key: "phone", header: "Call: phone" },
  ],

  async detail(db, id) {
    const [row] = await db
      .select({ booking: callBookings, inquiry: businessInquiries })
      .from(callBookings)
      .innerJoin(businessInquiries, eq(businessInquiries.id, callBookings.inquiryId))
      .where(eq(callBookings.id, id));
    if (!row) return null;
    const { booking, inquiry } = row;
    const service = serviceShortName(inquiry.service);
    return {
      title: `Call about ${service}`,
      status: "booked",
      createdAt: booking.createdAt,
      fields: [
        ...field("Starts", booking.slotStart),
        ...field("Length", `${booking.durationMinutes} minutes`),
        ...field("Phone", booking.phone, "phone"),
        ...field("Their time zone", zoneName(booking.timeZone, booking.slotStart)),
        ...field("About", service),
      ],
    };
  },

  async currentStatus(db, id) {
    const [row] = await db
      .select({ id: callBookings.id })
      .from(callBookings)
      .where(eq(callBookings.id, id));
    return row ? "booked" : null;
  },

  async notifications(_db, id) {
    return [
      { kind: bookingNotificationKind, recordId: id },
      { kind: bookingConfirmationKind, recordId: id },
    ];
  },

  people: personLink(callBookings),
};
