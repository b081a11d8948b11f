import crypto from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { formTokenField } from "../form-token";
import type { Logger } from "../logger";
import type { AppEnv } from "./context";
import { createNonce } from "./security";
import {
  type Spliced,
  splicedBrotli,
  splicedGzip,
  splicedIdentity,
  verify,
} from "./spliced-encoding";

/**
 * The page cache (docs/decisions/0009-page-cache.md): pages that are the same for every visitor
 * are rendered once per process with a placeholder nonce, compressed once (brotli, gzip) with the
 * nonce's places left as holes, and every response fills the holes with its own fresh nonce.
 */

/** Renders one page as React Router would for a visitor, with the given CSP nonce. */
export type PageRenderer = (request: Request, nonce: string) => Promise<Response>;

export type PageCacheOptions = {
  /** Paths whose page is the same for every visitor (the sitemap's pages). */
  paths: Iterable<string>;
  render: PageRenderer;
  logger: Logger;
  /** A cached page is rendered again in the background after this long (the footer's year). */
  maxAgeMs?: number;
};

type Entry = {
  etag: string;
  createdAt: number;
  contentType: string;
  br: Spliced | null;
  gzip: Spliced;
  identity: Spliced;
};

/** Query parameters that never change a page (campaign tags); any other one renders afresh. */
const harmlessParameter = /^(utm_[a-z0-9_]+|gclid|fbclid|msclkid)$/i;
/** A nonce from createNonce(): base64 of 16 bytes is 24 characters and always ends with "==". */
const NONCE_LENGTH = 24;
const NONCE_SUFFIX = Buffer.from("==");
const CACHE_CONTROL = "private, no-cache";

export type PageCache = {
  middleware: MiddlewareHandler<AppEnv>;
  /** Renders every cacheable page now (at start-up), so no visitor waits for the first render. */
  warm(origin: string): Promise<void>;
};

export function createPageCache(options: PageCacheOptions): PageCache {
  const paths = new Set(options.paths);
  const log = options.logger.child({ area: "page-cache" });
  const maxAgeMs = options.maxAgeMs ?? 60 * 60 * 1000;
  // Random per process: no page content, env value or visitor input can contain it in advance.
  const placeholder = createNonce();
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  /** Paths whose page said it must not be shared (a cookie, no-store, not a 200). */
  const dynamic = new Set<string>();

  async function build(path: string, origin: string): Promise<Entry | null> {
    const started = performance.now();
    const request = new Request(new URL(path, origin), {
      headers: {
        accept: "text/html",
        "user-agent": "Mozilla/5.0 (compatible; Relaywise page cache bot)",
      },
    });
    const response = await options.render(request, placeholder);
    const html = await response.text();
    const contentType = response.headers.get("content-type") ?? "";
    const cacheControl = response.headers.get("cache-control") ?? "";
    const reason =
      response.status !== 200
        ? `status ${response.status}`
        : response.headers.has("set-cookie")
          ? "sets a cookie"
          : /no-store|private/i.test(cacheControl)
            ? `Cache-Control: ${cacheControl}`
            : !contentType.startsWith("text/html")
              ? `Content-Type: ${contentType}`
              : null;
    if (reason) {
      // A 500 may pass; anything else is what the page is.
      if (response.status < 500) dynamic.add(path);
      log.warn("page not cached", { path, reason });
      return null;
    }
    if (html.includes(`name="${formTokenField}"`)) {
      // A form's token names one rendering (ADR 0048): shared, it would make every visitor's
      // request a repeat of the first one's. Such a page should say so in its headers.
      dynamic.add(path);
      log.warn("page not cached", { path, reason: "it carries a form token" });
      return null;
    }
    const segments = holesFor(html, placeholder);
    if (!segments) {
      dynamic.add(path);
      log.warn("page not cached", { path, reason: "the nonce appears outside a nonce attribute" });
      return null;
    }
    const gzip = splicedGzip(segments, NONCE_LENGTH);
    const identity = splicedIdentity(segments, NONCE_LENGTH);
    if (!verify(gzip, segments, NONCE_LENGTH, NONCE_SUFFIX)) {
      log.error("page not cached", { path, reason: "gzip splice does not decode" });
      return null;
    }
    const br = await splicedBrotli(segments, NONCE_LENGTH, NONCE_SUFFIX);
    const hash = crypto.createHash("sha256");
    for (const s of segments) hash.update(s);
    const entry: Entry = {
      etag: `W/"${hash.digest("base64url").slice(0, 27)}"`,
      createdAt: Date.now(),
      contentType,
      br,
      gzip,
      identity,
    };
    log.info("page cached", {
      path,
      bytes: { identity: identity.length, gzip: gzip.length, br: br?.length ?? null },
      ms: Math.round(performance.now() - started),
    });
    return entry;
  }

  function load(path: string, origin: string): Promise<Entry | null> {
    let promise = pending.get(path);
    if (!promise) {
      promise = build(path, origin)
        .then((entry) => {
          if (entry) entries.set(path, entry);
          return entry;
        })
        .catch((err) => {
          log.error("page render for the cache failed", { path, err });
          return null;
        })
        .finally(() => pending.delete(path));
      pending.set(path, promise);
    }
    return promise;
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (!paths.has(path) || dynamic.has(path)) return next();
    if (url.search) {
      for (const name of url.searchParams.keys()) {
        if (!harmlessParameter.test(name)) return next();
      }
    }
    let entry = entries.get(path);
    if (!entry) {
      entry = (await load(path, url.origin)) ?? undefined;
      if (!entry) return next();
    } else if (Date.now() - entry.createdAt > maxAgeMs) {
      void load(path, url.origin); // served from the old entry until the new one is ready
    }

    const vary = { ETag: entry.etag, "Cache-Control": CACHE_CONTROL, Vary: "Accept-Encoding" };
    if (etagMatches(c.req.header("if-none-match"), entry.etag)) {
      // No Content-Security-Policy on a 304 (security.ts): the browser keeps the policy stored
      // with the body it reuses, whose nonce it matches.
      return c.body(null, 304, vary);
    }
    const nonce = Buffer.from(c.get("nonce"));
    if (nonce.length !== NONCE_LENGTH || !nonce.subarray(-2).equals(NONCE_SUFFIX)) return next();
    const variant = chooseEncoding(c.req.header("accept-encoding"), entry);
    const headers: Record<string, string> = {
      ...vary,
      "Content-Type": entry.contentType,
      "Content-Length": String(variant.length),
    };
    if (variant.encoding !== "identity") headers["Content-Encoding"] = variant.encoding;
    if (method === "HEAD") return c.body(null, 200, headers);
    return c.body(variant.assemble(nonce) as Uint8Array<ArrayBuffer>, 200, headers);
  };

  return {
    middleware,
    async warm(origin) {
      for (const path of paths) await load(path, origin);
    },
  };
}

