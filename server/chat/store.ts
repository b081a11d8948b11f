import crypto from "node:crypto";
import { and, asc, desc, eq, lt } from "drizzle-orm";
import { chatMessages, chatSessions, type ChatMessage } from "../../db/schema";
import { chatGreeting, chatLimits } from "../../content/chat";
import {
  type ChatMessageDto,
  type ChatMessageMetadata,
  chatMessageMetadataSchema,
  chatTranscript,
} from "../../lib/chat";
import type { AssistantReply, AssistantTurn } from "../assistant/types";
import type { Database, DB } from "../db";
import type { Transaction } from "../db/transaction";

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

/** The assistant's reply, inside the transaction that may also capture the session's lead. */
export async function insertAssistantReply(
  tx: Transaction,
  input: { sessionId: string; message: string; metadata: ChatMessageMetadata },
): Promise<ChatMessageDto> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...input, isUser: false })
    .returning();
  return toMessageDto(row);
}

/**
 * The one transcript of a conversation ('User: ' / 'AI: ' lines, lib/chat.ts), its most recent
 * part when long: stored on the session's lead, which the team's notifications read. Null when
 * the visitor has not written anything (a greeting alone is no conversation).
 */
export async function sessionTranscript(
  db: DB | Transaction,
  sessionId: string,
): Promise<string | null> {
  const messages = await db
    .select({ isUser: chatMessages.isUser, message: chatMessages.message })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.id));
  if (!messages.some((m) => m.isUser)) return null;
  return chatTranscript(messages).slice(-chatLimits.transcriptMaxLength);
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
