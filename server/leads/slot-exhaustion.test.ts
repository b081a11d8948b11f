import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingTexts } from "../../content/booking";
import { businessInquiries, callBookings } from "../../db/schema";
import type { SlotsResponse } from "../../lib/booking";
import type { LeadResponse } from "../../lib/lead";
import { testEngines } from "../../tests/helpers/db";
import { rowsOf } from "../platform/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";

/**
 * A script that invents inquiries and books a call for each must not take every slot: one email
 * address and one IP hold at most BOOKING_MAX_UPCOMING_PER_VISITOR upcoming calls, and a call is
 * booked only with the token the inquiry's own response carried, while it is fresh.
 */
describe.each(testEngines)("call slots cannot be exhausted on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      // Only the booking rules are under test: the hourly limits would stop the script sooner.
      RATE_LIMIT_INQUIRIES_PER_HOUR: "1000",
      RATE_LIMIT_BOOKINGS_PER_HOUR: "1000",
      BOOKING_MAX_UPCOMING_PER_VISITOR: "2",
    });
  }, 60_000);
  afterAll(async () => ctx?.close());

  const inquire = async (email: string, ip: string) => {
    const res = await ctx.app.request(
      "/api/inquiries",
      jsonRequest(
        "POST",
        { firstName: "Bot", lastName: "Script", email, service: "other" },
        { "x-test-ip": ip },
      ),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as LeadResponse;
  };
  const slots = async () =>
    ((await (await ctx.app.request("/api/bookings/slots")).json()) as SlotsResponse).slots;
  const book = (
    inquiry: LeadResponse,
    email: string,
    ip: string,
    start: string,
    token = inquiry.bookingToken,
  ) =>
    ctx.app.request(
      "/api/bookings",
      jsonRequest(
        "POST",
        { inquiryId: inquiry.id, email, start, timeZone: "UTC", token, phone: "+1 919 555 0100" },
        { "x-test-ip": ip },
      ),
    );
  const upcoming = async () =>
    Number(
      rowsOf<{ n: number }>(
        await ctx.services.database.db.execute(
          sql`select count(*)::int as n from call_bookings where slot_start > now()`,
        ),
      )[0]!.n,
    );

  it("one address, inventing 12 inquiries from one IP, books 2 calls; the rest get 409", async () => {
    const before = await upcoming();
    const free = await slots();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // The same mailbox written differently counts as one address.
      const email = i % 2 ? `Mallory+${i}@Example.com` : "mallory@example.com";
      const inquiry = await inquire(email, "203.0.113.10");
      const res = await book(inquiry, email, "203.0.113.10", free[i]!);
      statuses.push(res.status);
      if (res.status === 409) {
        expect((await res.json()).error).toBe(bookingTexts.tooManyUpcoming(2));
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect((await upcoming()) - before).toBe(2);
  });

  it("many addresses from one IP book 2 calls; one address over many IPs books 2", async () => {
    const before = await upcoming();
    const free = await slots();
    let booked = 0;
    for (let i = 0; i < 8; i++) {
      const email = `visitor${i}@example.net`;
      const res = await book(await inquire(email, "203.0.113.20"), email, "203.0.113.20", free[i]!);
      if (res.status === 201) booked++;
    }
    expect(booked).toBe(2);
    booked = 0;
    for (let i = 0; i < 8; i++) {
      const ip = `198.51.100.${100 + i}`;
      const res = await book(
        await inquire("eve@example.org", ip),
        "eve@example.org",
        ip,
        free[8 + i]!,
      );
      if (res.status === 201) booked++;
    }
    expect(booked).toBe(2);
    expect((await upcoming()) - before).toBe(4);
  });

  it("concurrent attempts from one address still book no more than 2", async () => {
    const free = await slots();
    const inquiries = await Promise.all(
      Array.from({ length: 8 }, (_, i) => inquire("burst@example.com", `192.0.2.${i + 1}`)),
    );
    const results = await Promise.all(
      inquiries.map((q, i) => book(q, "burst@example.com", `192.0.2.${i + 1}`, free[i]!)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
  });

  it("a booking needs the inquiry's own fresh token and an inquiry not booked yet", async () => {
    const free = await slots();
    const mine = await inquire("ok@example.com", "192.0.2.200");
    const other = await inquire("other@example.com", "192.0.2.201");
    // An empty token, a forged one, another inquiry's token: refused, nothing stored.
    for (const token of ["", `${mine.id}.99999999999999.${"A".repeat(43)}`, other.bookingToken]) {
      const res = await book(mine, "ok@example.com", "192.0.2.200", free[0]!, token);
      expect([400, 403]).toContain(res.status);
      expect((await res.json()).fields).toEqual({ token: bookingTexts.bookingExpired });
    }
    // An inquiry older than BOOKING_INQUIRY_MAX_AGE_MINUTES cannot be booked, token or not.
    await ctx.services.database.db
      .update(businessInquiries)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(businessInquiries.id, other.id));
    const stale = await book(other, "other@example.com", "192.0.2.201", free[0]!);
    expect(stale.status).toBe(403);
    expect(
      await ctx.services.database.db
        .select()
        .from(callBookings)
        .where(eq(callBookings.inquiryId, mine.id)),
    ).toHaveLength(0);
    expect((await book(mine, "ok@example.com", "192.0.2.200", free[0]!)).status).toBe(201);
    const again = await book(mine, "ok@example.com", "192.0.2.200", free[1]!);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(bookingTexts.alreadyBooked);
  });
});
