import type { LeadService } from "../../content/lead";
import type { LeadStage } from "../../lib/chat";

export type AssistantTurn = { role: "user" | "assistant"; content: string };

export type AssistantRequest = {
  sessionId: string;
  message: string;
  /** Earlier turns of this session, oldest first (without the current message). */
  history: AssistantTurn[];
  /**
   * Where this conversation's lead stands. Once the request is sent the lead form never opens
   * again and a call is offered instead; absent means no lead.
   */
  lead?: LeadStage;
};

export type AssistantReply = {
  text: string;
  serviceInquiryDetected: boolean;
  /** The lead-dialog service the conversation points to, when it is clear. */
  suggestedService?: LeadService;
  source: "local" | "llm";
  /** "Email me this conversation" with the address to send it to. */
  transcriptEmail?: string;
  /** Show the call-booking card of the conversation's lead request under this reply. */
  bookingCard?: boolean;
};

export type AssistantStreamEvent =
  | { type: "delta"; text: string }
  | { type: "done"; reply: AssistantReply };

/** The assistant behind one interface: the local one by default, an LLM when configured. */
export interface Assistant {
  readonly kind: "local" | "llm";
  reply(request: AssistantRequest, options?: { signal?: AbortSignal }): Promise<AssistantReply>;
  stream(
    request: AssistantRequest,
    options?: { signal?: AbortSignal },
  ): AsyncIterable<AssistantStreamEvent>;
}
