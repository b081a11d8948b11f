import fs from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { automationRequests, fileMetadata } from "../../db/schema";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { spoolDir, uploadsDir } from "../platform/storage";

const boundary = "----relaywise-broken-upload";
const type = `multipart/form-data; boundary=${boundary}`;
const fields = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  preferredContact: "Email",
  taskDescription: "Invoices arrive by email and get typed into QuickBooks by hand.",
};

/** The start of a multipart body: the fields, then the file part's head and `fileBytes` bytes. */
function bodyStart(fileBytes: number, fieldName = "supportingFile"): Buffer {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="brief.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const content = Buffer.alloc(fileBytes, 0x20);
  Buffer.from("%PDF-1.7\n").copy(content);
  return Buffer.concat([Buffer.from(parts.join("")), content]);
}

function head(length: number): string {
  return [
    "POST /api/workflow-consultation HTTP/1.1",
    "Host: 127.0.0.1",
    `Content-Type: ${type}`,
    `Content-Length: ${length}`,
    "Connection: close",
    "",
    "",
  ].join("\r\n");
}

/** Sends raw bytes and resolves with everything the server wrote back before closing. */
function rawExchange(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (d) => {
      answer += d;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.write(bytes);
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("a broken upload cannot stop the server", () => {
  let ctx: TestContext;
  let server: ReturnType<typeof serve>;
  let port: number;
  // The test process stands in for the server process: an unhandled stream error is a crash.
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);

  beforeAll(async () => {
    process.on("uncaughtException", onCrash);
    ctx = await createTestContext("pglite", {
      UPLOAD_MAX_BYTES: String(256 * 1024),
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100",
    });
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    process.off("uncaughtException", onCrash);
    await new Promise((r) => server?.close(r));
    await ctx?.close();
  });

  const spoolEntries = () => {
    const dir = spoolDir(ctx.services.env);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const storedObjects = () =>
    fs.readdirSync(uploadsDir(ctx.services.env)).filter((name) => name !== ".incoming");

  afterEach(async () => {
    // Whatever the case, the server still answers and kept nothing of the broken request.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    await waitFor(() => spoolEntries().length === 0);
    expect(await ctx.database.db.select().from(automationRequests)).toEqual([]);
    expect(await ctx.database.db.select().from(fileMetadata)).toEqual([]);
    fs.mkdirSync(uploadsDir(ctx.services.env), { recursive: true });
    expect(storedObjects()).toEqual([]);
    expect(crashes.splice(0)).toEqual([]);
  });

  it("a JSON body cut off by the client is logged as the client's doing, not as our error", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      'POST /api/inquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"firstName":',
    );
    await new Promise((r) => setTimeout(r, 200));
    socket.destroy();
    await waitFor(() => ctx.logs.some((l) => l.msg === "request aborted by the client"));
    expect(ctx.logs.filter((l) => l.msg === "unhandled error")).toEqual([]);
  });

  it("answers 400 to a multipart body that ends in the middle of the file", async () => {
    const body = bodyStart(3000);
    const answer = await rawExchange(port, Buffer.concat([Buffer.from(head(body.length)), body]));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const json = JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as {
      error: string;
      fields: Record<string, string>;
    };
    expect(json.error).toMatch(/incomplete/);
    expect(json.fields.supportingFile).toMatch(/incomplete/);
  });

  it("answers 400 when a file part the form does not read is cut off", async () => {
    const body = bodyStart(500, "somethingElse");
    const answer = await rawExchange(port, Buffer.concat([Buffer.from(head(body.length)), body]));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("survives a visitor closing the tab in the middle of the upload", async () => {
    const body = bodyStart(128 * 1024);
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    await new Promise((r) => socket.once("connect", r));
    // Announces a longer body than it sends, so the server is still reading when it goes.
    socket.write(head(body.length + 64 * 1024));
    socket.write(body);
    await waitFor(() => spoolEntries().length > 0);
    socket.destroy();
  });

  it("survives a connection dropped right after the file part began", async () => {
    const body = bodyStart(10);
    for (let i = 0; i < 5; i++) {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      await new Promise((r) => socket.once("connect", r));
      // One segment, then the connection is gone: the file part starts and breaks off at once.
      // Reads (and ignores) the answer: a paused socket would never report its close.
      socket.resume();
      socket.end(Buffer.concat([Buffer.from(head(body.length + 4096)), body]));
      await new Promise((r) => socket.once("close", r));
    }
  });
});
