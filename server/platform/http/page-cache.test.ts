import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { AppEnv } from "./context";
import { createPageCache, holesFor } from "./page-cache";
import type { AppServices } from "../../container";
import { createNonce, securityHeaders } from "./security";

const logger = createLogger("silent", {});

function page(nonce: string, extra = "") {
  const rows = Array.from({ length: 200 }, (_, i) => `<li>Plan ${i}: $197/month</li>`).join("");
  return `<!DOCTYPE html><html><head><link nonce="${nonce}" rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/></head><body><ul>${rows}</ul>${extra}<script nonce="${nonce}">window.__ctx = {"a":1};</script><script nonce="${nonce}" type="module">import "/assets/entry.js";</script></body></html>`;
}

/** An app as server/app.ts wires it: a fresh nonce per request, the cache, then the renderer. */
function appWith(render: (request: Request, nonce: string) => Response | Promise<Response>) {
  const calls: string[] = [];
  const cache = createPageCache({
    paths: ["/", "/pricing", "/cookie", "/leaky"],
    render: async (request, nonce) => {
      calls.push(new URL(request.url).pathname);
      return render(request, nonce);
    },
    logger,
  });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    if (c.res.status !== 304) c.res.headers.set("X-Nonce", nonce);
  });
  app.use("*", cache.middleware);
  app.all("*", (c) => render(c.req.raw, c.get("nonce")));
  return { app, calls, cache };
}

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { "content-type": "text/html; charset=utf-8", ...(init.headers ?? {}) },
  });

function scriptNonces(text: string) {
  return [...text.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
}

describe("page cache", () => {
  it("renders a page once and gives every response its own nonce, in the body and the policy", async () => {
    const { app, calls } = appWith((_req, nonce) => html(page(nonce)));
    const first = await app.request("/pricing");
    const second = await app.request("/pricing");
    expect(calls).toEqual(["/pricing"]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expect(res.headers.get("etag")).toMatch(/^W\/"/);
      const text = await res.text();
      const nonce = res.headers.get("x-nonce");
      expect(scriptNonces(text)).toEqual([nonce, nonce]);
      // Only scripts carry it: links need none under the policy.
      expect(text).not.toMatch(/<link[^>]*nonce=/);
    }
    expect(first.headers.get("x-nonce")).not.toBe(second.headers.get("x-nonce"));
    expect(first.headers.get("etag")).toBe(second.headers.get("etag"));
  });

  it("serves brotli or gzip compressed once, by Accept-Encoding, with the nonce in place", async () => {
    const { app } = appWith((_req, nonce) => html(page(nonce)));
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
      ["br;q=0, gzip;q=0.5", "gzip", zlib.gunzipSync],
    ] as const) {
      const res = await app.request("/", { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      const text = decode(body).toString();
      expect(scriptNonces(text)).toEqual([res.headers.get("x-nonce"), res.headers.get("x-nonce")]);
      expect(text).toContain("<li>Plan 199: $197/month</li>");
    }
    const plain = await app.request("/", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const { app } = appWith((_req, nonce) => html(page(nonce)));
    const first = await app.request("/");
    const etag = first.headers.get("etag") ?? "";
    const again = await app.request("/", { headers: { "if-none-match": `"x", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const head = await app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("renders afresh for other methods, unknown query parameters and paths outside the list", async () => {
    const { app, calls } = appWith((req, nonce) => html(page(nonce, new URL(req.url).search)));
    await app.request("/pricing?utm_source=mail&gclid=1");
    expect(calls).toEqual(["/pricing"]);
    const withPlan = await app.request("/pricing?plan=professional");
    expect(await withPlan.text()).toContain("?plan=professional");
    expect(withPlan.headers.get("etag")).toBeNull();
    await app.request("/pricing", { method: "POST" });
    await app.request("/checkout");
    expect(calls).toEqual(["/pricing"]);
  });

  it("never caches a page that sets a cookie, says no-store, or is not a 200", async () => {
    const { app, calls } = appWith((req, nonce) => {
      const path = new URL(req.url).pathname;
      if (path === "/cookie") return html(page(nonce), { headers: { "set-cookie": "v=1" } });
      if (path === "/pricing")
        return html(page(nonce), { headers: { "cache-control": "private, no-store" } });
      return html(page(nonce), { status: 404 });
    });
    for (const path of ["/cookie", "/pricing", "/"]) {
      await app.request(path);
      const again = await app.request(path);
      expect(again.headers.get("etag"), path).toBeNull();
    }
    // Tried once each; after that the path is known to be dynamic.
    expect(calls).toEqual(["/cookie", "/pricing", "/"]);
  });

  it("refuses a page where the nonce shows up outside a nonce attribute", async () => {
    const { app } = appWith((_req, nonce) => html(page(nonce, `<p>${nonce}</p>`)));
    const res = await app.request("/leaky");
    expect(res.headers.get("etag")).toBeNull();
    expect(scriptNonces(await res.text())).toEqual([
      res.headers.get("x-nonce"),
      res.headers.get("x-nonce"),
    ]);
  });

  it("never shares a page that carries a form's token, even if its headers forget to say so", async () => {
    let n = 0;
    const { app } = appWith((_req, nonce) =>
      html(
        page(
          nonce,
          `<form method="post"><input type="hidden" name="formToken" value="t${++n}"/></form>`,
        ),
      ),
    );
    const first = await (await app.request("/leaky")).text();
    const second = await app.request("/leaky");
    expect(second.headers.get("etag")).toBeNull();
    expect(first).toContain('value="t');
    expect(await second.text()).not.toContain(/value="(t\d+)"/.exec(first)![0]);
  });

  it("warms every page ahead of the first visitor", async () => {
    const { cache, calls } = appWith((_req, nonce) => html(page(nonce)));
    await cache.warm("http://localhost:3000");
    expect(calls.sort()).toEqual(["/", "/cookie", "/leaky", "/pricing"]);
  });
});

describe("security headers on a 304", () => {
  it("send no Content-Security-Policy, so the stored policy keeps matching the stored body", async () => {
    const services = {
      env: { PUBLIC_URL: "http://localhost:3000", TRUST_PROXY: false },
      csp: { scriptSrc: [], connectSrc: [], frameSrc: [] },
    } as unknown as AppServices;
    const app = new Hono<AppEnv>();
    app.use(securityHeaders(services));
    app.get("/", (c) =>
      c.req.header("if-none-match") ? c.body(null, 304) : c.html("<p>hello</p>"),
    );
    const full = await app.request("/");
    expect(full.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    const notModified = await app.request("/", { headers: { "if-none-match": 'W/"x"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("content-security-policy")).toBeNull();
    expect(notModified.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("holesFor", () => {
  it("splits at script nonces and drops the others", () => {
    const segments = holesFor(page("PH"), "PH")?.map(String);
    expect(segments).toHaveLength(3);
    expect(segments?.[0]).toMatch(/<link rel="stylesheet".*<script nonce="$/);
    expect(segments?.join("")).not.toContain("PH");
  });

  it("refuses a nonce in text or in another attribute", () => {
    expect(holesFor(`<p>PH</p><script nonce="PH"></script>`, "PH")).toBeNull();
    expect(holesFor(`<a title="PH">x</a>`, "PH")).toBeNull();
  });
});
