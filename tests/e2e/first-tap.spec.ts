import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { scriptsWaitMs } from "../../app/lib/tap-replay";
import { holdScripts } from "./hold-scripts";

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
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  return { tapped: scripts.release };
}

/**
 * Whether React has taken over. A tap on a control that works natively (a plan's submit button)
 * starts a navigation, and asking a document that is being replaced throws: that page has not
 * hydrated either (its scripts are still held back).
 */
const hydrated = (page: Page) =>
  page
    .evaluate(() => document.documentElement?.dataset.hydrated)
    .catch((error: Error) => {
      if (/context was destroyed|Cannot read properties of null|navigat/i.test(error.message)) {
        return undefined;
      }
      throw error;
    });

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

  test("opens the consultation dialog from a workflow example, not its link's page", async ({
    page,
  }) => {
    const cold = await openCold(page, "/workflows");
    await page
      .getByRole("link", { name: /^Set This Up For Me: / })
      .first()
      .click({ timeout: 20_000 });
    expect(await hydrated(page)).toBeUndefined();
    cold.tapped();
    await expect(page.getByRole("dialog", { name: "Tell Us What Flow You Need" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/workflows$/);
  });

  const workflowsControls: [string, (page: Page) => Locator][] = [
    ["Suggest with AI", (page) => page.getByRole("dialog", { name: /suggest/i })],
    // The editor opens in place, as a region of the page.
    ["New Workflow", (page) => page.getByRole("region", { name: "New Workflow" })],
  ];
  for (const [control, opens] of workflowsControls) {
    test(`"${control}" on /workflows opens what it opens once the scripts run`, async ({
      page,
    }) => {
      const cold = await openCold(page, "/workflows");
      await page.getByRole("button", { name: control }).click({ timeout: 20_000 });
      expect(await hydrated(page)).toBeUndefined();
      cold.tapped();
      await expect(opens(page)).toBeVisible({ timeout: 20_000 });
    });
  }

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

/**
 * A visitor who starts typing as soon as the form is painted keeps typing while the scripts
 * arrive and React takes the form over: no character may be lost at any moment of that.
 */
test.describe("typing while the page hydrates", () => {
  test.setTimeout(90_000);

  test("every key typed into the consultation form from before the scripts until after hydration is kept", async ({
    page,
  }) => {
    await throttle(page);
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const email = page.getByRole("textbox", { name: /^Email Address/ });
    await email.click({ timeout: 20_000 });
    const letters = "abcdefghijklmnopqrstuvwxyz0123456789";
    let typed = "ada.";
    await page.keyboard.type(typed);
    scripts.release();
    // One key at a time, as a person types, through the whole hydration and a few keys past it.
    let afterHydration = 0;
    for (let i = 0; afterHydration < 5; i += 1) {
      if (i >= 2_000) throw new Error("the page never hydrated");
      const key = letters[i % letters.length] ?? "x";
      await page.keyboard.press(key);
      typed += key;
      if (await hydrated(page)) afterHydration += 1;
    }
    await expect(email).toHaveValue(typed);
    // And react-hook-form holds it too: the form's own check sees the whole address.
    await page.keyboard.type("@example.com");
    await expect(email).toHaveValue(`${typed}@example.com`);
  });
});

/**
 * A choice made before the scripts run (a radio that works natively) is the page's state once
 * React takes over: the visitor orders what they chose.
 */
test.describe("a choice made before the scripts have run", () => {
  test.setTimeout(90_000);

  test("the yearly billing chosen on /ai-vibe-coding stays chosen, and the plan is ordered yearly", async ({
    page,
  }) => {
    await throttle(page);
    const scripts = await holdScripts(page);
    await page.goto("/ai-vibe-coding", { waitUntil: "commit" });
    const yearly = page.getByRole("radio", { name: "Yearly" });
    await yearly.check({ timeout: 20_000 });
    expect(await hydrated(page)).toBeUndefined();
    await scripts.arrive();
    await expect(yearly).toBeChecked();
    await expect(page.getByRole("radio", { name: "Monthly" })).not.toBeChecked();
    await page.getByRole("button", { name: /Choose Plan.*Smart Web Application/ }).click();
    const request = page.locator("#request");
    await expect(request).toContainText("$199");
    await expect(request).not.toContainText("$219");
  });
});

/**
 * The scripts never come: blocked by an extension or a proxy, lost to a failed network, or
 * stalled. A held press must not stay pending: the page stops waiting (at once when a script
 * fails to load, after a while when it stalls), the press is answered by the page's own HTML, and
 * a notice says the scripts did not load.
 */
test.describe("a tap when the scripts never arrive", () => {
  test.setTimeout(60_000);
  test.use({
    expectedConsoleErrors: [
      /^Failed to load resource: net::ERR_(FAILED|BLOCKED_BY_CLIENT)(\.Inspector)?$/,
    ],
  });
  const notice = (page: Page) =>
    page.getByRole("alert").filter({ hasText: "This page's scripts did not load" });
  const chatNotice = (page: Page) =>
    page.getByRole("dialog", { name: "The chat needs JavaScript" });
  /**
   * The page's wait for stalled scripts, run out on the page's clock (installed before it
   * loaded). The test of the stall itself waits it out in real time; the tests of what follows
   * the page's answer need not wait it again each.
   */
  const stopWaiting = async (page: Page) => {
    await expect(page.locator("[data-tap-pending]")).not.toHaveCount(0);
    await page.clock.fastForward(scriptsWaitMs);
  };

  test("a blocked script: the held chat button opens the chat's notice, not left pending", async ({
    page,
  }) => {
    let release = () => {};
    const pressed = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The scripts fail only once the press is held, so the press is one made before they failed.
    await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
      await pressed;
      await route.abort("blockedbyclient");
    });
    await page.goto("/contact", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Open chat" });
    await button.click({ timeout: 20_000 });
    await expect(button).toHaveAttribute("aria-busy", "true");
    release();
    await expect(chatNotice(page)).toBeVisible({ timeout: 5_000 });
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(button).not.toHaveAttribute("data-tap-pending");
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole("link", { name: "Reload the page" })).toHaveAttribute(
      "href",
      "/contact",
    );
    // The notice's link to the form works: links and forms do not need the scripts.
    await chatNotice(page).getByRole("link", { name: "Send us the consultation form" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
  });

  test("stalled scripts: after a while the press is answered and the page says why", async ({
    page,
  }) => {
    await page.route(/\/assets\/.+\.js(\?.*)?$/, () => {
      // Never answered: a connection that stalls.
    });
    await page.goto("/contact", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Open chat" });
    await button.click({ timeout: 20_000 });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(notice(page)).toBeHidden();
    await expect(chatNotice(page)).toBeVisible({ timeout: 12_000 });
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(notice(page)).toBeVisible();
  });

  test("the card step says it needs its scripts when they fail to load", async ({ page }) => {
    await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort("failed"));
    await page.goto("/checkout");
    const packages = page.getByRole("region", { name: "Choose your package" });
    await expect(
      packages.getByRole("note", { name: "Card payment needs JavaScript" }),
    ).toBeVisible();
    await expect(notice(page)).toBeVisible();
  });

  /*
   * A press answered by the page's own HTML, and then the scripts arrive after all: the press
   * keeps one outcome, the one the scripts give it, never undone by them.
   */
  const lateCases: {
    what: string;
    path: string;
    phoneOnly?: boolean;
    press: (page: Page) => Locator;
    /** What the page's HTML showed for the press, once it stopped waiting. */
    answered: (page: Page) => Locator;
    outcome: (page: Page) => Promise<void>;
  }[] = [
    {
      what: "the chat button: the chat's notice becomes the chat",
      path: "/contact",
      press: (page) => page.getByRole("button", { name: "Open chat" }),
      answered: chatNotice,
      outcome: async (page) => {
        await expect(page.getByRole("log", { name: /conversation|messages|chat/i })).toBeVisible();
      },
    },
    {
      what: "the menu button: the menu's links become the menu drawer",
      path: "/features",
      phoneOnly: true,
      press: (page) => page.getByRole("button", { name: "Open menu" }),
      answered: (page) => page.getByRole("navigation", { name: "Site navigation" }),
      outcome: async (page) => {
        await expect(page.getByRole("dialog")).toBeVisible();
      },
    },
    {
      what: "the demo button, which the page's HTML cannot answer: the demo opens",
      path: "/",
      press: (page) => page.getByRole("button", { name: "See How It Works" }),
      answered: notice,
      outcome: async (page) => {
        await expect(page.getByRole("dialog")).toBeVisible();
      },
    },
    {
      what: "a carousel control: the slide it asked for shows",
      path: "/",
      press: (page) => page.getByRole("button", { name: "Previous testimonial" }),
      answered: notice,
      outcome: async (page) => {
        const dots = page.getByRole("button", { name: /^Show testimonial \d+ of \d+$/ });
        const total = await dots.count();
        await expect(
          page.getByRole("button", { name: `Show testimonial ${total} of ${total}` }),
        ).toHaveAttribute("aria-current", "true");
      },
    },
  ];

  for (const late of lateCases) {
    test(`scripts arriving after the page answered a press keep its outcome: ${late.what}`, async ({
      page,
    }) => {
      test.skip(
        late.phoneOnly === true && (page.viewportSize()?.width ?? 1280) >= 768,
        "a phone control",
      );
      await page.clock.install();
      const scripts = await holdScripts(page);
      await page.goto(late.path, { waitUntil: "commit" });
      await late.press(page).click({ timeout: 20_000 });
      await stopWaiting(page);
      await expect(late.answered(page)).toBeVisible({ timeout: 12_000 });
      await scripts.arrive();
      await expect(notice(page)).toBeHidden();
      await late.outcome(page);
      await expect(page.locator("[data-tap-pending]")).toHaveCount(0);
    });
  }

  test("scripts arriving after the visitor closed what the page's HTML opened leave it closed", async ({
    page,
  }) => {
    await page.clock.install();
    const scripts = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open chat" }).click({ timeout: 20_000 });
    await stopWaiting(page);
    await expect(chatNotice(page)).toBeVisible({ timeout: 12_000 });
    await chatNotice(page).getByRole("button", { name: /close/i }).click();
    await expect(chatNotice(page)).toBeHidden();
    await scripts.arrive();
    await expect(notice(page)).toBeHidden();
    await expect(chatNotice(page)).toHaveCount(0);
    await expect(page.getByRole("log", { name: /conversation|messages|chat/i })).toBeHidden();
    // And the chat works as usual.
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(page.getByRole("log", { name: /conversation|messages|chat/i })).toBeVisible();
  });
});
