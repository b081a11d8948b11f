import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSessionResponse } from "../../lib/chat";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { createApp } from "../app";
import { buildServices } from "../container";
import { type Database, openDatabase, rowsOf } from "./db";
import { AppError } from "./errors";
import { waitText } from "../../content/request-errors";
import { createRateLimiter, hitRateLimit } from "./rate-limit";

const lead = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  service: "website",
  answers: { websiteType: "business" },
};

describe("the wait a visitor over a limit is told", () => {
  it("is rounded up to whole seconds, minutes or hours", () => {
    expect(waitText(0.2)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(34 * 60 - 5)).toBe("34 minutes");
    expect(waitText(3600)).toBe("1 hour");
    expect(waitText(3601)).toBe("2 hours");
  });
});

describe.each(testEngines)("rate limits on %s", (engine) => {
  let ctx: TestContext;
  let second: {
    app: ReturnType<typeof createApp>;
    database: Database;
    services: ReturnType<typeof buildServices>;
  };

  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      RATE_LIMIT_CHAT_PER_MINUTE: "3",
      RATE_LIMIT_INQUIRIES_PER_HOUR: "2",
    });
    // A second instance of the app with its own connection to the same database, as behind a
    // load balancer. PGlite is in-process only, so there the instances share the one client.
    const database =
      engine === "postgres"
        ? await openDatabase({ kind: "postgres", url: ctx.database.connectionString!, max: 2 })
        : ctx.database;
    const secondServices = buildServices(ctx.services.env, ctx.services.logger, database);
    await secondServices.jobs.install();
    second = { app: createApp(secondServices), database, services: secondServices };
  });
  afterAll(async () => {
    await second?.services.jobs.stop();
    if (second?.database !== ctx?.database) await second?.database.close();
    await ctx?.close();
  });

  const newSession = async (app: TestContext["app"], ip: string) => {
    const res = await app.request("/api/chat/session", {
      method: "POST",
      headers: { "x-test-ip": ip },
    });
    return res;
  };

  it("counts in fixed windows and starts a new window once the old one has passed", async () => {
    const rule = { key: "test:window", limit: 2, windowSeconds: 60 };
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await hitRateLimit(ctx.services.database, rule));
    expect(counts.map((c) => [c.count, c.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(counts[2].retryAfterSeconds).toBeGreaterThan(0);
    expect(counts[2].retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(counts[0].resetAt.getTime()).toBe(counts[2].resetAt.getTime());
    await ctx.services.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${rule.key}`,
    );
    const fresh = await hitRateLimit(ctx.services.database, rule);
    expect([fresh.count, fresh.allowed]).toEqual([1, true]);
    expect(fresh.resetAt.getTime()).toBeGreaterThan(counts[0].resetAt.getTime());
  });

  it("is atomic under concurrent hits", async () => {
    const rule = { key: "test:concurrent", limit: 100, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(ctx.services.database, rule)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("limits chat messages per IP across two app instances on the same database", async () => {
    const ip = "192.0.2.10";
    const created = await newSession(ctx.app, ip);
    const cookie = created.headers.get("set-cookie")!.split(";")[0]!;
    const { sessionId } = (await created.json()) as CreateSessionResponse;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? ctx.app : second.app;
      const res = await app.request(
        "/api/chat/message",
        jsonRequest("POST", { sessionId, message: `hello ${i}` }, { "x-test-ip": ip, cookie }),
      );
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get("retry-after");
        // The message says how long: the window's rest, from the same counter as Retry-After.
        expect(await res.json()).toEqual({
          error: `Too many messages. Please try again in ${waitText(Number(retryAfter))}.`,
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it("limits one session's messages whatever IP they come from", async () => {
    const created = await newSession(ctx.app, "192.0.2.20");
    const cookie = created.headers.get("set-cookie")!.split(";")[0]!;
    const { sessionId } = (await created.json()) as CreateSessionResponse;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.request(
        "/api/chat/message",
        jsonRequest(
          "POST",
          { sessionId, message: `hi ${i}` },
          { "x-test-ip": `192.0.2.${30 + i}`, cookie },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("limits new chat sessions per IP", async () => {
    const ip = "192.0.2.40";
    const limit = ctx.services.env.RATE_LIMIT_CHAT_SESSIONS_PER_HOUR;
    for (let i = 0; i < limit; i++) {
      const app = i % 2 === 0 ? ctx.app : second.app;
      expect((await newSession(app, ip)).status).toBe(201);
    }
    const limited = await newSession(second.app, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await newSession(ctx.app, "192.0.2.41")).status).toBe(201);
  });

  it("limits inquiries per IP per hour", async () => {
    const ip = "192.0.2.50";
    const post = (app: TestContext["app"]) =>
      app.request("/api/inquiries", jsonRequest("POST", lead, { "x-test-ip": ip }));
    expect((await post(ctx.app)).status).toBe(201);
    expect((await post(second.app)).status).toBe(201);
    const limited = await post(ctx.app);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many requests from your network\. Please try again in (\d+ minutes?|1 hour)\.$/,
    );
    const other = await ctx.app.request(
      "/api/inquiries",
      jsonRequest("POST", lead, { "x-test-ip": "192.0.2.51" }),
    );
    expect(other.status).toBe(201);
  });

  it("counts every named limit before answering, with the longest wait and its message", async () => {
    const limits = createRateLimiter(ctx.services.database, {
      ...ctx.services.env,
      RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE: 1,
      RATE_LIMIT_ADMIN_LOGIN_IP_PER_MINUTE: 1,
    });
    const subjects = { adminLoginAccount: "limiter-test", adminLoginIp: "192.0.2.60" };
    await limits.enforce(subjects);
    const refused = await limits.enforce(subjects).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.status).toBe(429);
    expect(error.message).toBe(
      `Too many sign-in attempts for this account or network. Please try again in ${waitText(Number(error.headers?.["Retry-After"]))}.`,
    );
    expect(Number(error.headers?.["Retry-After"])).toBeLessThanOrEqual(60);
    // Both counters took the refused attempt: each is now at 2.
    const [row] = rowsOf<{ count: number }>(
      await ctx.services.database.db.execute(
        sql`select min(count) as count from rate_limits where key in ('admin-login:account:limiter-test', 'admin-login:ip:192.0.2.60')`,
      ),
    );
    expect(Number(row!.count)).toBe(2);
  });

  it("checks a limit without counting: refused only once a hit now would be over it", async () => {
    const limits = createRateLimiter(ctx.services.database, {
      ...ctx.services.env,
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: 1,
    });
    const subjects = { consultation: "192.0.2.70" };
    for (let i = 0; i < 3; i++) await limits.check(subjects);
    await limits.enforce(subjects);
    const refused = await limits.check(subjects).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect(Number((refused as AppError).headers?.["Retry-After"])).toBeGreaterThan(3000);
    const [row] = rowsOf<{ count: number }>(
      await ctx.services.database.db.execute(
        sql`select count from rate_limits where key = 'consultation:ip:192.0.2.70'`,
      ),
    );
    expect(Number(row!.count)).toBe(1);
  });

  it("refuses silently on a limit the visitor is not told about", async () => {
    const limits = createRateLimiter(ctx.services.database, {
      ...ctx.services.env,
      RATE_LIMIT_TRANSCRIPT_REQUESTS_PER_HOUR: 1,
    });
    expect(await limits.allows({ transcriptSession: "s-1", transcriptIp: undefined })).toBe(true);
    expect(await limits.allows({ transcriptSession: "s-1" })).toBe(false);
    // An undefined subject is not counted at all.
    const [row] = rowsOf<{ n: number }>(
      await ctx.services.database.db.execute(
        sql`select count(*) as n from rate_limits where key like 'transcript:ip:%'`,
      ),
    );
    expect(Number(row!.n)).toBe(0);
  });
});
