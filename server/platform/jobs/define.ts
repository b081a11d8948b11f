import type { z } from "zod";
import type { Logger } from "../logger";

/** How a failed job is tried again (pg-boss semantics: the delay doubles per attempt with jitter). */
export type RetryPolicy = {
  /** Attempts after the first one. */
  limit: number;
  /** First delay in whole seconds; with backoff, attempt n waits delay·2ⁿ to 2·delay·2ⁿ. */
  delaySeconds: number;
  backoff: boolean;
};

export type JobContext = {
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
  logger: Logger;
  /** Aborted when the job runs past its time limit. */
  signal: AbortSignal;
};

/**
 * A job is a payload schema plus a handler: the payload is checked when sent, stored as JSON, and
 * checked again before the handler runs.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** Queue name: letters, digits, '-', '_'. */
  name: string;
  schema: S;
  handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
  retry: RetryPolicy;
  /** A run taking longer than this is abandoned and counts as a failed attempt. */
  timeoutSeconds: number;
  /** Jobs of this kind run at the same time in one process (the queue's default otherwise). */
  concurrency?: number;
  /** A job still waiting after this many days is dropped by pg-boss maintenance. */
  retentionDays?: number;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** Thrown by a handler when trying again cannot help: the job ends without further retries. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}
