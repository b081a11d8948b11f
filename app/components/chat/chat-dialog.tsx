import {
  chatSuggestionsByStage,
  chatText,
  chatTimings,
  chatToasts,
  chatLimits,
} from "@content/chat";
import { type ChatMessageDto, chatInputId, chatTranscript, leadStageOf } from "@lib/chat";
import { Bot, SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { useRootData } from "~/lib/root-data";
import { BookingCard } from "./booking-card";
import { useChat } from "./chat-context";
import { ChatMarkdown } from "./chat-markdown";
import { useChatSession } from "./use-chat-session";

export type ChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes when a lead request was written into the conversation: read it again. */
  conversationVersion?: number;
  /** A message a page button asked to send for the visitor ("Book a call"); sent once connected. */
  pending?: { text: string; key: number } | null;
  onPendingSent?: () => void;
};

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function MessageBubble({
  message,
  assistantName,
}: {
  message: Pick<ChatMessageDto, "message" | "isUser" | "timestamp">;
  assistantName: string;
}) {
  const date = new Date(message.timestamp);
  return (
    <div className={`flex flex-col gap-1 ${message.isUser ? "items-end" : "items-start"}`}>
      <div
        className={`max-w-[85%] rounded-[var(--radius-card)] px-4 py-2.5 break-words ${
          message.isUser
            ? "rounded-br-sm bg-primary text-white whitespace-pre-wrap"
            : "rounded-bl-sm border border-line bg-surface-alt text-ink"
        }`}
      >
        <span className="sr-only">{message.isUser ? chatText.you : assistantName}: </span>
        {message.isUser ? message.message : <ChatMarkdown text={message.message} />}
      </div>
      <time dateTime={message.timestamp} className="px-1 text-sm text-ink-muted">
        {timeFormat.format(date)}
      </time>
    </div>
  );
}

function TypingIndicator({ assistantName }: { assistantName: string }) {
  return (
    <div className="flex items-start">
      <div className="flex items-center gap-1 rounded-[var(--radius-card)] rounded-bl-sm border border-line bg-surface-alt px-4 py-3.5">
        <span className="sr-only">{chatText.typing(assistantName)}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-ink-muted"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </div>
  );
}

