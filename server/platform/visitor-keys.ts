import crypto from "node:crypto";
import type { Env } from "./env";
import { persistedSecret } from "./secrets";

/**
 * Keys for what the server hands a visitor and must recognise later: the chat session cookie,
 * the transcript confirmation link, the booking token, the hashed contact keys of bookings, the
 * address of an AI Vibe Coding request's or a consultation's confirmation, a form's token. One
 * secret (VISITOR_COOKIE_SECRET, or the random one kept in DATA_DIR), a separate key per purpose,
 * so a value made for one purpose is never accepted for another.
 */
export type VisitorKeys = {
  /** HMAC-SHA256 of `payload` under the purpose's key, base64url (43 characters). */
  mac(purpose: VisitorKeyPurpose, payload: string): string;
  /** Constant-time check of a MAC made by `mac`. */
  verify(purpose: VisitorKeyPurpose, payload: string, given: string): boolean;
};

export type VisitorKeyPurpose =
  | "chat-session"
  | "transcript-link"
  | "booking-token"
  | "booking-email"
  | "booking-client"
  | "visitor-mail"
  | "vibe-request"
  | "consultation-request"
  | "form-token";

export function createVisitorKeys(secret: string): VisitorKeys {
  const keys = new Map<string, Buffer>();
  const keyFor = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) {
      key = crypto.createHmac("sha256", secret).update(`relaywise:${purpose}`).digest();
      keys.set(purpose, key);
    }
    return key;
  };
  const mac = (purpose: string, payload: string) =>
    crypto.createHmac("sha256", keyFor(purpose)).update(payload).digest("base64url");
  return {
    mac,
    verify(purpose, payload, given) {
      const expected = Buffer.from(mac(purpose, payload));
      const actual = Buffer.from(given);
      return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
    },
  };
}

export function visitorKeysFromEnv(env: Pick<Env, "VISITOR_COOKIE_SECRET" | "DATA_DIR">) {
  return createVisitorKeys(visitorSecret(env.VISITOR_COOKIE_SECRET, env.DATA_DIR));
}

/**
 * One mailbox however it is written: case folded and a "+tag" dropped, so a.b+1@x.com and
 * A.B+2@X.COM count as the same address for limits.
 */
export function addressKey(email: string): string {
  const at = email.trim().toLowerCase().lastIndexOf("@");
  const lower = email.trim().toLowerCase();
  if (at < 1) return lower;
  const local = lower.slice(0, at).split("+")[0] || lower.slice(0, at);
  return `${local}@${lower.slice(at + 1)}`;
}

/**
 * VISITOR_COOKIE_SECRET, or a random secret kept in DATA_DIR so cookies survive restarts of a
 * single instance. Several instances must share VISITOR_COOKIE_SECRET.
 */
export function visitorSecret(configured: string | undefined, dataDir: string): string {
  return persistedSecret(configured, dataDir, "visitor-cookie.secret");
}
