import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { eq } from "drizzle-orm";
import { adminTexts } from "../../content/admin";
import { indexablePages } from "../../content/pages";
import { fileMetadata } from "../../db/schema";
import type { BusinessProfile } from "../../content/business";
import { recordId } from "../../lib/ids";
import type { Database } from "../platform/db";
import type { Env } from "../platform/env";
import { AppError } from "../platform/errors";
import type { JobQueue } from "../platform/jobs";
import type { Logger } from "../platform/logger";
import type { NotificationService } from "../platform/notify/types";
import type { RateLimiter } from "../platform/rate-limit";
import { createDigest } from "./digest";
import { type FileDownloads, localFileDownloads } from "./files";
import { createInbox } from "./inbox";
import { type InboxKindDefinition, inboxKinds } from "./kinds";
import { createPageViewCounter } from "./page-views";
import { createPeopleInbox } from "./people";
import { verifyPassword } from "./passwords";
import {
  createSessionStore,
  LOGIN_CSRF_COOKIE,
  SESSION_COOKIE,
  type StaffSession,
  staffCookies,
} from "./sessions";
import { findStaffForLogin, staffCount } from "./staff";
import { dashboardStats } from "./stats";

export type AdminService = ReturnType<typeof createAdminService>;

/**
 * The staff side: sign-in and sessions, the inbox over every registered kind, the dashboard's
 * figures, the page-view counter and the daily digest. Built once in the container.
 */
export function createAdminService(deps: {
  env: Env;
  logger: Logger;
  database: Database;
  business: BusinessProfile;
  jobs: JobQueue;
  /** Read at call time: tests swap the notification service. */
  notifications: () => NotificationService;
  rateLimits: RateLimiter;
  kinds?: InboxKindDefinition[];
  files?: FileDownloads;
}) {
  const { env, database } = deps;
  const logger = deps.logger.child({ area: "admin" });
  const sessions = createSessionStore(database, env.ADMIN_SESSION_IDLE_MINUTES);
  const inbox = createInbox({
    database,
    kinds: deps.kinds ?? inboxKinds,
    notifications: deps.notifications,
    pageSize: env.ADMIN_INBOX_PAGE_SIZE,
  });
  const people = createPeopleInbox({
    database,
    inbox,
    kinds: deps.kinds ?? inboxKinds,
    pageSize: env.ADMIN_INBOX_PAGE_SIZE,
  });
  const pageViews = createPageViewCounter({
    database,
    logger,
    flushSeconds: env.PAGE_VIEW_FLUSH_SECONDS,
    paths: new Set(indexablePages.map((p) => p.path)),
  });
  const digest = createDigest({
    database,
    jobs: deps.jobs,
    staleNew: (hours) => people.staleNew(hours),
    notifications: deps.notifications,
    logger,
    hourUtc: env.ADMIN_DIGEST_HOUR_UTC,
    staleHours: adminTexts.replyPromiseHours,
  });
  const files = deps.files ?? localFileDownloads(env.DATA_DIR);
  const cookies = staffCookies(env);

  async function login(input: { login: string; password: string; ip: string }) {
    const typed = input.login.trim().toLowerCase();
    // The account is looked up first, for a known login and an unknown one alike, so the
    // per-account counter is the account's whatever spelling reached it (username or email,
    // any case): otherwise each spelling would get a limit of its own. An unknown login counts
    // under what was typed.
    const user = await findStaffForLogin(database, typed);
    const account = user ? user.username.trim().toLowerCase() : typed;
    // Counted before the password is checked: the limit bounds guesses, right or wrong.
    await deps.rateLimits.enforce({ adminLoginAccount: account, adminLoginIp: input.ip });
    const ok = await verifyPassword(user?.password ?? null, input.password);
    if (!user || !ok) {
      logger.warn("staff sign-in refused", { login: typed.slice(0, 100), ip: input.ip });
      throw new AppError("unauthorized", adminTexts.wrongPassword, {
        password: adminTexts.wrongPassword,
      });
    }
    const session = await sessions.create(user.id);
    logger.info("staff signed in", { userId: user.id });
    return { ...session, user: { id: user.id, username: user.username, email: user.email } };
  }

  /** The session of a request's cookie header, or null. */
  function sessionFromCookies(
    cookieHeader: string | null | undefined,
  ): Promise<StaffSession | null> {
    return sessions.find(
      cookieHeader ? parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] : undefined,
    );
  }

  async function fileOf(kind: string, id: number) {
    const definition = (deps.kinds ?? inboxKinds).find((k) => k.kind === kind);
    // An id out of the database's range finds nothing, rather than failing the query.
    const known = definition && recordId().safeParse(id).success;
    const fileId = known ? (await definition.detail(database.db, id))?.file?.id : undefined;
    const [meta] = fileId
      ? await database.db.select().from(fileMetadata).where(eq(fileMetadata.id, fileId))
      : [];
    if (!meta) throw new AppError("not_found", "This item has no file.");
    const opened = await files.open(meta);
    if (!opened) throw new AppError("not_found", "The file is no longer in storage.");
    return { meta, ...opened };
  }

  return {
    cookies,
    /** The sign-in page's Set-Cookie for its double-submit token (the page's loader sends it). */
    loginCsrfCookie: (token: string) => generateCookie(LOGIN_CSRF_COOKIE, token, cookies.loginCsrf),
    sessions,
    inbox,
    people,
    pageViews,
    digest,
    login,
    sessionFromCookies,
    staffCount: () => staffCount(database),
    stats: () =>
      dashboardStats(database, inbox, { weeks: 12, promiseHours: adminTexts.replyPromiseHours }),
    fileOf,
    /** The page views still in memory are written while the database is up. */
    stop: () => pageViews.stop(),
  };
}
