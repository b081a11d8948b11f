import type { WorkflowRecord, WorkflowSuggestion } from "@lib/workflows";

/** What the editor opens on: a blank workflow, a saved one, or an AI suggestion. */
export type EditorSubject =
  | { kind: "new" }
  | { kind: "edit"; workflow: WorkflowRecord }
  | { kind: "suggestion"; suggestion: WorkflowSuggestion };
