import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const inputs = ["app", "content", "lib", "server", "db", "public"];
const files = [
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
];

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** A hash of every input of the production build: when it changes, the build is stale. */
export function sourceStamp() {
  const all = [];
  for (const dir of inputs) walk(path.join(root, dir), all);
  for (const f of files) if (fs.existsSync(path.join(root, f))) all.push(path.join(root, f));
  all.sort();
  const hash = crypto.createHash("sha256");
  for (const f of all) {
    hash.update(path.relative(root, f));
    hash.update(fs.readFileSync(f));
  }
  return hash.digest("hex");
}

export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
export const stampFile = path.join(buildDir, ".source-stamp");
export const projectRoot = root;
