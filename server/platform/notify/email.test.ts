import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { type Database, migrateDatabase, openDatabase } from "../db";
import { eventually } from "../jobs/testing";
import { decodeQuotedPrintable, FakeSmtp } from "./testing/fakes";
import {
  deliveryRows,
  inquiryRow,
  notificationHarness,
  outboxFiles,
  storeInquiry,
  tempDir,
} from "./testing/harness";
import type { HarnessService } from "./testing/harness";

function smtpEnv(smtp: FakeSmtp) {
  return { SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: "team@relaywise.example, owner@relaywise.example" };
}

/** Headers and decoded text of a raw message. */
function readMail(raw: string) {
  const unix = raw.replace(/\r\n/g, "\n");
  const split = unix.indexOf("\n\n");
  return { head: unix.slice(0, split), text: decodeQuotedPrintable(unix.slice(split)) };
}

describe.each(testEngines)("team notifications by email on %s", (engine) => {
  let database: TestDatabase;
  const temp = tempDir();
  const smtp = new FakeSmtp();
  const services: HarnessService[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await smtp.listen();
  });
  afterEach(async () => {
    for (const s of services.splice(0)) await s.stop();
  });
  afterAll(async () => {
    await smtp.stop();
    await database?.dispose();
    temp.remove();
  });

  it("emails the team every field, the answers and the transcript, and marks the record", async () => {
    const h = notificationHarness(database, temp.dir, smtpEnv(smtp));
    services.push(h.service);
    await h.service.start();
    const id = await storeInquiry(database);
    const [lead] = await database.db
      .insert(leads)
      .values({
        interest: "website",
        conversationTranscript: "User: I need a website",
        inquiryId: id,
        status: "new",
      })
      .returning();
    const before = smtp.messages.length;
    const started = performance.now();
    await h.service.notify("business_inquiry", id);
    await eventually(() => smtp.messages.length === before + 1, { what: "the email" });
    console.info(
      `[${engine}] notify() → email accepted by SMTP: ${(performance.now() - started).toFixed(0)} ms`,
    );

    const received = smtp.messages[before];
    expect(received.from).toBe("no-reply@relaywise.example");
    expect(received.to).toEqual(["team@relaywise.example", "owner@relaywise.example"]);
    const { head, text } = readMail(received.raw);
    expect(head).toMatch(/^Subject: New lead: Website from Ada Lovelace$/m);
    expect(head).toMatch(/^To: team@relaywise\.example, owner@relaywise\.example$/m);
    expect(head).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    expect(head).toMatch(
      new RegExp(`^Message-ID: <business_inquiry-${id}\\.team-notification@localhost>$`, "m"),
    );
    for (const expected of [
      "Name:      Ada Lovelace",
      "Email:     ada@example.com",
      "Company:   Analytical Engines",
      "Service:   Website",
      `Reference: inquiry #${id}`,
      "Website type: E-commerce Store",
      "Integrations: CRM System, Payment Processing",
      "CMS: Yes",
      "User: I need a website\nAI: Happy to help! What kind of website?",
      "Looking for an online shop for our engines.",
    ]) {
      expect(text).toContain(expected);
    }

    const row = await eventually(async () => {
      const r = await inquiryRow(database, id);
      return r.emailSent && r;
    });
    expect(row.smsNotified).toBe(false);
    // The lead's mark is written just after the inquiry's: waited for, not raced.
    const linkedLead = await eventually(async () => {
      const [l] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
      return l?.emailSent && l;
    });
    expect(linkedLead.emailSent).toBe(true);
    const deliveries = await deliveryRows(database, id);
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["outbox", "sent"],
      ["email", "sent"],
    ]);
    expect(deliveries[1].reference).toBe(`<business_inquiry-${id}.team-notification@localhost>`);
    // The outbox keeps its copy too.
    expect(outboxFiles(h.env.OUTBOX_DIR, id)).toHaveLength(2);
  });

  it("retries while the SMTP server is down and delivers once when it is back", async () => {
    const h = notificationHarness(database, temp.dir, smtpEnv(smtp));
    services.push(h.service);
    await h.service.start();
    await smtp.stop();
    const id = await storeInquiry(database, { firstName: "Grace", lastName: "Hopper" });
    await h.service.notify("business_inquiry", id);

    await eventually(
      () =>
        h.logs.filter(
          (l) => l.msg === "notification channel failed; it will be retried" && l.recordId === id,
        ).length >= 2,
      { what: "two failed attempts" },
    );
    // The outbox went out on the first attempt and is not written again by the retries.
    const outboxWrites = () =>
      h.logs.filter((l) => l.msg === "notification written to outbox" && l.recordId === id);
    expect(outboxWrites()).toHaveLength(1);
    const pending = (await deliveryRows(database, id)).find((d) => d.channel === "email");
    expect(pending?.status).toBe("pending");
    expect(pending?.lastError).toMatch(/ECONNREFUSED/);
    expect((await inquiryRow(database, id)).emailSent).toBe(false);

    const before = smtp.messages.length;
    await smtp.listen();
    await eventually(async () => (await inquiryRow(database, id)).emailSent, {
      what: "email_sent after the server came back",
    });
    await new Promise((r) => setTimeout(r, 1_500));
    const mine = smtp.messages.slice(before).filter((m) => m.raw.includes("Grace Hopper"));
    expect(mine).toHaveLength(1);
    expect(outboxWrites()).toHaveLength(1);
  });
  it("keeps trying after the retries run out: the sweep brings the notification back", async () => {
    const h = notificationHarness(database, temp.dir, smtpEnv(smtp), {
      jobs: { retry: { limit: 1, delaySeconds: 0, backoff: false } },
      sweepEverySeconds: 1,
    });
    services.push(h.service);
    await h.service.start();
    await smtp.stop();
    const id = await storeInquiry(database, { firstName: "Hedy", lastName: "Lamarr" });
    await h.service.notify("business_inquiry", id);
    await eventually(() => h.logs.some((l) => l.msg === "job failed after its last retry"), {
      what: "the retries to run out",
    });
    await smtp.listen();
    await eventually(async () => (await inquiryRow(database, id)).emailSent, {
      what: "the email after the sweep",
    });
    expect(h.logs.some((l) => l.msg === "unfinished notifications queued again")).toBe(true);
    expect(smtp.messages.filter((m) => m.raw.includes("Hedy Lamarr"))).toHaveLength(1);
  });
});

