import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  businessInquiries,
  inboxActivity,
  leads,
  notificationDeliveries,
  people,
  staffSessions,
} from "../../db/schema";
import type { InboxDetail, InboxPage, PeoplePage, PersonDetail } from "../../lib/admin";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { createApp } from "../app";
import { buildServices } from "../container";
import { openDatabase, rowsOf } from "../platform/db";
import { createLogger } from "../platform/logger";
import type { NotificationKind } from "../platform/notify/types";
import { addStaff } from "./staff";

const PASSWORD = "correct horse battery";
const LOGIN_TOKEN = "login-token-for-tests";

/** Every staff API call; none may answer anything but 401 without a session. */
const apiCalls: [string, string][] = [
  ["POST", "/api/admin/logout"],
  ["GET", "/api/admin/session"],
  ["GET", "/api/admin/items"],
  ["GET", "/api/admin/items/export.csv"],
  ["GET", "/api/admin/items/lead/1"],
  ["GET", "/api/admin/items/consultation/1/file"],
  ["POST", "/api/admin/items/lead/1/status"],
  ["POST", "/api/admin/items/lead/1/notes"],
  ["POST", "/api/admin/items/lead/1/deliveries/1/retry"],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/people"],
  ["GET", "/api/admin/people/1"],
  ["GET", "/api/admin/people/export.csv"],
  ["POST", "/api/admin/people/1/status"],
  ["POST", "/api/admin/people/1/notes"],
  ["GET", "/api/admin/calls"],
  ["GET", "/api/admin/no-such-thing"],
];
const pages = ["/admin", "/admin/", "/admin/dashboard", "/admin/items/lead/1", "/admin/x/y"];

