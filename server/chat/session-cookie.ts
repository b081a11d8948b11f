import { generateCookie } from "hono/cookie";
import { type CookieOptions, parse } from "hono/utils/cookie";
import { chatCookiePolicy } from "../../content/chat";
import type { VisitorKeys } from "../platform/visitor-keys";

/**
 * A chat session belongs to the browser that opened it: creating the session sets an HttpOnly
 * cookie naming the session id with an HMAC of it, and every call that reads or writes a session
 * needs that cookie. The session id alone (it shows in the staff inbox and in logs) opens nothing.
 * Path /api: the chat API and the lead dialog's request are the only readers.
 */
type ChatSessionCookies = {
  /** The Set-Cookie header that hands session `sessionId` to this browser. */
  issue(sessionId: string): string;
  /** Whether the request's Cookie header holds the cookie of `sessionId`. */
  owns(cookieHeader: string | null | undefined, sessionId: string): boolean;
};

export function createChatSessionCookies(
  keys: VisitorKeys,
  options: CookieOptions,
): ChatSessionCookies {
  const name = chatCookiePolicy.name;
  return {
    issue(sessionId) {
      return generateCookie(name, `${sessionId}.${keys.mac("chat-session", sessionId)}`, options);
    },
    owns(header, sessionId) {
      if (!header || !sessionId) return false;
      const raw = parse(header, name)[name];
      const dot = raw ? raw.lastIndexOf(".") : -1;
      if (!raw || dot < 1) return false;
      const id = raw.slice(0, dot);
      return id === sessionId && keys.verify("chat-session", id, raw.slice(dot + 1));
    },
  };
}
