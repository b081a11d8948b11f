import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptTexts } from "../../../content/chat";
import type { SlotsResponse } from "../../../lib/booking";
import type { LeadResponse } from "../../../lib/lead";
import { testEngines } from "../../../tests/helpers/db";
import { rowsOf } from "../db";
import { createTestContext, jsonRequest, type TestContext } from "../../../tests/helpers/services";
import { chatBrowser } from "../../chat/testing";
import { transcriptConfirmPath } from "../../chat/transcript-link";
import { startServices } from "../../container";
import { eventually } from "../jobs/testing";
import { decodeQuotedPrintable, FakeSmtp, type ReceivedMail } from "./testing/fakes";

/** Headers and decoded body of a raw message, attachments included. */
function readMail(mail: ReceivedMail) {
  const unix = mail.raw.replace(/\r\n/g, "\n");
  const split = unix.indexOf("\n\n");
  const body = unix.slice(split);
  // Base64 parts (the .ics invite) decoded too, so nothing hides in an attachment.
  const decoded = [...body.matchAll(/\n\n([A-Za-z0-9+/=\n]{40,})\n/g)]
    .map((m) => Buffer.from(m[1]!.replace(/\n/g, ""), "base64").toString("utf8"))
    .join("\n");
  return {
    head: unix.slice(0, split),
    text: `${decodeQuotedPrintable(body)}\n${decoded}`,
    all: `${unix.slice(0, split)}\n${decodeQuotedPrintable(body)}\n${decoded}`,
  };
}

/**
 * The site is not a mail relay: anyone can type someone else's address into a form or the chat,
 * so what goes to that address carries only the business's own words. The free text reaches the
 * team; the transcript reaches the address only after its owner confirms through the link.
 */
