import type { ExecutionRecord } from "@lib/workflows";
import { useEffect, useState } from "react";
import { workflowApi } from "./workflow-api";

const pollMs = 700;

/**
 * Follows one run until it ends, polling its workflow's executions: each step shows as soon as
 * the engine writes it.
 */
export function useExecution(workflowId: number | null, started: ExecutionRecord | null) {
  const [execution, setExecution] = useState<ExecutionRecord | null>(started);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setExecution(started);
    setError(null);
    if (!workflowId || !started) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const list = await workflowApi.executions(workflowId);
        const current = list.find((e) => e.id === started.id);
        if (stopped) return;
        if (current) setExecution(current);
        if (current && (current.status === "completed" || current.status === "failed")) return;
      } catch (err) {
        if (!stopped) setError(err instanceof Error ? err.message : String(err));
        return;
      }
      timer = setTimeout(poll, pollMs);
    };
    timer = setTimeout(poll, pollMs / 2);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [workflowId, started]);
  return { execution, error };
}
