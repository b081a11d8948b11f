import type { SQL } from "drizzle-orm";
import type { DetailField } from "../../../lib/admin";
import type { DB } from "../../db";

/**
 * One kind of item in the staff inbox (a chat lead, an inquiry, a consultation, a payment...).
 * A capability defines its kind in one file and adds it to `inboxKinds` (kinds/index.ts); the
 * inbox core (list, search, paging, CSV, status changes, notes, deliveries) never changes.
 */
export type InboxKindDefinition = {
  /** Stable id in URLs, inbox_activity.kind and the CSV: lowercase letters and '_'. */
  kind: string;
  label: string;
  /** Every status an item of this kind can show, in workflow order (the status filter). */
  statuses: readonly string[];
  /** Items in this status count as new (the header count, the daily digest). */
  newStatus?: string;
  /** Status changes the team may make, from → allowed next; a missing key allows none. */
  transitions: Readonly<Record<string, readonly string[]>>;
  /**
   * A SELECT with exactly these columns, in this order, for every item of the kind:
   * kind text, id int, created_at timestamptz, status text (as the inbox shows it), name text,
   * email text, company text, summary text, extra jsonb (the kind's CSV columns by key).
   * The core filters, searches, orders and pages the union of the kinds' selects.
   */
  listSql(): SQL;
  /** The kind's own CSV columns: keys of `extra`, with their headers. */
  csvColumns: readonly { key: string; header: string }[];
  /** The item's fields for the detail view; null if it does not exist. */
  detail(db: DB, id: number): Promise<KindDetail | null>;
  /** The status as the inbox shows it, or null if the item does not exist. */
  currentStatus(db: DB, id: number): Promise<string | null>;
  /**
   * Moves the item from `from` to `to` only if it is still in `from` (false otherwise: someone
   * else changed it first). Required when `transitions` allows any change.
   */
  setStatus?(db: DB, id: number, from: string, to: string): Promise<boolean>;
  /** The team notifications sent about this item (rows of notification_deliveries). */
  notifications(db: DB, id: number): Promise<{ kind: string; recordId: number }[]>;
};

export type KindDetail = {
  title: string;
  status: string;
  createdAt: Date;
  fields: DetailField[];
  transcript?: string | null;
  /** A stored upload of this item, downloaded through FileDownloads (server/admin/files.ts). */
  file?: { id: number; name: string; size: number } | null;
};

/** Rows of a raw query on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A detail line only when there is something to show. */
export function field(label: string, value: unknown): DetailField[] {
  if (value === null || value === undefined || value === "") return [];
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  return [{ label, value: text }];
}
