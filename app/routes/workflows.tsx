import { Sparkles } from "lucide-react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useState } from "react";
import { contactFormAnchor } from "@content/navigation";
import { automationExamples, workflowsPage } from "@content/workflows-page";
import { linkUntilScripts } from "~/components/layout/without-scripts";
import { SectionHero } from "~/components/ui/section-hero";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeader } from "~/components/ui/section";
import { ConsultationDialog } from "~/components/workflows/consultation-dialog";
import { FlowVisual } from "~/components/workflows/flow-visual";
import { ExampleCards } from "~/components/workflows/example-cards";
import { blockedReasons } from "~/components/workflows/blocked";
import { editParam, Workspace } from "~/components/workflows/workspace";
import { pageHead } from "~/lib/seo.server";
import type { Route } from "./+types/workflows";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The visitor's own workflows and the agent templates, rendered on the server so the list shows
 * without JavaScript. The cookie is only read here; the first save sets it (the API).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { workflows } = context.services;
  const visitorId = await workflows.visitors.read(request.headers.get("cookie"));
  const query = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  const [list, templates] = await Promise.all([workflows.list(visitorId), workflows.templates()]);
  return {
    head: pageHead("workflows", context),
    workflows: list,
    blocked: blockedReasons(list),
    // Without JavaScript the search form submits ?q=; the page renders the filtered list.
    query,
    templates,
    visitorId,
  };
}

/** Opening or closing the editor changes only ?edit=: the page's data stays as it is. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(editParam);
    return `${url.pathname}?${params}`;
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * The floating chat button stays off phones here: the page is cards of full-width buttons and
 * switches (the examples, the visitor's workflows), and wherever it is scrolled to, the button
 * sat on one of them. The header's chat button (the menu's) still opens the chat.
 */
export const handle = { floatingChat: "desktop-only" };

// Each visitor sees their own list: never from the shared page cache.
export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

const texts = workflowsPage;

export default function Workflows({ loaderData }: Route.ComponentProps) {
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
          // Without scripts, the consultation form this dialog sends.
          <ButtonLink
            to={`/contact#${contactFormAnchor}`}
            size="lg"
            {...linkUntilScripts}
            onClick={(event) => {
              event.preventDefault();
              openDialog(event.currentTarget);
            }}
          >
            <Sparkles className="hidden size-5 sm:block" aria-hidden="true" />
            {texts.hero.ctaLabel}
          </ButtonLink>
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
      <Workspace
        initialWorkflows={loaderData.workflows}
        initialBlocked={loaderData.blocked}
        templates={loaderData.templates}
        visitorId={loaderData.visitorId}
        initialQuery={loaderData.query}
        onRequestHelp={(trigger) => openDialog(trigger)}
      />
      <ConsultationDialog
        open={dialog.open}
        exampleName={dialog.exampleName}
        returnFocusTo={dialog.trigger}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}
