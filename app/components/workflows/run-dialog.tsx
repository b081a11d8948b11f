import type { ExecutionRecord, WorkflowRecord } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";
import { RunLog } from "~/components/workflow-editor/run-log";
import { useExecution } from "~/components/workflow-editor/use-execution";
import { visitorText } from "~/components/workflow-editor/visitor-text";

/** A run started from a card, followed step by step. */
export function RunDialog({
  workflow,
  started,
  onOpenChange,
  returnFocus,
}: {
  workflow: Pick<WorkflowRecord, "id" | "name" | "connections"> | null;
  started: ExecutionRecord | null;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes when it closes: the card's Run button. It was disabled while the run was
   * asked for, so the dialog opened with focus on the page itself and would give it back there.
   */
  returnFocus?: HTMLElement | null;
}) {
  const { execution, error } = useExecution(workflow?.id ?? null, started);
  return (
    <DialogRoot open={Boolean(workflow && started)} onOpenChange={onOpenChange}>
      <DialogContent
        frame="wide"
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.isConnected) return;
          event.preventDefault();
          returnFocus.focus();
        }}
      >
        <DialogHeader closeLabel={workflowsPage.editor.runDialogCloseLabel}>
          <DialogTitle size="md" className={visitorText}>
            {workflow?.name}
          </DialogTitle>
        </DialogHeader>
        <DialogDescription className="mb-4 text-ink-muted">
          {workflowsPage.toasts.runStarted.description}
        </DialogDescription>
        <RunLog execution={execution} error={error} connections={workflow?.connections} />
      </DialogContent>
    </DialogRoot>
  );
}
