import type { DB } from "../db";
import type { Logger } from "../logger";
import { pruneOutbox } from "./channels/outbox";
import { errorText } from "./delivery";
import type { NotificationKind, NotificationKindDefinition } from "./types";

/** How many records of one kind a sweep queues at most; the next sweep takes the rest. */
const perKindLimit = 500;

/**
 * The safety net: queues again every record whose notification never finished (a crash, a job
 * lost to an outage of the queue, a retry limit run out), then deletes outbox files past their
 * retention. One sweep at a time; `stop` waits for the one under way and starts no other.
 */
export function createSweep(deps: {
  db: DB;
  logger: Logger;
  kinds: ReadonlyMap<NotificationKind, NotificationKindDefinition>;
  /** Queues a record's job, keyed so a job already waiting is not doubled. */
  enqueue(kind: NotificationKind, recordId: number): Promise<{ outcome: string }>;
  outbox: { dir: string; retentionDays: number };
  now?: () => Date;
}) {
  const { db, logger, kinds, outbox } = deps;
  let sweeping: Promise<void> | undefined;
  let stopped = false;

  async function sweep(reason: "start" | "interval"): Promise<void> {
    let requeued = 0;
    for (const [kind, definition] of kinds) {
      const ids = await definition.unfinished(db, perKindLimit);
      for (const recordId of ids) {
        if (stopped) return;
        const { outcome } = await deps.enqueue(kind, recordId);
        if (outcome !== "pending") requeued++;
      }
    }
    // Every record's job is written with it, so an interval sweep should find nothing; one that
    // does points at a job lost to an outage of the queue or a retry limit run out.
    if (requeued > 0) logger.warn("unfinished notifications queued again", { reason, requeued });
    const pruned = await pruneOutbox(outbox.dir, outbox.retentionDays, deps.now?.());
    if (pruned > 0) {
      logger.info("old outbox files deleted", { files: pruned, days: outbox.retentionDays });
    }
  }

  return {
    /** Starts a sweep unless one is under way; resolves when the one running ends. */
    run(reason: "start" | "interval"): Promise<void> {
      if (!sweeping && !stopped) {
        sweeping = sweep(reason)
          .catch((err) => logger.error("notification sweep failed", { err: errorText(err) }))
          .finally(() => {
            sweeping = undefined;
          });
      }
      return sweeping ?? Promise.resolve();
    },
    async stop() {
      stopped = true;
      await sweeping;
    },
  };
}
