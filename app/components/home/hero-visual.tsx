import { Check } from "lucide-react";
import { hero, workflowDemo } from "@content/home";

type Step = (typeof workflowDemo.steps)[number];

// Numbers rather than icons: the step icons load with the demo dialog, not with the page.
function StepChip({ step, compact }: { step: Step; compact?: boolean }) {
  const n = workflowDemo.steps.indexOf(step) + 1;
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-2.5 py-2 shadow-sm">
      <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-primary-tint text-sm font-semibold text-primary">
        {n}
      </span>
      <span className="text-sm leading-snug font-semibold">{step.name}</span>
      <Check className={`ml-auto size-4 shrink-0 text-success ${compact ? "max-sm:hidden" : ""}`} />
    </div>
  );
}

function Connector() {
  return <span className="mx-auto block h-3 w-px bg-line" />;
}

/**
 * The hero's product picture: a chat exchange handled by the same five-step workflow the demo
 * dialog animates. Pure HTML so it paints with the text and never shifts the layout.
 */
export function HeroVisual() {
  const [intake, condition, file, sms, crm] = workflowDemo.steps;
  return (
    <div role="img" aria-label={hero.visual.label} className="relative mx-auto w-full max-w-lg">
      <div
        className="absolute -inset-4 rounded-[calc(var(--radius-card)+1rem)] bg-primary-tint sm:-inset-6"
        aria-hidden="true"
      />
      <div className="relative rounded-[var(--radius-card)] border border-line bg-surface shadow-xl shadow-ink/5">
        <div className="flex items-center gap-2 border-b border-line px-4 py-3">
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
          <span className="ml-2 text-sm font-medium text-ink-muted">{hero.visual.windowTitle}</span>
        </div>
        <div className="space-y-4 p-4 sm:p-5">
          <p className="max-w-[85%] rounded-2xl rounded-bl-sm bg-surface-alt px-4 py-2.5 text-sm">
            {hero.visual.customer}
          </p>
          <div className="rounded-[var(--radius-control)] border border-dashed border-line bg-surface-alt p-3">
            <StepChip step={intake} />
            <Connector />
            <StepChip step={condition} />
            <Connector />
            <div className="grid grid-cols-2 gap-2">
              <StepChip step={file} compact />
              <StepChip step={sms} compact />
            </div>
            <Connector />
            <StepChip step={crm} />
          </div>
          <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-white">
            {hero.visual.assistant}
          </p>
          <p className="flex items-center justify-end gap-1.5 text-sm font-medium text-success">
            <Check className="size-4" />
            {hero.visual.runStatus}
          </p>
        </div>
      </div>
    </div>
  );
}
