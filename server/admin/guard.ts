import type { MiddlewareHandler } from "hono";
import { adminTexts } from "../../content/admin";
import { CSRF_HEADER } from "../../lib/admin";
import { AppError } from "../platform/errors";
import type { AppEnv } from "../platform/http/context";
import { normalisedPagePath } from "../platform/http/path-spelling";
import type { AdminService } from "./service";
import { sameToken, type StaffSession } from "./sessions";

export type AdminEnv = { Variables: AppEnv["Variables"] & { staff: StaffSession } };

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
