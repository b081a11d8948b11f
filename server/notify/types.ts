/**
 * Team notifications. A record (lead, consultation, payment...) is stored first; then a durable
 * job is enqueued and retried until every configured channel has delivered.
 */
export type NotificationKind = "business_inquiry";

export interface NotificationService {
  /** Enqueue the team notification for a stored record. Durable: survives crashes and restarts. */
  notify(kind: NotificationKind, recordId: number): Promise<void>;
  /** Start workers (and re-enqueue anything stored but never notified). */
  start(): Promise<void>;
  stop(): Promise<void>;
}
