import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../../tests/helpers/db";
import { startServices } from "../../container";
import { createTestContext, jsonRequest, type TestContext } from "../../../tests/helpers/services";
import { eventually } from "../jobs/testing";
import { decodeQuotedPrintable } from "./testing/fakes";
import { deliveryRows, outboxFiles } from "./testing/harness";

/** The whole path with the server's own wiring: POST /api/inquiries → stored → outbox. */
describe.each(testEngines)("a lead from the dialog reaches the team on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
    await startServices(ctx.services);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("writes the submitted lead to the outbox with its answers and transcript", async () => {
    const started = performance.now();
    const res = await ctx.app.request(
      "/api/inquiries",
      jsonRequest(
        "POST",
        {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          company: "Analytical Engines",
          service: "web-app",
          message: "Please call after 5pm.",
          answers: { platform: "mobile", authentication: true, payment: false },
          transcript: "User: I need an app for my shop\nAI: Happy to help! Which platform?",
        },
        { "x-test-ip": "198.18.7.1" },
      ),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const outbox = ctx.services.env.OUTBOX_DIR;
    const files = await eventually(
      () => outboxFiles(outbox, id).length === 2 && outboxFiles(outbox, id),
      { what: "the outbox files" },
    );
    console.info(
      `[${engine}] POST /api/inquiries → outbox files: ${(performance.now() - started).toFixed(0)} ms`,
    );
    const raw = fs.readFileSync(path.join(outbox, files[0]), "utf8").replace(/\r\n/g, "\n");
    const text = decodeQuotedPrintable(raw);
    expect(text).toMatch(/^Subject: New lead: Web application from Ada Lovelace$/m);
    for (const expected of [
      "Company:   Analytical Engines",
      "Platform: Mobile App",
      "User login/authentication: Yes",
      "Payment integration: No",
      "Please call after 5pm.",
      "User: I need an app for my shop\nAI: Happy to help! Which platform?",
    ]) {
      expect(text).toContain(expected);
    }
    // The transcript is printed once even though the stored message also holds it.
    expect(text.match(/I need an app for my shop/g)).toHaveLength(1);
    const rows = await eventually(async () => {
      const r = await deliveryRows(ctx.services.database, id);
      return r.length > 0 && r.every((d) => d.status === "sent") && r;
    });
    expect(rows.map((r) => r.channel)).toEqual(["outbox"]);
  });
});
