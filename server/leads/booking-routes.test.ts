import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingTexts } from "../../content/booking";
import type { SlotsResponse } from "../../lib/booking";
import { testEngines } from "../../tests/helpers/db";
import { rowsOf } from "../platform/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";

describe.each(testEngines)("booking ids from the body (%s)", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  const book = (body: unknown) =>
    ctx.app.request(
      "/api/bookings",
      jsonRequest("POST", body, { "x-test-ip": `198.18.7.${++ip % 250}` }),
    );
  const bookings = async () => {
    const result = await ctx.services.database.db.execute(
      sql`select count(*)::int as n from call_bookings`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]!.n);
  };

  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_BOOKINGS_PER_HOUR: "1000" });
  });
  afterAll(async () => ctx?.close());

  it("an id beyond the database's integer range, or not a whole number, is a 400 naming inquiryId", async () => {
    const slots = (await (await ctx.app.request("/api/bookings/slots")).json()) as SlotsResponse;
    const valid = {
      email: "visitor@example.com",
      start: slots.slots[0] ?? new Date(Date.now() + 86_400_000).toISOString(),
      timeZone: "Europe/Berlin",
      phone: "+49 30 901820",
      // Well formed but no inquiry's: a bad id is refused before the token is looked at.
      token: "not-a-real-booking-token",
    };
    for (const inquiryId of [
      2_147_483_648,
      99_999_999_999,
      "99999999999",
      1e99,
      -1,
      0,
      1.5,
      "abc",
      true,
      [1],
      null,
      { id: 1 },
    ]) {
      const res = await book({ ...valid, inquiryId });
      expect(res.status, JSON.stringify(inquiryId)).toBe(400);
      expect(await res.json()).toEqual({
        error: `inquiryId: ${bookingTexts.inquiryNotFound}`,
        fields: { inquiryId: bookingTexts.inquiryNotFound },
      });
    }
    // The largest id the column holds reaches the service: a token that is not this inquiry's
    // is refused there, never a database error.
    const largest = await book({ ...valid, inquiryId: 2_147_483_647 });
    expect(largest.status).toBe(403);
    expect(await largest.json()).toEqual({
      error: bookingTexts.bookingExpired,
      fields: { token: bookingTexts.bookingExpired },
    });
    expect(await bookings()).toBe(0);
  });
});
