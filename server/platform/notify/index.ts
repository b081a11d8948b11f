import type { BusinessProfile } from "../../../content/business";
import type { Database } from "../db";
import type { Env } from "../env";
import type { JobQueue } from "../jobs";
import type { Logger } from "../logger";
import type { RateLimiter } from "../rate-limit";
import type { VisitorKeys } from "../visitor-keys";
import { type ChannelOptions, channelsFromEnv } from "./channels/from-env";
import { releaseAllClaims } from "./deliveries";
import { errorText, notificationJob } from "./delivery";
import { createSweep } from "./sweep";
import type { NotificationKind, NotificationKindDefinition, NotificationService } from "./types";
import { limitPerAddress } from "./visitor";

export { notificationRetry } from "./delivery";

/** Internal knobs: tests shorten the timings and point Twilio at a local stand-in. */
export type NotificationServiceOptions = ChannelOptions;

/**
 * The notification service: the channels the configuration turns on (channels/from-env.ts), the
 * one job that delivers a record's message on them (delivery.ts), and the sweep that queues
 * again what never finished (sweep.ts), over the kinds the capabilities define.
 */
export function createNotificationService(deps: {
  env: Env;
  logger: Logger;
  database: Database;
  business: BusinessProfile;
  /** The process's one job queue: the notification job is registered on it here. */
  jobs: JobQueue;
  /** Every kind, team and visitor, each defined in its capability's notifications.ts. */
  kinds?: NotificationKindDefinition[];
  /** Keys the per-address daily count of visitor messages (server/platform/notify/visitor.ts). */
  visitorKeys: VisitorKeys;
  /** Counts the per-address daily limit of visitor messages. */
  rateLimits: RateLimiter;
  options?: NotificationServiceOptions;
}): NotificationService {
  const { env, business, jobs: queue } = deps;
  const { db } = deps.database;
  const logger = deps.logger.child({ component: "notify" });

  const channels = channelsFromEnv({ env, business, logger, options: deps.options });
  const kinds = new Map<NotificationKind, NotificationKindDefinition>();
  const job = notificationJob({
    db,
    logger,
    leaseSeconds: env.WORK_LEASE_SECONDS,
    channels,
    kinds,
    context: { brand: business.brand, publicUrl: env.PUBLIC_URL, business },
  });
  queue.register(job);
  // Embedded database: any claim found at start-up is a dead process's, so take it back at once
  // instead of waiting out its lease.
  queue.onSoleOwnerStart(async () => {
    const released = await releaseAllClaims(db);
    if (released > 0) {
      logger.warn("notifications left claimed by a process that ended are taken back", {
        released,
      });
    }
  });

  const keyOf = (kind: NotificationKind, recordId: number) => `${kind}:${recordId}`;
  const sweep = createSweep({
    db,
    logger,
    kinds,
    enqueue: (kind, recordId) =>
      queue.send(job, { kind, recordId }, { key: keyOf(kind, recordId) }),
    outbox: { dir: env.OUTBOX_DIR, retentionDays: env.OUTBOX_RETENTION_DAYS },
    now: deps.options?.now,
  });

  function register(definition: NotificationKindDefinition) {
    if (kinds.has(definition.kind)) {
      throw new Error(`notification kind ${definition.kind} registered twice`);
    }
    kinds.set(
      definition.kind,
      // Every message to a visitor counts against their address's daily limit, but a receipt.
      definition.audience === "visitor" && !definition.paymentBacked
        ? limitPerAddress(definition, {
            limits: deps.rateLimits,
            keys: deps.visitorKeys,
            logger,
          })
        : definition,
    );
  }
  for (const definition of deps.kinds ?? []) register(definition);

  return {
    register,
    audienceOf: (kind) => kinds.get(kind)?.audience ?? "team",

    async notify(kind, recordId, notifyOptions = {}) {
      if (!kinds.has(kind)) throw new Error(`notification kind ${kind} is not registered`);
      const { tx } = notifyOptions;
      try {
        const started = performance.now();
        const { outcome } = await queue.send(
          job,
          { kind, recordId },
          { key: keyOf(kind, recordId), tx },
        );
        logger.info("notification queued", {
          kind,
          recordId,
          outcome,
          ...(tx ? { inTransaction: true } : {}),
          ms: Math.round(performance.now() - started),
        });
      } catch (err) {
        // In the caller's transaction the record must not be stored without its job.
        if (tx) throw err;
        // The record is stored; the sweep finds it. The visitor's request must not fail here.
        logger.error("could not queue a notification; the sweep will retry it", {
          kind,
          recordId,
          err: errorText(err),
        });
      }
    },

    async start() {
      logger.info("team notifications ready", {
        channels: channels.teamChannelNames,
        outbox: env.OUTBOX_DIR,
      });
      // In the background: a long backlog must not hold up the server's start.
      void sweep.run("start");
    },

    sweep: () => sweep.run("interval"),
    stop: () => sweep.stop(),
    close: () => channels.close(),
  };
}
