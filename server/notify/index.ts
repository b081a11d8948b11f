import { z } from "zod";
import type { BusinessProfile } from "../../content/business";
import type { NotificationDelivery } from "../../db/schema";
import type { Database } from "../db";
import type { Env } from "../env";
import { defineJob, type JobContext, type JobQueue, PermanentJobError } from "../jobs";
import { repeat } from "../jobs/schedule";
import type { Logger } from "../logger";
import { emailChannel } from "./channels/email";
import type { MailSettings } from "./channels/mail";
import { outboxChannel, pruneOutbox } from "./channels/outbox";
import { smsChannel } from "./channels/sms";
import { type Channel, PermanentDeliveryError, recipientList } from "./channels/types";
import { webhookChannel } from "./channels/webhook";
import {
  claimDelivery,
  deliveriesOf,
  planDeliveries,
  releaseAllClaims,
  renewClaim,
  settleDelivery,
} from "./deliveries";
import type { TeamNotification } from "./format";
import type { NotificationKind, NotificationKindDefinition, NotificationService } from "./types";
import type { LookupAll } from "./url-guard";
import {
  type VisitorMessage,
  type VisitorMessageDefinition,
  type VisitorSender,
  visitorSenders,
} from "./visitor";

/**
 * Retries at a fixed 20 s for a little over an hour (pg-boss 10 has no cap on exponential
 * backoff, whose 7th delay is already 11-21 min): once a channel is back, a waiting notification
 * goes out within about 20 s, plus the poll interval. pg-boss keeps the schedule in the database,
 * so it holds across restarts. Past the hour the periodic sweep gives a notification that is still
 * pending one more attempt every `NOTIFY_SWEEP_INTERVAL_SECONDS`, for as long as it takes.
 */
export const notificationRetry = { limit: 200, delaySeconds: 20, backoff: false };

/** Internal knobs: tests shorten the timings and point Twilio at a local stand-in. */
export type NotificationServiceOptions = {
  /** Base URL standing in for https://api.twilio.com (tests only). */
  twilioApiBase?: string;
  /** DNS lookup used by the webhook's address check (tests). */
  lookup?: LookupAll;
  now?: () => Date;
};

const payloadSchema = z.object({
  kind: z.string().regex(/^[a-z][a-z0-9_]*$/),
  recordId: z.number().int().positive(),
});

type Outcome = "sent" | "retry" | "failed" | "skipped";

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: string }).code;
    return code && !err.message.includes(code) ? `${err.message} (${code})` : err.message;
  }
  return String(err);
}

