import { PlayCircle } from "lucide-react";
import { howItWorks } from "@content/home";
import { Button, ButtonLink } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import { WorkflowDemoDialog } from "./workflow-demo-dialog";

export function HowItWorks() {
  return (
    <Section tone="alt" labelledBy="home-process-title">
      <SectionHeader
        id="home-process-title"
        eyebrow={howItWorks.eyebrow}
        title={howItWorks.title}
        lead={howItWorks.lead}
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {howItWorks.steps.map((step, i) => (
          <li
            key={step.title}
            className="relative rounded-[var(--radius-card)] border border-line bg-surface p-6"
          >
            <span
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/workflows" size="lg">
          {howItWorks.primaryCta}
        </ButtonLink>
        <WorkflowDemoDialog>
          {/* The demo is an animation the scripts play; the link beside it is the way on. */}
          <Button variant="secondary" size="lg" className="scriptless:hidden">
            <PlayCircle className="size-5" aria-hidden="true" />
            {howItWorks.demoCta}
          </Button>
        </WorkflowDemoDialog>
      </div>
    </Section>
  );
}
