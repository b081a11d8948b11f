import { createContext, type ReactNode, useContext } from "react";
import { useStore } from "zustand";
import type { EditorState, EditorStore } from "./store";

const StoreContext = createContext<EditorStore | null>(null);

/** One store per open editor, given to its components (the xyflow guide's pattern). */
export function EditorProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useEditorStore(): EditorStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useEditorStore outside the workflow editor");
  return store;
}

/** A slice of the editor's state; the component re-renders only when the slice changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}