describe.each(testEngines)("staff inbox API on %s", (engine) => {
  let ctx: TestContext;
  let notified: { kind: NotificationKind; id: number; inTx: boolean }[] = [];
  let ip = 0;

  async function login(
    app = ctx.app,
    input: { login?: string; password?: string; token?: string | null } = {},
  ) {
    const token = input.token === undefined ? LOGIN_TOKEN : input.token;
    return app.request(
      "/api/admin/login",
      jsonRequest(
        "POST",
        { login: input.login ?? "alice", password: input.password ?? PASSWORD },
        {
          cookie: `rw_staff_login=${LOGIN_TOKEN}`,
          "x-test-ip": `198.51.100.${++ip}`,
          ...(token ? { "x-csrf-token": token } : {}),
        },
      ),
    );
  }

  async function signIn(app = ctx.app) {
    // Each test signs in afresh; the per-account limit is under test on its own below.
    await ctx.services.database.db.execute(
      sql`delete from rate_limits where key like 'admin-login:account:alice%'`,
    );
    const res = await login(app);
    expect(res.status).toBe(200);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    return { cookie, csrfToken };
  }

  async function insertInquiry(values: Partial<typeof businessInquiries.$inferInsert> = {}) {
    const [row] = await ctx.services.database.db
      .insert(businessInquiries)
      .values({
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        company: "Navy",
        service: "website",
        message: "m",
        answers: { websiteType: "ecommerce", cms: true },
        ...values,
      })
      .returning();
    return row;
  }

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    ctx.services.notifications = {
      ...ctx.services.notifications,
      async notify(kind, id, options) {
        notified.push({ kind, id, inTx: Boolean(options?.tx) });
      },
    };
    await addStaff(ctx.services.database, {
      username: "alice",
      email: "alice@example.com",
      password: PASSWORD,
    });
  });
  beforeEach(() => {
    notified = [];
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers 401 on every API call and redirects every page without a session, noindex", async () => {
    for (const [method, path] of apiCalls) {
      const res = await ctx.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
    }
    // Nor does a method a path does not take tell a caller without a session that the path is
    // there: the same 401, and the 405 naming its methods only once signed in.
    const otherMethods = ["DELETE", "PUT", "PATCH", "POST", "GET"];
    for (const [method, path] of apiCalls) {
      for (const other of otherMethods.filter((m) => m !== method)) {
        const res = await ctx.app.request(path, { method: other });
        expect(res.status, `${other} ${path}`).toBe(401);
        expect(res.headers.get("allow"), `${other} ${path}`).toBeNull();
      }
    }
    // A cookie that is not a session is no better.
    const forged = await ctx.app.request("/api/admin/items", {
      headers: { cookie: "rw_staff=not-a-session" },
    });
    expect(forged.status).toBe(401);
    for (const path of pages) {
      const res = await ctx.app.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toBe("/admin/login");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const data = await ctx.app.request("/admin.data");
    expect(data.status).toBe(401);
    const sitemap = await (await ctx.app.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });
  it("answers a staff member a method a path does not take with a 405 naming the ones it does", async () => {
    const { cookie, csrfToken } = await signIn();
    const headers = { cookie, "x-csrf-token": csrfToken };
    for (const [method, path, allow] of [
      ["DELETE", "/api/admin/people/1", "GET, HEAD"],
      ["PUT", "/api/admin/session", "GET, HEAD"],
      ["GET", "/api/admin/logout", "POST"],
      ["DELETE", "/api/admin/items/lead/1/notes", "POST"],
    ]) {
      const res = await ctx.app.request(path, { method, headers });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
    }
  });

  it("refuses a sign-in without the CSRF token (403) and a wrong password (401)", async () => {
    expect((await login(ctx.app, { token: null })).status).toBe(403);
    expect((await login(ctx.app, { token: "other" })).status).toBe(403);
    const wrong = await login(ctx.app, { login: "nobody", password: "x" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe("That username or password is not right.");
  });

  it("refuses the 6th wrong password in a minute with a clear message", async () => {
    await addStaff(ctx.services.database, {
      username: "bob",
      email: "bob@example.com",
      password: PASSWORD,
    });
    for (let i = 1; i <= 5; i++) {
      const res = await login(ctx.app, { login: "bob", password: `wrong ${i}` });
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const sixth = await login(ctx.app, { login: "bob", password: "wrong 6" });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await sixth.json()).error).toMatch(/Too many sign-in attempts/);
    // Even the right password waits: the limit bounds guesses.
    expect((await login(ctx.app, { login: "bob" })).status).toBe(429);
    // Another account is not locked out by bob's attempts.
    expect((await login(ctx.app)).status).toBe(200);
  });

  it("counts sign-in attempts per account, whatever spelling of the login is typed", async () => {
    await addStaff(ctx.services.database, {
      username: "carol",
      email: "carol@example.com",
      password: PASSWORD,
    });
    // Alternating username and email, case and spaces: one account, one counter.
    const spellings = ["carol", "carol@example.com", "CAROL", " Carol@Example.com ", "cArOl"];
    for (const [i, spelling] of spellings.entries()) {
      const res = await login(ctx.app, { login: spelling, password: `wrong ${i}` });
      expect(res.status, `attempt ${i + 1} as ${spelling}`).toBe(401);
    }
    for (const spelling of ["carol@example.com", "carol", "CAROL@EXAMPLE.COM"]) {
      const res = await login(ctx.app, { login: spelling, password: PASSWORD });
      expect(res.status, spelling).toBe(429);
    }
    // An unknown login is counted under what was typed, with the same limit.
    for (let i = 1; i <= 5; i++) {
      const res = await login(ctx.app, { login: " Nobody-Here ", password: `wrong ${i}` });
      expect(res.status, `unknown attempt ${i}`).toBe(401);
    }
    expect((await login(ctx.app, { login: "nobody-here", password: "x" })).status).toBe(429);
    // Others are not locked out by these attempts.
    expect((await login(ctx.app)).status).toBe(200);
  });

  it("signs in with a DB session in an HttpOnly, SameSite=Lax cookie and signs out", async () => {
    const res = await login(ctx.app, { login: "ALICE@example.com" });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^rw_staff=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    // http://localhost: no Secure (it would not be sent back); https sites get it.
    expect(setCookie).not.toContain("Secure");
    const cookie = setCookie.split(";")[0];
    const { csrfToken } = await res.json();
    const session = await ctx.app.request("/api/admin/session", { headers: { cookie } });
    expect(session.status).toBe(200);
    expect((await session.json()).user.username).toBe("alice");
    // Signing out needs the CSRF token too.
    expect(
      (await ctx.app.request("/api/admin/logout", { method: "POST", headers: { cookie } })).status,
    ).toBe(403);
    const out = await ctx.app.request("/api/admin/logout", {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrfToken },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await ctx.app.request("/api/admin/items", { headers: { cookie } })).status).toBe(401);
  });

  it("ends a session after the idle time", async () => {
    const { cookie } = await signIn();
    expect((await ctx.app.request("/api/admin/items", { headers: { cookie } })).status).toBe(200);
    await ctx.services.database.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '121 minutes'` });
    expect((await ctx.app.request("/api/admin/items", { headers: { cookie } })).status).toBe(401);
  });

  it("accepts a session from another instance on the same database", async () => {
    const { cookie } = await signIn();
    const other =
      engine === "postgres"
        ? await openDatabase({ kind: "postgres", url: ctx.database.connectionString!, max: 2 })
        : ctx.database;
    const services = buildServices(ctx.services.env, createLogger("silent"), other, {
      jobs: { pollIntervalSeconds: 0.5 },
    });
    const app = createApp(services);
    try {
      const res = await app.request("/api/admin/session", { headers: { cookie } });
      expect(res.status).toBe(200);
      expect((await res.json()).user.username).toBe("alice");
    } finally {
      if (engine === "postgres") await other.close();
    }
  });

  async function sendLeadForm(email: string, sessionId?: string) {
    const { id } = await ctx.services.inquiries.create({
      firstName: "Grace",
      lastName: "Hopper",
      email,
      company: "Navy",
      service: "website",
      answers: { websiteType: "ecommerce", cms: true },
      sessionId,
      transcript: "",
    } as never);
    const [row] = await ctx.services.database.db
      .select({ personId: businessInquiries.personId })
      .from(businessInquiries)
      .where(eq(businessInquiries.id, id));
    return { inquiryId: id, personId: row!.personId! };
  }

  it("changes a person's status only with the CSRF token, along the transitions, recording the author", async () => {
    const { cookie, csrfToken } = await signIn();
    const { inquiryId, personId } = await sendLeadForm("grace@example.com");
    const url = `/api/admin/people/${personId}/status`;
    const noToken = await ctx.app.request(
      url,
      jsonRequest("POST", { status: "contacted" }, { cookie }),
    );
    expect(noToken.status).toBe(403);
    const skip = await ctx.app.request(
      url,
      jsonRequest("POST", { status: "won" }, { cookie, "x-csrf-token": csrfToken }),
    );
    expect(skip.status).toBe(400);
    expect((await skip.json()).fields).toHaveProperty("status");
    const ok = await ctx.app.request(
      url,
      jsonRequest("POST", { status: "contacted" }, { cookie, "x-csrf-token": csrfToken }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ from: "new", to: "contacted" });
    const [activity] = await ctx.services.database.db
      .select()
      .from(inboxActivity)
      .where(eq(inboxActivity.personId, personId));
    expect(activity).toMatchObject({ type: "status", fromStatus: "new", toStatus: "contacted" });
    expect(activity.userId).toBeGreaterThan(0);

    const detail = (await (
      await ctx.app.request(`/api/admin/people/${personId}`, { headers: { cookie } })
    ).json()) as PersonDetail;
    expect(detail.person.status).toBe("contacted");
    expect(detail.nextStatuses).toEqual(["qualified", "lost"]);
    const history = detail.timeline.find((e) => e.type === "activity");
    expect(history?.type === "activity" && history.entry).toMatchObject({
      author: "alice",
      toStatus: "contacted",
    });
    const form = detail.timeline.find((e) => e.type === "item" && e.kind === "inquiry");
    expect(form?.type === "item" && form.fields).toEqual(
      expect.arrayContaining([{ label: "Email", value: "grace@example.com", type: "email" }]),
    );

    // The item's own URL (links in older notification emails) moves the one status: the person's.
    const viaItem = await ctx.app.request(
      `/api/admin/items/inquiry/${inquiryId}/status`,
      jsonRequest("POST", { status: "qualified" }, { cookie, "x-csrf-token": csrfToken }),
    );
    expect(viaItem.status).toBe(200);
    const [person] = await ctx.services.database.db
      .select({ status: people.status })
      .from(people)
      .where(eq(people.id, personId));
    expect(person!.status).toBe("qualified");
  });

  it("answers an id that cannot be one with the API's one 400 saying what an id is, never a lookup or a 500", async () => {
    const { cookie, csrfToken } = await signIn();
    const inquiry = await insertInquiry();
    const headers = { cookie, "x-csrf-token": csrfToken };
    const bad = ["99999999999", "2147483648", "1e99", "-1", "0", "1.5", "abc", "12abc"];
    for (const id of [...bad, "9".repeat(400)]) {
      const calls: [string, string, string, unknown?][] = [
        ["item", "GET", `/api/admin/items/inquiry/${id}`],
        ["item", "GET", `/api/admin/items/consultation/${id}/file`],
        ["item", "POST", `/api/admin/items/inquiry/${id}/status`, { status: "contacted" }],
        ["item", "POST", `/api/admin/items/inquiry/${id}/notes`, { body: "A note" }],
        ["item", "POST", `/api/admin/items/inquiry/${id}/deliveries/1/retry`, {}],
        [
          "notification",
          "POST",
          `/api/admin/items/inquiry/${inquiry.id}/deliveries/${id}/retry`,
          {},
        ],
        ["person", "GET", `/api/admin/people/${id}`],
        ["person", "POST", `/api/admin/people/${id}/status`, { status: "contacted" }],
        ["person", "POST", `/api/admin/people/${id}/notes`, { body: "A note" }],
      ];
      for (const [what, method, path, body] of calls) {
        const res = await ctx.app.request(
          path,
          method === "GET" ? { headers } : jsonRequest(method, body, headers),
        );
        expect(res.status, `${method} ${path}`).toBe(400);
        expect((await res.json()).error, `${method} ${path}`).toMatch(
          new RegExp(
            `^That is not an? ${what} id: an? ${what} id is a whole number from 1 to 2,147,483,647, as in /api/admin/`,
          ),
        );
      }
    }
    // The inbox itself refuses such an id, whoever calls it.
    for (const id of [99_999_999_999, 2 ** 31, -1, 0, 1.5, Number.NaN]) {
      await expect(ctx.services.admin.inbox.detail("inquiry", id)).rejects.toMatchObject({
        code: "not_found",
      });
      await expect(
        ctx.services.admin.inbox.retryDelivery("inquiry", inquiry.id, id, 1),
      ).rejects.toMatchObject({ code: "not_found" });
      await expect(ctx.services.admin.fileOf("consultation", id)).rejects.toMatchObject({
        code: "not_found",
      });
    }
  });

  it("folds a chat lead without contact details into its conversation: listed apart, not counted as new, still worked", async () => {
    const { cookie, csrfToken } = await signIn();
    const countBefore = (
      await (await ctx.app.request("/api/admin/session", { headers: { cookie } })).json()
    ).newCount;
    const created = await ctx.app.request("/api/chat/session", { method: "POST" });
    const session = await created.json();
    // The visitor's browser sends back the chat session's cookie.
    const chatCookie = created.headers.get("set-cookie")!.split(";")[0]!;
    await ctx.app.request(
      "/api/chat/message",
      jsonRequest(
        "POST",
        { sessionId: session.sessionId, message: "I need a website for my shop" },
        { cookie: chatCookie },
      ),
    );
    const [lead] = await ctx.services.database.db
      .select()
      .from(leads)
      .where(eq(leads.sessionId, session.sessionId));
    expect(lead?.status).toBe("collecting");
    expect(lead?.personId).toBeGreaterThan(0);

    const listed = (await (
      await ctx.app.request("/api/admin/people?view=anonymous", { headers: { cookie } })
    ).json()) as PeoplePage;
    expect(listed.rows.map((r) => r.id)).toContain(lead!.personId);
    const main = (await (
      await ctx.app.request("/api/admin/people", { headers: { cookie } })
    ).json()) as PeoplePage;
    expect(main.rows.map((r) => r.id)).not.toContain(lead!.personId);
    const count = (
      await (await ctx.app.request("/api/admin/session", { headers: { cookie } })).json()
    ).newCount;
    expect(count).toBe(countBefore);

    const detail = (await (
      await ctx.app.request(`/api/admin/people/${lead!.personId}`, { headers: { cookie } })
    ).json()) as PersonDetail;
    const conversation = detail.timeline.find((e) => e.type === "conversation");
    expect(
      conversation?.type === "conversation" && conversation.messages.map((m) => m.text),
    ).toContain("I need a website for my shop");

    const headers = { cookie, "x-csrf-token": csrfToken };
    const moved = await ctx.app.request(
      `/api/admin/people/${lead!.personId}/status`,
      jsonRequest("POST", { status: "contacted" }, headers),
    );
    expect(moved.status).toBe(200);
    const empty = await ctx.app.request(
      `/api/admin/people/${lead!.personId}/notes`,
      jsonRequest("POST", { body: "  " }, headers),
    );
    expect(empty.status).toBe(400);
    const note = await ctx.app.request(
      `/api/admin/items/lead/${lead!.id}/notes`,
      jsonRequest("POST", { body: "Called, voicemail." }, headers),
    );
    expect(note.status).toBe(201);
    const again = (await (
      await ctx.app.request(`/api/admin/people/${lead!.personId}`, { headers: { cookie } })
    ).json()) as PersonDetail;
    const activity = again.timeline.flatMap((e) => (e.type === "activity" ? [e] : []));
    expect(activity.map((a) => a.entry.type)).toEqual(["status", "note"]);
    expect(activity[1]).toMatchObject({
      entry: { body: "Called, voicemail.", author: "alice" },
      item: { kind: "lead", id: lead!.id },
    });
    const missing = await ctx.app.request(`/api/admin/people/999999`, { headers: { cookie } });
    expect(missing.status).toBe(404);
    const badKind = await ctx.app.request(`/api/admin/items/nope/1`, { headers: { cookie } });
    expect(badKind.status).toBe(404);
  });

  it("shows delivery state per channel and retries a failed one in the same transaction", async () => {
    const { cookie, csrfToken } = await signIn();
    const inquiry = await insertInquiry({ email: "retry@example.com" });
    const [failed] = await ctx.services.database.db
      .insert(notificationDeliveries)
      .values([
        { kind: "business_inquiry", recordId: inquiry.id, channel: "outbox", status: "sent" },
        {
          kind: "business_inquiry",
          recordId: inquiry.id,
          channel: "webhook",
          status: "failed",
          attempts: 3,
          lastError: "refused",
        },
      ])
      .returning()
      .then((rows) => rows.filter((r) => r.status === "failed"));
    const detail = (await (
      await ctx.app.request(`/api/admin/items/inquiry/${inquiry.id}`, { headers: { cookie } })
    ).json()) as InboxDetail;
    expect(detail.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["outbox", "sent"],
      ["webhook", "failed"],
    ]);
    const url = `/api/admin/items/inquiry/${inquiry.id}/deliveries/${failed.id}/retry`;
    expect((await ctx.app.request(url, { method: "POST", headers: { cookie } })).status).toBe(403);
    const res = await ctx.app.request(url, {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrfToken },
    });
    expect(res.status).toBe(202);
    expect(notified).toEqual([{ kind: "business_inquiry", id: inquiry.id, inTx: true }]);
    const [row] = await ctx.services.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, failed.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    // Not failed any more: a second click is a conflict, not a second job.
    const twice = await ctx.app.request(url, {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrfToken },
    });
    expect(twice.status).toBe(409);
  });

  it("filters by kind and status, searches name, email and company, pages on the server", async () => {
    const { cookie } = await signIn();
    for (let i = 0; i < 30; i++) {
      await insertInquiry({
        firstName: `Paging${i}`,
        email: `p${i}@zeta.example`,
        company: `Zeta ${i}`,
      });
    }
    const get = async (query: string) =>
      (await (
        await ctx.app.request(`/api/admin/items?${query}`, { headers: { cookie } })
      ).json()) as InboxPage;
    const first = await get("q=zeta.example");
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].name).toBe("Paging29 Hopper");
    const second = await get("q=zeta.example&page=2");
    expect(second.rows).toHaveLength(5);
    expect((await get("q=ZETA 1")).total).toBe(11);
    expect((await get("q=Paging7")).total).toBe(1);
    expect((await get("q=zeta&kind=lead")).total).toBe(0);
    expect((await get("q=zeta&status=contacted")).total).toBe(0);
    // % is a character, not a wildcard.
    expect((await get("q=%25")).total).toBe(0);
    const bad = await ctx.app.request("/api/admin/items?kind=bogus", { headers: { cookie } });
    expect(bad.status).toBe(400);
  });

  it("queues a daily digest of people still new after 24 hours, once per day", async () => {
    const { personId } = await sendLeadForm("stale@example.com");
    await ctx.services.database.db
      .update(people)
      .set({ createdAt: sql`now() - interval '30 hours'`, name: "Stale Hopper" })
      .where(eq(people.id, personId));
    notified = [];
    const first = await ctx.services.admin.digest.run("2030-01-01");
    expect(first.items).toBeGreaterThanOrEqual(1);
    expect(notified).toEqual([{ kind: "inbox_digest", id: first.digestId, inTx: true }]);
    const again = await ctx.services.admin.digest.run("2030-01-01");
    expect(again.digestId).toBeNull();
    expect(notified).toHaveLength(1);
    const message = await (await import("./notifications")).digestNotification.load(
      ctx.services.database.db,
      first.digestId!,
      { brand: "Relaywise", publicUrl: "http://localhost:3000" },
    );
    expect(message?.text).toContain(`http://localhost:3000/admin/people/${personId}`);
    expect(message?.text).toContain("Stale Hopper");
  });

  it("counts page views per day and path with an upsert per flush", async () => {
    const counter = ctx.services.admin.pageViews;
    const ua = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120";
    counter.record("/pricing", ua);
    counter.record("/pricing", ua);
    counter.record("/pricing", "Googlebot/2.1");
    counter.record("/admin", ua);
    counter.record("/no-such-page", ua);
    await counter.flush();
    counter.record("/pricing", ua);
    await counter.flush();
    const result = await ctx.services.database.db.execute(
      sql`select path, count from page_views order by path`,
    );
    expect(rowsOf<unknown>(result)).toEqual([{ path: "/pricing", count: 3 }]);
  });

  it("serves dashboard figures from the stored records", async () => {
    const { cookie } = await signIn();
    const res = await ctx.app.request("/api/admin/stats", { headers: { cookie } });
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats.weeks).toHaveLength(12);
    const last = stats.weeks.at(-1);
    expect(last.pageViews).toBe(3);
    expect(last.chats).toBeGreaterThanOrEqual(1);
    expect(last.leads).toBeGreaterThanOrEqual(2);
    expect(stats.funnel.chats).toBeGreaterThanOrEqual(1);
    expect(stats.contactedTotal).toBeGreaterThanOrEqual(2);
    expect(stats.medianHoursToContact).toBeGreaterThanOrEqual(0);
    expect(stats.promiseHours).toBe(24);
  });
});
