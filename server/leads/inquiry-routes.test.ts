import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { businessInquiries, leads } from "../../db/schema";
import { chatGreeting } from "../../content/chat";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { chatBrowser } from "../chat/testing";
import type { NotificationKind } from "../platform/notify/types";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  service: "website",
  sessionId: null,
  answers: { websiteType: "ecommerce", cms: true, contactForms: false, seo: true },
  transcript: "User: I need a website\nAI: Happy to help",
  website_url: "",
};

const withoutKey = ({ idempotencyKey: _, ...rest }: Record<string, unknown>) => rest;

describe.each(testEngines)("inquiries API on %s", (engine) => {
  let ctx: TestContext;
  let notified: { kind: NotificationKind; id: number }[] = [];
  let failNotify = false;
  let ipCounter = 0;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(
      "/api/inquiries",
      // A fresh IP per request keeps these tests clear of the hourly limit.
      jsonRequest("POST", body, { "x-test-ip": `198.18.0.${++ipCounter}`, ...headers }),
    );
  const count = async () => {
    const [i] = await ctx.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(businessInquiries);
    const [l] = await ctx.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads);
    return { inquiries: Number(i.n), leads: Number(l.n) };
  };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    ctx.services.notifications = {
      ...ctx.services.notifications,
      async notify(kind, id) {
        if (failNotify) throw new Error("queue down");
        notified.push({ kind, id });
      },
    };
  });
  beforeEach(() => {
    notified = [];
    failNotify = false;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("stores the inquiry and its lead, notifies the team and answers 201 with the id", async () => {
    const res = await post({ ...valid, answers: { ...valid.answers, platform: "web" } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBeGreaterThan(0);
    const [inquiry] = await ctx.services.database.db
      .select()
      .from(businessInquiries)
      .where(eq(businessInquiries.id, id));
    expect(inquiry).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      service: "website",
      status: "new",
      // Every answer under its own name; answers of other services are dropped.
      answers: { websiteType: "ecommerce", cms: true, contactForms: false, seo: true },
    });
    expect(inquiry.message).toContain("Service: I need a website (website)");
    // The conversation is stored once, on the lead (below); the message does not repeat it.
    expect(inquiry.message).not.toContain("User: I need a website");
    expect(inquiry.message).toContain('"websiteType": "ecommerce"');
    const [lead] = await ctx.services.database.db
      .select()
      .from(leads)
      .where(eq(leads.inquiryId, id));
    expect(lead).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      interest: "website",
      status: "new",
      conversationTranscript: "User: I need a website\nAI: Happy to help",
    });
    expect(notified).toEqual([
      { kind: "business_inquiry", id },
      { kind: "business_inquiry_confirmation", id },
    ]);
  });

  it("a request sent again under its idempotency key stores one inquiry and answers the first", async () => {
    const before = await count();
    const body = {
      ...valid,
      email: "retry@example.com",
      idempotencyKey: "lead-attempt-0001-abcdef",
    };
    const first = await post(body);
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { id: number; sessionId: string; bookingToken: string };
    // The answer was lost: the dialog sends the same request, with the same key, again.
    const again = await post(body);
    expect(again.status).toBe(200);
    // The same inquiry and conversation; the booking token is made afresh (it carries its time).
    expect(await again.json()).toMatchObject({ id: answer.id, sessionId: answer.sessionId });
    // The conversation's cookie comes again too: the first answer carried it.
    expect(again.headers.get("set-cookie")).toContain(answer.sessionId);
    expect(await count()).toEqual({
      inquiries: before.inquiries + 1,
      leads: before.leads + 1,
    });
    expect(notified.filter((n) => n.id === answer.id)).toHaveLength(2);
    // Two at once are one as well.
    const both = { ...body, idempotencyKey: "lead-attempt-0002-abcdef" };
    const [a, b] = await Promise.all([post(both), post(both)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await count()).toEqual({
      inquiries: before.inquiries + 2,
      leads: before.leads + 2,
    });
    // A new attempt (another key, or none) is a new inquiry.
    expect((await post({ ...body, idempotencyKey: "lead-attempt-0003-abcdef" })).status).toBe(201);
    expect((await post(withoutKey(body))).status).toBe(201);
    expect((await count()).inquiries).toBe(before.inquiries + 4);
  });

  it("refuses an idempotency key that is not one, naming the field", async () => {
    const res = await post({ ...valid, idempotencyKey: "short" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("idempotencyKey");
  });

  it("takes the transcript from the stored chat session when there is one", async () => {
    const browser = chatBrowser((path, init) => ctx.app.request(path, init));
    const session = await browser.newSession();
    await browser.request(
      "/api/chat/message",
      session.sessionId,
      jsonRequest("POST", { sessionId: session.sessionId, message: "Tell me about file storage" }),
    );
    const res = await post(
      {
        ...valid,
        service: "file-management",
        sessionId: session.sessionId,
        transcript: "User: something the browser made up",
        answers: { requirements: "Client portal with uploads" },
      },
      { cookie: browser.cookieFor(session.sessionId) },
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [lead] = await ctx.services.database.db
      .select()
      .from(leads)
      .where(eq(leads.inquiryId, id));
    expect(lead.sessionId).toBe(session.sessionId);
    expect(lead.conversationTranscript).toMatch(
      new RegExp(
        `^AI: ${chatGreeting.replace(/[!?.]/g, "\\$&")}\nUser: Tell me about file storage\nAI: `,
      ),
    );
    expect(lead.additionalInfo).toEqual({ requirements: "Client portal with uploads" });
  });

  it("links a chat session only with its cookie: the id alone neither reads nor completes its lead", async () => {
    const browser = chatBrowser((path, init) => ctx.app.request(path, init));
    const session = await browser.newSession();
    await browser.request(
      "/api/chat/message",
      session.sessionId,
      jsonRequest("POST", {
        sessionId: session.sessionId,
        message: "I need a website for our secret merger plans",
      }),
    );
    const [captured] = await ctx.services.database.db
      .select()
      .from(leads)
      .where(eq(leads.sessionId, session.sessionId));
    expect(captured?.status).toBe("collecting");
    const res = await post({
      ...valid,
      service: "other",
      sessionId: session.sessionId,
      transcript: "User: the stranger's own words",
    });
    expect(res.status).toBe(201);
    const { id, sessionId } = await res.json();
    // The request gets a conversation of its own (for its acknowledgement), not the named one.
    expect(sessionId).not.toBe(session.sessionId);
    const [lead] = await ctx.services.database.db
      .select()
      .from(leads)
      .where(eq(leads.inquiryId, id));
    expect(lead.sessionId).toBe(sessionId);
    expect(lead.conversationTranscript).toBe("User: the stranger's own words");
    expect(lead.conversationTranscript).not.toContain("merger");
    const [inquiry] = await ctx.services.database.db
      .select()
      .from(businessInquiries)
      .where(eq(businessInquiries.id, id));
    expect(inquiry.sessionId).toBe(sessionId);
    // The visitor's own lead and conversation are untouched.
    const named = await ctx.services.chat.listMessages(session.sessionId);
    expect(named.some((m) => m.metadata?.card === "booking")).toBe(false);
    const [still] = await ctx.services.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, captured!.id));
    expect(still).toMatchObject({ status: "collecting", name: null, email: null, inquiryId: null });
  });

  it("accepts a request without optional parts", async () => {
    const res = await post({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      service: "other",
    });
    expect(res.status).toBe(201);
    const { id, sessionId } = await res.json();
    const [inquiry] = await ctx.services.database.db
      .select()
      .from(businessInquiries)
      .where(eq(businessInquiries.id, id));
    expect(inquiry.company).toBeNull();
    // Sent without a conversation: it gets one, and this browser its cookie.
    expect(inquiry.sessionId).toBe(sessionId);
    expect(res.headers.get("set-cookie")).toContain(`rw_chat=${sessionId}.`);
    expect(inquiry.message).not.toContain("transcript");
  });

  it("rejects missing and invalid fields naming each one, storing nothing", async () => {
    const before = await count();
    const res = await post({ firstName: " ", email: "not-an-email", service: "spaceship" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields).sort()).toEqual(["email", "firstName", "lastName", "service"]);
    expect(body.fields.email).toBe("Please enter a valid email address");
    expect(body.error).toMatch(/firstName/);
    const malformed = await post("{oops");
    expect(malformed.status).toBe(400);
    const badAnswer = await post({ ...valid, answers: { websiteType: "castle" } });
    expect(badAnswer.status).toBe(400);
    expect((await badAnswer.json()).fields).toHaveProperty(["answers.websiteType"]);
    expect(await count()).toEqual(before);
    expect(notified).toEqual([]);
  });

  it("rejects a filled honeypot without storing anything, and logs it", async () => {
    const before = await count();
    const res = await post({ ...valid, website_url: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Submission rejected" });
    expect(await count()).toEqual(before);
    expect(notified).toEqual([]);
    expect(ctx.logs.some((l) => l.msg === "inquiry rejected: honeypot filled")).toBe(true);
  });

  it("stores nothing when the second insert fails (one transaction)", async () => {
    const before = await count();
    await ctx.services.database.db.execute(
      sql`alter table leads add constraint test_reject_email check (email <> 'fail@example.com')`,
    );
    try {
      const res = await post({ ...valid, email: "fail@example.com" });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    } finally {
      await ctx.services.database.db.execute(
        sql`alter table leads drop constraint test_reject_email`,
      );
    }
    expect(await count()).toEqual(before);
    expect(notified).toEqual([]);
  });

  it("stores nothing when the notification job cannot be written with the record", async () => {
    // The record and its job commit together (ADR 0010: one queue, written in the transaction):
    // a visitor is never told 'Thank You!' for a lead the team will not hear of.
    const before = await count();
    failNotify = true;
    const res = await post(valid);
    expect(res.status).toBe(500);
    expect((await res.json()).error).toMatch(/try again/i);
    expect(await count()).toEqual(before);
    expect(notified).toEqual([]);
  });
});
