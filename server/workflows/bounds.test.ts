/**
 * What an anonymous visitor's workflows may cost and what they may see (ADR 0034): saves and
 * changes are rate-limited per IP, a run's event and log are bounded, a run tells the team once
 * and through the outbox only, and no public answer carries a server path or internal reference.
 */
import crypto from "node:crypto";
import { requestErrors, waitText } from "../../content/request-errors";
import os from "node:os";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workflowsPage } from "../../content/workflows-page";
import { notificationDeliveries, workflowMessages, workflows } from "../../db/schema";
import type { ExecutionRecord, WorkflowRecord } from "../../lib/workflows";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { startServices } from "../container";
import { eventually } from "../platform/jobs/testing";
import { FakeSmtp, FakeTwilio } from "../platform/notify/testing/fakes";
import { draftOf, runnableWorkflow } from "./testing";

const sid = `AC${"2".repeat(32)}`;
const token = "workflow-test-token";

/** A run with two SMS and two email steps after the file step, besides the CRM step. */
function chattyWorkflow(name = "Chatty") {
  const base = runnableWorkflow(name);
  const sms2 = { ...structuredClone(base.nodes[3]), id: "s2", position: { x: 750, y: 150 } };
  const email2 = { ...structuredClone(base.nodes[4]), id: "e2", position: { x: 750, y: 300 } };
  email2.data.config.to = "someone-else@example.org";
  return {
    ...base,
    nodes: [...base.nodes, sms2, email2],
    connections: [
      ...base.connections,
      { source: "s", target: "s2" },
      { source: "e", target: "e2" },
    ],
  };
}

