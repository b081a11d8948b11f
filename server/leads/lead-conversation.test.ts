import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingTexts } from "../../content/booking";
import { businessInquiries, callBookings, chatMessages } from "../../db/schema";
import type { SlotsResponse } from "../../lib/booking";
import type { ChatMessageDto, SendMessageResponse } from "../../lib/chat";
import type { LeadResponse } from "../../lib/lead";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { chatBrowser } from "../chat/testing";

const lead = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  service: "website",
  answers: { websiteType: "ecommerce" },
};

/** The conversation carries the lead: acknowledgement, booking card, booking by cookie. */
describe.each(testEngines)("the conversation carries the lead (%s)", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  let failNotify = false;
  const nextIp = () => `198.51.100.${++ip % 250}`;
  const browser = () =>
    chatBrowser((path, init) => ctx.app.request(path, init), { "x-test-ip": nextIp() });

  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      RATE_LIMIT_BOOKINGS_PER_HOUR: "1000",
      RATE_LIMIT_INQUIRIES_PER_HOUR: "1000",
    });
    const real = ctx.services.notifications;
    ctx.services.notifications = {
      ...real,
      async notify(kind, id, options) {
        if (failNotify) throw new Error("queue down");
        return real.notify(kind, id, options);
      },
    };
  });
  afterAll(async () => ctx?.close());

  const slots = async () =>
    ((await (await ctx.app.request("/api/bookings/slots")).json()) as SlotsResponse).slots;

  /** A chat session, and the lead dialog's request sent from it with its cookie. */
  async function sentFromChat() {
    const b = browser();
    const session = await b.newSession();
    const res = await b.request(
      "/api/inquiries",
      session.sessionId,
      jsonRequest("POST", { ...lead, sessionId: session.sessionId }),
    );
    expect(res.status).toBe(201);
    return { b, sessionId: session.sessionId, inquiry: (await res.json()) as LeadResponse };
  }

  const messages = async (b: ReturnType<typeof browser>, sessionId: string) =>
    (await (
      await b.request(`/api/chat/${sessionId}/messages`, sessionId)
    ).json()) as ChatMessageDto[];

  const say = async (b: ReturnType<typeof browser>, sessionId: string, message: string) => {
    const res = await b.request(
      "/api/chat/message",
      sessionId,
      jsonRequest("POST", { sessionId, message }),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as SendMessageResponse;
  };

  it("the stored request writes its acknowledgement and booking card into the conversation, in the same transaction", async () => {
    const { b, sessionId, inquiry } = await sentFromChat();
    expect(inquiry.sessionId).toBe(sessionId);
    const card = (await messages(b, sessionId)).at(-1)!;
    expect(card.isUser).toBe(false);
    expect(card.metadata).toEqual({
      serviceInquiryDetected: false,
      card: "booking",
      inquiryId: inquiry.id,
    });
    expect(card.message).toContain("**Website**");
    expect(card.message).toContain("ada@example.com");
    expect(card.message).toContain("24 hours");

    // The team's job cannot be written: neither the request nor its acknowledgement stays.
    const other = browser();
    const session = await other.newSession();
    failNotify = true;
    try {
      const res = await other.request(
        "/api/inquiries",
        session.sessionId,
        jsonRequest("POST", { ...lead, sessionId: session.sessionId }),
      );
      expect(res.status).toBe(500);
    } finally {
      failNotify = false;
    }
    const rows = await ctx.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, session.sessionId));
    expect(rows).toHaveLength(1); // the greeting only
    expect(
      await ctx.services.database.db
        .select()
        .from(businessInquiries)
        .where(eq(businessInquiries.sessionId, session.sessionId)),
    ).toHaveLength(0);
  });

  it("a request sent without a conversation gets one: its cookie is set and it holds the card", async () => {
    const res = await ctx.app.request(
      "/api/inquiries",
      jsonRequest("POST", lead, { "x-test-ip": nextIp() }),
    );
    expect(res.status).toBe(201);
    const { id, sessionId } = (await res.json()) as LeadResponse;
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    const list = (await (
      await ctx.app.request(`/api/chat/${sessionId}/messages`, { headers: { cookie } })
    ).json()) as ChatMessageDto[];
    expect(list.at(-1)!.metadata).toMatchObject({ card: "booking", inquiryId: id });
  });

  it("the browser that owns the conversation books without a token, once, and needs a phone number", async () => {
    const { b, sessionId, inquiry } = await sentFromChat();
    const free = await slots();
    const body = { inquiryId: inquiry.id, start: free[0], timeZone: "Europe/Berlin" };

    // No phone, a blank one, letters: 400 naming phone, nothing stored.
    for (const phone of [undefined, "  ", "call me maybe", "12"]) {
      const res = await b.request(
        "/api/bookings",
        sessionId,
        jsonRequest("POST", phone === undefined ? body : { ...body, phone }),
      );
      expect(res.status, String(phone)).toBe(400);
      const json = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(json.fields)).toEqual(["phone"]);
      expect([bookingTexts.phoneRequired, bookingTexts.phoneInvalid]).toContain(json.fields.phone);
    }

    // Another browser (no cookie, or its own conversation's): refused.
    const stranger = browser();
    const theirs = await stranger.newSession();
    for (const cookie of ["", stranger.cookieFor(theirs.sessionId)]) {
      const res = await ctx.app.request(
        "/api/bookings",
        jsonRequest(
          "POST",
          { ...body, phone: "+1 919 555 0100" },
          { cookie, "x-test-ip": nextIp() },
        ),
      );
      expect(res.status).toBe(403);
      expect((await res.json()).fields).toEqual({ token: bookingTexts.bookingExpired });
    }

    const res = await b.request(
      "/api/bookings",
      sessionId,
      jsonRequest("POST", { ...body, phone: " +1 (919) 555-0100 " }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      start: free[0],
      phone: "+1 (919) 555-0100",
      timeZone: "Europe/Berlin",
    });
    const [row] = await ctx.services.database.db
      .select()
      .from(callBookings)
      .where(eq(callBookings.inquiryId, inquiry.id));
    expect(row!.phone).toBe("+1 (919) 555-0100");

    // Once per request.
    const again = await b.request(
      "/api/bookings",
      sessionId,
      jsonRequest("POST", { ...body, start: free[1], phone: "+1 919 555 0100" }),
    );
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(bookingTexts.alreadyBooked);

    // The card, restored, shows the booked call.
    const card = (await messages(b, sessionId)).find((m) => m.metadata?.card === "booking")!;
    expect(card.metadata?.booking).toMatchObject({ start: free[0], phone: "+1 (919) 555-0100" });
  });

  it("the assistant knows: no form again, 'book a call' brings the card back, then the booked call", async () => {
    const { b, sessionId, inquiry } = await sentFromChat();
    const project = await say(b, sessionId, "I need a website");
    expect(project.metadata?.serviceInquiryDetected).toBe(false);
    const call = await say(b, sessionId, "book a call");
    expect(call.metadata).toMatchObject({
      serviceInquiryDetected: false,
      card: "booking",
      inquiryId: inquiry.id,
    });
    expect(call.metadata?.booking).toBeUndefined();

    const start = (await slots())[2]!;
    const booked = await b.request(
      "/api/bookings",
      sessionId,
      jsonRequest("POST", {
        inquiryId: inquiry.id,
        start,
        timeZone: "UTC",
        phone: "+44 20 7946 0018",
      }),
    );
    expect(booked.status).toBe(201);
    const after = await say(b, sessionId, "Can I schedule a call?");
    expect(after.metadata).toMatchObject({ card: "booking", inquiryId: inquiry.id });
    expect(after.metadata?.booking).toMatchObject({ start, phone: "+44 20 7946 0018" });
    expect(after.message).toContain("already booked");
  });

  it("a dismissed card stays dismissed, and only its conversation's browser can dismiss it", async () => {
    const { b, sessionId } = await sentFromChat();
    const card = (await messages(b, sessionId)).at(-1)!;
    const path = `/api/chat/${sessionId}/cards/${card.id}/dismiss`;
    const stranger = await ctx.app.request(path, { method: "POST" });
    expect(stranger.status).toBe(404);
    const res = await b.request(path, sessionId, { method: "POST" });
    expect(res.status).toBe(204);
    const restored = (await messages(b, sessionId)).find((m) => m.id === card.id)!;
    expect(restored.metadata?.dismissed).toBe(true);
    // The greeting is no card.
    const greeting = (await messages(b, sessionId))[0]!;
    const notCard = await b.request(
      `/api/chat/${sessionId}/cards/${greeting.id}/dismiss`,
      sessionId,
      {
        method: "POST",
      },
    );
    expect(notCard.status).toBe(404);
    // What cannot be an id is said as on every other route, not looked up.
    for (const id of ["abc", "0", "-1", "1.5", "12abc", "2147483648", "99999999999"]) {
      const bad = await b.request(`/api/chat/${sessionId}/cards/${id}/dismiss`, sessionId, {
        method: "POST",
      });
      expect(bad.status, id).toBe(400);
      expect(((await bad.json()) as { error: string }).error, id).toMatch(
        /^That is not a message id: a message id is a whole number from 1 to 2,147,483,647, as in /,
      );
    }
  });
});
