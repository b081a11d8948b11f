import crypto from "node:crypto";
import type { VisitorKeys } from "./visitor-keys";

/**
 * The token a server-rendered form carries in a hidden field (ADR 0048). It names one rendering
 * of the form: sent twice (Back and send again, a double press, the same form sent again once
 * its scripts have arrived), it is the same request, because it is the request's idempotency
 * key. It also says, signed, when the server made the page, so a form sent without scripts has a
 * fill time nobody can forge: counted from when the page was first shown, not from anything the
 * scripts do.
 *
 * Shape: 16 characters of randomness, 8 of the issue time (milliseconds, 48 bits), 22 of an
 * HMAC of both (132 bits), all base64url: 46 characters that fit every idempotency-key rule.
 */
export type FormTokens = {
  issue(now?: Date): string;
  /** When a token made by `issue` was made; null for anything else. */
  read(token: unknown): { issuedAt: Date } | null;
};

export const formTokenField = "formToken";

const ID_LENGTH = 16;
const TIME_LENGTH = 8;
const MAC_LENGTH = 22;
const TOKEN = /^[A-Za-z0-9_-]{46}$/;

export function createFormTokens(keys: VisitorKeys): FormTokens {
  const sign = (payload: string) => keys.mac("form-token", payload).slice(0, MAC_LENGTH);
  return {
    issue(now = new Date()) {
      const id = crypto.randomBytes(12).toString("base64url");
      const time = Buffer.alloc(6);
      time.writeUIntBE(now.getTime(), 0, 6);
      const payload = id + time.toString("base64url");
      return payload + sign(payload);
    },
    read(token) {
      if (typeof token !== "string" || !TOKEN.test(token)) return null;
      const payload = token.slice(0, ID_LENGTH + TIME_LENGTH);
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(token.slice(ID_LENGTH + TIME_LENGTH));
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        return null;
      }
      const ms = Buffer.from(payload.slice(ID_LENGTH), "base64url").readUIntBE(0, 6);
      return { issuedAt: new Date(ms) };
    },
  };
}
