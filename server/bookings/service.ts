/**
 * Call bookings: the free slots (next business days, inside business hours, not taken, not past)
 * and booking one. The slot's uniqueness is the database's job (call_bookings_slot_idx): of any
 * number of visitors racing for a slot exactly one insert commits, the others get 409.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import { callBookingConfirmation } from "./confirmation";
import { bookingTexts } from "../../content/booking";
import { businessInquiries, callBookings } from "../../db/schema";
import type { BookingRequest, BookingResponse, SlotsResponse } from "../../lib/booking";
import type { BusinessProfile } from "../../content/business";
import { callSlots, isOpen, nextOpening, parseBusinessHours } from "../calendar/business-hours";
import type { Database } from "../db";
import { runTransaction } from "../db/transaction";
import type { Env } from "../env";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import type { NotificationService } from "../notify/types";

export type BookingService = ReturnType<typeof createBookingService>;

type BookingDeps = {
  database: Database;
  logger: Logger;
  business: BusinessProfile;
  notifications: NotificationService;
  env: Pick<Env, "BOOKING_BUSINESS_DAYS" | "BOOKING_SLOT_MINUTES">;
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

    async book(request: BookingRequest): Promise<BookingResponse> {
      const start = new Date(request.start);
      const offered = callSlots(now(), hours(), options()).some(
        (s) => s.getTime() === start.getTime(),
      );
      if (!offered) {
        throw new AppError("validation", bookingTexts.slotUnavailable, {
          start: bookingTexts.slotUnavailable,
        });
      }
      const [inquiry] = await services.database.db
        .select({ id: businessInquiries.id, email: businessInquiries.email })
        .from(businessInquiries)
        .where(eq(businessInquiries.id, request.inquiryId));
      // Same answer for a wrong id and a wrong email: the id alone reveals nothing.
      if (!inquiry || inquiry.email.toLowerCase() !== request.email.toLowerCase()) {
        throw new AppError("not_found", bookingTexts.inquiryNotFound);
      }
      try {
        const booking = await runTransaction(services.database, async (tx) => {
          const [row] = await tx
            .insert(callBookings)
            .values({
              inquiryId: inquiry.id,
              slotStart: start,
              durationMinutes: options().minutes,
              timeZone: request.timeZone,
            })
            .returning();
          await services.notifications.notify("call_booking", row!.id, { tx });
          await services.notifications.notify(callBookingConfirmation.kind, row!.id, { tx });
          return row!;
        });
        log.info("call booked", { bookingId: booking.id, inquiryId: inquiry.id });
        return {
          id: booking.id,
          start: booking.slotStart.toISOString(),
          minutes: booking.durationMinutes,
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
