/**
 * The people-first inbox (docs/decisions/0038-people-first-inbox.md): one row per person, newest
 * activity first; a person's page is the timeline of everything they left (conversations,
 * lead form, booked call, consultations, payments, conversation emails), the team's status
 * changes and notes. The team's status lives on the person, once.
 *
 * The list reads only `people` (indexed on activity, status and a trigram index for search), so
 * its cost does not grow with the number of records behind the people.
 */
import { asc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { itemKindLabels, statusLabels } from "../../content/admin";
import { serviceLabel } from "../../lib/lead";
import type { LeadService } from "../../content/lead";
import {
  businessInquiries,
  callBookings,
  chatMessages,
  chatSessions,
  inboxActivity,
  people,
  type PersonStatus,
  personStatuses,
  users,
} from "../../db/schema";
import type {
  ActivityEntry,
  CallRow,
  PeoplePage,
  PeopleQuery,
  PersonDetail,
  PersonRow,
  TimelineEntry,
} from "../../lib/admin";
import { recordId } from "../../lib/ids";
import { type Database, type DB, rowsOf } from "../platform/db";
import { runTransaction } from "../platform/db/transaction";
import { AppError } from "../platform/errors";
import type { Inbox } from "./inbox";
import type { InboxKindDefinition } from "./kinds";
import { leadTransitions } from "../leads/status";

/** inbox_activity.kind of an entry made on a person (their status, a note). */
export const personActivityKind = "person";

const personGone = "This person does not exist (any more).";

/** `%text%` for LIKE on the lower-cased search text, with the user's own % and _ taken literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * A whole email address is looked up by its key (one index probe); anything else matches inside
 * name, email, company and phone (the trigram index). Every address shares trigrams like "com",
 * so the trigram index is slow for exactly the search the team makes most: a pasted address.
 */
function searchCondition(q: string) {
  const typed = q.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed)) {
    return sql`p.email_key = ${typed.toLowerCase()}`;
  }
  return sql`p.search_text like ${likePattern(typed)}`;
}

type RawPerson = {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: string;
  open_items: number;
  last_activity_at: Date | string;
  last_activity: string | null;
  next_call: Date | string | null;
  created_at?: Date | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();

function toPersonRow(r: RawPerson): PersonRow {
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    status: r.status,
    openItems: Number(r.open_items),
    lastActivityAt: iso(r.last_activity_at),
    lastActivity: r.last_activity,
    nextCallAt: r.next_call ? iso(r.next_call) : null,
  };
}

