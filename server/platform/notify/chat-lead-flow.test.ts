import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, notificationDeliveries } from "../../../db/schema";
import { createSseParser, type SendMessageResponse } from "../../../lib/chat";
import { testEngines } from "../../../tests/helpers/db";
import { startServices } from "../../container";
import { createTestContext, jsonRequest, type TestContext } from "../../../tests/helpers/services";
import { eventually } from "../jobs/testing";
import { chatLeadNotification } from "../../leads/notifications";
import { chatBrowser } from "../../chat/testing";
import { decodeQuotedPrintable } from "./testing/fakes";
import { deliveryRows, outboxFiles } from "./testing/harness";

/** Interest detected in the chat reaches the team before (and without) the lead form. */
describe.each(testEngines)("a lead detected in the chat on %s", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  // The visitor's browser keeps each session's cookie, as the chat dialog's fetch does.
  let browser: ReturnType<typeof chatBrowser>;
  const newSession = async () =>
    (await browser.newSession({ "x-test-ip": `198.18.9.${++ip}` })).sessionId;
  const send = async (sessionId: string, message: string, stream = false) => {
    const res = await browser.request(
      "/api/chat/message",
      sessionId,
      jsonRequest(
        "POST",
        { sessionId, message },
        { "x-test-ip": `198.18.10.${++ip}`, ...(stream ? { accept: "text/event-stream" } : {}) },
      ),
    );
    expect(res.status).toBe(200);
    if (!stream) return (await res.json()) as SendMessageResponse;
    const parser = createSseParser();
    const frames = [...parser.push(await res.text()), ...parser.flush()];
    const done = frames.at(-1)!;
    expect(done.event).toBe("done");
    return JSON.parse(done.data) as SendMessageResponse;
  };
  const leadsOf = (sessionId: string) =>
    ctx.services.database.db
      .select()
      .from(leads)
      .where(eq(leads.sessionId, sessionId))
      .orderBy(leads.id);
  const chatLeadRows = async () =>
    ctx.services.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.kind, "chat_lead"));
  const outbox = () => ctx.services.env.OUTBOX_DIR;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
    browser = chatBrowser((path, init) => ctx.app.request(path, init));
    await startServices(ctx.services);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  for (const stream of [false, true]) {
    it(`captures one lead and notifies once, then the form completes it (${stream ? "SSE" : "JSON"})`, async () => {
      const sessionId = await newSession();
      const reply = await send(sessionId, "I need a website", stream);
      expect(reply.metadata).toEqual({ serviceInquiryDetected: true, suggestedService: "website" });

      const [lead, ...others] = await leadsOf(sessionId);
      expect(others).toEqual([]);
      expect(lead).toMatchObject({
        status: "collecting",
        interest: "website",
        inquiryId: null,
        name: null,
        email: null,
      });
      expect(lead.conversationTranscript).toMatch(/^AI: .+\nUser: I need a website\nAI: /);
      expect(lead.conversationTranscript.endsWith(`AI: ${reply.message}`)).toBe(true);

      const files = await eventually(
        () =>
          outboxFiles(outbox(), lead.id, "chat_lead").length === 2 &&
          outboxFiles(outbox(), lead.id, "chat_lead"),
        { what: "the chat lead's outbox files" },
      );
      const eml = decodeQuotedPrintable(
        fs.readFileSync(path.join(outbox(), files[0]), "utf8").replace(/\r\n/g, "\n"),
      );
      expect(eml).toMatch(/^Subject: Service interest in chat: Website$/m);
      expect(eml).toContain(`Session:   ${sessionId}`);
      expect(eml).toContain("User: I need a website");
      expect(eml).toContain("has not left contact details yet");
      await eventually(async () => {
        const rows = await deliveryRows(ctx.services.database, lead.id, "chat_lead");
        return rows.length > 0 && rows.every((r) => r.status === "sent");
      });

      // A second detection updates the same lead and tells nobody again.
      await send(sessionId, "Actually I need a website with a shop", stream);
      const again = await leadsOf(sessionId);
      expect(again).toHaveLength(1);
      expect(again[0].conversationTranscript).toContain(
        "User: Actually I need a website with a shop",
      );
      const rows = (await chatLeadRows()).filter((r) => r.recordId === lead.id);
      expect(rows.map((r) => r.channel)).toEqual(["outbox"]);
      expect(
        ctx.logs.filter(
          (l) =>
            l.msg === "notification queued" && l.kind === "chat_lead" && l.recordId === lead.id,
        ),
      ).toHaveLength(1);

      // The form links the same lead instead of adding one, and goes out as a business inquiry.
      const res = await browser.request(
        "/api/inquiries",
        sessionId,
        jsonRequest(
          "POST",
          {
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@example.com",
            company: "Analytical Engines",
            service: "website",
            sessionId,
            answers: { websiteType: "ecommerce" },
          },
          { "x-test-ip": `198.18.11.${++ip}` },
        ),
      );
      expect(res.status).toBe(201);
      const { id, leadId } = (await res.json()) as { id: number; leadId?: number };
      if (leadId !== undefined) expect(leadId).toBe(lead.id);
      const completed = await leadsOf(sessionId);
      expect(completed).toHaveLength(1);
      expect(completed[0]).toMatchObject({
        id: lead.id,
        inquiryId: id,
        status: "new",
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
      });
      expect(completed[0].conversationTranscript).toContain("with a shop");
      await eventually(() => outboxFiles(outbox(), id).length === 2, {
        what: "the inquiry's outbox files",
      });
      expect(await chatLeadNotification.unfinished(ctx.services.database.db, 500)).toEqual([]);
    });
  }

  it("captures no lead for an information question", async () => {
    const sessionId = await newSession();
    const reply = await send(sessionId, "What are your office hours?");
    expect(reply.metadata?.serviceInquiryDetected).toBe(false);
    const streamed = await send(sessionId, "Where are you based?", true);
    expect(streamed.metadata?.serviceInquiryDetected).toBe(false);
    expect(await leadsOf(sessionId)).toEqual([]);
  });

  it("sweeps only chat-detected leads that were never notified, never the form's", async () => {
    const { db } = ctx.services.database;
    const [chat] = await db
      .insert(leads)
      .values({ sessionId: "swept", interest: "web-app", conversationTranscript: "User: app" })
      .returning({ id: leads.id });
    const [stale] = await db
      .insert(leads)
      .values({
        sessionId: "stale",
        interest: "website",
        conversationTranscript: "User: site",
        createdAt: sql`now() - interval '8 days'`,
      })
      .returning({ id: leads.id });
    const formRes = await ctx.app.request(
      "/api/inquiries",
      jsonRequest(
        "POST",
        { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", service: "other" },
        { "x-test-ip": `198.18.12.${++ip}` },
      ),
    );
    expect(formRes.status).toBe(201);
    const { id: inquiryId } = (await formRes.json()) as { id: number };
    const [formLead] = await db.select().from(leads).where(eq(leads.inquiryId, inquiryId));
    const unfinished = await chatLeadNotification.unfinished(db, 500);
    expect(unfinished).toContain(chat.id);
    expect(unfinished).not.toContain(stale.id);
    expect(unfinished).not.toContain(formLead.id);
  });
});
