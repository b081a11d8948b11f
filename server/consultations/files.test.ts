import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationSchema } from "../../lib/consultation";
import { createTestContext, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { spoolDir, uploadsDir } from "../platform/storage";
import { s3Storage } from "../platform/storage/s3";
import type { SpooledFile } from "./upload";

const request = consultationSchema.parse({
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  preferredContact: "Email",
  taskDescription: "Invoices typed into QuickBooks by hand every week.",
});

function spool(ctx: TestContext, bytes: Buffer): SpooledFile {
  const dir = spoolDir(ctx.services.env);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${crypto.randomUUID()}.part`);
  fs.writeFileSync(file, bytes);
  return {
    path: file,
    size: bytes.length,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    mimeType: "text/plain",
    originalName: "notes.txt",
  };
}

describe("a file written but not committed", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(async () => ctx?.close());

  it("is removed when the transaction fails", async () => {
    const bytes = Buffer.from(`failing transaction ${crypto.randomUUID()}`);
    const file = spool(ctx, bytes);
    const notify = ctx.services.notifications.notify;
    ctx.services.notifications.notify = async () => {
      throw new Error("queue is down");
    };
    try {
      await expect(ctx.services.consultations.create(request, file)).rejects.toThrow();
    } finally {
      ctx.services.notifications.notify = notify;
    }
    expect(fs.existsSync(path.join(uploadsDir(ctx.services.env), file.sha256))).toBe(false);
    expect(fs.readdirSync(spoolDir(ctx.services.env))).toEqual([]);
  });

  it("leaves no orphan after the next start when the process died between the write and the commit", async () => {
    const bytes = Buffer.from(`crash ${crypto.randomUUID()}`);
    const file = spool(ctx, bytes);
    // The process dies inside the transaction, right after the file was stored: nothing runs
    // after this promise (no rollback handler, no cleanup), as after a kill.
    const storage = ctx.services.storage;
    let release: (err: Error) => void = () => undefined;
    const putFile = storage.putFile;
    const died = new Promise<void>((resolve) => {
      storage.putFile = async (...args) => {
        await putFile(...args);
        resolve();
        await new Promise((_, reject) => {
          release = reject;
        });
      };
    });
    const dying = ctx.services.consultations.create(request, file).catch(() => undefined);
    await died;
    const stored = path.join(uploadsDir(ctx.services.env), file.sha256);
    expect(fs.existsSync(stored)).toBe(true);

    // The next start, on the same DATA_DIR and database.
    const next = await createTestContext("pglite", { DATA_DIR: ctx.services.env.DATA_DIR });
    try {
      // The same data directory and a database where that transaction never committed.
      await startServices(next.services);
      expect(fs.existsSync(stored)).toBe(false);
      expect(fs.readdirSync(spoolDir(ctx.services.env))).toEqual([]);
    } finally {
      for (const close of [...next.services.onClose].reverse()) await close();
      await next.database.dispose();
      // Lets the first context's stuck transaction end so its database can close.
      storage.putFile = putFile;
      release(new Error("process ended"));
      await dying;
    }
  });
});

describe("S3 storage on a local S3-compatible server", () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-s3-"));
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await client.send(new CreateBucketCommand({ Bucket: "uploads-test" }));
    client.destroy();
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores, reads back, reports and removes a file", async () => {
    const storage = s3Storage({
      bucket: "uploads-test",
      region: "us-east-1",
      endpoint,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "uploads/",
    });
    const bytes = crypto.randomBytes(300_000);
    const sha = crypto.createHash("sha256").update(bytes).digest("hex");
    const source = path.join(dir, "source.bin");
    fs.writeFileSync(source, bytes);
    expect(await storage.exists(sha)).toBe(false);
    await storage.putFile(sha, source, bytes.length);
    expect(await storage.exists(sha)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(sha)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await storage.remove(sha);
    expect(await storage.exists(sha)).toBe(false);
    await expect(storage.read(sha)).rejects.toThrow(/no stored file/);
    storage.close?.();
  });
});
