import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { workflows } from "../../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { runTransaction } from "../db/transaction";
import { createJobQueue, defineJob, type JobQueue } from "./";
import { eventually, recordingLogger } from "./testing";

const fast = { pollIntervalSeconds: 0.5, stopTimeoutMs: 5_000 };

/** A job written in the caller's transaction exists exactly when the caller's record does. */
describe.each(testEngines)("jobs sent in a transaction on %s", (engine) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const seen: number[] = [];
  const job = defineJob({
    name: `tx-${engine}`,
    schema: z.object({ workflowId: z.number().int() }),
    retry: { limit: 1, delaySeconds: 1, backoff: false },
    timeoutSeconds: 10,
    handler: async ({ workflowId }) => {
      seen.push(workflowId);
    },
  });
  const newQueue = (options: Partial<typeof fast> = {}) => {
    const queue = createJobQueue({
      database,
      logger: recordingLogger().logger,
      options: { ...fast, ...options },
    });
    queue.register(job);
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("commits the job with the record and runs it once the transaction is done", async () => {
    // Its next poll is ten minutes away, twenty times the wait below: the job runs because the
    // commit wakes the worker.
    const queue = newQueue({ pollIntervalSeconds: 600 });
    await queue.start();
    const id = await runTransaction(database, async (tx) => {
      const [row] = await tx
        .insert(workflows)
        .values({ name: "tx", userId: "tx-commit" })
        .returning({ id: workflows.id });
      const sent = await queue.send(job, { workflowId: row.id }, { key: `w:${row.id}`, tx });
      expect(sent.outcome).toBe("queued");
      return row.id;
    });
    await eventually(() => seen.includes(id), { what: "the committed job to run" });
    expect((await queue.findByKey(job, `w:${id}`))?.state).toBe("completed");
  });

  it("rolls the job back with the record: a failure after the send leaves neither", async () => {
    const queue = newQueue();
    await queue.install();
    let id = 0;
    await expect(
      runTransaction(database, async (tx) => {
        const [row] = await tx
          .insert(workflows)
          .values({ name: "tx", userId: "tx-rollback" })
          .returning({ id: workflows.id });
        id = row.id;
        await queue.send(job, { workflowId: row.id }, { key: `w:${row.id}`, tx });
        // The crash between the record and anything after it.
        throw new Error("injected failure after the enqueue");
      }),
    ).rejects.toThrow(/injected/);
    expect(id).toBeGreaterThan(0);
    expect(await database.db.select().from(workflows).where(eq(workflows.id, id))).toEqual([]);
    expect(await queue.findByKey(job, `w:${id}`)).toBeNull();
  });

  it("refuses a transactional send before the queue is installed, naming why", async () => {
    const queue = newQueue();
    await expect(
      runTransaction(database, (tx) => queue.send(job, { workflowId: 1 }, { tx })),
    ).rejects.toThrow(/installed before sending in a transaction/);
  });
});
