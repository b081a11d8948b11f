/**
 * `npm run staff:add -- <username> <email>`: creates a staff account (or sets a new password for
 * an existing username). The password is asked for without echo, or read from stdin when stdin
 * is not a terminal, so it never lands in shell history or the environment.
 */
import path from "node:path";
import readline from "node:readline";
import { migrateDatabase, openDatabase } from "../platform/db";
import { claimPgliteDir, DataDirInUseError } from "../platform/db/pglite-owner";
import { EnvError, parseEnv } from "../platform/env";
import { AppError } from "../platform/errors";
import { addStaff } from "./staff";

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
    });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      // Echo the prompt once, never the typed characters.
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

async function main() {
  const [username, email] = process.argv.slice(2);
  if (!username || !email) {
    console.error("Usage: npm run staff:add -- <username> <email>");
    process.exit(64);
  }
  const env = parseEnv();
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden(`Password for ${username} (at least 12 characters): `);
    const again = await askHidden("Same password again: ");
    if (again !== password) {
      console.error("The two passwords differ; nothing was changed.");
      process.exit(65);
    }
  } else {
    password = await readStdin();
  }
  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  // Before asking anything of PGlite: a running server owns it (server/platform/db/pglite-owner.ts).
  const release = env.DATABASE_URL ? () => {} : claimPgliteDir(pgliteDir);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: pgliteDir },
  );
  try {
    await migrateDatabase(database);
    const { user, created } = await addStaff(database, { username, email, password });
    console.log(
      created
        ? `Staff account ${user.username} created. Sign in at ${env.PUBLIC_URL}/admin`
        : `Password and email of ${user.username} updated.`,
    );
  } finally {
    await database.close();
    release();
  }
}

main().catch((err) => {
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(75);
  }
  if (err instanceof AppError || err instanceof EnvError) {
    const fields = err instanceof AppError && err.fields ? Object.entries(err.fields) : [];
    console.error(fields.length ? fields.map(([k, v]) => `${k}: ${v}`).join("\n") : err.message);
    process.exit(65);
  }
  console.error(err);
  process.exit(1);
});
