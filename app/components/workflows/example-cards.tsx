import {
  CalendarCheck,
  FileText,
  Headset,
  Receipt,
  Star,
  Timer,
  Users,
  type LucideIcon,
} from "lucide-react";
import {
  type AutomationExample,
  type AutomationExampleIcon,
  workflowsPage,
} from "@content/workflows-page";
import { contactFormAnchor } from "@content/navigation";
import { linkUntilScripts } from "~/components/layout/without-scripts";
import { ButtonLink } from "~/components/ui/button";
import { IconTile } from "~/components/ui/card";

const icons: Record<AutomationExampleIcon, LucideIcon> = {
  users: Users,
  receipt: Receipt,
  calendar: CalendarCheck,
  headset: Headset,
  file: FileText,
  star: Star,
};

const texts = workflowsPage.examples;

export function ExampleCards({
  examples,
  onChoose,
}: {
  examples: readonly AutomationExample[];
  onChoose: (example: AutomationExample, trigger: HTMLElement) => void;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {examples.map((example) => (
        <li key={example.id}>
          <article
            aria-labelledby={`example-${example.id}`}
            className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6 transition-shadow duration-200 ease-out hover:shadow-lg hover:shadow-ink/5"
          >
            <div className="flex items-center gap-3">
              <IconTile icon={icons[example.icon]} />
              <h3 id={`example-${example.id}`} className="text-xl font-semibold">
                {example.name}
              </h3>
            </div>
            <p className="mt-3 text-ink-muted">{example.description}</p>
            <ol
              aria-label={`${texts.stepsLabel}: ${example.name}`}
              className="mt-5 space-y-2 rounded-[var(--radius-control)] bg-surface-alt p-4 text-sm"
            >
              {example.steps.map((step, i) => (
                <li key={step} className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-surface text-xs font-semibold text-primary ring-1 ring-line"
                  >
                    {i + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
            <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-success">
              <Timer className="size-4" aria-hidden="true" />
              {texts.timeSavedLabel} {example.timeSaved}
            </p>
            <div className="mt-auto pt-6">
              {/* Without scripts, the consultation form this dialog sends. */}
              <ButtonLink
                to={`/contact#${contactFormAnchor}`}
                variant="secondary"
                className="w-full"
                aria-label={`${texts.ctaLabel}: ${example.name}`}
                {...linkUntilScripts}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(example, event.currentTarget);
                }}
              >
                {texts.ctaLabel}
              </ButtonLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
