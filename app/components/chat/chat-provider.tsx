import type { LeadService } from "@content/lead";
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { ChatContext, type LeadDialogDetails, type LeadDialogRequest } from "./chat-context";

// The dialogs' code (and everything they import: markdown, schemas) loads on first open, so it
// adds nothing to page load.
const ChatDialog = lazy(() => import("./chat-dialog"));
const LeadDialog = lazy(() => import("../lead/lead-dialog"));

export function ChatProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [lead, setLead] = useState<LeadDialogRequest | null>(null);
  const [isLeadOpen, setLeadOpen] = useState(false);
  const openChat = useCallback(() => {
    setEverOpened(true);
    setOpen(true);
  }, []);
  const closeChat = useCallback(() => setOpen(false), []);
  /** A message a page button asked the chat to send; the chat sends it once it is connected. */
  const [pending, setPending] = useState<{ text: string; key: number } | null>(null);
  const askInChat = useCallback((text: string) => {
    setPending({ text, key: Date.now() });
    setEverOpened(true);
    setOpen(true);
  }, []);
  const pendingSent = useCallback(() => setPending(null), []);
  const toggleChat = useCallback(() => {
    setEverOpened(true);
    setOpen((o) => !o);
  }, []);
  const openLeadDialog = useCallback((service?: LeadService, details?: LeadDialogDetails) => {
    // A new key starts the dialog afresh at step 1 with this request's preselection.
    setLead({ service, ...details, key: Date.now() });
    setLeadOpen(true);
  }, []);
  /** Bumped when a lead request lands in the conversation: the chat reads it again. */
  const [conversationVersion, setConversationVersion] = useState(0);
  /** A request was stored: the chat takes over when the dialog closes (the call card is there). */
  const handOver = useRef(false);
  const leadSent = useCallback(() => {
    handOver.current = true;
  }, []);
  const closeLeadDialog = useCallback(() => {
    setLeadOpen(false);
    if (handOver.current) {
      handOver.current = false;
      setConversationVersion((v) => v + 1);
      setEverOpened(true);
      setOpen(true);
    }
  }, []);
  /** How many views asked the floating button to stand aside. */
  const [asideCount, setAsideCount] = useState(0);
  const setLauncherAside = useCallback(() => {
    setAsideCount((n) => n + 1);
    return () => setAsideCount((n) => n - 1);
  }, []);
  const launcherAside = asideCount > 0;
  const value = useMemo(
    () => ({
      isOpen,
      openChat,
      askInChat,
      closeChat,
      toggleChat,
      openLeadDialog,
      closeLeadDialog,
      isLeadOpen,
      launcherAside,
      setLauncherAside,
    }),
    [
      isOpen,
      openChat,
      askInChat,
      closeChat,
      toggleChat,
      openLeadDialog,
      closeLeadDialog,
      isLeadOpen,
      launcherAside,
      setLauncherAside,
    ],
  );
  return (
    <ChatContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <ChatDialog
            open={isOpen}
            onOpenChange={(open) => (open ? openChat() : closeChat())}
            conversationVersion={conversationVersion}
            pending={pending}
            onPendingSent={pendingSent}
          />
        </Suspense>
      )}
      {lead && (
        <Suspense fallback={null}>
          <LeadDialog
            key={lead.key}
            request={lead}
            open={isLeadOpen}
            onOpenChange={(open) => (open ? setLeadOpen(true) : closeLeadDialog())}
            onSent={leadSent}
          />
        </Suspense>
      )}
    </ChatContext.Provider>
  );
}
