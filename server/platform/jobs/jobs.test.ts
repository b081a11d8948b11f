import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { workflows } from "../../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { rowsOf } from "../db";
import { pgliteExecutor } from "./executors";
import { createJobQueue, defineJob, type JobQueue, keyedJobId, PermanentJobError } from "./";
import { eventually, recordingLogger } from "./testing";

const fast = { pollIntervalSeconds: 0.5, stopTimeoutMs: 5_000 };

describe("keyedJobId", () => {
  it("is a stable UUID per queue and key", () => {
    const a = keyedJobId("notify", "business_inquiry:1");
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyedJobId("notify", "business_inquiry:1")).toBe(a);
    expect(keyedJobId("notify", "business_inquiry:2")).not.toBe(a);
    expect(keyedJobId("other", "business_inquiry:1")).not.toBe(a);
  });
});

describe("PGlite executor for pg-boss", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("runs parameterised statements and multi-statement scripts, flattening rows", async () => {
    const exec = pgliteExecutor(database.pglite!);
    expect((await exec.executeSql("select $1::int + 1 as n", [41])).rows).toEqual([{ n: 42 }]);
    const { rows } = await exec.executeSql(
      "BEGIN; create temp table t (x int); insert into t values (1), (2); select x from t order by x; COMMIT;",
    );
    expect(rows).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it("rolls back a failed script so the shared connection keeps working for Drizzle", async () => {
    const exec = pgliteExecutor(database.pglite!);
    await expect(
      exec.executeSql(
        "BEGIN; insert into workflows (name, user_id) values ('x', 'poison'); select 1/0; COMMIT;",
      ),
    ).rejects.toThrow(/division by zero/);
    // Without the rollback the next statement fails with "current transaction is aborted".
    const rows = await database.db.execute(
      sql`select count(*)::int as n from workflows where user_id = 'poison'`,
    );
    expect(rowsOf<{ n: number }>(rows)[0].n).toBe(0);
    // A Drizzle transaction interleaved with pg-boss statements stays whole.
    await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.insert(workflows).values({ name: "a", userId: "interleaved" });
        await new Promise((r) => setTimeout(r, 20));
        await tx.insert(workflows).values({ name: "b", userId: "interleaved" });
      }),
      exec.executeSql("BEGIN; select 1/0; COMMIT;").catch(() => {}),
      exec.executeSql("select $1::text as v", ["x"]),
    ]);
    const after = await database.db.execute(
      sql`select count(*)::int as n from workflows where user_id = 'interleaved'`,
    );
    expect(rowsOf<{ n: number }>(after)[0].n).toBe(2);
  });
});

