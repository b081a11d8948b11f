import { Hono } from "hono";
import { z } from "zod";
import { bookingRequestSchema } from "../../lib/booking";
import type { ChatService } from "../chat/service";
import type { Env } from "../platform/env";
import type { RateLimiter } from "../platform/rate-limit";
import type { BookingService } from "./bookings";
import { clientIp } from "../platform/http/client-ip";
import type { AppEnv } from "../platform/http/context";
import { parseWith, readJson } from "../platform/http/request";

/**
 * GET /api/bookings/slots: free call slots (UTC instants; the browser shows them in its zone).
 * POST /api/bookings: books one for the visitor's inquiry, on the phone number given; 201
 * { id, start, minutes, phone, timeZone }, 409 when the slot was just taken. The chat's booking
 * card sends no token: its browser's chat cookie owns the conversation the request came from.
 */
export function createBookingsRouter(services: {
  bookings: BookingService;
  /** The chat's cookies: a booking card's browser owns the conversation it came from. */
  chat: ChatService;
  rateLimits: RateLimiter;
  env: Pick<Env, "TRUST_PROXY">;
}): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/slots", async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await services.bookings.slots());
  });

  api.post("/", async (c) => {
    const request = parseWith(bookingRequestSchema, await readJson(c, z.unknown()));
    const ip = clientIp(c, services.env.TRUST_PROXY);
    await services.rateLimits.enforce({ booking: ip });
    const cookie = c.req.header("cookie");
    const ownsSession = (sessionId: string) => services.chat.cookies.owns(cookie, sessionId);
    return c.json(await services.bookings.book(request, { ip, ownsSession }), 201);
  });

  return api;
}
