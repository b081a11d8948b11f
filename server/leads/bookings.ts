/**
 * Call bookings: the free slots (next business days, inside business hours, not taken, not past)
 * and booking one. The slot's uniqueness is the database's job (call_bookings_slot_idx): of any
 * number of visitors racing for a slot exactly one insert commits, the others get 409.
 *
 * Slots are scarce, so one visitor must not take them all (ADR 0036): a call is booked only for a
 * request the caller sent, once per request, and one email address and one IP hold at most
 * BOOKING_MAX_UPCOMING_PER_VISITOR upcoming calls. The caller proves the request is theirs by the
 * conversation it was sent from (the browser's chat cookie owns the request's session: the chat's
 * booking card, ADR 0039) or, for API clients, by the booking token handed out with the inquiry's
 * response with its email, a short while after sending it.
 */
import { and, count, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import { bookingConfirmationKind, bookingNotificationKind } from "./notifications";
import { bookingTexts } from "../../content/booking";
import { businessInquiries, callBookings } from "../../db/schema";
import type { BookingRequest, BookingResponse, SlotsResponse } from "../../lib/booking";
import type { BusinessProfile } from "../../content/business";
import {
  callSlots,
  isOpen,
  nextOpening,
  parseBusinessHours,
} from "../platform/calendar/business-hours";
import type { Database } from "../platform/db";
import { runTransaction } from "../platform/db/transaction";
import type { Env } from "../platform/env";
import { AppError } from "../platform/errors";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import { attachPerson } from "../people/attach";
import { addressKey, type VisitorKeys } from "../platform/visitor-keys";

export type BookingService = ReturnType<typeof createBookingService>;

type BookingDeps = {
  database: Database;
  logger: Logger;
  business: BusinessProfile;
  notifications: NotificationService;
  env: Pick<
    Env,
    | "BOOKING_BUSINESS_DAYS"
    | "BOOKING_SLOT_MINUTES"
    | "BOOKING_MAX_UPCOMING_PER_VISITOR"
    | "BOOKING_INQUIRY_MAX_AGE_MINUTES"
  >;
  visitorKeys: VisitorKeys;
  /** The clock; tests fix it. */
  now?: () => Date;
};

/** Postgres' unique_violation, through Drizzle's wrapper on either driver. */
function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return null;
}

