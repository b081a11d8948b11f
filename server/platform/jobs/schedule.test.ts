import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { periodicTasks } from "../../container";
import { parseEnv } from "../env";
import { createScheduler, repeat } from "./schedule";
import { recordingLogger } from "./testing";

describe("the scheduler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs each task at its interval, and once at start when asked", async () => {
    const { logger } = recordingLogger();
    const runs: string[] = [];
    const scheduler = createScheduler(logger, [
      { name: "a", everySeconds: 10, atStart: true, run: async () => void runs.push("a") },
      { name: "b", everySeconds: 30, run: async () => void runs.push("b") },
      { name: "off", everySeconds: 0, run: async () => void runs.push("off") },
    ]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs.filter((r) => r === "a")).toHaveLength(4);
    expect(runs.filter((r) => r === "b")).toHaveLength(1);
    expect(runs).not.toContain("off");
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.filter((r) => r === "a")).toHaveLength(4);
  });

  it("never starts a run on top of one under way, and stop waits for it", async () => {
    const { logger } = recordingLogger();
    let active = 0;
    let most = 0;
    let finished = 0;
    const scheduler = createScheduler(logger, [
      {
        name: "slow",
        everySeconds: 1,
        run: async () => {
          active++;
          most = Math.max(most, active);
          await new Promise((r) => setTimeout(r, 3_500));
          active--;
          finished++;
        },
      },
    ]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(most).toBe(1);
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(active).toBe(0);
    expect(finished).toBeGreaterThanOrEqual(1);
  });

  it("logs a failed run with the task's name and runs it again at the next interval", async () => {
    const { logger, logs } = recordingLogger();
    let calls = 0;
    const scheduler = createScheduler(logger, [
      {
        name: "flaky",
        everySeconds: 5,
        run: async () => {
          calls++;
          if (calls === 1) throw new Error("database went away");
        },
      },
    ]);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    expect(logs).toContainEqual(
      expect.objectContaining({ task: "flaky", err: "database went away", level: "warn" }),
    );
    await scheduler.stop();
  });

  it("runNow before start runs the task once and starts no timer", async () => {
    const { logger } = recordingLogger();
    let calls = 0;
    const scheduler = createScheduler(logger, [
      { name: "t", everySeconds: 1, run: async () => void calls++ },
    ]);
    await scheduler.runNow("t");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
    await expect(scheduler.runNow("nope")).rejects.toThrow(/no periodic task named nope/);
  });

  it("repeat: runNow shares the run under way", async () => {
    let calls = 0;
    const r = repeat(
      0,
      async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
      () => {},
    );
    const both = Promise.all([r.runNow(), r.runNow()]);
    await vi.advanceTimersByTimeAsync(100);
    await both;
    expect(calls).toBe(1);
    await r.stop();
  });
});

describe("the server's periodic tasks", () => {
  it("are listed in one place, each with its interval from env", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: "/tmp/unused",
      NOTIFY_SWEEP_INTERVAL_SECONDS: "120",
      ADMIN_DIGEST_CHECK_SECONDS: "60",
      PAGE_VIEW_FLUSH_SECONDS: "15",
      WORKFLOW_RUN_TIMEOUT_SECONDS: "90",
    });
    const never = () => {
      throw new Error("not called while listing");
    };
    const tasks = periodicTasks({
      env,
      notifications: { sweep: never },
      admin: { digest: { tick: never }, pageViews: { flush: never } },
      workflows: { recover: never },
    } as never);
    expect(tasks.map((t) => [t.name, t.everySeconds])).toEqual([
      ["notification-sweep", 120],
      ["inbox-digest-check", 60],
      ["page-view-flush", 15],
      ["workflow-run-recovery", 90],
    ]);
  });
});
