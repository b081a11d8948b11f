import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";
import { anyViewport } from "./tags";

test.describe("shared layout", () => {
  test("top navigation marks the active link and moves between pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("dialog", { name: "Menu" })
        .getByRole("link", { name: "Pricing" })
        .click();
    } else {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Pricing" })
        .click();
    }
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(/Pricing/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (!isPhone(page)) {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(nav.getByRole("link", { name: "Features" })).not.toHaveAttribute("aria-current");
      await nav.getByRole("link", { name: "AI Vibe Coding" }).click();
      await expect(page).toHaveURL(/\/ai-vibe-coding$/);
      await expect(nav.getByRole("link", { name: "AI Vibe Coding" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await page
        .getByRole("link", { name: /Relaywise.*home/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("the page carries its styles and client navigation brings the next page's head", async ({
    page,
  }) => {
    // The stylesheet is inside the document (nothing to fetch before the first paint), and
    // hydration keeps it: no linked copy is added, no second <style> appears.
    const cssRequests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "stylesheet") cssRequests.push(r.url());
    });
    await gotoHydrated(page, "/");
    const styles = await page.evaluate(() => ({
      inline: [...document.querySelectorAll("style[data-href]")].map(
        (s) => (s.textContent ?? "").length,
      ),
      linked: document.querySelectorAll('link[rel="stylesheet"]').length,
    }));
    expect(styles.inline).toHaveLength(1);
    expect(styles.inline[0]).toBeGreaterThan(10_000);
    expect(styles.linked).toBe(0);
    expect(cssRequests).toEqual([]);
    await expect(page.getByRole("link", { name: "Get Your Custom Solution" }).first()).toHaveCSS(
      "background-color",
      "rgb(79, 70, 229)",
    );

    // The page paints before its scripts are even requested (app/lib/scripts-after-paint.ts).
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((r) => new URL(r.name).pathname.endsWith(".js"))
        .map((r) => r.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scriptStarts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scriptStarts)).toBeGreaterThan(timing.firstPaint ?? 0);

    // Head tags come from each page's loader data on a client navigation too.
    const navigated = page.waitForRequest((r) => r.url().includes(".data"));
    await page.getByRole("link", { name: "Get Your Custom Solution" }).first().click();
    await navigated;
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/^Contact Us/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Tell us which task/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(await page.locator("style[data-href]").count()).toBe(1);
  });

  test(
    "the logo links home and every main link reaches its page",
    anyViewport,
    async ({ page, request }) => {
      for (const path of ["/features", "/pricing", "/ai-vibe-coding", "/contact"]) {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
      }
      await gotoHydrated(page, "/features");
      await expect(page.getByRole("link", { name: /Relaywise.*home/ }).first()).toHaveAttribute(
        "href",
        "/",
      );
    },
  );

  test("on phones the side drawer keeps focus inside and closes with Escape", async ({ page }) => {
    test.skip(!isPhone(page), "the drawer is the phone navigation");
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // On phones the header holds only the logo and the menu button, fully on screen.
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Chat with AI" }),
    ).toBeHidden();
    const box = await page.getByRole("button", { name: "Open menu" }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (const name of ["Features", "Pricing", "AI Vibe Coding", "Contact"]) {
      await expect(drawer.getByRole("link", { name })).toBeVisible();
    }
    await expect(drawer.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(drawer.getByRole("button", { name: "Chat with AI" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Tabbing through more elements than the drawer has never leaves it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the footer links products to /features, support to /contact and the legal pages", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    const product = footer.getByRole("navigation", { name: "Product" });
    for (const name of ["AI Chatbot", "File Storage", "Automation", "Integrations"]) {
      await expect(product.getByRole("link", { name })).toHaveAttribute("href", "/features");
    }
    const support = footer.getByRole("navigation", { name: "Support" });
    for (const name of ["Help Center", "Documentation", "API Reference", "Contact Us"]) {
      await expect(support.getByRole("link", { name })).toHaveAttribute("href", "/contact");
    }
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(legal.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/cookies",
    );
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await legal.getByRole("link", { name: "Refund Policy" }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
  });

  test("a route change scrolls back to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  test("under reduced motion the jump to the top is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Record every scroll position from here on: a smooth scroll passes through many.
    await page.evaluate(() => {
      const w = window as unknown as { scrollPositions: number[] };
      w.scrollPositions = [];
      window.addEventListener("scroll", () => w.scrollPositions.push(window.scrollY));
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const positions = await page.evaluate(
      () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
    );
    // Instant: the page jumps straight to 0 (a shorter page may clamp once on the way).
    expect(positions.filter((y) => y > 0).length).toBeLessThanOrEqual(1);
  });

  test("the floating chat button shows a red dot while the chat is closed", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const button = page.getByRole("button", { name: "Open chat" });
    await expect(button).toBeVisible();
    await expect(page.getByTestId("chat-unread-dot")).toBeVisible();
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByTestId("chat-unread-dot")).toHaveCount(0);
  });

  test("an unknown path answers 404 with a way home", async ({ page }) => {
    const response = await gotoHydrated(page, "/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
