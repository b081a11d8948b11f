import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingTexts } from "../../content/booking";
import { defaultBusinessProfile } from "../../content/business";
import { businessInquiries, callBookings } from "../../db/schema";
import type { SlotsResponse } from "../../lib/booking";
import { testEngines } from "../../tests/helpers/db";
import { rowsOf } from "../platform/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { callSlots, parseBusinessHours } from "../platform/calendar/business-hours";
import { createBookingService } from "./bookings";

const hours = parseBusinessHours(defaultBusinessProfile.hours);

describe.each(testEngines)("call bookings on %s", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  const inquiries: Array<{ id: number; email: string }> = [];

  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_BOOKINGS_PER_HOUR: "1000" });
    for (let i = 0; i < 21; i++) {
      const email = `visitor${i}@example.com`;
      const [row] = await ctx.services.database.db
        .insert(businessInquiries)
        .values({
          firstName: "Vis",
          lastName: `Itor ${i}`,
          email,
          service: "website",
          message: "hi",
        })
        .returning({ id: businessInquiries.id });
      inquiries.push({ id: row!.id, email });
    }
  }, 60_000);
  afterAll(async () => ctx?.close());

  // As the lead dialog does: the booking token came with the inquiry's 201.
  const book = (body: { inquiryId: number } & Record<string, unknown>) =>
    ctx.app.request(
      "/api/bookings",
      jsonRequest(
        "POST",
        {
          token: ctx.services.bookings.bookingToken(body.inquiryId),
          phone: "+1 919 555 0100",
          ...body,
        },
        { "x-test-ip": `198.19.0.${++ip % 250}` },
      ),
    );
  const slots = async () =>
    (await (await ctx.app.request("/api/bookings/slots")).json()) as SlotsResponse;

  it("offers 30-minute slots inside business hours on the next 5 business days, none past", async () => {
    const body = await slots();
    expect(body.minutes).toBe(30);
    const now = Date.now();
    const expected = callSlots(new Date(), hours, { businessDays: 5, minutes: 30 });
    expect(body.slots).toEqual(expected.map((d) => d.toISOString()));
    const days = new Set(
      body.slots.map((s) => new Date(s).toLocaleDateString("en-US", { timeZone: hours.timeZone })),
    );
    expect(days.size).toBe(5);
    for (const s of body.slots) {
      const at = new Date(s);
      expect(at.getTime()).toBeGreaterThan(now);
      const local = at.toLocaleString("en-US", {
        timeZone: hours.timeZone,
        hour12: false,
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
      });
      const [, hh, mm] = /(\d\d):(\d\d)/.exec(local)!;
      const minute = Number(hh) * 60 + Number(mm);
      expect(minute).toBeGreaterThanOrEqual(hours.open);
      expect(minute + 30).toBeLessThanOrEqual(hours.close);
      expect(local).not.toMatch(/Sat|Sun/);
    }
  });

  it("20 visitors racing for one slot: exactly one wins, the rest get 409, one notification", async () => {
    const target = (await slots()).slots[3]!;
    const results = await Promise.all(
      inquiries
        .slice(0, 20)
        .map((q) =>
          book({ inquiryId: q.id, email: q.email, start: target, timeZone: "Europe/Berlin" }),
        ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const loser = results.find((r) => r.status === 409)!;
    expect(await loser.json()).toMatchObject({
      error: bookingTexts.slotTaken,
      fields: { start: bookingTexts.slotTaken },
    });
    const rows = await ctx.services.database.db
      .select()
      .from(callBookings)
      .where(eq(callBookings.slotStart, new Date(target)));
    expect(rows).toHaveLength(1);
    // The slot is no longer offered; the team's job was written with the booking.
    expect((await slots()).slots).not.toContain(target);
    const jobs = await ctx.services.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where data->>'kind' = 'call_booking' and (data->>'recordId')::int = ${rows[0]!.id}`,
    );
    expect(Number(rowsOf<{ n: number }>(jobs)[0]!.n)).toBe(1);
  });

  it("rejects a slot that is not offered, a wrong email and bad input with field errors", async () => {
    const q = inquiries[20]!;
    const free = (await slots()).slots[0]!;
    const saturdayNight = "2026-11-28T03:00:00.000Z";
    let res = await book({
      inquiryId: q.id,
      email: q.email,
      start: saturdayNight,
      timeZone: "UTC",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty("start");
    res = await book({
      inquiryId: q.id,
      email: "someone@else.example",
      start: free,
      timeZone: "UTC",
    });
    expect(res.status).toBe(404);
    res = await book({ inquiryId: q.id, email: q.email, start: free, timeZone: "Mars/Olympus" });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty("timeZone");
    res = await book({
      inquiryId: q.id,
      email: q.email,
      start: free,
      timeZone: "America/Los_Angeles",
    });
    expect(res.status).toBe(201);
    res = await book({
      inquiryId: q.id,
      email: q.email,
      start: (await slots()).slots[0]!,
      timeZone: "UTC",
    });
    expect(res.status).toBe(409);
  });

  it("computes slots from a fixed clock: a Friday evening offers Monday 9:00 first", async () => {
    const service = createBookingService({
      ...ctx.services,
      now: () => new Date("2031-01-10T23:30:00Z"), // Friday 6:30 PM EST
    });
    const body = await service.slots();
    expect(body.openNow).toBe(false);
    expect(body.slots[0]).toBe("2031-01-13T14:00:00.000Z"); // Monday 9:00 AM EST
    expect(body.nextOpening).toBe("2031-01-13T14:00:00.000Z");
    expect(body.slots).toHaveLength(5 * 18);
  });
});
