import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";

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
