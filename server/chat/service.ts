import { chatCookiePolicy, chatErrors, transcriptTexts } from "../../content/chat";
import type { ChatMessageDto, SendMessageResponse } from "../../lib/chat";
import { transcriptIntent } from "../assistant/transcript";
import type { Assistant, AssistantReply, AssistantRequest } from "../assistant/types";
import type { Database } from "../platform/db";
import { runTransaction } from "../platform/db/transaction";
import { AppError } from "../platform/errors";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import { siteCookie } from "../platform/http/cookies";
import type { RateLimiter } from "../platform/rate-limit";
import { and, eq, isNull, sql } from "drizzle-orm";
import { transcriptRequests } from "../../db/schema";
import type { Env } from "../platform/env";
import type { VisitorKeys } from "../platform/visitor-keys";
import { captureChatLead } from "../leads/capture";
import { attachPerson } from "../people/attach";
import { chatLeadNotificationKind } from "../leads/notifications";
import { createChatSessionCookies } from "./session-cookie";
import { createTranscriptLinks } from "./transcript-link";
import {
  transcriptConfirmationKind,
  transcriptDeliveryKind,
  transcriptRequestNotificationKind,
} from "./notifications";
import {
  chatHistory,
  chatSessionExists,
  createChatSession,
  dismissBookingCard,
  insertAssistantReply,
  listChatMessages,
  replyMetadata,
  sessionLeadStage,
  storeChatMessage,
  withCardState,
} from "./store";
import type { LeadStage } from "../../lib/chat";

export type ChatService = ReturnType<typeof createChatService>;

/** What a turn of the chat uses; the container passes its services object. */
type ChatDeps = {
  database: Database;
  logger: Logger;
  assistant: Assistant;
  notifications: NotificationService;
  env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY" | "TRANSCRIPT_CONFIRM_TTL_HOURS">;
  visitorKeys: VisitorKeys;
  rateLimits: RateLimiter;
};

/** Where a transcript confirmation link stands, for the page behind it. */
type TranscriptLinkState =
  | { state: "ready" | "sent"; email: string }
  | { state: "invalid" | "expired" };

/**
 * The chat's use cases. `sendMessage` is the whole of one turn: store the visitor's message, ask
 * the assistant, store its reply, capture the session's lead when it detected interest, and write
 * the team's notification job in that same transaction.
 *
 * Reads `services` at call time, so a test that swaps the assistant or the notifications sees
 * its stand-in used.
 */
