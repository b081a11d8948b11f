import type { Locator } from "@playwright/test";
import { minimumFillSeconds } from "../../content/consultation";

/**
 * Waits until a person could have filled in `form`: `minimumFillSeconds` (and a little) since the
 * server made the page, which is when the server counts its fill time from (the issue time its
 * signed token carries, server/platform/form-token.ts). Typing the entries took some of that
 * time already, so only the rest is waited. The browser's own count starts at the navigation,
 * before the token, so a form sent with its scripts has waited long enough too.
 */
export async function waitFillTime(form: Locator) {
  const token = await form.locator('input[name="formToken"]').inputValue();
  // 16 characters of randomness, then 8 (base64url) of the issue time in milliseconds.
  const issuedAt = Buffer.from(token.slice(16, 24), "base64url").readUIntBE(0, 6);
  const left = issuedAt + minimumFillSeconds * 1000 + 100 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
