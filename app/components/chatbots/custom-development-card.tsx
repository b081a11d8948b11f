import { ArrowRight, Check } from "lucide-react";
import type { ChatbotTier } from "@content/plans";
import { formatUsd } from "@lib/format";
import { ButtonLink } from "~/components/ui/button";

/** The one-time tier, set apart from the monthly plans because it is bought differently. */
export function CustomDevelopmentCard({
  tier,
  periodLabel,
  to,
}: {
  tier: ChatbotTier;
  periodLabel: string;
  to: string;
}) {
  const headingId = `chatbot-${tier.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-8 rounded-[var(--radius-card)] border border-line bg-surface-alt p-6 md:p-8 lg:grid-cols-[1fr_auto] lg:items-center"
    >
      <div>
        <h3 id={headingId} className="text-2xl font-bold">
          {tier.name}
        </h3>
        <p className="mt-2 text-ink-muted">{tier.conversations}</p>
        <ul className="mt-6 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {tier.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="lg:text-right">
        <p className="flex flex-wrap items-baseline gap-x-2 lg:justify-end">
          <span className="text-5xl font-bold tracking-tight">{formatUsd(tier.price)}</span>
          <span className="text-lg text-ink-muted">{periodLabel}</span>
        </p>
        <ButtonLink to={to} size="lg" className="mt-6 w-full py-2 whitespace-normal! sm:w-auto">
          {tier.cta}
          <ArrowRight className="size-5 shrink-0" aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  );
}
