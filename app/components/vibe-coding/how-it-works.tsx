import { developmentPhases } from "@content/policies";
import { vibeCodingPage } from "@content/vibe-coding-page";
import { Section, SectionHeader } from "~/components/ui/section";

const texts = vibeCodingPage.howItWorks;

export function HowItWorks() {
  return (
    <Section labelledBy="how-it-works-title">
      <SectionHeader
        id="how-it-works-title"
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
      />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {texts.steps.map((step, i) => (
          <li
            key={step.title}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-6 transition-shadow duration-200 ease-out hover:shadow-lg hover:shadow-ink/5"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <h3 className="mt-14 text-center text-2xl font-bold">{texts.phasesTitle}</h3>
      <ol className="mt-8 grid gap-4 md:grid-cols-4">
        {developmentPhases.map((phase) => (
          <li
            key={phase.days}
            className="rounded-r-[var(--radius-control)] border-l-4 border-primary bg-surface-alt py-3 pr-4 pl-4"
          >
            <p className="text-sm font-semibold text-primary">{phase.days}</p>
            <p className="mt-1 font-semibold">{phase.name}</p>
            <p className="mt-1 text-sm text-ink-muted">{phase.detail}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
