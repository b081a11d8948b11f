/**
 * Workflow runs that failed (workflow_executions with status 'failed'), so the team sees a
 * visitor's automation breaking. Read-only: the run's status is the engine's. Written against
 * the columns as they are before the workflows capability lands (see the report).
 */
import { and, eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { workflowExecutions, workflows } from "../../../db/schema";
import { field, type InboxKindDefinition } from "./types";

export const workflowFailureKind: InboxKindDefinition = {
  kind: "workflow_failure",
  label: "Failed workflow run",
  statuses: ["failed"],
  transitions: {},

  listSql: () => sql`
    select 'workflow_failure'::text as kind, e.id, e.started_at as created_at,
      e.status::text as status, w.name as name, null::text as email, null::text as company,
      left(coalesce(e.error_message, ''), 200) as summary,
      jsonb_build_object('workflow', w.id, 'error', e.error_message,
        'completed', e.completed_at) as extra
    from workflow_executions e join workflows w on w.id = e.workflow_id
    where e.status = 'failed'`,

  csvColumns: [
    { key: "workflow", header: "Run: workflow id" },
    { key: "error", header: "Run: error" },
    { key: "completed", header: "Run: ended" },
  ],

  async detail(db, id) {
    const [row] = await db
      .select({ run: workflowExecutions, workflow: workflows })
      .from(workflowExecutions)
      .innerJoin(workflows, eq(workflows.id, workflowExecutions.workflowId))
      .where(and(eq(workflowExecutions.id, id), eq(workflowExecutions.status, "failed")));
    if (!row) return null;
    const { run, workflow } = row;
    return {
      title: `Run #${run.id} of "${workflow.name}" failed`,
      status: run.status,
      createdAt: run.startedAt,
      fields: [
        ...field("Workflow", `${workflow.name} (#${workflow.id})`),
        ...field("Error", run.errorMessage),
        ...field("Started", run.startedAt),
        ...field("Ended", run.completedAt),
        ...field("Trigger data", run.triggerData),
      ],
      transcript: Array.isArray(run.executionLog)
        ? run.executionLog.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n")
        : run.executionLog
          ? JSON.stringify(run.executionLog, null, 2)
          : null,
    };
  },

  async currentStatus(db, id) {
    const [row] = await db
      .select({ status: workflowExecutions.status })
      .from(workflowExecutions)
      .where(and(eq(workflowExecutions.id, id), eq(workflowExecutions.status, "failed")));
    return row?.status ?? null;
  },

  async notifications() {
    return [];
  },
};
