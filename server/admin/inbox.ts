import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { audienceLabels, notificationLabels } from "../../content/admin";
import { inboxActivity, notificationDeliveries, users } from "../../db/schema";
import type {
  ActivityEntry,
  DeliveryEntry,
  InboxDetail,
  InboxKindInfo,
  InboxPage,
  InboxRow,
} from "../../lib/admin";
import { type Database, type DB, rowsOf } from "../platform/db";
import { runTransaction } from "../platform/db/transaction";
import { recordId } from "../../lib/ids";
import { AppError } from "../platform/errors";
import type { NotificationService } from "../platform/notify/types";
import type { InboxKindDefinition } from "./kinds/types";

type InboxFilters = { kind?: string; status?: string; q?: string };

type RawRow = {
  kind: string;
  id: number;
  created_at: Date | string;
  status: string;
  name: string | null;
  email: string | null;
  company: string | null;
  summary: string | null;
  extra?: Record<string, unknown> | null;
};

export type InboxExportRow = InboxRow & { extra: Record<string, unknown> };

const itemGone = "This item does not exist (any more).";
const notificationElsewhere = "This notification does not belong to this item.";
const isRecordId = (id: number) => recordId().safeParse(id).success;
const iso = (value: Date | string) => new Date(value).toISOString();

