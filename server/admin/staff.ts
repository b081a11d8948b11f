import { count, eq, or, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { staffAccountSchema } from "../../lib/admin";
import type { Database } from "../platform/db";
import { AppError } from "../platform/errors";
import { validationError } from "../platform/http/request";
import type { Logger } from "../platform/logger";
import { hashPassword, isArgon2idHash } from "./passwords";

export type StaffUser = { id: number; username: string; email: string | null };

/** Every row of `users` is a staff account: visitors never sign in. */
export async function staffCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

export async function findStaffForLogin(
  database: Database,
  login: string,
): Promise<(StaffUser & { password: string }) | null> {
  const name = login.trim().toLowerCase();
  const [row] = await database.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      password: users.password,
    })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)))
    .orderBy(users.id)
    .limit(1);
  return row ?? null;
}

/** `npm run staff:add`: a new account, or a new password for an existing username. */
export async function addStaff(
  database: Database,
  input: { username: string; email: string; password: string },
): Promise<{ user: StaffUser; created: boolean }> {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { username, email, password } = parsed.data;
  const phc = await hashPassword(password);
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  const [user] = existing
    ? await database.db
        .update(users)
        .set({ email, password: phc })
        .where(eq(users.id, existing.id))
        .returning({ id: users.id, username: users.username, email: users.email })
    : await database.db
        .insert(users)
        .values({ username, email, password: phc })
        .returning({ id: users.id, username: users.username, email: users.email });
  return { user, created: !existing };
}

/**
 * First start: with no staff account and ADMIN_EMAIL + ADMIN_PASSWORD_HASH set, creates one, so a
 * deployment can be provisioned without a shell. Never overwrites an existing account.
 */
export async function bootstrapStaffFromEnv(
  database: Database,
  env: { ADMIN_EMAIL?: string; ADMIN_USERNAME: string; ADMIN_PASSWORD_HASH?: string },
  logger: Logger,
): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD_HASH) return;
  if (!isArgon2idHash(env.ADMIN_PASSWORD_HASH)) {
    throw new AppError("bad_request", "ADMIN_PASSWORD_HASH must be an argon2id PHC string.");
  }
  if ((await staffCount(database)) > 0) return;
  await database.db
    .insert(users)
    .values({
      username: env.ADMIN_USERNAME,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD_HASH,
    })
    .onConflictDoNothing();
  logger.info("staff account created from ADMIN_EMAIL", { username: env.ADMIN_USERNAME });
}
