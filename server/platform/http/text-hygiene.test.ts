import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testEngines } from "../../../tests/helpers/db";
import { rowsOf } from "../db";
import { createTestContext, jsonRequest, type TestContext } from "../../../tests/helpers/services";
import { AppError } from "../errors";
import { parseWith } from "./request";
import {
  findDisallowedText,
  hasDisallowedCharacter,
  withoutDirectionControls,
} from "./text-hygiene";

describe("hasDisallowedCharacter", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["SOH", "\u0001"],
    ["backspace", "x\u0008"],
    ["vertical tab", "a\u000bb"],
    ["form feed", "a\u000cb"],
    ["escape", "\u001b[31m"],
    ["unit separator", "\u001f"],
    ["DEL", "a\u007f"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone high surrogate at the end", "a\udbff"],
    ["a lone low surrogate", "\udc00a"],
    ["two high surrogates", "\ud83d\ud83d"],
    ["a reversed pair", "\ude00\ud83d"],
  ])("refuses %s", (_name, text) => {
    expect(hasDisallowedCharacter(text)).toBe(true);
  });

  it.each([
    ["tab, LF, CR", "a\tb\nc\r\nd"],
    ["emoji (a surrogate pair)", "I 💜 this 👩🏽‍💻"],
    ["accents and scripts", "Zoë Ångström 北京 Ωμέγα עברית"],
    ["C1 controls and the replacement character", "\u0085\u009f\ufffd"],
    ["empty", ""],
  ])("keeps %s", (_name, text) => {
    expect(hasDisallowedCharacter(text)).toBe(false);
  });
});

describe("findDisallowedText", () => {
  it("names every offending value and key by its dotted path", () => {
    expect(
      findDisallowedText({
        name: "ok",
        message: "hi\u0000",
        customerInfo: { email: "a@b.c", city: "x\ud800" },
        nodes: [{ config: { url: "fine" } }, { config: { url: "\u001b" } }],
        "bad\u0000key": "value",
      }).sort(),
    ).toEqual(["bad\ufffdkey", "customerInfo.city", "message", "nodes.1.config.url"].sort());
    expect(findDisallowedText("\u0000")).toEqual(["body"]);
    expect(findDisallowedText({ ok: ["a", 1, true, null, { b: "c" }] })).toEqual([]);
  });

  it("walks a body nested far deeper than the call stack without recursion", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const paths = findDisallowedText(deep);
    expect(paths).toHaveLength(1);
    expect(paths[0]!.split(".")).toHaveLength(200_000);
  });

  it("names at most ten fields", () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, "\u0000"]));
    expect(findDisallowedText(many)).toHaveLength(10);
  });
});

describe("parseWith", () => {
  const schema = z.object({ q: z.string().optional(), page: z.coerce.number().optional() });

  it("refuses a query string or route params with a control character, naming the field", () => {
    try {
      parseWith(schema, { q: "x\u0000y", page: "1" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).message).toBe("q: contains a character that is not allowed");
      expect((err as AppError).fields).toEqual({ q: "contains a character that is not allowed" });
    }
  });

  it("refuses even a field the schema would have dropped", () => {
    expect(() => parseWith(schema, { q: "fine", extra: "\u0007" })).toThrow(
      "extra: contains a character that is not allowed",
    );
  });

  it("names several fields in one answer", () => {
    expect(() => parseWith(schema, { q: "\u0000", other: "\ud800" })).toThrow(
      "Please correct these fields: q, other",
    );
  });
});

