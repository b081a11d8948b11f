/**
 * The visitor cookie as code sets it. Its name and lifetime are the ones the cookie policy
 * states (content/storage.ts); the flags are described in that policy's text, and
 * visitor-cookie.test.ts checks that the two agree.
 */
import { visitorCookiePolicy } from "../content/storage";

export const visitorCookie = {
  name: visitorCookiePolicy.name,
  maxAgeSeconds: visitorCookiePolicy.lifetimeYears * 365 * 24 * 60 * 60,
  httpOnly: true,
  signed: true,
} as const;