export function createNotificationService(deps: {
  env: Env;
  logger: Logger;
  database: Database;
  business: BusinessProfile;
  /** The process's one job queue: the notification job is registered on it here. */
  jobs: JobQueue;
  kinds?: NotificationKindDefinition[];
  /** Messages to the visitor who sent a record (server/notify/visitor.ts). */
  visitorMessages?: VisitorMessageDefinition[];
  options?: NotificationServiceOptions;
}): NotificationService {
  const { env, database, business, jobs: queue } = deps;
  const options = deps.options ?? {};
  const logger = deps.logger.child({ component: "notify" });
  const { db } = database;
  const leaseSeconds = env.WORK_LEASE_SECONDS;

  const emailTo = recipientList(env.NOTIFY_EMAIL_TO);
  const mail: MailSettings = {
    from: env.SMTP_FROM,
    // With no recipient configured, the outbox copy is addressed to the sales inbox.
    to: emailTo.length > 0 ? emailTo : [business.salesEmail],
    messageIdHost: new URL(env.PUBLIC_URL).hostname || "localhost",
  };

  const channels = new Map<Channel["name"], Channel>();
  const add = (channel: Channel) => channels.set(channel.name, channel);
  add(outboxChannel({ dir: env.OUTBOX_DIR, mail, logger, now: options.now }));
  if (env.SMTP_URL && emailTo.length > 0) {
    add(emailChannel({ smtpUrl: env.SMTP_URL, mail, logger, now: options.now }));
  }
  const smsTo = recipientList(env.NOTIFY_SMS_TO);
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM && smsTo.length > 0) {
    add(
      smsChannel({
        settings: {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
          to: smsTo,
          apiBase: options.twilioApiBase,
        },
        logger,
      }),
    );
  }
  if (env.NOTIFY_WEBHOOK_URL) {
    add(
      webhookChannel({
        url: env.NOTIFY_WEBHOOK_URL,
        allowPrivate: env.NOTIFY_WEBHOOK_ALLOW_PRIVATE,
        logger,
        lookup: options.lookup,
      }),
    );
  }
  // Half a configuration is almost certainly a mistake: say which part is missing.
  const partial: [string, (string | undefined)[], string[]][] = [
    ["email", [env.SMTP_URL, env.NOTIFY_EMAIL_TO], ["SMTP_URL", "NOTIFY_EMAIL_TO"]],
    [
      "SMS",
      [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM, env.NOTIFY_SMS_TO],
      ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "NOTIFY_SMS_TO"],
    ],
  ];
  for (const [label, values, names] of partial) {
    if (values.some(Boolean) && !values.every(Boolean)) {
      logger.warn(`${label} notifications are off: set all of ${names.join(", ")}`, {
        missing: names.filter((_, i) => !values[i]),
      });
    }
  }
  const planned = [...channels.values()].flatMap((c) =>
    c.targets.map((target) => ({ channel: c.name, target })),
  );

  const formatContext = { brand: business.brand, publicUrl: env.PUBLIC_URL };

  const visitorChannels = new Map<Channel["name"], VisitorSender>(
    visitorSenders({
      outboxDir: env.OUTBOX_DIR,
      smtpUrl: env.SMTP_URL,
      settings: {
        from: env.SMTP_FROM,
        replyTo: business.salesEmail,
        messageIdHost: mail.messageIdHost,
      },
      logger,
      now: options.now,
    }).map((sender) => [sender.name, sender]),
  );
  const visitorPlanned = [...visitorChannels.keys()].map((channel) => ({ channel, target: "" }));
  const visitorContext = { ...formatContext, business };

  /** A team channel's send for this row, or null when that channel is no longer configured. */
  function teamSend(row: NotificationDelivery, message: TeamNotification, ctx: JobContext) {
    const channel = channels.get(row.channel);
    if (!channel || (row.target && !channel.targets.includes(row.target))) return null;
    return () => channel.send(message, row.target, ctx.signal);
  }

  function visitorSend(row: NotificationDelivery, message: VisitorMessage) {
    const sender = visitorChannels.get(row.channel);
    return sender ? () => sender.send(message) : null;
  }

  async function attempt(
    row: NotificationDelivery,
    message: { kind: string; recordId: number },
    send: (() => Promise<string>) | null,
  ): Promise<{ outcome: Outcome; error?: string }> {
    const where = { channel: row.channel, target: row.target || undefined };
    if (!send) {
      // Planned while configured, switched off since: say so once and stop trying.
      logger.warn("notification channel is no longer configured; skipping it", where);
      await settleDelivery(db, row.id, { status: "skipped", error: "channel not configured" });
      return { outcome: "skipped" };
    }
    const claim = await claimDelivery(db, row.id, leaseSeconds);
    if (!claim)
      return { outcome: "retry", error: `${row.channel} is being sent by another worker` };
    // The claim is renewed while the channel call is in flight: a slow channel keeps it, a dead
    // process loses it within one lease.
    let token = claim.token;
    let lost = false;
    const renewing = repeat(
      (leaseSeconds * 1000) / 3,
      async () => {
        if (lost) return;
        const renewed = await renewClaim(db, row.id, token, leaseSeconds);
        if (renewed) token = renewed;
        else lost = true;
      },
      (err) =>
        logger.warn("could not renew a notification claim", { ...where, err: errorText(err) }),
    );
    const settle = async (
      outcome: Parameters<typeof settleDelivery>[2],
    ): Promise<Outcome | undefined> => {
      // A renewal in flight changes the token: settle with the one it leaves.
      await renewing.stop();
      if (await settleDelivery(db, row.id, outcome, token)) return undefined;
      // The claim lapsed (this process stalled past its lease) and another worker took the
      // delivery over: its outcome is the one recorded.
      logger.warn("notification claim lapsed before its outcome was recorded", {
        ...where,
        kind: message.kind,
        recordId: message.recordId,
        outcome: outcome.status,
      });
      return "retry";
    };
    try {
      const reference = await send();
      const lapsed = await settle({ status: "sent", reference });
      if (lapsed) return { outcome: lapsed, error: `${row.channel} claim lapsed` };
      return { outcome: "sent" };
    } catch (err) {
      const error = errorText(err);
      if (err instanceof PermanentDeliveryError) {
        const lapsed = await settle({ status: "failed", error });
        if (lapsed) return { outcome: lapsed, error: `${row.channel} claim lapsed` };
        logger.error("notification channel failed for good", {
          ...where,
          kind: message.kind,
          recordId: message.recordId,
          err: error,
        });
        return { outcome: "failed", error };
      }
      await settle({ status: "pending", error });
      logger.warn("notification channel failed; it will be retried", {
        ...where,
        kind: message.kind,
        recordId: message.recordId,
        attempt: claim.row.attempts,
        err: error,
      });
      return { outcome: "retry", error };
    } finally {
      await renewing.stop();
    }
  }

  async function deliver(
    { kind, recordId }: z.output<typeof payloadSchema>,
    ctx: JobContext,
  ): Promise<void> {
    const visitorKind = visitorKinds.get(kind);
    const source = kinds.get(kind);
    if (!source && !visitorKind) {
      throw new PermanentJobError(`no notification kind ${kind} is registered`);
    }
    const message = source
      ? await source.load(db, recordId, formatContext)
      : await visitorKind?.load(db, recordId, visitorContext);
    if (!message) {
      logger.warn("notified record does not exist; nothing to send", { kind, recordId });
      return;
    }
    const rows = await planDeliveries(db, kind, recordId, source ? planned : visitorPlanned);
    const pending = rows.filter((r) => r.status === "pending");
    const results = await Promise.all(
      pending.map((row) =>
        attempt(
          row,
          message,
          source
            ? teamSend(row, message as TeamNotification, ctx)
            : visitorSend(row, message as VisitorMessage),
        ),
      ),
    );

    if (source) {
      const after = await deliveriesOf(db, kind, recordId);
      if (after.some((r) => r.channel === "email" && r.status === "sent")) {
        await source.markDelivered?.(db, recordId, "email");
      }
      const sms = after.filter((r) => r.channel === "sms");
      if (sms.length > 0 && sms.every((r) => r.status === "sent")) {
        await source.markDelivered?.(db, recordId, "sms");
      }
    }

    const waiting = pending
      .map((row, i) => ({ row, result: results[i] }))
      .filter(({ result }) => result.outcome === "retry");
    if (waiting.length > 0) {
      // Failing the job makes pg-boss retry it; delivered channels are not sent again.
      throw new Error(
        `not delivered yet: ${waiting.map(({ row, result }) => `${row.channel}${row.target ? ` ${row.target}` : ""} (${result.error})`).join("; ")}`,
      );
    }
  }

  const job = defineJob({
    name: "team-notification",
    schema: payloadSchema,
    retry: notificationRetry,
    // SMTP, Twilio and the webhook each give up well within this.
    timeoutSeconds: 180,
    // A slow channel (an SMTP server that does not answer) must not hold up the next lead.
    concurrency: 3,
    handler: deliver,
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
  const kinds = new Map<NotificationKind, NotificationKindDefinition>();
  const visitorKinds = new Map<NotificationKind, VisitorMessageDefinition>();
  for (const kind of deps.kinds ?? []) register(kind);
  for (const kind of deps.visitorMessages ?? []) register(kind);
  function register(kind: NotificationKindDefinition | VisitorMessageDefinition) {
    if (kinds.has(kind.kind) || visitorKinds.has(kind.kind)) {
      throw new Error(`notification kind ${kind.kind} registered twice`);
    }
    if ("audience" in kind && kind.audience === "visitor") visitorKinds.set(kind.kind, kind);
    else kinds.set(kind.kind, kind as NotificationKindDefinition);
  }
  const keyOf = (kind: NotificationKind, recordId: number) => `${kind}:${recordId}`;

  let sweeping: Promise<void> | undefined;
  let stopped = false;

  /** Queues every record whose notification never finished (a crash, an exhausted retry). */
  async function sweep(reason: "start" | "interval"): Promise<void> {
    let requeued = 0;
    for (const [kind, source] of [...kinds, ...visitorKinds]) {
      const ids = await source.unfinished(db, 500);
      for (const recordId of ids) {
        if (stopped) return;
        const { outcome } = await queue.send(
          job,
          { kind, recordId },
          { key: keyOf(kind, recordId) },
        );
        if (outcome !== "pending") requeued++;
      }
    }
    // Every record's job is written with it, so an interval sweep should find nothing; one that
    // does points at a job lost to an outage of the queue or a retry limit run out.
    if (requeued > 0) logger.warn("unfinished notifications queued again", { reason, requeued });
    const pruned = await pruneOutbox(env.OUTBOX_DIR, env.OUTBOX_RETENTION_DAYS, options.now?.());
    if (pruned > 0) {
      logger.info("old outbox files deleted", { files: pruned, days: env.OUTBOX_RETENTION_DAYS });
    }
  }

  function runSweep(reason: "start" | "interval") {
    if (sweeping || stopped) return;
    sweeping = sweep(reason)
      .catch((err) => logger.error("notification sweep failed", { err: errorText(err) }))
      .finally(() => {
        sweeping = undefined;
      });
  }

  return {
    register,
    audienceOf: (kind) => (visitorKinds.has(kind) ? "visitor" : "team"),

    async notify(kind, recordId, notifyOptions = {}) {
      if (!kinds.has(kind) && !visitorKinds.has(kind)) {
        throw new Error(`notification kind ${kind} is not registered`);
      }
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
        channels: [...channels.keys()],
        outbox: env.OUTBOX_DIR,
      });
      // In the background: a long backlog must not hold up the server's start.
      runSweep("start");
    },

    sweep() {
      runSweep("interval");
      return sweeping ?? Promise.resolve();
    },

    async stop() {
      stopped = true;
      await sweeping;
    },

    async close() {
      for (const channel of channels.values()) await channel.close?.();
      for (const sender of visitorChannels.values()) await sender.close?.();
    },
  };
}
