import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { chatErrors } from "../../content/chat";
import { sendMessageRequestSchema, sessionIdSchema } from "../../lib/chat";
import type { AppEnv } from "../platform/http/context";
import { clientIp } from "../platform/http/client-ip";
import type { Env } from "../platform/env";
import type { Logger } from "../platform/logger";
import type { RateLimiter } from "../platform/rate-limit";
import type { ChatService } from "./service";
import { AppError } from "../platform/errors";
import { fieldErrors, readJson, recordIdParam } from "../platform/http/request";

/**
 * The chat assistant's API:
 * - POST /api/chat/session → 201 { sessionId, welcomeMessage }
 * - POST /api/chat/message → 200 reply message (+ userMessage); with `Accept: text/event-stream`
 *   the reply streams as `delta` events and ends with a `done` event carrying the same JSON
 * - GET /api/chat/:sessionId/messages (canonical) and GET /api/chat/messages/:sessionId
 *
 * A session belongs to the browser that created it: the session response sets its cookie, and
 * every call naming a session without that cookie is answered as if the session did not exist.
 */
/** What the chat API uses; the container passes its services object. */
export type ChatRouterDeps = {
  chat: ChatService;
  rateLimits: RateLimiter;
  logger: Logger;
  env: Pick<Env, "TRUST_PROXY">;
};

export function createChatRouter(services: ChatRouterDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const log = services.logger.child({ area: "chat" });

  const requireOwner = (c: Context<AppEnv>, sessionId: string) => {
    if (!services.chat.cookies.owns(c.req.header("cookie"), sessionId)) {
      throw new AppError("not_found", chatErrors.sessionNotFound);
    }
  };

  api.post("/session", async (c) => {
    // Clients send `{}` or nothing, and its fields are ignored; a body that is not an object
    // (`[]`, `"x"`) is a 400 as on every other endpoint, malformed JSON too.
    await readJson(c, z.looseObject({}));
    await services.rateLimits.enforce({ chatSession: clientIp(c, services.env.TRUST_PROXY) });
    const session = await services.chat.createSession();
    c.header("Set-Cookie", services.chat.cookies.issue(session.sessionId));
    c.header("Cache-Control", "no-store");
    return c.json(session, 201);
  });

  api.post("/message", async (c) => {
    const body = await readChatJson(c, sendMessageRequestSchema);
    const ip = clientIp(c, services.env.TRUST_PROXY);
    // The IP's counter goes first so probing for session ids is limited too.
    await services.rateLimits.enforce({ chatMessageIp: ip });
    requireOwner(c, body.sessionId);
    await services.rateLimits.enforce({ chatMessageSession: body.sessionId });
    const requestId = c.get("requestId");

    if (!wantsEventStream(c)) {
      return c.json(await services.chat.sendMessage(body, { requestId, ip }), 200);
    }
    const response = streamSSE(c, async (stream) => {
      try {
        const done = await services.chat.sendMessage(body, {
          requestId,
          ip,
          onDelta: (text) => stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) }),
        });
        await stream.writeSSE({ event: "done", data: JSON.stringify(done) });
      } catch (err) {
        if (!(err instanceof AppError)) {
          log.error("chat reply failed", { requestId, err });
        }
        await stream.writeSSE({
          event: "error",
          data: JSON.stringify({ error: chatErrors.assistantUnavailable }),
        });
      }
    });
    response.headers.set("Cache-Control", "no-cache, no-transform");
    // Tells nginx-style proxies not to buffer the stream.
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  });

  const listMessages = async (c: Context<AppEnv>) => {
    const parsed = sessionIdSchema.safeParse(c.req.param("sessionId"));
    if (!parsed.success) throw new AppError("not_found", chatErrors.sessionNotFound);
    requireOwner(c, parsed.data);
    c.header("Cache-Control", "no-store");
    return c.json(await services.chat.listMessages(parsed.data));
  };
  // The visitor closed a booking card without booking: it stays closed after a reload.
  api.post("/:sessionId/cards/:messageId/dismiss", async (c) => {
    const parsed = sessionIdSchema.safeParse(c.req.param("sessionId"));
    if (!parsed.success) throw new AppError("not_found", chatErrors.sessionNotFound);
    requireOwner(c, parsed.data);
    const { name, example } = chatErrors.cardId;
    const messageId = recordIdParam(c, "messageId", name, example);
    await services.chat.dismissCard(parsed.data, messageId);
    return c.body(null, 204);
  });

  api.get("/messages/:sessionId", listMessages);
  api.get("/:sessionId/messages", listMessages);

  return api;
}
function wantsEventStream(c: Context): boolean {
  return /\btext\/event-stream\b/i.test(c.req.header("accept") ?? "");
}

/**
 * readJson, but a single bad field's message becomes the error itself ('Message must be 2,000
 * characters or fewer'), because the chat shows it verbatim after 'Failed to send message: '.
 */
async function readChatJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = await readJson(c, z.unknown());
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const messages = Object.values(fields);
  const summary =
    messages.length === 1
      ? messages[0]
      : `Please correct these fields: ${Object.keys(fields).join(", ")}`;
  throw new AppError("validation", summary, fields);
}
