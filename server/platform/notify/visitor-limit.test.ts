import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessInquiries, notificationDeliveries } from "../../../db/schema";
import type { LeadResponse } from "../../../lib/lead";
import type { CreateIntentResponse, SandboxConfirmResponse } from "../../../lib/payments";
import { testEngines } from "../../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../../tests/helpers/services";
import { startServices } from "../../container";
import { inquiryConfirmation } from "../../leads/notifications";
import { eventually } from "../jobs/testing";
import { FakeSmtp } from "./testing/fakes";
import { perAddressLimitReason } from "./visitor";
import { validOrder } from "../../../tests/helpers/forms";

/**
 * One address gets at most RATE_LIMIT_VISITOR_EMAILS_PER_ADDRESS_PER_DAY visitor emails a day,
 * every kind counted together; past it the record is stored and the team told as always.
 */
describe.each(testEngines)("visitor emails per address on %s", (engine) => {
  const smtp = new FakeSmtp();
  let ctx: TestContext;
  let ip = 0;

  beforeAll(async () => {
    await smtp.listen();
    ctx = await createTestContext(engine, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "team@relaywise.example",
      RATE_LIMIT_INQUIRIES_PER_HOUR: "1000",
      RATE_LIMIT_CONSULTATIONS_PER_HOUR: "1000",
      RATE_LIMIT_VISITOR_EMAILS_PER_ADDRESS_PER_DAY: "3",
    });
    await startServices(ctx.services);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await smtp.stop();
  });

  const inquire = async (email: string) => {
    const res = await ctx.app.request(
      "/api/inquiries",
      jsonRequest(
        "POST",
        { firstName: "Pat", lastName: "Doe", email, service: "website" },
        { "x-test-ip": `192.0.2.${++ip}` },
      ),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as LeadResponse).id;
  };
  const consult = async (email: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      fullName: "Pat Doe",
      email,
      preferredContact: "Email",
      taskDescription: "Invoices typed by hand into the books.",
      fillMs: "60000",
    })) {
      form.append(k, v);
    }
    const res = await ctx.app.request("/api/workflow-consultation", {
      method: "POST",
      body: form,
      headers: { "x-test-ip": `192.0.2.${++ip}` },
    });
    expect(res.status).toBe(201);
  };
  const visitorMails = (address: string) =>
    smtp.messages.filter((m) => m.to.map((t) => t.toLowerCase()).includes(address.toLowerCase()));
  const teamMails = () => smtp.messages.filter((m) => m.to.includes("team@relaywise.example"));

  it("sends 3 across kinds and spellings of one address, keeps and notifies all 6 records", async () => {
    const spellings = [
      "limit@example.com",
      "Limit@Example.com",
      "limit+a@example.com",
      "LIMIT+b@example.com",
      "limit@example.com",
    ];
    const ids: number[] = [];
    for (const email of spellings) ids.push(await inquire(email));
    await consult("limit@example.com");
    await inquire("someone.else@example.com");

    await eventually(() => expect(teamMails()).toHaveLength(7), { timeoutMs: 20_000 });
    // Every record is stored.
    const stored = await ctx.services.database.db
      .select({ id: businessInquiries.id })
      .from(businessInquiries)
      .where(inArray(businessInquiries.id, ids));
    expect(stored).toHaveLength(5);
    await eventually(
      async () => {
        const skipped = await ctx.services.database.db
          .select()
          .from(notificationDeliveries)
          .where(
            and(
              eq(notificationDeliveries.status, "skipped"),
              eq(notificationDeliveries.lastError, perAddressLimitReason),
            ),
          );
        return expect(skipped).toHaveLength(3);
      },
      { timeoutMs: 20_000 },
    );
    const mails = [...spellings.map((s) => s.toLowerCase())].flatMap((a) =>
      visitorMails(a).map((m) => m.raw),
    );
    expect(new Set(mails).size).toBe(3);
    // Another address is not affected.
    await eventually(() => expect(visitorMails("someone.else@example.com")).toHaveLength(1), {
      timeoutMs: 20_000,
    });
    expect(
      ctx.logs.filter(
        (l) => l.msg === "visitor email not sent: daily limit for this address reached",
      ),
    ).toHaveLength(3);
    // Held back for good: the sweep does not pick them up again.
    const unfinished = await inquiryConfirmation.unfinished(ctx.services.database.db, 100);
    expect(unfinished.filter((id) => ids.includes(id))).toEqual([]);
  }, 60_000);

  it("still sends a paid order's receipt to an address past its limit", async () => {
    const address = "limit@example.com";
    const before = visitorMails(address).length;
    const headers = { "x-test-ip": `192.0.2.${++ip}` };
    const created = await ctx.app.request(
      "/api/create-payment-intent",
      jsonRequest(
        "POST",
        {
          plan: "starter",
          customerInfo: { ...validOrder, name: "Pat Doe", company: "Doe Bakery", email: address },
        },
        headers,
      ),
    );
    expect(created.status).toBe(200);
    const { clientSecret } = (await created.json()) as CreateIntentResponse;
    const paid = await ctx.app.request(
      "/api/payment/sandbox/confirm",
      jsonRequest(
        "POST",
        { clientSecret, card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } },
        headers,
      ),
    );
    expect(((await paid.json()) as SandboxConfirmResponse).status).toBe("succeeded");
    const receipt = await eventually(
      () =>
        visitorMails(address)
          .slice(before)
          .find((m) => m.raw.includes("Subject: Your receipt from Relaywise")),
      { timeoutMs: 20_000, what: "the receipt" },
    );
    expect(receipt.raw).toContain("Business Starter");
  }, 60_000);
});
