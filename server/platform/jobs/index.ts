import crypto from "node:crypto";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db";
import { afterCommit, type Transaction } from "../db/transaction";
import type { Logger } from "../logger";
import { type JobDefinition, PermanentJobError, type RetryPolicy } from "./define";
import { repeat } from "./schedule";
import {
  pgliteExecutor,
  postgresExecutor,
  type SqlExecutor,
  transactionExecutor,
} from "./executors";

export { defineJob, PermanentJobError, type JobContext, type JobDefinition } from "./define";

export type JobQueueOptions = {
  /** How often an idle worker looks for due jobs (retries, jobs sent by other instances). */
  pollIntervalSeconds?: number;
  /** Jobs of one kind run at the same time in this process, unless the job says otherwise. */
  concurrency?: number;
  /** pg-boss maintenance: expires jobs whose worker died, archives finished ones. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for running jobs before giving up on them (they are retried later). */
  stopTimeoutMs?: number;
  /** Overrides every job's retry policy (tests use short delays). */
  retry?: Partial<RetryPolicy>;
  /**
   * A running job is leased to its process for this long and renewed every third of it; a job
   * whose process died is retried once its lease lapses (WORK_LEASE_SECONDS). Default 30.
   */
  leaseSeconds?: number;
};

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export type SendOutcome = {
  id: string;
  /** queued: a new job; pending: one for this key was already waiting or running; requeued: a
   * failed or finished job for this key was put back in the queue. */
  outcome: "queued" | "pending" | "requeued";
};

/**
 * The one job queue of the process, built once in the container. Capabilities register their
 * jobs (a payload schema plus a handler) before start; one pg-boss serves them all.
 */
export type JobQueue = {
  /** Adds a job kind. Before install/start only: queues are created at install. */
  register(job: JobDefinition): void;
  /** Creates pg-boss's tables and the queues (idempotent). Sending works after this. */
  install(): Promise<void>;
  /** Starts the workers of every registered job. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish (up to stopTimeoutMs), then disconnects. */
  stop(): Promise<void>;
  /**
   * Enqueues a job. With a key there is at most one job per key: a duplicate collapses into the
   * job already waiting or running, and a key whose job failed or finished is queued again.
   * With `tx` the job is written in that transaction: it exists exactly when the caller's record
   * does. The queue must be installed first (start-up does it), since PGlite's one connection is
   * held by the transaction.
   */
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: { key?: string; tx?: Transaction },
  ): Promise<SendOutcome>;
  /**
   * A step run by start() before any worker, only when this process is the database's one user
   * (embedded PGlite): whatever a previous process left claimed can be taken back at once, as
   * no other process can be holding it.
   */
  onSoleOwnerStart(step: () => Promise<void>): void;
  /** The job stored for a key, if any (diagnostics and tests). */
  findByKey(
    job: JobDefinition,
    key: string,
  ): Promise<{ id: string; state: JobState; retryCount: number; output: unknown } | null>;
};