describe.each(testEngines)("workflow bounds on %s", (engine) => {
  let ctx: TestContext;
  const twilio = new FakeTwilio(sid, token);
  const smtp = new FakeSmtp();
  let ip = 0;
  const call = (
    method: string,
    path: string,
    options: { cookie?: string; body?: unknown; ip?: string } = {},
  ) =>
    ctx.app.request(path, {
      ...jsonRequest(method, options.body ?? {}, {
        "x-test-ip": options.ip ?? `198.18.1.${++ip % 250}`,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      }),
      ...(options.body === undefined && method === "GET" ? { body: undefined } : {}),
    });
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];

  async function save(workflow: unknown, ipAddress?: string) {
    const res = await call("POST", "/api/workflows", { body: workflow, ip: ipAddress });
    expect(res.status).toBe(201);
    return { cookie: cookieOf(res), workflow: (await res.json()) as WorkflowRecord };
  }

  async function finished(id: number, runId: number, cookie: string): Promise<ExecutionRecord> {
    return eventually(
      async () => {
        const res = await call("GET", `/api/workflows/${id}/executions`, { cookie });
        const list = (await res.json()) as ExecutionRecord[];
        const run = list.find((e) => e.id === runId);
        return run && (run.status === "completed" || run.status === "failed") ? run : null;
      },
      { timeoutMs: 30_000, intervalMs: 200, what: "the run to finish" },
    );
  }

  beforeAll(async () => {
    await twilio.listen();
    await smtp.listen();
    ctx = await createTestContext(
      engine,
      {
        PUBLIC_URL: "https://relaywise.example",
        RATE_LIMIT_WORKFLOW_CREATES_PER_HOUR: "3",
        RATE_LIMIT_WORKFLOW_UPDATES_PER_HOUR: "3",
        WORKFLOW_TRIGGER_MAX_BYTES: "2048",
        WORKFLOW_RUN_LOG_MAX_BYTES: "4096",
        WORKFLOW_STEP_LOG_MAX_BYTES: "1024",
        WORKFLOW_STEP_TIMEOUT_MS: "5000",
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: token,
        TWILIO_FROM: "+15555550100",
        NOTIFY_SMS_TO: "+15555550199",
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL_TO: "team@relaywise.example",
      },
      { notifications: { twilioApiBase: twilio.url("/") } },
    );
    await startServices(ctx.services);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await twilio.stop();
    await smtp.stop();
  });

  it("limits new workflows per IP, with or without a cookie, with a 429 and Retry-After", async () => {
    const address = "203.0.113.10";
    for (let i = 0; i < 3; i++) await save(runnableWorkflow(`Flow ${i}`), address);
    const over = await call("POST", "/api/workflows", { body: runnableWorkflow(), ip: address });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await over.json()) as { error: string }).error).toBe(
      workflowsPage.limits.createsRateLimited(waitText(Number(over.headers.get("retry-after")))),
    );
    // Another address is not affected.
    await save(runnableWorkflow("Elsewhere"), "203.0.113.11");
  });

  it("limits changes to saved workflows per IP", async () => {
    const address = "203.0.113.20";
    const { cookie, workflow } = await save(runnableWorkflow("Edited"), address);
    const put = () =>
      call("PUT", `/api/workflows/${workflow.id}`, {
        cookie,
        body: runnableWorkflow("Edited again"),
        ip: address,
      });
    for (let i = 0; i < 3; i++) expect((await put()).status).toBe(200);
    const over = await put();
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBeTruthy();
    expect(((await over.json()) as { error: string }).error).toBe(
      workflowsPage.limits.updatesRateLimited(waitText(Number(over.headers.get("retry-after")))),
    );
  });

  it("refuses a run event over WORKFLOW_TRIGGER_MAX_BYTES, naming the field", async () => {
    const { cookie, workflow } = await save(runnableWorkflow("Big event"));
    const res = await call("POST", `/api/workflows/${workflow.id}/run`, {
      cookie,
      body: { triggerData: { note: "x".repeat(3000) } },
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields.triggerData).toBe(workflowsPage.limits.triggerTooLarge(2048));
  });

  it("refuses NUL and lone surrogates in a run event or a step's settings, naming the field", async () => {
    const { cookie, workflow } = await save(runnableWorkflow("Bad text"));
    for (const bad of ["a\u0000b", "half \uD83D"]) {
      const res = await call("POST", `/api/workflows/${workflow.id}/run`, {
        cookie,
        body: { triggerData: { customer: { name: bad } } },
      });
      expect(res.status).toBe(400);
      const { fields } = (await res.json()) as { fields: Record<string, string> };
      // The shared request parsing refuses it before the workflow's own schema sees it.
      expect(fields["triggerData.customer.name"]).toBe(requestErrors.characterNotAllowed);
    }
    const config = runnableWorkflow("Bad config");
    config.nodes[0].data.config.sampleData = '{"name": "\u0000"}';
    const res = await call("POST", "/api/workflows", { cookie, body: config });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields["nodes.0.data.config.sampleData"]).toBe(requestErrors.characterNotAllowed);
  });

  it("sends the team one note per run, to the outbox only: no SMS, no email, none per step", async () => {
    const { cookie, workflow } = await save(chattyWorkflow());
    twilio.requests.length = 0;
    smtp.messages.length = 0;
    const started = await call("POST", `/api/workflows/${workflow.id}/run`, { cookie });
    expect(started.status).toBe(202);
    const run = await finished(workflow.id, ((await started.json()) as ExecutionRecord).id, cookie);
    expect(run.status).toBe("completed");

    // What the steps would have sent stays with the run.
    const sms = run.steps.find((s) => s.nodeId === "s");
    expect(sms?.output).toMatchObject({
      smsMessage: { to: "+1 919 555 0100", message: "New lead Ada Lovelace" },
    });
    const kept = await ctx.services.database.db
      .select()
      .from(workflowMessages)
      .where(eq(workflowMessages.executionId, run.id));
    expect(kept).toHaveLength(4);

    const { db } = ctx.services.database;
    await eventually(
      async () => {
        const rows = await db
          .select()
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.recordId, run.id));
        return rows.some((r) => r.kind === "workflow_run" && r.status === "sent") ? rows : null;
      },
      { timeoutMs: 15_000, what: "the run's note in the outbox" },
    );
    const deliveries = await db.select().from(notificationDeliveries);
    const forRun = deliveries.filter(
      (d) =>
        (d.kind === "workflow_run" && d.recordId === run.id) ||
        (d.kind === "workflow_message" && kept.some((m) => m.id === d.recordId)),
    );
    expect(forRun.map((d) => [d.kind, d.channel])).toEqual([["workflow_run", "outbox"]]);
    const notes = fs
      .readdirSync(ctx.services.env.OUTBOX_DIR)
      .filter((f) => f.endsWith(".json") && f.includes(`-${run.id}.`) && f.includes("workflow"));
    expect(notes).toHaveLength(1);
    const note = JSON.parse(
      fs.readFileSync(`${ctx.services.env.OUTBOX_DIR}/${notes[0]}`, "utf8"),
    ) as { messages: unknown[] };
    expect(note.messages).toHaveLength(4);

    // Give any stray delivery a moment, then check nothing reached Twilio or SMTP.
    await new Promise((r) => setTimeout(r, 1500));
    expect(twilio.messages).toEqual([]);
    expect(smtp.messages).toEqual([]);
  }, 60_000);

  it("caps a run's log and marks it truncated", async () => {
    const wf = runnableWorkflow("Long log");
    const text = Array.from({ length: 400 }, (_, i) => `Line ${i} of a long document.`).join("\n");
    wf.nodes[1].data.config = { format: "text", content: text };
    wf.nodes = wf.nodes.filter((n) => n.id !== "c");
    wf.connections = wf.connections.filter((c) => c.target !== "c");
    const { cookie, workflow } = await save(wf);
    const started = await call("POST", `/api/workflows/${workflow.id}/run`, { cookie });
    const run = await finished(workflow.id, ((await started.json()) as ExecutionRecord).id, cookie);
    expect(run.status).toBe("completed");
    expect(run.logTruncated).toBe(true);
    expect(run.steps.find((s) => s.nodeId === "f")?.truncated).toBe(true);
    expect(JSON.stringify(run.steps).length).toBeLessThan(4096 + run.steps.length * 400);
  }, 60_000);

  it("leaks no server path, internal reference or stack trace in any public answer", async () => {
    const { cookie, workflow } = await save(chattyWorkflow("Leak check"));
    const started = await call("POST", `/api/workflows/${workflow.id}/run`, { cookie });
    const startedText = await started.text();
    const runId = (JSON.parse(startedText) as ExecutionRecord).id;
    await finished(workflow.id, runId, cookie);
    // The outbox note is written by now or soon; answers after it must not point at it either.
    await eventually(
      async () =>
        fs.readdirSync(ctx.services.env.OUTBOX_DIR).some((f) => f.includes(`-${runId}.`)) || null,
      { timeoutMs: 15_000, what: "the outbox note" },
    );
    const answers = [
      startedText,
      await (await call("GET", `/api/workflows/${workflow.id}/executions`, { cookie })).text(),
      await (await call("GET", `/api/workflows/${workflow.id}`, { cookie })).text(),
      await (await call("GET", "/api/workflows", { cookie })).text(),
    ];
    // A draft's test run and a test of one step, through every kind of step, and a suggestion.
    for (const [path, body] of [
      ["/api/workflows/test-run", { workflow: draftOf(workflow) }],
      ["/api/workflows/test-step", { workflow: draftOf(workflow), nodeId: "e2" }],
      ["/api/workflows/suggest", { intent: "Post new leads in Slack and email the team" }],
    ] as const) {
      const res = await call("POST", path, { cookie, body });
      expect([path, res.status]).toEqual([path, 200]);
      answers.push(await res.text());
    }
    const forbidden = [
      ctx.services.env.DATA_DIR,
      ctx.services.env.OUTBOX_DIR,
      os.tmpdir(),
      ".eml",
      '"reference"',
      '"deliveries"',
      '"path"',
      '"stack"',
      "    at ",
    ];
    for (const answer of answers) {
      for (const needle of forbidden) expect(answer).not.toContain(needle);
    }
  }, 60_000);

  describe("the visitor cookie", () => {
    it("is Secure when PUBLIC_URL is https, HttpOnly and SameSite=Lax", async () => {
      const res = await call("POST", "/api/workflows", { body: runnableWorkflow("Secure") });
      const header = res.headers.get("set-cookie") ?? "";
      expect(header).toMatch(/^rw_visitor=[\w-]{22}\.[^;]+;/);
      expect(header).toContain("; Secure");
      expect(header).toContain("HttpOnly");
      expect(header).toContain("SameSite=Lax");
    });

    it("treats a malformed, unsigned or tampered cookie as no cookie, never a 500", async () => {
      const { cookie } = await save(runnableWorkflow("Mine"));
      const [id, signature] = decodeURIComponent(cookie.split("=")[1]).split(".");
      const tampered = `rw_visitor=${encodeURIComponent(`${id}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`)}`;
      for (const bad of [
        "rw_visitor=%E0%A4%A",
        "rw_visitor=%",
        `rw_visitor=${id}`,
        `rw_visitor=${id}.`,
        tampered,
        "rw_visitor=a.b.c; rw_visitor=%ZZ",
      ]) {
        const list = await call("GET", "/api/workflows", { cookie: bad });
        expect(list.status).toBe(200);
        expect(await list.json()).toEqual([]);
        expect(await ctx.services.workflows.visitors.read(bad)).toBeNull();
        // A save makes the caller a new visitor.
        const res = await call("POST", "/api/workflows", { cookie: bad, body: runnableWorkflow() });
        expect(res.status).toBe(201);
        expect(cookieOf(res)).toMatch(/^rw_visitor=/);
        expect(cookieOf(res)).not.toBe(cookie);
      }
    });

    it("still recognises a cookie of the old format and reissues it in the new one", async () => {
      const { db } = ctx.services.database;
      const id = crypto.randomBytes(16).toString("base64url");
      const secret = fs
        .readFileSync(`${ctx.services.env.DATA_DIR}/visitor-cookie.secret`, "utf8")
        .trim();
      const old = `rw_visitor=${id}.${crypto.createHmac("sha256", secret).update(id).digest("base64url")}`;
      await db.insert(workflows).values({
        name: "Saved before the upgrade",
        userId: id,
        nodes: [],
        connections: [],
        isActive: false,
      });
      expect(await ctx.services.workflows.visitors.read(old)).toBe(id);
      const res = await call("GET", "/api/workflows", { cookie: old });
      expect(res.status).toBe(200);
      expect(((await res.json()) as WorkflowRecord[]).map((w) => w.name)).toEqual([
        "Saved before the upgrade",
      ]);
      const reissued = cookieOf(res);
      expect(reissued).toMatch(/^rw_visitor=/);
      expect(reissued).not.toBe(old);
      expect(await ctx.services.workflows.visitors.read(reissued)).toBe(id);
      // Forged in the old format: no one.
      const forged = `rw_visitor=${id}.${"A".repeat(43)}`;
      expect(await ctx.services.workflows.visitors.read(forged)).toBeNull();
    });
  });
});
