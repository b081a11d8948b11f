import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workflowExecutions, workflows } from "../../db/schema";
import { workflowInputSchema } from "../../lib/workflows";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { eventually } from "../jobs/testing";
import { runnableWorkflow } from "./testing";
import { interruptedMessage, maxRunAttempts } from "./run-job";

describe.each(testEngines)("workflow runs after a restart on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  /** A run as a process that died mid-run left it: 'running', its first step done. */
  async function interruptedRun(attempts: number) {
    const { db } = ctx.services.database;
    const input = workflowInputSchema().parse(runnableWorkflow());
    const [workflow] = await db
      .insert(workflows)
      .values({ ...input, userId: "visitor-1" })
      .returning();
    const [row] = await db
      .insert(workflowExecutions)
      .values({
        workflowId: workflow.id,
        visitorId: "visitor-1",
        status: "running",
        attempts,
        triggerData: {},
        executionLog: {
          workflow: { name: input.name, nodes: input.nodes, connections: input.connections },
          steps: [
            {
              nodeId: "t",
              label: "Incoming Trigger",
              agentTemplateId: "trigger",
              status: "succeeded",
              output: {},
            },
            {
              nodeId: "f",
              label: "File Processor",
              agentTemplateId: "file-processor",
              status: "running",
            },
          ],
        },
        heartbeatAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    return row.id;
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
});
