import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { businessInquiries } from "../../../db/schema";
import { testEngines } from "../../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../../tests/helpers/services";
import { createApp } from "../../app";
import { buildServices, startServices } from "../../container";
import { type Database, openDatabase, rowsOf } from "../db";
import { eventually } from "../jobs/testing";
import { notificationRetry } from "./";
import { FakeSmtp } from "./testing/fakes";

const team = { NOTIFY_EMAIL_TO: "team@relaywise.example" };

const lead = (n: number) => ({
  firstName: "Lead",
  lastName: `Number${n}`,
  email: `lead${n}@example.com`,
  service: "website",
  answers: { websiteType: "business" },
});

async function postLead(app: TestContext["app"], n: number, ip = `198.51.100.${n % 250}`) {
  const res = await app.request(
    "/api/inquiries",
    jsonRequest("POST", lead(n), { "x-test-ip": ip }),
  );
  return res;
}

async function notificationJobs(database: Database, key?: string): Promise<number> {
  const result = await database.db.execute(
    key
      ? sql`select count(*)::int as n from pgboss.job where name = 'team-notification' and singleton_key = ${key}`
      : sql`select count(*)::int as n from pgboss.job where name = 'team-notification'`,
  );
  return Number(rowsOf<{ n: number }>(result)[0].n);
}

/** The team's mails about lead n (the visitor's confirmation goes out over SMTP too). */
const mailsFor = (smtp: FakeSmtp, n: number) =>
  smtp.messages.filter(
    (m) =>
      m.raw.includes(".team-notification@") &&
      (m.raw.includes(`Lead Number${n} `) || m.raw.includes(`Number${n}\r`)),
  ).length;

describe.each(testEngines)("what the API accepted, the team hears of, on %s", (engine) => {
  const contexts: TestContext[] = [];
  afterEach(async () => {
    for (const ctx of contexts.splice(0)) await ctx.close();
  });

  it("writes the notification job in the lead's transaction, before any worker runs", async () => {
    const ctx = await createTestContext(engine, { RATE_LIMIT_INQUIRIES_PER_HOUR: "1000" });
    contexts.push(ctx);
    const res = await postLead(ctx.app, 1);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    // No worker has started: the job is there because the request's transaction wrote it.
    expect(await notificationJobs(ctx.services.database, `business_inquiry:${id}`)).toBe(1);
  });

  it("a crash right after the enqueue, before the commit, stores neither record nor job", async () => {
    const ctx = await createTestContext(engine, { RATE_LIMIT_INQUIRIES_PER_HOUR: "1000" });
    contexts.push(ctx);
    const real = ctx.services.notifications;
    ctx.services.notifications = {
      ...real,
      async notify(kind, recordId, options) {
        await real.notify(kind, recordId, options);
        throw new Error("process died between the enqueue and the commit");
      },
    };
    const jobsBefore = await notificationJobs(ctx.services.database);
    const res = await postLead(ctx.app, 2);
    expect(res.status).toBe(500);
    const stored = await ctx.services.database.db.select().from(businessInquiries);
    expect(stored).toEqual([]);
    expect(await notificationJobs(ctx.services.database)).toBe(jobsBefore);
  });

  it("retries at a fixed pace: a channel back after an outage delivers within 60 s", () => {
    // pg-boss 10 has no cap on exponential backoff: the policy itself must keep the gap short,
    // and span an hour's outage before the 15-minute sweep takes over.
    expect(notificationRetry.backoff).toBe(false);
    expect(notificationRetry.delaySeconds + 2).toBeLessThanOrEqual(60);
    expect(notificationRetry.limit * notificationRetry.delaySeconds).toBeGreaterThanOrEqual(3600);
  });

  it("sends every mail that waited through an SMTP outage within 60 s of its return", async () => {
    const smtp = new FakeSmtp();
    await smtp.listen();
    // Down from the start: the port is kept, nothing answers on it.
    await smtp.stop();
    // The production retry policy (no test override): only the poll interval is shortened.
    const ctx = await createTestContext(engine, {
      SMTP_URL: smtp.url,
      ...team,
      RATE_LIMIT_INQUIRIES_PER_HOUR: "1000",
    });
    contexts.push(ctx);
    await startServices(ctx.services);
    const ids: number[] = [];
    for (const n of [11, 12, 13]) {
      const res = await postLead(ctx.app, n);
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const db = ctx.services.database.db;
    const failedEmails = async () => {
      const result = await db.execute(
        sql`select count(*)::int as n from notification_deliveries
            where kind = 'business_inquiry' and channel = 'email'
              and status = 'pending' and attempts > 0`,
      );
      return Number(rowsOf<{ n: number }>(result)[0].n);
    };
    await eventually(async () => (await failedEmails()) === ids.length, {
      what: "a failed email attempt for every lead",
      timeoutMs: 20_000,
    });
    await new Promise((r) => setTimeout(r, 3_000));
    await smtp.listen();
    const back = performance.now();
    await eventually(
      async () => {
        const rows = await db.select().from(businessInquiries);
        return rows.length === ids.length && rows.every((r) => r.emailSent);
      },
      { what: "every waiting email", timeoutMs: 60_000, intervalMs: 250 },
    );
    const seconds = (performance.now() - back) / 1000;
    console.info(
      `[${engine}] SMTP back → all ${ids.length} waiting emails sent: ${seconds.toFixed(1)} s`,
    );
    expect(seconds).toBeLessThan(60);
    for (const n of [11, 12, 13]) expect(mailsFor(smtp, n)).toBe(1);
    await smtp.stop();
  }, 120_000);
});

describe.runIf(testEngines.includes("postgres"))("two servers on one PostgreSQL", () => {
  it("email each of 30 leads exactly once, whichever server took it", async () => {
    const smtp = new FakeSmtp();
    await smtp.listen();
    const env = { SMTP_URL: smtp.url, ...team, RATE_LIMIT_INQUIRIES_PER_HOUR: "1000" };
    const one = await createTestContext("postgres", env);
    // The second process: its own pool, job queue and workers on the same database.
    const database = await openDatabase({
      kind: "postgres",
      url: one.database.connectionString!,
      max: 4,
    });
    const services = buildServices(one.services.env, one.services.logger, database, {
      jobs: { pollIntervalSeconds: 0.5, stopTimeoutMs: 5_000 },
    });
    const two = { app: createApp(services), services };
    try {
      await startServices(one.services);
      await startServices(services);
      const ns = Array.from({ length: 30 }, (_, i) => 100 + i);
      const results = await Promise.all(
        ns.map((n, i) => postLead(i % 2 === 0 ? one.app : two.app, n)),
      );
      expect(results.map((r) => r.status)).toEqual(ns.map(() => 201));
      await eventually(
        async () => {
          const rows = await one.services.database.db.select().from(businessInquiries);
          return rows.length === ns.length && rows.every((r) => r.emailSent);
        },
        { what: "all 30 emails", timeoutMs: 60_000 },
      );
      // Give a duplicate the time it would need to show up.
      await new Promise((r) => setTimeout(r, 2_000));
      for (const n of ns) expect(mailsFor(smtp, n), `lead ${n}`).toBe(1);
    } finally {
      for (const close of [...services.onClose].reverse()) await close();
      await database.close();
      await one.close();
      await smtp.stop();
    }
  }, 120_000);
});
