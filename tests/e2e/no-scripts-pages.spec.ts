import { pages } from "../../content/pages";
import { expect, isPhone, test } from "./fixtures";
import { emailFor, outboxRecords, consultation, fillVibeRequest } from "./no-scripts-forms";
import { anyViewport } from "./tags";

/**
 * What every page offers with scripts off: the buttons the scripts drive lead somewhere, and no
 * form sends what a visitor types by GET.
 */
test.describe("the pages' buttons and forms with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu, the chat buttons and 'Book a call' open what works without scripts", async ({
    page,
  }) => {
    await page.goto("/contact");
    const notice = page.getByRole("dialog", { name: "The chat needs JavaScript" });
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Site navigation" });
      await expect(menu).toBeVisible();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "Pricing" }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await page.goto("/contact");
    } else {
      await page.getByRole("button", { name: "Chat with AI" }).click();
      await expect(notice).toBeVisible();
      await notice.getByRole("button", { name: "Close" }).click();
      await expect(notice).toBeHidden();
    }
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "sales@relaywise.example" })).toBeVisible();
    await expect(notice.getByRole("link", { name: "+1 (919) 555-0142" })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await page.keyboard.press("Escape");
    await expect(notice).toBeHidden();
    await page.getByRole("button", { name: "Book a call" }).click();
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: "Send us the consultation form" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(consultation(page)).toBeInViewport();
  });

  test("the buttons the scripts drive lead somewhere: the consultation form, the chat's ways, or out of the way", async ({
    page,
  }) => {
    // /workflows: "Set This Up For Me" and "Tell Us What You Need" open the consultation dialog
    // with scripts; without them they are links to the same consultation form.
    await page.goto("/workflows");
    await page
      .getByRole("link", { name: /^Set This Up For Me: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(consultation(page)).toBeInViewport();
    await page.goto("/workflows");
    await page.getByRole("link", { name: "Tell Us What You Need" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await page.goto("/workflows");
    await page.getByRole("link", { name: "Set Up My First Automation" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);

    // /chatbots: "Start Free Trial" opens what the chat button opens without scripts.
    await page.goto("/chatbots");
    await page
      .getByRole("button", { name: /^Start Free Trial/ })
      .first()
      .click();
    const notice = page.getByRole("dialog", { name: "The chat needs JavaScript" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "Send us the consultation form" })).toBeVisible();

    // Home: the demo (an animation the scripts play) is not offered; the carousel shows every
    // testimonial in a row the visitor scrolls, without buttons that would do nothing.
    await page.goto("/");
    await expect(page.getByRole("button", { name: "See How It Works" })).toBeHidden();
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    await expect(carousel.getByRole("button")).toHaveCount(0);
    const slides = carousel.getByRole("group", { name: /^\d+ of \d+$/ });
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    const last = slides.nth(count - 1);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(last).toHaveCSS("visibility", "visible");
  });

  test(
    "the AI Vibe Coding request: Back, a change and sent again is not a dead end",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.vibe.typo");
      await page.goto("/ai-vibe-coding?plan=smart_web_app&billing=monthly");
      const form = await fillVibeRequest(page, email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      await page.goBack();
      const project = form.getByLabel(/Project/);
      await project.fill("A shop for analytical engines, their parts and their manuals.");
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(form.getByRole("alert")).toContainText("Your earlier request was received");
      await expect(project).toHaveValue(
        "A shop for analytical engines, their parts and their manuals.",
      );
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      await expect.poll(() => outboxRecords("vibe_coding_confirmation", email).length).toBe(2);
    },
  );

  test(
    "no form on any public page can send by GET what a visitor types",
    anyViewport,
    async ({ page }) => {
      // GET is kept for choices that are not personal: a plan, its billing, a search of templates.
      const harmless = new Set(["plan", "billing", "q"]);
      const paths = [
        ...Object.values(pages).map((p) => (p.path === "/404" ? "/no-such-page" : p.path)),
        "/pricing?plan=professional",
        "/ai-vibe-coding?plan=smart_web_app",
      ];
      for (const path of paths) {
        await page.goto(path);
        const forms = await page.locator("form").evaluateAll((all) =>
          all.map((form) => ({
            method: (form as HTMLFormElement).method,
            fields: [...(form as HTMLFormElement).elements]
              .map((el) => (el as HTMLInputElement).name)
              .filter(Boolean),
          })),
        );
        for (const form of forms) {
          if (form.method === "post") continue;
          expect(
            form.fields.filter((name) => !harmless.has(name)),
            `${path}: a GET form`,
          ).toEqual([]);
        }
      }
    },
  );
});
