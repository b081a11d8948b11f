import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestContext, jsonRequest, type TestContext } from "../tests/helpers/services";
import { createApp } from "./app";
import { AppError } from "./platform/errors";
import { errorResponse, readJson } from "./platform/http/request";
import { EnvError, parseEnv } from "./platform/env";

describe("HTTP conventions", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers /healthz and /readyz", async () => {
    const health = await ctx.app.request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await ctx.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "pglite" });
  });

  it("reports not ready when the database is gone", async () => {
    const other = await createTestContext();
    await other.database.close();
    const ready = await other.app.request("/readyz");
    expect(ready.status).toBe(503);
    await other.close().catch(() => {});
    // A second embedded database's cold start under the parallel test load.
  }, 90_000);

  it("serves built assets, and answers 404 for any other name under /assets", async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-client-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
    try {
      const app = createApp(ctx.services, { clientDir });
      const found = await app.request("/assets/app-abc123.js");
      expect(found.status).toBe(200);
      expect(found.headers.get("last-modified")).toBeNull();
      for (const url of [
        "/assets/nope.js",
        "/assets/",
        "/assets/app-abc123.js.map",
        "/assets/..%2f..%2fpackage.json",
        "/assets/..%2fx",
      ]) {
        const res = await app.request(url);
        expect(res.status, url).toBe(404);
      }
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await ctx.app.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: "No API endpoint at GET /api/does-not-exist." });
  });

  it("answers a method a path does not take with a 405 naming the ones it does, on every route", async () => {
    const cases: [string, string, string][] = [
      // A path spelled out outranks one with a parameter: "suggest" is not a workflow id.
      ["GET", "/api/workflows/suggest", "POST"],
      ["DELETE", "/api/workflows/test-run", "POST"],
      ["GET", "/api/chat/session", "POST"],
      ["PUT", "/api/payment/packages", "GET, HEAD"],
      ["GET", "/api/admin/login", "POST"],
      ["PATCH", "/api/inquiries", "POST"],
    ];
    for (const [method, url, allow] of cases) {
      const res = await ctx.app.request(
        url,
        jsonRequest(method, method === "GET" ? undefined : {}),
      );
      const what = `${method} ${url}`;
      expect(res.status, what).toBe(405);
      expect(res.headers.get("allow")?.split(", ").sort().join(", "), what).toBe(allow);
      const { error } = (await res.json()) as { error: string };
      expect(error, what).toContain(`${url} does not take ${method}`);
    }
    // A path with an id its router checks first says the id before the method: the workflow
    // routes answer a stranger's or a missing workflow 404, and the 405 only to its owner
    // (server/workflows/routes.test.ts).
    expect((await ctx.app.request("/api/workflows/12", jsonRequest("POST", {}))).status).toBe(404);
    expect((await ctx.app.request("/api/workflows/abc", jsonRequest("POST", {}))).status).toBe(400);
    // A path no route has is still the JSON 404, and a method a route takes is served.
    expect((await ctx.app.request("/api/workflows/12/nope")).status).toBe(404);
    expect((await ctx.app.request("/api/payment/packages", { method: "HEAD" })).status).toBe(200);
    const options = await ctx.app.request("/api/workflows", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toContain("POST");
  });

  it("answers a path under /api in any spelling but the API's with the same JSON 404, before any router or page", async () => {
    const cases: [string, string | undefined][] = [
      ["/API/WORKFLOWS", "/api/workflows"],
      ["/api/%77orkflows", "/api/workflows"],
      ["/ap%69/workflows", "/api/workflows"],
      ["/%2561pi/chat/session", "/api/chat/session"],
      ["/api/%61dmin/session", "/api/admin/session"],
      ["/api/%5Cworkflows", "/api/workflows"],
      ["/API", undefined],
      ["/api/Payment/Packages", "/api/payment/packages"],
    ];
    for (const [url, meant] of cases) {
      for (const method of ["GET", "POST", "DELETE"]) {
        const res = await ctx.app.request(
          url,
          jsonRequest(method, method === "GET" ? undefined : {}),
        );
        const what = `${method} ${url}`;
        expect(res.status, what).toBe(404);
        expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
        const { error } = (await res.json()) as { error: string };
        expect(error, what).toMatch(/^No API endpoint at /);
        if (meant) expect(error, what).toMatch(new RegExp(`try ${meant}\\.$`));
        else expect(error, what).not.toMatch(/ try /);
      }
    }
    // The plain spelling is served.
    expect((await ctx.app.request("/api/payment/packages")).status).toBe(200);
  });

  it("answers a JSON body that is not an object with a 400 saying so, on every endpoint that reads one", async () => {
    for (const body of ["[]", '"x"', "1", "null"]) {
      for (const path of ["/api/chat/session", "/api/chat/message", "/api/inquiries"]) {
        const res = await ctx.app.request(path, jsonRequest("POST", body));
        const what = `${path} ${body}`;
        expect(res.status, what).toBe(400);
        expect(((await res.json()) as { error: string }).error, what).toBe(
          "The request body must be a JSON object.",
        );
      }
    }
    // No body, or an empty object, still opens a chat.
    expect((await ctx.app.request("/api/chat/session", jsonRequest("POST", {}))).status).toBe(201);
  });

  it("refuses bodies over 1 MB with 413 and a JSON error", async () => {
    const big = JSON.stringify({ message: "x".repeat(1024 * 1024 + 10) });
    const res = await ctx.app.request("/api/chat/message", jsonRequest("POST", big));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The request body is larger than 1 MB." });
  });

  it("sets security headers on every response and a fresh request id", async () => {
    const res = await ctx.app.request("/healthz");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // Plain HTTP on localhost: no HSTS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const again = await ctx.app.request("/healthz");
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("logs one JSON line per request with its request id", async () => {
    await ctx.app.request("/healthz", { headers: { "x-request-id": "trace-123" } });
    const line = ctx.logs.find((l) => l.msg === "request" && l.requestId === "trace-123");
    expect(line).toMatchObject({ method: "GET", path: "/healthz", status: 200 });
  });

  it("sends HSTS when the public URL is HTTPS", async () => {
    const secure = await createTestContext("pglite", { PUBLIC_URL: "https://relaywise.example" });
    const res = await secure.app.request("/healthz");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    await secure.close();
  });
});

describe("readJson", () => {
  const app = new Hono();
  app.onError((err, c) =>
    err instanceof AppError ? errorResponse(c, err) : c.json({ error: "boom" }, 500),
  );
  const schema = z.object({
    name: z.string().min(2, "Name must be at least 2 characters"),
    email: z.email("Please enter a valid email"),
  });
  app.post("/t", async (c) => c.json(await readJson(c, schema)));

  it("turns malformed JSON into a 400", async () => {
    const res = await app.request("/t", jsonRequest("POST", "{not json"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("names every bad field", async () => {
    const res = await app.request("/t", jsonRequest("POST", { name: "A", email: "nope" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Please correct these fields: name, email",
      fields: { name: "Name must be at least 2 characters", email: "Please enter a valid email" },
    });
  });

  it("refuses non-JSON content types with 415", async () => {
    const res = await app.request("/t", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(415);
  });

  it("passes valid input through", async () => {
    const res = await app.request(
      "/t",
      jsonRequest("POST", { name: "Ada", email: "ada@example.com" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: "Ada", email: "ada@example.com" });
  });
});

describe("environment", () => {
  it("applies offline defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/data$/);
  });

  it("names every bad variable", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", PUBLIC_URL: "not a url" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const names = (err as EnvError).issues.map((i) => i.variable).sort();
      expect(names).toEqual(["DATABASE_URL", "PORT", "PUBLIC_URL"]);
      expect((err as EnvError).message).toContain(
        "DATABASE_URL: must be a postgres:// or postgresql:// URL",
      );
    }
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", AI_BASE_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AI_BASE_URL).toBeUndefined();
  });
});