export default function ChatDialog({
  open,
  onOpenChange,
  conversationVersion = 0,
  pending = null,
  onPendingSent,
}: ChatDialogProps) {
  const { business } = useRootData();
  const { openLeadDialog, isLeadOpen } = useChat();
  const chat = useChatSession();
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const leadOpenRef = useRef(isLeadOpen);
  leadOpenRef.current = isLeadOpen;
  const hintId = useId();
  const { status, connect, reload } = chat;

  // The session is created (or restored) the first time the dialog opens.
  useEffect(() => {
    if (open && status === "idle") void connect();
  }, [open, status, connect]);

  // The lead dialog stored a request: its acknowledgement and call card are in the conversation
  // (perhaps a new one, when the request came from a page button).
  const seenVersion = useRef(conversationVersion);
  useEffect(() => {
    if (conversationVersion === seenVersion.current) return;
    seenVersion.current = conversationVersion;
    if (status !== "idle") void reload();
  }, [conversationVersion, status, reload]);

  /**
   * A card at the end of the conversation is read from its top (what was sent, then the
   * picker); the visitor scrolls on to the button. Anywhere else it leaves the view alone.
   */
  const showCard = (messageId: number) => {
    const log = logRef.current;
    const group = log?.querySelector(`[data-message-id="${messageId}"]`);
    if (!log || !group || chat.messagesRef.current.at(-1)?.id !== messageId) return;
    const offset = group.getBoundingClientRect().top - log.getBoundingClientRect().top;
    log.scrollTop += offset - Number.parseFloat(getComputedStyle(log).paddingTop || "0");
  };

  // One card per request: the latest message offering it (older ones keep their text only).
  const liveCards = new Map<number, number>();
  for (const m of chat.messages) {
    if (m.metadata?.card === "booking" && m.metadata.inquiryId) {
      liveCards.set(m.metadata.inquiryId, m.id);
    }
  }
  const stage = leadStageOf(chat.messages);
  const suggestions = chatSuggestionsByStage[stage];

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages, chat.streamingText, chat.waiting, open]);

  const focusInput = () => {
    if (!leadOpenRef.current) inputRef.current?.focus();
  };

  const send = async (text: string) => {
    const previous = draft;
    const fromInput = text === draft;
    if (fromInput) setDraft("");
    const result = await chat.send(text);
    if (!result && fromInput) {
      // Sending failed: give the visitor their text back.
      setDraft((current) => current || previous);
    }
    window.setTimeout(focusInput, chatTimings.inputRefocusMs);
    if (result?.metadata?.serviceInquiryDetected) {
      toast({ ...chatToasts.serviceInterest, durationMs: chatTimings.successToastMs });
      openLeadDialog(result.metadata.suggestedService, {
        transcript: chatTranscript(chat.messagesRef.current),
        sessionId: result.sessionId,
      });
    }
  };

  // A page button's request is said once the conversation is there, like a chip.
  const sentPending = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends each request once
  useEffect(() => {
    if (!pending || chat.sessionId === null || chat.sending) return;
    if (sentPending.current === pending.key) return;
    sentPending.current = pending.key;
    onPendingSent?.();
    void send(pending.text);
  }, [pending, chat.sessionId, chat.sending]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  };

  const connected = chat.sessionId !== null;
  // Past the greeting (a question asked, or a request acknowledged) the chips take one row.
  const compactChips = chat.messages.some((m) => m.isUser) || stage !== "none";
  const inputLocked = !connected || chat.sending;

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        frame="panel"
        overlay="light"
        // Only the close button (and Escape, the keyboard's close) ends the chat: a stray click
        // outside must not lose the conversation.
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          inputRef.current?.focus();
        }}
        aria-describedby={hintId}
        // 600 px tall on larger screens; the whole screen on phones (docs/product-rules.md).
        className="inset-0 flex h-dvh w-full flex-col bg-surface shadow-xl sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[600px] sm:max-h-[calc(100dvh-2rem)] sm:w-[26rem] sm:rounded-[var(--radius-card)] sm:border sm:border-line"
      >
        <div className="flex items-center gap-3 border-b border-line px-4 py-3">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary"
          >
            <Bot className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <DialogTitle size="sm" className="truncate">
              {business.assistantName}
            </DialogTitle>
            <p role="status" className="flex items-center gap-1.5 text-sm text-ink-muted">
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${connected ? "bg-success" : "bg-warning"}`}
              />
              {connected ? chatText.connected : chatText.connecting}
            </p>
          </div>
          <DialogCloseButton label={chatText.closeLabel} />
        </div>

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={chatText.logLabel}
          // Chunks of a streaming reply are announced once, when it is complete.
          aria-busy={chat.streamingText !== null}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="flex flex-1 flex-col gap-4 overflow-y-auto px-4 py-4"
        >
          {chat.messages.map((message) => {
            const meta = message.metadata;
            const card =
              meta?.card === "booking" &&
              meta.inquiryId !== undefined &&
              liveCards.get(meta.inquiryId) === message.id &&
              chat.sessionId
                ? { ...meta, inquiryId: meta.inquiryId, sessionId: chat.sessionId }
                : null;
            return (
              <div key={message.id} data-message-id={message.id} className="flex flex-col gap-2">
                <MessageBubble message={message} assistantName={business.assistantName} />
                {card && (
                  <BookingCard
                    sessionId={card.sessionId}
                    messageId={message.id}
                    inquiryId={card.inquiryId}
                    booking={card.booking}
                    dismissed={card.dismissed}
                    onResize={() => showCard(message.id)}
                    onBooked={(booking) =>
                      chat.updateCards(card.inquiryId, (m) => ({
                        ...m,
                        metadata: m.metadata && { ...m.metadata, booking },
                      }))
                    }
                    onDismissed={() =>
                      chat.updateCards(card.inquiryId, (m) =>
                        m.id === message.id
                          ? { ...m, metadata: m.metadata && { ...m.metadata, dismissed: true } }
                          : m,
                      )
                    }
                  />
                )}
              </div>
            );
          })}
          {chat.streamingText !== null && (
            <MessageBubble
              message={{
                message: chat.streamingText,
                isUser: false,
                timestamp: new Date().toISOString(),
              }}
              assistantName={business.assistantName}
            />
          )}
          {chat.waiting && <TypingIndicator assistantName={business.assistantName} />}
        </div>

        <div className="border-t border-line px-4 pt-3 pb-4">
          <ul
            aria-label={chatText.suggestionsLabel}
            // Wrapped while the conversation is empty; one scrolling row once it needs the room.
            className={`mb-3 flex gap-2 ${
              compactChips ? "-mx-4 overflow-x-auto px-4 pb-1" : "flex-wrap"
            }`}
          >
            {suggestions.map((suggestion) => (
              <li key={suggestion} className="shrink-0">
                <button
                  type="button"
                  disabled={chat.sending}
                  onClick={() => void send(suggestion)}
                  className="min-h-11 rounded-full border border-line bg-surface px-3.5 text-sm font-medium whitespace-nowrap text-ink transition-colors duration-200 hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
          <form method="post" onSubmit={onSubmit} className="flex items-end gap-2">
            <label htmlFor={chatInputId} className="sr-only">
              {chatText.inputLabel}
            </label>
            <textarea
              id={chatInputId}
              ref={inputRef}
              rows={2}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              // Read-only rather than disabled while sending, so keyboard focus stays here.
              readOnly={inputLocked}
              aria-disabled={inputLocked}
              maxLength={chatLimits.messageMaxLength}
              placeholder={chatText.inputPlaceholder}
              aria-describedby={hintId}
              className="max-h-32 min-h-11 flex-1 resize-none rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary aria-disabled:bg-surface-alt"
            />
            <button
              type="submit"
              disabled={inputLocked}
              aria-label={chatText.sendLabel}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-primary text-white transition-colors duration-200 hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60"
            >
              <SendHorizontal className="size-5" aria-hidden="true" />
            </button>
          </form>
          <DialogDescription id={hintId} className="mt-2 text-sm text-ink-muted">
            {chatText.inputHint}
          </DialogDescription>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