describe.each(testEngines)("text hygiene at the request edge (%s)", (engine) => {
  let ctx: TestContext;
  let ip = 0;
  const lead = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    service: "website",
    answers: { websiteType: "business" },
  };
  const post = (path: string, body: unknown) =>
    ctx.app.request(path, jsonRequest("POST", body, { "x-test-ip": `203.0.113.${++ip}` }));
  const inquiries = async () => {
    const result = await ctx.services.database.db.execute(
      sql`select count(*)::int as n from business_inquiries`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]!.n);
  };

  beforeAll(async () => {
    ctx = await createTestContext(engine, { RATE_LIMIT_INQUIRIES_PER_HOUR: "1000" });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("a NUL, a control character or a lone surrogate anywhere in a JSON body is a 400 naming the field; nothing is stored", async () => {
    const before = await inquiries();
    const cases: [unknown, string][] = [
      [{ ...lead, firstName: "Ada\u0000" }, "firstName"],
      [{ ...lead, message: "hello \ud800 there" }, "message"],
      [{ ...lead, answers: { requirements: "x\u001by" } }, "answers.requirements"],
      [{ ...lead, transcript: "Visitor: hi\u007f" }, "transcript"],
      [{ ...lead, answers: { "web\u0000site": "x" } }, "answers.web\ufffdsite"],
    ];
    for (const [body, field] of cases) {
      const res = await post("/api/inquiries", body);
      expect(res.status, field).toBe(400);
      expect(await res.json()).toEqual({
        error: `${field}: contains a character that is not allowed`,
        fields: { [field]: "contains a character that is not allowed" },
      });
    }
    // The JSON escape and the raw lone surrogate arrive the same way: refused the same way.
    const escaped = await ctx.app.request("/api/inquiries", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-ip": "203.0.113.250" },
      body: `{"firstName":"Ada","lastName":"L\\u0000","email":"a@example.com","service":"website"}`,
    });
    expect(escaped.status).toBe(400);
    expect(await inquiries()).toBe(before);
  });

  it("a refused character in an API path or query string is a 400 before any handler runs", async () => {
    const path = await ctx.app.request("/api/chat/%00/messages");
    expect(path.status).toBe(400);
    expect(await path.json()).toEqual({
      error: "path: contains a character that is not allowed",
      fields: { path: "contains a character that is not allowed" },
    });
    const query = await ctx.app.request("/api/workflows?userId=a%1Bb");
    expect(query.status).toBe(400);
    expect(((await query.json()) as { fields: Record<string, string> }).fields).toEqual({
      userId: "contains a character that is not allowed",
    });
    // Ordinary encoded text is no refused character: not a 400, but no API path is spelled
    // with percent-escapes, so it is the API's 404.
    expect((await ctx.app.request("/api/chat/caf%C3%A9%20%F0%9F%92%9C/messages")).status).toBe(404);
  });

  it("a page's query string is held to the same rule: its loader never sees a NUL", async () => {
    // The staff inbox's search reached the database from the page's data URL.
    for (const url of ["/admin?q=%00", "/admin.data?q=%00", "/pricing?x=%07"]) {
      const res = await ctx.app.request(url);
      expect(res.status, url).toBe(400);
    }
  });

  it("a browser opening a page whose address is refused gets a page that says so, sized for a phone, with a way on", async () => {
    const html = { accept: "text/html,application/xhtml+xml" };
    const page = await ctx.app.request("/workflows?edit=abc%00", { headers: html });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const body = await page.text();
    expect(body).toContain('name="viewport"');
    expect(body).toContain("This address can&#39;t be opened");
    expect(body).toContain('href="/workflows"');
    // A refused path itself is not linked back to: the way on is the home page.
    const badPath = await (await ctx.app.request("/pricing%07<b>", { headers: html })).text();
    expect(badPath).toContain('href="/"');
    expect(badPath).not.toContain("<b>");
    // curl and link checkers accept anything: a page's address is a page for them too.
    for (const accept of ["*/*", ""]) {
      const res = await ctx.app.request("/workflows?ref=%00", { headers: { accept } });
      expect(res.headers.get("content-type"), accept).toMatch(/^text\/html/);
    }
    // Asking for JSON alone, or a page's own data request, keeps the JSON that names the field.
    const asked = await ctx.app.request("/workflows?ref=%00", {
      headers: { accept: "application/json" },
    });
    expect(asked.headers.get("content-type")).toMatch(/json/);
    const data = await ctx.app.request("/admin.data?q=%00", { headers: { accept: "*/*" } });
    expect(data.headers.get("content-type")).toMatch(/json/);
    // An API caller, even one that accepts HTML, keeps the JSON that names the field.
    const api = await ctx.app.request("/api/workflows?userId=a%00", { headers: html });
    expect(api.headers.get("content-type")).toMatch(/json/);
  });

  it("ordinary text with tabs, newlines, accents and emoji is stored as sent", async () => {
    const res = await post("/api/inquiries", {
      ...lead,
      firstName: "Zoë 👩🏽‍💻",
      message: "Line one\r\nLine two\twith a tab",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const result = await ctx.services.database.db.execute(
      sql`select first_name, message from business_inquiries where id = ${id}`,
    );
    const row = rowsOf<{ first_name: string; message: string }>(result)[0]!;
    expect(row.first_name).toBe("Zoë 👩🏽‍💻");
    expect(row.message).toContain("Line one\r\nLine two\twith a tab");
  });
});

describe("direction controls", () => {
  it("are removed from every string, however nested, and nothing else changes", () => {
    const body = {
      customerInfo: { name: "Zo\u00eb \u202egnp.exe", city: "\u2066Z\u00fcrich\u2069" },
      tags: ["\u202aa\u202c", 3, null, { deep: ["x\u202dy"] }],
      emoji: "\u{1F469}\u200d\u{1F4BB} \u05e9\u05dc\u05d5\u05dd",
    };
    expect(withoutDirectionControls(body)).toEqual({
      customerInfo: { name: "Zo\u00eb gnp.exe", city: "Z\u00fcrich" },
      tags: ["a", 3, null, { deep: ["xy"] }],
      emoji: "\u{1F469}\u200d\u{1F4BB} \u05e9\u05dc\u05d5\u05dd",
    });
    expect(withoutDirectionControls("\u202eabc")).toBe("abc");
  });

  it("are refused field by field, like a control character, where a form shows its text back as typed", () => {
    const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
    const value = { name: "Lead \u202eekatni", tags: ["ok", "\u2066x\u2069"] };
    // By default they are dropped.
    expect(parseWith(schema, structuredClone(value))).toEqual({
      name: "Lead ekatni",
      tags: ["ok", "x"],
    });
    expect(findDisallowedText(value, { directionControls: true })).toEqual(["name", "tags.1"]);
    try {
      parseWith(schema, structuredClone(value), { directionControls: "refuse" });
      expect.unreachable();
    } catch (err) {
      expect((err as AppError).fields).toEqual({
        name: "contains a character that is not allowed",
        "tags.1": "contains a character that is not allowed",
      });
    }
  });
});
