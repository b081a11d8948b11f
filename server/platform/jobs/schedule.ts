import type { Logger } from "../logger";

/**
 * The server's one timer for repeated work. `run` is called every `everyMs`, never on top of a
 * run still under way (a slow run skips the ticks it overlaps); errors go to `onError`. The timer
 * never keeps the process alive. `stop()` cancels the next runs and waits for the current one.
 */
export function repeat(
  everyMs: number,
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
): { stop(): Promise<void>; runNow(): Promise<void> } {
  let current: Promise<void> | undefined;
  let stopped = false;
  const runOnce = (): Promise<void> => {
    if (current) return current;
    if (stopped) return Promise.resolve();
    current = run()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  const timer = everyMs > 0 ? setInterval(() => void runOnce(), everyMs) : undefined;
  timer?.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
    runNow: runOnce,
  };
}

/**
 * Work that runs every so often in each process, beside the durable job queue: what is due is
 * found in the database (or in this process's memory) and then done, or handed to a job. Every
 * periodic task of the server is listed in one place (`periodicTasks` in server/container.ts),
 * each with its interval from env.
 */
export type PeriodicTask = {
  /** Shown in the log when a run fails. */
  name: string;
  /** Seconds between runs; 0 turns the interval off (a task with `atStart` still runs once). */
  everySeconds: number;
  /** Also run once as the scheduler starts, in the background. */
  atStart?: boolean;
  run: () => Promise<unknown>;
};

export type Scheduler = {
  readonly tasks: readonly PeriodicTask[];
  start(): void;
  /** No new run starts; the runs under way finish. */
  stop(): Promise<void>;
  /** Runs a task now unless it is already running (tests, and a manual nudge). */
  runNow(name: string): Promise<void>;
};

export function createScheduler(logger: Logger, tasks: PeriodicTask[]): Scheduler {
  const repeating = new Map<string, ReturnType<typeof repeat>>();
  const of = (task: PeriodicTask) => {
    let r = repeating.get(task.name);
    if (!r) {
      r = repeat(task.everySeconds * 1000, task.run, (err) =>
        logger.warn("periodic task failed; it runs again at its next interval", {
          task: task.name,
          err: err instanceof Error ? err.message : String(err),
        }),
      );
      repeating.set(task.name, r);
    }
    return r;
  };
  let started = false;
  return {
    tasks,
    start() {
      if (started) return;
      started = true;
      for (const task of tasks) {
        const r = of(task);
        if (task.atStart) void r.runNow();
      }
    },
    async stop() {
      await Promise.all([...repeating.values()].map((r) => r.stop()));
    },
    async runNow(name) {
      const task = tasks.find((t) => t.name === name);
      if (!task) throw new Error(`no periodic task named ${name}`);
      // Before start() no timer exists yet, and running a task must not create one.
      if (!started) await task.run();
      else await of(task).runNow();
    },
  };
}