/**
 * The rendered page split at each inline script's nonce. Other elements (links, preloads) need
 * no nonce under our CSP and lose theirs, so fewer holes break up the compressed stream. null
 * when the placeholder appears anywhere but in a nonce attribute.
 */
export function holesFor(html: string, placeholder: string): Buffer[] | null {
  const attribute = `nonce="${placeholder}"`;
  const segments: string[] = [];
  let from = 0;
  let current = "";
  for (;;) {
    const at = html.indexOf(placeholder, from);
    if (at === -1) break;
    const attributeStart = at - 'nonce="'.length;
    if (html.slice(attributeStart, attributeStart + attribute.length) !== attribute) return null;
    const tagStart = html.lastIndexOf("<", attributeStart);
    const tag = /^<([a-zA-Z][\w-]*)\s/.exec(html.slice(tagStart, attributeStart))?.[1];
    if (!tag || html.slice(tagStart, attributeStart).includes(">")) return null;
    if (tag.toLowerCase() === "script") {
      current += html.slice(from, at);
      segments.push(current);
      current = "";
    } else {
      // Drop ` nonce="…"` (and the space before it) from the element.
      const cut = html[attributeStart - 1] === " " ? attributeStart - 1 : attributeStart;
      current += html.slice(from, cut);
    }
    from = at + placeholder.length + (tag.toLowerCase() === "script" ? 0 : 1);
  }
  segments.push(current + html.slice(from));
  return segments.map((s) => Buffer.from(s));
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header
    .split(",")
    .map((t) => t.trim())
    .some((t) => t === "*" || t.replace(/^W\//, "") === bare);
}

/** brotli, then gzip, by the client's Accept-Encoding (q=0 refuses); else plain. */
function chooseEncoding(header: string | undefined, entry: Entry): Spliced {
  if (!header) return entry.identity;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (entry.br && ok("br")) return entry.br;
  if (ok("gzip")) return entry.gzip;
  return entry.identity;
}
