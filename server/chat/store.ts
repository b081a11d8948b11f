import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  businessInquiries,
  callBookings,
  chatMessages,
  chatSessions,
  type ChatMessage,
} from "../../db/schema";
import type { LeadService } from "../../content/lead";
import { chatGreeting, chatLimits } from "../../content/chat";
import {
  type BookedCall,
  type ChatMessageDto,
  type ChatMessageMetadata,
  chatMessageMetadataSchema,
  chatTranscript,
  type LeadStage,
} from "../../lib/chat";
import type { AssistantReply, AssistantTurn } from "../assistant/types";
import type { Database, DB } from "../platform/db";
import type { Transaction } from "../platform/db/transaction";

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

/** The stored metadata of a reply; a booking card names the session's lead request. */
export function replyMetadata(reply: AssistantReply, stage?: LeadStage): ChatMessageMetadata {
  const metadata: ChatMessageMetadata = { serviceInquiryDetected: reply.serviceInquiryDetected };
  if (reply.suggestedService) metadata.suggestedService = reply.suggestedService;
  if (reply.bookingCard && stage && stage.stage !== "none") {
    metadata.card = "booking";
    metadata.inquiryId = stage.inquiryId;
  }
  return metadata;
}

/** A session and its greeting, inside the caller's transaction. */
export async function insertChatSession(tx: Transaction): Promise<ChatMessage> {
  // 122 random bits: the id is the only key to a conversation, so it must not be guessable.
  const sessionId = crypto.randomUUID();
  await tx.insert(chatSessions).values({ sessionId });
  const [row] = await tx
    .insert(chatMessages)
    .values({ sessionId, message: chatGreeting, isUser: false, metadata: null })
    .returning();
  return row!;
}

/** A new session with its greeting stored as the first assistant message, in one transaction. */
export async function createChatSession(
  database: Database,
): Promise<{ sessionId: string; welcomeMessage: ChatMessageDto }> {
  const welcome = await database.db.transaction((tx) => insertChatSession(tx));
  return { sessionId: welcome.sessionId, welcomeMessage: toMessageDto(welcome) };
}

const bookedCallColumns = {
  id: callBookings.id,
  inquiryId: callBookings.inquiryId,
  start: callBookings.slotStart,
  minutes: callBookings.durationMinutes,
  phone: callBookings.phone,
  timeZone: callBookings.timeZone,
};

function bookedCall(row: {
  id: number;
  start: Date;
  minutes: number;
  phone: string | null;
  timeZone: string;
}): BookedCall {
  return {
    id: row.id,
    start: row.start.toISOString(),
    minutes: row.minutes,
    phone: row.phone ?? "",
    timeZone: row.timeZone,
  };
}

/**
 * Booking cards as they stand now: each gets the call booked for its request, if any, so a
 * reloaded conversation shows the confirmation where the picker was.
 */
export async function withCardState(
  db: DB | Transaction,
  messages: ChatMessageDto[],
): Promise<ChatMessageDto[]> {
  const ids = [
    ...new Set(
      messages.flatMap((m) =>
        m.metadata?.card === "booking" && m.metadata.inquiryId ? [m.metadata.inquiryId] : [],
      ),
    ),
  ];
  if (!ids.length) return messages;
  const rows = await db
    .select(bookedCallColumns)
    .from(callBookings)
    .where(inArray(callBookings.inquiryId, ids));
  const byInquiry = new Map(rows.map((r) => [r.inquiryId, bookedCall(r)]));
  return messages.map((m) => {
    const booking = m.metadata?.inquiryId ? byInquiry.get(m.metadata.inquiryId) : undefined;
    return booking && m.metadata ? { ...m, metadata: { ...m.metadata, booking } } : m;
  });
}

/** Marks a booking card of the session dismissed; false when there is no such card. */
export async function dismissBookingCard(
  database: Database,
  sessionId: string,
  messageId: number,
): Promise<boolean> {
  const rows = await database.db
    .update(chatMessages)
    .set({ metadata: sql`${chatMessages.metadata} || '{"dismissed":true}'::jsonb` })
    .where(
      and(
        eq(chatMessages.sessionId, sessionId),
        eq(chatMessages.id, messageId),
        sql`${chatMessages.metadata}->>'card' = 'booking'`,
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** The conversation's latest lead request and the call booked for it, if any. */
export async function sessionLeadStage(
  db: DB | Transaction,
  sessionId: string,
): Promise<LeadStage> {
  const [inquiry] = await db
    .select({
      id: businessInquiries.id,
      service: businessInquiries.service,
      email: businessInquiries.email,
    })
    .from(businessInquiries)
    .where(eq(businessInquiries.sessionId, sessionId))
    .orderBy(desc(businessInquiries.id))
    .limit(1);
  if (!inquiry) return { stage: "none" };
  const base = {
    inquiryId: inquiry.id,
    service: inquiry.service as LeadService,
    email: inquiry.email,
  };
  const [booking] = await db
    .select(bookedCallColumns)
    .from(callBookings)
    .where(eq(callBookings.inquiryId, inquiry.id))
    .limit(1);
  return booking
    ? { stage: "booked", ...base, booking: bookedCall(booking) }
    : { stage: "sent", ...base };
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
  return withCardState(database.db, rows.map(toMessageDto));
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
