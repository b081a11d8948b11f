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
import { ApiError, api } from "~/lib/api";

export type WorkflowDraft = {
  name: string;
  description: string | null;
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
  isActive: boolean;
};

export const workflowApi = {
  list: (visitorId: string | null) =>
    api.get<WorkflowRecord[]>(
      visitorId ? `/api/workflows?userId=${encodeURIComponent(visitorId)}` : "/api/workflows",
    ),
  /**
   * `attempt` is the save's Idempotency-Key: the server stores the workflow once per key, so a
   * request sent again (a retry after a lost answer) answers with the workflow it created.
   */
  create: (draft: WorkflowDraft, attempt: string) =>
    api.post<WorkflowRecord>("/api/workflows", draft, { headers: { "idempotency-key": attempt } }),
  get: (id: number) => api.get<WorkflowRecord>(`/api/workflows/${id}`),
  /**
   * `version`: the one the draft was made from. Another change stored since (another tab) is a
   * 409 instead of being overwritten; left out, the draft is stored whatever came before.
   */
  update: (id: number, draft: WorkflowDraft, version?: number) =>
    api.put<WorkflowRecord>(`/api/workflows/${id}`, { ...draft, version }),
  setActive: (id: number, isActive: boolean, version?: number) =>
    api.patch<WorkflowRecord>(`/api/workflows/${id}`, { isActive, version }),
  /**
   * `version`: the one the page showed. Sent as a query parameter (a DELETE has no body): a
   * workflow changed since is a 409 instead of being deleted unseen, where the API checks it.
   */
  remove: (id: number, version?: number) =>
    api.delete<{ id: number }>(
      `/api/workflows/${id}${version === undefined ? "" : `?version=${version}`}`,
    ),
  run: (id: number) => api.post<ExecutionRecord>(`/api/workflows/${id}/run`, {}),
  /** Runs an unsaved draft once; nothing of it is stored. */
  testRun: (workflow: WorkflowDraft) =>
    api.post<ExecutionRecord>("/api/workflows/test-run", { workflow }),
  /** Runs one step of a draft on `input`, or on what the steps before it give. */
  testStep: (workflow: WorkflowDraft, nodeId: string, input?: Record<string, unknown>) =>
    api.post<StepTestResult>("/api/workflows/test-step", {
      workflow,
      nodeId,
      ...(input ? { input } : {}),
    }),
  executions: (id: number) => api.get<ExecutionRecord[]>(`/api/workflows/${id}/executions`),
  suggest: (intent: string) => api.post<WorkflowSuggestion>("/api/workflows/suggest", { intent }),
};

/** The API's answer to a change made from a version another change came after. */
export function isStale(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 409 && Boolean(err.fields?.version);
}
