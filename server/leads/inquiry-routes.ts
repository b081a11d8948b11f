import { Hono } from "hono";
import { z } from "zod";
import { chatErrors } from "../../content/chat";
import { honeypotField, type LeadResponse, leadRequestSchema } from "../../lib/lead";
import type { AppEnv } from "../platform/http/context";
import { clientIp } from "../platform/http/client-ip";
import type { ChatService } from "../chat/service";
import type { Env } from "../platform/env";
import type { Logger } from "../platform/logger";
import type { RateLimiter } from "../platform/rate-limit";
import type { BookingService } from "./bookings";
import type { InquiryService } from "./inquiries";
import { parseWith, readJson, refuseFilledHoneypot } from "../platform/http/request";

/**
 * POST /api/inquiries: the lead dialog's request. Stored (inquiry + lead + the chat's
 * acknowledgement, one transaction) before the team is notified; answers 201 { id, sessionId,
 * bookingToken }; the same request sent again under its idempotency key, 200 with the first
 * answer. `sessionId` is the conversation that holds the acknowledgement and its booking
 * card: the browser's own, or a new one whose cookie this response sets.
 */
export function createInquiriesRouter(services: {
  inquiries: InquiryService;
  bookings: BookingService;
  /** The chat's cookies: a lead links the conversation only of the browser that owns it. */
  chat: ChatService;
  rateLimits: RateLimiter;
  logger: Logger;
  env: Pick<Env, "TRUST_PROXY">;
}): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const log = services.logger.child({ area: "inquiries" });

  api.post("/", async (c) => {
    const raw = await readJson(c, z.unknown());
    const ip = clientIp(c, services.env.TRUST_PROXY);
    refuseFilledHoneypot(raw, honeypotField, chatErrors.submissionRejected, () =>
      log.warn("inquiry rejected: honeypot filled", { requestId: c.get("requestId"), ip }),
    );
    const request = parseWith(leadRequestSchema, raw);
    await services.rateLimits.enforce({ inquiry: ip });
    // A chat session is linked only from the browser that owns it: the id alone would copy that
    // conversation into this lead and complete someone else's lead.
    const owned =
      request.sessionId !== undefined &&
      services.chat.cookies.owns(c.req.header("cookie"), request.sessionId);
    if (request.sessionId !== undefined && !owned) {
      log.warn("inquiry names a chat session this browser does not own; not linked", {
        requestId: c.get("requestId"),
      });
    }
    const { id, leadId, sessionId, newSession, repeat } = await services.inquiries.create(
      owned ? request : { ...request, sessionId: undefined },
    );
    log.info(repeat ? "inquiry sent again; answered with the first" : "inquiry stored", {
      requestId: c.get("requestId"),
      inquiryId: id,
      leadId,
    });
    if (newSession) c.header("Set-Cookie", services.chat.cookies.issue(sessionId));
    const body: LeadResponse = { id, sessionId, bookingToken: services.bookings.bookingToken(id) };
    return c.json(body, repeat ? 200 : 201);
  });

  return api;
}
