/**
 * The browser's one client for our own `/api/*`: every call sends JSON (when there is a body)
 * with the same-origin cookies, and every non-ok response becomes an `ApiError` carrying the
 * status, the server's message and, for a 400, each bad field's message (the server's
 * `{ error, fields }` body, fields keyed by their dotted path). A call that needs a header of its
 * own (the staff's CSRF token, a payment attempt's Idempotency-Key, a streamed reply's Accept)
 * passes it here rather than calling fetch itself.
 */

/** A non-ok response. `message` is the server's JSON error, else 'status: body text'. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The `ApiError` of a failed answer, from its status and body text: for fetch here and for the
 * consultation upload's XMLHttpRequest (which fetch cannot replace: it has no upload progress).
 */
export function apiErrorOf(failed: {
  status: number;
  statusText: string;
  text: string;
  url: string;
}): ApiError {
  const { status, statusText, text } = failed;
  let message = `${status}: ${text || statusText}`;
  let fields: Record<string, string> | undefined;
  try {
    const body = JSON.parse(text) as { error?: unknown; fields?: Record<string, string> };
    if (typeof body.error === "string") {
      message = body.error;
      fields = body.fields;
    }
  } catch {
    // Not JSON (a proxy's error page): keep 'status: text'.
  }
  // A warning, not an error: the visitor sees a toast; the console keeps the details.
  console.warn("request failed", failed);
  return new ApiError(status, message, fields);
}

export type ApiOptions = { headers?: Record<string, string> };

/** The ok response of one call, or an `ApiError`: for a caller that reads a stream. */
async function send(
  method: string,
  url: string,
  body: unknown,
  options: ApiOptions = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw apiErrorOf({
      status: response.status,
      statusText: response.statusText,
      text,
      url: response.url,
    });
  }
  return response;
}

/** The parsed JSON reply of one call; a 204 resolves to undefined. */
async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  options?: ApiOptions,
): Promise<T> {
  const response = await send(method, url, body, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(url: string, options?: ApiOptions) => request<T>("GET", url, undefined, options),
  post: <T>(url: string, body: unknown, options?: ApiOptions) =>
    request<T>("POST", url, body, options),
  put: <T>(url: string, body: unknown, options?: ApiOptions) =>
    request<T>("PUT", url, body, options),
  patch: <T>(url: string, body: unknown, options?: ApiOptions) =>
    request<T>("PATCH", url, body, options),
  delete: <T>(url: string, options?: ApiOptions) => request<T>("DELETE", url, undefined, options),
  send,
};

/**
 * A fresh idempotency key for one attempt at sending a form: kept while the same answers are sent
 * again (a retry after a lost answer), replaced once they are taken or changed. The server answers
 * a repeated key with its first result. `randomUUID` needs a secure context; elsewhere (a plain
 * http address on a LAN) the key is still unique enough for one visitor.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-key`;
}
