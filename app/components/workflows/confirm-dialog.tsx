import { AlertDialog } from "radix-ui";
import { buttonClass } from "~/components/ui/button";

/** A yes/no question that must be answered (Radix AlertDialog: focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-night/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-surface p-6 shadow-xl outline-none"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="mt-2 text-ink-muted">
              {description}
            </AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
