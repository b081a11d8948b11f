import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crmContacts, workflowExecutions, workflows } from "../../db/schema";
import { workflowInputSchema } from "../../lib/workflows";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { eventually } from "../platform/jobs/testing";
import { runnableWorkflow } from "./testing";
import { workflowsPage } from "../../content/workflows-page";
import { createExecutors } from "./executors";
import { createStepWriter } from "./step-writer";
import { createRunJob, interruptedMessage, maxRunAttempts } from "./run-job";

describe.each(testEngines)("workflow runs after a restart on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  /** The runnable workflow stored for `visitorId`, as a save stores it. */
  async function storedWorkflow(visitorId: string) {
    const input = workflowInputSchema().parse(runnableWorkflow());
    const [workflow] = await ctx.services.database.db
      .insert(workflows)
      .values({ ...input, userId: visitorId })
      .returning();
    return workflow;
  }

  /** A run of `workflow` as a run job finds it, its log holding the workflow as it was. */
  async function storedRun(
    workflow: Awaited<ReturnType<typeof storedWorkflow>>,
    run: Partial<Omit<typeof workflowExecutions.$inferInsert, "heartbeatAt">> & {
      heartbeatAt?: SQL;
    } = {},
    steps: unknown[] = [],
  ) {
    const { name, nodes, connections } = workflow;
    const [row] = await ctx.services.database.db
      .insert(workflowExecutions)
      .values({
        workflowId: workflow.id,
        visitorId: workflow.userId,
        status: "queued",
        triggerData: {},
        executionLog: { workflow: { name, nodes, connections }, steps },
        ...run,
      })
      .returning();
    return row.id;
  }

  /** A run as a process that died mid-run left it: 'running', its first step done. */
  async function interruptedRun(attempts: number) {
    const workflow = await storedWorkflow("visitor-1");
    const [trigger, file] = runnableWorkflow().nodes;
    const logged = (n: typeof trigger) => ({
      nodeId: n.id,
      label: n.data.label,
      agentTemplateId: n.agentTemplateId,
    });
    return storedRun(
      workflow,
      { status: "running", attempts, heartbeatAt: sql`now() - interval '10 minutes'` },
      [
        { ...logged(trigger), status: "succeeded", output: {} },
        { ...logged(file), status: "running" },
      ],
    );
  }

  const statusOf = async (id: number) => {
    const [row] = await ctx.services.database.db
      .select()
      .from(workflowExecutions)
      .where(eq(workflowExecutions.id, id));
    return row;
  };

  it("resumes an interrupted run at start-up, or fails one interrupted too often", async () => {
    const resumable = await interruptedRun(1);
    const exhausted = await interruptedRun(maxRunAttempts);
    // Start-up runs the recovery sweep.
    await startServices(ctx.services);
    const resumed = await eventually(
      async () => {
        const row = await statusOf(resumable);
        return row.status === "completed" || row.status === "failed" ? row : null;
      },
      { timeoutMs: 30_000, what: "the resumed run to finish" },
    );
    expect(resumed.errorMessage).toBeNull();
    expect(resumed.status).toBe("completed");
    expect(resumed.attempts).toBe(2);
    const steps = (resumed.executionLog as { steps: { nodeId: string; status: string }[] }).steps;
    expect(steps.map((s) => s.status)).toEqual(Array(5).fill("succeeded"));
    const failed = await statusOf(exhausted);
    expect(failed.status).toBe("failed");
    expect(failed.errorMessage).toBe(interruptedMessage);
  }, 60_000);

  it("a resumed run whose CRM step had saved the contact keeps one contact and says it created it; a later run updates it", async () => {
    const { db } = ctx.services.database;
    const workflow = await storedWorkflow("visitor-3");
    const run = (status: "queued" | "running", attempts: number) =>
      storedRun(workflow, { status, attempts });
    // The first attempt saved the contact, then its process died before the step's log entry.
    const interrupted = await run("running", 1);
    await db.insert(crmContacts).values({
      name: "Ada Lovelace",
      email: "ada@example.com",
      workflowId: workflow.id,
      executionId: interrupted,
      nodeId: "c",
      visitorId: "visitor-3",
    });
    const executors = createExecutors({
      ...ctx.services,
      stepWriter: createStepWriter({ env: ctx.services.env, logger: ctx.services.logger }),
    });
    const runs = createRunJob({
      database: ctx.services.database,
      logger: ctx.services.logger,
      stepTimeoutMs: 5000,
      runTimeoutSeconds: 60,
      logLimits: { runMaxBytes: 256 * 1024, stepMaxBytes: 16 * 1024 },
      notify: (kind, id, options) => ctx.services.notifications.notify(kind, id, options),
      executors: () => executors,
    });
    const crmOutput = async (id: number) => {
      await runs.execute(id, new AbortController().signal);
      const done = await statusOf(id);
      expect(done.status).toBe("completed");
      const steps = (done.executionLog as { steps: { nodeId: string; output?: unknown }[] }).steps;
      return steps.find((s) => s.nodeId === "c")?.output;
    };
    const contacts = () =>
      db.select().from(crmContacts).where(eq(crmContacts.visitorId, "visitor-3"));
    expect(await crmOutput(interrupted)).toMatchObject({ contactSaved: "created" });
    expect(await contacts()).toHaveLength(1);
    expect(await crmOutput(await run("queued", 0))).toMatchObject({ contactSaved: "updated" });
    expect(await contacts()).toEqual([expect.objectContaining({ executionId: interrupted })]);
  });

  it("fails a run whose step produced a NUL, with the reason, instead of leaving it running", async () => {
    const row = { id: await storedRun(await storedWorkflow("visitor-2")) };
    const executors = createExecutors({
      ...ctx.services,
      stepWriter: createStepWriter({ env: ctx.services.env, logger: ctx.services.logger }),
    });
    const runs = createRunJob({
      database: ctx.services.database,
      logger: ctx.services.logger,
      stepTimeoutMs: 5000,
      runTimeoutSeconds: 60,
      logLimits: { runMaxBytes: 256 * 1024, stepMaxBytes: 16 * 1024 },
      notify: (kind, id, options) => ctx.services.notifications.notify(kind, id, options),
      // The file step reads a file whose text holds a NUL (as a stand-in for any step output).
      executors: () => ({
        ...executors,
        "file-processor": async ({ input }) => ({ output: { ...input, text: "a\u0000b" } }),
      }),
    });
    await runs.execute(row.id, new AbortController().signal);
    const done = await statusOf(row.id);
    expect(done.status).toBe("failed");
    expect(done.errorMessage).toBe(
      `File Processor: ${workflowsPage.limits.unstorableOutput("text")}`,
    );
    const steps = (done.executionLog as { steps: { nodeId: string; status: string }[] }).steps;
    expect(steps.map((s) => [s.nodeId, s.status])).toEqual([
      ["t", "succeeded"],
      ["f", "failed"],
      ["c", "skipped"],
      ["s", "skipped"],
      ["e", "skipped"],
    ]);
  });
});
