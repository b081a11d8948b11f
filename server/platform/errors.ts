import type { ContentfulStatusCode } from "hono/utils/http-status";

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

type ErrorCode = keyof typeof errorCodes;

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
