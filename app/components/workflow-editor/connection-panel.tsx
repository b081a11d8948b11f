import { workflowsPage } from "@content/workflows-page";
import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { connectionName, useStepLabels } from "./connection-look";
import { useEditor, useEditorStore } from "./editor-context";
import { touchTarget } from "./touch-target";

const texts = workflowsPage.editor;

/**
 * Node Properties while a connection is selected: which one, and what can be done with it (a
 * connection has no settings, and a panel saying "select a step" read as if nothing was).
 */
export function ConnectionPanel() {
  const store = useEditorStore();
  const edge = useEditor((s) => s.edges.find((e) => e.id === s.selectedEdgeId));
  const labelOf = useStepLabels();
  if (!edge) return null;
  return (
    <div className="space-y-3" data-testid="connection-selected">
      <p className="text-sm font-semibold break-words text-ink">
        {texts.connectionSelected(connectionName(edge, labelOf))}
      </p>
      <p className="text-sm text-ink-muted">{texts.connectionHint}</p>
      <Button
        size="sm"
        variant="secondary"
        className={touchTarget}
        onClick={() => store.getState().removeEdge(edge.id)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {texts.removeConnectionLabel}
      </Button>
    </div>
  );
}
