/**
 * The visitor's side of a booking: the .ics invite and the confirmation email's content, both
 * pure. The generic "email to the visitor" mechanism (server/platform/notify/) sends what
 * `visitorBookingConfirmation` returns; this module does not send anything itself.
 */
import { createEvent, type EventAttributes } from "ics";
import { bookingConfirmationTexts, bookingInvite } from "../../content/booking";
import type { BusinessProfile } from "../../content/business";
import { phoneLastDigits } from "../../lib/booking";

type BookingForInvite = {
  id: number;
  slotStart: Date;
  durationMinutes: number;
  timeZone: string;
  /** The number to call; the email shows only its last digits. */
  phone?: string | null;
  /** Only the address: the invite carries no name or text the visitor typed. */
  visitor: { email: string };
};

type EmailAttachment = { filename: string; content: string; contentType: string };

type VisitorConfirmation = {
  to: { address: string };
  subject: string;
  text: string;
  attachments: EmailAttachment[];
};

/** An RFC 5545 calendar (METHOD:REQUEST) with one event; times in UTC, so every client agrees. */
export function bookingIcs(
  booking: BookingForInvite,
  business: BusinessProfile,
  publicUrl: string,
): string {
  const start = booking.slotStart;
  const event: EventAttributes = {
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: booking.durationMinutes },
    title: bookingInvite.title(business.brand),
    description: bookingInvite.description(business.brand, business.phone),
    url: publicUrl,
    uid: `call-booking-${booking.id}@${new URL(publicUrl).hostname}`,
    method: "REQUEST",
    status: "CONFIRMED",
    organizer: { name: business.brand, email: business.salesEmail },
    attendees: [
      {
        // The address as the name: nothing the visitor typed besides the address itself.
        name: booking.visitor.email,
        email: booking.visitor.email,
        rsvp: true,
        partstat: "ACCEPTED",
        role: "REQ-PARTICIPANT",
      },
    ],
    productId: `${business.brand}/bookings`,
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("could not build the calendar invite");
  return value;
}

/** "Tuesday, November 24, 2026 at 10:00 AM" in the visitor's zone, with the zone named. */
export function slotText(start: Date, timeZone: string): string {
  const date = start.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone,
  });
  const time = start.toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
  return `${date} at ${time}`;
}

/**
 * Subject, text and .ics attachment of the visitor's booking confirmation: our own words, the
 * slot, its length and the booking's reference. Anyone can type any address into the lead form,
 * so nothing the visitor wrote (name, company, message) is repeated here.
 */
export function visitorBookingConfirmation(
  booking: BookingForInvite,
  business: BusinessProfile,
  publicUrl: string,
): VisitorConfirmation {
  const when = slotText(booking.slotStart, booking.timeZone);
  const t = bookingConfirmationTexts;
  const text = [
    t.greeting,
    "",
    t.booked(booking.durationMinutes, business.brand, when, booking.timeZone),
    t.invite,
    ...(booking.phone ? [t.phone(phoneLastDigits(booking.phone))] : []),
    t.reference(booking.id),
    "",
    t.change(business.phone, business.hours),
    "",
    `-- ${business.brand}, ${publicUrl}`,
  ].join("\n");
  return {
    to: { address: booking.visitor.email },
    subject: t.subject(business.brand, when),
    text,
    attachments: [
      {
        filename: "call.ics",
        content: bookingIcs(booking, business, publicUrl),
        contentType: "text/calendar; charset=utf-8; method=REQUEST",
      },
    ],
  };
}
