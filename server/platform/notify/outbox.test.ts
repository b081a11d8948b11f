import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries } from "../../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { eventually } from "../jobs/testing";
import { claimDelivery, settleDelivery } from "./deliveries";
import type { HarnessOptions, HarnessService } from "./testing/harness";
import { decodeQuotedPrintable } from "./testing/fakes";
import {
  deliveryRows,
  inquiryRow,
  notificationHarness,
  outboxFiles,
  storeInquiry,
  tempDir,
} from "./testing/harness";

describe.each(testEngines)("team notifications to the local outbox on %s", (engine) => {
  let database: TestDatabase;
  const temp = tempDir();
  const services: HarnessService[] = [];
  const harness = (env: Record<string, string> = {}, options: HarnessOptions = {}) => {
    const h = notificationHarness(database, temp.dir, env, options);
    services.push(h.service);
    return h;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    for (const s of services.splice(0)) await s.stop();
  });
  afterAll(async () => {
    await database?.dispose();
    temp.remove();
  });

  it("writes a stored inquiry as a readable .eml and a .json, and logs where", async () => {
    // Its job queue's next poll is ten minutes away, twenty times the wait below: the files are
    // written because notify() wakes the worker.
    const { service, logs, env } = harness({}, { jobs: { pollIntervalSeconds: 600 } });
    await service.start();
    const id = await storeInquiry(database);
    await service.notify("business_inquiry", id);
    const files = await eventually(
      () => outboxFiles(env.OUTBOX_DIR, id).length === 2 && outboxFiles(env.OUTBOX_DIR, id),
      { what: "the outbox files" },
    );

    expect(files[0]).toMatch(/^\d{8}T\d{6}Z-business_inquiry-\d+\.eml$/);
    const eml = fs.readFileSync(path.join(env.OUTBOX_DIR, files[0]), "utf8");
    const [head, ...body] = eml.split(/\r?\n\r?\n/);
    expect(head).toMatch(/^From: Relaywise <no-reply@relaywise\.example>$/m);
    expect(head).toMatch(/^To: sales@relaywise\.example$/m);
    expect(head).toMatch(/^Subject: New lead: Website from Ada Lovelace$/m);
    expect(head).toMatch(/^Date: .+$/m);
    expect(head).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    const text = decodeQuotedPrintable(body.join("\n\n"));
    for (const expected of [
      "Name:      Ada Lovelace",
      "Email:     ada@example.com",
      "Company:   Analytical Engines",
      "Service:   Website",
      "Website type: E-commerce Store",
      "Integrations: CRM System, Payment Processing",
      "CMS: Yes",
      "User: I need a website",
      "AI: Happy to help! What kind of website?",
      "Looking for an online shop for our engines.",
    ]) {
      expect(text).toContain(expected);
    }

    const json = JSON.parse(fs.readFileSync(path.join(env.OUTBOX_DIR, files[1]), "utf8"));
    expect(json).toMatchObject({
      kind: "business_inquiry",
      recordId: id,
      subject: "New lead: Website from Ada Lovelace",
      name: "Ada Lovelace",
      email: "ada@example.com",
      service: "website",
      transcript: "User: I need a website\nAI: Happy to help! What kind of website?",
    });
    expect(json.answers).toContainEqual({ label: "Website type", value: "E-commerce Store" });
    // No temporary files left behind.
    expect(fs.readdirSync(env.OUTBOX_DIR).filter((f) => f.endsWith(".tmp"))).toEqual([]);

    const logged = logs.find((l) => l.msg === "notification written to outbox");
    expect(logged).toMatchObject({ path: path.join(env.OUTBOX_DIR, files[0]), recordId: id });
    const rows = await eventually(async () => {
      const r = await deliveryRows(database, id);
      return r.every((d) => d.status === "sent") && r;
    });
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([["outbox", "sent", 1]]);
    // No email channel configured: the record's email flag stays false.
    expect((await inquiryRow(database, id)).emailSent).toBe(false);
  });

  it("collapses repeated notify() calls for one record into one notification", async () => {
    const { service, logs, env } = harness();
    const id = await storeInquiry(database, { firstName: "Grace", lastName: "Hopper" });
    // Before start(): stored in the queue, sent once the workers run.
    await Promise.all([1, 2, 3].map(() => service.notify("business_inquiry", id)));
    await service.notify("business_inquiry", id);
    expect(outboxFiles(env.OUTBOX_DIR, id)).toEqual([]);
    await service.start();
    await eventually(() => outboxFiles(env.OUTBOX_DIR, id).length === 2);
    await service.notify("business_inquiry", id);
    await new Promise((r) => setTimeout(r, 1_000));
    const writes = logs.filter(
      (l) => l.msg === "notification written to outbox" && l.recordId === id,
    );
    expect(writes).toHaveLength(1);
    const queued = logs.filter((l) => l.msg === "notification queued" && l.recordId === id);
    expect(queued.map((l) => l.outcome)).toContain("pending");
  });

  it("sends, at start-up, inquiries stored without a notification (a crash after the commit)", async () => {
    const { env } = harness();
    const lost = await storeInquiry(database, { firstName: "Lost", lastName: "Lead" });
    // Stored before notifications existed (the migration marks these): not sent again.
    const old = await storeInquiry(database, { firstName: "Old", lastName: "Lead" });
    await database.db.insert(notificationDeliveries).values({
      kind: "business_inquiry",
      recordId: old,
      channel: "outbox",
      status: "skipped",
    });
    const { service, logs } = harness();
    await service.start();
    await eventually(() => outboxFiles(env.OUTBOX_DIR, lost).length === 2, {
      what: "the swept inquiry",
    });
    expect(logs.some((l) => l.msg === "unfinished notifications queued again")).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(outboxFiles(env.OUTBOX_DIR, old)).toEqual([]);
  });

  it("leaves a delivery another worker is sending alone, and finishes once it is sent", async () => {
    const { service, logs, env } = harness();
    const id = await storeInquiry(database, { firstName: "Busy" });
    const [row] = await database.db
      .insert(notificationDeliveries)
      .values({ kind: "business_inquiry", recordId: id, channel: "outbox" })
      .returning();
    // Claimed after the start: a claim found at start-up on the embedded database is taken back.
    await service.start();
    const claim = await claimDelivery(database.db, row.id, 30);
    expect(claim).not.toBeNull();
    expect(await claimDelivery(database.db, row.id, 30)).toBeNull();
    await service.notify("business_inquiry", id);
    await eventually(() =>
      logs.some(
        (l) =>
          l.msg === "job failed; it will be retried" && String(l.err).includes("another worker"),
      ),
    );
    await settleDelivery(
      database.db,
      row.id,
      { status: "sent", reference: "elsewhere" },
      claim?.token,
    );
    await eventually(async () => {
      const job = logs.filter((l) => l.msg === "job done");
      return job.length > 0;
    });
    expect(outboxFiles(env.OUTBOX_DIR, id)).toEqual([]);
  });

  it("names the missing variables of a half-configured channel", () => {
    const { logs } = harness({ SMTP_URL: "smtp://127.0.0.1:2525", TWILIO_ACCOUNT_SID: "AC1" });
    expect(logs.find((l) => String(l.msg).startsWith("email notifications are off"))).toMatchObject(
      {
        level: "warn",
        missing: ["NOTIFY_EMAIL_TO"],
      },
    );
    expect(logs.find((l) => String(l.msg).startsWith("SMS notifications are off"))).toMatchObject({
      missing: ["TWILIO_AUTH_TOKEN", "TWILIO_FROM", "NOTIFY_SMS_TO"],
    });
  });

  it("logs and skips a record that does not exist, and never throws from notify()", async () => {
    const { service, logs } = harness();
    await service.start();
    await service.notify("business_inquiry", 999_999);
    await eventually(() =>
      logs.some((l) => l.msg === "notified record does not exist; nothing to send"),
    );
    await service.stop();
    // After stop the queue is closed: notify() logs instead of failing the caller.
    await expect(service.notify("business_inquiry", 1)).resolves.toBeUndefined();
    expect(
      logs.some((l) => l.msg === "could not queue a notification; the sweep will retry it"),
    ).toBe(true);
  });
});
