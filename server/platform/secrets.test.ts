import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persistedSecret } from "./secrets";

describe("a secret kept in DATA_DIR", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-secret-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("prefers the configured value and writes nothing then", () => {
    const data = path.join(dir, "configured");
    expect(persistedSecret("from-env", data, "s.secret")).toBe("from-env");
    expect(fs.existsSync(data)).toBe(false);
  });

  it("is generated once, mode 600, and read back on the next start", () => {
    const data = path.join(dir, "once");
    const first = persistedSecret(undefined, data, "s.secret");
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(path.join(data, "s.secret")).mode & 0o777).toBe(0o600);
    expect(persistedSecret(undefined, data, "s.secret")).toBe(first);
    expect(fs.readdirSync(data)).toEqual(["s.secret"]);
  });

  it("replaces a file too short to be a secret", () => {
    const data = path.join(dir, "damaged");
    fs.mkdirSync(data);
    fs.writeFileSync(path.join(data, "s.secret"), "short\n");
    const secret = persistedSecret(undefined, data, "s.secret");
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(fs.readFileSync(path.join(data, "s.secret"), "utf8").trim()).toBe(secret);
  });

  it("is the same for every process that starts at once on an empty DATA_DIR", async () => {
    const bundle = path.join(dir, "secrets.mjs");
    buildSync({
      entryPoints: [path.join(import.meta.dirname, "secrets.ts")],
      outfile: bundle,
      bundle: true,
      format: "esm",
      platform: "node",
      logLevel: "silent",
    });
    for (let round = 0; round < 3; round++) {
      const data = path.join(dir, `race-${round}`);
      // Every process waits for the same instant, then asks for the secret.
      const at = Date.now() + 1_500;
      const script = `const m = await import(${JSON.stringify(bundle)});
        while (Date.now() < ${at});
        process.stdout.write(m.persistedSecret(undefined, ${JSON.stringify(data)}, "s.secret"));`;
      const secrets = await Promise.all(
        Array.from(
          { length: 6 },
          () =>
            new Promise<string>((resolve, reject) => {
              const child = spawn(process.execPath, ["--input-type=module", "-e", script]);
              let out = "";
              let err = "";
              child.stdout.on("data", (d) => (out += d));
              child.stderr.on("data", (d) => (err += d));
              child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
            }),
        ),
      );
      expect(new Set(secrets).size, `round ${round}`).toBe(1);
      expect(secrets[0]).toMatch(/^[\w-]{43}$/);
      expect(fs.readFileSync(path.join(data, "s.secret"), "utf8").trim()).toBe(secrets[0]);
      // No temporary file is left behind.
      expect(fs.readdirSync(data)).toEqual(["s.secret"]);
    }
  }, 60_000);
});
