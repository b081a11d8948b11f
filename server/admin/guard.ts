import type { MiddlewareHandler } from "hono";
import { adminTexts } from "../../content/admin";
import { CSRF_HEADER } from "../../lib/admin";
import { AppError } from "../platform/errors";
import type { AppEnv } from "../platform/http/context";
import type { AdminService } from "./service";
import { sameToken, type StaffSession } from "./sessions";

export type AdminEnv = { Variables: AppEnv["Variables"] & { staff: StaffSession } };

/**
 * A page path as React Router could match it, folded further: React Router matches routes
 * without regard to letter case, on the percent-decoded path, with doubled slashes and a
 * trailing slash tolerated and a `.data` suffix naming the same route. This undoes all of that
 * and more (repeated decoding, backslashes, "." segments), so the guard's set of staff paths is
 * never smaller than the router's.
 */
export function normalisedPagePath(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < 5; round++) {
    // Only ASCII escapes: a path's letters and separators are ASCII, and a malformed or
    // multi-byte sequence elsewhere must not stop the rest from being decoded.
    const decoded = path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  // "." and empty segments are dropped; ".." is kept: the URL parser has already resolved the
  // real ones, and resolving a decoded one could lead the guard out of /admin where the router
  // (which does not resolve them) would stay.
  for (const segment of path.toLowerCase().replace(/\\/g, "/").split("/")) {
    if (segment !== "" && segment !== ".") segments.push(segment);
  }
  let folded = `/${segments.join("/")}`;
  // Single-fetch data URLs: /admin.data, /admin/_.data (trailing-slash aware), /_root.data.
  folded = folded.replace(/(?:\/_)?\.data$/, "").replace(/\/+$/, "");
  return folded === "/_root" || folded === "" ? "/" : folded;
}

/** /admin and everything under or beside it (/admin.data, /admin/...), once normalised. */
export const isStaffPagePath = (pathname: string) =>
  normalisedPagePath(pathname).startsWith("/admin");
/** The sign-in page, the one staff page without a session. */
const isSignInPage = (pathname: string) => normalisedPagePath(pathname) === "/admin/login";

/** Staff pages and API answers: never indexed, never cached by a browser or proxy. */
export const privateHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  c.res.headers.set("Cache-Control", "no-store");
};

/**
 * In front of the admin pages (before the page cache and React Router): without a session a
 * page request is redirected to the sign-in page and a data request answers 401, for every
 * spelling of a staff path the router would accept. A second layer only: every staff loader
 * checks the session itself (app/lib/staff.server.ts), whatever path reached it.
 */
/** `services.admin` is read per request: a test may swap it. */
export function adminPageGuard(services: { admin: AdminService }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The URL React Router will parse: the same request object reaches it.
    const path = new URL(c.req.raw.url).pathname;
    if (!isStaffPagePath(path)) return next();
    await privateHeaders(c, async () => {
      if (isSignInPage(path)) return next();
      const session = await services.admin.sessionFromCookies(c.req.header("cookie"));
      if (session) return next();
      if (/\.data$/i.test(path) || c.req.method !== "GET") {
        c.res = c.json({ error: adminTexts.unauthorized }, 401);
        return;
      }
      c.res = c.redirect("/admin/login", 302);
    });
  };
}

/** /api/admin/*: a valid session, else 401. */
export function requireStaff(services: { admin: AdminService }): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = await services.admin.sessionFromCookies(c.req.header("cookie"));
    if (!session) throw new AppError("unauthorized", adminTexts.unauthorized);
    c.set("staff", session);
    await next();
  };
}

/** Every state change carries the session's CSRF token in X-CSRF-Token, else 403. */
export function requireCsrf(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (!sameToken(c.req.header(CSRF_HEADER), c.get("staff").csrfToken)) {
      throw new AppError("forbidden", adminTexts.csrfMissing);
    }
    await next();
  };
}
