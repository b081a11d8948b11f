import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  emailFor,
  expectOneRecord,
  visitedUrls,
  fillConsultation,
  fillOrder,
  fillVibeRequest,
  checkoutAddress,
} from "./no-scripts-forms";
import { anyViewport } from "./tags";
import { holdScripts } from "./hold-scripts";
import { waitFillTime } from "./fill-time";

/**
 * A form sent without scripts (or before they ran), then again once they run: stored once.
 */
/** Scripts off for this page until `on()`: a visitor whose scripts had not run yet. */
async function scriptsOff(page: Page): Promise<{ on: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  return {
    on: async () => {
      await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
    },
  };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

test.describe(
  "a form sent without scripts, then again with them, is stored once",
  anyViewport,
  () => {
    test("the consultation: Back, and sent again once the scripts run", async ({ page }) => {
      const email = emailFor("ada.back.js");
      const scripts = await scriptsOff(page);
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await waitFillTime(form);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await scripts.on();
      await page.goBack();
      await hydrated(page);
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      const answer = page.waitForResponse("**/api/workflow-consultation");
      await form.getByRole("button", { name: "Submit Request" }).click();
      // The scripts send the form's token as the key: the request already stored answers.
      expect((await answer).status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await expectOneRecord("consultation", email);
    });

    test("the pricing order: Back, and sent again with the scripts, is the same order", async ({
      page,
    }) => {
      const email = emailFor("ada.order.js");
      const scripts = await scriptsOff(page);
      await page.goto("/pricing?plan=starter");
      const form = await fillOrder(page, "Business Starter", email);
      await form.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page).toHaveURL(checkoutAddress);
      const first = page.url();
      await scripts.on();
      await page.goBack();
      await hydrated(page);
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await form.getByRole("button", { name: "Continue to Payment" }).click();
      await page.waitForURL(checkoutAddress);
      expect(page.url()).toBe(first);
      await expectOneRecord("payment_payment_request", email);
    });

    test("the AI Vibe Coding request: Back, and sent again with the scripts", async ({ page }) => {
      const email = emailFor("ada.vibe.js");
      const scripts = await scriptsOff(page);
      await page.goto("/ai-vibe-coding?plan=smart_web_app&billing=monthly");
      const form = await fillVibeRequest(page, email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      const reference = await page.getByTestId("request-reference").textContent();
      await scripts.on();
      await page.goBack();
      await hydrated(page);
      await expect(form.getByLabel(/Email/)).toHaveValue(email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      await expect(page.getByTestId("request-reference")).toHaveText(reference ?? "");
      await expectOneRecord("vibe_coding_confirmation", email);
    });
  },
);

test(
  "a form that needs its scripts holds a submit made before them, and sends it once they run",
  anyViewport,
  async ({ page }) => {
    const scripts = await holdScripts(page);
    const urls = visitedUrls(page);
    await page.goto("/admin/login", { waitUntil: "commit" });
    await page.getByLabel("Username or email").fill("staff");
    await page.getByLabel("Password").fill("e2e staff password 1");
    await page.getByLabel("Password").press("Enter");
    // Not sent by the browser: no address with the password, no POST to a page without an action.
    await expect(page.getByRole("button", { name: "Sign in" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    scripts.release();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
    for (const url of urls) expect(url).not.toMatch(/password|e2e/i);
  },
);

test(
  "a page's form action sent a body that is not a form answers 415 with what to send",
  anyViewport,
  async ({ request }) => {
    for (const path of ["/pricing?plan=professional", "/ai-vibe-coding"]) {
      for (const [type, body] of [
        ["text/plain", "name=Ada"],
        ["application/json", '{"name":"Ada"}'],
      ]) {
        const res = await request.post(path, { headers: { "content-type": type }, data: body });
        expect(res.status(), `${path} ${type}`).toBe(415);
        expect(await res.text()).toContain("Send the form as application/x-www-form-urlencoded");
      }
    }
  },
);
