/**
 * What counts as an email address or a phone number wherever a workflow takes one: the settings
 * a person types (checked by the editor and the API with one schema) and the value a run fills
 * in from a lead (checked by the step before it sends). One rule for both, so the editor never
 * calls an address valid that the run then refuses, and the same rule the lead, checkout and
 * consultation forms use for an email (zod's), so an address every form refuses
 * (`a@exa%6dple.com`, `a@b..com`) is not taken here either.
 */
import { z } from "zod";

const emailAddress = z.email().max(254);

export function isEmailAddress(text: string): boolean {
  return emailAddress.safeParse(text).success;
}

/** Digits with the separators people write (spaces, dots, dashes, brackets), an optional +. */
const phoneNumber = /^\+?[0-9 ().-]{7,20}$/;

export function isPhoneNumber(text: string): boolean {
  return phoneNumber.test(text) && /[0-9](?:\D*[0-9]){6}/.test(text);
}
