import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { eventually } from "../jobs/testing";
import { FakeHttp } from "./testing/fakes";
import {
  deliveryRows,
  notificationHarness,
  outboxFiles,
  storeInquiry,
  tempDir,
} from "./testing/harness";
import type { HarnessService } from "./testing/harness";
import type { LookupAll } from "./url-guard";

describe.each(testEngines)("team notifications to a webhook on %s", (engine) => {
  let database: TestDatabase;
  const temp = tempDir();
  const hook = new FakeHttp();
  const services: HarnessService[] = [];
  const harness = (env: Record<string, string>, lookup?: LookupAll) => {
    const h = notificationHarness(database, temp.dir, env, { lookup });
    services.push(h.service);
    return h;
  };
  const webhookRow = async (id: number) =>
    (await deliveryRows(database, id)).find((d) => d.channel === "webhook");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await hook.listen();
  });
  afterEach(async () => {
    for (const s of services.splice(0)) await s.stop();
    hook.requests.length = 0;
  });
  afterAll(async () => {
    await hook.stop();
    await database?.dispose();
    temp.remove();
  });

  it("posts Slack-compatible JSON when private targets are allowed", async () => {
    const h = harness({
      NOTIFY_WEBHOOK_URL: hook.url("/services/T000/B000/secret"),
      NOTIFY_WEBHOOK_ALLOW_PRIVATE: "true",
    });
    await h.service.start();
    const id = await storeInquiry(database);
    await h.service.notify("business_inquiry", id);
    await eventually(async () => (await webhookRow(id))?.status === "sent", {
      what: "the webhook delivery",
    });
    expect(hook.requests).toHaveLength(1);
    const [request] = hook.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/services/T000/B000/secret");
    expect(request.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = JSON.parse(request.body);
    expect(body.text).toBe("New lead: Website from Ada Lovelace");
    expect(body.blocks[0]).toMatchObject({ type: "header" });
    expect(request.body).toContain("ada@example.com");
    expect(request.body).toContain("E-commerce Store");
    expect(request.body).toContain("User: I need a website");
    expect((await webhookRow(id))?.reference).toBe("HTTP 200");
    const posted = h.logs.find((l) => l.msg === "notification posted to webhook");
    // The webhook URL is a secret: only its host is logged.
    expect(JSON.stringify(posted)).not.toContain("secret");
  });

  it("retries a webhook that answers 500, and stops at one that answers 404", async () => {
    let status = 500;
    hook.respond = () => ({ status, body: status === 200 ? "ok" : "no_service" });
    try {
      const h = harness({
        NOTIFY_WEBHOOK_URL: hook.url("/h"),
        NOTIFY_WEBHOOK_ALLOW_PRIVATE: "true",
      });
      await h.service.start();
      const id = await storeInquiry(database);
      await h.service.notify("business_inquiry", id);
      await eventually(() => hook.requests.length >= 2, { what: "a retry after 500" });
      status = 200;
      await eventually(async () => (await webhookRow(id))?.status === "sent");

      status = 404;
      const gone = await storeInquiry(database, { firstName: "Gone" });
      const before = hook.requests.length;
      await h.service.notify("business_inquiry", gone);
      const row = await eventually(async () => {
        const r = await webhookRow(gone);
        return r?.status === "failed" && r;
      });
      expect(row.lastError).toMatch(/answered 404/);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(hook.requests.length - before).toBe(1);
    } finally {
      hook.respond = () => ({ status: 200, body: "ok" });
    }
  });

  it.each([
    ["127.0.0.1", () => hook.url("/h")],
    ["10.x", () => "http://10.0.0.8/hooks"],
    ["192.168.x", () => "http://192.168.1.20:8080/hooks"],
    ["::1", () => `http://[::1]:${hook.port}/h`],
    ["::ffff:127.0.0.1", () => `http://[::ffff:127.0.0.1]:${hook.port}/h`],
    ["a host name resolving to loopback", () => hook.url("/h", "localhost")],
  ])("refuses %s unless allowed, loudly and without retrying", async (_label, url) => {
    const h = harness({ NOTIFY_WEBHOOK_URL: url() });
    await h.service.start();
    const id = await storeInquiry(database);
    await h.service.notify("business_inquiry", id);
    const row = await eventually(async () => {
      const r = await webhookRow(id);
      return r?.status === "failed" && r;
    });
    expect(row.lastError).toMatch(/private or loopback/);
    expect(row.attempts).toBe(1);
    const refusal = h.logs.find((l) => String(l.msg).startsWith("NOTIFY_WEBHOOK_URL refused"));
    expect(refusal).toMatchObject({ level: "error" });
    // The other channels still deliver, and the job is finished rather than retried.
    await eventually(() => outboxFiles(h.env.OUTBOX_DIR, id).length === 2);
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await webhookRow(id))?.attempts).toBe(1);
    expect(hook.requests).toHaveLength(0);
  });

  it("checks the address again when connecting (a name that re-resolves to loopback)", async () => {
    // The first lookup says public; the connection's own lookup finds 127.0.0.1.
    const h = harness({ NOTIFY_WEBHOOK_URL: hook.url("/h", "localhost") }, async () => [
      { address: "93.184.216.34", family: 4 },
    ]);
    await h.service.start();
    const id = await storeInquiry(database);
    await h.service.notify("business_inquiry", id);
    const row = await eventually(async () => {
      const r = await webhookRow(id);
      return r?.status === "failed" && r;
    });
    expect(row.lastError).toMatch(/resolves to (127\.0\.0\.1|::1)/);
    expect(hook.requests).toHaveLength(0);
  });
});
