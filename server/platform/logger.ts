/** JSON lines on stdout: one object per event, easy to ship to any log collector. */
type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
};

/** SQL text is kept for debugging, cut here: enough to see the statement and its table. */
const MAX_SQL_CHARS = 500;
/** Causes followed: drizzle's error wraps the driver's, which may wrap another. */
const MAX_CAUSE_DEPTH = 3;

/**
 * Database error fields that name the schema, never the data. The driver's `detail` ("Failing
 * row contains (..., ada@example.com, ...)"), `where` (the JSON text around a bad character),
 * `hint`, `query` and `params` are never logged (ADR 0035).
 */
const databaseFields = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
] as const;

type ErrorLike = Error & Record<string, unknown>;

/** A PostgreSQL error from pg or PGlite: a five-character SQLSTATE and a severity. */
function isDatabaseError(err: ErrorLike): boolean {
  return (
    typeof err.code === "string" &&
    /^[0-9A-Z]{5}$/.test(err.code) &&
    typeof err.severity === "string"
  );
}

/** Drizzle's wrapper: its message is "Failed query: <sql>\nparams: <every value sent>". */
function isFailedQuery(err: ErrorLike): boolean {
  return typeof err.query === "string" && "params" in err;
}

/**
 * Drops what follows "params:" in a drizzle message wherever it ends up (a job's error text,
 * `String(err)` in a field): the query's values are the visitor's data.
 */
export function redactText(text: string): string {
  const at = text.search(/(^|\n)params: /);
  return at < 0 ? text : `${text.slice(0, at)}${at === 0 ? "" : "\n"}params: [redacted]`;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * PostgreSQL quotes both names and values in its messages ('value "99999999999" is out of
 * range', 'invalid input syntax for type integer: "abc"', 'violates unique constraint
 * "payments_provider_id_idx"'): a quoted part stays only when it is one of the error's own
 * schema names.
 */
function databaseMessage(err: ErrorLike): string {
  const names = new Set(
    databaseFields.map((f) => err[f]).filter((v): v is string => typeof v === "string"),
  );
  return err.message.replace(/"((?:[^"]|"")*)"/g, (whole, inner: string) =>
    names.has(inner) ? whole : '"…"',
  );
}

/** The stack's frames without its first line, which repeats the (unredacted) message. */
function framesOf(err: Error): string | undefined {
  if (typeof err.stack !== "string") return undefined;
  const frames = err.stack.split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join("\n") : undefined;
}

/**
 * An error as a log field: name, a message that carries no query parameters or values, the
 * stack's frames, a database error's code and schema names, and its cause the same way.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const err = error as ErrorLike;
  const database = isDatabaseError(err);
  // drizzle's wrapper is named "Error", pg's and PGlite's "error" (PGlite's class is minified).
  const generic = !err.name || err.name.toLowerCase() === "error";
  const name = database
    ? "DatabaseError"
    : generic && err.constructor?.name
      ? err.constructor.name
      : err.name;
  const out: Record<string, unknown> = { name };
  // PGlite puts the query and its params on its own error too: the database test comes first.
  if (database) {
    out.message = databaseMessage(err);
  } else if (isFailedQuery(err)) {
    out.message = `Failed query: ${cut(err.query as string, MAX_SQL_CHARS)}`;
  } else {
    out.message = redactText(err.message);
  }
  if (database) {
    for (const field of databaseFields) {
      if (typeof err[field] === "string") out[field] = err[field];
    }
  }
  const stack = framesOf(err);
  if (stack) out.stack = stack;
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    out.cause = serializeError(err.cause, depth + 1);
  }
  return out;
}

/** Every field as it may be written: errors serialized, strings without query parameters. */
function safeField(value: unknown): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === "string") return redactText(value);
  return value;
}

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
      msg: redactText(msg),
    };
    for (const [key, value] of Object.entries({ ...base, ...fields })) {
      entry[key] = safeField(value);
    }
    let line: string;
    try {
      line = JSON.stringify(entry);
    } catch {
      // A circular or BigInt field must not turn a log call into a crash: the event still shows.
      line = JSON.stringify({ time: entry.time, level: lvl, msg: entry.msg, unserializable: true });
    }
    write(line);
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
