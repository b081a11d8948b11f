import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { lazy, type ReactElement, Suspense, useState } from "react";
import { workflowDemo } from "@content/home";

// The animated diagram loads on first intent (hover, focus or open) so the home page ships only
// this shell; Radix Dialog itself is already in the layout's bundle.
const loadBody = () => import("./workflow-demo-body");
const WorkflowDemoBody = lazy(loadBody);
const preload = () => {
  void loadBody();
};

/** The workflow demo dialog; `children` is the button that opens it. */
export function WorkflowDemoDialog({ children }: { children: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild onPointerEnter={preload} onFocus={preload}>
        {children}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-5 shadow-xl data-[state=open]:animate-fade-in sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold sm:text-2xl">
              {workflowDemo.title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={workflowDemo.closeLabel}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-ink-muted transition-colors duration-200 ease-out hover:bg-surface-alt hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-muted">
            {workflowDemo.description}
          </Dialog.Description>
          <Suspense
            fallback={
              <p role="status" className="py-32 text-center text-ink-muted">
                {workflowDemo.loading}
              </p>
            }
          >
            <WorkflowDemoBody />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