describe.each(testEngines)("visitor mail is no relay on %s", (engine) => {
  const smtp = new FakeSmtp();
  let ctx: TestContext;
  const victim = "victim@third-party.example";
  // Distinctive free text in every field a visitor can fill.
  const free = {
    firstName: "Zqxfirst",
    lastName: "Zqxlast",
    company: "Zqxcompany Ltd",
    message: "ZQXMSG visit http://evil.example/pills now",
    requirements: "ZQXREQ cheap pills",
    fullName: "Zqxfull Name",
    taskDescription: "ZQXTASK click http://evil.example to win",
    currentTools: "ZQXTOOLS",
    idealSolution: "ZQXIDEAL",
    chat: "ZQXCHAT our confidential numbers",
  };
  const toVictim = () => smtp.messages.filter((m) => m.to.includes(victim));
  const toTeam = () => smtp.messages.filter((m) => m.to.includes("team@relaywise.example"));

  beforeAll(async () => {
    await smtp.listen();
    ctx = await createTestContext(engine, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "team@relaywise.example",
      RATE_LIMIT_CHAT_PER_MINUTE: "1000",
      // The per-address limit has its own test; here every message must be allowed.
      RATE_LIMIT_VISITOR_EMAILS_PER_ADDRESS_PER_DAY: "100",
    });
    await startServices(ctx.services);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await smtp.stop();
  });

  it("inquiry, booking, consultation and transcript request: the typed address gets no free text", async () => {
    const inquiry = await ctx.app.request(
      "/api/inquiries",
      jsonRequest("POST", {
        firstName: free.firstName,
        lastName: free.lastName,
        email: victim,
        company: free.company,
        service: "other",
        message: free.message,
        answers: { requirements: free.requirements },
      }),
    );
    expect(inquiry.status).toBe(201);
    const lead = (await inquiry.json()) as LeadResponse;

    const slots = (await (await ctx.app.request("/api/bookings/slots")).json()) as SlotsResponse;
    const booking = await ctx.app.request(
      "/api/bookings",
      jsonRequest("POST", {
        inquiryId: lead.id,
        email: victim,
        start: slots.slots[0],
        timeZone: "Europe/Berlin",
        token: lead.bookingToken,
        phone: "+1 919 555 0100",
      }),
    );
    expect(booking.status).toBe(201);

    const form = new FormData();
    const consultation = {
      fullName: free.fullName,
      email: victim,
      phone: "+1 555 0100",
      preferredContact: "Email",
      taskDescription: free.taskDescription,
      currentTools: free.currentTools,
      idealSolution: free.idealSolution,
      fillMs: "60000",
    };
    for (const [k, v] of Object.entries(consultation)) form.append(k, v);
    const consulted = await ctx.app.request("/api/workflow-consultation", {
      method: "POST",
      body: form,
    });
    expect(consulted.status).toBe(201);

    const browser = chatBrowser((path, init) => ctx.app.request(path, init));
    const { sessionId } = await browser.newSession();
    const say = async (message: string) => {
      const res = await browser.request(
        "/api/chat/message",
        sessionId,
        jsonRequest("POST", { sessionId, message }),
      );
      expect(res.status).toBe(200);
      return (await res.json()) as { message: string };
    };
    await say(free.chat);
    await say("can you email me this conversation?");
    const done = await say(victim);
    expect(done.message).toBe(transcriptTexts.checkInbox(victim));

    // Four messages reach the address: three confirmations and the link; the team gets it all.
    await eventually(() => expect(toVictim()).toHaveLength(4), { timeoutMs: 20_000 });
    await eventually(() => expect(toTeam().length).toBeGreaterThanOrEqual(4), {
      timeoutMs: 20_000,
    });
    for (const mail of toVictim()) {
      const { all, head } = readMail(mail);
      for (const text of Object.values(free)) {
        expect(all.toLowerCase()).not.toContain(text.toLowerCase());
      }
      expect(all).not.toMatch(/zqx/i);
      expect(all).not.toContain("evil.example");
      // The address alone, no display name the visitor chose.
      expect(head).toMatch(/^To: victim@third-party\.example$/m);
    }
    const teamText = toTeam()
      .map((m) => readMail(m).text)
      .join("\n");
    for (const text of [free.message, free.company, free.taskDescription, free.chat]) {
      expect(teamText).toContain(text);
    }

    // The transcript waits for the owner of the address: nothing more arrives on its own.
    const confirmation = toVictim()
      .map((m) => readMail(m).text)
      .find((t) => t.includes("Confirm that you want the conversation sent to this address"));
    expect(confirmation).toBeDefined();
    const link = new RegExp(
      `${ctx.services.env.PUBLIC_URL}${transcriptConfirmPath}\\?token=([A-Za-z0-9._%-]+)`,
    ).exec(confirmation!);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    await new Promise((r) => setTimeout(r, 1500));
    expect(toVictim()).toHaveLength(4);

    // Opening the link (what a mail scanner does) shows the page and sends nothing.
    expect(await ctx.services.chat.transcriptLink(token)).toEqual({
      state: "ready",
      email: victim,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(toVictim()).toHaveLength(4);

    // The button's POST sends it, once.
    expect(await ctx.services.chat.confirmTranscript(token)).toEqual({
      state: "sent",
      email: victim,
    });
    await eventually(() => expect(toVictim()).toHaveLength(5), { timeoutMs: 20_000 });
    expect(readMail(toVictim()[4]!).text).toContain(free.chat);
    expect(await ctx.services.chat.confirmTranscript(token)).toEqual({
      state: "sent",
      email: victim,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(toVictim()).toHaveLength(5);
    const jobs = await ctx.services.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where data->>'kind' = 'transcript_delivery'`,
    );
    expect(Number(rowsOf<{ n: number }>(jobs)[0]!.n)).toBe(1);
  }, 90_000);

  it("a forged, altered or expired link sends nothing", async () => {
    const before = smtp.messages.length;
    const { chat } = ctx.services;
    expect(await chat.confirmTranscript("nonsense")).toEqual({ state: "invalid" });
    expect(await chat.confirmTranscript(`1.99999999999.${"A".repeat(43)}`)).toEqual({
      state: "invalid",
    });
    // A well-signed link whose time is up.
    const { createTranscriptLinks } = await import("../../chat/transcript-link");
    const links = createTranscriptLinks({
      keys: ctx.services.visitorKeys,
      env: ctx.services.env,
    });
    const old = links.token(1, new Date(Date.now() - 25 * 3600_000));
    expect(await chat.transcriptLink(old)).toEqual({ state: "expired" });
    expect(await chat.confirmTranscript(old)).toEqual({ state: "expired" });
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.messages.length).toBe(before);
  });
});
