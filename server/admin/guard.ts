import type { MiddlewareHandler } from "hono";
import { adminTexts } from "../../content/admin";
import { CSRF_HEADER } from "../../lib/admin";
import { AppError } from "../errors";
import type { AppEnv } from "../http/context";
import { sameToken, type StaffSession } from "./sessions";

export type AdminEnv = { Variables: AppEnv["Variables"] & { staff: StaffSession } };

/** /admin, /admin/..., and React Router's data URLs for them (/admin.data). */
export const adminPagePattern = /^\/admin(?:[/.]|$)/;
const publicAdminPages = /^\/admin\/login(?:\.data)?\/?$/;

/** Staff pages and API answers: never indexed, never cached by a browser or proxy. */
export const privateHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  c.res.headers.set("Cache-Control", "no-store");
};

/**
 * In front of the admin pages (before the page cache and React Router): without a session a
 * page request is redirected to the sign-in page and a data request answers 401; the loaders
 * check again, so a page cannot forget to.
 */
export function adminPageGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (!adminPagePattern.test(path)) return next();
    await privateHeaders(c, async () => {
      if (publicAdminPages.test(path)) return next();
      const admin = c.get("services").admin;
      const session = await admin.sessionFromCookies(c.req.header("cookie"));
      if (session) return next();
      if (path.endsWith(".data") || c.req.method !== "GET") {
        c.res = c.json({ error: adminTexts.unauthorized }, 401);
        return;
      }
      c.res = c.redirect("/admin/login", 302);
    });
  };
}

/** /api/admin/*: a valid session, else 401. */
export function requireStaff(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = await c.get("services").admin.sessionFromCookies(c.req.header("cookie"));
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
