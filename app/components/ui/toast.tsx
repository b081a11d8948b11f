import { Toast as RadixToast } from "radix-ui";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";

import { dismiss, snapshot, subscribe, TOAST_DEFAULT_MS } from "./toast-store";

export { dismiss as dismissToast, toast } from "./toast-store";

const variants = {
  default: "border-line bg-surface text-ink",
  success: "border-success bg-surface text-ink",
  destructive: "border-danger bg-danger text-white",
};

export function Toaster() {
  const item = useSyncExternalStore(subscribe, snapshot, () => null);
  return (
    <RadixToast.Provider swipeDirection="right" duration={TOAST_DEFAULT_MS}>
      {item && (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          duration={item.durationMs ?? TOAST_DEFAULT_MS}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={`relative grid gap-1 rounded-[var(--radius-control)] border p-4 pr-10 shadow-lg max-sm:pr-12 data-[state=open]:animate-fade-in ${variants[item.variant ?? "default"]}`}
        >
          <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
          {item.description && (
            <RadixToast.Description className="min-w-0 text-sm [overflow-wrap:anywhere]">
              {item.description}
            </RadixToast.Description>
          )}
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-[var(--radius-control)] opacity-80 hover:opacity-100 max-sm:top-0 max-sm:right-0 max-sm:size-11"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      {/* On a phone the page keeps its header and the editor's toolbar at the top: the toast
          sits at the bottom, clear of the chat button in the corner. A dialog fills the screen
          over the header, its controls (an option, Continue) at the bottom and its close button
          in the top-right corner: then the toast sits at the top and leaves that corner free, so
          for its few seconds it covers only a heading. */}
      <RadixToast.Viewport className="fixed right-20 bottom-0 left-0 z-[100] m-0 flex max-w-sm list-none flex-col gap-2 p-4 outline-none max-sm:[body[data-scroll-locked]_&]:top-0 max-sm:[body[data-scroll-locked]_&]:right-16 max-sm:[body[data-scroll-locked]_&]:bottom-auto sm:right-0 sm:left-auto sm:w-full" />
    </RadixToast.Provider>
  );
}
