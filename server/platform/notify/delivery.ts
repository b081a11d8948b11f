import { z } from "zod";
import type { NotificationDelivery } from "../../../db/schema";
import type { DB } from "../db";
import { defineJob, type JobContext, PermanentJobError } from "../jobs";
import { repeat } from "../jobs/schedule";
import type { Logger } from "../logger";
import type { AudienceChannels, ConfiguredChannels } from "./channels/from-env";
import { PermanentDeliveryError } from "./channels/types";
import {
  claimDelivery,
  deliveriesOf,
  planDeliveries,
  renewClaim,
  settleDelivery,
} from "./deliveries";
import type {
  NotificationKind,
  NotificationKindDefinition,
  TeamKindDefinition,
  VisitorFormatContext,
} from "./types";

/**
 * Retries at a fixed 20 s for a little over an hour (pg-boss 10 has no cap on exponential
 * backoff, whose 7th delay is already 11-21 min): once a channel is back, a waiting notification
 * goes out within about 20 s, plus the poll interval. pg-boss keeps the schedule in the database,
 * so it holds across restarts. Past the hour the periodic sweep gives a notification that is still
 * pending one more attempt every `NOTIFY_SWEEP_INTERVAL_SECONDS`, for as long as it takes.
 */
export const notificationRetry = { limit: 200, delaySeconds: 20, backoff: false };

const payloadSchema = z.object({
  kind: z.string().regex(/^[a-z][a-z0-9_]*$/),
  recordId: z.number().int().positive(),
});

type Outcome = "sent" | "retry" | "failed" | "skipped";

export function errorText(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: string }).code;
    return code && !err.message.includes(code) ? `${err.message} (${code})` : err.message;
  }
  return String(err);
}

/**
 * The one notification job: loads the record as its kind's message, plans its deliveries on the
 * first attempt, and sends each pending one on its channel under a claim. The job fails (and
 * pg-boss retries it) while a channel is still waiting; delivered channels are not sent again.
 */
export function notificationJob(deps: {
  db: DB;
  logger: Logger;
  leaseSeconds: number;
  channels: ConfiguredChannels;
  kinds: ReadonlyMap<NotificationKind, NotificationKindDefinition>;
  context: VisitorFormatContext;
}) {
  const { db, logger, leaseSeconds, channels, kinds, context } = deps;

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

  /** Sends a loaded message on every pending delivery; the rows still waiting, with why. */
  async function sendAll<Message extends { kind: string; recordId: number }>(
    kind: NotificationKind,
    recordId: number,
    message: Message,
    audience: AudienceChannels<Message>,
    signal: AbortSignal,
  ): Promise<string[]> {
    const rows = await planDeliveries(db, kind, recordId, audience.planned);
    const pending = rows.filter((r) => r.status === "pending");
    const results = await Promise.all(
      pending.map((row) => attempt(row, message, audience.sendFor(row, message, signal))),
    );
    return pending.flatMap((row, i) =>
      results[i].outcome === "retry"
        ? [`${row.channel}${row.target ? ` ${row.target}` : ""} (${results[i].error})`]
        : [],
    );
  }

  /** Mirrors delivered channels on the record itself (its email_sent, sms_notified flags). */
  async function mirror(definition: TeamKindDefinition, recordId: number) {
    if (!definition.markDelivered) return;
    const after = await deliveriesOf(db, definition.kind, recordId);
    if (after.some((r) => r.channel === "email" && r.status === "sent")) {
      await definition.markDelivered(db, recordId, "email");
    }
    const sms = after.filter((r) => r.channel === "sms");
    if (sms.length > 0 && sms.every((r) => r.status === "sent")) {
      await definition.markDelivered(db, recordId, "sms");
    }
  }

  async function deliver(
    { kind, recordId }: z.output<typeof payloadSchema>,
    ctx: JobContext,
  ): Promise<void> {
    const definition = kinds.get(kind);
    if (!definition) throw new PermanentJobError(`no notification kind ${kind} is registered`);
    let waiting: string[];
    if (definition.audience === "team") {
      const message = await definition.load(db, recordId, context);
      if (!message) return missing(kind, recordId);
      waiting = await sendAll(kind, recordId, message, channels.team, ctx.signal);
      await mirror(definition, recordId);
    } else {
      const message = await definition.load(db, recordId, context);
      if (!message) return missing(kind, recordId);
      waiting = await sendAll(kind, recordId, message, channels.visitor, ctx.signal);
    }
    if (waiting.length > 0) {
      // Failing the job makes pg-boss retry it; delivered channels are not sent again.
      throw new Error(`not delivered yet: ${waiting.join("; ")}`);
    }
  }

  function missing(kind: NotificationKind, recordId: number) {
    logger.warn("notified record does not exist; nothing to send", { kind, recordId });
  }

  return defineJob({
    name: "team-notification",
    schema: payloadSchema,
    retry: notificationRetry,
    // SMTP, Twilio and the webhook each give up well within this.
    timeoutSeconds: 180,
    // A slow channel (an SMTP server that does not answer) must not hold up the next lead.
    concurrency: 3,
    handler: deliver,
  });
}