function toRow(r: RawRow): InboxRow {
  return {
    kind: r.kind,
    id: Number(r.id),
    createdAt: iso(r.created_at),
    status: r.status,
    name: r.name,
    email: r.email,
    company: r.company,
    summary: r.summary,
  };
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The inbox over every registered kind: one list (the union of the kinds' selects), newest
 * first, filtered and paged in the database; status changes, notes and notification retries,
 * each recorded in inbox_activity with who and when.
 */
export function createInbox(deps: {
  database: Database;
  kinds: InboxKindDefinition[];
  notifications: () => NotificationService;
  pageSize: number;
}) {
  const { database, pageSize } = deps;
  const { db } = database;
  const kinds = new Map<string, InboxKindDefinition>();
  for (const k of deps.kinds) {
    if (!/^[a-z][a-z_]*$/.test(k.kind)) throw new Error(`inbox kind ${k.kind}: use a-z and _`);
    if (kinds.has(k.kind)) throw new Error(`inbox kind ${k.kind} registered twice`);
    kinds.set(k.kind, k);
  }

  function kindOf(kind: string): InboxKindDefinition {
    const found = kinds.get(kind);
    if (!found) throw new AppError("not_found", `There is no inbox kind "${kind}".`);
    return found;
  }

  /**
   * The kind of an item named by a URL. An id outside the database's integer range is the same
   * "not found" as a missing record: passed on, the query itself would fail.
   */
  function itemKind(kind: string, id: number): InboxKindDefinition {
    const k = kindOf(kind);
    if (!isRecordId(id)) throw new AppError("not_found", itemGone);
    return k;
  }

  function selected(filters: InboxFilters): InboxKindDefinition[] {
    if (!filters.kind) return [...kinds.values()];
    const k = kinds.get(filters.kind);
    if (!k)
      throw new AppError("validation", "Choose a kind from the list.", { kind: "Unknown kind" });
    return [k];
  }

  /** The filtered union as a subquery `i`, plus its WHERE. */
  function filtered(filters: InboxFilters, extra?: SQL): SQL {
    const sources = selected(filters).map((k) => sql`(${k.listSql()})`);
    const conditions: SQL[] = [];
    if (filters.status) conditions.push(sql`i.status = ${filters.status}`);
    if (filters.q) {
      const p = likePattern(filters.q);
      conditions.push(sql`(i.name ilike ${p} or i.email ilike ${p} or i.company ilike ${p})`);
    }
    if (extra) conditions.push(extra);
    const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
    return sql`(${sql.join(sources, sql` union all `)}) i${where}`;
  }

  async function list(filters: InboxFilters, page = 1): Promise<InboxPage> {
    const from = filtered(filters);
    const offset = (page - 1) * pageSize;
    const [rows, totals] = await Promise.all([
      db.execute(sql`
        select i.kind, i.id, i.created_at, i.status, i.name, i.email, i.company, i.summary
        from ${from}
        order by i.created_at desc, i.kind, i.id desc
        limit ${pageSize} offset ${offset}`),
      db.execute(sql`select count(*)::int as n from ${from}`),
    ]);
    return {
      rows: rowsOf<RawRow>(rows).map(toRow),
      total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0),
      page,
      pageSize,
    };
  }

  /**
   * Every row of the filtered list, newest first, in batches (keyset on created_at, kind, id),
   * so an export of any size holds one batch in memory at a time.
   */
  async function* exportRows(
    filters: InboxFilters,
    batch = 10_000,
  ): AsyncGenerator<InboxExportRow> {
    // The cursor keeps created_at as PostgreSQL's text: a JS Date would drop the microseconds.
    let after: { ck: string; kind: string; id: number } | null = null;
    for (;;) {
      const cursor: SQL | undefined = after
        ? sql`(i.created_at < ${after.ck}::timestamptz or (i.created_at = ${after.ck}::timestamptz
            and (i.kind > ${after.kind} or (i.kind = ${after.kind} and i.id < ${after.id}))))`
        : undefined;
      const result: unknown = await db.execute(sql`
        select i.kind, i.id, i.created_at, i.created_at::text as ck, i.status, i.name, i.email,
          i.company, i.summary, i.extra
        from ${filtered(filters, cursor)}
        order by i.created_at desc, i.kind, i.id desc
        limit ${batch}`);
      const rows: (RawRow & { ck: string })[] = rowsOf(result);
      for (const r of rows) yield { ...toRow(r), extra: r.extra ?? {} };
      if (rows.length < batch) return;
      const last: RawRow & { ck: string } = rows[rows.length - 1];
      after = { ck: last.ck, kind: last.kind, id: Number(last.id) };
    }
  }

  async function newCount(): Promise<number> {
    const withNew = [...kinds.values()].filter((k) => k.newStatus);
    if (withNew.length === 0) return 0;
    const parts = withNew.map(
      (k) => sql`(select count(*) from (${k.listSql()}) s where s.status = ${k.newStatus})`,
    );
    const result = await db.execute(sql`select (${sql.join(parts, sql` + `)})::int as n`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  /** Items of every kind in their new status and older than `hours` (the daily digest). */
  async function staleNew(hours: number, limit = 500): Promise<InboxRow[]> {
    const withNew = [...kinds.values()].filter((k) => k.newStatus);
    if (withNew.length === 0) return [];
    const parts = withNew.map(
      (k) => sql`(select * from (${k.listSql()}) s where s.status = ${k.newStatus})`,
    );
    const result = await db.execute(sql`
      select i.kind, i.id, i.created_at, i.status, i.name, i.email, i.company, i.summary
      from (${sql.join(parts, sql` union all `)}) i
      where i.created_at < now() - make_interval(hours => ${hours})
      order by i.created_at, i.kind, i.id
      limit ${limit}`);
    return rowsOf<RawRow>(result).map(toRow);
  }

  async function activityOf(kind: string, id: number): Promise<ActivityEntry[]> {
    const rows = await db
      .select({
        id: inboxActivity.id,
        type: inboxActivity.type,
        fromStatus: inboxActivity.fromStatus,
        toStatus: inboxActivity.toStatus,
        body: inboxActivity.body,
        author: users.username,
        createdAt: inboxActivity.createdAt,
      })
      .from(inboxActivity)
      .leftJoin(users, eq(users.id, inboxActivity.userId))
      .where(and(eq(inboxActivity.kind, kind), eq(inboxActivity.recordId, id)))
      .orderBy(asc(inboxActivity.id));
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  async function deliveriesFor(k: InboxKindDefinition, id: number): Promise<DeliveryEntry[]> {
    const refs = await k.notifications(db, id);
    if (refs.length === 0) return [];
    const rows = await db
      .select()
      .from(notificationDeliveries)
      .where(
        sql.join(
          refs.map(
            (r) =>
              sql`(${notificationDeliveries.kind} = ${r.kind} and ${notificationDeliveries.recordId} = ${r.recordId})`,
          ),
          sql` or `,
        ),
      )
      .orderBy(asc(notificationDeliveries.id));
    const notifications = deps.notifications();
    return rows.map((r) => ({
      id: r.id,
      audience: notifications.audienceOf(r.kind),
      label: notificationLabels[r.kind] ?? audienceLabels[notifications.audienceOf(r.kind)],
      channel: r.channel,
      target: r.target,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      deliveredAt: r.deliveredAt?.toISOString() ?? null,
    }));
  }

  async function detail(kind: string, id: number): Promise<InboxDetail> {
    const k = itemKind(kind, id);
    const item = await k.detail(db, id);
    if (!item) throw new AppError("not_found", itemGone);
    const [activity, deliveries] = await Promise.all([activityOf(kind, id), deliveriesFor(k, id)]);
    return {
      kind,
      kindLabel: k.label,
      id,
      title: item.title,
      status: item.status,
      createdAt: item.createdAt.toISOString(),
      nextStatuses: [...(k.transitions[item.status] ?? [])],
      fields: item.fields,
      transcript: item.transcript ?? null,
      file: item.file
        ? {
            name: item.file.name,
            size: item.file.size,
            url: `/api/admin/items/${kind}/${id}/file`,
          }
        : null,
      activity,
      deliveries,
    };
  }

  async function changeStatus(kind: string, id: number, to: string, userId: number) {
    const k = itemKind(kind, id);
    return runTransaction(database, async (tx) => {
      const from = await k.currentStatus(tx as unknown as DB, id);
      if (from === null) throw new AppError("not_found", itemGone);
      const allowed = k.transitions[from] ?? [];
      if (!allowed.includes(to) || !k.setStatus) {
        throw new AppError(
          "validation",
          allowed.length
            ? `A ${k.label.toLowerCase()} that is ${from} can move to ${allowed.join(" or ")}.`
            : `The status of a ${k.label.toLowerCase()} cannot be changed here.`,
          { status: `Not allowed from ${from}` },
        );
      }
      const moved = await k.setStatus(tx as unknown as DB, id, from, to);
      if (!moved) {
        throw new AppError("conflict", "Someone changed this item first. Reload to see it.");
      }
      await tx
        .insert(inboxActivity)
        .values({ kind, recordId: id, userId, type: "status", fromStatus: from, toStatus: to });
      return { from, to };
    });
  }

  async function addNote(kind: string, id: number, body: string, userId: number) {
    const k = itemKind(kind, id);
    if ((await k.currentStatus(db, id)) === null) {
      throw new AppError("not_found", itemGone);
    }
    const [row] = await db
      .insert(inboxActivity)
      .values({ kind, recordId: id, userId, type: "note", body })
      .returning({ id: inboxActivity.id });
    return row;
  }

  /**
   * 'Retry now' on a delivery that failed for good: back to pending, and the notification job
   * queued again in the same transaction. Channels already delivered are not sent again.
   */
  async function retryDelivery(kind: string, id: number, deliveryId: number, userId: number) {
    const k = itemKind(kind, id);
    if (!isRecordId(deliveryId)) throw new AppError("not_found", notificationElsewhere);
    const refs = await k.notifications(db, id);
    const [row] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, deliveryId));
    if (!row || !refs.some((r) => r.kind === row.kind && r.recordId === row.recordId)) {
      throw new AppError("not_found", notificationElsewhere);
    }
    if (row.status !== "failed") {
      throw new AppError("conflict", "Only a failed notification can be sent again.");
    }
    await runTransaction(database, async (tx) => {
      const updated = await tx
        .update(notificationDeliveries)
        .set({ status: "pending", attempts: 0, claimedUntil: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(notificationDeliveries.id, deliveryId),
            eq(notificationDeliveries.status, "failed"),
          ),
        )
        .returning({ id: notificationDeliveries.id });
      if (updated.length === 0) throw new AppError("conflict", "It is being sent already.");
      await tx.insert(inboxActivity).values({
        kind,
        recordId: id,
        userId,
        type: "retry",
        body: `${row.channel}${row.target ? ` ${row.target}` : ""}`,
      });
      await deps.notifications().notify(row.kind, row.recordId, { tx });
    });
  }

  const kindInfo: InboxKindInfo[] = [...kinds.values()].map((k) => ({
    kind: k.kind,
    label: k.label,
    statuses: [...k.statuses],
  }));

  return {
    kinds: kindInfo,
    csvColumnsFor(filters: InboxFilters) {
      return selected(filters).flatMap((k) => k.csvColumns.map((c) => ({ ...c, kind: k.kind })));
    },
    list,
    exportRows,
    newCount,
    staleNew,
    detail,
    changeStatus,
    addNote,
    retryDelivery,
    has: (kind: string) => kinds.has(kind),
    /** Every item of every kind as a subquery aliased `i` (dashboard statistics). */
    allItems: () => filtered({}),
  };
}

export type Inbox = ReturnType<typeof createInbox>;
