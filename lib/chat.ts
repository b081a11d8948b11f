/**
 * The chat API's contract, shared by the handlers (server/chat/routes.ts) and the chat dialog.
 */
import { z } from "zod";
import { chatErrors, chatLimits } from "../content/chat";
import { type LeadService, leadServiceValues } from "../content/lead";

/** The call booked for a lead request, as the chat's booking card shows it. */
export const bookedCallSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  minutes: z.number().int(),
  phone: z.string(),
  timeZone: z.string(),
});
export type BookedCall = z.infer<typeof bookedCallSchema>;

export const chatMessageMetadataSchema = z.object({
  serviceInquiryDetected: z.boolean(),
  suggestedService: z.enum(leadServiceValues).optional(),
  /** The message carries the call-booking card for the lead request `inquiryId`. */
  card: z.literal("booking").optional(),
  inquiryId: z.number().int().positive().optional(),
  /** The visitor closed the card without booking. */
  dismissed: z.boolean().optional(),
  /** Added when the message is read, never stored: the call booked for `inquiryId`. */
  booking: bookedCallSchema.optional(),
});
export type ChatMessageMetadata = {
  serviceInquiryDetected: boolean;
  suggestedService?: LeadService;
  card?: "booking";
  inquiryId?: number;
  dismissed?: boolean;
  booking?: BookedCall;
};

/** Where the visitor's conversation stands with its lead, as the chips and the assistant see it. */
export type LeadStage =
  | { stage: "none" }
  | { stage: "sent"; inquiryId: number; service: LeadService; email: string }
  | {
      stage: "booked";
      inquiryId: number;
      service: LeadService;
      email: string;
      booking: BookedCall;
    };

/** The lead stage the messages show: a booking card means the request was sent. */
export function leadStageOf(
  messages: Pick<ChatMessageDto, "metadata">[],
): "none" | "sent" | "booked" {
  const cards = messages.filter((m) => m.metadata?.card === "booking");
  if (!cards.length) return "none";
  return cards.some((m) => m.metadata?.booking) ? "booked" : "sent";
}

/** One message as the API returns it. `timestamp` is an ISO 8601 string. */
export type ChatMessageDto = {
  id: number;
  sessionId: string;
  message: string;
  isUser: boolean;
  timestamp: string;
  metadata: ChatMessageMetadata | null;
};

export type CreateSessionResponse = {
  sessionId: string;
  /** The stored greeting, so the dialog can show it without another request. */
  welcomeMessage: ChatMessageDto;
};

/** The reply, plus the stored copy of the visitor's message it answers. */
export type SendMessageResponse = ChatMessageDto & { userMessage: ChatMessageDto };

export const sessionIdSchema = z
  .string({ error: chatErrors.sessionRequired })
  .trim()
  .min(1, chatErrors.sessionRequired)
  .max(100, chatErrors.sessionNotFound);

export const sendMessageRequestSchema = z.object({
  sessionId: sessionIdSchema,
  message: z
    .string({ error: chatErrors.blankMessage })
    .trim()
    .min(1, chatErrors.blankMessage)
    .max(chatLimits.messageMaxLength, chatErrors.messageTooLong),
  // Accepted so older clients' payloads still parse; every posted message is the visitor's
  // and the server decides the metadata.
  isUser: z.boolean().optional(),
  metadata: z.unknown().optional(),
});

type SseFrame = { event: string; data: string };

/**
 * Incremental parser for a text/event-stream body: feed it decoded chunks in any split, get
 * complete frames back. Handles \n, \r\n and multi-line data fields.
 */
export function createSseParser() {
  let buffer = "";
  // A chunk may end between the \r and \n of a CRLF; hold the \r until the next chunk.
  let heldCr = false;
  const parseFrame = (block: string): SseFrame | null => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    return data.length ? { event, data: data.join("\n") } : null;
  };
  return {
    push(chunk: string): SseFrame[] {
      let text = (heldCr ? "\r" : "") + chunk;
      heldCr = text.endsWith("\r");
      if (heldCr) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, "\n");
      const frames: SseFrame[] = [];
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        const frame = parseFrame(buffer.slice(0, end));
        if (frame) frames.push(frame);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
      }
      return frames;
    },
    /** Whatever is left when the stream ends without a final blank line. */
    flush(): SseFrame[] {
      const rest = buffer.trim();
      buffer = "";
      heldCr = false;
      const frame = rest ? parseFrame(rest) : null;
      return frame ? [frame] : [];
    },
  };
}

/** The chat input's id: the lead dialog hands focus back to it when it closes over the chat. */
export const chatInputId = "chat-input";

/** The transcript captured for a lead: one 'User: ' or 'AI: ' line per message. */
export function chatTranscript(messages: Pick<ChatMessageDto, "isUser" | "message">[]): string {
  return messages.map((m) => `${m.isUser ? "User" : "AI"}: ${m.message}`).join("\n");
}
