import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automationRequests } from "../../../db/schema";
import { createTestContext, type TestContext } from "../../../tests/helpers/services";
import { EnvError, parseEnv } from "../env";
import { spoolDir } from "../storage";
import { listen } from "./listen";

const REQUEST_TIMEOUT_MS = 1_200;
const HEADERS_TIMEOUT_MS = 600;

/** Connects, sends `first`, then one byte of `rest` every 100 ms; resolves when the server closes. */
function dribble(port: number, first: string, rest: string) {
  return new Promise<{ answer: string; ms: number; sent: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    socket.setEncoding("utf8");
    socket.on("data", (d) => {
      answer += d;
    });
    socket.on("error", () => undefined);
    const timer = setInterval(() => {
      if (sent < rest.length && socket.writable) socket.write(rest[sent++]);
    }, 100);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started, sent });
    });
    socket.write(first);
  });
}

describe("server timeouts", () => {
  let ctx: TestContext;
  let server: ReturnType<typeof listen>;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", {
      PORT: "0",
      HOST: "127.0.0.1",
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "700",
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100",
    });
    server = listen(ctx.app.fetch, ctx.services.env);
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await ctx?.close();
  });

  it("cuts off a request whose body dribbles in, at the configured request timeout", async () => {
    const boundary = "----slow";
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="supportingFile"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const head = [
      "POST /api/workflow-consultation HTTP/1.1",
      "Host: 127.0.0.1",
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      "Content-Length: 100000",
      "",
      "",
    ].join("\r\n");
    const { answer, ms, sent } = await dribble(port, head + start, "x".repeat(1000));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Cut at the limit (Node checks on an interval), long before the body could have arrived.
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    expect(sent).toBeLessThan(40);
    // The upload it started left nothing behind, and the server goes on.
    const dir = spoolDir(ctx.services.env);
    await expect
      .poll(() => (fs.existsSync(dir) ? fs.readdirSync(dir) : []), { timeout: 3_000 })
      .toEqual([]);
    expect(await ctx.database.db.select().from(automationRequests)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it("cuts off a client that dribbles its headers, at the configured headers timeout", async () => {
    const { answer, ms } = await dribble(
      port,
      "GET /healthz HTTP/1.1\r\n",
      "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 1_000);
  });

  it("closes an idle kept-alive connection after the configured keep-alive timeout", async () => {
    const { answer, ms } = await dribble(port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", "");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeGreaterThanOrEqual(600);
    expect(ms).toBeLessThan(3_000);
  });

  it("refuses a headers timeout longer than the request timeout at start-up", () => {
    expect(() =>
      parseEnv({ HTTP_HEADERS_TIMEOUT_MS: "60000", HTTP_REQUEST_TIMEOUT_MS: "30000" }),
    ).toThrow(EnvError);
  });
});
