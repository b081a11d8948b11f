/** What /checkout reads from its address: the visitor's name and email, and the chat session. */
export type CheckoutParams = {
  name: string | null;
  email: string | null;
  sessionId: string | null;
};

// Values only ever land in text, but a runaway query string should not fill the page.
const MAX_LENGTH = 200;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim().slice(0, MAX_LENGTH);
  return trimmed ? trimmed : null;
}

/** The path's sessionId wins over the query's (spec: the query value is the fallback). */
export function readCheckoutParams(
  pathSessionId: string | undefined,
  search: URLSearchParams,
): CheckoutParams {
  return {
    name: clean(search.get("name")),
    email: clean(search.get("email")),
    sessionId: clean(pathSessionId) ?? clean(search.get("sessionId")),
  };
}
