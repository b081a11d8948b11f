import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";

/**
 * Timers on this page are driven by page.clock: it is installed before the page loads, and
 * `freeze` stops time once the page is interactive, so each check advances it explicitly.
 */
async function openHome(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, "/");
}

async function freeze(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A margin for the time that passes before the pause reaches the page.
  await page.clock.pauseAt(now + 1000);
}

const carousel = (page: Page) => page.getByRole("region", { name: "Customer testimonials" });
const visibleSlides = (page: Page) => carousel(page).getByRole("group", { name: /^\d of 7$/ });
const firstSlide = (page: Page) => visibleSlides(page).first();

/** Shows testimonial 1 and starts rotation from a known moment (the clock must be frozen). */
async function restartRotationAtFirst(page: Page) {
  const region = carousel(page);
  await region.getByRole("button", { name: "Show testimonial 1 of 7" }).click();
  await region.getByRole("button", { name: "Pause testimonials" }).click();
  await region.getByRole("button", { name: "Play testimonials" }).click();
  await expect(region.getByRole("button", { name: "Pause testimonials" })).toBeVisible();
  await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");
}

test.describe("home page", () => {
  test("hero states the offer and its two calls to action", async ({ page }) => {
    await gotoHydrated(page, "/");
    const hero = page.getByRole("region", { name: /Hand off the busywork/ });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Hand off the busywork. Keep the business growing.",
    );
    await expect(hero.getByText("Done-for-you AI automation, live within 24 hours")).toBeVisible();
    for (const claim of [
      "15+ hours saved weekly",
      "3x faster workflows",
      "99% automation success",
    ]) {
      await expect(hero.getByText(claim)).toBeVisible();
    }
    await expect(hero.getByRole("link", { name: "Get Your Custom Solution" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Start Automating Now" })).toHaveAttribute(
      "href",
      "/workflows",
    );

    await hero.getByRole("button", { name: "Speak with Our Team" }).click();
    const chat = page.getByRole("dialog");
    await expect(chat).toBeVisible();
    await chat.getByRole("button", { name: "Close chat" }).click();
    await expect(chat).toBeHidden();

    const noSideScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noSideScroll).toBe(true);
  });

  test("lists the six services and closes with both calls to action", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const service of [
      "Document management",
      "Customer service automation",
      "Real-time notifications",
      "Appointment and scheduling",
      "Data processing and integration",
      "Email marketing automation",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: service })).toBeVisible();
    }
    const closing = page.getByRole("region", { name: "Ready to give your team its week back?" });
    await expect(closing.getByRole("link", { name: "Get Your Custom Solution" })).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const item of [
      "Enterprise-grade security",
      "24/7 support",
      "Setup and deployment handled",
    ]) {
      await expect(closing.getByText(item)).toBeVisible();
    }
    await closing.getByRole("button", { name: "Speak with Our Team" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close chat" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("has no accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("testimonial carousel", () => {
  test("shows three testimonials on desktop and one on phones", async ({ page }) => {
    await openHome(page);
    await freeze(page);
    await expect(visibleSlides(page)).toHaveCount(isPhone(page) ? 1 : 3);
    await carousel(page).getByRole("button", { name: "Show testimonial 1 of 7" }).click();
    const first = firstSlide(page);
    await expect(first).toHaveAccessibleName("1 of 7");
    await expect(first.getByText("Rated 5 out of 5")).toBeAttached();
    await expect(first.getByText("Sarah Mitchell")).toBeVisible();
    await expect(first.getByText("Owner, Bloom Dental Studio")).toBeVisible();
    await expect(first.getByText("2 weeks ago")).toBeVisible();
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expect(first).toHaveAttribute("aria-roledescription", "slide");
  });

  test("previous and next wrap around in both directions; dots jump", async ({ page }) => {
    await openHome(page);
    await freeze(page);
    const region = carousel(page);
    await region.getByRole("button", { name: "Show testimonial 1 of 7" }).click();
    await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");

    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(firstSlide(page)).toHaveAccessibleName("7 of 7");
    await expect(region.getByRole("button", { name: "Show testimonial 7 of 7" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");
    for (let n = 2; n <= 7; n++) {
      await region.getByRole("button", { name: "Next testimonial" }).click();
      await expect(firstSlide(page)).toHaveAccessibleName(`${n} of 7`);
    }
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");

    await region.getByRole("button", { name: "Show testimonial 5 of 7" }).click();
    await expect(firstSlide(page)).toHaveAccessibleName("5 of 7");
    await expect(region.getByRole("button", { name: "Show testimonial 5 of 7" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(
      region.getByRole("button", { name: "Show testimonial 1 of 7" }),
    ).not.toHaveAttribute("aria-current");
  });

  test("advances every 4 seconds, not before, and stops when paused", async ({ page }) => {
    await openHome(page);
    await freeze(page);
    await restartRotationAtFirst(page);

    await page.clock.runFor(3999);
    await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");
    await page.clock.runFor(1);
    await expect(firstSlide(page)).toHaveAccessibleName("2 of 7");

    const region = carousel(page);
    await region.getByRole("button", { name: "Pause testimonials" }).click();
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(firstSlide(page)).toHaveAccessibleName("2 of 7");
  });

  test("hovering the testimonials pauses rotation until the pointer leaves", async ({ page }) => {
    test.skip(isPhone(page), "phones have no hover");
    await openHome(page);
    await freeze(page);
    await restartRotationAtFirst(page);

    await firstSlide(page).hover();
    await page.clock.runFor(10_000);
    await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");

    await page.mouse.move(5, 5);
    await page.clock.runFor(4000);
    await expect(firstSlide(page)).toHaveAccessibleName("2 of 7");
  });

  test("keyboard focus inside the carousel pauses rotation", async ({ page }) => {
    await openHome(page);
    await freeze(page);
    await restartRotationAtFirst(page);
    await carousel(page).getByRole("button", { name: "Next testimonial" }).focus();
    await page.clock.runFor(10_000);
    await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");
  });

  test("does not rotate for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    const region = carousel(page);
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await freeze(page);
    await page.clock.runFor(12_000);
    await expect(firstSlide(page)).toHaveAccessibleName("1 of 7");
  });
});

test.describe("workflow demo dialog", () => {
  const stepNames = ["AI Intake", "Smart Condition", "File Processor", "SMS Alert", "CRM Update"];

  async function openDemo(page: Page) {
    await openHome(page);
    await page.getByRole("button", { name: "See How It Works" }).click();
    const dialog = page.getByRole("dialog", { name: "Watch an automation run" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Start Demo" })).toBeEnabled();
    return dialog;
  }

  test("runs the five steps one second apart and resets 1.5 s after the last", async ({ page }) => {
    const dialog = await openDemo(page);
    const step = (name: string) => dialog.getByRole("group", { name, exact: true });
    const start = dialog.getByRole("button", { name: "Start Demo" });
    const reset = dialog.getByRole("button", { name: "Reset" });
    await freeze(page);

    await start.click();
    await expect(step("AI Intake")).toHaveAttribute("aria-current", "step");
    await expect(step("AI Intake")).toContainText("Running");
    await expect(start).toBeDisabled();
    await expect(reset).toBeDisabled();

    for (let i = 1; i < stepNames.length; i++) {
      await page.clock.runFor(999);
      await expect(step(stepNames[i - 1])).toHaveAttribute("aria-current", "step");
      await page.clock.runFor(1);
      await expect(step(stepNames[i])).toHaveAttribute("aria-current", "step");
      await expect(step(stepNames[i])).toContainText("Running");
      await expect(step(stepNames[i - 1])).toContainText("Completed");
      await expect(step(stepNames[i - 1])).not.toHaveAttribute("aria-current");
      await expect(start).toBeDisabled();
      await expect(reset).toBeDisabled();
    }

    await page.clock.runFor(1000);
    for (const name of stepNames) await expect(step(name)).toContainText("Completed");
    await expect(dialog.getByRole("status")).toHaveText("All steps completed.");

    await page.clock.runFor(1499);
    await expect(step("CRM Update")).toContainText("Completed");
    await page.clock.runFor(1);
    for (const name of stepNames) await expect(step(name)).not.toContainText("Completed");
    await expect(dialog.getByText("Running", { exact: true })).toHaveCount(0);
    await expect(start).toBeEnabled();
  });

  test("Reset clears a finished run; Learn More closes the dialog", async ({ page }) => {
    const dialog = await openDemo(page);
    await freeze(page);
    await dialog.getByRole("button", { name: "Start Demo" }).click();
    await page.clock.runFor(5000);
    await expect(dialog.getByText("Completed", { exact: true })).toHaveCount(5);
    const reset = dialog.getByRole("button", { name: "Reset" });
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(dialog.getByText("Completed", { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole("status")).toHaveText("Press Start Demo to run the workflow.");

    // axe schedules its work on timers.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Learn More" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "See How It Works" })).toBeFocused();
  });

  test("'Start Building Now' loads the workflows page in full", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "See How It Works" }).click();
    const dialog = page.getByRole("dialog", { name: "Watch an automation run" });
    const link = dialog.getByRole("link", { name: "Start Building Now" });
    await expect(link).toHaveAttribute("href", "/workflows");
    // A marker on window survives client-side navigation but not a new document.
    await page.evaluate(() => {
      (window as unknown as { homeMarker?: boolean }).homeMarker = true;
    });
    await link.click();
    await expect(page).toHaveURL(/\/workflows$/);
    await page.waitForFunction(() => document.readyState === "complete");
    const marker = await page.evaluate(
      () => (window as unknown as { homeMarker?: boolean }).homeMarker,
    );
    expect(marker).toBeUndefined();
  });
});
