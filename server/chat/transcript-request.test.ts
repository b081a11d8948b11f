import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptRequests } from "../../db/schema";
import { transcriptTexts } from "../../content/chat";
import type { SendMessageResponse } from "../../lib/chat";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { transcriptAskText } from "../assistant/transcript";
import { transcriptRequestNotification } from "./transcript-notification";
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
    expect(Number((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    // The address gets the confirmation link now; the transcript only once it is confirmed.
    const visitorJobs = await ctx.services.database.db.execute(
      sql`select data->>'kind' as kind from pgboss.job where (data->>'recordId')::int = ${row!.id} and data->>'kind' like 'transcript_%' order by kind`,
    );
    expect(
      (visitorJobs as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind),
    ).toEqual(["transcript_confirmation", "transcript_request"]);
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
