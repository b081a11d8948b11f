import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/helpers/services";
import { MAX_BODY_BYTES } from "../../app";
import { DRAIN_LIMIT_BYTES } from "./unread-body";

type Answer = { status: number; connection?: string; body: string; reused: boolean };

/** A real server on a free port and one keep-alive connection, as browsers and undici use. */
async function listen(ctx: TestContext) {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // Cookies the server set are sent back, as a browser does (the chat session's cookie).
  let cookie = "";
  const send = (method: string, path: string, body?: string | Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          agent,
          headers: {
            ...(body ? { "content-type": "application/json" } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const set = res.headers["set-cookie"]?.[0];
          if (set) cookie = set.split(";")[0]!;
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (d) => {
            text += d;
          });
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              body: text,
              reused: req.reusedSocket,
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const close = async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { send, close };
}

describe("keep-alive connections survive early rejections", () => {
  let ctx: TestContext;
  let client: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { RATE_LIMIT_CHAT_PER_MINUTE: "1" });
    client = await listen(ctx);
  });
  afterAll(async () => {
    await client?.close();
    await ctx?.close();
  });

  it("reads the rest of a body over 1 MB after the 413, then serves the next request on the same connection", async () => {
    const first = await client.send("GET", "/healthz");
    expect(first.status).toBe(200);
    const big = JSON.stringify({ message: "x".repeat(MAX_BODY_BYTES + 10) });
    const rejected = await client.send("POST", "/api/chat/message", big);
    expect(rejected.status).toBe(413);
    expect(rejected.connection).toBe("keep-alive");
    expect(rejected.reused).toBe(true);
    // Give a server that would close the socket late (after a drain timeout) time to do it.
    await new Promise((r) => setTimeout(r, 700));
    const next = await client.send("GET", "/healthz");
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  });

  it("says Connection: close when the body is too large to drain, and the next request succeeds", async () => {
    const huge = Buffer.alloc(DRAIN_LIMIT_BYTES + 1024, "x");
    const rejected = await client.send("POST", "/api/chat/message", huge).catch((err) => err);
    // The client may see the answer or, racing its own upload, a reset: either way it knows.
    if (!(rejected instanceof Error)) {
      expect(rejected.status).toBe(413);
      expect(rejected.connection).toBe("close");
    }
    const next = await client.send("GET", "/healthz");
    expect(next.status).toBe(200);
  });

  it("after a 429, the next request on the same connection succeeds", async () => {
    const session = await client.send("POST", "/api/chat/session", "{}");
    expect(session.status).toBe(201);
    const { sessionId } = JSON.parse(session.body) as { sessionId: string };
    const message = JSON.stringify({ sessionId, message: "How much is the Pro plan?" });
    const ok = await client.send("POST", "/api/chat/message", message);
    expect(ok.status).toBe(200);
    const limited = await client.send("POST", "/api/chat/message", message);
    expect(limited.status).toBe(429);
    await new Promise((r) => setTimeout(r, 700));
    const next = await client.send("GET", "/healthz");
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  });

  it("drains a body no handler read (a POST to an unknown API path)", async () => {
    const body = JSON.stringify({ padding: "y".repeat(200_000) });
    const missing = await client.send("POST", "/api/no-such-thing", body);
    expect(missing.status).toBe(404);
    expect(missing.connection).toBe("keep-alive");
    await new Promise((r) => setTimeout(r, 700));
    const next = await client.send("GET", "/healthz");
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  });
});
