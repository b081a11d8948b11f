import type { BusinessProfile } from "../../../content/business";
import type { DB } from "../db";
import type { Transaction } from "../db/transaction";
import type { MailAttachment, TeamNotification } from "./format";

/**
 * Notifications. A record (lead, consultation, payment...) is stored first; a durable job is
 * written in the same transaction and retried until every planned channel has delivered. A kind
 * is for the team (email, SMS, webhook, outbox) or for the visitor who sent the record (their
 * address by email, and the outbox).
 */
export type NotificationKind = string;

export type FormatContext = { brand: string; publicUrl: string };

export type VisitorFormatContext = FormatContext & { business: BusinessProfile };

/**
 * A message to the visitor who sent something (ADR 0016): a confirmation of a consultation
 * request or a lead, a booking with its .ics invite, the "confirm your address" link of a chat
 * transcript and, once confirmed, the transcript.
 *
 * The address is typed by whoever filled the form, so these messages must not relay what they
 * wrote (ADR 0036): confirmations carry the business's own text and facts the server chose (plan,
 * slot, reference), never the visitor's free text, and no display name goes with the address. Only
 * the transcript carries visitor text, and only after the address's owner asked for it.
 */
export type VisitorMessage = {
  kind: NotificationKind;
  recordId: number;
  /** The address only: a display name would be text the visitor chose. */
  to: { address: string };
  subject: string;
  /** Plain-text body. */
  text: string;
  attachments?: MailAttachment[];
  /** When the visitor sent it: names the outbox files. */
  receivedAt: string;
};

/** What a kind's `load` formats; its definition adds the kind and the record id. */
export type TeamNotificationContent = Omit<TeamNotification, "kind" | "recordId">;
export type VisitorMessageContent = Omit<VisitorMessage, "kind" | "recordId">;

type KindBase = {
  /** Stored in notification_deliveries.kind and in outbox file names: letters, digits, '_'. */
  kind: NotificationKind;
  /** Records whose notification never finished: never planned, or with deliveries pending. */
  unfinished(db: DB, limit: number): Promise<number[]>;
};

/** A kind the team hears of. Built with defineNotification (server/platform/notify/define.ts). */
export type TeamKindDefinition = KindBase & {
  audience: "team";
  /** The record, formatted for every channel; null if it no longer exists. */
  load(db: DB, recordId: number, context: FormatContext): Promise<TeamNotification | null>;
  /** Mirrors a delivered channel on the record itself (email_sent, sms_notified), if it has one. */
  markDelivered?(db: DB, recordId: number, channel: "email" | "sms"): Promise<void>;
};

/** A kind of message to the visitor who sent the record. Built with defineNotification. */
export type VisitorKindDefinition = KindBase & {
  audience: "visitor";
  /**
   * Sent only after a card payment the provider confirmed (a receipt): not counted against the
   * address's daily limit. That limit stops the site from mailing whatever address a stranger
   * types; a receipt costs the sender a real payment, and a buyer must always get it.
   */
  paymentBacked?: boolean;
  /** The message, or null when there is nothing to send (no such record, not in this state). */
  load(db: DB, recordId: number, context: VisitorFormatContext): Promise<VisitorMessage | null>;
};

/** Each capability defines its kinds in its own notifications.ts; the container registers them. */
export type NotificationKindDefinition = TeamKindDefinition | VisitorKindDefinition;

export interface NotificationService {
  /** Adds a kind. At build time, before start. */
  register(kind: NotificationKindDefinition): void;
  /**
   * Enqueue the notification of `kind` for a stored record. With `tx`, the job is written in the
   * caller's transaction (the record and its job commit together) and errors propagate, so the
   * caller's transaction fails rather than storing a record nobody will hear of. Without `tx`
   * it never throws: a failure is logged and the sweep enqueues the record later.
   */
  notify(kind: NotificationKind, recordId: number, options?: { tx?: Transaction }): Promise<void>;
  /** Who a kind's messages go to: the team, or the visitor who left the record. */
  audienceOf(kind: NotificationKind): "team" | "visitor";
  /**
   * Sweeps once in the background: what a previous process left unsent is queued again (the job
   * queue's workers are started by the container).
   */
  start(): Promise<void>;
  /**
   * The safety net, run periodically by the scheduler: queues again every record whose
   * notification was never planned or is still pending, and prunes old outbox files.
   */
  sweep(): Promise<void>;
  /** Waits for a sweep under way; no new one starts. */
  stop(): Promise<void>;
  /** Closes channel connections; after the job queue has stopped. */
  close(): Promise<void>;
}
