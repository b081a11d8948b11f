import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { agentTemplates, workflowExecutions, workflows } from "../../db/schema";
import {
  type ExecutionRecord,
  type ExecutionStatus,
  problemsSummary,
  type StepLog,
  type WorkflowConnection,
  type WorkflowInput,
  type WorkflowNode,
  type WorkflowRecord,
  workflowProblems,
} from "../../lib/workflows";
import type { DB } from "../platform/db";
import type { Transaction } from "../platform/db/transaction";

type Executor = DB | Transaction;

/** What a run executes: the workflow as it was when the run started. */
export type WorkflowSnapshot = {
  name: string;
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
};

/** execution_log: the snapshot the run executes and one entry per step, in run order. */
export type ExecutionLog = { workflow: WorkflowSnapshot; steps: StepLog[] };

type WorkflowRow = typeof workflows.$inferSelect;
type ExecutionRow = typeof workflowExecutions.$inferSelect;

export function toWorkflowRecord(row: WorkflowRow): WorkflowRecord {
  const nodes = row.nodes as WorkflowNode[];
  const connections = row.connections as WorkflowConnection[];
  // Checked as it is read, not only as it was saved: a workflow saved before a rule was added
  // (a trigger required, a line break refused) says so, and is not run, as a new one would not be.
  const inactiveReason = problemsSummary(workflowProblems({ nodes, connections }), { nodes });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nodes,
    connections,
    isActive: row.isActive && inactiveReason === null,
    inactiveReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toExecutionRecord(row: ExecutionRow & { number: number }): ExecutionRecord {
  const log = row.executionLog as ExecutionLog | null;
  return {
    id: row.id,
    number: Number(row.number),
    workflowId: row.workflowId,
    status: row.status as ExecutionStatus,
    triggerData: row.triggerData,
    steps: log?.steps ?? [],
    logTruncated: (log?.steps ?? []).some((s) => s.truncated),
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    errorMessage: row.errorMessage,
  };
}

/**
 * A run's number within its workflow (1, 2, 3 …), counted where it is read: runs are removed
 * only with their workflow, so the count never changes, and two runs started at once never
 * race for a number.
 */
// Qualified by hand: drizzle writes a column of the one table selected from without its table,
// which inside the subquery would name the subquery's own row.
const runNumber =
  sql<number>`(select count(*) from workflow_executions as earlier where earlier.workflow_id = "workflow_executions"."workflow_id" and earlier.id <= "workflow_executions"."id")`.mapWith(
    Number,
  );

const owned = (id: number, visitorId: string) =>
  and(eq(workflows.id, id), eq(workflows.userId, visitorId));

export const workflowStore = {
  async list(db: Executor, visitorId: string): Promise<WorkflowRecord[]> {
    const rows = await db
      .select()
      .from(workflows)
      .where(eq(workflows.userId, visitorId))
      .orderBy(desc(workflows.createdAt), desc(workflows.id));
    return rows.map(toWorkflowRecord);
  },

  async countFor(db: Executor, visitorId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(workflows)
      .where(eq(workflows.userId, visitorId));
    return Number(row?.n ?? 0);
  },

  async get(db: Executor, id: number, visitorId: string): Promise<WorkflowRecord | null> {
    const [row] = await db.select().from(workflows).where(owned(id, visitorId));
    return row ? toWorkflowRecord(row) : null;
  },

  async insert(
    db: Executor,
    visitorId: string,
    input: WorkflowInput,
    once?: { key: string; hash: string },
  ): Promise<WorkflowRecord> {
    const [row] = await db
      .insert(workflows)
      .values({
        name: input.name,
        description: input.description,
        userId: visitorId,
        nodes: input.nodes,
        connections: input.connections,
        isActive: input.isActive,
        idempotencyKey: once?.key ?? null,
        idempotencyHash: once?.hash ?? null,
      })
      .returning();
    return toWorkflowRecord(row);
  },

  /** The visitor's workflow created with `key`, and the hash of the request that created it. */
  async byIdempotencyKey(
    db: Executor,
    visitorId: string,
    key: string,
  ): Promise<{ workflow: WorkflowRecord; hash: string | null } | null> {
    const [row] = await db
      .select()
      .from(workflows)
      .where(and(eq(workflows.userId, visitorId), eq(workflows.idempotencyKey, key)));
    return row ? { workflow: toWorkflowRecord(row), hash: row.idempotencyHash } : null;
  },

  /**
   * Changes the visitor's workflow, one version on. With `from`, only while it is still at that
   * version: the check and the write are one statement, so of two changes made from the same
   * version exactly one is stored, on PGlite and on PostgreSQL alike. Null when nothing was
   * written (no such workflow, or another version).
   */
  async update(
    db: Executor,
    id: number,
    visitorId: string,
    values: Partial<
      Pick<WorkflowInput, "name" | "description" | "nodes" | "connections" | "isActive">
    >,
    from?: number,
  ): Promise<WorkflowRecord | null> {
    const [row] = await db
      .update(workflows)
      .set({ ...values, version: sql`${workflows.version} + 1`, updatedAt: sql`now()` })
      .where(
        from === undefined
          ? owned(id, visitorId)
          : and(owned(id, visitorId), eq(workflows.version, from)),
      )
      .returning();
    return row ? toWorkflowRecord(row) : null;
  },

  /**
   * Deletes the visitor's workflow; with `from`, only while it is at that version, checked in the
   * one statement as `update` does. False when nothing was deleted.
   */
  async remove(db: Executor, id: number, visitorId: string, from?: number): Promise<boolean> {
    const rows = await db
      .delete(workflows)
      .where(
        from === undefined
          ? owned(id, visitorId)
          : and(owned(id, visitorId), eq(workflows.version, from)),
      )
      .returning({ id: workflows.id });
    return rows.length > 0;
  },

  async templates(db: Executor) {
    return db
      .select()
      .from(agentTemplates)
      .orderBy(asc(agentTemplates.createdAt), asc(agentTemplates.id));
  },
};

export const executionStore = {
  async create(
    db: Executor,
    values: { workflowId: number; visitorId: string; triggerData: unknown; log: ExecutionLog },
  ): Promise<ExecutionRecord> {
    const [row] = await db
      .insert(workflowExecutions)
      .values({
        workflowId: values.workflowId,
        visitorId: values.visitorId,
        status: "queued",
        triggerData: values.triggerData,
        executionLog: values.log,
        heartbeatAt: sql`now()`,
      })
      .returning();
    const [counted] = await db
      .select({ number: runNumber })
      .from(workflowExecutions)
      .where(eq(workflowExecutions.id, row.id));
    return toExecutionRecord({ ...row, number: counted?.number ?? 1 });
  },

  async row(db: Executor, id: number): Promise<ExecutionRow | null> {
    const [row] = await db.select().from(workflowExecutions).where(eq(workflowExecutions.id, id));
    return row ?? null;
  },

  async listFor(db: Executor, workflowId: number, limit: number): Promise<ExecutionRecord[]> {
    const rows = await db
      .select({ ...getTableColumns(workflowExecutions), number: runNumber })
      .from(workflowExecutions)
      .where(eq(workflowExecutions.workflowId, workflowId))
      .orderBy(desc(workflowExecutions.id))
      .limit(limit);
    return rows.map(toExecutionRecord);
  },

  /** Marks a run as picked up by a worker; returns the new attempt number. */
  async begin(db: Executor, id: number): Promise<number> {
    const [row] = await db
      .update(workflowExecutions)
      .set({
        status: "running",
        attempts: sql`${workflowExecutions.attempts} + 1`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(workflowExecutions.id, id))
      .returning({ attempts: workflowExecutions.attempts });
    return row?.attempts ?? 0;
  },

  /** Empties the step list before an attempt writes it again from its first step. */
  async clearSteps(db: Executor, id: number): Promise<void> {
    await db
      .update(workflowExecutions)
      .set({
        executionLog: sql`jsonb_set(${workflowExecutions.executionLog}, '{steps}', '[]'::jsonb)`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(workflowExecutions.id, id));
  },

  /**
   * Writes one step entry at `index` (past the end appends): only the entry travels, never the
   * whole log, so a step's write costs the size of that step.
   */
  async saveStep(db: Executor, id: number, index: number, entry: StepLog): Promise<void> {
    await db
      .update(workflowExecutions)
      .set({
        executionLog: sql`jsonb_set(${workflowExecutions.executionLog}, array['steps', ${String(index)}]::text[], ${JSON.stringify(entry)}::jsonb, true)`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(workflowExecutions.id, id));
  },

  async finish(
    db: Executor,
    id: number,
    values: { status: "completed" | "failed"; errorMessage?: string | null },
  ): Promise<void> {
    await db
      .update(workflowExecutions)
      .set({
        status: values.status,
        errorMessage: values.errorMessage ?? null,
        completedAt: sql`now()`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(workflowExecutions.id, id));
  },

  /** Runs not finished whose last progress is older than `staleSeconds`. */
  async stale(db: Executor, staleSeconds: number): Promise<ExecutionRow[]> {
    return db
      .select()
      .from(workflowExecutions)
      .where(
        sql`${workflowExecutions.status} in ('queued', 'running') and coalesce(${workflowExecutions.heartbeatAt}, ${workflowExecutions.startedAt}) < now() - make_interval(secs => ${staleSeconds})`,
      )
      .orderBy(asc(workflowExecutions.id))
      .limit(100);
  },
};
