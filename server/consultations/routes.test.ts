import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automationRequests, fileMetadata } from "../../db/schema";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { testEngines } from "../../tests/helpers/db";
import { spoolDir, uploadsDir } from "../platform/storage";
import { createFileLinkSigner } from "../platform/storage/signed-link";
import { validConsultation } from "../../tests/helpers/forms";

const LIMIT = 64 * 1024;
const valid = validConsultation;

/** A multipart body built by hand, so the byte counts are exact. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = "----relaywise-test-boundary";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="supportingFile"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** `size` bytes of a PDF: the magic bytes, then filler. */
function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.7\n").copy(bytes);
  return bytes;
}

/** A Windows executable's header: MZ, then a PE signature where the header points. */
function exe(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write("MZ", 0);
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "binary");
  return bytes;
}

async function listen(ctx: TestContext) {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, p: string, body?: Buffer, type?: string) =>
    new Promise<{ status: number; body: string; reused: boolean; connection?: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            method,
            path: p,
            agent,
            headers: type ? { "content-type": type } : {},
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (d) => {
              text += d;
            });
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                body: text,
                reused: req.reusedSocket,
                connection: res.headers.connection,
              }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      },
    );
  return {
    send,
    close: async () => {
      agent.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

describe.each(testEngines)("consultation API on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      UPLOAD_MAX_BYTES: String(LIMIT),
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100",
    });
  });
  afterAll(async () => ctx?.close());

  const post = (body: Buffer, type: string) =>
    ctx.app.request("/api/workflow-consultation", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": type },
    });

  it("answers 400 naming each bad field, with the fixed messages", async () => {
    const res = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { fullName: "", email: "nope", taskDescription: "short" }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({
      fullName: "Full name is required",
      email: "Please enter a valid email address",
      taskDescription: "Please describe your task or workflow (minimum 10 characters)",
      preferredContact: expect.any(String),
    });
  });

  it.each(["Phone Call", "Text Message"])(
    "answers 400 naming phone when the preferred contact is %s and no number is given",
    async (preferredContact) => {
      for (const phone of [undefined, "", "   "]) {
        const res = await ctx.app.request(
          "/api/workflow-consultation",
          jsonRequest("POST", {
            ...valid,
            preferredContact,
            ...(phone === undefined ? {} : { phone }),
          }),
        );
        expect(res.status).toBe(400);
        const body = (await res.json()) as { fields: Record<string, string> };
        expect(Object.keys(body.fields)).toEqual(["phone"]);
        expect(body.fields.phone).toMatch(/phone number/);
      }
      const ok = await ctx.app.request(
        "/api/workflow-consultation",
        jsonRequest("POST", { ...valid, preferredContact, phone: "+1 919 555 0100" }),
      );
      expect(ok.status).toBe(201);
    },
  );

  it("stores a JSON request with status 'requested' and answers { message }", async () => {
    const res = await ctx.app.request("/api/workflow-consultation", jsonRequest("POST", valid));
    expect(res.status).toBe(201);
    const { message, id } = (await res.json()) as { message: string; id: number };
    expect(message).toMatch(/24 hours/);
    const [row] = await ctx.database.db
      .select()
      .from(automationRequests)
      .where(eq(automationRequests.id, id));
    expect(row).toMatchObject({ status: "requested", firstName: "Ada", lastName: "Lovelace" });
  });

  it("stores a file at the limit: metadata with its SHA-256, the bytes under DATA_DIR/uploads", async () => {
    const bytes = pdf(LIMIT);
    const { body, type } = multipart(valid, { name: "../../etc/report.pdf", bytes });
    const res = await post(body, type);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await ctx.database.db
      .select({ file: fileMetadata })
      .from(automationRequests)
      .innerJoin(fileMetadata, eq(fileMetadata.id, automationRequests.fileId))
      .where(eq(automationRequests.id, id));
    const sha = (await import("node:crypto")).createHash("sha256").update(bytes).digest("hex");
    expect(row.file).toMatchObject({
      originalName: "report.pdf",
      mimeType: "application/pdf",
      size: LIMIT,
      sha256: sha,
      filePath: sha,
    });
    expect(fs.readFileSync(path.join(uploadsDir(ctx.services.env), sha)).equals(bytes)).toBe(true);
    expect(fs.readdirSync(spoolDir(ctx.services.env))).toEqual([]);
  });

  it("refuses an executable named report.pdf with 415 and keeps nothing", async () => {
    const before = fs.readdirSync(uploadsDir(ctx.services.env)).length;
    const { body, type } = multipart(valid, { name: "report.pdf", bytes: exe() });
    const res = await post(body, type);
    expect(res.status).toBe(415);
    const json = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(json.fields.supportingFile).toMatch(/not accepted/);
    expect(fs.readdirSync(uploadsDir(ctx.services.env)).length).toBe(before);
    expect(fs.readdirSync(spoolDir(ctx.services.env))).toEqual([]);
  });

  it("stores one request for a double click (same idempotency key)", async () => {
    const key = "double-click-key-0123456789";
    const send = () =>
      ctx.app.request(
        "/api/workflow-consultation",
        jsonRequest("POST", { ...valid, idempotencyKey: key }),
      );
    const [a, b] = await Promise.all([send(), send()]);
    const ids = [((await a.json()) as { id: number }).id, ((await b.json()) as { id: number }).id];
    expect(ids[0]).toBe(ids[1]);
    const rows = await ctx.database.db
      .select()
      .from(automationRequests)
      .where(eq(automationRequests.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("refuses the same idempotency key with a different request (409, nothing stored), and still answers a true retry with the original", async () => {
    const key = "reused-key-0123456789abcdef";
    const first = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { ...valid, idempotencyKey: key }),
    );
    expect(first.status).toBe(201);
    const original = (await first.json()) as { id: number; message: string };

    const retry = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { ...valid, idempotencyKey: key }),
    );
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(original);

    const someoneElse = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", {
        ...valid,
        fullName: "Grace Hopper",
        email: "grace@example.com",
        idempotencyKey: key,
      }),
    );
    expect(someoneElse.status).toBe(409);
    const refusal = (await someoneElse.json()) as {
      error: string;
      fields: Record<string, string>;
      id?: number;
    };
    expect(refusal.error).toMatch(/different request/);
    expect(refusal.fields.idempotencyKey).toBe(refusal.error);
    expect(refusal.id).toBeUndefined();

    // The same person with another file under the same key is another request too.
    const withFile = multipart(
      { ...valid, idempotencyKey: key },
      { name: "brief.pdf", bytes: pdf(3000) },
    );
    const before = fs.readdirSync(uploadsDir(ctx.services.env)).length;
    expect((await post(withFile.body, withFile.type)).status).toBe(409);
    expect(fs.readdirSync(uploadsDir(ctx.services.env)).length).toBe(before);
    expect(fs.readdirSync(spoolDir(ctx.services.env))).toEqual([]);

    const rows = await ctx.database.db
      .select()
      .from(automationRequests)
      .where(eq(automationRequests.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: original.id, email: "ada@example.com" });
  });

  it("stores a UTF-8 file name as sent and gives it back in the file link's download name", async () => {
    const name = "résumé-日本.pdf";
    const { body, type } = multipart(valid, { name, bytes: pdf(2000) });
    const res = await post(body, type);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await ctx.database.db
      .select({ file: fileMetadata })
      .from(automationRequests)
      .innerJoin(fileMetadata, eq(fileMetadata.id, automationRequests.fileId))
      .where(eq(automationRequests.id, id));
    expect(row.file.originalName).toBe(name);

    const link = await ctx.app.request(`/api/files/${ctx.services.fileLinks.sign(row.file.id)}`);
    expect(link.status).toBe(200);
    const disposition = link.headers.get("content-disposition") ?? "";
    const extended = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? "";
    expect(decodeURIComponent(extended)).toBe(name);
    expect(disposition).toMatch(/filename="r_sum_-__\.pdf"/);
  });

  it("serves a stored file under its own sandbox policy, not the page policy", async () => {
    const { body, type } = multipart(valid, { name: "page.pdf", bytes: pdf(1500) });
    const { id } = (await (await post(body, type)).json()) as { id: number };
    const [req] = await ctx.database.db
      .select()
      .from(automationRequests)
      .where(eq(automationRequests.id, id));
    const url = `/api/files/${ctx.services.fileLinks.sign(req.fileId as number)}`;
    for (const method of ["GET", "HEAD"]) {
      const res = await ctx.app.request(url, { method });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      await res.body?.cancel();
    }
    // Pages keep theirs.
    const page = await ctx.app.request("/healthz");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  });

  it("refuses the honeypot and a form sent faster than a person can", async () => {
    const trap = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { ...valid, company_website: "spam.example" }),
    );
    expect(trap.status).toBe(400);
    const fast = await ctx.app.request(
      "/api/workflow-consultation",
      jsonRequest("POST", { ...valid, fillMs: 300 }),
    );
    expect(fast.status).toBe(400);
  });

  it("serves a file only with a valid, unexpired signed link", async () => {
    const bytes = pdf(2000);
    const { body, type } = multipart(valid, { name: "brief.pdf", bytes });
    const { id } = (await (await post(body, type)).json()) as { id: number };
    const [req] = await ctx.database.db
      .select()
      .from(automationRequests)
      .where(eq(automationRequests.id, id));
    const fileId = req.fileId as number;
    const token = ctx.services.fileLinks.sign(fileId);
    const ok = await ctx.app.request(`/api/files/${token}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toMatch(/attachment; filename="brief.pdf"/);
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true);

    const forged = `${fileId}.${token.split(".")[1]}.${"A".repeat(43)}`;
    expect((await ctx.app.request(`/api/files/${forged}`)).status).toBe(404);
    // The same secret an hour and a bit later: the link has expired.
    const later = createFileLinkSigner({
      secret: resolveSecret(ctx),
      ttlSeconds: 3600,
      publicUrl: "http://x",
      now: () => Date.now() - 2 * 3600_000,
    });
    expect((await ctx.app.request(`/api/files/${later.sign(fileId)}`)).status).toBe(404);
  });
});

function resolveSecret(ctx: TestContext): string {
  return fs.readFileSync(path.join(ctx.services.env.DATA_DIR, "file-link-secret"), "utf8").trim();
}

describe("upload limit on a keep-alive connection", () => {
  let ctx: TestContext;
  let client: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", {
      UPLOAD_MAX_BYTES: String(LIMIT),
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: "100",
    });
    client = await listen(ctx);
  });
  afterAll(async () => {
    await client?.close();
    await ctx?.close();
  });

  it("accepts a file at the limit, refuses one byte over with 413, then answers the next request on the same connection", async () => {
    const at = multipart(valid, { name: "at.pdf", bytes: pdf(LIMIT) });
    expect((await client.send("POST", "/api/workflow-consultation", at.body, at.type)).status).toBe(
      201,
    );
    const over = multipart(valid, { name: "over.pdf", bytes: pdf(LIMIT + 1) });
    const refused = await client.send("POST", "/api/workflow-consultation", over.body, over.type);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).error).toMatch(/larger than the 64 KB limit/);
    expect(refused.reused).toBe(true);
    expect(refused.connection).toBe("keep-alive");
    await new Promise((r) => setTimeout(r, 700));
    const next = await client.send("GET", "/healthz");
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
    expect(fs.readdirSync(spoolDir(ctx.services.env))).toEqual([]);
  });

  it("keeps the 1 MB limit on every other API route", async () => {
    const big = Buffer.from(JSON.stringify({ message: "x".repeat(1024 * 1024 + 10) }));
    const res = await client.send("POST", "/api/inquiries", big, "application/json");
    expect(res.status).toBe(413);
  });
});
