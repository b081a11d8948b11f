import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * A yes/no question that must be answered (Radix AlertDialog: focus trapped, Escape cancels).
 * `returnFocus` says where focus goes when it closes: these dialogs are opened from state, not
 * from a Radix Trigger, so Radix has no trigger to go back to and focus fell to <body>.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  returnFocus?: (confirmed: boolean) => HTMLElement | null | undefined;
}) {
  const confirmed = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-night/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-surface p-6 shadow-xl outline-none"
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            confirmed.current = false;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.(confirmed.current);
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="mt-2 text-ink-muted [overflow-wrap:anywhere]">
              {description}
            </AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass("danger")}
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
