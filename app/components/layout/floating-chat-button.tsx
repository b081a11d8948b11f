import { MessageCircle, X } from "lucide-react";
import { useMatches } from "react-router";
import { useChat } from "~/components/chat/chat-context";
import { opensChatWithoutScripts } from "~/components/chat/chat-context";

/**
 * A view that asks it to (`useFloatingChatAside`, the workflow editor) hides it while it is open.
 * A page whose route says `handle.floatingChat = "desktop-only"` (the card step) keeps this button
 * off phones, where it would cover form fields; the header's chat button stays.
 */
export function FloatingChatButton() {
  const { isOpen, toggleChat, launcherAside } = useChat();
  const desktopOnly = useMatches().some(
    (m) => (m.handle as { floatingChat?: string } | undefined)?.floatingChat === "desktop-only",
  );
  // Stands aside while a view asks it to, but not while the chat it opened is open: it is the
  // chat's close button then.
  if (launcherAside && !isOpen) return null;
  return (
    <button
      type="button"
      onClick={toggleChat}
      aria-label={isOpen ? "Close chat" : "Open chat"}
      aria-expanded={isOpen}
      {...opensChatWithoutScripts}
      className={`fixed right-5 bottom-5 z-30 ${desktopOnly ? "hidden md:inline-flex" : "inline-flex"} size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg transition-colors duration-200 hover:bg-primary-hover`}
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
