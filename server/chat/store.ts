import crypto from "node:crypto";
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import { chatMessages, chatSessions, type ChatMessage, leads } from "../../db/schema";
import { chatGreeting, chatLimits } from "../../content/chat";
import {
  type ChatMessageDto,
  type ChatMessageMetadata,
  chatMessageMetadataSchema,
  chatTranscript,
} from "../../lib/chat";
import type { AssistantReply, AssistantTurn } from "../assistant/types";
import type { Database } from "../db";

export function toMessageDto(row: ChatMessage): ChatMessageDto {
  const parsed = chatMessageMetadataSchema.safeParse(row.metadata);
  return {
    id: row.id,
    sessionId: row.sessionId,
    message: row.message,
    isUser: row.isUser,
    timestamp: row.timestamp.toISOString(),
    metadata: parsed.success ? parsed.data : null,
  };
}

export function replyMetadata(reply: AssistantReply): ChatMessageMetadata {
  return reply.suggestedService
    ? {
        serviceInquiryDetected: reply.serviceInquiryDetected,
        suggestedService: reply.suggestedService,
      }
    : { serviceInquiryDetected: reply.serviceInquiryDetected };
}

/** A new session with its greeting stored as the first assistant message, in one transaction. */
export async function createChatSession(
  database: Database,
): Promise<{ sessionId: string; welcomeMessage: ChatMessageDto }> {
  // 122 random bits: the id is the only key to a conversation, so it must not be guessable.
  const sessionId = crypto.randomUUID();
  const welcome = await database.db.transaction(async (tx) => {
    await tx.insert(chatSessions).values({ sessionId });
    const [row] = await tx
      .insert(chatMessages)
      .values({ sessionId, message: chatGreeting, isUser: false, metadata: null })
      .returning();
    return row;
  });
  return { sessionId, welcomeMessage: toMessageDto(welcome) };
}

export async function chatSessionExists(database: Database, sessionId: string): Promise<boolean> {
  const rows = await database.db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sessionId))
    .limit(1);
  return rows.length > 0;
}

export async function listChatMessages(
  database: Database,
  sessionId: string,
): Promise<ChatMessageDto[]> {
  const rows = await database.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(chatMessages.id);
  return rows.map(toMessageDto);
}

export async function storeChatMessage(
  database: Database,
  input: {
    sessionId: string;
    message: string;
    isUser: boolean;
    metadata: ChatMessageMetadata | null;
  },
): Promise<ChatMessageDto> {
  const [row] = await database.db.insert(chatMessages).values(input).returning();
  return toMessageDto(row);
}

/** A lead's interest before the visitor or the assistant has named a service. */
export const unspecifiedInterest = "unspecified";

type Transaction = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

/**
 * The session's lead once the assistant has detected interest in a service: created on the first
 * detection (status 'collecting', no contact details yet), kept up to date on later ones.
 * `created` says whether this call made it, i.e. whether the team still has to be told.
 */
async function captureChatLead(
  tx: Transaction,
  sessionId: string,
  suggestedService: string | undefined,
): Promise<{ leadId: number; created: boolean } | null> {
  // Serialises concurrent replies of one session, so two detections cannot create two leads.
  await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sessionId))
    .for("update");
  const messages = await tx
    .select({ isUser: chatMessages.isUser, message: chatMessages.message })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.id));
  const transcript = chatTranscript(messages).slice(-chatLimits.transcriptMaxLength);
  const [existing] = await tx
    .select({ id: leads.id, status: leads.status, interest: leads.interest })
    .from(leads)
    .where(eq(leads.sessionId, sessionId))
    .orderBy(asc(leads.id))
    .limit(1);
  if (existing) {
    // A lead the visitor completed with the form belongs to the inquiry now: leave it as sent.
    if (existing.status === "collecting") {
      await tx
        .update(leads)
        .set({
          conversationTranscript: transcript,
          ...(existing.interest === unspecifiedInterest && suggestedService
            ? { interest: suggestedService }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(leads.id, existing.id));
    }
    return { leadId: existing.id, created: false };
  }
  const [lead] = await tx
    .insert(leads)
    .values({
      sessionId,
      interest: suggestedService ?? unspecifiedInterest,
      conversationTranscript: transcript,
      status: "collecting",
    })
    .returning({ id: leads.id });
  return { leadId: lead.id, created: true };
}

/**
 * Stores the assistant's reply and, when it detected interest in a service, the session's lead,
 * in one transaction. `newLeadId` is set only when this reply created the lead: the caller
 * notifies the team about it once the transaction has committed.
 */
export async function storeAssistantReply(
  database: Database,
  input: { sessionId: string; message: string; metadata: ChatMessageMetadata },
): Promise<{ reply: ChatMessageDto; newLeadId: number | null }> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ ...input, isUser: false })
      .returning();
    const lead = input.metadata.serviceInquiryDetected
      ? await captureChatLead(tx, input.sessionId, input.metadata.suggestedService)
      : null;
    return { reply: toMessageDto(row), newLeadId: lead?.created ? lead.leadId : null };
  });
}

/** The turns before message `beforeId`, oldest first, at most chatLimits.historyTurns of them. */
export async function chatHistory(
  database: Database,
  sessionId: string,
  beforeId: number,
): Promise<AssistantTurn[]> {
  const rows = await database.db
    .select({ message: chatMessages.message, isUser: chatMessages.isUser })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), lt(chatMessages.id, beforeId)))
    .orderBy(desc(chatMessages.id))
    .limit(chatLimits.historyTurns);
  return rows.reverse().map((r) => ({ role: r.isUser ? "user" : "assistant", content: r.message }));
}
