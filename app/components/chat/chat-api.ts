import {
  type ChatMessageDto,
  type CreateSessionResponse,
  createSseParser,
  type SendMessageResponse,
} from "@lib/chat";
import type { LeadRequest, LeadResponse } from "@lib/inquiry";

/** A non-ok response. `message` is the server's JSON error, else 'status: body text' (spec §8). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let message = `${response.status}: ${text || response.statusText}`;
  let fields: Record<string, string> | undefined;
  try {
    const body = JSON.parse(text) as { error?: unknown; fields?: Record<string, string> };
    if (typeof body.error === "string") {
      message = body.error;
      fields = body.fields;
    }
  } catch {
    // Not JSON (a proxy's error page): keep 'status: text'.
  }
  // A warning, not an error: the visitor sees a toast; the console keeps the details.
  console.warn("request failed", {
    status: response.status,
    statusText: response.statusText,
    url: response.url,
    text,
  });
  return new ApiError(response.status, message, fields);
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

export const createChatSession = () =>
  request<CreateSessionResponse>("POST", "/api/chat/session", {});

export const fetchChatMessages = (sessionId: string) =>
  request<ChatMessageDto[]>("GET", `/api/chat/${encodeURIComponent(sessionId)}/messages`);

export const submitLeadRequest = (body: LeadRequest) =>
  request<LeadResponse>("POST", "/api/inquiries", body);

/**
 * Sends a visitor message and streams the reply: `onDelta` gets each chunk as it arrives; the
 * promise resolves with the stored reply. A server that answers JSON instead works the same.
 */
export async function sendChatMessage(
  sessionId: string,
  message: string,
  onDelta: (text: string) => void,
): Promise<SendMessageResponse> {
  const response = await fetch("/api/chat/message", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ sessionId, message, isUser: true, metadata: null }),
  });
  if (!response.ok) throw await errorFrom(response);
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/event-stream") || !response.body) {
    return (await response.json()) as SendMessageResponse;
  }
  const parser = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let done: SendMessageResponse | undefined;
  const handle = (frames: ReturnType<typeof parser.push>) => {
    for (const frame of frames) {
      const data = JSON.parse(frame.data);
      if (frame.event === "delta") onDelta(String(data.text ?? ""));
      else if (frame.event === "done") done = data as SendMessageResponse;
      else if (frame.event === "error") throw new ApiError(response.status, String(data.error));
    }
  };
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    handle(parser.push(chunk.value));
  }
  handle(parser.flush());
  if (!done) throw new ApiError(response.status, "The reply was cut off. Please try again.");
  return done;
}
