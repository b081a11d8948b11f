import type { Database, DB } from "./";

/** A Drizzle transaction on either driver: what a service passes to code that must join it. */
export type Transaction = Parameters<Parameters<DB["transaction"]>[0]>[0];

const commitHooks = new WeakMap<Transaction, Array<() => void>>();

/**
 * `database.db.transaction`, plus hooks that run once the transaction has committed. Work that
 * others should see only after the commit (waking a job worker) registers with `afterCommit`.
 */
export async function runTransaction<T>(
  database: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let hooks: Array<() => void> = [];
  const result = await database.db.transaction(async (tx) => {
    hooks = [];
    commitHooks.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs `hook` after the commit of a transaction begun by `runTransaction`. A transaction begun
 * elsewhere has no hooks: the hook is dropped, so it may only speed things up, never be needed.
 */
export function afterCommit(tx: Transaction, hook: () => void): void {
  commitHooks.get(tx)?.push(hook);
}

/** Whether a statement (or what it was wrapped in) broke a unique constraint: a race lost. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}
