import { chatCookiePolicy } from "../../content/chat";
import type { VisitorKeys } from "../visitor-keys";

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

function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

export function createChatSessionCookies(keys: VisitorKeys, secure: boolean): ChatSessionCookies {
  return {
    issue(sessionId) {
      const value = `${sessionId}.${keys.mac("chat-session", sessionId)}`;
      return [
        `${chatCookiePolicy.name}=${value}`,
        "Path=/api",
        `Max-Age=${chatCookiePolicy.lifetimeDays * 24 * 60 * 60}`,
        "HttpOnly",
        "SameSite=Lax",
        ...(secure ? ["Secure"] : []),
      ].join("; ");
    },
    owns(header, sessionId) {
      if (!header || !sessionId) return false;
      return cookieValues(header, chatCookiePolicy.name).some((raw) => {
        const dot = raw.lastIndexOf(".");
        if (dot < 1) return false;
        const id = raw.slice(0, dot);
        return id === sessionId && keys.verify("chat-session", id, raw.slice(dot + 1));
      });
    },
  };
}
