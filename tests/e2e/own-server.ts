import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A production server of the test's own, on a free port and a fresh data folder, for a test that
 * needs settings the shared one must not have (a limit of one request an hour would refuse every
 * other test's). A cold start of the embedded database takes seconds to a minute: use it sparingly.
 */
export type OwnServer = { url: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-e2e-own-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, "app", "main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      E2E: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const errors: string[] = [];
  child.stderr?.on("data", (d) => errors.push(String(d)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A cold start of the embedded database took over 60 s beside the unit tests and three
  // browsers on a 2-core machine: the wait is for readiness, not a performance target.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the test's own server did not become ready:\n${errors.join("").slice(-2000)}`);
}
