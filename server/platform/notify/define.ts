import { and, asc, eq, exists, gt, notExists, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { notificationDeliveries } from "../../../db/schema";
import type { DB } from "../db";
import type {
  FormatContext,
  NotificationKind,
  NotificationKindDefinition,
  TeamKindDefinition,
  TeamNotificationContent,
  VisitorFormatContext,
  VisitorKindDefinition,
  VisitorMessageContent,
} from "./types";

/** A table of db/schema.ts whose rows are the records of a kind: its `id` is the record id. */
type RecordTable = PgTable & { id: AnyPgColumn; createdAt?: AnyPgColumn };

/** What the safety-net sweep needs to know of a kind to find its unfinished records. */
type SweepSpec = {
  table: RecordTable;
  /**
   * Which rows of `table` are records of this kind, for the "never planned" half of the sweep
   * (all rows when absent). `false`: the kind plans its deliveries with the record, so a record
   * without any is not one of its records and only pending deliveries are swept.
   */
  scope?: SQL | false;
  /**
   * Only records younger than this are swept when never planned (the table needs `createdAt`):
   * the first sweep after an upgrade, or after a long stop, must not announce stale records.
   */
  plannedWithinDays?: number;
};

type TeamSpec = SweepSpec & {
  kind: NotificationKind;
  audience: "team";
  load(db: DB, recordId: number, context: FormatContext): Promise<TeamNotificationContent | null>;
  markDelivered?: TeamKindDefinition["markDelivered"];
};

type VisitorSpec = SweepSpec & {
  kind: NotificationKind;
  audience: "visitor";
  paymentBacked?: VisitorKindDefinition["paymentBacked"];
  load(
    db: DB,
    recordId: number,
    context: VisitorFormatContext,
  ): Promise<VisitorMessageContent | null>;
};

/**
 * A kind of notification: who it is for, the table its records live in, how to load one as a
 * message, and which records are its own. The built definition stamps every message with its
 * kind and record id (the outbox file names and message ids come from them), and answers the
 * sweep's question from the one query below.
 */
export function defineNotification(spec: TeamSpec): TeamKindDefinition;
export function defineNotification(spec: VisitorSpec): VisitorKindDefinition;
export function defineNotification(spec: TeamSpec | VisitorSpec): NotificationKindDefinition {
  const { kind } = spec;
  if (!/^[a-z][a-z0-9_]*$/.test(kind)) {
    throw new Error(`notification kind ${kind}: lowercase letters, digits and '_' only`);
  }
  const unfinished = unfinishedRecords(kind, spec);
  if (spec.audience === "team") {
    const { load, markDelivered } = spec;
    return {
      kind,
      audience: "team",
      async load(db, recordId, context) {
        const content = await load(db, recordId, context);
        return content && { ...content, kind, recordId };
      },
      markDelivered,
      unfinished,
    };
  }
  const { load, paymentBacked } = spec;
  return {
    kind,
    audience: "visitor",
    paymentBacked,
    async load(db, recordId, context) {
      const content = await load(db, recordId, context);
      return content && { ...content, kind, recordId };
    },
    unfinished,
  };
}

/**
 * The sweep's one question, for every kind: the records whose notification was never planned
 * (within the kind's scope and age bound) or still has a pending delivery. A pending delivery
 * exists only for a record the kind planned, so it is swept whatever happened to the record
 * since: a notification once planned goes out.
 */
function unfinishedRecords(kind: NotificationKind, spec: SweepSpec) {
  const { table, scope, plannedWithinDays } = spec;
  const createdAt = table.createdAt;
  if (plannedWithinDays !== undefined && !createdAt) {
    throw new Error(`notification kind ${kind}: plannedWithinDays needs a createdAt column`);
  }
  const d = notificationDeliveries;
  return async (db: DB, limit: number): Promise<number[]> => {
    const deliveries = (pendingOnly: boolean) =>
      db
        .select({ one: sql`1` })
        .from(d)
        .where(
          and(
            eq(d.kind, kind),
            eq(d.recordId, table.id),
            pendingOnly ? eq(d.status, "pending") : undefined,
          ),
        );
    const neverPlanned =
      scope === false
        ? undefined
        : and(
            scope,
            createdAt && plannedWithinDays !== undefined
              ? gt(createdAt, sql`now() - make_interval(days => ${plannedWithinDays})`)
              : undefined,
            notExists(deliveries(false)),
          );
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(or(neverPlanned, exists(deliveries(true))))
      .orderBy(asc(table.id))
      .limit(limit);
    return rows.map((r) => Number(r.id));
  };
}
