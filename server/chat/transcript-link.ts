import { recordId } from "../../lib/ids";
import type { Env } from "../platform/env";
import type { VisitorKeys } from "../platform/visitor-keys";

/** The page the confirmation email links to (app/routes/chat-transcript.tsx). */
export const transcriptConfirmPath = "/chat/transcript";

/**
 * The link in the "confirm your address" email: it names the transcript request and an expiry,
 * signed (HMAC-SHA256, VisitorKeys "transcript-link"). The expiry follows from the request's
 * creation time, so every send of the email carries the same link. Single use is the
 * request's `confirmed_at`, set once (server/chat/service.ts).
 */
export type TranscriptLinks = {
  ttlHours: number;
  token(requestId: number, createdAt: Date): string;
  url(requestId: number, createdAt: Date): string;
  /** The request id, or why the token is no good. */
  read(token: string): { id: number } | { error: "invalid" | "expired" };
};

export function createTranscriptLinks(deps: {
  keys: VisitorKeys;
  env: Pick<Env, "PUBLIC_URL" | "TRANSCRIPT_CONFIRM_TTL_HOURS">;
  now?: () => number;
}): TranscriptLinks {
  const now = deps.now ?? Date.now;
  const ttlHours = deps.env.TRANSCRIPT_CONFIRM_TTL_HOURS;
  const token = (id: number, createdAt: Date) => {
    const expires = Math.floor(createdAt.getTime() / 1000) + ttlHours * 3600;
    const payload = `${id}.${expires}`;
    return `${payload}.${deps.keys.mac("transcript-link", payload)}`;
  };
  return {
    ttlHours,
    token,
    url: (id, createdAt) =>
      `${deps.env.PUBLIC_URL}${transcriptConfirmPath}?token=${encodeURIComponent(token(id, createdAt))}`,
    read(raw) {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(raw.trim());
      if (!match) return { error: "invalid" };
      const [, id, expires, signature] = match;
      if (!deps.keys.verify("transcript-link", `${id}.${expires}`, signature!)) {
        return { error: "invalid" };
      }
      const parsed = recordId().safeParse(id);
      if (!parsed.success) return { error: "invalid" };
      if (Number(expires) * 1000 <= now()) return { error: "expired" };
      return { id: parsed.data };
    },
  };
}
