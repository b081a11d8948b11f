import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { addStaff } from "./staff";

describe.each(testEngines)("inbox CSV export on %s", (engine) => {
  let ctx: TestContext;
  let cookie = "";

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
    // 10,000 inquiries; every 1,000th has a name, company or email a spreadsheet would run.
    await ctx.services.database.db.execute(sql`
      insert into business_inquiries (first_name, last_name, email, company, service, message, answers, created_at)
      select case when g % 1000 = 0 then '=HYPERLINK("http://evil.example","x")' else 'Name' || g end,
        'Last', 'u' || g || '@example.com',
        case when g % 1000 = 1 then '+1+cmd|calc' when g % 1000 = 2 then '@SUM(A1)' else 'Co' end,
        'website', 'm', '{"cms": true}'::jsonb, now() - g * interval '1 second'
      from generate_series(1, 10000) g`);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it("streams 10,000 records with formulas neutralised", async () => {
    const started = performance.now();
    const res = await ctx.app.request("/api/admin/items/export.csv?kind=inquiry", {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="inbox-/);
    const text = await res.text();
    const ms = performance.now() - started;
    // A figure to read, not a limit: timed beside the rest of the suite it measures the machine.
    console.log(`CSV export of 10,000 records: ${Math.round(ms)} ms, ${text.length} bytes`);
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(10_001);
    expect(lines[0]).toBe(
      "Kind,Id,Received (UTC),Status,Name,Email,Company,Summary,Inquiry: service,Inquiry: answers",
    );
    // Options read as their labels, answers as words: no codes, no JSON.
    expect(lines[1]).toMatch(/,Lead form,|^Lead form,/);
    expect(text).not.toMatch(/[{}]/);
    // Newest first: g = 1 was inserted one second ago.
    expect(lines[1]).toContain("Name1 Last");
    // No cell starts with a formula character, quoted or not.
    for (const line of lines.slice(1)) {
      expect(line).not.toMatch(/(^|,)"?[=+\-@]/);
    }
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") Last"`);
    expect(text).toContain(",'+1+cmd|calc,");
    expect(text).toContain(",'@SUM(A1),");
    // Every id once: the batches neither skip nor repeat rows.
    const ids = new Set(lines.slice(1).map((l) => l.split(",")[1]));
    expect(ids.size).toBe(10_000);
  });
});
