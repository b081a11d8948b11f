import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptRequests } from "../../db/schema";
import type { CreateSessionResponse, SendMessageResponse } from "../../lib/chat";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { transcriptAskText } from "../assistant/transcript";
import { transcriptRequestNotification } from "./transcript-notification";

describe.each(testEngines)("'email me this conversation' on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
  }, 60_000);
  afterAll(async () => ctx?.close());

  const send = async (sessionId: string, message: string) => {
    const res = await ctx.app.request(
      "/api/chat/message",
      jsonRequest("POST", { sessionId, message }),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as SendMessageResponse;
  };

  it("asks for the address, then stores the request with the transcript and notifies the team", async () => {
    const { sessionId } = (await (
      await ctx.app.request("/api/chat/session", { method: "POST" })
    ).json()) as CreateSessionResponse;
    await send(sessionId, "how much is business pro?");
    const ask = await send(sessionId, "can you email me this conversation?");
    expect(ask.message).toBe(transcriptAskText);
    expect(await ctx.services.database.db.select().from(transcriptRequests)).toHaveLength(0);

    const done = await send(sessionId, "ada@example.com");
    expect(done.message).toContain("ada@example.com");
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
    const note = await transcriptRequestNotification.load(ctx.services.database.db, row!.id, {
      brand: "Relaywise",
      publicUrl: "http://localhost:3000",
    });
    expect(note!.text).toContain("Send this conversation to: ada@example.com");
    expect(note!.text).toContain("$397");
  });
});
