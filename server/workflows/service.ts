import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { workflows } from "../../db/schema";
import { type AgentTemplateContent, agentTemplateIds } from "../../content/agent-templates";
import type { BusinessProfile } from "../../content/business";
import { workflowsPage } from "../../content/workflows-page";
import {
  type ExecutionRecord,
  hasProblems,
  type StepLog,
  type StepTestResult,
  type WorkflowInput,
  type WorkflowRecord,
  type WorkflowSuggestion,
  problemsSummary,
  workflowProblems,
} from "../../lib/workflows";
import type { Database } from "../platform/db";
import { runTransaction } from "../platform/db/transaction";
import type { Env } from "../platform/env";
import { AppError } from "../platform/errors";
import type { JobQueue } from "../platform/jobs";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import { createExecutors } from "./executors";
import { fitted, runWorkflow } from "./engine";
import { createRunJob } from "./run-job";
import { executionStore, workflowStore } from "./store";
import { createSuggester } from "./suggest";
import { createStepWriter } from "./step-writer";
import { visitorSecret } from "../platform/visitor-keys";
import { createVisitorIdentity } from "./visitor";
import { siteCookie } from "../platform/http/cookies";
import { visitorCookie } from "../../lib/visitor-cookie";

export type WorkflowService = ReturnType<typeof createWorkflowService>;

type WorkflowDeps = {
  env: Env;
  logger: Logger;
  database: Database;
  business: BusinessProfile;
  jobs: JobQueue;
  notifications: NotificationService;
};

export const notFoundMessage = "Workflow not found.";

/**
 * A change made from a version of the workflow that is no longer the latest: a 409 that carries
 * the workflow as it is now, so the caller can show it or send its change again from it.
 */
export class StaleVersionError extends AppError {
  constructor(
    sent: number,
    public readonly current: WorkflowRecord,
  ) {
    const message = workflowsPage.limits.staleVersion(sent, current.version);
    super("conflict", message, { version: message });
    this.name = "StaleVersionError";
  }
}

function notFound(): AppError {
  // Never 403: another visitor's workflow is indistinguishable from one that does not exist.
  return new AppError("not_found", notFoundMessage);
}

type Graph = Pick<WorkflowInput, "nodes" | "connections">;

/** What a refusal for problems answers: switching Active on, a run, or one step's test. */
type Asked =
  | { for: "activation" }
  | { for: "run"; inBody?: "workflow" }
  | { for: "test"; inBody: "workflow"; node: WorkflowInput["nodes"][number]; part: Graph };

/**
 * A 400 naming every step field that keeps the workflow (or, for a step's test, the part of it
 * the test runs) from running, in the words of what was asked: its message says the first one,
 * named with its step (the list page shows no steps to point at). Each step's field is keyed by
 * its place in the workflow as sent (`nodes.3`, `workflow.nodes.3` in a test's body), whatever
 * part was checked.
 */
function cannotRun(workflow: Graph, asked: Asked): AppError | null {
  const checked = asked.for === "test" ? asked.part : workflow;
  const problems = workflowProblems(checked, { part: asked.for === "test" });
  if (!hasProblems(problems)) return null;
  const why = problemsSummary(problems, workflow) ?? "";
  const texts = workflowsPage.editor;
  const at = asked.for === "activation" ? "" : asked.inBody ? `${asked.inBody}.` : "";
  const fields: Record<string, string> = {};
  if (asked.for === "activation") fields.isActive = texts.cannotActivate;
  if (asked.for === "test") fields.nodeId = texts.cannotTest;
  if (problems.general.length) fields[`${at}nodes`] = problems.general[0];
  workflow.nodes.forEach((node, i) => {
    const first = problems.byNode[node.id]?.[0];
    if (first) fields[`${at}nodes.${i}`] = first;
  });
  const message =
    asked.for === "activation"
      ? texts.cannotActivateBecause(why)
      : asked.for === "run"
        ? texts.cannotRunBecause(why)
        : texts.cannotTestBecause(asked.node.data.label, why);
  return new AppError("validation", message, fields);
}

/**
 * What a save stores: the workflow as sent, inactive while it has problems, as the editor's own
 * Save does. The save is not refused: the record's `inactiveReason` says why it is inactive.
 */
function storable(input: WorkflowInput): WorkflowInput {
  return input.isActive && hasProblems(workflowProblems(input))
    ? { ...input, isActive: false }
    : input;
}

/** What makes a retried POST the same request: the workflow it sends, as parsed. */
function requestHash(input: WorkflowInput): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

