import { Workflow } from "lucide-react";
import { workflowsPage } from "@content/workflows-page";
import { Button } from "~/components/ui/button";
import { IconTile } from "~/components/ui/card";
import { Section, SectionHeader } from "~/components/ui/section";

const texts = workflowsPage.yourAutomations;

/** Where the saved-workflow list, the agent templates and the editor go. */
export function YourAutomations({ onRequest }: { onRequest: (trigger: HTMLElement) => void }) {
  return (
    <Section tone="alt" labelledBy="your-automations-title">
      <SectionHeader
        id="your-automations-title"
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
        align="left"
      />
      <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-6 py-12 text-center">
        <IconTile icon={Workflow} />
        <h3 className="mt-4 text-xl font-semibold">{texts.emptyTitle}</h3>
        <p className="mt-2 max-w-md text-ink-muted">{texts.emptyText}</p>
        <Button className="mt-6" onClick={(event) => onRequest(event.currentTarget)}>
          {texts.emptyCtaLabel}
        </Button>
      </div>
    </Section>
  );
}
