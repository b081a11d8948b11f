import { problemsSummary, type WorkflowRecord, workflowProblems } from "@lib/workflows";

/**
 * What keeps each saved workflow from being activated, by id, in the words the server refuses
 * its activation with; a workflow that could run is not listed. The page's loader reads it for
 * the first render, the list again after a change (this pulls in the schemas, so the browser
 * loads it only then).
 */
export function blockedReasons(list: WorkflowRecord[]): Record<number, string> {
  const reasons: Record<number, string> = {};
  for (const workflow of list) {
    const why = problemsSummary(workflowProblems(workflow), workflow);
    if (why) reasons[workflow.id] = why;
  }
  return reasons;
}
