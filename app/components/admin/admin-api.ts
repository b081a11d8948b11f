import { CSRF_HEADER } from "@lib/admin";
import { api } from "~/lib/api";

/** A state change on /api/admin: JSON body, the session's CSRF token in its header. */
export const adminPost = <T>(url: string, csrfToken: string, body?: unknown) =>
  api.post<T>(url, body ?? {}, { headers: { [CSRF_HEADER]: csrfToken } });
