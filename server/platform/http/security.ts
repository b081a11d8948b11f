import crypto from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Env } from "../env";
import { servedOverHttps } from "./https";

/** Origins a page's Content-Security-Policy allows beside its own. */
export type CspSources = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] };

/**
 * What a capability adds to the policy on the pages it names: the shared layer knows neither
 * the capability nor its pages (a card provider's origins, only where a card is taken).
 */
export type CspExtension = { pages: (path: string) => boolean; sources: CspSources };

/** The site's policy: origins on every page, and the extensions the capabilities register. */
export type CspConfig = CspSources & { extensions?: CspExtension[] };

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, csp: CspSources): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // SSR emits inline hydration scripts; each carries this request's nonce.
    "script-src": ["'self'", `'nonce-${nonce}'`, ...csp.scriptSrc],
    // Inline style attributes cannot run code; Radix positions popovers with them.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...csp.connectSrc],
    "frame-src": csp.frameSrc.length ? csp.frameSrc : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The policy's origins on `path`: every page's, and each extension's that names the page. */
export function cspFor(csp: CspConfig, path: string): CspSources {
  const sources: CspSources = {
    scriptSrc: [...csp.scriptSrc],
    frameSrc: [...csp.frameSrc],
    connectSrc: [...csp.connectSrc],
  };
  for (const extension of csp.extensions ?? []) {
    if (!extension.pages(path)) continue;
    sources.scriptSrc.push(...extension.sources.scriptSrc);
    sources.frameSrc.push(...extension.sources.frameSrc);
    sources.connectSrc.push(...extension.sources.connectSrc);
  }
  return sources;
}

const subresourceType =
  /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif))/i;

/** A hashed build file that no browser renders as a document (not HTML, not SVG). */
export function isSubresource(path: string, contentType: string | null): boolean {
  return path.startsWith("/assets/") && subresourceType.test(contentType ?? "");
}

/** Security headers on every response; the nonce is stored for the page renderer. */
export function securityHeaders(services: {
  env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">;
  csp: CspConfig;
}): MiddlewareHandler {
  return async (c, next) => {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    if (isSubresource(c.req.path, h.get("content-type"))) {
      // Scripts, styles, fonts and raster images are never documents: a policy, framing or
      // referrer rule on them does nothing, and ~700 bytes on each of the page's dozen files
      // count against its transfer budget. nosniff still matters (it blocks mistyped scripts).
      h.set("X-Content-Type-Options", "nosniff");
      return;
    }
    // A 304 has no body: the browser reuses its stored one, and a policy sent here would replace
    // the stored policy whose nonce that body carries (its inline scripts would be blocked).
    // A handler that set its own policy keeps it: the stored-file answer's sandbox is stricter
    // than any page's, and the page policy would re-allow the origin's scripts on it.
    if (c.res.status !== 304 && !h.has("Content-Security-Policy")) {
      h.set(
        "Content-Security-Policy",
        contentSecurityPolicy(nonce, cspFor(services.csp, c.req.path)),
      );
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (servedOverHttps(services.env, c)) {
      h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    h.delete("X-Powered-By");
  };
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a change sent by another site's page (403 with a JSON error): the visitor's cookie goes
 * with a cross-site form post or `no-cors` fetch, and the API would act on their records. A
 * browser says where a request comes from in `Sec-Fetch-Site` (only `same-origin` passes), or,
 * an older one, in `Origin` (the site's public origin or the one the request was sent to). A
 * request with neither is not a browser's cross-site one (a program's, a test's) and passes.
 */
export function refuseCrossSiteWrites(
  env: Pick<Env, "PUBLIC_URL">,
  message: string,
): MiddlewareHandler {
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const site = c.req.header("sec-fetch-site")?.trim().toLowerCase();
      const origin = c.req.header("origin")?.trim();
      const crossSite = site
        ? site !== "same-origin"
        : origin !== undefined && origin !== publicOrigin && origin !== new URL(c.req.url).origin;
      if (crossSite) return c.json({ error: message }, 403);
    }
    await next();
  };
}
