import type { Locator, Page } from "@playwright/test";
import { bookingTexts } from "../../content/booking";
import { defaultBusinessProfile } from "../../content/business";
import { chatSuggestionsByStage } from "../../content/chat";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";

const chatDialog = (page: Page) =>
  page.getByRole("dialog", { name: defaultBusinessProfile.assistantName });
const leadDialog = (page: Page) =>
  page.getByRole("dialog").filter({ hasText: /Step \d of 4|Thank You!/ });
const log = (page: Page) => chatDialog(page).getByRole("log", { name: "Conversation" });
const card = (page: Page) => log(page).getByRole("region", { name: bookingTexts.title });
const confirmation = (page: Page) => log(page).getByTestId("booking-confirmation");
const chatInput = (page: Page) =>
  chatDialog(page).getByRole("textbox", { name: "Type your message" });

async function openChatFromNav(page: Page) {
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

/** Steps 2 and 3 of the lead dialog, up to (not including) Submit. */
async function fillLead(lead: Locator, email: string) {
  await lead.getByRole("button", { name: "Continue" }).click();
  await lead.getByRole("textbox", { name: "First Name" }).fill("Ada");
  await lead.getByRole("textbox", { name: "Last Name" }).fill("Lovelace");
  await lead.getByRole("textbox", { name: "Email Address" }).fill(email);
}

/**
 * Nothing lies over `target`: the element at its middle is itself, and no open toast overlaps
 * it (a modal dialog makes everything outside it transparent to hit tests, toasts included).
 */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const cover = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit !== el && !el.contains(hit)) return hit?.outerHTML.slice(0, 80) ?? "nothing";
    for (const toast of document.querySelectorAll('li[data-state="open"]')) {
      const t = toast.getBoundingClientRect();
      const overlaps = t.left < r.right && t.right > r.left && t.top < r.bottom && t.bottom > r.top;
      if (overlaps) return `toast: ${toast.textContent}`;
    }
    return null;
  });
  expect(cover, "something covers the button").toBeNull();
}

