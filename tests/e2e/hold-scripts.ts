import type { Page } from "@playwright/test";

/**
 * Holds the page's scripts back until `release()`; `arrive()` releases them and waits for React
 * to take over.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release,
    arrive: async () => {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout: 30_000,
      });
    },
  };
}
