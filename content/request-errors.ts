/** What any API answers about a request it cannot read, whichever form sent it. */
export const requestErrors = {
  notJson: "The request body is not valid JSON.",
  sendJson: "Send the request body as application/json.",
  /** A change sent by another site's page, which the visitor's cookie would authorize. */
  crossSite: "This change must be sent from this site's own pages.",
  /** After "Idempotency-Key": the header that makes a retried request the same one. */
  badIdempotencyKey: "Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores.",
  /** A page's form action reached with a body that is not a form. */
  sendForm:
    "Send the form as application/x-www-form-urlencoded or multipart/form-data, as the page does.",
  /** After the field's dotted name: "message: contains a character that is not allowed". */
  characterNotAllowed: "contains a character that is not allowed",
  /** The same with the character named: it cannot be seen, so where it is and which it is. */
  characterNamed: (code: string, position: number) =>
    `contains a character that is not allowed (${code} at character ${position})`,
  /** A page's address refused before any page ran: said on a page, not as an API's JSON. */
  refusedAddress: {
    title: "This address can't be opened",
    body: "The web address has a character in it that is not allowed, so the page was not opened. It may have been cut or changed on its way here.",
    /** The page without its query, when the path itself is fine; the home page otherwise. */
    pageLink: "Open the page without it",
    homeLink: "Go to the home page",
  },
  /** After a name's label: a name is one line ("Workflow name must be on one line"). */
  oneLine: "must be on one line",
  /** After a name's label: a name of zero-width spaces, joiners or a lone combining mark. */
  noVisibleCharacter: "must have at least one visible character",
  /** After a name's label: a zero-width space, soft hyphen or the like inside a visible name. */
  hiddenCharacter: "contains an invisible character (such as a zero-width space): remove it",
  fieldsToCorrect: (names: string[]) => `Please correct these fields: ${names.join(", ")}`,
  /** The body is JSON but not the kind of value the endpoint takes (`[]` where it takes `{}`). */
  bodyNotA: (kind: string) => `The request body must be ${article(kind)}.`,
  /** After the field's name: a value of the wrong kind ("isActive: must be a boolean"). */
  notA: (kind: string) => `must be ${article(kind)}`,
  notValid: "is not valid",
  /** After the field's name: a field the request must carry and left out. */
  required: "is required",
  /**
   * Keys the endpoint does not take, and where in the body they were sent (`nodes[2]`, or the
   * body itself): a misspelt field is refused, never dropped as if it had been taken.
   */
  unknownFields: (keys: string[], where: string, takes?: string) =>
    `Unknown field${keys.length === 1 ? "" : "s"} ${keyList(keys)} in ${where || "the request body"}.${takes ? ` ${takes}` : ""}`,
  /** Where a refused key of a URL's query was sent, as `unknownFields` says it. */
  theQuery: "the query",
  /** Keys of a record as the API returns it that only the server sets (`id`, `createdAt`). */
  readOnlyFields: (keys: string[], where: string, takes?: string) =>
    `${keyList(keys)} ${keys.length === 1 ? "is" : "are"} set by the server and cannot be sent${where ? ` in ${where}` : ""}: leave ${keys.length === 1 ? "it" : "them"} out.${takes ? ` ${takes}` : ""}`,
  /** The keys an object takes, after a refusal of another: `"to", "subject" and "body"`. */
  keyList: (keys: string[]) => {
    const quoted = keys.map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 39)}…` : k));
    return quoted.length > 1
      ? `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`
      : quoted.join("");
  },
  /**
   * An id in the URL that cannot be one (`abc`, `1.0`, `-1`, `0`, past the integer column): said,
   * not looked up. The range is part of the rule: "a whole number" alone is false for 0.
   */
  badId: (what: string, example: string, max: number) => {
    const a = /^[aeiou]/i.test(what) ? "an" : "a";
    return `That is not ${a} ${what} id: ${a} ${what} id is a whole number from 1 to ${max.toLocaleString("en-US")}, as in ${example}.`;
  },
  /** A URL under /api that names no endpoint, and the spelling it may have meant. */
  noEndpoint: (method: string, path: string, hint?: string) =>
    `No API endpoint at ${method} ${path}.${hint ? ` ${hint}` : ""}`,
  /** A path the API has, asked with a method it does not take. */
  methodNotAllowed: (method: string, path: string, allowed: string[]) =>
    `${path} does not take ${method}: use ${allowed.filter((m) => m !== "HEAD").join(" or ")}.`,
  /** After `noEndpoint`, for a path under /api spelled another way than the API's. */
  apiPathHint: (path: string) =>
    `API paths are spelled in lower case from /api/, with no percent-escape, trailing slash or empty part: try ${path}.`,
  /** A form sent without scripts came back with messages beside its fields. */
  checkFields: "Please check the answers marked below.",
  /** A field over its limit, with the limit: every form's text fields say it alike. */
  tooLong: (max: number) =>
    `Please keep this to ${max.toLocaleString("en-US")} characters or fewer`,
  /**
   * A form sent without scripts came back (Back) and was sent again with other answers: the first
   * request was taken; the form, with the new answers, can send them as a request of their own.
   */
  sentEarlier: {
    title: "Your earlier request was received",
    description:
      "This form had already sent a request, and we have it. Your changes are kept below: press the button again to send them as well.",
  },
} as const;

/** Keys as sent, quoted, the first three of them: a key can be long, and there can be many. */
function keyList(keys: string[]): string {
  const shown = keys
    .slice(0, 3)
    .map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 39)}…` : k));
  const more = keys.length - shown.length;
  return more > 0
    ? `${shown.join(", ")} and ${more} more`
    : shown.join(keys.length === 2 ? " and " : ", ");
}

/** The JSON kinds a request value can be, as a sentence names them. */
const kinds: Record<string, string> = {
  object: "a JSON object",
  // zod's name for an object of any keys (a step's settings, an event): the same to a client.
  record: "a JSON object",
  array: "a list",
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
};
const article = (kind: string) => kinds[kind] ?? `a ${kind}`;

/** A whole count with its unit: "1 minute", "34 minutes". */
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * How long a visitor over a rate limit waits, rounded up so they never come back too early:
 * "45 seconds", "34 minutes", "2 hours". The limiter's Retry-After (whole seconds) goes in.
 */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return count(s, "second");
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return count(minutes, "minute");
  return count(Math.ceil(minutes / 60), "hour");
}
