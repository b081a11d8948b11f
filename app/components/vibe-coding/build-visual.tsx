import { CheckCircle } from "lucide-react";
import { vibeCodingPage } from "@content/vibe-coding-page";

const texts = vibeCodingPage.hero.visual;

/** A product picture of a site being built, drawn in HTML so the hero's largest paint stays text. */
export function BuildVisual() {
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-xl shadow-ink/5">
        <div className="flex items-center gap-2 border-b border-line bg-surface-alt px-4 py-3">
          <span className="size-3 rounded-full bg-line" />
          <span className="size-3 rounded-full bg-line" />
          <span className="size-3 rounded-full bg-line" />
          <span className="ml-3 flex-1 rounded-full bg-surface px-3 py-1 text-xs text-ink-muted">
            {texts.address}
          </span>
        </div>
        <div className="space-y-4 p-6">
          <div className="h-3 w-24 rounded-full bg-primary/30" />
          <div className="h-6 w-4/5 rounded-full bg-ink/80" />
          <div className="h-3 w-3/5 rounded-full bg-line" />
          <div className="flex gap-3 pt-2">
            <div className="h-9 w-28 rounded-[var(--radius-control)] bg-primary" />
            <div className="h-9 w-24 rounded-[var(--radius-control)] border border-line" />
          </div>
          <div className="grid grid-cols-3 gap-3 pt-4">
            <div className="h-16 rounded-[var(--radius-control)] bg-surface-alt" />
            <div className="h-16 rounded-[var(--radius-control)] bg-surface-alt" />
            <div className="h-16 rounded-[var(--radius-control)] bg-surface-alt" />
          </div>
        </div>
        <div className="flex items-center gap-2 border-t border-line px-6 py-3 text-sm font-semibold text-success">
          <CheckCircle className="size-4" />
          {texts.status}
        </div>
      </div>
    </div>
  );
}
