import { createLogger, type Logger } from "../logger";

/** Test helpers for code built on jobs: a logger that records, and a bounded wait. */
export function recordingLogger(): { logger: Logger; logs: Record<string, unknown>[] } {
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("debug", {}, (line) => logs.push(JSON.parse(line)));
  return { logger, logs };
}

/** Polls `check` until it returns a truthy value (which is returned) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  { timeoutMs = 30_000, intervalMs = 50, what = "condition" } = {},
): Promise<Exclude<T, false | null | undefined | 0 | "">> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Exclude<T, false | null | undefined | 0 | "">;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs}ms waiting for ${what}`, { cause: last });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
