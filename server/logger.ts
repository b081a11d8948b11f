/** JSON lines on stdout: one object per event, easy to ship to any log collector. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
};

export function createLogger(
  level: LogLevel = "info",
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (
    lvl: Exclude<LogLevel, "silent">,
    msg: string,
    fields?: Record<string, unknown>,
  ) => {
    if (order[lvl] < order[level]) return;
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level: lvl,
      msg,
      ...base,
      ...fields,
    };
    if (entry.err instanceof Error) {
      const err = entry.err;
      entry.err = { name: err.name, message: err.message, stack: err.stack };
    }
    write(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
