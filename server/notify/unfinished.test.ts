import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries, transcriptRequests } from "../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../tests/helpers/db";
import { unfinishedRecords } from "./unfinished";

describe.each(testEngines)("unfinished notifications on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("finds records never planned (recent only) or still pending, not the delivered", async () => {
    const { db } = database;
    const insert = (sessionId: string) =>
      db
        .insert(transcriptRequests)
        .values({ sessionId, email: "a@example.com", transcript: "User: hi" })
        .returning({ id: transcriptRequests.id });
    const [never] = await insert("never");
    const [pending] = await insert("pending");
    const [sent] = await insert("sent");
    const [old] = await insert("old");
    await db.execute(
      sql`update transcript_requests set created_at = now() - interval '30 days' where id = ${old!.id}`,
    );
    await db.insert(notificationDeliveries).values([
      { kind: "transcript_delivery", recordId: pending!.id, channel: "outbox", status: "pending" },
      { kind: "transcript_delivery", recordId: sent!.id, channel: "outbox", status: "sent" },
      // Another kind's delivery says nothing about this kind.
      { kind: "transcript_request", recordId: never!.id, channel: "outbox", status: "sent" },
    ]);
    const recent = unfinishedRecords("transcript_requests", "transcript_delivery", {
      plannedWithinDays: 7,
    });
    expect(await recent(db, 10)).toEqual([never!.id, pending!.id]);
    const all = unfinishedRecords("transcript_requests", "transcript_delivery");
    expect(await all(db, 10)).toEqual([never!.id, pending!.id, old!.id]);
    expect(await all(db, 1)).toEqual([never!.id]);
  });
});
