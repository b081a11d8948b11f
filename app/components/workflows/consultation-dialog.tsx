import { ArrowRight, CalendarClock, FileText, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { contactFormAnchor } from "@content/contact-page";
import { workflowsPage } from "@content/workflows-page";
import { Button } from "~/components/ui/button";

const texts = workflowsPage.dialog;

type ConsultationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The example card the visitor came from, if any. */
  exampleName?: string;
  /** The button that opened the dialog; focus goes back to it on close (there is no Radix Trigger). */
  returnFocusTo?: HTMLElement | null;
};

const choiceClass =
  "group flex items-start gap-4 rounded-[var(--radius-control)] border border-line p-4 transition-colors duration-200 ease-out hover:border-primary hover:bg-primary-tint/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/** 'Tell Us What Flow You Need': both ways to start lead to /contact, or the visitor decides later. */
export function ConsultationDialog({
  open,
  onOpenChange,
  exampleName,
  returnFocusTo,
}: ConsultationDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-xl data-[state=open]:animate-fade-in md:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold">{texts.title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-ink-muted hover:bg-surface-alt hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-muted">
            {texts.description}
          </Dialog.Description>
          {exampleName && (
            <p className="mt-3 inline-flex rounded-full bg-primary-tint px-3 py-1 text-sm font-semibold text-primary">
              {texts.chosenExample(exampleName)}
            </p>
          )}
          <div className="mt-6 grid gap-3">
            <Link to={`/contact#${contactFormAnchor}`} className={choiceClass} onClick={close}>
              <FileText className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-semibold">{texts.describeLabel}</span>
                <span className="block text-sm text-ink-muted">{texts.describeHint}</span>
              </span>
              <ArrowRight className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
            </Link>
            <Link to="/contact" className={choiceClass} onClick={close}>
              <CalendarClock className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-semibold">{texts.callLabel}</span>
                <span className="block text-sm text-ink-muted">{texts.callHint}</span>
              </span>
              <ArrowRight className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden="true" />
            </Link>
          </div>
          <h3 className="mt-8 font-semibold">{texts.nextStepsTitle}</h3>
          <ol className="mt-3 space-y-3">
            {texts.nextSteps.map((step, i) => (
              <li key={step} className="flex gap-3 text-ink-muted">
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-tint text-sm font-semibold text-primary"
                >
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex justify-end">
            <Button variant="ghost" onClick={close}>
              {texts.laterLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
