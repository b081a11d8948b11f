import { isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  leads,
  notificationDeliveries,
  transcriptRequests,
  workflowExecutions,
} from "../../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { chatLeadNotification } from "../../leads/notifications";
import { defineNotification } from "./define";

const context = { brand: "Relaywise", publicUrl: "https://relaywise.example" };

describe.each(testEngines)("notification kind definitions on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const insert = (sessionId: string) =>
    database.db
      .insert(transcriptRequests)
      .values({ sessionId, email: "a@example.com", transcript: "User: hi" })
      .returning({ id: transcriptRequests.id });

  /** A visitor kind on transcript_requests, as the sweep sees it. */
  const kindOn = (
    kind: string,
    sweep: Omit<Parameters<typeof defineNotification>[0], "kind" | "audience" | "load">,
  ) =>
    defineNotification({
      kind,
      audience: "visitor",
      ...sweep,
      load: async () => null,
    });

  it("finds records never planned (recent only) or still pending, not the delivered", async () => {
    const { db } = database;
    const [never] = await insert("never");
    const [pending] = await insert("pending");
    const [sent] = await insert("sent");
    const [old] = await insert("old");
    await db.execute(
      sql`update transcript_requests set created_at = now() - interval '30 days' where id = ${old!.id}`,
    );
    await db.insert(notificationDeliveries).values([
      { kind: "test_delivery", recordId: pending!.id, channel: "outbox", status: "pending" },
      { kind: "test_delivery", recordId: sent!.id, channel: "outbox", status: "sent" },
      // Another kind's delivery says nothing about this kind.
      { kind: "test_other", recordId: never!.id, channel: "outbox", status: "sent" },
    ]);
    const recent = kindOn("test_delivery", { table: transcriptRequests, plannedWithinDays: 7 });
    expect(await recent.unfinished(db, 10)).toEqual([never!.id, pending!.id]);
    const all = kindOn("test_delivery", { table: transcriptRequests });
    expect(await all.unfinished(db, 10)).toEqual([never!.id, pending!.id, old!.id]);
    expect(await all.unfinished(db, 1)).toEqual([never!.id]);
  });

  it("scopes only the never-planned records: a pending delivery is swept whatever the record became", async () => {
    const { db } = database;
    const [confirmed] = await insert("scope-confirmed");
    const [unconfirmed] = await insert("scope-unconfirmed");
    const [pendingOutside] = await insert("scope-pending-outside");
    await db.execute(
      sql`update transcript_requests set confirmed_at = now() where id = ${confirmed!.id}`,
    );
    await db
      .insert(notificationDeliveries)
      .values([
        { kind: "test_scoped", recordId: pendingOutside!.id, channel: "outbox", status: "pending" },
      ]);
    const scoped = kindOn("test_scoped", {
      table: transcriptRequests,
      scope: isNotNull(transcriptRequests.confirmedAt),
    });
    const found = await scoped.unfinished(db, 100);
    expect(found).toContain(confirmed!.id);
    expect(found).toContain(pendingOutside!.id);
    expect(found).not.toContain(unconfirmed!.id);

    // A kind that plans its deliveries with the record: only what is pending.
    const plannedOnly = kindOn("test_scoped", { table: transcriptRequests, scope: false });
    expect(await plannedOnly.unfinished(db, 100)).toEqual([pendingOutside!.id]);
  });

  it("stamps every message with its kind and record id", async () => {
    const { db } = database;
    const [lead] = await db
      .insert(leads)
      .values({ sessionId: "stamp", interest: "web-app", conversationTranscript: "User: hi" })
      .returning({ id: leads.id });
    expect(await chatLeadNotification.load(db, lead!.id, context)).toMatchObject({
      kind: "chat_lead",
      recordId: lead!.id,
      subject: "Service interest in chat: Web application",
    });
    expect(await chatLeadNotification.load(db, lead!.id + 1000, context)).toBeNull();
  });

  it("refuses a kind name that cannot be stored, and an age bound without a creation time", () => {
    expect(() => kindOn("Bad-Kind", { table: transcriptRequests })).toThrow(/lowercase/);
    expect(() =>
      kindOn("no_created_at", { table: workflowExecutions, plannedWithinDays: 1 }),
    ).toThrow(/createdAt/);
  });
});
