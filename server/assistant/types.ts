import type { LeadService } from "../../content/lead";

export type AssistantTurn = { role: "user" | "assistant"; content: string };

export type AssistantRequest = {
  sessionId: string;
  message: string;
  /** Earlier turns of this session, oldest first (without the current message). */
  history: AssistantTurn[];
};

export type AssistantReply = {
  text: string;
  serviceInquiryDetected: boolean;
  /** The lead-dialog service the conversation points to, when it is clear. */
  suggestedService?: LeadService;
  source: "local" | "llm";
  /** "Email me this conversation" with the address to send it to. */
  transcriptEmail?: string;
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
