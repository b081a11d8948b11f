import AxeBuilder from "./axe";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test fails on an unexpected console error or uncaught page error, like a visitor
 * would notice a broken page.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test causes on purpose (a script it blocks): not counted. */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // The browser logs a 404 document (our own 404 page) as a failed resource; that is expected.
        const isDocument404 =
          msg.text().startsWith("Failed to load resource") && msg.location().url === page.url();
        const expected = expectedConsoleErrors.some((re) => re.test(msg.text()));
        if (!isDocument404 && !expected) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Runs axe-core on the page (or a part of it) and returns the violations, readable in a diff. */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder(page);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

/** Waits until React has hydrated so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
