import { topologicalOrder } from "@lib/workflow-graph";
import { useCallback } from "react";
import { useEditorStore } from "./editor-context";

/** Where a step is removed from: the list's rows or the diagram's steps. */
export type StepPlace = "list" | "diagram";

/** What says how to add a step, focused when the last one is removed. */
export const emptyStepsId: Record<StepPlace, string> = {
  list: "workflow-steps-empty",
  diagram: "workflow-diagram-empty",
};

export function stepElement(place: StepPlace, id: string): HTMLElement | null {
  const escaped = CSS.escape(id);
  return place === "list"
    ? document.querySelector<HTMLElement>(
        `[data-testid=step-item][data-step-id="${escaped}"] button`,
      )
    : document.querySelector<HTMLElement>(`.react-flow__node[data-id="${escaped}"]`);
}

/** Focus was taken away with the element that had it: the browser then puts it on the page. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Once React has drawn the change, moves focus to step `id` (its row's button in the list, the
 * step itself on the diagram): always (`when: "always"`, a step just inserted is where the
 * visitor is now), or only when the change took the focused control away (a connection removed
 * with its row). Without it focus fell to the top of the page, and a keyboard or screen reader
 * user lost their place in the list.
 */
export function focusStep(place: StepPlace, id: string, when: "always" | "lost" = "lost") {
  requestAnimationFrame(() => {
    if (when === "lost" && !focusLost()) return;
    stepElement(place, id)?.focus();
  });
}

/**
 * Removes a step and, when focus was on it (its Remove button, or the step itself on the
 * diagram), moves focus to the step beside it in run order (the next, else the one before) or,
 * with none left, to the text that says how to add one. The removed element took focus with it,
 * and the browser then puts it at the top of the page.
 */
export function useRemoveStep(place: StepPlace) {
  const store = useEditorStore();
  return useCallback(
    (id: string) => {
      const { nodes, edges, removeStep } = store.getState();
      const ids = nodes.map((n) => n.id);
      const order = topologicalOrder(ids, edges) ?? ids;
      const at = order.indexOf(id);
      const neighbour = order[at + 1] ?? order[at - 1] ?? null;
      removeStep(id);
      // After React has drawn the list without it.
      requestAnimationFrame(() => {
        if (!focusLost()) return;
        const target =
          (neighbour ? stepElement(place, neighbour) : null) ??
          document.getElementById(emptyStepsId[place]);
        target?.focus();
      });
    },
    [store, place],
  );
}
