import { type ReactNode, useId } from "react";
import { Info } from "lucide-react";
import { cardForm } from "@content/payments";
import { useRootData } from "~/lib/root-data";

/**
 * What the card step says when JavaScript is off: the card form is the payment provider's script,
 * so the page says so where the form would be, with the way to pay without it (by invoice). Only
 * a browser without scripts renders it (or a page whose scripts failed to load, which unpacks its
 * `<noscript>`); the card form beside it is hidden there (`scriptless:`),
 * since it would post where nothing takes a card. `children`: the step's other ways on, as links.
 */
export function CardNeedsScripts({
  children,
  className = "",
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { salesEmail } = useRootData().business;
  const titleId = useId();
  const [before, after] = cardForm.needsScripts.body(salesEmail).split(salesEmail);
  return (
    <noscript>
      <div
        role="note"
        aria-labelledby={titleId}
        className={`rounded-[var(--radius-control)] border border-warning bg-warning-bg p-4 text-ink [overflow-wrap:anywhere] ${className}`}
      >
        <p id={titleId} className="flex items-start gap-2 font-semibold">
          <Info className="mt-1 size-4 shrink-0 text-warning" aria-hidden="true" />
          {cardForm.needsScripts.title}
        </p>
        <p className="mt-1">
          {before}
          <a className="font-semibold text-primary underline" href={`mailto:${salesEmail}`}>
            {salesEmail}
          </a>
          {after}
        </p>
      </div>
      {children ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
    </noscript>
  );
}
