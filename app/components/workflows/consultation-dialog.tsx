import { ArrowRight, CalendarClock, FileText } from "lucide-react";
import { Link } from "react-router";
import { bookCallAnchor, contactFormAnchor } from "@content/contact-page";
import { workflowsPage } from "@content/workflows-page";
import { Button } from "~/components/ui/button";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";

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
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
        className="md:p-8"
      >
        <DialogHeader closeLabel="Close">
          <DialogTitle>{texts.title}</DialogTitle>
        </DialogHeader>
        <DialogDescription className="mt-2 text-ink-muted">{texts.description}</DialogDescription>
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
          <Link to={`/contact#${bookCallAnchor}`} className={choiceClass} onClick={close}>
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
      </DialogContent>
    </DialogRoot>
  );
}
