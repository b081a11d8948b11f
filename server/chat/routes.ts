import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { chatErrors, chatLimits } from "../../content/chat";
import {
  type SendMessageResponse,
  sendMessageRequestSchema,
  sessionIdSchema,
} from "../../lib/chat";
import type { AppEnv } from "../http/context";
import type { AssistantReply, AssistantRequest } from "../assistant/types";
import { clientIp } from "../http/client-ip";
import type { AppServices } from "../container";
import {
  chatHistory,
  chatSessionExists,
  createChatSession,
  listChatMessages,
  replyMetadata,
  storeAssistantReply,
  storeChatMessage,
} from "./store";
import { enforceRateLimits } from "../rate-limit";
import { AppError } from "../errors";
import { fieldErrors, readJson } from "../http/request";

/**
 * The chat assistant's API (spec section 7):
 * - POST /api/chat/session → 201 { sessionId, welcomeMessage }
 * - POST /api/chat/message → 200 reply message (+ userMessage); with `Accept: text/event-stream`
 *   the reply streams as `delta` events and ends with a `done` event carrying the same JSON
 * - GET /api/chat/:sessionId/messages (canonical) and GET /api/chat/messages/:sessionId
 */
export function createChatRouter(services: AppServices): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const { database } = services;
  const log = services.logger.child({ area: "chat" });

  api.post("/session", async (c) => {
    // The spec's client sends `{}` or nothing; anything else is ignored, malformed JSON is a 400.
    await readJson(c, z.unknown());
    const ip = clientIp(c, services.env.TRUST_PROXY);
    await enforceRateLimits(
      database,
      [
        {
          key: `chat-session:ip:${ip}`,
          limit: chatLimits.sessionsPerHourPerIp,
          windowSeconds: 3600,
        },
      ],
      chatErrors.sessionRateLimited,
    );
    const session = await createChatSession(database);
    return c.json(session, 201);
  });

  api.post("/message", async (c) => {
    const body = await readChatJson(c, sendMessageRequestSchema);
    const ip = clientIp(c, services.env.TRUST_PROXY);
    const perMinute = services.env.RATE_LIMIT_CHAT_PER_MINUTE;
    // The IP's counter goes first so probing for session ids is limited too.
    await enforceRateLimits(
      database,
      [{ key: `chat:ip:${ip}`, limit: perMinute, windowSeconds: 60 }],
      chatErrors.chatRateLimited,
    );
    if (!(await chatSessionExists(database, body.sessionId))) {
      throw new AppError("not_found", chatErrors.sessionNotFound);
    }
    await enforceRateLimits(
      database,
      [{ key: `chat:session:${body.sessionId}`, limit: perMinute, windowSeconds: 60 }],
      chatErrors.chatRateLimited,
    );

    const userMessage = await storeChatMessage(database, {
      sessionId: body.sessionId,
      message: body.message,
      isUser: true,
      metadata: null,
    });
    const request: AssistantRequest = {
      sessionId: body.sessionId,
      message: body.message,
      history: await chatHistory(database, body.sessionId, userMessage.id),
    };
    const started = performance.now();
    const storeReply = async (reply: AssistantReply): Promise<SendMessageResponse> => {
      const text = reply.text.trim() ? reply.text : chatErrors.assistantUnavailable;
      const { reply: stored, newLeadId } = await storeAssistantReply(database, {
        sessionId: body.sessionId,
        message: text,
        metadata: replyMetadata(reply),
      });
      log.info("chat reply", {
        requestId: c.get("requestId"),
        source: reply.source,
        serviceInquiryDetected: reply.serviceInquiryDetected,
        ms: Math.round(performance.now() - started),
        ...(newLeadId ? { leadId: newLeadId } : {}),
      });
      // The reply tells the visitor a specialist has been notified: this makes it true, once
      // per session, whether or not they go on to fill in the lead form.
      if (newLeadId) await services.notifications.notify("chat_lead", newLeadId);
      return { ...stored, userMessage };
    };

    if (wantsEventStream(c)) {
      const response = streamSSE(c, async (stream) => {
        let reply: AssistantReply | undefined;
        try {
          // Not tied to the request's abort signal: a visitor who navigates away mid-reply
          // finds the whole answer stored when the conversation is restored.
          for await (const event of services.assistant.stream(request)) {
            if (event.type === "delta") {
              if (event.text) {
                await stream.writeSSE({
                  event: "delta",
                  data: JSON.stringify({ text: event.text }),
                });
              }
            } else {
              reply = event.reply;
            }
          }
          if (!reply) throw new Error("the assistant's stream ended without a reply");
          const done = await storeReply(reply);
          await stream.writeSSE({ event: "done", data: JSON.stringify(done) });
        } catch (err) {
          log.error("chat reply failed", { requestId: c.get("requestId"), err });
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
    }

    let reply: AssistantReply;
    try {
      reply = await services.assistant.reply(request);
    } catch (err) {
      log.error("chat reply failed", { requestId: c.get("requestId"), err });
      throw new AppError("unavailable", chatErrors.assistantUnavailable);
    }
    return c.json(await storeReply(reply), 200);
  });

  const listMessages = async (c: Context<AppEnv>) => {
    const parsed = sessionIdSchema.safeParse(c.req.param("sessionId"));
    if (!parsed.success || !(await chatSessionExists(database, parsed.data))) {
      throw new AppError("not_found", chatErrors.sessionNotFound);
    }
    c.header("Cache-Control", "no-store");
    return c.json(await listChatMessages(database, parsed.data));
  };
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
