/**
 * Team notifications. A record (lead, consultation, payment...) is stored first; then a durable
 * job is enqueued and retried until every configured channel has delivered.
 */
export const notificationKinds = ["business_inquiry", "chat_lead"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface NotificationService {
  /**
   * Enqueue the team notification for a stored record. Durable: survives crashes and restarts.
   * Never throws: if the queue cannot be reached, the error is logged and the sweep (at start-up
   * and every few minutes) enqueues it later, so the caller's request still succeeds.
   */
  notify(kind: NotificationKind, recordId: number): Promise<void>;
  /** Start workers (and re-enqueue anything stored but never notified). */
  start(): Promise<void>;
  stop(): Promise<void>;
}