export function createPeopleInbox(deps: {
  database: Database;
  inbox: Inbox;
  kinds: InboxKindDefinition[];
  pageSize: number;
}) {
  const { database, pageSize } = deps;
  const { db } = database;
  const personKinds = deps.kinds.filter((k) => k.people);

  const personSelect = sql`
    select p.id, p.name, p.email, p.phone, p.company, p.status, p.open_items,
      p.last_activity_at, p.last_activity, p.created_at,
      (select min(b.slot_start) from call_bookings b
        where b.person_id = p.id and b.slot_start > now()) as next_call
    from people p`;

  async function list(query: PeopleQuery): Promise<PeoplePage> {
    const conditions = [
      query.view === "anonymous" ? sql`p.email_key is null` : sql`p.email_key is not null`,
    ];
    if (query.status && (personStatuses as readonly string[]).includes(query.status)) {
      conditions.push(sql`p.status = ${query.status}`);
    }
    if (query.q) conditions.push(searchCondition(query.q));
    const page = query.page;
    const result = await db.execute(sql`
      ${personSelect}
      where ${sql.join(conditions, sql` and `)}
      order by p.last_activity_at desc, p.id desc
      limit ${pageSize + 1} offset ${(page - 1) * pageSize}`);
    const rows = rowsOf<RawPerson>(result).map(toPersonRow);
    return { rows: rows.slice(0, pageSize), page, pageSize, hasMore: rows.length > pageSize };
  }

  async function person(id: number, dbOrTx: DB = db): Promise<RawPerson | null> {
    if (!recordId().safeParse(id).success) return null;
    const result = await dbOrTx.execute(sql`${personSelect} where p.id = ${id}`);
    return rowsOf<RawPerson>(result)[0] ?? null;
  }

  async function conversations(personId: number): Promise<TimelineEntry[]> {
    const sessions = await db
      .select({ sessionId: chatSessions.sessionId, createdAt: chatSessions.createdAt })
      .from(chatSessions)
      .where(eq(chatSessions.personId, personId))
      .orderBy(asc(chatSessions.id));
    if (sessions.length === 0) return [];
    const messages = await db
      .select({
        sessionId: chatMessages.sessionId,
        isUser: chatMessages.isUser,
        message: chatMessages.message,
        timestamp: chatMessages.timestamp,
      })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.sessionId,
          sessions.map((s) => s.sessionId),
        ),
      )
      .orderBy(asc(chatMessages.id));
    return sessions
      .map((s) => {
        const own = messages.filter((m) => m.sessionId === s.sessionId);
        return {
          type: "conversation" as const,
          id: s.sessionId,
          at: (own.find((m) => m.isUser)?.timestamp ?? s.createdAt).toISOString(),
          messages: own.map((m) => ({
            isUser: m.isUser,
            text: m.message,
            at: m.timestamp.toISOString(),
          })),
        };
      })
      .filter((c) => c.messages.some((m) => m.isUser));
  }

  async function items(personId: number): Promise<TimelineEntry[]> {
    const perKind = await Promise.all(
      personKinds.map(async (k) => {
        const ids = await k.people!.itemsOf(db, personId);
        return Promise.all(
          ids.map(async (id) => {
            const detail = await deps.inbox.detail(k.kind, id).catch(() => null);
            if (!detail) return null;
            const entry: TimelineEntry = {
              type: "item",
              kind: k.kind,
              kindLabel: itemKindLabels[k.kind] ?? k.label,
              id,
              at: detail.createdAt,
              title: detail.title,
              // Items the team moves along have no state of their own: the person's status is it.
              state: Object.keys(k.transitions).length
                ? null
                : (statusLabels[detail.status] ?? detail.status),
              fields: detail.fields,
              file: detail.file,
              deliveries: detail.deliveries,
            };
            return entry;
          }),
        );
      }),
    );
    return perKind.flat().flatMap((e) => (e ? [e as TimelineEntry] : []));
  }

  async function activity(personId: number): Promise<TimelineEntry[]> {
    const rows = await db
      .select({
        id: inboxActivity.id,
        kind: inboxActivity.kind,
        recordId: inboxActivity.recordId,
        type: inboxActivity.type,
        fromStatus: inboxActivity.fromStatus,
        toStatus: inboxActivity.toStatus,
        body: inboxActivity.body,
        author: users.username,
        createdAt: inboxActivity.createdAt,
      })
      .from(inboxActivity)
      .leftJoin(users, eq(users.id, inboxActivity.userId))
      .where(eq(inboxActivity.personId, personId))
      .orderBy(asc(inboxActivity.id));
    return rows.map((r) => {
      const entry: ActivityEntry = {
        id: r.id,
        type: r.type,
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        body: r.body,
        author: r.author,
        createdAt: r.createdAt.toISOString(),
      };
      return {
        type: "activity" as const,
        entry,
        item:
          r.kind === personActivityKind
            ? null
            : { kind: r.kind, id: r.recordId, label: itemKindLabels[r.kind] ?? r.kind },
      };
    });
  }

  const atOf = (e: TimelineEntry) => (e.type === "activity" ? e.entry.createdAt : e.at);

  async function detail(id: number): Promise<PersonDetail> {
    const row = await person(id);
    if (!row) throw new AppError("not_found", personGone);
    const timeline = (
      await Promise.all([conversations(row.id), items(row.id), activity(row.id)])
    ).flat();
    timeline.sort((a, b) => atOf(a).localeCompare(atOf(b)));
    return {
      person: { ...toPersonRow(row), createdAt: iso(row.created_at ?? row.last_activity_at) },
      // Nobody can be contacted without a way to reach them: no status to move yet.
      nextStatuses: row.email || row.phone ? [...(leadTransitions[row.status] ?? [])] : [],
      timeline,
    };
  }

  /** The team acted on the person: their open items are seen. */
  const acted = { openItems: 0, updatedAt: sql`now()` };

  async function changeStatus(id: number, to: string, userId: number) {
    return runTransaction(database, async (tx) => {
      if (!recordId().safeParse(id).success) throw new AppError("not_found", personGone);
      const [current] = await tx
        .select({ status: people.status })
        .from(people)
        .where(eq(people.id, id))
        .for("update");
      if (!current) throw new AppError("not_found", personGone);
      const from = current.status;
      const allowed = leadTransitions[from] ?? [];
      if (!allowed.includes(to)) {
        throw new AppError(
          "validation",
          `A person who is ${from} can move to ${allowed.join(" or ")}.`,
          { status: `Not allowed from ${from}` },
        );
      }
      await tx
        .update(people)
        .set({ status: to as PersonStatus, ...acted })
        .where(eq(people.id, id));
      await tx.insert(inboxActivity).values({
        kind: personActivityKind,
        recordId: id,
        personId: id,
        userId,
        type: "status",
        fromStatus: from,
        toStatus: to,
      });
      return { from, to };
    });
  }

  /** A note on the person; `on` names the item it was written on, when it was. */
  async function addNote(
    id: number,
    body: string,
    userId: number,
    on?: { kind: string; id: number },
  ) {
    return runTransaction(database, async (tx) => {
      if (!recordId().safeParse(id).success) throw new AppError("not_found", personGone);
      const [found] = await tx
        .update(people)
        .set(acted)
        .where(eq(people.id, id))
        .returning({ id: people.id });
      if (!found) throw new AppError("not_found", personGone);
      const [row] = await tx
        .insert(inboxActivity)
        .values({
          kind: on?.kind ?? personActivityKind,
          recordId: on?.id ?? id,
          personId: id,
          userId,
          type: "note",
          body,
        })
        .returning({ id: inboxActivity.id });
      return row!;
    });
  }

  /** Booked calls from the start of today (UTC) on, soonest first. */
  async function calls(now = new Date()): Promise<CallRow[]> {
    const from = new Date(now);
    from.setUTCHours(0, 0, 0, 0);
    const rows = await db
      .select({ booking: callBookings, inquiry: businessInquiries, person: people })
      .from(callBookings)
      .innerJoin(businessInquiries, eq(businessInquiries.id, callBookings.inquiryId))
      .leftJoin(people, eq(people.id, callBookings.personId))
      .where(gte(callBookings.slotStart, from))
      .orderBy(asc(callBookings.slotStart));
    return rows.map(({ booking, inquiry, person: p }) => ({
      bookingId: booking.id,
      personId: booking.personId,
      name: p?.name ?? `${inquiry.firstName} ${inquiry.lastName}`,
      email: p?.email ?? inquiry.email,
      phone: booking.phone ?? p?.phone ?? null,
      start: booking.slotStart.toISOString(),
      minutes: booking.durationMinutes,
      timeZone: booking.timeZone,
      service: serviceLabel(inquiry.service as LeadService),
    }));
  }

  async function personOfItem(kind: string, id: number): Promise<number | null> {
    const k = personKinds.find((p) => p.kind === kind);
    if (!k || !recordId().safeParse(id).success) return null;
    return k.people!.personOf(db, id);
  }

  /** People waiting for the team: new, with contact details. Counted up to `cap`. */
  async function newCount(cap = 999): Promise<number> {
    const result = await db.execute(sql`
      select count(*)::int as n from (
        select 1 from people p where p.status = 'new' and p.email_key is not null limit ${cap}
      ) s`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  /** People still new whose first record arrived more than `hours` ago (the daily digest). */
  async function staleNew(hours: number, limit = 500): Promise<PersonRow[]> {
    const result = await db.execute(sql`
      ${personSelect}
      where p.status = 'new' and p.email_key is not null
        and p.created_at < now() - make_interval(hours => ${hours})
      order by p.created_at, p.id
      limit ${limit}`);
    return rowsOf<RawPerson>(result).map(toPersonRow);
  }

  /**
   * Every person of the filtered list, newest activity first, in batches (keyset), so an export
   * of any size holds one batch in memory at a time.
   */
  async function* exportPeople(
    query: Omit<PeopleQuery, "page">,
    batch = 5_000,
  ): AsyncGenerator<PersonRow & { createdAt: string }> {
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const conditions = [
        query.view === "anonymous" ? sql`p.email_key is null` : sql`p.email_key is not null`,
      ];
      if (query.status) conditions.push(sql`p.status = ${query.status}`);
      if (query.q) conditions.push(searchCondition(query.q));
      if (after) {
        conditions.push(sql`(p.last_activity_at, p.id) < (${after.at}::timestamptz, ${after.id})`);
      }
      const result = await db.execute(sql`
        select x.*, x.last_activity_at::text as cursor_at from (${personSelect}
          where ${sql.join(conditions, sql` and `)}) x
        order by x.last_activity_at desc, x.id desc
        limit ${batch}`);
      const rows = rowsOf<RawPerson & { cursor_at: string }>(result);
      for (const r of rows) {
        yield { ...toPersonRow(r), createdAt: iso(r.created_at ?? r.last_activity_at) };
      }
      if (rows.length < batch) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor_at, id: Number(last.id) };
    }
  }

  return {
    list,
    detail,
    changeStatus,
    addNote,
    calls,
    personOfItem,
    newCount,
    staleNew,
    exportPeople,
    /** Whether any person has contact details (the staff home's empty state). */
    async any(): Promise<boolean> {
      const [row] = await db
        .select({ id: people.id })
        .from(people)
        .where(isNotNull(people.emailKey))
        .limit(1);
      return Boolean(row);
    },
  };
}
