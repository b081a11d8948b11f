import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A visitor on a mid-range phone taps a control as soon as it is painted, long before the
 * scripts have run: the tap must take effect once they have. The page is loaded cold on a
 * throttled profile (4x CPU, 150 ms latency, 1.6 Mbps), and each tap is made without waiting for
 * hydration.
 */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/**
 * Opens `path` cold and returns once the document has started arriving. The page's scripts are
 * held back until the test has tapped (`tapped()`), so the tap is always one made before them,
 * however fast the machine: the throttled profile alone leaves that to chance.
 */
async function openCold(page: Page, path: string) {
  await throttle(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return { tapped: release };
}

// A press that navigates natively (a plan's GET form) may leave the page between two documents,
// with no root element yet: not hydrated either.
const hydrated = (page: Page) => page.evaluate(() => document.documentElement?.dataset.hydrated);

test.describe("a tap made before the scripts have run", () => {
  test.setTimeout(60_000);

  test("opens the menu drawer on /features", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 768, "the menu button is a phone control");
    const cold = await openCold(page, "/features");
    await page.getByRole("button", { name: "Open menu" }).click({ timeout: 20_000 });
    expect(await hydrated(page)).toBeUndefined();
    cold.tapped();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 20_000 });
  });

  test("opens the chat on /chatbots", async ({ page }) => {
    const cold = await openCold(page, "/chatbots");
    await page.getByRole("button", { name: "Open chat" }).click({ timeout: 20_000 });
    expect(await hydrated(page)).toBeUndefined();
    cold.tapped();
    await expect(page.getByRole("log", { name: /conversation|messages|chat/i })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("chooses a plan on /pricing", async ({ page }) => {
    const cold = await openCold(page, "/pricing");
    await page.getByRole("button", { name: "Get Started: Business Pro" }).click({
      timeout: 20_000,
    });
    expect(await hydrated(page)).toBeUndefined();
    cold.tapped();
    await expect(page.getByRole("button", { name: "Selected: Business Pro" })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("opens the workflow demo on the home page", async ({ page }) => {
    const cold = await openCold(page, "/");
    await page.getByRole("button", { name: "See How It Works" }).click({ timeout: 20_000 });
    expect(await hydrated(page)).toBeUndefined();
    cold.tapped();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 20_000 });
  });

  test("moves the testimonial carousel on the home page", async ({ page }) => {
    const cold = await openCold(page, "/");
    // Back from the first slide to the last: the carousel's own rotation only ever goes forward.
    await page.getByRole("button", { name: "Previous testimonial" }).click({ timeout: 20_000 });
    expect(await hydrated(page)).toBeUndefined();
    cold.tapped();
    const first = await page
      .getByRole("button", { name: /^Show testimonial 1 of \d+$/ })
      .getAttribute("aria-label");
    const total = Number(/of (\d+)/.exec(first ?? "")?.[1]);
    await expect(
      page.getByRole("button", { name: `Show testimonial ${total} of ${total}` }),
    ).toHaveAttribute("aria-current", "true", { timeout: 20_000 });
  });
});
