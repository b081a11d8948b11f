import { Bot, CheckCircle, Mail, Zap, type LucideIcon } from "lucide-react";
import type { AutomationExample } from "@content/workflows-page";

const stepIcons: LucideIcon[] = [Zap, Bot, Mail, CheckCircle];

/**
 * A product picture of a running flow, drawn in HTML so the hero's largest paint stays text.
 * Decorative: the same steps are listed in the example cards below.
 */
export function FlowVisual({ example, status }: { example: AutomationExample; status: string }) {
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <div className="ml-auto max-w-md rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-xl shadow-ink/5">
        <div className="flex items-center justify-between">
          <p className="font-semibold">{example.name}</p>
          <span className="rounded-full bg-success-tint px-3 py-1 text-sm font-semibold text-success">
            {status}
          </span>
        </div>
        <ol className="mt-6">
          {example.steps.map((step, i) => {
            const Icon = stepIcons[i % stepIcons.length];
            return (
              <li key={step} className="relative flex items-center gap-4 pb-5 last:pb-0">
                {i < example.steps.length - 1 && (
                  <span className="absolute top-10 bottom-0 left-5 w-px bg-line" />
                )}
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] bg-primary-tint text-primary">
                  <Icon className="size-5" />
                </span>
                <span className="font-semibold">{step}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
