import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { staffSessions, users } from "../../db/schema";
import type { Database } from "../platform/db";
import type { Env } from "../platform/env";
import { siteCookie } from "../platform/http/cookies";
import type { StaffUser } from "./staff";

export const SESSION_COOKIE = "rw_staff";
/** Holds the sign-in form's CSRF token (double submit): there is no session to bind it to yet. */
export const LOGIN_CSRF_COOKIE = "rw_staff_login";

export type StaffSession = {
  sessionId: string;
  csrfToken: string;
  user: StaffUser;
};

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export const randomToken = () => crypto.randomBytes(32).toString("base64url");

/** Constant-time comparison of two tokens. */
export function sameToken(a: string | undefined | null, b: string | undefined | null): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * The staff cookies' attributes (hono/cookie writes and reads them). The session cookie has no
 * Max-Age: it ends with the browser, and the database ends it sooner when idle. The sign-in
 * form's double-submit cookie goes only to the sign-in call.
 */
export function staffCookies(env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">) {
  return {
    session: siteCookie(env, { path: "/" }),
    loginCsrf: siteCookie(env, { path: "/api/admin/login" }),
  };
}

/**
 * Sessions live in the database (only the token's hash), so any instance on the same database
 * accepts them and signing out ends them everywhere. A session idle longer than `idleMinutes`
 * is gone; activity refreshes it at most once a minute to keep reads cheap.
 */
export function createSessionStore(database: Database, idleMinutes: number) {
  const { db } = database;
  const idle = sql`now() - make_interval(mins => ${idleMinutes})`;

  return {
    async create(userId: number): Promise<{ token: string; csrfToken: string }> {
      const token = randomToken();
      const csrfToken = randomToken();
      // Expired sessions are dead rows; dropping them at each sign-in keeps the table small.
      await db.delete(staffSessions).where(lt(staffSessions.lastSeenAt, idle));
      await db.insert(staffSessions).values({ id: sha256(token), userId, csrfToken });
      return { token, csrfToken };
    },

    async find(token: string | undefined): Promise<StaffSession | null> {
      if (!token || token.length > 200) return null;
      const id = sha256(token);
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          csrfToken: staffSessions.csrfToken,
          lastSeenAt: staffSessions.lastSeenAt,
          id: users.id,
          username: users.username,
          email: users.email,
        })
        .from(staffSessions)
        .innerJoin(users, eq(users.id, staffSessions.userId))
        .where(and(eq(staffSessions.id, id), sql`${staffSessions.lastSeenAt} > ${idle}`));
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(staffSessions.id, id));
      }
      return {
        sessionId: row.sessionId,
        csrfToken: row.csrfToken,
        user: { id: row.id, username: row.username, email: row.email },
      };
    },

    async destroy(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.delete(staffSessions).where(eq(staffSessions.id, sha256(token)));
    },
  };
}
