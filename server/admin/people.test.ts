import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatMessages,
  chatSessions,
  inboxActivity,
  leads,
  payments,
  people,
} from "../../db/schema";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { runTransaction } from "../platform/db/transaction";
import { captureChatLead } from "../leads/capture";
import { attachPerson } from "../people/attach";

describe.each(testEngines)("the people-first inbox on %s", (engine) => {
  let ctx: TestContext;
  let staffId: number;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const { addStaff } = await import("./staff");
    const { user } = await addStaff(ctx.services.database, {
      username: "pat",
      email: "pat@example.com",
      password: "correct horse battery",
    });
    staffId = user.id;
  });
  afterAll(() => ctx.close());

  const db = () => ctx.services.database.db;
  const inbox = () => ctx.services.admin.people;

  async function chatWithInterest(text: string) {
    const { sessionId } = await ctx.services.chat.createSession();
    await db().insert(chatMessages).values({ sessionId, message: text, isUser: true });
    await runTransaction(ctx.services.database, (tx) => captureChatLead(tx, sessionId, "website"));
    return sessionId;
  }

  function sendLeadForm(sessionId: string | undefined, email: string) {
    return ctx.services.inquiries.create({
      firstName: "Ana",
      lastName: "Lima",
      email,
      service: "website",
      answers: {},
      sessionId,
      transcript: "",
    } as never);
  }

  it("folds a conversation without contact details out of the people list until the visitor leaves an email, then it is one person", async () => {
    const sessionId = await chatWithInterest("I need a website for my bakery");
    const anonymous = await inbox().list({ view: "anonymous", page: 1 });
    expect(anonymous.rows).toHaveLength(1);
    expect((await inbox().list({ view: "people", page: 1 })).rows).toHaveLength(0);
    expect(await inbox().newCount()).toBe(0);
    expect((await inbox().detail(anonymous.rows[0]!.id)).nextStatuses).toEqual([]);

    await sendLeadForm(sessionId, "  Ana.Lima@Example.com ");
    const listed = await inbox().list({ view: "people", page: 1 });
    expect(listed.rows).toHaveLength(1);
    expect(listed.rows[0]).toMatchObject({
      name: "Ana Lima",
      email: "Ana.Lima@Example.com",
      status: "new",
      openItems: 1,
      lastActivity: "inquiry",
    });
    expect((await inbox().list({ view: "anonymous", page: 1 })).rows).toHaveLength(0);
    const personId = listed.rows[0]!.id;
    const [lead] = await db().select().from(leads).where(eq(leads.sessionId, sessionId));
    expect(lead!.personId).toBe(personId);
    const [session] = await db()
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.sessionId, sessionId));
    expect(session!.personId).toBe(personId);

    // The same address in another case, from a page without the chat: the same person.
    await sendLeadForm(undefined, "ana.lima@example.COM");
    const again = await inbox().list({ view: "people", page: 1 });
    expect(again.rows).toHaveLength(1);
    expect(again.rows[0]!.openItems).toBe(2);

    const detail = await inbox().detail(personId);
    const kinds = detail.timeline.map((e) => (e.type === "item" ? e.kind : e.type));
    expect(kinds).toContain("conversation");
    expect(kinds.filter((k) => k === "inquiry")).toHaveLength(2);
    const conversation = detail.timeline.find((e) => e.type === "conversation");
    expect(conversation?.type === "conversation" && conversation.messages[1]?.text).toBe(
      "I need a website for my bakery",
    );
    expect(detail.nextStatuses).toEqual(["contacted", "lost"]);
  });

  it("merges a second anonymous conversation into the person whose email it then gives", async () => {
    const first = await chatWithInterest("Do you build mobile apps?");
    await sendLeadForm(first, "merge@example.com");
    const second = await chatWithInterest("Me again, about the app");
    const [anonymousBefore] = await db()
      .select({ personId: chatSessions.personId })
      .from(chatSessions)
      .where(eq(chatSessions.sessionId, second));
    await sendLeadForm(second, "MERGE@example.com");

    const rows = await db().select().from(people).where(eq(people.emailKey, "merge@example.com"));
    expect(rows).toHaveLength(1);
    const [gone] = await db()
      .select()
      .from(people)
      .where(eq(people.id, anonymousBefore!.personId!));
    expect(gone).toBeUndefined();
    const conversations = (await inbox().detail(rows[0]!.id)).timeline.filter(
      (e) => e.type === "conversation",
    );
    expect(conversations).toHaveLength(2);
  });

  it("puts an AI Vibe Coding request by the same address on the person, labelled for people", async () => {
    await sendLeadForm(undefined, "vibe@example.com");
    await ctx.services.payments.submitVibeRequest({
      name: "Ana Lima",
      company: "Bakery",
      email: "Vibe@Example.com",
      phone: "+1 555 010 0199",
      projectDescription: "An app for orders",
      timeline: "flexible",
      plan: "mobile_app",
      paymentFrequency: "yearly",
    });
    const [person] = await db()
      .select()
      .from(people)
      .where(eq(people.emailKey, "vibe@example.com"));
    expect(person).toMatchObject({ phone: "+1 555 010 0199", company: "Bakery", openItems: 2 });
    const payment = (await inbox().detail(person!.id)).timeline.find(
      (e) => e.type === "item" && e.kind === "payment",
    );
    expect(payment?.type === "item" && payment.title).toBe(
      "AI Vibe Coding subscription: Mobile App Development, $259/month",
    );
    const text = JSON.stringify(payment);
    expect(text).not.toMatch(/mobile_app|vibe_coding|"flexible"/);
  });

  it("shows a card saved for a free trial as a trial, never as paid", async () => {
    const personId = await runTransaction(ctx.services.database, (tx) =>
      attachPerson(tx, { email: "trial@example.com" }, { kind: "payment", opens: false }),
    );
    await db()
      .insert(payments)
      .values({
        provider: "sandbox",
        providerPaymentId: "seti_trial_1",
        kind: "vibe_coding",
        itemId: "commercial_website",
        amountCents: 17_900,
        status: "succeeded",
        statusHistory: [{ status: "succeeded", at: new Date().toISOString() }],
        customerEmail: "trial@example.com",
        personId,
      });
    const item = (await inbox().detail(personId)).timeline.find((e) => e.type === "item");
    expect(item?.type === "item" && item.state).toBe("Trial");
    expect(JSON.stringify(item)).not.toMatch(/Paid/);
  });

  it("one address racing itself is still one person", async () => {
    await Promise.all(
      Array.from({ length: 4 }, () =>
        runTransaction(ctx.services.database, (tx) =>
          attachPerson(tx, { email: "race@example.com" }, { kind: "payment", opens: false }),
        ),
      ),
    );
    const rows = await db().select().from(people).where(eq(people.emailKey, "race@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("keeps the team's status on the person, with who and when, and clears the open items", async () => {
    await sendLeadForm(undefined, "status@example.com");
    const [person] = await db()
      .select()
      .from(people)
      .where(eq(people.emailKey, "status@example.com"));
    await expect(inbox().changeStatus(person!.id, "won", staffId)).rejects.toMatchObject({
      code: "validation",
    });
    expect(await inbox().changeStatus(person!.id, "contacted", staffId)).toEqual({
      from: "new",
      to: "contacted",
    });
    await inbox().addNote(person!.id, "Called, wants a quote", staffId);
    const detail = await inbox().detail(person!.id);
    expect(detail.person).toMatchObject({ status: "contacted", openItems: 0 });
    const activity = detail.timeline.filter((e) => e.type === "activity");
    expect(activity.map((e) => e.type === "activity" && e.entry.type)).toEqual(["status", "note"]);
    expect(activity[0]?.type === "activity" && activity[0].entry.author).toBe("pat");
    const rows = await db()
      .select()
      .from(inboxActivity)
      .where(eq(inboxActivity.personId, person!.id));
    expect(rows).toHaveLength(2);
    expect((await inbox().list({ view: "people", status: "contacted", page: 1 })).rows).toEqual([
      expect.objectContaining({ id: person!.id }),
    ]);
  });

  it("searches name, email and company as typed, with % and _ taken literally", async () => {
    await sendLeadForm(undefined, "search_me@example.com");
    const found = await inbox().list({ view: "people", q: "SEARCH_ME", page: 1 });
    expect(found.rows.map((r) => r.email)).toEqual(["search_me@example.com"]);
    expect((await inbox().list({ view: "people", q: "%", page: 1 })).rows).toEqual([]);
    // A pasted address, in any case, finds its person.
    const exact = await inbox().list({ view: "people", q: " Search_Me@Example.com ", page: 1 });
    expect(exact.rows.map((r) => r.email)).toEqual(["search_me@example.com"]);
    expect((await inbox().list({ view: "people", q: "lima", page: 1 })).rows.length).toBe(
      (await inbox().list({ view: "people", page: 1 })).rows.filter((r) =>
        r.name?.toLowerCase().includes("lima"),
      ).length,
    );
  });

  it("answers not found for a person that does not exist, whatever the id", async () => {
    await expect(inbox().detail(999_999)).rejects.toMatchObject({ code: "not_found" });
    await expect(inbox().detail(2 ** 40)).rejects.toMatchObject({ code: "not_found" });
    await expect(inbox().addNote(999_999, "x", staffId)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
