import { CheckCircle2 } from "lucide-react";
import { forwardRef, useEffect, useRef } from "react";
import { vibeRequestForm } from "@content/payments";

const t = vibeRequestForm.confirmation;

/** Where the request form was: the request is saved, who calls and its reference. */
export const VibeRequestConfirmation = forwardRef<
  HTMLElement,
  { planName: string; requestId: number | null }
>(function VibeRequestConfirmation({ planName, requestId }, ref) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      ref={ref}
      // Where the form was: a request sent without scripts lands on /ai-vibe-coding?request=…#request.
      id="request"
      aria-labelledby="request-confirmation-title"
      className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-[var(--radius-card)] border border-success bg-surface p-6 shadow-sm md:p-10"
    >
      <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
      <h2
        id="request-confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold outline-none md:text-3xl"
      >
        {t.title}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">{t.lead(planName)}</p>
      {requestId !== null && (
        <p className="mt-4 text-sm text-ink-muted" data-testid="request-reference">
          {t.reference(requestId)}
        </p>
      )}
    </section>
  );
});
