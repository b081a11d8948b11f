import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../platform/db";
import type { Logger } from "../platform/logger";

/**
 * Page views per day and path, counted on the server: no cookie, nothing about the visitor, so
 * the site stays free of consent banners. Views are summed in memory and added to the table
 * every `flushSeconds` with one upsert (count = count + n), which adds up correctly whichever
 * instance flushes.
 */
export function createPageViewCounter(deps: {
  database: Database;
  logger: Logger;
  flushSeconds: number;
  /** The paths worth counting (the site's pages), so random URLs cannot grow the table. */
  paths: ReadonlySet<string>;
  now?: () => Date;
}) {
  const pending = new Map<string, number>();
  const now = deps.now ?? (() => new Date());
  let flushing: Promise<void> | undefined;

  function record(path: string, userAgent: string | undefined): void {
    if (!deps.paths.has(path)) return;
    if (!userAgent || isbot(userAgent)) return;
    const day = now().toISOString().slice(0, 10);
    const key = `${day} ${path}`;
    pending.set(key, (pending.get(key) ?? 0) + 1);
  }

  async function flushNow(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending.entries()];
    pending.clear();
    const values = batch.map(([key, n]) => {
      const at = key.indexOf(" ");
      return sql`(${key.slice(0, at)}, ${key.slice(at + 1)}, ${n}::int)`;
    });
    try {
      await deps.database.db.execute(sql`
        insert into page_views (day, path, count) values ${sql.join(values, sql`, `)}
        on conflict (day, path) do update set count = page_views.count + excluded.count`);
    } catch (err) {
      // Put the counts back: the next flush tries again.
      for (const [key, n] of batch) pending.set(key, (pending.get(key) ?? 0) + n);
      deps.logger.warn("page views could not be stored; retrying at the next flush", {
        err: err instanceof Error ? err.message : String(err),
      });
    }
  }

  function flush(): Promise<void> {
    flushing = (flushing ?? Promise.resolve()).then(flushNow);
    return flushing;
  }

  return {
    record,
    flush,
    /** The last flush, at shutdown (the scheduler runs the periodic ones). */
    stop: flush,
  };
}
