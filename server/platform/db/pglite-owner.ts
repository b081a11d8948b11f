import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is an embedded database: two processes on one data folder corrupt it, and neither sees
 * the other's writes. The process that opens it leaves its pid beside it; another one (a second
 * server, `npm run staff:add`) is refused while that process lives. A pid left by a crash is
 * taken over.
 */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `${dir} is in use by process ${pid}: the embedded database (PGlite) can be opened by one process at a time. Stop that process first (Ctrl+C on npm start), or use PostgreSQL (DATABASE_URL).`,
    );
    this.name = "DataDirInUseError";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Claims `dir` for this process; the returned function releases it. */
export function claimPgliteDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "owner.pid");
  const held = Number.parseInt(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "", 10);
  if (Number.isInteger(held) && held !== process.pid && alive(held)) {
    throw new DataDirInUseError(dir, held);
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
