import crypto from "node:crypto";
import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { type CookieOptions, parse, parseSigned } from "hono/utils/cookie";
import { visitorCookie } from "../../lib/visitor-cookie";

/**
 * The anonymous visitor identity of the workflows screen (ADR 0019, ADR 0034): a random id in an
 * HttpOnly cookie signed with HMAC-SHA256 by Hono's signed-cookie helpers, so a visitor cannot
 * claim another's id. Set on first need (the first save), read on every workflow call and by the
 * /workflows loader. A cookie that is malformed, unsigned or signed with another key is no
 * cookie: the caller is a new visitor, never an error.
 */
type VisitorIdentity = {
  /** The verified id in a Cookie header, or null (the page loader, which sets no cookie). */
  read(cookieHeader: string | null | undefined): Promise<string | null>;
  /** The caller's verified id, or null; a cookie in the old format is reissued in the new one. */
  identify(c: Context): Promise<string | null>;
  /** A new visitor: its id, with the cookie set on the response. */
  issue(c: Context): Promise<string>;
};

const idPattern = /^[A-Za-z0-9_-]{22}$/;
/** The format before Hono's helpers: the id, a dot, the same HMAC in base64url without padding. */
const legacyPattern = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** `options`: the site's cookie attributes for this cookie (path, lifetime, Secure). */
export function createVisitorIdentity(secret: string, options: CookieOptions): VisitorIdentity {
  const name = visitorCookie.name;

  const valid = (value: unknown): string | null =>
    typeof value === "string" && idPattern.test(value) ? value : null;

  /**
   * The old cookie carries the same HMAC of the id under the same key, only spelled base64url:
   * respelled as Hono's base64 it is checked by Hono's own verification.
   */
  async function legacyId(header: string): Promise<string | null> {
    const match = legacyPattern.exec(parse(header, name)[name] ?? "");
    if (!match) return null;
    const signature = `${match[2].replace(/-/g, "+").replace(/_/g, "/")}=`;
    const respelled = `${name}=${encodeURIComponent(`${match[1]}.${signature}`)}`;
    return valid((await parseSigned(respelled, secret, name))[name]);
  }

  async function read(header: string | null | undefined): Promise<string | null> {
    if (!header) return null;
    try {
      return valid((await parseSigned(header, secret, name))[name]) ?? (await legacyId(header));
    } catch {
      return null;
    }
  }

  return {
    read,
    async identify(c) {
      let signed: unknown;
      try {
        signed = await getSignedCookie(c, secret, name);
      } catch {
        signed = undefined;
      }
      const id = valid(signed);
      if (id) return id;
      const header = c.req.header("cookie");
      const old = header ? await legacyId(header).catch(() => null) : null;
      if (old) await setSignedCookie(c, name, old, secret, options);
      return old;
    },
    async issue(c) {
      const id = crypto.randomBytes(16).toString("base64url");
      await setSignedCookie(c, name, id, secret, options);
      return id;
    },
  };
}
