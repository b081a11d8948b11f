/** The call-booking API's request and response shapes, shared by the chat's card and the server. */
import { z } from "zod";
import { bookingTexts } from "../content/booking";
import { recordId } from "./ids";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Digits, spaces, a leading +, dashes, dots and brackets; 7 to 15 digits (E.164's range). */
export const phoneSchema = z
  .string({ error: bookingTexts.phoneRequired })
  .trim()
  .min(1, bookingTexts.phoneRequired)
  .max(40, bookingTexts.phoneInvalid)
  .refine(
    (v) => /^\+?[\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, "")),
    bookingTexts.phoneInvalid,
  );

/** The last digits of a phone number, for messages that must not repeat the whole of it. */
export function phoneLastDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(-4);
}

export const bookingRequestSchema = z.object({
  /**
   * Bounded to the database's integer range: a larger id is "not found", never a query error.
   * Only a number or a numeric string: `true` or `[7]` is no id.
   */
  inquiryId: z.preprocess(
    (v) => (typeof v === "number" || typeof v === "string" ? v : Number.NaN),
    recordId(bookingTexts.inquiryNotFound),
  ),
  /**
   * With a token: the email the visitor sent with the lead dialog, proving the request is
   * theirs. Booking from the chat needs neither: the conversation that sent it is the proof.
   */
  email: z.string().trim().email().max(254).optional(),
  start: z.string().datetime({ offset: true }),
  timeZone: z.string().min(1).max(64).refine(isTimeZone, bookingTexts.invalidTimeZone),
  /** The number the specialist calls. */
  phone: phoneSchema,
  /**
   * From the inquiry's response: the page that sent the request may book for it a short while.
   * Without it, the browser must own the chat session the request was sent from.
   */
  token: z.string().min(1, bookingTexts.bookingExpired).max(200).optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export type SlotsResponse = {
  slots: string[];
  minutes: number;
  openNow: boolean;
  nextOpening: string;
};

export type BookingResponse = {
  id: number;
  start: string;
  minutes: number;
  phone: string;
  timeZone: string;
};
