/**
 * The durable run job (ADR 0017) on the process's one queue: it executes a stored run with the
 * engine and writes progress after each step. A run whose process dies is picked up again,
 * by pg-boss's retry once the job expires or by the sweep at start-up, and resumes from its log;
 * after `maxAttempts` pick-ups it is failed. No run stays 'running' for ever.
 */
import { z } from "zod";
import type { Database } from "../platform/db";
import { defineJob, type JobDefinition } from "../platform/jobs";
import type { JobQueue } from "../platform/jobs";
import { runTransaction } from "../platform/db/transaction";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import { type LogLimits, runWorkflow, type StepExecutor } from "./engine";
import { planRunNote } from "./notifications";
import { type ExecutionLog, executionStore } from "./store";

export const maxRunAttempts = 3;
export const interruptedMessage =
  "The run was interrupted several times (the server restarted) and was stopped.";

const payload = z.object({ executionId: z.number().int().positive() });

export function createRunJob(deps: {
  database: Database;
  logger: Logger;
  stepTimeoutMs: number;
  runTimeoutSeconds: number;
  logLimits: LogLimits;
  /** Queues a team notification (read at call time: tests may swap the service). */
  notify: NotificationService["notify"];
  executors: () => Record<string, StepExecutor>;
}) {
  const { db } = deps.database;
  const log = deps.logger.child({ component: "workflow-runs" });

  /** Ends the run and, in the same transaction, queues its one note to the team if it has any. */
  async function finish(
    executionId: number,
    values: { status: "completed" | "failed"; errorMessage: string | null },
  ): Promise<void> {
    await runTransaction(deps.database, async (tx) => {
      await executionStore.finish(tx, executionId, values);
      await planRunNote(tx, deps.notify, executionId);
    });
  }

  async function execute(executionId: number, signal: AbortSignal): Promise<void> {
    const row = await executionStore.row(db, executionId);
    if (!row || row.status === "completed" || row.status === "failed") return;
    const attempt = await executionStore.begin(db, executionId);
    if (attempt > maxRunAttempts) {
      await finish(executionId, { status: "failed", errorMessage: interruptedMessage });
      return;
    }
    const saved = row.executionLog as ExecutionLog;
    const [workflowId, visitorId] = [row.workflowId, row.visitorId ?? ""];
    // This attempt writes the step list again from its first entry (steps that finished before
    // are copied from `saved`), so entries can be appended one by one.
    await executionStore.clearSteps(db, executionId);
    const result = await runWorkflow({
      snapshot: saved.workflow,
      previous: saved.steps,
      triggerData: (row.triggerData as Record<string, unknown> | null) ?? {},
      run: { executionId, workflowId, workflowName: saved.workflow.name, visitorId },
      executors: deps.executors(),
      stepTimeoutMs: deps.stepTimeoutMs,
      logLimits: deps.logLimits,
      onStep: (index, entry) => executionStore.saveStep(db, executionId, index, entry),
      onInternalError: (err, nodeId) =>
        log.error("workflow step failed unexpectedly", {
          executionId,
          nodeId,
          err: err instanceof Error ? (err.stack ?? err.message) : String(err),
        }),
      signal,
    });
    await finish(executionId, { status: result.status, errorMessage: result.errorMessage });
    log.info("workflow run finished", { executionId, workflowId, status: result.status, attempt });
  }

  const job: JobDefinition<typeof payload> = defineJob({
    name: "workflow-run",
    schema: payload,
    handler: ({ executionId }, ctx) => execute(executionId, ctx.signal),
    retry: { limit: maxRunAttempts - 1, delaySeconds: 5, backoff: false },
    timeoutSeconds: deps.runTimeoutSeconds,
    concurrency: 2,
  });

  return {
    job,
    execute,
    /**
     * Runs that stopped making progress (their process died): queued again to resume, or failed
     * once they have been picked up `maxRunAttempts` times. Called at start-up and periodically.
     */
    async recover(
      jobs: JobQueue,
      staleSeconds: number,
    ): Promise<{ resumed: number; failed: number }> {
      let resumed = 0;
      let failed = 0;
      for (const row of await executionStore.stale(db, staleSeconds)) {
        if (row.attempts >= maxRunAttempts) {
          await finish(row.id, { status: "failed", errorMessage: interruptedMessage });
          failed++;
          continue;
        }
        const sent = await jobs.send(job, { executionId: row.id }, { key: `run:${row.id}` });
        if (sent.outcome !== "pending") resumed++;
      }
      if (resumed || failed) log.warn("interrupted workflow runs recovered", { resumed, failed });
      return { resumed, failed };
    },
  };
}
