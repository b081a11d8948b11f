import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { visitorCookie } from "../../lib/visitor-cookie";

/**
 * The anonymous visitor identity of the workflows screen (ADR 0019): a random id in an HttpOnly
 * cookie, signed with HMAC-SHA256 so a visitor cannot claim another's id. Set on first need
 * (the first save), read on every workflow call and by the /workflows loader.
 */
export type VisitorIdentity = {
  /** The verified id from the request's cookie, or null. */
  read(cookieHeader: string | null | undefined): string | null;
  /** A new id and the Set-Cookie header that hands it to the browser. */
  issue(secure: boolean): { id: string; setCookie: string };
};

const idPattern = /^[A-Za-z0-9_-]{22}$/;

function sign(secret: string, id: string): string {
  return crypto.createHmac("sha256", secret).update(id).digest("base64url");
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function createVisitorIdentity(secret: string): VisitorIdentity {
  return {
    read(header) {
      if (!header) return null;
      const raw = cookieValue(header, visitorCookie.name);
      if (!raw) return null;
      const [id, signature] = decodeURIComponent(raw).split(".");
      if (!id || !signature || !idPattern.test(id)) return null;
      const expected = Buffer.from(sign(secret, id));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      return id;
    },
    issue(secure) {
      const id = crypto.randomBytes(16).toString("base64url");
      const value = `${id}.${sign(secret, id)}`;
      const parts = [
        `${visitorCookie.name}=${value}`,
        "Path=/",
        `Max-Age=${visitorCookie.maxAgeSeconds}`,
        "HttpOnly",
        "SameSite=Lax",
      ];
      if (secure) parts.push("Secure");
      return { id, setCookie: parts.join("; ") };
    },
  };
}

/**
 * VISITOR_COOKIE_SECRET, or a random secret kept in DATA_DIR so cookies survive restarts of a
 * single instance. Several instances must share VISITOR_COOKIE_SECRET.
 */
export function visitorSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "visitor-cookie.secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not created yet.
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