export function createWorkflowService(deps: WorkflowDeps) {
  const { database, env } = deps;
  const { db } = database;
  const visitors = createVisitorIdentity(visitorSecret(env.VISITOR_COOKIE_SECRET, env.DATA_DIR), {
    ...siteCookie(env, { path: "/", maxAge: visitorCookie.maxAgeSeconds }),
    httpOnly: visitorCookie.httpOnly,
  });
  const suggest = createSuggester({ env, logger: deps.logger });
  const stepWriter = createStepWriter({ env, logger: deps.logger });
  const runJob = createRunJob({
    database,
    logger: deps.logger,
    stepTimeoutMs: env.WORKFLOW_STEP_TIMEOUT_MS,
    runTimeoutSeconds: env.WORKFLOW_RUN_TIMEOUT_SECONDS,
    logLimits: {
      runMaxBytes: env.WORKFLOW_RUN_LOG_MAX_BYTES,
      stepMaxBytes: env.WORKFLOW_STEP_LOG_MAX_BYTES,
    },
    notify: (kind, recordId, options) => deps.notifications.notify(kind, recordId, options),
    // Executors read the services at call time, so a test's stand-ins are the ones used.
    executors: () => createExecutors({ ...deps, stepWriter }),
  });

  // A run writes progress at every step start and end; silence past a step's limit means its
  // process is gone.
  const staleSeconds = Math.ceil(env.WORKFLOW_STEP_TIMEOUT_MS / 1000) + 30;

  async function owned(id: number, visitorId: string | null): Promise<WorkflowRecord> {
    if (!visitorId) throw notFound();
    const workflow = await workflowStore.get(db, id, visitorId);
    if (!workflow) throw notFound();
    return workflow;
  }

  /**
   * Why a change wrote nothing: the workflow moved on from the version it was made from (a 409
   * with the workflow as it is now), or it is gone (deleted in another tab meanwhile).
   */
  async function refused(id: number, visitorId: string | null, from?: number): Promise<never> {
    const now = await owned(id, visitorId);
    if (from !== undefined && now.version !== from) throw new StaleVersionError(from, now);
    throw notFound();
  }

  return {
    visitors,
    runJob: runJob.job,
    /**
     * Resumes or fails runs that stopped making progress (see run-job.ts): at start-up, then
     * periodically from the scheduler.
     */
    recover: () => runJob.recover(deps.jobs, staleSeconds),

    async start(): Promise<void> {
      await runJob
        .recover(deps.jobs, staleSeconds)
        .catch((err) => deps.logger.error("workflow run recovery failed", { err: String(err) }));
    },

    list(visitorId: string | null): Promise<WorkflowRecord[]> {
      return visitorId ? workflowStore.list(db, visitorId) : Promise.resolve([]);
    },

    get: owned,

    /**
     * The visitor's workflow created by the POST with `key`, when one was: a retry is answered
     * with it (as it is now), and a key sent again with another workflow is refused with 409.
     */
    async created(
      visitorId: string | null,
      key: string | undefined,
      input: WorkflowInput,
    ): Promise<WorkflowRecord | null> {
      if (!visitorId || !key) return null;
      const found = await workflowStore.byIdempotencyKey(db, visitorId, key);
      if (!found) return null;
      if (found.hash !== requestHash(input)) {
        const message = workflowsPage.limits.keyReused;
        throw new AppError("conflict", message, { "Idempotency-Key": message });
      }
      return found.workflow;
    },

    /**
     * Stores a new workflow; with an idempotency key, once per visitor and key: the key and the
     * request's hash are stored with it, and a save racing another with the same key is answered
     * with the winner's workflow (`repeat`).
     */
    async create(
      visitorId: string,
      input: WorkflowInput,
      key?: string,
    ): Promise<{ workflow: WorkflowRecord; repeat: boolean }> {
      const earlier = await this.created(visitorId, key, input);
      if (earlier) return { workflow: earlier, repeat: true };
      const stored = storable(input);
      try {
        const workflow = await runTransaction(database, async (tx) => {
          // Counted in the transaction that inserts, so two parallel saves cannot pass the limit.
          await tx
            .select({ id: workflows.id })
            .from(workflows)
            .where(eq(workflows.userId, visitorId))
            .for("update");
          const count = await workflowStore.countFor(tx, visitorId);
          if (count >= env.WORKFLOW_MAX_PER_VISITOR) {
            throw new AppError(
              "conflict",
              `You can save up to ${env.WORKFLOW_MAX_PER_VISITOR} workflows. Delete one to save another.`,
            );
          }
          const once = key ? { key, hash: requestHash(input) } : undefined;
          return workflowStore.insert(tx, visitorId, stored, once);
        });
        return { workflow, repeat: false };
      } catch (err) {
        if (key && isUniqueViolation(err)) {
          const winner = await this.created(visitorId, key, input);
          if (winner) return { workflow: winner, repeat: true };
        }
        throw err;
      }
    },

    /** `from`: the version the change was made from (see `changed`). */
    async update(
      id: number,
      visitorId: string | null,
      input: WorkflowInput,
      from?: number,
    ): Promise<WorkflowRecord> {
      await owned(id, visitorId);
      const updated = await workflowStore.update(
        db,
        id,
        visitorId as string,
        storable(input),
        from,
      );
      return updated ?? (await refused(id, visitorId, from));
    },

    async setActive(
      id: number,
      visitorId: string | null,
      isActive: boolean,
      from?: number,
    ): Promise<WorkflowRecord> {
      const workflow = await owned(id, visitorId);
      if (from !== undefined && workflow.version !== from)
        throw new StaleVersionError(from, workflow);
      if (isActive) {
        const problem = cannotRun(workflow, { for: "activation" });
        if (problem) throw problem;
      }
      const updated = await workflowStore.update(db, id, visitorId as string, { isActive }, from);
      return updated ?? (await refused(id, visitorId, from));
    },

    /** `from`: the version the deletion was asked at; a later one is a 409, as for a change. */
    async remove(id: number, visitorId: string | null, from?: number): Promise<void> {
      if (!visitorId) throw notFound();
      if (!(await workflowStore.remove(db, id, visitorId, from)))
        await refused(id, visitorId, from);
    },

    /** Stores the run and its job in one transaction; the job runs it (run-job.ts). */
    async run(
      id: number,
      visitorId: string | null,
      triggerData: Record<string, unknown> = {},
    ): Promise<ExecutionRecord> {
      const workflow = await owned(id, visitorId);
      if (!workflow.isActive) {
        throw new AppError("conflict", "Activate the workflow before running it.");
      }
      const problem = cannotRun(workflow, { for: "run" });
      if (problem) throw problem;
      return runTransaction(database, async (tx) => {
        const execution = await executionStore.create(tx, {
          workflowId: workflow.id,
          visitorId: visitorId as string,
          triggerData,
          log: {
            workflow: {
              name: workflow.name,
              nodes: workflow.nodes,
              connections: workflow.connections,
            },
            steps: [],
          },
        });
        await deps.jobs.send(
          runJob.job,
          { executionId: execution.id },
          { key: `run:${execution.id}`, tx },
        );
        return execution;
      });
    },

    /**
     * Runs an unsaved draft once, in this request, and stores nothing: no workflow, no run, no
     * contact, no kept message (the executors' test mode). Bounded like a run: each step by its
     * time limit, the whole by the run's.
     */
    async testRun(
      input: WorkflowInput,
      visitorId: string | null,
      triggerData: Record<string, unknown> = {},
    ): Promise<ExecutionRecord> {
      const problem = cannotRun(input, { for: "run", inBody: "workflow" });
      if (problem) throw problem;
      const startedAt = new Date().toISOString();
      const snapshot = { name: input.name, nodes: input.nodes, connections: input.connections };
      const result = await runWorkflow({
        snapshot,
        previous: [],
        triggerData,
        run: {
          executionId: 0,
          workflowId: 0,
          workflowName: input.name,
          visitorId: visitorId ?? "",
        },
        executors: createExecutors({ ...deps, stepWriter, testRun: true }),
        stepTimeoutMs: env.WORKFLOW_STEP_TIMEOUT_MS,
        logLimits: {
          runMaxBytes: env.WORKFLOW_RUN_LOG_MAX_BYTES,
          stepMaxBytes: env.WORKFLOW_STEP_LOG_MAX_BYTES,
        },
        onStep: async () => {},
        onInternalError: (err, nodeId) =>
          deps.logger.error("workflow test step failed unexpectedly", {
            nodeId,
            err: err instanceof Error ? (err.stack ?? err.message) : String(err),
          }),
        signal: AbortSignal.timeout(env.WORKFLOW_RUN_TIMEOUT_SECONDS * 1000),
      });
      return {
        id: 0,
        number: 0,
        workflowId: 0,
        status: result.status,
        triggerData,
        steps: result.log.steps,
        logTruncated: result.log.steps.some((s) => s.truncated),
        startedAt,
        completedAt: new Date().toISOString(),
        errorMessage: result.errorMessage,
        testRun: true,
      };
    },

    /**
     * Test step: runs one step of a draft on `given` (the sample the editor has from the last
     * run), or without it on what the steps before it give, those run first as a test; stores
     * nothing, like a test run. Only the steps that run are checked, so a step can be tried
     * while the rest of the workflow is still being built.
     */
    async testStep(
      input: WorkflowInput,
      nodeId: string,
      visitorId: string | null,
      given?: Record<string, unknown>,
    ): Promise<StepTestResult> {
      const node = input.nodes.find((n) => n.id === nodeId);
      if (!node) {
        throw new AppError("validation", workflowsPage.limits.noSuchStep, {
          nodeId: workflowsPage.limits.noSuchStep,
        });
      }
      const keep = new Set([nodeId]);
      if (!given) {
        for (let grew = true; grew; ) {
          grew = false;
          for (const c of input.connections) {
            if (keep.has(c.target) && !keep.has(c.source)) {
              keep.add(c.source);
              grew = true;
            }
          }
        }
      }
      const nodes = input.nodes.filter((n) => keep.has(n.id));
      const connections = input.connections.filter((c) => keep.has(c.source) && keep.has(c.target));
      const problem = cannotRun(input, {
        for: "test",
        inBody: "workflow",
        node,
        part: { nodes, connections },
      });
      if (problem) throw problem;
      const stepMaxBytes = env.WORKFLOW_STEP_LOG_MAX_BYTES;
      let passed: { input: Record<string, unknown>; output: Record<string, unknown> } | null = null;
      const result = await runWorkflow({
        snapshot: { name: input.name, nodes, connections },
        previous: [],
        triggerData: given ?? {},
        run: {
          executionId: 0,
          workflowId: 0,
          workflowName: input.name,
          visitorId: visitorId ?? "",
        },
        executors: createExecutors({ ...deps, stepWriter, testRun: true }),
        stepTimeoutMs: env.WORKFLOW_STEP_TIMEOUT_MS,
        logLimits: { runMaxBytes: env.WORKFLOW_RUN_LOG_MAX_BYTES, stepMaxBytes },
        onStep: async () => {},
        onPassed: (id, stepInput, output) => {
          if (id === nodeId) passed = { input: stepInput, output };
        },
        onInternalError: (err, id) =>
          deps.logger.error("workflow step test failed unexpectedly", {
            nodeId: id,
            err: err instanceof Error ? (err.stack ?? err.message) : String(err),
          }),
        signal: AbortSignal.timeout(env.WORKFLOW_RUN_TIMEOUT_SECONDS * 1000),
      });
      const step = result.log.steps.find((s) => s.nodeId === nodeId) as StepLog;
      const upstream = result.log.steps.filter((s) => s.nodeId !== nodeId);
      const seen = passed as {
        input: Record<string, unknown>;
        output: Record<string, unknown>;
      } | null;
      const bounded = (value: Record<string, unknown>) => {
        const fit = fitted(value, stepMaxBytes);
        return { value: (fit?.value ?? {}) as Record<string, unknown>, cut: !fit || fit.cut };
      };
      const shownInput = bounded(seen?.input ?? given ?? {});
      const shownOutput = step.status === "succeeded" && seen ? bounded(seen.output) : null;
      return {
        nodeId,
        step,
        input: shownInput.value,
        output: shownOutput?.value ?? null,
        inputFrom: given ? "given" : "upstream",
        upstream,
        ...(shownInput.cut || shownOutput?.cut ? { truncated: true } : {}),
      };
    },

    async executions(id: number, visitorId: string | null, limit = 20): Promise<ExecutionRecord[]> {
      await owned(id, visitorId);
      return executionStore.listFor(db, id, limit);
    },

    async templates(): Promise<AgentTemplateContent[]> {
      // In the catalog's order (a trigger first: it starts a workflow), then any the catalog
      // no longer lists, as stored.
      const rank = (id: string) => {
        const i = agentTemplateIds.indexOf(id);
        return i < 0 ? agentTemplateIds.length : i;
      };
      const rows = (await workflowStore.templates(db)).sort((a, b) => rank(a.id) - rank(b.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        category: r.category,
        description: r.description,
        icon: r.icon as AgentTemplateContent["icon"],
        config: r.config as AgentTemplateContent["config"],
      }));
    },

    suggest(intent: string): Promise<WorkflowSuggestion> {
      return suggest(intent);
    },
  };
}
