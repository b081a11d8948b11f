import { type ReactElement, useState } from "react";
import { LazyDialog, lazyDialog } from "~/components/ui/lazy-dialog";

// The dialog and its animated diagram load on first intent (hover, focus or click), so the home
// page ships only the button.
const workflowDemoPanel = lazyDialog(() => import("./workflow-demo-panel"));

/** The workflow demo dialog; `children` is the button that opens it. */
export function WorkflowDemoDialog({ children }: { children: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <LazyDialog
      dialog={workflowDemoPanel}
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      props={{}}
    />
  );
}
