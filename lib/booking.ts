/** The call-booking API's request and response shapes, shared by the lead dialog and the server. */
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

export const bookingRequestSchema = z.object({
  /**
   * Bounded to the database's integer range: a larger id is "not found", never a query error.
   * Only a number or a numeric string: `true` or `[7]` is no id.
   */
  inquiryId: z.preprocess(
    (v) => (typeof v === "number" || typeof v === "string" ? v : Number.NaN),
    recordId(bookingTexts.inquiryNotFound),
  ),
  /** The email the visitor sent with the lead dialog: proves the request is theirs. */
  email: z.string().trim().email().max(254),
  start: z.string().datetime({ offset: true }),
  timeZone: z.string().min(1).max(64).refine(isTimeZone, bookingTexts.invalidTimeZone),
  /** From the inquiry's response: only the page that sent the request can book for it. */
  token: z
    .string({ error: bookingTexts.bookingExpired })
    .min(1, bookingTexts.bookingExpired)
    .max(200),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export type SlotsResponse = {
  slots: string[];
  minutes: number;
  openNow: boolean;
  nextOpening: string;
};

export type BookingResponse = { id: number; start: string; minutes: number };
