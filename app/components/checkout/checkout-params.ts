/** What /checkout reads from its address: the visitor's name and email, and the chat session. */
type CheckoutParams = {
  name: string | null;
  email: string | null;
  sessionId: string | null;
};

// Values only ever land in text, but a runaway query string should not fill the page.
const MAX_LENGTH = 200;

// Controls and invisible format characters (bidi overrides, zero-width joiners) never belong in
// a value read from a link: they can reorder or hide what the page shows.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.replace(INVISIBLE, "").replace(/\s+/g, " ").trim().slice(0, MAX_LENGTH);
  return trimmed ? trimmed : null;
}

/** The path's sessionId wins; the query's is the fallback for links that carry only that. */
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

// A person's name: letters and marks of any script, spaces, and the punctuation names carry.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]{0,59}$/u;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/u;

/**
 * What the welcome line may print from an outside link. Anyone can write a link, so the page
 * greets only a name that reads as a name and shows only an address that reads as one; anything
 * else ("Your account is locked, call …") only prefills the editable field.
 */
export function welcomeFrom(params: CheckoutParams): { name: string; email: string | null } | null {
  if (!params.name || !NAME.test(params.name)) return null;
  return {
    name: params.name,
    email: params.email && EMAIL.test(params.email) ? params.email : null,
  };
}
