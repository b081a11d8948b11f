import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessInquiries, payments } from "../../db/schema";
import { testEngines } from "../../tests/helpers/db";
import { createTestContext, jsonRequest, type TestContext } from "../../tests/helpers/services";
import { createLogger, redactText, serializeError } from "./logger";

const email = "ada.private@example.com";
const name = "Adaprivate";
const surname = "Lovelaceprivate";

describe("redactText", () => {
  it("drops drizzle's parameter list from any text", () => {
    expect(redactText(`Failed query: insert into "x" values ($1)\nparams: ${email},${name}`)).toBe(
      'Failed query: insert into "x" values ($1)\nparams: [redacted]',
    );
    expect(redactText("nothing to hide")).toBe("nothing to hide");
  });
});

describe("createLogger", () => {
  it("serializes an error in any field and survives a field it cannot serialize", () => {
    const lines: string[] = [];
    const log = createLogger("debug", {}, (line) => lines.push(line));
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    log.error("boom", { reason: new Error(`Failed query: select 1\nparams: ${email}`) });
    log.error("still logged", { circular });
    expect(lines[0]).not.toContain(email);
    expect(JSON.parse(lines[0]!).reason).toMatchObject({ name: "Error" });
    expect(JSON.parse(lines[1]!)).toMatchObject({ msg: "still logged", unserializable: true });
  });
});

describe.each(testEngines)("database errors in the log (%s)", (engine) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_INQUIRIES_PER_HOUR: "1000" });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const failingInsert = async (values: Record<string, unknown>) => {
    try {
      await ctx.services.database.db
        .insert(businessInquiries)
        .values(values as typeof businessInquiries.$inferInsert);
    } catch (err) {
      return err;
    }
    throw new Error("the insert should have failed");
  };

  it("a failed insert is logged with its code, table and column, never its values", async () => {
    // A not-null violation: PostgreSQL's detail is "Failing row contains (..., <email>, ...)".
    const err = await failingInsert({
      firstName: name,
      lastName: surname,
      email,
      service: "website",
      message: null,
    });
    const lines: string[] = [];
    createLogger("debug", {}, (l) => lines.push(l)).error("unhandled error", { err });
    const line = lines[0]!;
    for (const secret of [email, name, surname]) expect(line).not.toContain(secret);
    const logged = JSON.parse(line).err;
    expect(logged.name).toBe("DrizzleQueryError");
    expect(logged.message).toMatch(/^Failed query: insert into "business_inquiries"/);
    expect(logged.cause).toMatchObject({
      code: "23502",
      table: "business_inquiries",
      column: "message",
      message:
        'null value in column "message" of relation "business_inquiries" violates not-null constraint',
    });
    expect(logged.cause).not.toHaveProperty("detail");
  });

  it("a value quoted in PostgreSQL's own message is hidden, schema names stay", async () => {
    const err = await failingInsert({
      id: 99_999_999_999,
      firstName: name,
      lastName: surname,
      email,
      service: "website",
      message: "m",
    });
    const logged = serializeError(err);
    expect(JSON.stringify(logged)).not.toContain("99999999999");
    expect(logged.cause).toMatchObject({
      code: "22003",
      message: 'value "…" is out of range for type integer',
    });
  });

  it("a request whose insert fails answers 500 and logs neither the email nor the name", async () => {
    // A real insert of the visitor's data that the database refuses, through the real route.
    await ctx.services.database.db.execute(
      sql.raw(
        `alter table business_inquiries add constraint refuse_for_test check (email <> '${email}')`,
      ),
    );
    try {
      const before = ctx.logs.length;
      const res = await ctx.app.request(
        "/api/inquiries",
        jsonRequest(
          "POST",
          { firstName: name, lastName: surname, email, service: "website", message: "Call me" },
          { "x-test-ip": "192.0.2.200" },
        ),
      );
      expect(res.status).toBe(500);
      const lines = ctx.logs.slice(before);
      const error = lines.find((l) => l.msg === "unhandled error");
      expect(error).toBeDefined();
      expect(JSON.stringify(error)).toContain("refuse_for_test");
      for (const secret of [email, name, surname, "Call me"]) {
        expect(JSON.stringify(lines)).not.toContain(secret);
      }
    } finally {
      await ctx.services.database.db.execute(
        sql`alter table business_inquiries drop constraint refuse_for_test`,
      );
    }
  });

  it("jsonb's complaint about a value keeps the value out of the log", async () => {
    let err: unknown;
    try {
      await ctx.services.database.db.insert(payments).values({
        provider: "sandbox",
        kind: "plan",
        itemId: "starter",
        amountCents: 1,
        status: "requested",
        customerInfo: { email, note: `${name}\u0000` },
      });
    } catch (e) {
      err = e;
    }
    const text = JSON.stringify(serializeError(err));
    expect(text).toContain("22P05");
    for (const secret of [email, name]) expect(text).not.toContain(secret);
  });
});
