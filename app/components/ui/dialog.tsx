import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useRef } from "react";
import { dismissVisible } from "./toast-store";

/**
 * The one dialog frame of the site: Radix Dialog (focus trap, Escape, `aria-labelledby` and
 * `aria-describedby` from Title and Description) with our overlay, frames and close button.
 * Every dialog still renders a `DialogTitle` and a `DialogDescription` (or passes its own
 * `aria-describedby`).
 */
export const DialogRoot = Dialog.Root;
export const DialogClose = Dialog.Close;
export const DialogDescription = Dialog.Description;

const frames = {
  /** A centred card for a form or a choice. */
  modal:
    "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-xl",
  /** A centred card with room for a picture. */
  wide: "top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-5 shadow-xl sm:p-8",
  /** A side drawer from the right edge. */
  drawer: "inset-y-0 right-0 flex w-[min(20rem,85vw)] flex-col gap-6 bg-surface p-6 shadow-xl",
  /** No frame: the caller places and sizes the panel (the chat). */
  panel: "",
};

const layers = {
  page: { overlay: "z-50", content: "z-50" },
  /** A dialog opened over another dialog (the lead form over the chat). */
  stacked: { overlay: "z-[60]", content: "z-[60]" },
};

const overlays = {
  dim: "bg-night/60",
  /** Keeps the page readable behind a panel that does not cover it. */
  light: "bg-night/30",
};

type DialogContentProps = ComponentPropsWithoutRef<typeof Dialog.Content> & {
  frame?: keyof typeof frames;
  layer?: keyof typeof layers;
  overlay?: keyof typeof overlays;
};

/**
 * Portal, overlay and frame in one; every other prop goes to Radix `Dialog.Content`.
 *
 * Closed, focus goes back to the control that had it when the dialog opened, unless the caller's
 * `onCloseAutoFocus` chose a place itself. Radix returns it only to a `Dialog.Trigger`, and most
 * dialogs here are opened from state (a button that sets it), where focus fell to the top of the
 * page. A control no longer on the page (the list the dialog opened the editor over) is left to
 * whatever took its place.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    frame = "modal",
    layer = "page",
    overlay = "dim",
    className = "",
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...props
  },
  ref,
) {
  const opener = useRef<HTMLElement | null>(null);
  const z = layers[layer];
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        className={`fixed inset-0 ${z.overlay} ${overlays[overlay]} data-[state=open]:animate-fade-in`}
      />
      <Dialog.Content
        ref={ref}
        className={`fixed ${z.content} ${frames[frame]} outline-none data-[state=open]:animate-fade-in ${className}`}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet: this is the control that opened it.
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          // A toast said something about the page before the dialog ("Workflow saved"); on a
          // phone it sits at the top of the screen, over the dialog's heading, for seconds. One
          // raised while a dialog was already open (the chat's notice as the lead form opens over
          // it) is about what goes on there, and stays.
          if (layer === "page") dismissVisible();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = opener.current;
          opener.current = null;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
});

const titleSizes = {
  lg: "text-2xl font-bold",
  /** Smaller on phones, where a long title would wrap to three lines. */
  responsive: "text-xl font-bold sm:text-2xl",
  md: "text-lg font-bold",
  sm: "text-base font-semibold",
};

type DialogTitleProps = ComponentPropsWithoutRef<typeof Dialog.Title> & {
  size?: keyof typeof titleSizes;
};

/** The dialog's name. Focusable with `tabIndex={-1}` when a step change moves focus to it. */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { size = "lg", className = "", ...props },
  ref,
) {
  return (
    <Dialog.Title
      ref={ref}
      className={`${titleSizes[size]} text-ink outline-none ${className}`}
      {...props}
    />
  );
});

/** The square X button that closes the dialog; `label` is its accessible name. */
export function DialogCloseButton({
  label,
  className = "",
}: {
  label: string;
  className?: string;
}) {
  return (
    <Dialog.Close
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-ink-muted transition-colors duration-200 ease-out hover:bg-surface-alt hover:text-ink ${className}`}
    >
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}

/** The title row of a centred dialog: the title (and anything above it) and the close button. */
export function DialogHeader({
  closeLabel,
  className = "",
  children,
}: {
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      {children}
      <DialogCloseButton label={closeLabel} className="-mt-2 -mr-2" />
    </div>
  );
}
