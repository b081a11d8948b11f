import { workflowsPage } from "@content/workflows-page";
import { AlertDialog } from "radix-ui";
import { buttonClass } from "~/components/ui/button";
import { visitorText } from "./visitor-text";

const texts = workflowsPage.editor.conflict;

/**
 * Save found the workflow changed elsewhere since the editor opened it: which to keep. Reload
 * takes the other change and drops this draft's edits; Keep mine saves over it. Closed without a
 * choice (Escape, Not now), nothing is saved and the draft stays as it is, for a later Save to
 * ask again. Focus goes back to Save (`returnTo`), which opened it.
 */
export function ConflictPrompt({
  open,
  differences,
  onReload,
  onKeepMine,
  onDismiss,
  returnTo,
}: {
  open: boolean;
  /** How the version saved elsewhere differs from this draft (`conflictDifferences`). */
  differences: string[];
  onReload: () => void;
  onKeepMine: () => void;
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
          {differences.length > 0 && (
            <section aria-labelledby="conflict-differences-title" className="mt-4">
              <h3 id="conflict-differences-title" className="text-sm font-bold text-ink">
                {texts.differences.title}
              </h3>
              <ul
                data-testid="conflict-differences"
                className={`mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink ${visitorText}`}
              >
                {differences.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("ghost")}>{texts.stay}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("secondary")} onClick={onReload}>
              {texts.reload}
            </AlertDialog.Action>
            <AlertDialog.Action className={buttonClass("primary")} onClick={onKeepMine}>
              {texts.keepMine}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
