// Runs the server as a child process and starts it again after a crash (ADR 0033).
import { spawn } from "node:child_process";
import os from "node:os";

/** Exit codes after which a new start cannot help: someone has to change something first. */
export const noRestartCodes = new Map([
  [78, "configuration error: fix the variable named above"],
  [75, "the data folder is in use by another process"],
]);

export const supervisorDefaults = {
  /** The first restart waits this long; each crash in a row doubles it... */
  initialDelayMs: 1_000,
  /** ...up to this. */
  maxDelayMs: 30_000,
  /** A child that ran this long was healthy: its crash starts the back-off from the beginning. */
  healthyAfterMs: 60_000,
};

/** How long to wait before the next start, after a child that ran `ranMs` and crashed. */
export function nextDelay({ previousMs, ranMs, initialDelayMs, maxDelayMs, healthyAfterMs }) {
  if (previousMs === undefined || ranMs >= healthyAfterMs) return initialDelayMs;
  return Math.min(previousMs * 2, maxDelayMs);
}

/**
 * The three back-off settings from the environment (SUPERVISOR_RESTART_DELAY_MS,
 * SUPERVISOR_RESTART_MAX_DELAY_MS, SUPERVISOR_HEALTHY_AFTER_MS); throws naming a bad one.
 */
export function supervisorSettings(env = process.env) {
  const read = (name, fallback) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 10 || value > 3_600_000) {
      throw new Error(`${name}: must be a whole number of milliseconds from 10 to 3600000`);
    }
    return value;
  };
  const settings = {
    initialDelayMs: read("SUPERVISOR_RESTART_DELAY_MS", supervisorDefaults.initialDelayMs),
    maxDelayMs: read("SUPERVISOR_RESTART_MAX_DELAY_MS", supervisorDefaults.maxDelayMs),
    healthyAfterMs: read("SUPERVISOR_HEALTHY_AFTER_MS", supervisorDefaults.healthyAfterMs),
  };
  if (settings.maxDelayMs < settings.initialDelayMs) {
    throw new Error(
      "SUPERVISOR_RESTART_MAX_DELAY_MS: must not be below SUPERVISOR_RESTART_DELAY_MS",
    );
  }
  return settings;
}

/** One JSON line on stdout, in the server's log format. */
function defaultLog(level, msg, fields = {}) {
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, msg, service: "supervisor", ...fields })}\n`,
  );
}

/**
 * Runs `command args` and starts it again whenever it dies unasked: after an exit code other
 * than 0 or one of `noRestartCodes`, or a signal nobody sent through the supervisor. The waits
 * double from `initialDelayMs` to `maxDelayMs`, and start over once a child ran `healthyAfterMs`.
 * SIGTERM and SIGINT are passed on to the child, which shuts down cleanly; the supervisor then
 * exits with the child's code and starts nothing more. Resolves with the exit code to use.
 */
export function supervise({
  command,
  args = [],
  env = process.env,
  cwd,
  log = defaultLog,
  initialDelayMs = supervisorDefaults.initialDelayMs,
  maxDelayMs = supervisorDefaults.maxDelayMs,
  healthyAfterMs = supervisorDefaults.healthyAfterMs,
}) {
  return new Promise((resolve) => {
    let child = null;
    let stopSignal = null;
    let restartTimer = null;
    let delayMs;
    let starts = 0;

    const finish = (code) => {
      process.off("SIGTERM", onSignal);
      process.off("SIGINT", onSignal);
      resolve(code);
    };

    const start = () => {
      restartTimer = null;
      starts++;
      const startedAt = Date.now();
      const current = spawn(command, args, { stdio: "inherit", env, cwd });
      child = current;
      let ended = false;
      const onEnd = (code, signal, cause) => {
        if (ended) return;
        ended = true;
        child = null;
        const ranMs = Date.now() - startedAt;
        if (stopSignal) {
          log("info", "server stopped", { code, signal, ranMs });
          finish(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 0));
          return;
        }
        if (code === 0) {
          // The server exits 0 only when asked to stop (a signal sent to it directly).
          log("info", "server exited by itself; not restarting", { code, ranMs });
          finish(0);
          return;
        }
        if (noRestartCodes.has(code)) {
          log("error", `server cannot start: ${noRestartCodes.get(code)}; not restarting`, {
            code,
          });
          finish(code);
          return;
        }
        delayMs = nextDelay({
          previousMs: delayMs,
          ranMs,
          initialDelayMs,
          maxDelayMs,
          healthyAfterMs,
        });
        log("error", "server exited unexpectedly; restarting", {
          code,
          signal,
          cause,
          ranMs,
          starts,
          restartInMs: delayMs,
        });
        restartTimer = setTimeout(start, delayMs);
      };
      current.once("error", (err) => onEnd(null, null, String(err.message ?? err)));
      current.once("exit", (code, signal) => onEnd(code, signal));
    };

    const onSignal = (signal) => {
      if (stopSignal) {
        // A second Ctrl+C: pass it on; the server's own time limit ends a stuck shutdown.
        child?.kill(signal);
        return;
      }
      stopSignal = signal;
      log("info", "stopping", { signal });
      if (child) {
        child.kill(signal);
      } else {
        clearTimeout(restartTimer);
        finish(0);
      }
    };
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
    start();
  });
}
