import { type NodeRunState, runStates, type SkipReason, skipReasons } from "@lib/workflow-run";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useEditor } from "./editor-context";
import { changedSinceRun } from "./store";

/**
 * A step's state as the diagram and the list show it: its state in the run shown, or `stale`
 * once it (or a step before it) changed since that run (`changedSinceRun`), which the run log
 * and Node Properties already mark "Out of date". A ring or "Done" left on such a step said the
 * run had done what it now does.
 */
export type ShownState = NodeRunState | "stale";

/** Each step's shown state and, for a step skipped and not changed since, why it was skipped. */
export function useShownStates(): {
  states: Map<string, ShownState>;
  skipped: Map<string, SkipReason>;
} {
  const { ids, edges, run, stale } = useEditor(
    useShallow((s) => ({
      ids: s.nodes.map((n) => n.id).join(" "),
      edges: s.edges,
      run: s.run,
      // One string: the selector keeps its value while the same steps are out of date.
      stale: s.run?.bases
        ? s.nodes
            .filter((n) => changedSinceRun(s, n.id))
            .map((n) => n.id)
            .join(" ")
        : "",
    })),
  );
  // Read from the steps, the connections and the run, never from positions: a drag keeps every
  // step's state, and so its data.
  return useMemo(() => {
    const execution = run?.execution ?? null;
    const states: Map<string, ShownState> = runStates(
      { nodes: ids ? ids.split(" ").map((id) => ({ id })) : [], connections: edges },
      execution,
    );
    const skipped = skipReasons({ connections: edges }, execution);
    for (const id of stale ? stale.split(" ") : []) {
      if (!states.has(id)) continue;
      states.set(id, "stale");
      skipped.delete(id);
    }
    return { states, skipped };
  }, [ids, edges, run, stale]);
}