describe("a restart while SMTP is down loses nothing (file-backed PGlite)", () => {
  const temp = tempDir();
  const smtp = new FakeSmtp();
  afterAll(async () => {
    await smtp.stop();
    temp.remove();
  });

  it("delivers the email exactly once after the process comes back", async () => {
    const dataDir = path.join(temp.dir, "pglite");
    const open = async (): Promise<Database> => {
      const db = await openDatabase({ kind: "pglite", dataDir });
      await migrateDatabase(db);
      return db;
    };
    // Reserve a port, then take the server down: the first process sees connection refused.
    await smtp.listen();
    await smtp.stop();

    const first = await open();
    const one = notificationHarness(first, temp.dir, smtpEnv(smtp));
    await one.service.start();
    const id = await storeInquiry(first, { firstName: "Katherine", lastName: "Johnson" });
    await one.service.notify("business_inquiry", id);
    await eventually(
      () => one.logs.some((l) => l.msg === "notification channel failed; it will be retried"),
      { what: "a failed email attempt" },
    );
    await one.service.stop();
    await first.close();

    // A new process: same data directory, new service instance; SMTP is back.
    await smtp.listen();
    const second = await open();
    const two = notificationHarness(second, temp.dir, smtpEnv(smtp));
    try {
      await two.service.start();
      await eventually(async () => (await inquiryRow(second, id))?.emailSent, {
        what: "the email after the restart",
        timeoutMs: 15_000,
      });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(smtp.messages.filter((m) => m.raw.includes("Katherine Johnson"))).toHaveLength(1);
      expect(outboxFiles(two.env.OUTBOX_DIR, id)).toHaveLength(2);
      const rows = await deliveryRows(second, id);
      expect(rows.map((r) => [r.channel, r.status])).toEqual([
        ["outbox", "sent"],
        ["email", "sent"],
      ]);
      expect(rows[1].attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await two.service.stop();
      await second.close();
    }
  }, 60_000);
});

describe.runIf(testEngines.includes("postgres"))("a restart on PostgreSQL", () => {
  const temp = tempDir();
  const smtp = new FakeSmtp();
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await smtp.stop();
    await database?.dispose();
    temp.remove();
  });

  it("delivers the email exactly once from a new process", async () => {
    await smtp.listen();
    await smtp.stop();
    const one = notificationHarness(database, temp.dir, smtpEnv(smtp));
    await one.service.start();
    const id = await storeInquiry(database, { firstName: "Dorothy", lastName: "Vaughan" });
    await one.service.notify("business_inquiry", id);
    await eventually(() =>
      one.logs.some((l) => l.msg === "notification channel failed; it will be retried"),
    );
    await one.service.stop();

    await smtp.listen();
    // Another process: its own pool to the same database.
    const other = await openDatabase({ kind: "postgres", url: database.connectionString! });
    const two = notificationHarness(other, temp.dir, smtpEnv(smtp));
    try {
      await two.service.start();
      await eventually(async () => (await inquiryRow(other, id))?.emailSent, { timeoutMs: 15_000 });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(smtp.messages.filter((m) => m.raw.includes("Dorothy Vaughan"))).toHaveLength(1);
    } finally {
      await two.service.stop();
      await other.close();
    }
  }, 60_000);
});
