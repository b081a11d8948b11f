import { sql } from "drizzle-orm";
import type { DashboardStats, WeekStat } from "../../lib/admin";
import { type Database, rowsOf } from "../platform/db";
import type { Inbox } from "./inbox";

/**
 * Money came in: a one-off payment (plan's first month, premium package) the provider captured.
 * An AI Vibe Coding record that "succeeded" is a saved card for a free trial: nothing is charged
 * until the trial ends, so it is a trial, not revenue.
 */
export const capturedPayment = sql`(p.status = 'succeeded' and p.kind <> 'vibe_coding')`;
/** A free trial running on a saved card. */
const trialPayment = sql`(p.status = 'succeeded' and p.kind = 'vibe_coding')`;
/** An AI Vibe Coding request with no saved card yet: the team still has to act on it. */
const pendingRequest = sql`(p.kind = 'vibe_coding' and p.status not in ('succeeded', 'canceled'))`;

/**
 * The dashboard's figures, each one query over the stored records: per ISO week (Monday, UTC)
 * for the last `weeks` weeks, the conversations → people → paid funnel over the span, and the time
 * from an item's arrival to its first 'contacted' against the reply promise.
 */
export async function dashboardStats(
  database: Database,
  inbox: Inbox,
  options: { weeks: number; promiseHours: number },
): Promise<DashboardStats> {
  const { db } = database;
  const span = Math.max(1, options.weeks) - 1;
  const weekRows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      with weeks as (
        select w, w + interval '1 week' as e from generate_series(
          date_trunc('week', now() at time zone 'utc') - make_interval(weeks => ${span}),
          date_trunc('week', now() at time zone 'utc'), interval '1 week') as w)
      select to_char(w, 'YYYY-MM-DD') as week,
        (select coalesce(sum(v.count), 0) from page_views v
          where v.day >= to_char(w, 'YYYY-MM-DD') and v.day < to_char(e, 'YYYY-MM-DD'))::int as page_views,
        (select count(*) from chat_sessions s
          where s.created_at at time zone 'utc' >= w and s.created_at at time zone 'utc' < e
            and exists (select 1 from chat_messages m where m.session_id = s.session_id and m.is_user))::int as chats,
        (select count(*) from leads l
          where l.created_at at time zone 'utc' >= w and l.created_at at time zone 'utc' < e)::int as leads,
        (select count(*) from automation_requests a
          where a.created_at at time zone 'utc' >= w and a.created_at at time zone 'utc' < e)::int as consultations,
        (select count(*) from payments p where ${capturedPayment}
          and p.created_at at time zone 'utc' >= w and p.created_at at time zone 'utc' < e)::int as paid_orders,
        (select coalesce(sum(p.amount_cents), 0) from payments p where ${capturedPayment}
          and p.created_at at time zone 'utc' >= w and p.created_at at time zone 'utc' < e)::bigint as revenue_cents,
        (select count(*) from payments p where ${trialPayment}
          and p.created_at at time zone 'utc' >= w and p.created_at at time zone 'utc' < e)::int as trials,
        (select count(*) from payments p where ${pendingRequest}
          and p.created_at at time zone 'utc' >= w and p.created_at at time zone 'utc' < e)::int as pending_requests
      from weeks order by w`),
  );
  const weeks: WeekStat[] = weekRows.map((r) => ({
    week: String(r.week),
    pageViews: Number(r.page_views),
    chats: Number(r.chats),
    leads: Number(r.leads),
    consultations: Number(r.consultations),
    paidOrders: Number(r.paid_orders),
    revenueCents: Number(r.revenue_cents),
    trials: Number(r.trials),
    pendingRequests: Number(r.pending_requests),
  }));
  const since = sql`date_trunc('week', now() at time zone 'utc') - make_interval(weeks => ${span})`;

  // The funnel follows people, the inbox's unit: conversations started, then the people (from
  // any form, the chat or a payment) who left contact details in the span, then those of them
  // who paid. Each step is a subset of the one before, so it reads like the figures above it.
  const [funnel] = rowsOf<{ chats: number; leads: number; paid: number }>(
    await db.execute(sql`
      with leads as (
        select pe.id from people pe
        where pe.email_key is not null and pe.created_at at time zone 'utc' >= ${since})
      select (select count(*) from chat_sessions s
          where s.created_at at time zone 'utc' >= ${since}
            and exists (select 1 from chat_messages m where m.session_id = s.session_id and m.is_user))::int as chats,
        (select count(*) from leads)::int as leads,
        (select count(*) from leads l where exists (
          select 1 from payments p where p.person_id = l.id and ${capturedPayment}))::int as paid`),
  );

  const [contact] = rowsOf<{ median: number | null; within: number; total: number }>(
    await db.execute(sql`
      with first_contact as (
        select kind, record_id, min(created_at) as at from inbox_activity
        where type = 'status' and to_status = 'contacted' group by kind, record_id),
      -- A person's status is theirs since the people-first inbox; items' before it.
      arrivals as (
        select i.kind, i.id, i.created_at from ${inbox.allItems()}
        union all select 'person', p.id, p.created_at from people p)
      select percentile_cont(0.5) within group (
          order by extract(epoch from (f.at - i.created_at)) / 3600.0) as median,
        (count(*) filter (
          where f.at - i.created_at <= make_interval(hours => ${options.promiseHours})))::int as within,
        count(*)::int as total
      from first_contact f join arrivals i on i.kind = f.kind and i.id = f.record_id
      where f.at at time zone 'utc' >= ${since}`),
  );

  return {
    weeks,
    funnel: {
      chats: Number(funnel?.chats ?? 0),
      leads: Number(funnel?.leads ?? 0),
      paid: Number(funnel?.paid ?? 0),
    },
    medianHoursToContact:
      contact?.median === null || contact?.median === undefined ? null : Number(contact.median),
    contactedWithinPromise: Number(contact?.within ?? 0),
    contactedTotal: Number(contact?.total ?? 0),
    promiseHours: options.promiseHours,
  };
}