export function createBookingService(services: BookingDeps) {
  const log = services.logger.child({ area: "bookings" });
  const now = () => (services.now ? services.now() : new Date());
  const hours = () => parseBusinessHours(services.business.hours);
  const options = () => ({
    businessDays: services.env.BOOKING_BUSINESS_DAYS,
    minutes: services.env.BOOKING_SLOT_MINUTES,
  });

  const maxAgeMs = () => services.env.BOOKING_INQUIRY_MAX_AGE_MINUTES * 60_000;
  const keys = () => services.visitorKeys;

  /** The inquiry id a booking token was made for, or null if forged, malformed or expired. */
  function readToken(token: string): number | null {
    const match = /^(\d{1,10})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, id, expires, signature] = match;
    if (!keys().verify("booking-token", `${id}.${expires}`, signature!)) return null;
    if (Number(expires) <= now().getTime()) return null;
    return Number(id);
  }

  async function freeSlots(at: Date): Promise<Date[]> {
    const all = callSlots(at, hours(), options());
    if (!all.length) return [];
    const taken = await services.database.db
      .select({ start: callBookings.slotStart })
      .from(callBookings)
      .where(
        and(
          gte(callBookings.slotStart, all[0]!),
          lt(callBookings.slotStart, new Date(all.at(-1)!.getTime() + 1)),
        ),
      );
    const takenAt = new Set(taken.map((t) => t.start.getTime()));
    return all.filter((s) => !takenAt.has(s.getTime()));
  }

  return {
    async slots(): Promise<SlotsResponse> {
      const at = now();
      const h = hours();
      return {
        slots: (await freeSlots(at)).map((s) => s.toISOString()),
        minutes: options().minutes,
        openNow: isOpen(at, h),
        nextOpening: nextOpening(at, h).toISOString(),
      };
    },

    /** Handed to the page that sent inquiry `inquiryId`; books a call for it for a while. */
    bookingToken(inquiryId: number): string {
      const payload = `${inquiryId}.${now().getTime() + maxAgeMs()}`;
      return `${payload}.${keys().mac("booking-token", payload)}`;
    },

    async book(
      request: BookingRequest,
      client: {
        ip: string;
        /** Whether this browser's chat cookie owns `sessionId`. */
        ownsSession?: (sessionId: string) => boolean;
      },
    ): Promise<BookingResponse> {
      const at = now();
      const start = new Date(request.start);
      const offered = callSlots(at, hours(), options()).some(
        (s) => s.getTime() === start.getTime(),
      );
      if (!offered) {
        throw new AppError("validation", bookingTexts.slotUnavailable, {
          start: bookingTexts.slotUnavailable,
        });
      }
      const expired = () =>
        new AppError("forbidden", bookingTexts.bookingExpired, {
          token: bookingTexts.bookingExpired,
        });
      if (request.token !== undefined && readToken(request.token) !== request.inquiryId) {
        throw expired();
      }
      const [inquiry] = await services.database.db
        .select({
          id: businessInquiries.id,
          email: businessInquiries.email,
          sessionId: businessInquiries.sessionId,
          createdAt: businessInquiries.createdAt,
        })
        .from(businessInquiries)
        .where(eq(businessInquiries.id, request.inquiryId));
      if (request.token !== undefined) {
        // Same answer for a wrong id and a wrong email: the id alone reveals nothing.
        if (!inquiry || inquiry.email.toLowerCase() !== (request.email ?? "").toLowerCase()) {
          throw new AppError("not_found", bookingTexts.inquiryNotFound);
        }
        if (inquiry.createdAt.getTime() < at.getTime() - maxAgeMs()) throw expired();
      } else if (
        // The conversation that sent the request books for it as long as the card is there: the
        // caps below, not a clock, keep one visitor from taking the slots.
        !inquiry?.sessionId ||
        !client.ownsSession?.(inquiry.sessionId)
      ) {
        throw expired();
      }
      // Keyed hashes: the table keeps neither a second copy of the address nor the IP.
      const emailKey = keys().mac("booking-email", addressKey(inquiry.email));
      const clientKey = keys().mac("booking-client", client.ip);
      const max = services.env.BOOKING_MAX_UPCOMING_PER_VISITOR;
      try {
        const booking = await runTransaction(services.database, async (tx) => {
          // Serialises bookings of one address or IP, so two at once cannot both pass the count.
          for (const key of [emailKey, clientKey].sort()) {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${key}`}))`);
          }
          const [held] = await tx
            .select({ n: count() })
            .from(callBookings)
            .where(
              and(
                gt(callBookings.slotStart, at),
                or(eq(callBookings.emailKey, emailKey), eq(callBookings.clientKey, clientKey)),
              ),
            );
          if ((held?.n ?? 0) >= max) {
            throw new AppError("conflict", bookingTexts.tooManyUpcoming(max));
          }
          const personId = await attachPerson(
            tx,
            { email: inquiry.email, phone: request.phone },
            { kind: "booking", opens: true },
          );
          const [row] = await tx
            .insert(callBookings)
            .values({
              personId,
              inquiryId: inquiry.id,
              slotStart: start,
              durationMinutes: options().minutes,
              timeZone: request.timeZone,
              emailKey,
              clientKey,
              phone: request.phone,
            })
            .returning();
          await services.notifications.notify(bookingNotificationKind, row!.id, { tx });
          await services.notifications.notify(bookingConfirmationKind, row!.id, { tx });
          return row!;
        });
        log.info("call booked", { bookingId: booking.id, inquiryId: inquiry.id });
        return {
          id: booking.id,
          start: booking.slotStart.toISOString(),
          minutes: booking.durationMinutes,
          phone: booking.phone ?? request.phone,
          timeZone: booking.timeZone,
        };
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === null) throw err;
        if (constraint.includes("inquiry")) {
          throw new AppError("conflict", bookingTexts.alreadyBooked, {
            inquiryId: bookingTexts.alreadyBooked,
          });
        }
        throw new AppError("conflict", bookingTexts.slotTaken, { start: bookingTexts.slotTaken });
      }
    },
  };
}
