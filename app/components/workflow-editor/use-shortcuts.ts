import { useEffect, useRef } from "react";
import { useEditorStore } from "./editor-context";

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el?.closest("input, textarea, select, [contenteditable=true]"));
}

/**
 * Undo (Ctrl/Cmd+Z) and redo (Ctrl/Cmd+Shift+Z, Ctrl+Y) wherever focus is while the editor is
 * open (the canvas itself takes no focus), except in a text box, which undoes its own typing,
 * and while a dialog asks something.
 */
export function useShortcuts(paused: boolean) {
  const store = useEditorStore();
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
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
