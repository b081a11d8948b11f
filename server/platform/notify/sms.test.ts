import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngines } from "../../../tests/helpers/db";
import { eventually } from "../jobs/testing";
import { FakeTwilio } from "./testing/fakes";
import {
  deliveryRows,
  inquiryRow,
  notificationHarness,
  storeInquiry,
  tempDir,
} from "./testing/harness";
import type { HarnessService } from "./testing/harness";

const sid = `AC${"1".repeat(32)}`;
const token = "test-auth-token";

describe.each(testEngines)("team notifications by SMS (Twilio) on %s", (engine) => {
  let database: TestDatabase;
  const temp = tempDir();
  const twilio = new FakeTwilio(sid, token);
  const services: HarnessService[] = [];
  const harness = (to: string) => {
    const h = notificationHarness(
      database,
      temp.dir,
      {
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: token,
        TWILIO_FROM: "+15555550100",
        NOTIFY_SMS_TO: to,
      },
      { twilioApiBase: twilio.url("/") },
    );
    services.push(h.service);
    return h;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await twilio.listen();
  });
  afterEach(async () => {
    for (const s of services.splice(0)) await s.stop();
    twilio.requests.length = 0;
  });
  afterAll(async () => {
    await twilio.stop();
    await database?.dispose();
    temp.remove();
  });

  it("posts a short text to Twilio's Messages API and marks the record", async () => {
    const h = harness("+15555550199");
    await h.service.start();
    const id = await storeInquiry(database);
    await h.service.notify("business_inquiry", id);
    await eventually(async () => (await inquiryRow(database, id)).smsNotified, {
      what: "sms_notified",
    });

    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`,
    );
    expect(request.headers["content-type"]).toMatch(/application\/x-www-form-urlencoded/);
    expect(twilio.messages).toEqual([
      {
        to: "+15555550199",
        from: "+15555550100",
        body: `Relaywise: new lead #${id} Ada Lovelace, Website, ada@example.com`,
      },
    ]);
    const sms = (await deliveryRows(database, id)).find((d) => d.channel === "sms");
    expect(sms).toMatchObject({ status: "sent", target: "+15555550199" });
    expect(sms?.reference).toMatch(/^SM\d{32}$/);
    expect((await inquiryRow(database, id)).emailSent).toBe(false);
  });

  it("tracks each number: a retry re-sends only to the one that failed", async () => {
    let refuse = true;
    const accept = twilio.respond;
    twilio.respond = (req) => {
      if (refuse && new URLSearchParams(req.body).get("To") === "+15555550198") {
        return { status: 503, body: { code: 20503, message: "Service unavailable", status: 503 } };
      }
      return accept(req);
    };
    try {
      const h = harness("+15555550199, +15555550198");
      await h.service.start();
      const id = await storeInquiry(database, { firstName: "Grace", lastName: "Hopper" });
      await h.service.notify("business_inquiry", id);
      await eventually(() => twilio.requests.length >= 3, { what: "a retry" });
      expect((await inquiryRow(database, id)).smsNotified).toBe(false);
      refuse = false;
      await eventually(async () => (await inquiryRow(database, id)).smsNotified, {
        what: "both texts",
      });
      const sentTo = twilio.messages.map((m) => m.to);
      expect(sentTo.filter((to) => to === "+15555550199")).toHaveLength(1);
      expect(sentTo.filter((to) => to === "+15555550198").length).toBeGreaterThanOrEqual(2);
      const rows = (await deliveryRows(database, id)).filter((d) => d.channel === "sms");
      expect(rows.map((r) => [r.target, r.status])).toEqual([
        ["+15555550199", "sent"],
        ["+15555550198", "sent"],
      ]);
    } finally {
      twilio.respond = accept;
    }
  });

  it("gives up on a number Twilio rejects as invalid, and says so", async () => {
    const accept = twilio.respond;
    twilio.respond = () => ({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    });
    try {
      const h = harness("+1555");
      await h.service.start();
      const id = await storeInquiry(database);
      await h.service.notify("business_inquiry", id);
      const row = await eventually(async () => {
        const r = (await deliveryRows(database, id)).find((d) => d.channel === "sms");
        return r?.status === "failed" && r;
      });
      expect(row.lastError).toMatch(/not a valid phone number/);
      expect(h.logs.some((l) => l.msg === "notification channel failed for good")).toBe(true);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(twilio.requests).toHaveLength(1);
      expect((await inquiryRow(database, id)).smsNotified).toBe(false);
    } finally {
      twilio.respond = accept;
    }
  });
});
