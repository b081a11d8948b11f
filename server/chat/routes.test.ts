import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages } from "../../db/schema";
import { chatGreeting, chatLimits } from "../../content/chat";
import { type ChatMessageDto, createSseParser, type SendMessageResponse } from "../../lib/chat";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import type { Assistant, AssistantRequest } from "../assistant/types";
import { chatBrowser } from "./testing";

/** A predictable assistant: answers in three chunks and detects interest in websites. */
function fakeAssistant(calls: AssistantRequest[]): Assistant {
  const replyFor = (request: AssistantRequest) => {
    const website = /website/i.test(request.message);
    return {
      text: website ? "We build **websites**. Want a specialist?" : `You said: ${request.message}`,
      serviceInquiryDetected: website,
      ...(website ? { suggestedService: "website" as const } : {}),
      source: "local" as const,
    };
  };
  return {
    kind: "local",
    async reply(request) {
      calls.push(request);
      return replyFor(request);
    },
    async *stream(request) {
      calls.push(request);
      const reply = replyFor(request);
      const third = Math.ceil(reply.text.length / 3);
      for (let i = 0; i < reply.text.length; i += third) {
        yield { type: "delta", text: reply.text.slice(i, i + third) };
      }
      yield { type: "done", reply };
    },
  };
}

async function readSse(response: Response) {
  const parser = createSseParser();
  const text = await response.text();
  return [...parser.push(text), ...parser.flush()].map((f) => ({
    event: f.event,
    data: JSON.parse(f.data),
  }));
}

