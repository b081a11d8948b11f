import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { anyViewport } from "./tags";

const buildDir = process.env.BUILD_DIR ?? "build";

function startServer(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(buildDir, "app", "main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  child.stdout?.on("data", (d) => lines.push(...String(d).split("\n").filter(Boolean)));
  child.stderr?.on("data", (d) => lines.push(...String(d).split("\n").filter(Boolean)));
  return { child, lines };
}

// A cold start of the embedded database took over 30 s beside the unit tests and three browsers
// on a 2-core machine: the wait is for readiness, not a performance target.
async function waitReady(port: number, server?: { child: ChildProcess; lines: string[] }) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    // A server that exited will never be ready: say so with what it printed, not after the wait.
    if (server && server.child.exitCode !== null) {
      throw new Error(
        `server exited with ${server.child.exitCode} before it was ready:\n${server.lines.slice(-15).join("\n")}`,
      );
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `server did not become ready in 150 s:\n${server?.lines.slice(-15).join("\n") ?? ""}`,
  );
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

test.describe("server lifecycle", anyViewport, () => {
  test("stops gracefully on SIGTERM and starts again on the same data", async () => {
    // Two cold starts of the embedded database beside the other browser tests' worker.
    test.setTimeout(360_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-lifecycle-"));
    const port = 3290 + Math.floor(Math.random() * 9);
    const first = startServer(port, dataDir);
    await waitReady(port, first);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    const code = exited(first.child);
    first.child.kill("SIGTERM");
    expect(await code).toBe(0);
    const logs = first.lines.map((l) => JSON.parse(l));
    expect(logs.some((l) => l.msg === "request" && typeof l.requestId === "string")).toBe(true);
    expect(logs.at(-1)).toMatchObject({ msg: "stopped" });

    // The embedded database was closed cleanly: a second start opens the same files.
    const second = startServer(port, dataDir);
    await waitReady(port, second);
    const ready = await (await fetch(`http://127.0.0.1:${port}/readyz`)).json();
    expect(ready).toEqual({ status: "ready", database: "pglite" });
    const code2 = exited(second.child);
    second.child.kill("SIGINT");
    expect(await code2).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("refuses to start with a bad variable and names it", async () => {
    const { child, lines } = startServer(3299, os.tmpdir(), { PORT: "not-a-port" });
    const code = await exited(child);
    expect(code).toBe(78);
    expect(lines.join("\n")).toContain("PORT");
  });
});
