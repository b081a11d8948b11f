import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DetailField } from "../../../lib/admin";
import type { DB } from "../../platform/db";

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
  /**
   * The kind's own CSV columns: keys of `extra`, with their headers, and how a stored value
   * reads in a spreadsheet (an option's label rather than its code).
   */
  csvColumns: readonly { key: string; header: string; format?: (value: unknown) => string }[];
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
  /**
   * The items of this kind that belong to a person, and the person an item belongs to. A kind
   * without it (a failed workflow run) is about no visitor.
   */
  people?: {
    itemsOf(db: DB, personId: number): Promise<number[]>;
    personOf(db: DB, id: number): Promise<number | null>;
  };
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

/**
 * A detail line only when there is something to show. A time is shown as a time (relative, the
 * exact time on hover), an email and a phone as links; a list as its items; an object as its
 * own lines, never as JSON.
 */
export function field(
  label: string,
  value: unknown,
  type: DetailField["type"] = "text",
): DetailField[] {
  if (value === null || value === undefined || value === "") return [];
  if (value instanceof Date) return [{ label, value: value.toISOString(), type: "time" }];
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== null && v !== undefined && v !== "").map(String);
    return items.length ? [{ label, value: items.join(", ") }] : [];
  }
  if (typeof value === "object") {
    const lines = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== "" && typeof v !== "object")
      .map(([k, v]) => `${humanKey(k)}: ${v === true ? "yes" : v === false ? "no" : String(v)}`);
    return lines.length ? [{ label, value: lines.join("\n") }] : [];
  }
  return [{ label, value: String(value), ...(type === "text" ? {} : { type }) }];
}

/** "preferredContact" or "preferred_contact" → "Preferred contact". */
export function humanKey(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The person link of a kind whose table has a person_id column. */
export function personLink(
  table: {
    id: AnyPgColumn;
    personId: AnyPgColumn;
  },
  where?: SQL,
): NonNullable<InboxKindDefinition["people"]> {
  return {
    async itemsOf(db, personId) {
      const rows = await db
        .select({ id: table.id })
        .from(table.id.table)
        .where(and(eq(table.personId, personId), where));
      return rows.map((r) => Number(r.id));
    },
    async personOf(db, id) {
      const [row] = await db
        .select({ personId: table.personId })
        .from(table.id.table)
        .where(and(eq(table.id, id), where));
      return (row?.personId as number | null | undefined) ?? null;
    },
  };
}
