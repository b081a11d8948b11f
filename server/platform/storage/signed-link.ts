import crypto from "node:crypto";
import { persistedSecret } from "../secrets";

/**
 * Links to stored files that work only with a signed, expiring token (ADR 0014): the token names
 * the file_metadata row and an expiry, signed with HMAC-SHA256. Nothing else can fetch a file, so
 * a later staff inbox reuses `signFileToken` for its own links.
 */
export type FileLinkSigner = {
  /** A token for file `fileId`, valid for `ttlSeconds` (default: the configured lifetime). */
  sign(fileId: number, ttlSeconds?: number): string;
  /** The file id, or null for a forged, malformed or expired token. */
  verify(token: string): number | null;
  /** The absolute URL the team can open. */
  url(fileId: number, ttlSeconds?: number): string;
  /** Default lifetime of a link, in seconds. */
  ttlSeconds: number;
};

export const fileLinkPath = "/api/files/";

export function createFileLinkSigner(deps: {
  secret: string;
  ttlSeconds: number;
  publicUrl: string;
  now?: () => number;
}): FileLinkSigner {
  const now = deps.now ?? Date.now;
  const mac = (payload: string) =>
    crypto.createHmac("sha256", deps.secret).update(payload).digest("base64url");
  const sign = (fileId: number, ttlSeconds = deps.ttlSeconds) => {
    const expires = Math.floor(now() / 1000) + ttlSeconds;
    const payload = `${fileId}.${expires}`;
    return `${payload}.${mac(payload)}`;
  };
  return {
    ttlSeconds: deps.ttlSeconds,
    sign,
    verify(token) {
      const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, expires, signature] = match;
      const expected = Buffer.from(mac(`${id}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      if (Number(expires) * 1000 <= now()) return null;
      return Number(id);
    },
    url: (fileId, ttlSeconds) => `${deps.publicUrl}${fileLinkPath}${sign(fileId, ttlSeconds)}`,
  };
}

/**
 * FILE_LINK_SECRET, or one generated on the first start and kept in DATA_DIR (mode 600), so
 * links survive restarts with no configuration. Several instances must share FILE_LINK_SECRET.
 */
export function resolveFileLinkSecret(configured: string | undefined, dataDir: string): string {
  return persistedSecret(configured, dataDir, "file-link-secret");
}
