import type { LeadService } from "@lib/lead";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";

type ChatContextValue = {
  isOpen: boolean;
  openChat: () => void;
  closeChat: () => void;
  toggleChat: () => void;
  /** Opens the lead-capture dialog, optionally with a service preselected (e.g. /chatbots trials). */
  openLeadDialog: (service?: LeadService) => void;
};

const ChatContext = createContext<ChatContextValue | null>(null);

// The dialog's code (and everything it imports) loads on first open, so it adds nothing to page load.
const ChatDialog = lazy(() => import("./chat-dialog"));

export function ChatProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const openChat = useCallback(() => {
    setEverOpened(true);
    setOpen(true);
  }, []);
  const closeChat = useCallback(() => setOpen(false), []);
  const toggleChat = useCallback(() => {
    setEverOpened(true);
    setOpen((o) => !o);
  }, []);
  // Until the lead dialog exists, a trial request starts a chat with the team.
  const openLeadDialog = useCallback((_service?: LeadService) => openChat(), [openChat]);
  const value = useMemo(
    () => ({ isOpen, openChat, closeChat, toggleChat, openLeadDialog }),
    [isOpen, openChat, closeChat, toggleChat, openLeadDialog],
  );
  return (
    <ChatContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <ChatDialog open={isOpen} onOpenChange={(open) => (open ? openChat() : closeChat())} />
        </Suspense>
      )}
    </ChatContext.Provider>
  );
}

export function useChat(): ChatContextValue {
  const ctx = useContext(ChatContext);
  if (!ctx) throw new Error("useChat must be used inside <ChatProvider>");
  return ctx;
}
