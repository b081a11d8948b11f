import { type SQL, sql } from "drizzle-orm";
import type { DB } from "../db";

function idsOf(result: unknown): number[] {
  return (result as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/**
 * The safety-net sweep's question for one kind (NotificationKindDefinition.unfinished): records of
 * `table` whose notification was never planned (only those younger than `plannedWithinDays`,
 * so the first sweep after an upgrade does not notify about old records) or still has a pending
 * delivery. `table` is a name from db/schema.ts, never input.
 */
export function unfinishedRecords(
  table: string,
  kind: string,
  options: { plannedWithinDays?: number; where?: SQL } = {},
) {
  const recent = options.plannedWithinDays
    ? sql`r.created_at > now() - make_interval(days => ${options.plannedWithinDays}) and `
    : sql``;
  const scope = options.where ? sql`(${options.where}) and ` : sql``;
  return async (db: DB, limit: number): Promise<number[]> =>
    idsOf(
      await db.execute(sql`
        select r.id from ${sql.identifier(table)} r
        where ${scope}((${recent}not exists (
            select 1 from notification_deliveries d
            where d.kind = ${kind} and d.record_id = r.id))
          or exists (
            select 1 from notification_deliveries d
            where d.kind = ${kind} and d.record_id = r.id and d.status = 'pending'))
        order by r.id
        limit ${limit}`),
    );
}
