import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo";

export type ChatDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

// Replaced by the real assistant dialog (issue 3); kept minimal so layout work can proceed.
export default function ChatDialog({ open, onOpenChange }: ChatDialogProps) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed right-0 bottom-0 z-50 flex h-full w-full flex-col bg-surface shadow-xl sm:right-4 sm:bottom-4 sm:h-[600px] sm:max-w-md sm:rounded-[var(--radius-card)] sm:border sm:border-line"
        >
          <div className="flex items-center justify-between border-b border-line p-4">
            <Dialog.Title className="font-semibold">{root?.business.assistantName}</Dialog.Title>
            <Dialog.Close
              aria-label="Close chat"
              className="inline-flex size-10 items-center justify-center"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="p-4">
            Hello! I'm your AI assistant. How can I help you today?
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
