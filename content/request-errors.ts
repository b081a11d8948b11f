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
  fieldsToCorrect: (names: string[]) => `Please correct these fields: ${names.join(", ")}`,
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
