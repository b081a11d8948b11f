import { CSRF_HEADER } from "@lib/admin";
import { errorFrom } from "~/lib/api";

/** A state change on /api/admin: JSON body, the session's CSRF token in its header. */
export async function adminPost<T>(url: string, csrfToken: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", [CSRF_HEADER]: csrfToken },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}
