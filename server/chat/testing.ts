import type { CreateSessionResponse } from "../../lib/chat";

type Fetch = (path: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * For tests: a browser talking to the chat API. It keeps the cookie each new session sets and
 * sends it back on calls about that session, as a browser's same-origin fetch does.
 */
export function chatBrowser(fetcher: Fetch, baseHeaders: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  const withCookie = (sessionId: string | undefined, headers: HeadersInit | undefined) => {
    const merged = new Headers(headers);
    for (const [k, v] of Object.entries(baseHeaders)) if (!merged.has(k)) merged.set(k, v);
    const cookie = sessionId ? cookies.get(sessionId) : undefined;
    if (cookie && !merged.has("cookie")) merged.set("cookie", cookie);
    return merged;
  };
  return {
    /** POST /api/chat/session; remembers the session's cookie. */
    async newSession(headers: Record<string, string> = {}): Promise<CreateSessionResponse> {
      const res = await fetcher("/api/chat/session", {
        method: "POST",
        headers: withCookie(undefined, headers),
      });
      if (res.status !== 201) throw new Error(`session not created: ${res.status}`);
      const session = (await res.json()) as CreateSessionResponse;
      const set = res.headers.get("set-cookie");
      if (set) cookies.set(session.sessionId, set.split(";")[0]!);
      return session;
    },
    /** The Cookie header this browser holds for `sessionId` ('' when none). */
    cookieFor: (sessionId: string) => cookies.get(sessionId) ?? "",
    /** A request as this browser makes it: with the cookie of `sessionId`. */
    request: (path: string, sessionId: string | undefined, init: RequestInit = {}) =>
      fetcher(path, { ...init, headers: withCookie(sessionId, init.headers) }),
  };
}
