import { Check } from "lucide-react";
import { checkoutTexts as t } from "@content/payments";
import { formatCents } from "@lib/format";
import type { PackagesResponse } from "@lib/payments";
import { Button } from "~/components/ui/button";

type PackagePickerProps = {
  packages: PackagesResponse;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The premium packages from GET /api/payment/packages; prices arrive in cents. */
export function PackagePicker({ packages, selectedId, onSelect }: PackagePickerProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {Object.values(packages).map((pack) => {
        const selected = pack.id === selectedId;
        return (
          <li key={pack.id}>
            <article
              aria-labelledby={`package-${pack.id}`}
              className={`flex h-full flex-col rounded-[var(--radius-card)] border bg-surface p-5 ${
                selected ? "border-primary ring-2 ring-primary" : "border-line"
              }`}
            >
              <h3 id={`package-${pack.id}`} className="text-lg font-bold">
                {pack.name}
              </h3>
              <p className="mt-1 text-2xl font-bold">{formatCents(pack.price)}</p>
              <p className="mt-2 text-sm text-ink-muted">{pack.description}</p>
              <ul className="mt-3 grid flex-1 gap-1.5 text-sm">
                {pack.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                className="mt-5 w-full"
                variant={selected ? "primary" : "secondary"}
                aria-pressed={selected}
                aria-label={`${selected ? t.selectedLabel : t.chooseLabel}: ${pack.name}`}
                onClick={() => onSelect(pack.id)}
              >
                {selected ? t.selectedLabel : t.chooseLabel}
              </Button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
