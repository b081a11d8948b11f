/**
 * The browser's JSON client for our own `/api/*`. Every non-ok response becomes an `ApiError`
 * carrying the status, the server's message and, for a 400, each bad field's message (the
 * server's `{ error, fields }` body, fields keyed by their dotted path).
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

/** Reads a failed response into an `ApiError`; for callers that read the body themselves. */
export async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let message = `${response.status}: ${text || response.statusText}`;
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
  console.warn("request failed", {
    status: response.status,
    statusText: response.statusText,
    url: response.url,
    text,
  });
  return new ApiError(response.status, message, fields);
}

/** Sends `body` as JSON (when given) with the session cookie and returns the parsed JSON reply. */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  // 204: done, nothing to read.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>("GET", url),
  post: <T>(url: string, body: unknown) => apiRequest<T>("POST", url, body),
};
