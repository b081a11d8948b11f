import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptRequests } from "../../db/schema";
import { transcriptTexts } from "../../content/chat";
import type { SendMessageResponse } from "../../lib/chat";
import { testEngines } from "../../tests/helpers/db";
import { rowsOf } from "../platform/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { transcriptAskText } from "../assistant/transcript";
import { transcriptRequestNotification } from "./notifications";
import { chatBrowser } from "./testing";

describe.each(testEngines)("'email me this conversation' on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
  }, 60_000);
  afterAll(async () => ctx?.close());

  let browser: ReturnType<typeof chatBrowser>;
  const send = async (sessionId: string, message: string) => {
    browser ??= chatBrowser((path, init) => ctx.app.request(path, init));
    const res = await browser.request(
      "/api/chat/message",
      sessionId,
      jsonRequest("POST", { sessionId, message }),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as SendMessageResponse;
  };

  it("asks for the address, then stores the request with the transcript, notifies the team and mails only a confirmation link", async () => {
    browser = chatBrowser((path, init) => ctx.app.request(path, init));
    const { sessionId } = await browser.newSession();
    await send(sessionId, "how much is business pro?");
    const ask = await send(sessionId, "can you email me this conversation?");
    expect(ask.message).toBe(transcriptAskText);
    expect(await ctx.services.database.db.select().from(transcriptRequests)).toHaveLength(0);

    const done = await send(sessionId, "ada@example.com");
    expect(done.message).toBe(transcriptTexts.checkInbox("ada@example.com"));
    const [row] = await ctx.services.database.db
      .select()
      .from(transcriptRequests)
      .where(eq(transcriptRequests.sessionId, sessionId));
    expect(row!.email).toBe("ada@example.com");
    expect(row!.transcript).toContain("Visitor: how much is business pro?");
    expect(row!.transcript).toContain("$397");

    const jobs = await ctx.services.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where data->>'kind' = 'transcript_request' and (data->>'recordId')::int = ${row!.id}`,
    );
    expect(Number(rowsOf<{ n: number }>(jobs)[0]!.n)).toBe(1);
    // The address gets the confirmation link now; the transcript only once it is confirmed.
    const visitorJobs = await ctx.services.database.db.execute(
      sql`select data->>'kind' as kind from pgboss.job where (data->>'recordId')::int = ${row!.id} and data->>'kind' like 'transcript_%' order by kind`,
    );
    expect(rowsOf<{ kind: string }>(visitorJobs).map((r) => r.kind)).toEqual([
      "transcript_confirmation",
      "transcript_request",
    ]);
    expect(row!.confirmedAt).toBeNull();
    const note = await transcriptRequestNotification.load(ctx.services.database.db, row!.id, {
      brand: "Relaywise",
      publicUrl: "http://localhost:3000",
    });
    expect(note!.text).toContain("A visitor asked for this conversation at ada@example.com");
    expect(note!.text).toContain("do not forward it by hand");
    expect(note!.text).toContain("$397");
  });
});

describe.each(testEngines)(
  "conversation emails are limited per conversation and network on %s",
  (engine) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext(engine, {
        RATE_LIMIT_CHAT_PER_MINUTE: "1000",
        RATE_LIMIT_TRANSCRIPT_REQUESTS_PER_HOUR: "2",
      });
    }, 60_000);
    afterAll(async () => ctx?.close());

    it("past the hourly limit the chat says so and nothing is stored or mailed", async () => {
      const from = (ip: string) => {
        const browser = chatBrowser((path, init) => ctx.app.request(path, init), {
          "x-test-ip": ip,
        });
        return async (message: string) => {
          const { sessionId } = await browser.newSession();
          const send = async (text: string) => {
            const res = await browser.request(
              "/api/chat/message",
              sessionId,
              jsonRequest("POST", { sessionId, message: text }),
            );
            expect(res.status).toBe(200);
            return ((await res.json()) as SendMessageResponse).message;
          };
          return { sessionId, send, first: await send(message) };
        };
      };
      const requests = async () =>
        (await ctx.services.database.db.select().from(transcriptRequests)).map((r) => r.email);

      // One conversation asking for three addresses: two confirmation emails, then the limit.
      const one = await from("198.18.20.1")("email this conversation to one@third.example");
      expect(one.first).toBe(transcriptTexts.checkInbox("one@third.example"));
      expect(await one.send("email this conversation to two@third.example")).toBe(
        transcriptTexts.checkInbox("two@third.example"),
      );
      expect(await one.send("email this conversation to three@third.example")).toBe(
        transcriptTexts.limitReached,
      );
      // A new conversation from the same network is over the network's limit too.
      const again = await from("198.18.20.1")("email this conversation to four@third.example");
      expect(again.first).toBe(transcriptTexts.limitReached);
      // Another network is not.
      const other = await from("198.18.20.2")("email this conversation to five@third.example");
      expect(other.first).toBe(transcriptTexts.checkInbox("five@third.example"));

      expect((await requests()).sort()).toEqual([
        "five@third.example",
        "one@third.example",
        "two@third.example",
      ]);
      const jobs = await ctx.services.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where data->>'kind' = 'transcript_confirmation'`,
      );
      expect(Number(rowsOf<{ n: number }>(jobs)[0]!.n)).toBe(3);
    });
  },
);
