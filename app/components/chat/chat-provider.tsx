import type { LeadService } from "@content/lead";
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from "react";
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
  const toggleChat = useCallback(() => {
    setEverOpened(true);
    setOpen((o) => !o);
  }, []);
  const openLeadDialog = useCallback((service?: LeadService, details?: LeadDialogDetails) => {
    // A new key starts the dialog afresh at step 1 with this request's preselection.
    setLead({ service, ...details, key: Date.now() });
    setLeadOpen(true);
  }, []);
  const closeLeadDialog = useCallback(() => setLeadOpen(false), []);
  const value = useMemo(
    () => ({
      isOpen,
      openChat,
      closeChat,
      toggleChat,
      openLeadDialog,
      closeLeadDialog,
      isLeadOpen,
    }),
    [isOpen, openChat, closeChat, toggleChat, openLeadDialog, closeLeadDialog, isLeadOpen],
  );
  return (
    <ChatContext.Provider value={value}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <ChatDialog open={isOpen} onOpenChange={(open) => (open ? openChat() : closeChat())} />
        </Suspense>
      )}
      {lead && (
        <Suspense fallback={null}>
          <LeadDialog
            key={lead.key}
            request={lead}
            open={isLeadOpen}
            onOpenChange={(open) => (open ? setLeadOpen(true) : closeLeadDialog())}
          />
        </Suspense>
      )}
    </ChatContext.Provider>
  );
}
