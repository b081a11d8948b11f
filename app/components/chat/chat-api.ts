import {
  type ChatMessageDto,
  type CreateSessionResponse,
  createSseParser,
  type SendMessageResponse,
} from "@lib/chat";
import { ApiError, api } from "~/lib/api";

export const createChatSession = () => api.post<CreateSessionResponse>("/api/chat/session", {});

export const fetchChatMessages = (sessionId: string) =>
  api.get<ChatMessageDto[]>(`/api/chat/${encodeURIComponent(sessionId)}/messages`);

/**
 * Sends a visitor message and streams the reply: `onDelta` gets each chunk as it arrives; the
 * promise resolves with the stored reply. A server that answers JSON instead works the same.
 */
export async function sendChatMessage(
  sessionId: string,
  message: string,
  onDelta: (text: string) => void,
): Promise<SendMessageResponse> {
  const response = await api.send(
    "POST",
    "/api/chat/message",
    { sessionId, message, isUser: true, metadata: null },
    { headers: { accept: "text/event-stream" } },
  );
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
