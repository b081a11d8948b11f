import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { nextDelay, supervisorSettings } from "./supervisor.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "relaywise-supervisor-"));
const supervisorUrl = pathToFileURL(path.join(import.meta.dirname, "supervisor.mjs")).href;

/**
 * A stand-in server: counts its starts in `starts`, exits with `CRASH_CODE` on the first
 * `CRASHES` starts, then runs until SIGTERM, which it records before exiting 0.
 */
const childScript = path.join(dir, "child.mjs");
fs.writeFileSync(
  childScript,
  `import fs from "node:fs";
const file = process.env.STATE + "/starts";
const starts = (fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8")) : 0) + 1;
fs.writeFileSync(file, String(starts));
if (starts <= Number(process.env.CRASHES)) process.exit(Number(process.env.CRASH_CODE));
process.on("SIGTERM", () => {
  fs.writeFileSync(process.env.STATE + "/stopped", "SIGTERM");
  process.exit(0);
});
fs.writeFileSync(process.env.STATE + "/ready", "yes");
setInterval(() => {}, 1000);
`,
);
const runnerScript = path.join(dir, "runner.mjs");
fs.writeFileSync(
  runnerScript,
  `import { supervise } from ${JSON.stringify(supervisorUrl)};
process.exit(await supervise({
  command: process.execPath,
  args: [${JSON.stringify(childScript)}],
  initialDelayMs: 100,
  maxDelayMs: 250,
  healthyAfterMs: 60000,
}));
`,
);

type Run = { proc: ChildProcess; state: string; logs: () => Record<string, unknown>[] };

function run(name: string, crashes: number, crashCode: number): Run {
  const state = path.join(dir, name);
  fs.mkdirSync(state);
  const proc = spawn(process.execPath, [runnerScript], {
    env: { ...process.env, STATE: state, CRASHES: String(crashes), CRASH_CODE: String(crashCode) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  proc.stdout?.on("data", (d) => {
    out += d;
  });
  const logs = () =>
    out
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { proc, state, logs };
}

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null) resolve(proc.exitCode);
    else proc.once("exit", (code) => resolve(code));
  });
const read = (state: string, file: string) =>
  fs.existsSync(path.join(state, file)) ? fs.readFileSync(path.join(state, file), "utf8") : null;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the supervisor behind npm start", () => {
  it("restarts a crashed server with growing waits, and SIGTERM stops it without a restart", async () => {
    const { proc, state, logs } = run("crashes", 3, 1);
    await expect.poll(() => read(state, "ready"), { timeout: 15_000 }).toBe("yes");
    expect(read(state, "starts")).toBe("4");
    const restarts = logs().filter((l) => l.msg === "server exited unexpectedly; restarting");
    expect(restarts.map((l) => [l.code, l.restartInMs])).toEqual([
      [1, 100],
      [1, 200],
      [1, 250],
    ]);

    proc.kill("SIGTERM");
    expect(await exited(proc)).toBe(0);
    expect(read(state, "stopped")).toBe("SIGTERM");
    await new Promise((r) => setTimeout(r, 400));
    expect(read(state, "starts")).toBe("4");
    expect(logs().at(-1)).toMatchObject({ msg: "server stopped", code: 0 });
  });

  it.each([
    [78, /configuration error/],
    [75, /data folder is in use/],
  ])("does not restart after exit code %i", async (code, why) => {
    const { proc, state, logs } = run(`code-${code}`, 1, code);
    expect(await exited(proc)).toBe(code);
    expect(read(state, "starts")).toBe("1");
    expect(String(logs().at(-1)?.msg)).toMatch(why);
  });

  it("starts the back-off over after a healthy run and reads its settings from env", () => {
    const base = { initialDelayMs: 1000, maxDelayMs: 30_000, healthyAfterMs: 60_000 };
    expect(nextDelay({ ...base, previousMs: undefined, ranMs: 10 })).toBe(1000);
    expect(nextDelay({ ...base, previousMs: 16_000, ranMs: 10 })).toBe(30_000);
    expect(nextDelay({ ...base, previousMs: 30_000, ranMs: 59_999 })).toBe(30_000);
    expect(nextDelay({ ...base, previousMs: 30_000, ranMs: 60_000 })).toBe(1000);
    expect(supervisorSettings({})).toEqual(base);
    expect(supervisorSettings({ SUPERVISOR_RESTART_MAX_DELAY_MS: "5000" }).maxDelayMs).toBe(5000);
    expect(() => supervisorSettings({ SUPERVISOR_RESTART_DELAY_MS: "soon" })).toThrow(
      /SUPERVISOR_RESTART_DELAY_MS/,
    );
  });
});
