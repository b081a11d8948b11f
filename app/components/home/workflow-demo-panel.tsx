import { workflowDemo } from "@content/home";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from "~/components/ui/dialog";
import type { LazyDialogProps } from "~/components/ui/lazy-dialog";
import WorkflowDemoBody from "./workflow-demo-body";

/** The workflow demo dialog with its animated diagram; loaded on first intent. */
export default function WorkflowDemoPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: LazyDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent frame="wide" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader closeLabel={workflowDemo.closeLabel}>
          <DialogTitle size="responsive">{workflowDemo.title}</DialogTitle>
        </DialogHeader>
        <DialogDescription className="mt-2 text-ink-muted">
          {workflowDemo.description}
        </DialogDescription>
        <WorkflowDemoBody />
      </DialogContent>
    </DialogRoot>
  );
}
