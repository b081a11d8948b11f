import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { checkoutTexts } from "@content/payments";
import { ButtonLink } from "~/components/ui/button";

const t = checkoutTexts.success;

type PaymentSuccessProps = {
  reference: string;
  /** A trial or another outcome with its own words; the fixed 'Payment Successful!' otherwise. */
  title?: string;
  lead?: string;
  next?: readonly string[];
};

/**
 * 'Payment Successful!' with what happens next and the payment reference. It is the stored outcome
 * of the order in the address, so a reload shows it again.
 */
export function PaymentSuccess({
  reference,
  title = t.title,
  lead = t.lead,
  next = t.next,
}: PaymentSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="payment-success-title"
      className="rounded-[var(--radius-card)] border border-success bg-surface p-6 shadow-sm md:p-10"
    >
      <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
      <h2
        id="payment-success-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-3xl font-bold outline-none"
      >
        {title}
      </h2>
      <p className="mt-3 text-lg text-ink-muted">{lead}</p>
      <h3 className="mt-8 text-lg font-semibold">{t.nextTitle}</h3>
      <ul className="mt-3 grid gap-2">
        {next.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-ink-muted">
        {t.referenceLabel}:{" "}
        <span className="font-mono text-ink break-all" data-testid="payment-reference">
          {reference}
        </span>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/">{t.homeLabel}</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {t.supportLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
