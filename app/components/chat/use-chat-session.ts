import { chatSessionStorageKey, chatToasts } from "@content/chat";
import type { ChatMessageDto, SendMessageResponse } from "@lib/chat";
import { useCallback, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api";
import { createChatSession, fetchChatMessages, sendChatMessage } from "./chat-api";

export type ChatStatus = "idle" | "connecting" | "connected" | "failed";

function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(chatSessionStorageKey);
  } catch {
    // Storage can be blocked (privacy settings); the chat still works for this page view.
    return null;
  }
}

function storeSession(sessionId: string | null) {
  try {
    if (sessionId) window.localStorage.setItem(chatSessionStorageKey, sessionId);
    else window.localStorage.removeItem(chatSessionStorageKey);
  } catch {
    // See readStoredSession.
  }
}

export function storedChatSessionId(): string | undefined {
  return readStoredSession() ?? undefined;
}

/** The conversation the server put the visitor's lead request in becomes the chat's own. */
export function rememberChatSession(sessionId: string) {
  storeSession(sessionId);
}

/**
 * The visitor's conversation: restores the stored session (or creates one), sends messages and
 * streams replies; a failure shows one of `chatToasts` (content/chat.ts).
 */
export function useChatSession() {
  const [status, setStatus] = useState<ChatStatus>("idle");
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const [sending, setSending] = useState(false);
  /** Waiting for the first chunk of a reply: the typing indicator shows. */
  const [waiting, setWaiting] = useState(false);
  /** The reply as it streams in; null when none is streaming. */
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const messagesRef = useRef<ChatMessageDto[]>([]);
  const connecting = useRef(false);
  const sendingRef = useRef(false);

  const replaceMessages = useCallback((next: ChatMessageDto[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);

  const startNewSession = useCallback(async () => {
    const session = await createChatSession();
    storeSession(session.sessionId);
    setSessionId(session.sessionId);
    replaceMessages([session.welcomeMessage]);
  }, [replaceMessages]);

  const connect = useCallback(async () => {
    if (connecting.current) return;
    connecting.current = true;
    setStatus("connecting");
    try {
      const stored = readStoredSession();
      if (stored) {
        try {
          const list = await fetchChatMessages(stored);
          setSessionId(stored);
          replaceMessages(list);
          setStatus("connected");
          return;
        } catch (err) {
          // A session the server no longer knows (e.g. a reset database) is replaced silently.
          if (!(err instanceof ApiError && err.status === 404)) throw err;
          storeSession(null);
        }
      }
      await startNewSession();
      setStatus("connected");
    } catch (err) {
      setStatus("failed");
      // Too many new chats from one network: refreshing would not help, the server's message
      // says when it will.
      if (err instanceof ApiError && err.status === 429) {
        toast({ title: chatToasts.rateLimited.title, description: err.message });
      } else {
        toast({ ...chatToasts.connectionError, variant: "destructive" });
      }
    } finally {
      connecting.current = false;
    }
  }, [replaceMessages, startNewSession]);

  /**
   * Reads the stored conversation again (e.g. after the lead dialog wrote its acknowledgement
   * into it, possibly into a session this page had not opened yet).
   */
  const reload = useCallback(async () => {
    const stored = readStoredSession();
    if (!stored) return;
    try {
      const list = await fetchChatMessages(stored);
      setSessionId(stored);
      replaceMessages(list);
      setStatus("connected");
    } catch {
      // The conversation as shown stays; the next send or reload tries again.
    }
  }, [replaceMessages]);

  /** Applies a change to the booking cards of `inquiryId` (booked or dismissed). */
  const updateCards = useCallback(
    (inquiryId: number, change: (message: ChatMessageDto) => ChatMessageDto) => {
      replaceMessages(
        messagesRef.current.map((m) =>
          m.metadata?.card === "booking" && m.metadata.inquiryId === inquiryId ? change(m) : m,
        ),
      );
    },
    [replaceMessages],
  );

  /** Resolves with the stored reply, or null when nothing was sent or sending failed. */
  const send = useCallback(
    async (text: string): Promise<SendMessageResponse | null> => {
      const message = text.trim();
      if (!message || sendingRef.current) return null;
      if (!sessionId) {
        toast(chatToasts.connecting);
        void connect();
        return null;
      }
      sendingRef.current = true;
      setSending(true);
      setWaiting(true);
      const optimistic: ChatMessageDto = {
        id: -Date.now(),
        sessionId,
        message,
        isUser: true,
        timestamp: new Date().toISOString(),
        metadata: null,
      };
      const before = messagesRef.current;
      replaceMessages([...before, optimistic]);
      let streamed = "";
      try {
        const result = await sendChatMessage(sessionId, message, (delta) => {
          streamed += delta;
          setWaiting(false);
          setStreamingText(streamed);
        });
        const { userMessage, ...reply } = result;
        replaceMessages([...before, userMessage, reply]);
        return result;
      } catch (err) {
        replaceMessages(before);
        if (err instanceof ApiError && err.status === 429) {
          toast({ title: chatToasts.rateLimited.title, description: err.message });
        } else {
          const detail = err instanceof Error && err.message ? err.message : "";
          toast({
            title: chatToasts.sendFailed.title,
            description: detail
              ? `${chatToasts.sendFailed.prefix}${detail}`
              : chatToasts.sendFailed.fallback,
            variant: "destructive",
          });
        }
        if (err instanceof ApiError && err.status === 404) {
          storeSession(null);
          setSessionId(null);
          void connect();
        } else {
          // The server may have stored the message before failing: show what it really has.
          fetchChatMessages(sessionId)
            .then(replaceMessages)
            .catch(() => {});
        }
        return null;
      } finally {
        sendingRef.current = false;
        setSending(false);
        setWaiting(false);
        setStreamingText(null);
      }
    },
    [sessionId, connect, replaceMessages],
  );

  return {
    status,
    sessionId,
    messages,
    messagesRef,
    sending,
    waiting,
    streamingText,
    connect,
    reload,
    updateCards,
    send,
  };
}
