import { lazy, type ReactElement, Suspense, useState } from "react";
import { workflowDemo } from "@content/home";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";

// The animated diagram loads on first intent (hover, focus or open) so the home page ships only
// this shell; Radix Dialog itself is already in the layout's bundle.
const loadBody = () => import("./workflow-demo-body");
const WorkflowDemoBody = lazy(loadBody);
const preload = () => {
  void loadBody();
};

/** The workflow demo dialog; `children` is the button that opens it. */
export function WorkflowDemoDialog({ children }: { children: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
        {children}
      </DialogTrigger>
      <DialogContent frame="wide">
        <DialogHeader closeLabel={workflowDemo.closeLabel}>
          <DialogTitle size="responsive">{workflowDemo.title}</DialogTitle>
        </DialogHeader>
        <DialogDescription className="mt-2 text-ink-muted">
          {workflowDemo.description}
        </DialogDescription>
        <Suspense
          fallback={
            <p role="status" className="py-32 text-center text-ink-muted">
              {workflowDemo.loading}
            </p>
          }
        >
          <WorkflowDemoBody />
        </Suspense>
      </DialogContent>
    </DialogRoot>
  );
}
