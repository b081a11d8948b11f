import { MessageCircle, X } from "lucide-react";
import { useChat } from "~/components/chat/chat-context";

export function FloatingChatButton() {
  const { isOpen, toggleChat } = useChat();
  return (
    <button
      type="button"
      onClick={toggleChat}
      aria-label={isOpen ? "Close chat" : "Open chat"}
      aria-expanded={isOpen}
      className="fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg transition-colors duration-200 hover:bg-primary-hover"
    >
      {isOpen ? (
        <X className="size-6" aria-hidden="true" />
      ) : (
        <MessageCircle className="size-6" aria-hidden="true" />
      )}
      {!isOpen && (
        <span
          data-testid="chat-unread-dot"
          className="absolute top-0.5 right-0.5 size-3.5 rounded-full border-2 border-white bg-danger"
          aria-hidden="true"
        />
      )}
    </button>
  );
}
