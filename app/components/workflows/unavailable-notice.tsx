import { workflowsPage } from "@content/workflows-page";
import { Info } from "lucide-react";
import { useEffect, useRef } from "react";

const texts = workflowsPage.yourAutomations;

/**
 * Above the list, when the page was opened on a workflow this browser does not have: one that
 * may exist elsewhere (a number), or an address that names no workflow at all ("?edit=abc").
 */
export function UnavailableNotice({ malformed }: { malformed: boolean }) {
  // The link opened the page at its top, far above the workflows: the notice is brought into
  // view, or it would read as a link that did nothing.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <div
      ref={notice}
      role="status"
      data-testid="workflow-unavailable"
      className="mb-6 flex gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">
          {malformed ? texts.malformedTitle : texts.unavailableTitle}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {malformed ? texts.malformedText : texts.unavailableText}
        </p>
      </div>
    </div>
  );
}
