import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimPgliteDir, DataDirInUseError } from "./pglite-owner";

describe("PGlite data folder owner", () => {
  it("refuses a second process while the owner lives, takes over after it is gone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-owner-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dir, "owner.pid"), String(other.pid));
      expect(() => claimPgliteDir(dir)).toThrow(DataDirInUseError);
    } finally {
      other.kill();
      await new Promise((r) => other.once("exit", r));
    }
    const release = claimPgliteDir(dir);
    expect(fs.readFileSync(path.join(dir, "owner.pid"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "owner.pid"))).toBe(false);
  });
});
