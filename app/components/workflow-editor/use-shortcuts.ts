import { useEffect, useRef } from "react";
import { useEditorStore } from "./editor-context";
import { focusStep, useRemoveStep } from "./remove-step";

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el?.closest("input, textarea, select, [contenteditable=true]"));
}

/**
 * A control that takes keys itself: Delete or Backspace there is meant for it (a Remove button
 * focused, a field), never for the step selected elsewhere.
 */
function isControl(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(
    el?.closest(
      "input, textarea, select, button, a[href], [contenteditable=true], [role=button], [role=switch], [role=menuitem], [role=tab]",
    ),
  );
}

/**
 * Undo (Ctrl/Cmd+Z) and redo (Ctrl/Cmd+Shift+Z, Ctrl+Y) wherever focus is while the editor is
 * open, except in a text box, which undoes its own typing, and while a dialog asks something.
 * Delete and Backspace remove the focused step, else the selected step (or connection), when
 * `deletes` (the diagram on a desktop), unless the key was pressed on a control.
 */
export function useShortcuts(paused: boolean, deletes = true) {
  const store = useEditorStore();
  const removeFocused = useRemoveStep("diagram");
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event: KeyboardEvent) => {
    if (isTyping(event.target) || paused) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === "z") {
      event.preventDefault();
      if (event.shiftKey) store.getState().redo();
      else store.getState().undo();
    } else if (mod && key === "y") {
      event.preventDefault();
      store.getState().redo();
    } else if (
      deletes &&
      !mod &&
      (event.key === "Delete" || event.key === "Backspace") &&
      (event.target as HTMLElement | null)?.closest?.("[data-edge-id]")
    ) {
      // A connection's own control on the diagram (`StepEdge`): the key is for its connection.
      const control = (event.target as HTMLElement).closest("[data-edge-id]");
      const edge = store
        .getState()
        .edges.find((e) => e.id === control?.getAttribute("data-edge-id"));
      if (!edge) return;
      event.preventDefault();
      store.getState().removeEdge(edge.id);
      // Its control went with it: focus goes to the step it led to.
      focusStep("diagram", edge.target);
    } else if (
      deletes &&
      !mod &&
      (event.key === "Delete" || event.key === "Backspace") &&
      !isControl(event.target) &&
      // A dialog (the run log's, a confirmation) has the keys while it is open.
      !(event.target as HTMLElement | null)?.closest?.("[role=dialog], [role=alertdialog]")
    ) {
      const { selectedId, selectedEdgeId, removeStep, removeEdge } = store.getState();
      // A step the keyboard focused is the one meant, whichever step was selected before.
      const focused = (event.target as HTMLElement | null)
        ?.closest?.(".react-flow__node")
        ?.getAttribute("data-id");
      // So is a connection the keyboard focused (its name says which steps it joins).
      const focusedEdge = (event.target as HTMLElement | null)
        ?.closest?.(".react-flow__edge")
        ?.getAttribute("data-id");
      if (focused) removeFocused(focused);
      else if (focusedEdge) removeEdge(focusedEdge);
      else if (selectedId) removeStep(selectedId);
      else if (selectedEdgeId) removeEdge(selectedEdgeId);
      else return;
      event.preventDefault();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
