import type { WorkflowRecord } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { Pencil, Play, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ActiveSwitch } from "~/components/workflow-editor/active-switch";
import { inListWords } from "~/components/workflow-editor/list-words";
import { visitorText } from "~/components/workflow-editor/visitor-text";

const texts = workflowsPage.yourAutomations;

/** Dates in UTC so the server's render and the browser's agree. */
export function createdOn(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

type CardProps = {
  workflow: WorkflowRecord;
  /** What keeps it from being activated, when something does. */
  blocked?: string;
  busy?: boolean;
  onEdit: () => void;
  onDelete: (trigger: HTMLElement) => void;
  onRun: (trigger: HTMLElement) => void;
  onToggle: (isActive: boolean) => void;
};

export function WorkflowCard({
  workflow,
  blocked,
  busy,
  onEdit,
  onDelete,
  onRun,
  onToggle,
}: CardProps) {
  const steps = workflow.nodes.length;
  const titleId = `workflow-${workflow.id}-title`;
  const whyId = `workflow-${workflow.id}-inactive`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className={`text-lg font-semibold ${visitorText}`}>
          {workflow.name}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            workflow.isActive ? "bg-success/10 text-success" : "bg-surface-alt text-ink-muted"
          }`}
        >
          {workflow.isActive ? texts.activeLabel : texts.inactiveLabel}
        </span>
      </div>
      {/* Only what the visitor wrote: a card without a description says nothing in its place.
          Three lines at most, or a long one makes its card, and every card in its row, tall: the
          whole text is the pointer's tooltip, a screen reader's reading, and Edit's field. */}
      {workflow.description?.trim() && (
        <p
          data-testid="workflow-description"
          title={workflow.description}
          className={`mt-2 line-clamp-3 text-ink-muted ${visitorText}`}
        >
          {workflow.description}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-muted">
        {steps > 0 ? texts.steps(steps) : texts.noSteps} ·{" "}
        {texts.created(createdOn(workflow.createdAt))}
      </p>
      {/* Without scripts these buttons would do nothing, so they are not shown; with scripts, a
          press before hydration is held and pressed again once React has taken over. Each says
          its workflow's name to a screen reader: a list of cards is otherwise a list of
          identical "Edit" buttons. */}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4 scriptless:hidden">
        <Button size="sm" variant="secondary" onClick={onEdit} data-edit-workflow={workflow.id}>
          <Pencil className="size-4" aria-hidden="true" />
          {texts.editLabel}
          <span className="sr-only"> {workflow.name}</span>
        </Button>
        <Button size="sm" variant="secondary" onClick={(e) => onDelete(e.currentTarget)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {texts.deleteLabel}
          <span className="sr-only"> {workflow.name}</span>
        </Button>
        <Button
          size="sm"
          onClick={(e) => onRun(e.currentTarget)}
          disabled={!workflow.isActive || busy}
          aria-describedby={workflow.isActive ? undefined : whyId}
        >
          <Play className="size-4" aria-hidden="true" />
          {texts.runLabel}
          <span className="sr-only"> {workflow.name}</span>
        </Button>
        <span className="ml-auto flex items-center">
          <ActiveSwitch
            checked={workflow.isActive}
            disabled={busy}
            label={texts.activeToggleLabel(workflow.name)}
            onChange={onToggle}
          />
        </span>
        {!workflow.isActive && (
          <p id={whyId} className={`w-full text-sm text-ink-muted ${visitorText}`}>
            {blocked ? (
              <>
                {/* Where the editor is a list (below 1024 px), the fix is said in the list's
                    words: it connects steps with menus, not dots to drag. */}
                <span className="lg:hidden">{texts.inactiveBlocked(inListWords(blocked))}</span>
                <span className="max-lg:hidden">{texts.inactiveBlocked(blocked)}</span>
              </>
            ) : (
              texts.inactiveOff
            )}
          </p>
        )}
      </div>
    </article>
  );
}

export function WorkflowCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse rounded-[var(--radius-card)] border border-line bg-surface p-5 motion-reduce:animate-none"
    >
      <div className="h-5 w-2/3 rounded bg-line" />
      <div className="mt-3 h-4 w-full rounded bg-line" />
      <div className="mt-2 h-4 w-1/2 rounded bg-line" />
      <div className="mt-6 h-9 w-full rounded bg-line" />
    </div>
  );
}