describe.each(testEngines)("chat API on %s", (engine) => {
  let ctx: TestContext;
  const calls: AssistantRequest[] = [];
  // The visitor's browser: it keeps each session's cookie and sends it back.
  let browser: ReturnType<typeof chatBrowser>;
  const newSession = (ip = "198.51.100.1") => browser.newSession({ "x-test-ip": ip });
  const sessionOf = (body: unknown) =>
    body && typeof body === "object" ? (body as { sessionId?: string }).sessionId : undefined;
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    browser.request("/api/chat/message", sessionOf(body), jsonRequest("POST", body, headers));
  const get = (path: string, sessionId: string) => browser.request(path, sessionId);

  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_CHAT_PER_MINUTE: "1000" });
    ctx.services.assistant = fakeAssistant(calls);
    browser = chatBrowser((path, init) => ctx.app.request(path, init));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("creates a session with an unguessable id and the stored greeting", async () => {
    const a = await newSession();
    const b = await newSession();
    expect(a.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(a.welcomeMessage).toMatchObject({
      message: chatGreeting,
      isUser: false,
      sessionId: a.sessionId,
    });
    const withBody = await ctx.app.request("/api/chat/session", jsonRequest("POST", {}));
    expect(withBody.status).toBe(201);
    const malformed = await ctx.app.request("/api/chat/session", jsonRequest("POST", "{nope"));
    expect(malformed.status).toBe(400);
  });

  it("stores the message and the reply and answers with JSON when not streaming", async () => {
    const { sessionId } = await newSession();
    const res = await send({ sessionId, message: "  Hello there  ", isUser: true, metadata: null });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as SendMessageResponse;
    expect(reply).toMatchObject({
      message: "You said: Hello there",
      isUser: false,
      metadata: { serviceInquiryDetected: false },
      userMessage: { message: "Hello there", isUser: true },
    });
    expect(new Date(reply.timestamp).toString()).not.toBe("Invalid Date");
    // A client that sends only sessionId and message (no isUser, no metadata) is answered alike.
    const minimal = await send({ sessionId, message: "I need a website" });
    const detected = (await minimal.json()) as SendMessageResponse;
    expect(detected.metadata).toEqual({
      serviceInquiryDetected: true,
      suggestedService: "website",
    });
    const history = calls.at(-1)!.history;
    expect(history.map((t) => t.role)).toEqual(["assistant", "user", "assistant"]);
    expect(history[0].content).toBe(chatGreeting);
  });

  it("streams the reply as server-sent events and stores it when complete", async () => {
    const { sessionId } = await newSession();
    const res = await send(
      { sessionId, message: "I need a website" },
      { accept: "text/event-stream" },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const events = await readSse(res);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(deltas.map((d) => d.data.text).join("")).toBe(done.data.message);
    expect(done.data).toMatchObject({
      isUser: false,
      metadata: { serviceInquiryDetected: true, suggestedService: "website" },
      userMessage: { message: "I need a website", isUser: true },
    });
    const stored = await ctx.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(chatMessages.id);
    expect(stored.map((m) => m.message)).toEqual([
      chatGreeting,
      "I need a website",
      "We build **websites**. Want a specialist?",
    ]);
  });

  it("sends an error event and stores no reply when the assistant fails mid-stream", async () => {
    const { sessionId } = await newSession();
    const original = ctx.services.assistant;
    ctx.services.assistant = {
      ...original,
      // biome-ignore lint/correctness/useYield: fails before its first chunk on purpose
      async *stream() {
        throw new Error("model offline");
      },
    };
    try {
      const res = await send({ sessionId, message: "hello" }, { accept: "text/event-stream" });
      const events = await readSse(res);
      expect(events).toEqual([
        { event: "error", data: { error: expect.stringMatching(/could not answer/) } },
      ]);
    } finally {
      ctx.services.assistant = original;
    }
    const list = await get(`/api/chat/${sessionId}/messages`, sessionId);
    const messages = (await list.json()) as ChatMessageDto[];
    expect(messages.map((m) => m.isUser)).toEqual([false, true]);
  });

  it("lists a session's messages oldest first on both paths", async () => {
    const { sessionId } = await newSession();
    await send({ sessionId, message: "first" });
    await send({ sessionId, message: "second" });
    const canonical = await get(`/api/chat/${sessionId}/messages`, sessionId);
    const alias = await get(`/api/chat/messages/${sessionId}`, sessionId);
    expect(canonical.status).toBe(200);
    const list = (await canonical.json()) as ChatMessageDto[];
    expect(await alias.json()).toEqual(list);
    expect(list.map((m) => m.message)).toEqual([
      chatGreeting,
      "first",
      "You said: first",
      "second",
      "You said: second",
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(
      ["id", "isUser", "message", "metadata", "sessionId", "timestamp"].sort(),
    );
    expect(list[0].metadata).toBeNull();
  });

  it("answers 404 for an unknown session", async () => {
    for (const path of ["/api/chat/nope/messages", "/api/chat/messages/nope"]) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    const res = await send({ sessionId: "no-such-session", message: "hi" });
    expect(res.status).toBe(404);
  });

  it("sets an HttpOnly, SameSite=Lax cookie for the session, Secure only under https", async () => {
    const res = await ctx.app.request("/api/chat/session", { method: "POST" });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^rw_chat=[^;]+/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/api");
    expect(cookie).not.toContain("Secure");
    const https = await createTestContext(engine, { PUBLIC_URL: "https://www.example.com" });
    try {
      const secure = await https.app.request("/api/chat/session", { method: "POST" });
      expect(secure.headers.get("set-cookie")).toContain("Secure");
    } finally {
      await https.close();
    }
  });

  it("a session id alone reads and writes nothing: another client without the cookie gets 404", async () => {
    const { sessionId } = await newSession();
    expect((await send({ sessionId, message: "my secret plan" })).status).toBe(200);
    const other = chatBrowser((path, init) => ctx.app.request(path, init));
    const { sessionId: otherSession } = await other.newSession();
    const forged = `rw_chat=${sessionId}.${"A".repeat(43)}`;
    // No cookie, another session's cookie, a forged one: all the same "no such session".
    for (const cookie of ["", other.cookieFor(otherSession), forged]) {
      const headers = cookie ? { cookie } : undefined;
      for (const path of [`/api/chat/${sessionId}/messages`, `/api/chat/messages/${sessionId}`]) {
        const read = await ctx.app.request(path, { headers });
        expect(read.status).toBe(404);
        const body = await read.json();
        expect(body).toEqual({ error: expect.any(String) });
        expect(JSON.stringify(body)).not.toContain("my secret plan");
      }
      for (const accept of ["application/json", "text/event-stream"]) {
        const post = await ctx.app.request(
          "/api/chat/message",
          jsonRequest("POST", { sessionId, message: "injected" }, { ...headers, accept }),
        );
        expect(post.status).toBe(404);
        expect(post.headers.get("content-type")).toMatch(/application\/json/);
      }
    }
    const stored = await ctx.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId));
    expect(stored.map((m) => m.message)).not.toContain("injected");
    // The owner still reads it all.
    const mine = await get(`/api/chat/${sessionId}/messages`, sessionId);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as ChatMessageDto[]).map((m) => m.message)).toContain(
      "my secret plan",
    );
  });

  it("rejects blank, missing and over-long messages naming the field", async () => {
    const { sessionId } = await newSession("198.51.100.9");
    const blank = await send({ sessionId, message: "   \n " });
    expect(blank.status).toBe(400);
    expect((await blank.json()).fields).toHaveProperty("message");
    const missing = await send({ message: "hi" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toHaveProperty("sessionId");
    const max = chatLimits.messageMaxLength;
    const long = await send({ sessionId, message: "x".repeat(max + 1) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: "Message must be 2,000 characters or fewer",
      fields: { message: "Message must be 2,000 characters or fewer" },
    });
    const exact = await send({ sessionId, message: "x".repeat(max) });
    expect(exact.status).toBe(200);
    const malformed = await send("{not json");
    expect(malformed.status).toBe(400);
    // Errors stay JSON even when the client asked for a stream.
    const streamed = await send({ sessionId, message: "" }, { accept: "text/event-stream" });
    expect(streamed.status).toBe(400);
    expect(streamed.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("chat API with the built-in assistant", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("streams a real reply and flags interest in a website for the lead dialog", async () => {
    const browser = chatBrowser((path, init) => ctx.app.request(path, init));
    const { sessionId } = await browser.newSession();
    const res = await browser.request(
      "/api/chat/message",
      sessionId,
      jsonRequest(
        "POST",
        { sessionId, message: "I need a website" },
        { accept: "text/event-stream" },
      ),
    );
    const events = await readSse(res);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.message.length).toBeGreaterThan(0);
    expect(done.data.metadata).toEqual({
      serviceInquiryDetected: true,
      suggestedService: "website",
    });
  });
});

describe("chat streaming over a real socket", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("delivers each chunk as it is produced, gzip-capable client or not", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    ctx.services.assistant = {
      kind: "local",
      reply: async () => ({ text: "first second", serviceInquiryDetected: false, source: "local" }),
      async *stream() {
        yield { type: "delta", text: "first " };
        await gate;
        yield { type: "delta", text: "second" };
        yield {
          type: "done",
          reply: { text: "first second", serviceInquiryDetected: false, source: "local" },
        };
      },
    };
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const browser = chatBrowser((path, init) => fetch(`${base}${path}`, init));
      const { sessionId } = await browser.newSession();
      const res = await fetch(`${base}/api/chat/message`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          "accept-encoding": "gzip, deflate",
          cookie: browser.cookieFor(sessionId),
        },
        body: JSON.stringify({ sessionId, message: "hello" }),
      });
      expect(res.headers.get("content-encoding")).toBeNull();
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser();
      // The first chunk arrives while the assistant is still held back.
      let frames = parser.push((await reader.read()).value ?? "");
      expect(frames).toEqual([{ event: "delta", data: '{"text":"first "}' }]);
      release();
      let rest = "";
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        rest += chunk.value;
      }
      frames = [...parser.push(rest), ...parser.flush()];
      expect(frames.map((f) => f.event)).toEqual(["delta", "done"]);
    } finally {
      release();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
