import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { requestErrors } from "../../../content/request-errors";
import { MAX_RECORD_ID, recordId } from "../../../lib/ids";
import { AppError } from "../errors";
import { isApiPath, isPlainApiPath, meantApiPath } from "./path-spelling";
import { refusedAddressPage, wantsPage } from "./refused-page";
import {
  findDisallowedText,
  hasDisallowedCharacter,
  withoutDirectionControls,
} from "./text-hygiene";

export type ErrorBody = { error: string; fields?: Record<string, string> };

/**
 * A value of the wrong kind in the validator's own words ("Invalid input: expected object,
 * received array") is said in ours: the body as a whole ("The request body must be a JSON
 * object."), or a field ("must be a list"). A schema's own message is kept.
 */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (!/^Invalid input\b/.test(issue.message)) return issue.message;
  const expected = issue.code === "invalid_type" ? String(issue.expected) : "";
  if (issue.path.length === 0) {
    return requestErrors.bodyNotA(expected === "object" || !expected ? "object" : expected);
  }
  return expected ? requestErrors.notA(expected) : requestErrors.notValid;
}

/**
 * Every field's first message, keyed by its dotted path; a refusal of the value as a whole (an
 * unknown key) under `root`: "body" for a request body, "query" for a URL's query.
 */
export function fieldErrors(error: z.ZodError, root = "body"): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : root;
    if (!(key in fields)) fields[key] = issueMessage(issue);
  }
  return fields;
}

/** A 400 naming each field: "email: Please enter a valid email" when only one is at fault. */
export function fieldsError(fields: Record<string, string>, root = "body"): AppError {
  const names = Object.keys(fields);
  // The body (or query) as a whole says so itself ("The request body must be a JSON object.").
  const summary =
    names.length === 1
      ? names[0] === root
        ? fields[root]!
        : `${names[0]}: ${fields[names[0]!]}`
      : requestErrors.fieldsToCorrect(names);
  return new AppError("validation", summary, fields);
}

export function validationError(error: z.ZodError, root = "body"): AppError {
  return fieldsError(fieldErrors(error, root), root);
}

/**
 * The honeypot check of every public form: people never see the input, form-filling bots fill
 * it. A body with it filled is refused with a 400 and a message that names no field (a bot
 * learns nothing to correct); `onFilled` logs the refusal with the caller's own context.
 */
export function refuseFilledHoneypot(
  body: unknown,
  field: string,
  message: string,
  onFilled: () => void,
): void {
  const value =
    body && typeof body === "object" ? (body as Record<string, unknown>)[field] : undefined;
  if (value === undefined || value === null || String(value).trim() === "") return;
  onFilled();
  throw new AppError("bad_request", message);
}

/**
 * Refuses a value carrying NUL, another control character than tab/LF/CR, or a lone surrogate
 * anywhere (keys too): a 400 naming each field, before any schema or database sees it (ADR 0035).
 */
export function assertCleanText(value: unknown): void {
  const paths = findDisallowedText(value);
  if (!paths.length) return;
  throw fieldsError(Object.fromEntries(paths.map((p) => [p, requestErrors.characterNotAllowed])));
}

/**
 * Parse a value with a schema or throw a 400 naming every bad field (a refused character
 * included, ADR 0035). Every request value a
 * handler reads (JSON bodies, form fields, query strings, route params) passes through here,
 * without the direction controls that would reorder it on a staff page (or refused with them).
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options: ReadOptions = {},
): z.infer<S> {
  try {
    // Every field's message at once: a refused character in one field is said beside that
    // field, and the schema's messages for the others beside theirs (the value is only
    // checked, never stored, while it carries the character).
    const refuseDirection = options.directionControls === "refuse";
    const root = options.root ?? "body";
    const refused = findDisallowedText(value, { directionControls: refuseDirection });
    const result = schema.safeParse(refuseDirection ? value : withoutDirectionControls(value));
    if (refused.length) {
      throw fieldsError(
        {
          ...(result.success ? {} : fieldErrors(result.error, root)),
          ...Object.fromEntries(refused.map((p) => [p, requestErrors.characterNotAllowed])),
        },
        root,
      );
    }
    if (!result.success) throw validationError(result.error, root);
    return result.data;
  } catch (err) {
    if (options.explain && err instanceof AppError && err.fields) {
      throw new AppError(err.code, options.explain(err.fields, value), err.fields);
    }
    throw err;
  }
}

export type ReadOptions = {
  /**
   * The refusal's message in the words of its form, from the fields (keyed by dotted path) and
   * the value sent: a path like `nodes.2.data.config.to` means nothing to a visitor.
   */
  explain?: (fields: Record<string, string>, value: unknown) => string;
  /**
   * Direction controls are dropped by default (ADR 0047); "refuse" names their fields like a
   * control character's, for a form that shows its text back as typed, where a dropped one
   * would make the stored text differ from what the visitor saw (ADR 0059).
   */
  directionControls?: "drop" | "refuse";
  /** Where the value was sent, the key of a refusal of it as a whole: "body" unless said. */
  root?: "body" | "query";
};

