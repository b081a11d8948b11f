import type { LeadService } from "@content/lead";
import { createContext, useContext, useEffect } from "react";

/** What the lead dialog starts with: a preselected service and the chat it came from. */
export type LeadDialogDetails = { transcript?: string; sessionId?: string };
export type LeadDialogRequest = LeadDialogDetails & { service?: LeadService; key: number };

type ChatContextValue = {
  isOpen: boolean;
  openChat: () => void;
  /** Opens the chat and says `message` for the visitor, as a suggestion chip would. */
  askInChat: (message: string) => void;
  closeChat: () => void;
  toggleChat: () => void;
  /** Opens the lead-capture dialog, optionally with a service preselected (e.g. /chatbots trials). */
  openLeadDialog: (service?: LeadService, details?: LeadDialogDetails) => void;
  closeLeadDialog: () => void;
  isLeadOpen: boolean;
  /** Whether the floating chat button stands aside (see `useFloatingChatAside`). */
  launcherAside: boolean;
  /** Asks the floating chat button to stand aside until the returned function is called. */
  setLauncherAside: () => () => void;
};

/**
 * On every button that opens the chat: without scripts it opens the chat's notice instead (the
 * popover of `ChatWithoutScripts`, ADR 0054); with scripts it names nothing and does nothing.
 */
export const chatWithoutScriptsId = "chat-without-scripts";
export const opensChatWithoutScripts = { popoverTarget: chatWithoutScriptsId } as const;

/** Provided by ChatProvider (chat-provider.tsx), which also mounts the dialogs. */
export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const ctx = useContext(ChatContext);
  if (!ctx) throw new Error("useChat must be used inside <ChatProvider>");
  return ctx;
}

/**
 * While `aside` holds, the floating chat button is not drawn: a view that fills the screen with
 * controls of its own (the workflow editor) would otherwise have some of them under it. The
 * header's chat button (the menu's, on a phone) still opens the chat.
 */
export function useFloatingChatAside(aside: boolean) {
  const { setLauncherAside } = useChat();
  useEffect(() => (aside ? setLauncherAside() : undefined), [aside, setLauncherAside]);
}
