/** The team's notification about a booked call (kind "call_booking"), written in the booking's transaction. */
import { eq } from "drizzle-orm";
import { businessInquiries, callBookings } from "../../db/schema";
import { parseBusinessHours } from "../calendar/business-hours";
import {
  oneLine,
  type SlackBlock,
  slackContext,
  slackEscape,
  smsText,
  type TeamNotification,
} from "../notify/format";
import type { FormatContext, NotificationKindDefinition } from "../notify/types";
import { unfinishedRecords } from "../notify/unfinished";
import { slotText } from "./invite";

export type BookingDetails = {
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

export function formatBookingNotification(
  b: BookingDetails,
  context: FormatContext,
  businessTimeZone: string,
): TeamNotification {
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
    kind: "call_booking",
    recordId: b.id,
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

/** Needs the business hours' zone: built by the container from the resolved profile. */
export function callBookingNotification(businessHours: string): NotificationKindDefinition {
  const zone = parseBusinessHours(businessHours).timeZone;
  return {
    kind: "call_booking",
    async load(db, recordId, context) {
      const [row] = await db
        .select({ booking: callBookings, inquiry: businessInquiries })
        .from(callBookings)
        .innerJoin(businessInquiries, eq(businessInquiries.id, callBookings.inquiryId))
        .where(eq(callBookings.id, recordId));
      if (!row) return null;
      return formatBookingNotification({ ...row.booking, inquiry: row.inquiry }, context, zone);
    },
    unfinished: unfinishedRecords("call_bookings", "call_booking", { plannedWithinDays: 7 }),
  };
}
