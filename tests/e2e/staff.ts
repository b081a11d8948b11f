import { expect, type Page } from "@playwright/test";

/** The staff account the e2e server starts with (playwright.config.ts). */
export const STAFF = { login: "staff", password: "e2e staff password 1" };

/** Signs in through the sign-in page; ends on the people list, hydrated. */
export async function signInAsStaff(page: Page) {
  await page.goto("/admin/login");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Username or email").fill(STAFF.login);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.locator("html[data-hydrated]").waitFor();
}

/** Types a search into the people list; the list follows without pressing anything. */
export async function searchPeople(page: Page, text: string) {
  await page.getByLabel("Search name, email, company or phone").fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

/** The session's CSRF token, as the staff pages get it (the page's own cookies). */
export async function csrfOf(page: Page): Promise<string> {
  const res = await page.request.get("/api/admin/session");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}
