import { Check } from "lucide-react";
import type { ReactNode } from "react";

type PlanCardProps = {
  /** Used for the heading id, so the card is named by its plan. */
  id: string;
  name: string;
  eyebrow?: string;
  description: string;
  price: ReactNode;
  features: readonly string[];
  popularLabel?: string;
  selected?: boolean;
  action: ReactNode;
};

/**
 * The one pricing card (DESIGN.md): price large, the popular plan raised with a primary ring and
 * a pill, the chosen plan ringed too so the choice is visible at a glance.
 */
export function PlanCard({
  id,
  name,
  eyebrow,
  description,
  price,
  features,
  popularLabel,
  selected = false,
  action,
}: PlanCardProps) {
  const headingId = `plan-${id}`;
  const raised = Boolean(popularLabel);
  const ring = raised || selected ? "ring-2 ring-primary border-primary" : "border-line";
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-[var(--radius-card)] border bg-surface p-6 transition-shadow duration-200 ease-out hover:shadow-lg hover:shadow-ink/5 md:p-8 ${ring} ${
        raised ? "shadow-xl shadow-primary/10 lg:-my-4 lg:py-12" : ""
      } ${selected ? "bg-primary-tint/40" : ""}`}
    >
      {popularLabel && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-primary px-4 py-1 text-sm font-semibold text-white">
          {popularLabel}
        </p>
      )}
      {eyebrow && <p className="text-sm font-semibold text-primary">{eyebrow}</p>}
      <h3 id={headingId} className="mt-1 text-2xl font-bold">
        {name}
      </h3>
      <p className="mt-2 text-ink-muted">{description}</p>
      <div className="mt-6">{price}</div>
      <div className="mt-6">{action}</div>
      <ul className="mt-8 space-y-3 border-t border-line pt-6">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

type PlanPriceProps = {
  amount: string;
  period?: string;
  /** The regular price, shown struck through. */
  original?: { amount: string; label: string };
  /** e.g. 'billed monthly'. */
  note?: string;
  /** The saving, in the warning colour. */
  saving?: string | null;
};

export function PlanPrice({ amount, period, original, note, saving }: PlanPriceProps) {
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-5xl font-bold tracking-tight">{amount}</span>
        {period && <span className="text-lg text-ink-muted">{period}</span>}
        {original && (
          <s className="text-lg text-ink-muted">
            <span className="sr-only">{original.label} </span>
            {original.amount}
          </s>
        )}
      </p>
      {note && <p className="mt-1 text-sm text-ink-muted">{note}</p>}
      {saving && (
        <p className="mt-3 inline-flex rounded-full bg-warning-bg px-3 py-1 text-sm font-semibold text-warning">
          {saving}
        </p>
      )}
    </div>
  );
}

/**
 * The card's choose button: pressed once chosen, named by its plan for screen readers. It
 * submits the plans' GET form (`name=value`), so without scripts the choice is a page of its own
 * with the order form; with them the press is handled here and nothing reloads.
 */
export function ChoosePlanButton({
  planName,
  selected,
  chooseLabel,
  selectedLabel,
  onChoose,
  emphasis,
  name,
  value,
}: {
  planName: string;
  selected: boolean;
  chooseLabel: string;
  selectedLabel: string;
  onChoose: () => void;
  emphasis: boolean;
  /** The plans form's field this choice sets. */
  name: string;
  value: string;
}) {
  const look = selected
    ? "bg-primary-tint text-primary border border-primary"
    : emphasis
      ? "bg-primary text-white hover:bg-primary-hover"
      : "border border-line bg-surface text-ink hover:border-primary hover:text-primary";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-pressed={selected}
      // The visible text repeats on every card; the plan name tells them apart for screen readers.
      aria-label={`${selected ? selectedLabel : chooseLabel}: ${planName}`}
      onClick={(event) => {
        event.preventDefault();
        onChoose();
      }}
      className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-[var(--radius-control)] px-6 text-lg font-semibold transition-colors duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${look}`}
    >
      {selected && <Check className="size-5" aria-hidden="true" />}
      {selected ? selectedLabel : chooseLabel}
    </button>
  );
}
