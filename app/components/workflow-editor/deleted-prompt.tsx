import { workflowsPage } from "@content/workflows-page";
import { AlertDialog } from "radix-ui";
import { buttonClass } from "~/components/ui/button";
import { ApiError } from "~/lib/api";

const texts = workflowsPage.editor.deleted;

/** The server's answer when the workflow saved over is no longer there (deleted elsewhere). */
export function isGone(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/**
 * Save found the workflow deleted elsewhere since the editor opened it: the edits are not lost
 * to a toast. Save as new stores the draft as a new workflow; Discard leaves without it. Closed
 * without a choice (Escape, Not now), nothing is saved and the draft stays as it is. Focus goes
 * back to Save (`returnTo`), which opened it.
 */
export function DeletedPrompt({
  open,
  onSaveAsNew,
  onDiscard,
  onDismiss,
  returnTo,
}: {
  open: boolean;
  onSaveAsNew: () => void;
  onDiscard: () => void;
  onDismiss: () => void;
  returnTo?: () => HTMLElement | null;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-night/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-surface p-6 shadow-xl outline-none"
          onCloseAutoFocus={(event) => {
            const target = returnTo?.();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">
            {texts.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            {texts.description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("ghost")}>{texts.stay}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("secondary")} onClick={onDiscard}>
              {texts.discard}
            </AlertDialog.Action>
            <AlertDialog.Action className={buttonClass("primary")} onClick={onSaveAsNew}>
              {texts.saveAsNew}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
