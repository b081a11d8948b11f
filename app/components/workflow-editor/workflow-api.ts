/**
 * The browser's calls to the workflow API (save, activate, run, test, suggest). Types only from
 * lib/workflows: the page must not pull zod into its first load.
 */
import type {
  ExecutionRecord,
  StepTestResult,
  WorkflowConnection,
  WorkflowNode,
  WorkflowRecord,
  WorkflowSuggestion,
} from "@lib/workflows";
import { apiRequest } from "~/lib/api";

export type WorkflowDraft = {
  name: string;
  description: string | null;
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
  isActive: boolean;
};

export const workflowApi = {
  list: (visitorId: string | null) =>
    apiRequest<WorkflowRecord[]>(
      "GET",
      visitorId ? `/api/workflows?userId=${encodeURIComponent(visitorId)}` : "/api/workflows",
    ),
  create: (draft: WorkflowDraft) => apiRequest<WorkflowRecord>("POST", "/api/workflows", draft),
  update: (id: number, draft: WorkflowDraft) =>
    apiRequest<WorkflowRecord>("PUT", `/api/workflows/${id}`, draft),
  setActive: (id: number, isActive: boolean) =>
    apiRequest<WorkflowRecord>("PATCH", `/api/workflows/${id}`, { isActive }),
  remove: (id: number) => apiRequest<{ id: number }>("DELETE", `/api/workflows/${id}`),
  run: (id: number) => apiRequest<ExecutionRecord>("POST", `/api/workflows/${id}/run`, {}),
  /** Runs an unsaved draft once; nothing of it is stored. */
  testRun: (workflow: WorkflowDraft) =>
    apiRequest<ExecutionRecord>("POST", "/api/workflows/test-run", { workflow }),
  /** Runs one step of a draft on `input`, or on what the steps before it give. */
  testStep: (workflow: WorkflowDraft, nodeId: string, input?: Record<string, unknown>) =>
    apiRequest<StepTestResult>("POST", "/api/workflows/test-step", {
      workflow,
      nodeId,
      ...(input ? { input } : {}),
    }),
  executions: (id: number) =>
    apiRequest<ExecutionRecord[]>("GET", `/api/workflows/${id}/executions`),
  suggest: (intent: string) =>
    apiRequest<WorkflowSuggestion>("POST", "/api/workflows/suggest", { intent }),
};