export function createChatService(services: ChatDeps) {
  const log = services.logger.child({ area: "chat" });
  const database = () => services.database;
  const cookies = createChatSessionCookies(
    services.visitorKeys,
    siteCookie(services.env, {
      path: "/api",
      maxAge: chatCookiePolicy.lifetimeDays * 24 * 60 * 60,
    }),
  );
  const transcriptLinks = createTranscriptLinks({ keys: services.visitorKeys, env: services.env });

  async function linkState(token: string): Promise<TranscriptLinkState & { id?: number }> {
    const read = transcriptLinks.read(token);
    if ("error" in read) return { state: read.error };
    const [row] = await database()
      .db.select({ email: transcriptRequests.email, confirmedAt: transcriptRequests.confirmedAt })
      .from(transcriptRequests)
      .where(eq(transcriptRequests.id, read.id));
    if (!row) return { state: "invalid" };
    return { state: row.confirmedAt ? "sent" : "ready", email: row.email, id: read.id };
  }

  /**
   * Each confirmation email goes to an address the visitor typed: fixed text, but still mail
   * from the business's domain to anyone. Counted per conversation and per network.
   */
  async function mayRequestTranscript(sessionId: string, ip: string | undefined): Promise<boolean> {
    const allowed = await services.rateLimits.allows({
      transcriptSession: sessionId,
      transcriptIp: ip || undefined,
    });
    if (!allowed) {
      log.warn("conversation email refused: hourly limit", {
        limit: services.rateLimits.rules.transcriptSession.limit,
      });
    }
    return allowed;
  }

  /** Stores the reply and, when the assistant detected interest, the lead and its job. */
  async function storeReply(
    sessionId: string,
    userMessage: ChatMessageDto,
    reply: AssistantReply,
    meta: { requestId?: string; started: number; transcript: string; lead: LeadStage },
  ): Promise<SendMessageResponse> {
    const text = reply.text.trim() ? reply.text : chatErrors.assistantUnavailable;
    const metadata = replyMetadata(reply, meta.lead);
    const { stored, newLeadId } = await runTransaction(database(), async (tx) => {
      const stored = await insertAssistantReply(tx, { sessionId, message: text, metadata });
      const lead = metadata.serviceInquiryDetected
        ? await captureChatLead(tx, sessionId, metadata.suggestedService)
        : null;
      // The reply tells the visitor a specialist has been notified: this makes it true, once
      // per session, whether or not they go on to fill in the lead form.
      if (lead?.created) {
        await services.notifications.notify(chatLeadNotificationKind, lead.leadId, { tx });
      }
      if (reply.transcriptEmail) {
        const personId = await attachPerson(
          tx,
          { email: reply.transcriptEmail, sessionId },
          { kind: "transcript_request", opens: false },
        );
        const [request] = await tx
          .insert(transcriptRequests)
          .values({
            personId,
            sessionId,
            email: reply.transcriptEmail,
            transcript: meta.transcript,
          })
          .returning({ id: transcriptRequests.id });
        await services.notifications.notify(transcriptRequestNotificationKind, request!.id, {
          tx,
        });
        // Only the link goes out now; the transcript waits for the address's owner to confirm.
        await services.notifications.notify(transcriptConfirmationKind, request!.id, { tx });
      }
      return { stored, newLeadId: lead?.created ? lead.leadId : null };
    });
    log.info("chat reply", {
      requestId: meta.requestId,
      source: reply.source,
      serviceInquiryDetected: reply.serviceInquiryDetected,
      ms: Math.round(performance.now() - meta.started),
      ...(newLeadId ? { leadId: newLeadId } : {}),
    });
    const [withState] = await withCardState(database().db, [stored]);
    return { ...withState!, userMessage };
  }

  return {
    createSession: () => createChatSession(database()),

    /** The cookie that makes a session this browser's (server/chat/session-cookie.ts). */
    cookies,

    /** What the confirmation page shows for `token`; reads only, sends nothing. */
    async transcriptLink(token: string): Promise<TranscriptLinkState> {
      const { id: _id, ...state } = await linkState(token);
      return state;
    },

    /**
     * The visitor confirmed the address: marks the request confirmed, once, and queues the
     * transcript in that transaction. A second use of the link changes nothing.
     */
    async confirmTranscript(token: string): Promise<TranscriptLinkState> {
      const current = await linkState(token);
      if (current.state !== "ready" || current.id === undefined) {
        const { id: _id, ...state } = current;
        return state;
      }
      const id = current.id;
      const confirmed = await runTransaction(database(), async (tx) => {
        const [row] = await tx
          .update(transcriptRequests)
          .set({ confirmedAt: sql`now()` })
          .where(and(eq(transcriptRequests.id, id), isNull(transcriptRequests.confirmedAt)))
          .returning({ id: transcriptRequests.id });
        if (row) await services.notifications.notify(transcriptDeliveryKind, row.id, { tx });
        return Boolean(row);
      });
      if (confirmed) log.info("transcript confirmed", { transcriptRequestId: id });
      return { state: "sent", email: current.email };
    },

    /** The visitor closed a booking card: it stays closed when the conversation is restored. */
    async dismissCard(sessionId: string, messageId: number): Promise<void> {
      if (!(await dismissBookingCard(database(), sessionId, messageId))) {
        throw new AppError("not_found", chatErrors.cardNotFound);
      }
    },

    /** The session's messages, oldest first; not_found for a session that does not exist. */
    async listMessages(sessionId: string): Promise<ChatMessageDto[]> {
      if (!(await chatSessionExists(database(), sessionId))) {
        throw new AppError("not_found", chatErrors.sessionNotFound);
      }
      return listChatMessages(database(), sessionId);
    },

    /**
     * One turn of the conversation. With `onDelta` the assistant streams and each piece of text
     * is handed over as it comes; the stored reply is the same either way. The assistant's
     * failure is an AppError 'unavailable' with the text the chat shows.
     */
    async sendMessage(
      input: { sessionId: string; message: string },
      options: {
        requestId?: string;
        /** The visitor's address, for the limit on conversation emails. */
        ip?: string;
        onDelta?: (text: string) => Promise<void>;
      } = {},
    ): Promise<SendMessageResponse> {
      if (!(await chatSessionExists(database(), input.sessionId))) {
        throw new AppError("not_found", chatErrors.sessionNotFound);
      }
      const userMessage = await storeChatMessage(database(), {
        sessionId: input.sessionId,
        message: input.message,
        isUser: true,
        metadata: null,
      });
      const lead = await sessionLeadStage(database().db, input.sessionId);
      const request: AssistantRequest = {
        sessionId: input.sessionId,
        message: input.message,
        history: await chatHistory(database(), input.sessionId, userMessage.id),
        lead,
      };
      const started = performance.now();
      let reply: AssistantReply | undefined;
      try {
        if (
          transcriptIntent(request.message, request.history)?.kind === "send" &&
          !(await mayRequestTranscript(input.sessionId, options.ip))
        ) {
          // Decided before the assistant answers, so no "check your inbox" is ever streamed.
          reply = {
            text: transcriptTexts.limitReached,
            serviceInquiryDetected: false,
            source: "local",
          };
          if (options.onDelta) await options.onDelta(reply.text);
        } else if (options.onDelta) {
          // Not tied to the request's abort signal: a visitor who navigates away mid-reply
          // finds the whole answer stored when the conversation is restored.
          for await (const event of services.assistant.stream(request)) {
            if (event.type === "delta") {
              if (event.text) await options.onDelta(event.text);
            } else {
              reply = event.reply;
            }
          }
          if (!reply) throw new Error("the assistant's stream ended without a reply");
        } else {
          reply = await services.assistant.reply(request);
        }
      } catch (err) {
        log.error("chat reply failed", { requestId: options.requestId, err });
        throw new AppError("unavailable", chatErrors.assistantUnavailable);
      }
      const transcript = [...request.history, { role: "user", content: request.message }]
        .map((t) => `${t.role === "user" ? "Visitor" : "Assistant"}: ${t.content}`)
        .join("\n");
      return storeReply(input.sessionId, userMessage, reply, {
        requestId: options.requestId,
        started,
        transcript,
        lead,
      });
    },
  };
}
