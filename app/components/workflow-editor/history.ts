import { useCallback, useRef, useState } from "react";
import type { EditorNode, FlowEdge } from "./types";

export type Snapshot = { nodes: EditorNode[]; edges: FlowEdge[] };

const limit = 100;

/**
 * Undo/redo over whole-graph snapshots. `record` is called with the graph as it was before each
 * change (add, remove, connect, move, configure, layout); undo swaps the current graph with the
 * last recorded one.
 */
export function useHistory() {
  const past = useRef<Snapshot[]>([]);
  const future = useRef<Snapshot[]>([]);
  const [, setVersion] = useState(0);

  const record = useCallback((before: Snapshot) => {
    past.current = [...past.current.slice(-(limit - 1)), before];
    future.current = [];
    setVersion((v) => v + 1);
  }, []);

  const undo = useCallback((current: Snapshot): Snapshot | null => {
    const previous = past.current.at(-1);
    if (!previous) return null;
    past.current = past.current.slice(0, -1);
    future.current = [...future.current, current];
    setVersion((v) => v + 1);
    return previous;
  }, []);

  const redo = useCallback((current: Snapshot): Snapshot | null => {
    const next = future.current.at(-1);
    if (!next) return null;
    future.current = future.current.slice(0, -1);
    past.current = [...past.current, current];
    setVersion((v) => v + 1);
    return next;
  }, []);

  return {
    record,
    undo,
    redo,
    canUndo: past.current.length > 0,
    canRedo: future.current.length > 0,
  };
}
