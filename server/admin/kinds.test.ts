import { generateCookie } from "hono/cookie";
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  automationRequests,
  fileMetadata,
  payments,
  users,
  workflowExecutions,
  workflows,
} from "../../db/schema";
import type { InboxDetail, InboxPage } from "../../lib/admin";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { openDatabase } from "../platform/db";
import { verifyPassword } from "./passwords";
import { staffCookies } from "./sessions";
import { addStaff } from "./staff";

describe.each(testEngines)("inbox kinds beyond leads on %s", (engine) => {
  let ctx: TestContext;
  let cookie = "";
  let csrf = "";

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    await addStaff(ctx.services.database, {
      username: "alice",
      email: "alice@example.com",
      password: "correct horse battery",
    });
    const res = await ctx.app.request(
      "/api/admin/login",
      jsonRequest(
        "POST",
        { login: "alice", password: "correct horse battery" },
        { cookie: "rw_staff_login=t", "x-csrf-token": "t" },
      ),
    );
    cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    csrf = (await res.json()).csrfToken;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("lists consultations, payments and failed runs; payments and runs are read-only", async () => {
    const { db } = ctx.services.database;
    // Stored as the consultations capability stores uploads: under the SHA-256 of the bytes.
    const bytes = "%PDF-1.4 brief";
    const key = crypto.createHash("sha256").update(bytes).digest("hex");
    const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "inbox-file-")), "brief.pdf");
    fs.writeFileSync(source, bytes);
    await ctx.services.storage.putFile(key, source, bytes.length);
    const [file] = await db
      .insert(fileMetadata)
      .values({
        filename: "brief.pdf",
        originalName: "Our brief.pdf",
        mimeType: "application/pdf",
        size: 14,
        filePath: key,
      })
      .returning();
    const [evil] = await db
      .insert(fileMetadata)
      .values({
        filename: "x",
        originalName: "passwd",
        mimeType: "text/plain",
        size: 1,
        filePath: "../../../../etc/passwd",
      })
      .returning();
    const [consultation] = await db
      .insert(automationRequests)
      .values({
        firstName: "Lin",
        lastName: "Ops",
        email: "lin@example.com",
        company: "Ops Co",
        actions: ["email", "crm"],
        automationType: "lead-routing",
        fileId: file.id,
      })
      .returning();
    const [outside] = await db
      .insert(automationRequests)
      .values({ firstName: "Eve", email: "eve@example.com", actions: [], fileId: evil.id })
      .returning();
    const [payment] = await db
      .insert(payments)
      .values({
        provider: "sandbox",
        providerPaymentId: "pi_123",
        kind: "package",
        itemId: "premium",
        amountCents: 29900,
        status: "succeeded",
        customerName: "Pat Payer",
        customerEmail: "pat@example.com",
      })
      .returning();
    const [workflow] = await db
      .insert(workflows)
      .values({ name: "Lead router", userId: "visitor-1" })
      .returning();
    const [run] = await db
      .insert(workflowExecutions)
      .values({ workflowId: workflow.id, status: "failed", errorMessage: "CRM timed out" })
      .returning();
    await db.insert(workflowExecutions).values({ workflowId: workflow.id, status: "completed" });

    const all = (await (
      await ctx.app.request("/api/admin/items", { headers: { cookie } })
    ).json()) as InboxPage;
    expect(all.rows.map((r) => `${r.kind}:${r.status}`).sort()).toEqual([
      "consultation:new",
      "consultation:new",
      "payment:succeeded",
      "workflow_failure:failed",
    ]);

    const get = async (kind: string, id: number) =>
      (await (
        await ctx.app.request(`/api/admin/items/${kind}/${id}`, { headers: { cookie } })
      ).json()) as InboxDetail;
    const c = await get("consultation", consultation.id);
    expect(c.file).toEqual({
      name: "Our brief.pdf",
      size: 14,
      url: `/api/admin/items/consultation/${consultation.id}/file`,
    });
    const download = await ctx.app.request(c.file!.url, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("Our brief.pdf");
    // The staff download keeps the file's own sandbox policy, not the page policy.
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(await download.text()).toBe("%PDF-1.4 brief");
    const traversal = await ctx.app.request(`/api/admin/items/consultation/${outside.id}/file`, {
      headers: { cookie },
    });
    expect(traversal.status).toBe(404);

    const moved = await ctx.app.request(
      `/api/admin/items/consultation/${consultation.id}/status`,
      jsonRequest("POST", { status: "contacted" }, { cookie, "x-csrf-token": csrf }),
    );
    expect(moved.status).toBe(200);
    const [stored] = await db
      .select()
      .from(automationRequests)
      .where(eq(automationRequests.id, consultation.id));
    expect(stored.status).toBe("contacted");

    const p = await get("payment", payment.id);
    expect(p.fields).toEqual(
      expect.arrayContaining([
        { label: "Amount", value: "$299" },
        { label: "Provider reference", value: "pi_123" },
      ]),
    );
    expect(p.nextStatuses).toEqual([]);
    const refused = await ctx.app.request(
      `/api/admin/items/payment/${payment.id}/status`,
      jsonRequest("POST", { status: "canceled" }, { cookie, "x-csrf-token": csrf }),
    );
    expect(refused.status).toBe(400);
    const w = await get("workflow_failure", run.id);
    expect(w.title).toContain("Lead router");
    expect(w.fields).toEqual(expect.arrayContaining([{ label: "Error", value: "CRM timed out" }]));
  });
});

describe("staff accounts and cookies", () => {
  it("marks the session cookie Secure on an https site", () => {
    const https = { PUBLIC_URL: "https://www.example.com", TRUST_PROXY: false };
    expect(generateCookie("rw_staff", "t", staffCookies(https).session)).toBe(
      "rw_staff=t; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("npm run staff:add reads the password from stdin and stores an argon2id hash", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-staff-"));
    try {
      const run = (password: string) =>
        spawnSync(process.execPath, ["scripts/staff-add.mjs", "carol", "carol@example.com"], {
          input: `${password}\n`,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
          encoding: "utf8",
          // A cold start of the embedded database beside the browser tests on 2 cores: a wait
          // for the process, not a performance target.
          timeout: 120_000,
        });
      const short = run("short");
      expect(short.status).toBe(65);
      expect(short.stderr).toContain("password: Use at least 12 characters");
      const ok = run("a long enough password");
      expect(ok.stderr).toBe("");
      expect(ok.stdout).toContain("Staff account carol created");
      const database = await openDatabase({
        kind: "pglite",
        dataDir: path.join(dataDir, "pglite"),
      });
      const [row] = await database.db.select().from(users).where(eq(users.username, "carol"));
      await database.close();
      expect(row.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.password, "a long enough password")).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 260_000);
});