/** A stable job id per queue and key, so that sending the same key twice cannot make two jobs. */
export function keyedJobId(queue: string, key: string): string {
  const hex = crypto.createHash("sha256").update(`${queue}\u0000${key}`).digest("hex");
  // Shaped as a UUID (version 8, "custom") because pg-boss stores ids as uuid.
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Sleeper = { promise: Promise<void>; wake: () => void };

function sleeper(ms: number): Sleeper {
  let wake = () => {};
  const promise = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { promise, wake };
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Durable jobs on pg-boss 10 over the app's database: PGlite through an in-process adapter,
 * PostgreSQL through its own pool. Workers are a small fetch → run → complete/fail loop over
 * pg-boss's public API rather than `boss.work()`, whose completion calls are not awaited (a
 * database error there becomes an unhandled rejection, and shutdown cannot wait for them).
 */
export function createJobQueue(deps: {
  database: Database;
  logger: Logger;
  jobs?: JobDefinition[];
  options?: JobQueueOptions;
}): JobQueue {
  const { database } = deps;
  const jobs: JobDefinition[] = [];
  const logger = deps.logger.child({ component: "jobs" });
  const options = deps.options ?? {};
  const pollMs = Math.max(500, (options.pollIntervalSeconds ?? 2) * 1000);
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const leaseSeconds = Math.max(3, options.leaseSeconds ?? 30);
  const heartbeatMs = (leaseSeconds * 1000) / 3;
  const soleOwnerSteps: Array<() => Promise<void>> = [];
  /** Ids of the jobs this process is running now: their leases are renewed, never reaped. */
  const running = new Set<string>();
  let heartbeatRepeat: ReturnType<typeof repeat> | undefined;

  let executor: SqlExecutor | undefined;
  let boss: PgBoss | undefined;
  let installing: Promise<PgBoss> | undefined;
  let stopping = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Map<string, Set<Sleeper>>();

  const registered = new Map<string, JobDefinition>();
  let installed: PgBoss | undefined;
  function register(job: JobDefinition) {
    if (registered.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    if (installing) throw new Error(`job ${job.name} registered after the queue was installed`);
    registered.set(job.name, job);
    jobs.push(job);
  }
  for (const job of deps.jobs ?? []) register(job);

  function createBoss(): PgBoss {
    if (database.kind === "pglite") {
      if (!database.pglite) throw new Error("PGlite database without its instance");
      executor = pgliteExecutor(database.pglite);
    } else {
      if (!database.connectionString) throw new Error("PostgreSQL database without a URL");
      executor = postgresExecutor(database.connectionString, logger);
    }
    const instance = new PgBoss({
      db: executor,
      // No cron schedules are used; the clock-skew monitor and its queue are not needed.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
    });
    // An EventEmitter 'error' without a listener would crash the process.
    instance.on("error", (err) => logger.error("job queue error", { err: errorMessage(err) }));
    return instance;
  }

  function install(): Promise<PgBoss> {
    if (stopping) return Promise.reject(new Error("the job queue is stopped"));
    if (!installing) {
      installing = (async () => {
        const instance = createBoss();
        boss = instance;
        await instance.start();
        for (const job of jobs) {
          // pg-boss creates a queue only once; the retry policy travels with each job instead.
          await instance.createQueue(job.name);
        }
        installed = instance;
        return instance;
      })();
      // A database that was down at the first attempt must not make the queue unusable: the
      // next call starts over with a fresh pg-boss (a failed start leaves it half-started).
      installing.catch(async (err) => {
        logger.error("job queue could not start", { err: errorMessage(err) });
        installing = undefined;
        installed = undefined;
        const failed = boss;
        const failedExecutor = executor;
        boss = undefined;
        executor = undefined;
        await failed?.stop({ graceful: false, close: false }).catch(() => {});
        await failedExecutor?.close().catch(() => {});
      });
    }
    return installing;
  }

  function sendOptions(job: JobDefinition): PgBoss.SendOptions {
    const retry = { ...job.retry, ...options.retry };
    return {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      // The lease of a run: renewed while it runs, lapsed soon after its process died. Our own
      // deadline (timeoutSeconds) still ends a run that takes too long.
      expireInSeconds: leaseSeconds,
      retentionDays: job.retentionDays ?? 30,
    };
  }

  function wake(queue: string) {
    for (const s of sleepers.get(queue) ?? []) s.wake();
  }

  async function idle(queue: string) {
    const s = sleeper(pollMs);
    let set = sleepers.get(queue);
    if (!set) {
      set = new Set();
      sleepers.set(queue, set);
    }
    set.add(s);
    await s.promise;
    set.delete(s);
  }

  async function runOne(
    instance: PgBoss,
    job: JobDefinition,
    raw: PgBoss.JobWithMetadata<unknown>,
  ): Promise<void> {
    const log = logger.child({ job: job.name, jobId: raw.id });
    const parsed = job.schema.safeParse(raw.data);
    if (!parsed.success) {
      log.error("job payload is invalid; dropping it", { issues: parsed.error.issues });
      await instance.cancel(job.name, raw.id).catch(() => {});
      return;
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`job ran longer than ${job.timeoutSeconds}s`));
      }, job.timeoutSeconds * 1000);
    });
    const started = Date.now();
    running.add(raw.id);
    try {
      await Promise.race([
        job.handler(parsed.data, {
          jobId: raw.id,
          retryCount: raw.retryCount,
          logger: log,
          signal: controller.signal,
        }),
        deadline,
      ]);
      clearTimeout(timer);
      running.delete(raw.id);
      await instance.complete(job.name, raw.id);
      log.debug("job done", { ms: Date.now() - started, attempt: raw.retryCount + 1 });
    } catch (err) {
      clearTimeout(timer);
      running.delete(raw.id);
      if (err instanceof PermanentJobError) {
        log.error("job failed for good", { err: err.message, attempt: raw.retryCount + 1 });
        await instance.cancel(job.name, raw.id).catch(() => {});
        return;
      }
      const willRetry = raw.retryCount < raw.retryLimit;
      const fields = {
        err: errorMessage(err),
        attempt: raw.retryCount + 1,
        retriesLeft: Math.max(0, raw.retryLimit - raw.retryCount),
      };
      if (willRetry) log.warn("job failed; it will be retried", fields);
      else log.error("job failed after its last retry", fields);
      // Not awaited by pg-boss's own worker; here a failure to record it is logged, and the
      // job expires and is retried by maintenance.
      await instance
        .fail(job.name, raw.id, { message: errorMessage(err) })
        .catch((e) => log.error("could not record the failure", { err: errorMessage(e) }));
    }
  }

  /**
   * Fails jobs whose run ended with its process (a retry, as for any failed attempt) and makes
   * the retry due at once: the job did not fail, its process did, so the retry delay meant for
   * a failing channel would only hold the work back.
   */
  async function retryAbandoned(instance: PgBoss, name: string, ids: string[], why: string) {
    if (!executor || ids.length === 0) return;
    for (const id of ids) await instance.fail(name, id, { message: why });
    await executor.executeSql(
      "update pgboss.job set start_after = now() where name = $1 and id = any($2::uuid[]) and state = 'retry'",
      [name, ids],
    );
    wake(name);
    logger.warn("jobs left running by a process that ended will be retried", {
      job: name,
      count: ids.length,
      why,
    });
  }

  /**
   * PGlite is opened by one process only, so a job still marked active at start-up belongs to a
   * process that died mid-run: it is retried now rather than when its lease lapses.
   */
  async function recoverAbandoned(instance: PgBoss): Promise<void> {
    if (!executor) return;
    for (const job of jobs) {
      const { rows } = await executor.executeSql(
        "select id from pgboss.job where name = $1 and state = 'active'",
        [job.name],
      );
      await retryAbandoned(
        instance,
        job.name,
        rows.map((r) => String(r.id)),
        "the process running this job ended",
      );
    }
  }

  /**
   * Renews the lease of every job this process runs, then retries the jobs whose lease lapsed:
   * their process died or stopped answering (another instance's, on PostgreSQL). A job keeps
   * its `started_on`; its `expire_in` grows so that it lapses one lease after the last renewal,
   * which is also the rule pg-boss's own maintenance expires jobs by.
   */
  async function heartbeat(instance: PgBoss): Promise<void> {
    if (!executor) return;
    const mine = [...running];
    if (mine.length > 0) {
      await executor.executeSql(
        "update pgboss.job set expire_in = (now() - started_on) + make_interval(secs => $2) where id = any($1::uuid[]) and state = 'active'",
        [mine, leaseSeconds],
      );
    }
    const { rows } = await executor.executeSql(
      "select id, name from pgboss.job where name = any($1::text[]) and state = 'active' and started_on + expire_in < now()",
      [jobs.map((j) => j.name)],
    );
    const lapsed = new Map<string, string[]>();
    for (const row of rows) {
      const id = String(row.id);
      // A run of ours that outlived its lease (a stalled event loop) keeps going; renewed above.
      if (running.has(id)) continue;
      const name = String(row.name);
      lapsed.set(name, [...(lapsed.get(name) ?? []), id]);
    }
    for (const [name, ids] of lapsed) {
      await retryAbandoned(instance, name, ids, "the lease of this run lapsed");
    }
  }

  function startHeartbeat(instance: PgBoss) {
    heartbeatRepeat = repeat(
      heartbeatMs,
      () => (stopping ? Promise.resolve() : heartbeat(instance)),
      (err) => logger.error("job lease renewal failed", { err: errorMessage(err) }),
    );
  }

  async function workLoop(instance: PgBoss, job: JobDefinition): Promise<void> {
    while (!stopping) {
      let batch: PgBoss.JobWithMetadata<unknown>[] = [];
      try {
        batch = await instance.fetch<unknown>(job.name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        logger.error("could not fetch jobs", { job: job.name, err: errorMessage(err) });
      }
      if (batch.length === 0) {
        await idle(job.name);
        continue;
      }
      for (const raw of batch) {
        await runOne(instance, job, raw).catch((err) =>
          logger.error("job runner failed", { job: job.name, err: errorMessage(err) }),
        );
      }
    }
  }

  /** Keyed sends inside a transaction: the key's job is new unless the record was notified. */
  async function sendInTransaction(
    job: JobDefinition,
    data: object,
    key: string | undefined,
    tx: Transaction,
  ): Promise<SendOutcome> {
    if (!installed) {
      throw new Error("the job queue must be installed before sending in a transaction");
    }
    const db = transactionExecutor(tx);
    const base = { ...sendOptions(job), db };
    const id = key
      ? await installed.send(job.name, data, {
          ...base,
          id: keyedJobId(job.name, key),
          singletonKey: key,
        })
      : await installed.send(job.name, data, base);
    afterCommit(tx, () => wake(job.name));
    if (id) return { id, outcome: "queued" };
    if (!key) throw new Error(`pg-boss did not store the ${job.name} job`);
    // A job for this key exists already (waiting, running or kept after it ran): the caller's
    // record is covered, as by a keyed send outside a transaction.
    return { id: keyedJobId(job.name, key), outcome: "pending" };
  }

  return {
    register,

    async install() {
      await install();
    },

    async start() {
      const instance = await install();
      if (loops.length > 0) return;
      if (database.kind === "pglite") {
        for (const step of soleOwnerSteps) await step();
        await recoverAbandoned(instance);
      }
      startHeartbeat(instance);
      for (const job of jobs) {
        const workers = Math.max(1, job.concurrency ?? concurrency);
        for (let i = 0; i < workers; i++) loops.push(workLoop(instance, job));
      }
      logger.info("job workers started", {
        queues: jobs.map((j) => j.name),
        database: database.kind,
        leaseSeconds,
      });
    },

    onSoleOwnerStart(step) {
      soleOwnerSteps.push(step);
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      // No renewal starts from here; one under way is awaited below.
      const heartbeatStopped = heartbeatRepeat?.stop();
      for (const queue of sleepers.keys()) wake(queue);
      let timedOut = false;
      await Promise.race([
        Promise.all(loops),
        new Promise<void>((resolve) =>
          setTimeout(() => {
            timedOut = true;
            resolve();
          }, stopTimeoutMs).unref(),
        ),
      ]);
      if (timedOut) {
        logger.warn("jobs still running at shutdown; they will be retried after a restart");
      }
      loops = [];
      await heartbeatStopped;
      await installing?.catch(() => {});
      if (boss) {
        await boss.stop({ graceful: true, close: false, timeout: 1000 }).catch(() => {});
      }
      if (executor) {
        // Maintenance or a completion may still be writing; the database closes after this.
        await Promise.race([
          executor.idle(),
          new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
        ]);
        await executor.close();
      }
    },

    async send(job, payload, sendOpts = {}) {
      if (!registered.has(job.name)) throw new Error(`job ${job.name} is not registered`);
      const data = job.schema.parse(payload) as object;
      if (sendOpts.tx) return sendInTransaction(job, data, sendOpts.key, sendOpts.tx);
      const instance = await install();
      const base = sendOptions(job);
      if (!sendOpts.key) {
        const id = await instance.send(job.name, data, base);
        if (!id) throw new Error(`pg-boss did not store the ${job.name} job`);
        wake(job.name);
        return { id, outcome: "queued" };
      }
      const id = keyedJobId(job.name, sendOpts.key);
      const keyed = { ...base, id, singletonKey: sendOpts.key };
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await instance.send(job.name, data, keyed)) {
          wake(job.name);
          return { id, outcome: attempt === 0 ? "queued" : "requeued" };
        }
        const existing = await instance.getJobById<unknown>(job.name, id);
        if (!existing) continue; // archived or deleted in between: send again
        if (existing.state === "failed") {
          await instance.retry(job.name, id);
          wake(job.name);
          return { id, outcome: "requeued" };
        }
        if (existing.state === "completed" || existing.state === "cancelled") {
          await instance.deleteJob(job.name, id);
          continue;
        }
        return { id, outcome: "pending" };
      }
      throw new Error(`could not enqueue ${job.name} for ${sendOpts.key}`);
    },

    async findByKey(job, key) {
      const instance = await install();
      const found = await instance.getJobById<unknown>(job.name, keyedJobId(job.name, key));
      if (!found) return null;
      return {
        id: found.id,
        state: found.state,
        retryCount: found.retryCount,
        output: found.output,
      };
    },
  };
}
