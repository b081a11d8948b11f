import type { DB } from "../db";
import type { Transaction } from "../db/transaction";
import type { TeamNotification } from "./format";
import type { VisitorMessageDefinition } from "./visitor";

/**
 * Team notifications. A record (lead, consultation, payment...) is stored first; a durable job is
 * written in the same transaction and retried until every configured channel has delivered.
 */
export type NotificationKind = string;

export type FormatContext = { brand: string; publicUrl: string };

/**
 * One kind of record the team is told about, registered by the capability that owns the record:
 * how to load and format it, and how to find records whose notification never finished. Adding a
 * kind touches only its capability's folder and one line of the container.
 */
export type NotificationKindDefinition = {
  /** Stored in notification_deliveries.kind and in outbox file names: letters, digits, '_'. */
  kind: NotificationKind;
  /** The record, formatted for every channel; null if it no longer exists. */
  load(db: DB, recordId: number, context: FormatContext): Promise<TeamNotification | null>;
  /** Mirrors a delivered channel on the record itself (email_sent, sms_notified), if it has one. */
  markDelivered?(db: DB, recordId: number, channel: "email" | "sms"): Promise<void>;
  /** Records whose notification never finished: never planned, or with deliveries pending. */
  unfinished(db: DB, limit: number): Promise<number[]>;
};

export interface NotificationService {
  /** Adds a kind of record, or a kind of message to the visitor. At build time, before start. */
  register(kind: NotificationKindDefinition | VisitorMessageDefinition): void;
  /**
   * Enqueue the team notification (or, for a visitor kind, the visitor's message) for a stored
   * record. With `tx`, the job is written in the
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
