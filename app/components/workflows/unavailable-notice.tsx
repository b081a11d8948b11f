import { workflowsPage } from "@content/workflows-page";
import { Info } from "lucide-react";

const texts = workflowsPage.yourAutomations;

/** Above the list, when the page was opened on a workflow this browser does not have. */
export function UnavailableNotice() {
  return (
    <div
      role="status"
      data-testid="workflow-unavailable"
      className="mb-6 flex gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">{texts.unavailableTitle}</p>
        <p className="mt-1 text-sm text-ink-muted">{texts.unavailableText}</p>
      </div>
    </div>
  );
}