/**
 * The same rule for every API URL, however its handler reads the params: a decoded path or
 * query value with a refused character is a 400 before any router runs (a route param read
 * without parseWith would otherwise reach the database as it is).
 */
export function refuseDisallowedUrlText(): MiddlewareHandler {
  return async (c, next) => {
    const fields: Record<string, string> = {};
    if (hasDisallowedCharacter(c.req.path)) fields.path = requestErrors.characterNotAllowed;
    for (const [name, values] of Object.entries(c.req.queries())) {
      for (const path of findDisallowedText({ [name]: values.length === 1 ? values[0] : values })) {
        fields[path] = requestErrors.characterNotAllowed;
      }
    }
    if (Object.keys(fields).length) {
      if (wantsPage(c)) return refusedAddressPage(c);
      throw fieldsError(fields);
    }
    await next();
  };
}

/**
 * A record id from a route param (`/api/workflows/:id`): a whole number from 1 to the database's
 * integer limit. Anything else (`abc`, `1.0`, `-1`, `0`, `99999999999`) cannot name a record and
 * is a 400 saying which numbers are ids; a well-formed id the caller may not see is the router's
 * 404.
 */
export function recordIdParam(c: Context, name: string, what: string, example: string): number {
  const raw = c.req.param(name) ?? "";
  // One spelling per id: "012" is not another name for 12.
  const parsed = /^[1-9]\d{0,9}$/.test(raw) ? recordId().safeParse(raw) : null;
  if (!parsed?.success) {
    const message = requestErrors.badId(what, example, MAX_RECORD_ID);
    throw new AppError("bad_request", message, { [name]: message });
  }
  return parsed.data;
}

/** The path as the client sent it: Hono's `c.req.path` is already percent-decoded. */
const rawPathOf = (c: Context) => new URL(c.req.raw.url).pathname;

/**
 * The JSON API's 404: the method and path, and the spelling meant when it differs (a route's
 * word in another case, `/api/WORKFLOWS`, reaches here: the routers match case as sent).
 */
export function apiNotFound(c: Context, sent: string = rawPathOf(c)): Response {
  const meant = meantApiPath(sent);
  const hint = meant && meant !== sent ? requestErrors.apiPathHint(meant) : undefined;
  return c.json({ error: requestErrors.noEndpoint(c.req.method, sent, hint) }, 404);
}

/**
 * The JSON API's paths are spelled one way: `/api/` in lower case, no percent-escape, no
 * trailing slash, no empty segment. A path the API would otherwise reach (`/API/workflows`,
 * `/api/%77orkflows`, `/%61pi/workflows`, `/api/workflows/`, `/api`), read as the staff
 * guard reads a page path, is a 404 in JSON naming the spelling to use, before any router:
 * never a page rendered for it, and never an answer from one router that another would refuse.
 */
export function apiPathSpelling(): MiddlewareHandler {
  return async (c, next) => {
    const sent = rawPathOf(c);
    if (!isApiPath(sent) || isPlainApiPath(sent)) return next();
    return apiNotFound(c, sent);
  };
}

/** Read and validate a URL's query: a refusal of it as a whole is said under `fields.query`. */
export function readQuery<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: Omit<ReadOptions, "root"> = {},
): z.infer<S> {
  return parseWith(schema, c.req.query(), { ...options, root: "query" });
}

/** Read and validate a JSON body: malformed JSON is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options?: ReadOptions,
): Promise<z.infer<S>> {
  return parseWith(schema, jsonOf(c.req.header("content-type"), await c.req.text()), options);
}

/**
 * A request's JSON body, not yet validated (every value then passes through `parseWith`): `{}`
 * when empty, 415 when it is another type, 400 when it is not JSON.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  return jsonOf(request.headers.get("content-type"), await request.text());
}

function jsonOf(type: string | null | undefined, text: string): unknown {
  if (text.trim() === "") return {};
  // Only application/json: text/plain, a form or no type at all is what another site's page
  // can send without asking (no CORS preflight), with the visitor's cookie.
  if (!type || !/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError("unsupported_media_type", requestErrors.sendJson);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", requestErrors.notJson);
  }
}

/**
 * The request's `Idempotency-Key` header (the same key, the same request: a retry gets the first
 * answer), or undefined without one. A key sent but malformed is refused rather than ignored, so
 * a client never believes a retry is safe when it is not.
 */
export function idempotencyKeyOf(c: Context, message: string): string | undefined {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return undefined;
  if (!/^[\w-]{8,100}$/.test(key.trim())) {
    throw new AppError("validation", message, { "Idempotency-Key": message });
  }
  return key.trim();
}

export function errorResponse(c: Context, err: AppError): Response {
  const body: ErrorBody = { error: err.message };
  if (err.fields && Object.keys(err.fields).length) body.fields = err.fields;
  if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  return c.json(body, err.status);
}
