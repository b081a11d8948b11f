import fs from "node:fs";
import path from "node:path";

/** The folder holding package.json, whether we run from source (tests) or from build/. */
export function projectRoot(from: string = import.meta.dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(projectRoot(), "db", "migrations");
