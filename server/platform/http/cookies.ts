import type { CookieOptions } from "hono/utils/cookie";
import type { Env } from "../env";
import { servedOverHttps } from "./https";

/**
 * The attributes every cookie of the site shares: HttpOnly (no script of the page reads one),
 * SameSite=Lax, and Secure whenever the site is served over HTTPS. Cookies are written and read
 * with hono/cookie only: `setCookie` / `generateCookie` (for a loader's header) and `getCookie`,
 * or `parse` from hono/utils/cookie for a bare Cookie header.
 */
export function siteCookie(
  env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">,
  scope: { path: string; maxAge?: number },
): CookieOptions {
  return {
    path: scope.path,
    ...(scope.maxAge === undefined ? {} : { maxAge: scope.maxAge }),
    httpOnly: true,
    sameSite: "Lax",
    secure: servedOverHttps(env),
  };
}
