/** The call-booking API's request and response shapes, shared by the lead dialog and the server. */
import { z } from "zod";
import { bookingTexts } from "../content/booking";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const bookingRequestSchema = z.object({
  inquiryId: z.number().int().positive(),
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