describe.each(testEngines)("job queue on %s", (engine) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const open = (q: JobQueue) => {
    queues.push(q);
    return q;
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

  it("runs a job with its parsed payload soon after it is sent", async () => {
    const seen: { id: number; note: string }[] = [];
    const job = defineJob({
      name: `echo-${engine}`,
      schema: z.object({ id: z.number().int(), note: z.string().default("none") }),
      retry: { limit: 2, delaySeconds: 1, backoff: false },
      timeoutSeconds: 10,
      handler: async (payload) => {
        seen.push(payload);
      },
    });
    const { logger } = recordingLogger();
    // Its next poll is ten minutes away, twenty times the wait below: the job runs because the
    // send itself wakes the worker.
    const queue = open(
      createJobQueue({
        database,
        logger,
        jobs: [job],
        options: { ...fast, pollIntervalSeconds: 600 },
      }),
    );
    await queue.start();
    await queue.send(job, { id: 7 });
    await eventually(() => seen.length === 1, { what: "the job to run" });
    expect(seen).toEqual([{ id: 7, note: "none" }]);
    await expect(queue.send(job, { id: "seven" } as never)).rejects.toThrow();
  });

  it("collapses duplicate keyed sends into one job and runs a finished key again", async () => {
    let runs = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = defineJob({
      name: `keyed-${engine}`,
      schema: z.object({ n: z.number() }),
      retry: { limit: 1, delaySeconds: 1, backoff: false },
      timeoutSeconds: 10,
      handler: async () => {
        runs++;
        await gate;
      },
    });
    const { logger } = recordingLogger();
    const queue = open(createJobQueue({ database, logger, jobs: [job], options: fast }));
    // Sent before the workers start: both land on the same waiting job.
    expect((await queue.send(job, { n: 1 }, { key: "r:1" })).outcome).toBe("queued");
    expect((await queue.send(job, { n: 1 }, { key: "r:1" })).outcome).toBe("pending");
    await queue.start();
    await eventually(() => runs === 1, { what: "the first run" });
    expect((await queue.send(job, { n: 1 }, { key: "r:1" })).outcome).toBe("pending");
    release();
    await eventually(async () => (await queue.findByKey(job, "r:1"))?.state === "completed");
    expect(runs).toBe(1);
    expect((await queue.send(job, { n: 1 }, { key: "r:1" })).outcome).toBe("requeued");
    await eventually(() => runs === 2, { what: "the second run" });
  });

  it("retries a failing job with its delay until it succeeds", async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: `flaky-${engine}`,
      schema: z.object({}),
      retry: { limit: 5, delaySeconds: 1, backoff: false },
      timeoutSeconds: 10,
      handler: async (_payload, ctx) => {
        attempts.push(Date.now());
        if (ctx.retryCount < 2) throw new Error(`outage ${ctx.retryCount}`);
      },
    });
    const { logger, logs } = recordingLogger();
    const queue = open(createJobQueue({ database, logger, jobs: [job], options: fast }));
    await queue.start();
    await queue.send(job, {}, { key: "flaky" });
    await eventually(async () => (await queue.findByKey(job, "flaky"))?.state === "completed", {
      what: "the job to complete after two failures",
    });
    expect(attempts).toHaveLength(3);
    // retryDelay 1s: each retry waits at least a second.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(900);
    const warnings = logs.filter((l) => l.msg === "job failed; it will be retried");
    expect(warnings.map((w) => w.err)).toEqual(["outage 0", "outage 1"]);
  });

  it("stops after the retry limit, and a later send for the key brings the job back", async () => {
    let fail = true;
    let runs = 0;
    const job = defineJob({
      name: `exhaust-${engine}`,
      schema: z.object({}),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      timeoutSeconds: 10,
      handler: async () => {
        runs++;
        if (fail) throw new Error("down");
      },
    });
    const { logger, logs } = recordingLogger();
    const queue = open(createJobQueue({ database, logger, jobs: [job], options: fast }));
    await queue.start();
    await queue.send(job, {}, { key: "k" });
    await eventually(async () => (await queue.findByKey(job, "k"))?.state === "failed");
    expect(runs).toBe(2);
    expect(logs.some((l) => l.msg === "job failed after its last retry")).toBe(true);
    fail = false;
    expect((await queue.send(job, {}, { key: "k" })).outcome).toBe("requeued");
    await eventually(async () => (await queue.findByKey(job, "k"))?.state === "completed");
    expect(runs).toBe(3);
  });

  it("does not retry a job whose handler reports a permanent failure", async () => {
    let runs = 0;
    const job = defineJob({
      name: `permanent-${engine}`,
      schema: z.object({}),
      retry: { limit: 5, delaySeconds: 0, backoff: false },
      timeoutSeconds: 10,
      handler: async () => {
        runs++;
        throw new PermanentJobError("bad address");
      },
    });
    const { logger } = recordingLogger();
    const queue = open(createJobQueue({ database, logger, jobs: [job], options: fast }));
    await queue.start();
    await queue.send(job, {}, { key: "p" });
    await eventually(async () => (await queue.findByKey(job, "p"))?.state === "cancelled");
    await new Promise((r) => setTimeout(r, 700));
    expect(runs).toBe(1);
  });

  it("abandons a run that exceeds its time limit and retries it", async () => {
    let runs = 0;
    let aborted = false;
    const job = defineJob({
      name: `slow-${engine}`,
      schema: z.object({}),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      timeoutSeconds: 1,
      handler: async (_p, ctx) => {
        runs++;
        if (runs === 1) {
          await new Promise((resolve) => ctx.signal.addEventListener("abort", resolve));
          aborted = true;
        }
      },
    });
    const { logger } = recordingLogger();
    const queue = open(createJobQueue({ database, logger, jobs: [job], options: fast }));
    await queue.start();
    await queue.send(job, {}, { key: "s" });
    await eventually(async () => (await queue.findByKey(job, "s"))?.state === "completed");
    expect(aborted).toBe(true);
    expect(runs).toBe(2);
  });

  it("finishes a running job on stop, and a job sent before a restart runs after it", async () => {
    const done: string[] = [];
    let entered = false;
    const job = defineJob({
      name: `graceful-${engine}`,
      schema: z.object({ tag: z.string() }),
      retry: { limit: 3, delaySeconds: 1, backoff: false },
      timeoutSeconds: 10,
      handler: async ({ tag }) => {
        entered = true;
        await new Promise((r) => setTimeout(r, 800));
        done.push(tag);
      },
    });
    const { logger } = recordingLogger();
    const first = createJobQueue({ database, logger, jobs: [job], options: fast });
    await first.start();
    await first.send(job, { tag: "in-flight" }, { key: "a" });
    await eventually(() => entered, { what: "the job to start" });
    const stopping = performance.now();
    await first.stop();
    expect(performance.now() - stopping).toBeGreaterThan(300);
    expect(done).toEqual(["in-flight"]);

    // Stored while no worker runs (a producer only), picked up by the next process.
    const producer = createJobQueue({ database, logger, jobs: [job], options: fast });
    await producer.send(job, { tag: "after-restart" }, { key: "b" });
    await producer.stop();
    const second = open(createJobQueue({ database, logger, jobs: [job], options: fast }));
    await second.start();
    await eventually(() => done.includes("after-restart"), { what: "the stored job" });
    expect((await second.findByKey(job, "a"))?.state).toBe("completed");
  });
  it("runs pg-boss maintenance cleanly on this engine", async () => {
    const job = defineJob({
      name: `maintained-${engine}`,
      schema: z.object({}),
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      timeoutSeconds: 10,
      handler: async () => {},
    });
    const { logger, logs } = recordingLogger();
    const queue = open(
      createJobQueue({
        database,
        logger,
        jobs: [job],
        options: { ...fast, maintenanceIntervalSeconds: 1 },
      }),
    );
    await queue.start();
    await eventually(
      async () => {
        const result = await database.db.execute(
          sql`select maintained_on from pgboss.version where maintained_on is not null`,
        );
        return rowsOf<unknown>(result).length === 1;
      },
      { what: "a maintenance run" },
    );
    expect(logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it.runIf(engine === "pglite")(
    "retries at start-up a job a previous process left running (PGlite has one process)",
    async () => {
      let releaseFirst = () => {};
      const first = defineJob({
        name: `orphan-${engine}`,
        schema: z.object({}),
        // The dead process's run is retried at once, not after the delay meant for a failing job.
        retry: { limit: 3, delaySeconds: 120, backoff: false },
        timeoutSeconds: 60,
        handler: () =>
          new Promise<void>((resolve) => {
            releaseFirst = resolve;
          }),
      });
      const { logger } = recordingLogger();
      const dying = createJobQueue({ database, logger, jobs: [first], options: fast });
      await dying.start();
      await dying.send(first, {}, { key: "o" });
      await eventually(async () => (await dying.findByKey(first, "o"))?.state === "active");

      let ran = false;
      const again = {
        ...first,
        handler: async () => {
          ran = true;
        },
      };
      const { logger: nextLogger, logs } = recordingLogger();
      const next = open(
        createJobQueue({ database, logger: nextLogger, jobs: [again], options: fast }),
      );
      await next.start();
      await eventually(() => ran, { what: "the abandoned job to run again" });
      expect(
        logs.some((l) => l.msg === "jobs left running by a process that ended will be retried"),
      ).toBe(true);
      await eventually(async () => (await next.findByKey(again, "o"))?.state === "completed");
      releaseFirst();
      await dying.stop();
      expect((await next.findByKey(again, "o"))?.state).toBe("completed");
    },
  );

  it("retries soon a job whose process stopped renewing its lease, ahead of the retry delay", async () => {
    let releaseFirst = () => {};
    const runs: string[] = [];
    const job = defineJob({
      name: `lapsed-${engine}`,
      schema: z.object({}),
      retry: { limit: 3, delaySeconds: 120, backoff: false },
      timeoutSeconds: 120,
      handler: () =>
        new Promise<void>((resolve) => {
          runs.push("dying");
          releaseFirst = resolve;
        }),
    });
    const lease = { ...fast, leaseSeconds: 3 };
    let ranAgain = false;
    const again = {
      ...job,
      handler: async () => {
        ranAgain = true;
      },
    };
    // Another instance on the same database, already running: no start-up step helps here.
    const { logger: liveLogger, logs } = recordingLogger();
    // It polls rarely, so the dying instance (woken by its own send) takes the job first.
    const live = open(
      createJobQueue({
        database,
        logger: liveLogger,
        jobs: [again],
        options: { ...lease, pollIntervalSeconds: 3 },
      }),
    );
    await live.start();
    const { logger } = recordingLogger();
    const dying = createJobQueue({
      database,
      logger,
      jobs: [job],
      options: { ...lease, pollIntervalSeconds: 0.5, stopTimeoutMs: 100 },
    });
    await dying.start();
    await dying.send(job, {}, { key: "l" });
    await eventually(() => runs.length === 1, { what: "the first run" });
    // Stop gives up on the hanging run after 100 ms and stops renewing its lease: as a process
    // killed mid-run leaves it, the job stays active in the database.
    await dying.stop();
    expect((await live.findByKey(again, "l"))?.state).toBe("active");
    // One lease (3 s), one renewal interval to notice (1 s), a poll: about five seconds. Waiting
    // at most 45 s, well inside the retry delay of 120 s, tells the lapsed lease from a retry.
    await eventually(() => ranAgain, { what: "the lapsed job to run again", timeoutMs: 45_000 });
    expect(
      logs.some((l) => l.msg === "jobs left running by a process that ended will be retried"),
    ).toBe(true);
    await eventually(async () => (await live.findByKey(again, "l"))?.state === "completed");
    releaseFirst();
  });

  it("keeps a live run's lease however long it takes: no other instance runs it too", async () => {
    let runs = 0;
    const job = defineJob({
      name: `long-${engine}`,
      schema: z.object({}),
      retry: { limit: 3, delaySeconds: 0, backoff: false },
      timeoutSeconds: 60,
      handler: async () => {
        runs++;
        // Well past the 3 s lease: only the renewals keep it.
        await new Promise((r) => setTimeout(r, 8_000));
      },
    });
    const options = { ...fast, leaseSeconds: 3 };
    const a = open(
      createJobQueue({ database, logger: recordingLogger().logger, jobs: [job], options }),
    );
    const b = open(
      createJobQueue({ database, logger: recordingLogger().logger, jobs: [job], options }),
    );
    await a.start();
    await b.start();
    await a.send(job, {}, { key: "long" });
    await eventually(async () => (await a.findByKey(job, "long"))?.state === "completed", {
      what: "the long job to complete",
      timeoutMs: 20_000,
    });
    expect(runs).toBe(1);
  }, 30_000);
});
