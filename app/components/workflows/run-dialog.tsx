import type { ExecutionRecord } from "@lib/workflows";
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

/** A run started from a card, followed step by step. */
export function RunDialog({
  workflow,
  started,
  onOpenChange,
}: {
  workflow: { id: number; name: string } | null;
  started: ExecutionRecord | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { execution, error } = useExecution(workflow?.id ?? null, started);
  return (
    <DialogRoot open={Boolean(workflow && started)} onOpenChange={onOpenChange}>
      <DialogContent frame="wide">
        <DialogHeader closeLabel={workflowsPage.editor.closeLabel}>
          <DialogTitle size="md">{workflow?.name}</DialogTitle>
        </DialogHeader>
        <DialogDescription className="mb-4 text-ink-muted">
          {workflowsPage.toasts.runStarted.description}
        </DialogDescription>
        <RunLog execution={execution} error={error} />
      </DialogContent>
    </DialogRoot>
  );
}
