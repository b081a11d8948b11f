import { z } from "zod";

/** Largest value of a PostgreSQL `serial`/`integer` column: a larger id would make the query fail. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from a URL or a body: a whole number from 1 to the database's integer limit.
 * Anything else ("1e99", "-1", "99999999999", "abc") is the same "not found" as an id that
 * does not exist, never a database error.
 */
export function recordId(message = "Unknown record") {
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(MAX_RECORD_ID, message);
}
