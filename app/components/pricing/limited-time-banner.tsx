import { BadgePercent } from "lucide-react";

export function LimitedTimeBanner({ text }: { text: string }) {
  return (
    <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-warning/30 bg-warning-bg px-4 py-2 text-sm font-semibold text-warning md:text-base">
      <BadgePercent className="size-5 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
