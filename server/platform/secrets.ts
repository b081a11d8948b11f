import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Shorter than this, a stored secret is a damaged file, not a key. */
const minimumLength = 32;

function readStored(file: string): string | null {
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    return stored.length >= minimumLength ? stored : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/**
 * A secret from configuration, or one generated on the first start and kept in `dataDir` (mode
 * 600), so what it signs survives restarts with nothing to configure. Several instances on
 * separate disks must share the configured value.
 *
 * Two processes starting at once on one DATA_DIR end with the same secret: each writes its
 * candidate whole to a temporary file and links it to the name, which only the first can do;
 * the others read the winner's, which is never seen half-written. A file too short to be a
 * secret is replaced the same way.
 */
export function persistedSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  const stored = readStored(file);
  if (stored) return stored;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  const temp = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(temp, `${secret}\n`, { mode: 0o600, flag: "wx" });
  try {
    try {
      fs.linkSync(temp, file);
      return secret;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EEXIST") {
        const theirs = readStored(file);
        if (theirs) return theirs;
        // A damaged file: replaced whole, and whatever is there afterwards is the secret.
        fs.renameSync(temp, file);
        return readStored(file) ?? secret;
      }
      // A file system without hard links: an exclusive create, then read back what won.
      if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") {
        return exclusiveCreate(file, secret);
      }
      throw err;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function exclusiveCreate(file: string, secret: string): string {
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  // The winner created the file and is writing 44 bytes: wait for them, briefly.
  const until = Date.now() + 2_000;
  for (;;) {
    const theirs = readStored(file);
    if (theirs) return theirs;
    if (Date.now() > until) throw new Error(`${file} stays empty or too short to be a secret`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
}
