import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/**
 * The one error type handlers throw. `code` maps to an HTTP status; `message` is safe to show
 * to a visitor; `fields` names the inputs at fault.
 */
export const errorCodes = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): ContentfulStatusCode {
    return errorCodes[this.code];
  }
}

export type ErrorBody = { error: string; fields?: Record<string, string> };

/** Every field's first message, keyed by its dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  const names = Object.keys(fields);
  const summary =
    names.length === 1
      ? `${names[0]}: ${fields[names[0]]}`
      : `Please correct these fields: ${names.join(", ")}`;
  return new AppError("validation", summary, fields);
}

/** Parse a value with a schema or throw a 400 naming every bad field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Read and validate a JSON body: malformed JSON is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== "") {
    if (type && !/^application\/(.+\+)?json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
      throw new AppError("unsupported_media_type", "Send the request body as application/json.");
    }
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("bad_request", "The request body is not valid JSON.");
    }
  }
  return parseWith(schema, body);
}

export function errorResponse(c: Context, err: AppError): Response {
  const body: ErrorBody = { error: err.message };
  if (err.fields && Object.keys(err.fields).length) body.fields = err.fields;
  if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  return c.json(body, err.status);
}
