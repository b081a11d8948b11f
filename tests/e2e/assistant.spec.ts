import type { Locator, Page } from "@playwright/test";
import { defaultBusinessProfile } from "../../content/business";
import { aiModelCards, chatbotTiers, pricingPlans, vibeCodingPlans } from "../../content/plans";
import { dollarAmounts, formatUsd } from "../../lib/format";
import { computedHeldOut } from "../../server/assistant/eval/computed-heldout";
import { factCases } from "../../server/assistant/eval/facts";
import { createLocalAssistant } from "../../server/assistant/local";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";
import { anyViewport } from "./tags";

const assistantName = defaultBusinessProfile.assistantName;
const chatDialog = (page: Page) => page.getByRole("dialog", { name: assistantName });
const leadDialog = (page: Page) =>
  page.getByRole("dialog").filter({ hasText: /Step \d of 4|Thank You!/ });

async function openChat(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: "Chat with AI" })
      .click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Chat with AI" }).click();
  }
  await expect(chatDialog(page).getByText("Connected", { exact: true })).toBeVisible();
}

async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

/** The page's visible text as the server rendered it: tags dropped, entities decoded. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

/** Case-insensitive; a phrase may have up to two words inserted ("8 workflows" in "8 custom automated workflows"). */
function holds(text: string, figure: string): boolean {
  const words = figure.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(words.join("(?:\\s+\\S+){0,2}\\s+"), "i").test(text);
}

test.describe("assistant answers cite their sources", () => {
  test(
    "every fact answer in the eval links a page whose server-rendered HTML holds the figure",
    anyViewport,
    async ({ request }) => {
      test.setTimeout(120_000);
      const assistant = createLocalAssistant({ business: defaultBusinessProfile });
      // Published prices; savings and totals are computed from them, so the prices are checked.
      const catalog = new Set<number>([
        ...pricingPlans.flatMap((p) =>
          [p.price, p.originalPrice].filter((a): a is number => a !== null),
        ),
        ...vibeCodingPlans.flatMap((p) => [p.monthlyPrice, p.yearlyPrice]),
        ...chatbotTiers.map((t) => t.price),
        ...aiModelCards.flatMap((m) => (m.pricePer1kTokens === null ? [] : [m.pricePer1kTokens])),
      ]);
      const pages = new Map<string, string>();
      const problems: string[] = [];
      const cases = [
        ...factCases().map((c) => ({
          question: c.question,
          figures: c.expect,
          now: undefined as string | undefined,
        })),
        ...computedHeldOut().map((c) => ({
          question: c.question,
          figures: [] as string[],
          now: c.now,
        })),
      ];
      for (const c of cases) {
        const at = c.now ? new Date(c.now) : new Date();
        const local = createLocalAssistant({ business: defaultBusinessProfile, now: () => at });
        const { text } = (c.now ? local : assistant).answer({
          sessionId: "e2e",
          message: c.question,
          history: [],
        });
        const links = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
        const statesFigure = /\d|@/.test(c.figures.join(" ")) || dollarAmounts(text).length > 0;
        if (!links.length && !statesFigure) continue; // "who are you": no fact to cite
        if (!links.length) {
          problems.push(`no source link: "${c.question}"`);
          continue;
        }
        let html = "";
        for (const link of links) {
          const path = link.split("#")[0]!;
          if (!pages.has(path)) {
            const res = await request.get(path);
            expect(res.status(), path).toBe(200);
            pages.set(path, pageText(await res.text()));
          }
          html += pages.get(path);
        }
        // The eval's expected figures, and every catalog price the answer quotes.
        const figures = [
          ...c.figures,
          ...dollarAmounts(text)
            .filter((a) => catalog.has(a))
            .map(formatUsd),
        ];
        for (const figure of figures) {
          if (!holds(html, figure))
            problems.push(`"${c.question}": ${figure} not on ${links.join(", ")}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  test("a source link in the chat opens the right page and section", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await openChat(page);
    const input = chatDialog(page).getByRole("textbox", { name: "Type your message" });
    await input.fill("how much is business pro per year?");
    await input.press("Enter");
    const link = chatDialog(page).getByRole("link", { name: "Pricing → Business Pro" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/pricing#plan-professional$/);
    await expect(page.getByRole("heading", { name: "Business Pro", level: 3 })).toBeInViewport();
  });

  test("a follow-up in the chat remembers the previous turn", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await openChat(page);
    const input = chatDialog(page).getByRole("textbox", { name: "Type your message" });
    await input.fill("how much is the starter chatbot plan?");
    await input.press("Enter");
    await expect(
      chatDialog(page).getByRole("link", { name: "AI Chatbots → Starter" }),
    ).toBeVisible();
    await input.fill("And the Pro one?");
    await input.press("Enter");
    await expect(
      chatDialog(page).getByRole("link", { name: "AI Chatbots → Professional" }),
    ).toBeVisible();
  });
});

test.describe("the handoff books the call", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("lead → book a slot with the keyboard → confirmation in the visitor's time zone", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, "/chatbots");
    await page.getByRole("button", { name: "Start Free Trial" }).first().click();
    const lead = leadDialog(page);
    await lead.getByRole("button", { name: /I want an AI agent to automate something/ }).click();
    await lead
      .getByRole("textbox", { name: "What task would you like to automate?" })
      .fill("Book appointments");
    await lead.getByRole("button", { name: "Continue" }).click();
    await lead.getByRole("textbox", { name: "First Name" }).fill("Grace");
    await lead.getByRole("textbox", { name: "Last Name" }).fill("Hopper");
    await lead
      .getByRole("textbox", { name: "Email Address" })
      .fill(`grace+${Date.now()}@example.com`);
    await lead.getByRole("button", { name: "Submit Request" }).click();
    await expect(lead.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    // The dialog closes itself; the call is offered in the chat that opens in its place.
    await expect(lead).toBeHidden({ timeout: 6000 });

    const booking = chatDialog(page).getByRole("region", { name: "Book a call with a specialist" });
    const day = booking.getByRole("combobox", { name: "Day" });
    await expect(day).toBeVisible();
    await expect(booking).toContainText("Asia/Tokyo");
    // Keyboard only: into the picker, a later day (each project its own, as both book at once).
    await tabTo(page, day);
    await page.keyboard.press("ArrowDown");
    if (isPhone(page)) await page.keyboard.press("ArrowDown");
    const first = booking.getByRole("radio").first();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    const slot = await first.getAttribute("value");
    await tabTo(page, booking.getByRole("textbox", { name: "Phone number for the call" }));
    await page.keyboard.type("+81 3 1234 5678");
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await tabTo(page, booking.getByRole("button", { name: "Book this call" }));
    await page.keyboard.press("Enter");

    const expected = new Intl.DateTimeFormat("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "Asia/Tokyo",
      timeZoneName: "short",
    }).format(new Date(slot!));
    const confirmation = chatDialog(page).getByTestId("booking-confirmation");
    await expect(confirmation).toContainText(`Your call is booked for ${expected}.`);
    await expect(confirmation).toContainText("We'll call you at +81 3 1234 5678.");
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