test.describe("the conversation carries the lead", () => {
  test("chat → lead dialog closes itself after 'Thank You!' → the call card in the thread books with a phone; 'book a call' shows it again; a reload keeps it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `ada+${Date.now()}@example.com`;
    await page.clock.install();
    await gotoHydrated(page, "/features");
    await openChatFromNav(page);
    await chatDialog(page).getByRole("button", { name: "I need a website" }).click();

    const lead = leadDialog(page);
    await lead.getByRole("button", { name: /I need a website/ }).click();
    await fillLead(lead, email);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await lead.getByRole("button", { name: "Submit Request" }).click();
    await expect(lead.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    // The dialog still closes itself 3 s after 'Thank You!': nothing in it holds it open.
    await expect(lead.getByRole("region", { name: bookingTexts.title })).toHaveCount(0);
    await page.clock.fastForward(2900);
    await expect(lead).toBeVisible();
    await page.clock.fastForward(200);
    await expect(lead).toBeHidden();
    await page.clock.resume();

    // The chat acknowledges what was sent and offers the call in the thread.
    await expect(log(page).getByText(`sent from ${email}`)).toBeVisible();
    await expect(log(page).getByText("Website", { exact: true })).toBeVisible();
    await expect(card(page)).toBeVisible();
    for (const chip of chatSuggestionsByStage.sent) {
      await expect(chatDialog(page).getByRole("button", { name: chip })).toBeVisible();
    }
    await expect(chatDialog(page).getByRole("button", { name: "I need a website" })).toHaveCount(0);

    const bookButton = card(page).getByRole("button", { name: bookingTexts.book });
    await expect(bookButton).toBeVisible();
    await expectUncovered(bookButton);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // A slot but no phone: the field says what is missing.
    // Each project its own slot: both may book at the same moment.
    const slot = card(page)
      .getByRole("radio")
      .nth(isPhone(page) ? 1 : 0);
    // The radio is visually hidden; its label is the button the visitor taps.
    await slot.locator("xpath=..").click();
    await expect(slot).toBeChecked();
    const start = await slot.getAttribute("value");
    await bookButton.click();
    await expect(card(page).getByText(bookingTexts.phoneRequired)).toBeVisible();
    await expect(
      card(page).getByRole("textbox", { name: bookingTexts.phoneLabel }),
    ).toHaveAttribute("aria-invalid", "true");

    await card(page)
      .getByRole("textbox", { name: bookingTexts.phoneLabel })
      .fill("+1 919 555 0100");
    await bookButton.click();
    const when = new Intl.DateTimeFormat("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(new Date(start!));
    await expect(confirmation(page)).toContainText(`Your call is booked for ${when}.`);
    await expect(confirmation(page)).toContainText("We'll call you at +1 919 555 0100.");
    for (const chip of chatSuggestionsByStage.booked) {
      await expect(chatDialog(page).getByRole("button", { name: chip })).toBeVisible();
    }

    // Asking again brings the booked call back, never the four-step form.
    await chatInput(page).fill("book a call");
    await chatInput(page).press("Enter");
    await expect(log(page).getByText(/already booked/)).toBeVisible();
    await expect(confirmation(page)).toHaveCount(1);
    await expect(confirmation(page)).toContainText("+1 919 555 0100");
    await expect(leadDialog(page)).toHaveCount(0);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await openChatFromNav(page);
    await expect(confirmation(page)).toContainText(`Your call is booked for ${when}.`);
    await expect(confirmation(page)).toContainText("+1 919 555 0100");
    await expect(card(page)).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a request from a page button lands in a chat that opens by itself; 'book a call' shows the card; a dismissed card stays dismissed", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `grace+${Date.now()}@example.com`;
    await gotoHydrated(page, "/chatbots");
    await page.getByRole("button", { name: "Start Free Trial" }).first().click();
    const lead = leadDialog(page);
    await lead.getByRole("button", { name: /I want an AI agent to automate something/ }).click();
    await fillLead(lead, email);
    await lead.getByRole("button", { name: "Submit Request" }).click();
    await expect(lead.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(lead).toBeHidden({ timeout: 6000 });

    await expect(chatDialog(page)).toBeVisible();
    await expect(log(page).getByText(`sent from ${email}`)).toBeVisible();
    await expect(card(page)).toBeVisible();
    // The 'Thank You!' toast made way for the card: nothing lies over its button, the chips or
    // the input.
    await expectUncovered(chatInput(page));
    await expectUncovered(chatDialog(page).getByRole("button", { name: "Book a call" }));
    await log(page).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expectUncovered(card(page).getByRole("button", { name: bookingTexts.book }));

    await chatInput(page).fill("Can I talk to someone?");
    await chatInput(page).press("Enter");
    await expect(log(page).getByText(/pick a time below/)).toBeVisible();
    await expect(card(page)).toHaveCount(1);
    await expect(leadDialog(page)).toHaveCount(0);

    await card(page).getByRole("button", { name: bookingTexts.dismiss }).click();
    await expect(log(page).getByText(bookingTexts.dismissed)).toBeVisible();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await openChatFromNav(page);
    await expect(log(page).getByText(bookingTexts.dismissed)).toBeVisible();
    await expect(card(page)).toHaveCount(0);
  });

  test("'Schedule a Call' leads to booking a call: the chat asks for the details first, then shows the times", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `ada+call${Date.now()}@example.com`;
    await gotoHydrated(page, "/workflows");
    await page
      .getByRole("link", { name: /^Set This Up For Me/ })
      .first()
      .click();
    await page.getByRole("link", { name: /Schedule a Call/ }).click();
    await expect(page).toHaveURL(/\/contact#book-a-call$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page
      .getByRole("region", { name: "Rather talk it through?" })
      .getByRole("button", {
        name: "Book a call",
      })
      .click();

    // No details yet: the chat opens the request form (a call needs them), then the card.
    const lead = leadDialog(page);
    await expect(lead).toBeVisible();
    await lead.getByRole("button", { name: /I need a website/ }).click();
    await fillLead(lead, email);
    await lead.getByRole("button", { name: "Submit Request" }).click();
    await expect(lead).toBeHidden({ timeout: 6000 });
    await expect(card(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
