import { Sparkles } from "lucide-react";
import { useState } from "react";
import { automationExamples, workflowsPage } from "@content/workflows-page";
import { SectionHero } from "~/components/ui/section-hero";
import { Button } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import { ConsultationDialog } from "~/components/workflows/consultation-dialog";
import { FlowVisual } from "~/components/workflows/flow-visual";
import { ExampleCards } from "~/components/workflows/example-cards";
import { YourAutomations } from "~/components/workflows/your-automations";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/workflows";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("workflows", matches);

const texts = workflowsPage;

export default function Workflows() {
  const [dialog, setDialog] = useState<{
    open: boolean;
    exampleName?: string;
    trigger?: HTMLElement;
  }>({ open: false });
  const openDialog = (trigger: HTMLElement, exampleName?: string) =>
    setDialog({ open: true, exampleName, trigger });

  return (
    <>
      <SectionHero
        eyebrow={texts.hero.eyebrow}
        title={texts.hero.title}
        lead={texts.hero.lead}
        visual={<FlowVisual example={automationExamples[0]} status={texts.hero.visualStatus} />}
        actions={
          <Button size="lg" onClick={(event) => openDialog(event.currentTarget)}>
            <Sparkles className="hidden size-5 sm:block" aria-hidden="true" />
            {texts.hero.ctaLabel}
          </Button>
        }
      />
      <Section labelledBy="examples-title">
        <SectionHeader
          id="examples-title"
          eyebrow={texts.examples.eyebrow}
          title={texts.examples.title}
          lead={texts.examples.lead}
        />
        <ExampleCards
          examples={automationExamples}
          onChoose={(example, trigger) => openDialog(trigger, example.name)}
        />
      </Section>
      {/* The 'Your Automations' list, the agent templates and the editor replace this section. */}
      <YourAutomations onRequest={(trigger) => openDialog(trigger)} />
      <ConsultationDialog
        open={dialog.open}
        exampleName={dialog.exampleName}
        returnFocusTo={dialog.trigger}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}
