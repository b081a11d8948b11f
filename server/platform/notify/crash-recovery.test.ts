import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { notificationDeliveries } from "../../../db/schema";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { eventually } from "../jobs/testing";
import { claimDelivery, renewClaim, settleDelivery } from "./deliveries";
import type { HarnessService } from "./testing/harness";
import {
  deliveryRows,
  notificationHarness,
  outboxFiles,
  storeInquiry,
  tempDir,
} from "./testing/harness";

describe.each(testEngines)("notification claims after a crash on %s", (engine) => {
  let database: TestDatabase;
  const temp = tempDir();
  const services: HarnessService[] = [];
  const harness = (env: Record<string, string> = {}) => {
    const h = notificationHarness(database, temp.dir, env);
    services.push(h.service);
    return h;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    for (const s of services.splice(0)) await s.stop();
  });
  afterAll(async () => {
    await database?.dispose();
    temp.remove();
  });

  async function outboxRow(id: number) {
    const [row] = await database.db
      .insert(notificationDeliveries)
      .values({ kind: "business_inquiry", recordId: id, channel: "outbox" })
      .returning();
    return row;
  }

  it("a claim is a lease: it lapses unless renewed, and a stale holder can neither renew nor settle", async () => {
    const id = await storeInquiry(database, { firstName: "Lease" });
    const row = await outboxRow(id);
    const first = await claimDelivery(database.db, row.id, 2);
    expect(first).not.toBeNull();
    expect(await claimDelivery(database.db, row.id, 2)).toBeNull();
    // Renewed, it outlives its first lease.
    await new Promise((r) => setTimeout(r, 1_200));
    const renewed = await renewClaim(database.db, row.id, first!.token, 2);
    expect(renewed).not.toBeNull();
    await new Promise((r) => setTimeout(r, 1_200));
    expect(await claimDelivery(database.db, row.id, 2)).toBeNull();
    // Not renewed, it lapses and another worker takes it.
    await new Promise((r) => setTimeout(r, 1_400));
    const second = await claimDelivery(database.db, row.id, 30);
    expect(second).not.toBeNull();
    expect(await renewClaim(database.db, row.id, renewed!, 30)).toBeNull();
    expect(
      await settleDelivery(database.db, row.id, { status: "pending", error: "stale" }, renewed!),
    ).toBe(false);
    expect(
      await settleDelivery(database.db, row.id, { status: "sent", reference: "x" }, second!.token),
    ).toBe(true);
    const [after] = await deliveryRows(database, id);
    expect(after).toMatchObject({ status: "sent", reference: "x", claimedUntil: null });
  });

  it.runIf(engine === "pglite")(
    "takes back at start-up the claims a killed process left (the embedded database has one process)",
    async () => {
      const id = await storeInquiry(database, { firstName: "Killed" });
      const row = await outboxRow(id);
      // Claimed for five minutes by a process that then died.
      expect(await claimDelivery(database.db, row.id, 300)).not.toBeNull();
      const { service, logs, env } = harness();
      await service.start();
      await service.notify("business_inquiry", id);
      await eventually(() => outboxFiles(env.OUTBOX_DIR, id).length === 2, {
        what: "the outbox files of the taken-back delivery",
        timeoutMs: 5_000,
      });
      expect(
        logs.some(
          (l) => l.msg === "notifications left claimed by a process that ended are taken back",
        ),
      ).toBe(true);
      // The files are written before the delivery is marked sent: wait for the mark itself.
      await eventually(async () => (await deliveryRows(database, id))[0]?.status === "sent", {
        what: "the taken-back delivery marked sent",
        timeoutMs: 5_000,
      });
      const [after] = await deliveryRows(database, id);
      expect(after).toMatchObject({ status: "sent" });
    },
  );

  it("sends a delivery whose worker died once its lease lapses (another instance holds no claim for long)", async () => {
    const { service, logs, env } = harness({ WORK_LEASE_SECONDS: "3" });
    await service.start();
    const id = await storeInquiry(database, { firstName: "Lapsed" });
    const row = await outboxRow(id);
    // A worker of another instance claims it and dies: nobody renews the claim.
    expect(await claimDelivery(database.db, row.id, 3)).not.toBeNull();
    await service.notify("business_inquiry", id);
    await eventually(
      () =>
        logs.some(
          (l) =>
            l.msg === "job failed; it will be retried" && String(l.err).includes("another worker"),
        ),
      { what: "the first attempt to find the claim held" },
    );
    // One 3 s lease plus a retry (1 s here) and a poll: about five seconds, and far inside the
    // wait below, which a claim left to the default lease of minutes would outlast.
    await eventually(() => outboxFiles(env.OUTBOX_DIR, id).length === 2, {
      what: "the delivery after the lease lapsed",
      timeoutMs: 30_000,
    });
  });

  it("renews a live claim while a slow channel call is in flight: no other worker takes it", async () => {
    let requests = 0;
    let answer = () => {};
    const hook = http.createServer((req, res) => {
      requests++;
      req.resume();
      answer = () => res.end("ok");
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", () => resolve()));
    try {
      const port = (hook.address() as AddressInfo).port;
      const { service } = harness({
        WORK_LEASE_SECONDS: "3",
        NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
        NOTIFY_WEBHOOK_ALLOW_PRIVATE: "true",
      });
      await service.start();
      const id = await storeInquiry(database, { firstName: "Slow" });
      await service.notify("business_inquiry", id);
      await eventually(() => requests === 1, { what: "the webhook call" });
      // Past two leases of 3 s: only the renewals keep the claim.
      await new Promise((r) => setTimeout(r, 6_500));
      const webhookRow = (await deliveryRows(database, id)).find((r) => r.channel === "webhook");
      expect(webhookRow?.status).toBe("pending");
      expect(await claimDelivery(database.db, webhookRow!.id, 3)).toBeNull();
      answer();
      await eventually(
        async () =>
          (await deliveryRows(database, id)).find((r) => r.channel === "webhook")?.status ===
          "sent",
        { what: "the webhook delivery to be recorded" },
      );
      expect(requests).toBe(1);
    } finally {
      hook.closeAllConnections();
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  }, 30_000);
});
