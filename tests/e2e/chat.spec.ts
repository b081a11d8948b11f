import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { chatGreeting, chatSuggestions, leadDialogText, transcriptTexts } from "../../content/chat";
import { defaultBusinessProfile } from "../../content/business";
import { promises } from "../../content/promises";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";

const assistantName = defaultBusinessProfile.assistantName;
// The audits cover the chat and lead dialogs; the pages behind them have their own.
const dialogs = '[role="dialog"]';

const chatDialog = (page: Page) => page.getByRole("dialog", { name: assistantName });
const leadDialog = (page: Page) =>
  page.getByRole("dialog").filter({ hasText: /Step \d of 4|Thank You!/ });
const chatInput = (page: Page) =>
  chatDialog(page).getByRole("textbox", { name: "Type your message" });
const log = (page: Page) => chatDialog(page).getByRole("log", { name: "Conversation" });

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
  await expect(chatDialog(page)).toBeVisible();
  await expect(chatDialog(page).getByText("Connected", { exact: true })).toBeVisible();
}

/** Presses Tab until `target` has focus: keyboard only, like a visitor without a mouse. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 100 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error("could not reach the element with Tab");
}

/**
 * axe schedules its work with timers; while the page clock is paused, tick it a millisecond at a
 * time until the audit is done. Returns the violations and the page time it used.
 */
async function axeWhileClockPaused(page: Page) {
  let finished = false;
  const audit = axeViolations(page, dialogs).finally(() => {
    finished = true;
  });
  let elapsedMs = 0;
  while (!finished && elapsedMs < 1500) {
    await page.clock.runFor(1);
    elapsedMs += 1;
  }
  return { violations: await audit, elapsedMs };
}

test.describe("chat assistant", () => {
  test("opens from the navigation, greets, sends with Enter and keeps the conversation across a reload", async ({
    page,
  }) => {
    await gotoHydrated(page, "/features");
    await openChatFromNav(page);
    await expect(log(page).getByText(chatGreeting)).toBeVisible();
    for (const chip of chatSuggestions) {
      await expect(chatDialog(page).getByRole("button", { name: chip })).toBeVisible();
    }
    await expect(chatInput(page)).toBeFocused();

    // Shift+Enter adds a line; nothing is sent.
    await chatInput(page).fill("Hello there");
    await chatInput(page).press("Shift+Enter");
    await chatInput(page).pressSequentially("second line");
    await expect(chatInput(page)).toHaveValue("Hello there\nsecond line");
    await expect(log(page).getByText("Hello there")).toHaveCount(0);

    await chatInput(page).press("Enter");
    await expect(log(page).getByText(/Hello there\s*second line/)).toBeVisible();
    await expect(chatInput(page)).toHaveValue("");
    // The reply arrives (streamed) and the input is ready again, focused.
    await expect(log(page).locator("time")).toHaveCount(3);
    await expect(chatInput(page)).not.toHaveAttribute("aria-disabled", "true");
    await expect(chatInput(page)).toBeFocused();

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(log(page).getByText(/Hello there\s*second line/)).toBeVisible();
    await expect(log(page).locator("time")).toHaveCount(3);
  });

  test("the floating button toggles the chat and its dot; only the close button or Escape close it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/features");
    const dot = page.getByTestId("chat-unread-dot");
    await expect(dot).toBeVisible();
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(chatDialog(page)).toBeVisible();
    await expect(dot).toBeHidden();

    // A click outside the panel does not close it.
    await page.mouse.click(10, 200);
    await expect(chatDialog(page)).toBeVisible();

    await chatDialog(page).getByRole("button", { name: "Close chat" }).click();
    await expect(chatDialog(page)).toBeHidden();
    await expect(dot).toBeVisible();

    // The button says whether the chat is open, and Escape hands focus back to it, so a
    // keyboard visitor carries on from where they were.
    // The floating button: it is named "Close chat" while the chat is open.
    const button = page.locator('button[aria-expanded][aria-label$=" chat"]');
    await expect(button).toHaveAccessibleName("Open chat");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(chatInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chatDialog(page)).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName("Open chat");
    await expect(button).toBeFocused();
  });

  test("says when it cannot connect, and a send attempt asks for a new session", async ({
    page,
    consoleErrors,
  }) => {
    let attempts = 0;
    await page.route("**/api/chat/session", (route) => {
      attempts += 1;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"down"}',
      });
    });
    await gotoHydrated(page, "/features");
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(page.getByText("Connection Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Failed to connect to chat. Please refresh and try again.", { exact: true }),
    ).toBeVisible();
    await expect(chatDialog(page).getByText("Connecting...", { exact: true })).toBeVisible();
    await expect(chatInput(page)).toHaveAttribute("aria-disabled", "true");
    await expect(chatDialog(page).getByRole("button", { name: "Send message" })).toBeDisabled();

    await chatDialog(page).getByRole("button", { name: "I need a website" }).click();
    await expect.poll(() => attempts).toBe(2);
    // The browser reports the refused requests itself; those are expected here.
    const expected = consoleErrors.filter((e) => /status of 500/.test(e));
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !expected.includes(e)),
    );
  });

  test("too many new chats from the network: says so with the server's words, not 'refresh'", async ({
    page,
    consoleErrors,
  }) => {
    const message = "Too many new chats from your network. Please try again in 12 minutes.";
    await page.route("**/api/chat/session", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "720" },
        body: JSON.stringify({ error: message }),
      }),
    );
    await gotoHydrated(page, "/features");
    await page.getByRole("button", { name: "Open chat" }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByText("Connection Error", { exact: true })).toHaveCount(0);
    const expected = consoleErrors.filter((e) => /status of 429/.test(e));
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !expected.includes(e)),
    );
  });

  test("is accessible with the conversation open", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await openChatFromNav(page);
    await chatDialog(page).getByRole("button", { name: "Tell me about file storage" }).click();
    await expect(log(page).locator("time")).toHaveCount(3);
    expect(await axeViolations(page, dialogs)).toEqual([]);
  });

  test("the interest notice covers none of the lead dialog's controls", async ({ page }) => {
    // The smallest phone we design for: there the dialog reaches the bottom of the screen.
    if (isPhone(page)) await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, "/features");
    await openChatFromNav(page);
    await chatDialog(page).getByRole("button", { name: "I need a website" }).click();
    // The open dialog hides the rest of the page from the accessibility tree: found by its tag.
    const notice = page.locator("li", { hasText: "Service Interest Detected" });
    await expect(notice).toBeVisible();
    const lead = leadDialog(page);
    await expect(lead.getByRole("heading", { name: "What Do You Need Help With?" })).toBeVisible();
    const box = (await notice.boundingBox())!;
    const controls = lead.getByRole("button");
    const covered: string[] = [];
    for (const control of await controls.all()) {
      const c = await control.boundingBox();
      if (!c) continue;
      const overlaps =
        c.x < box.x + box.width &&
        box.x < c.x + c.width &&
        c.y < box.y + box.height &&
        box.y < c.y + c.height;
      if (overlaps)
        covered.push(
          (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "",
        );
    }
    expect(covered).toEqual([]);
  });

  test("a suggestion that shows interest opens the lead dialog; four steps end in 'Thank You!' and it closes itself", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await gotoHydrated(page, "/features");
    await openChatFromNav(page);
    await chatDialog(page).getByRole("button", { name: "I need a website" }).click();

    await expect(page.getByText("Service Interest Detected", { exact: true })).toBeVisible();
    await expect(
      page.getByText("We've notified a human specialist – you'll get a response shortly.", {
        exact: true,
      }),
    ).toBeVisible();

    const lead = leadDialog(page);
    await expect(lead.getByRole("heading", { name: "What Do You Need Help With?" })).toBeVisible();
    expect(await axeViolations(page, dialogs)).toEqual([]);
    // The assistant's suggestion is marked and focused; the visitor confirms it.
    const website = lead.getByRole("button", { name: /I need a website/ });
    await expect(website).toHaveAttribute("aria-pressed", "true");
    await expect(website).toBeFocused();
    await website.click();

    await expect(lead.getByRole("heading", { name: "Tell us about your website" })).toBeVisible();
    expect(await axeViolations(page, dialogs)).toEqual([]);
    await lead
      .getByRole("combobox", { name: "What type of website do you need?" })
      .selectOption({ label: "E-commerce Store" });
    await lead.getByRole("checkbox", { name: "CMS" }).check();
    await lead.getByRole("checkbox", { name: "SEO Optimization" }).check();
    await lead.getByRole("button", { name: "Continue" }).click();

    await expect(
      lead.getByRole("heading", { name: "Let's get your contact information" }),
    ).toBeVisible();
    expect(await axeViolations(page, dialogs)).toEqual([]);
    // Back keeps the answers.
    await lead.getByRole("button", { name: "Back" }).click();
    await expect(lead.getByRole("checkbox", { name: "CMS" })).toBeChecked();
    await lead.getByRole("button", { name: "Continue" }).click();

    await lead.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Please fill in all required fields.", { exact: true }),
    ).toBeVisible();
    await expect(lead.getByRole("textbox", { name: "First Name" })).toBeFocused();

    await lead.getByRole("textbox", { name: "First Name" }).fill("Ada");
    await lead.getByRole("textbox", { name: "Last Name" }).fill("Lovelace");
    await lead.getByRole("textbox", { name: "Email Address" }).fill("ada@example.com");
    await lead.getByRole("textbox", { name: "Company (Optional)" }).fill("Analytical Engines");
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await lead.getByRole("button", { name: "Submit Request" }).click();

    await expect(lead.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(
      lead.getByText("We've received your request and will be in touch shortly."),
    ).toBeVisible();
    await expect(
      lead.getByText(
        `A specialist will reach out within ${promises.leadFollowUp} to discuss your project.`,
      ),
    ).toBeVisible();
    const audit = await axeWhileClockPaused(page);
    expect(audit.violations).toEqual([]);

    await page.clock.fastForward(2900 - audit.elapsedMs);
    await expect(lead).toBeVisible();
    await page.clock.fastForward(200);
    await expect(lead).toBeHidden();
    // Back in the chat, ready for the next question (focus moves on a timer: let time run).
    await page.clock.resume();
    await expect(chatDialog(page)).toBeVisible();
    await expect(chatInput(page)).toBeFocused();
  });

  test("the whole flow works with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const opener = isPhone(page)
      ? page.getByRole("button", { name: "Open chat" })
      : page.getByRole("banner").getByRole("button", { name: "Chat with AI" });
    // On phones the floating button is the last stop of the page: reach it backwards.
    await tabTo(page, opener, { backwards: isPhone(page) });
    await page.keyboard.press("Enter");
    await expect(chatDialog(page).getByText("Connected", { exact: true })).toBeVisible();
    await expect(chatInput(page)).toBeFocused();

    await page.keyboard.type("I need a website for my bakery");
    await page.keyboard.press("Enter");

    const lead = leadDialog(page);
    await expect(lead.getByRole("heading", { name: "What Do You Need Help With?" })).toBeVisible();
    await expect(lead.getByRole("button", { name: /I need a website/ })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(lead.getByRole("heading", { name: "Tell us about your website" })).toBeVisible();
    const type = lead.getByRole("combobox", { name: "What type of website do you need?" });
    await tabTo(page, type);
    await page.keyboard.press("ArrowDown");
    await expect(type).not.toHaveValue("");
    await page.keyboard.press("Tab");
    await expect(lead.getByRole("checkbox", { name: "CMS" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(lead.getByRole("checkbox", { name: "CMS" })).toBeChecked();
    await tabTo(page, lead.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");

    await expect(
      lead.getByRole("heading", { name: "Let's get your contact information" }),
    ).toBeVisible();
    await tabTo(page, lead.getByRole("textbox", { name: "First Name" }));
    await page.keyboard.type("Grace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grace@example.com");
    await page.keyboard.press("Tab");
    await expect(lead.getByRole("textbox", { name: "Company (Optional)" })).toBeFocused();
    // The honeypot is skipped: the next stop is Back.
    await page.keyboard.press("Tab");
    await expect(lead.getByRole("button", { name: "Back" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(lead.getByRole("button", { name: "Submit Request" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(lead.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(lead).toBeHidden();
    await expect(chatInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chatDialog(page)).toBeHidden();
  });
});

test.describe("lead dialog opened from a page", () => {
  test("'Start Free Trial' on /chatbots preselects the AI agent; Back works and the backdrop closes it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/chatbots");
    await page.getByRole("button", { name: "Start Free Trial" }).first().click();
    const lead = leadDialog(page);
    await expect(lead.getByRole("heading", { name: leadDialogText.step1Title })).toBeVisible();
    const agent = lead.getByRole("button", { name: /I want an AI agent to automate something/ });
    await expect(agent).toHaveAttribute("aria-pressed", "true");
    await expect(agent).toBeFocused();
    await agent.click();

    await expect(
      lead.getByRole("heading", { name: "What should your AI agent do?" }),
    ).toBeVisible();
    await lead
      .getByRole("textbox", { name: "What task would you like to automate?" })
      .fill("Answer customer questions and book appointments");
    for (const name of [
      "CRM System",
      "Email Marketing",
      "Calendar Integration",
      "Payment Processing",
      "Analytics & Reporting",
      "Social Media",
    ]) {
      await expect(lead.getByRole("checkbox", { name })).toBeVisible();
    }
    await lead.getByRole("checkbox", { name: "Calendar Integration" }).check();
    expect(await axeViolations(page, dialogs)).toEqual([]);

    // Back to step 1 and a different choice.
    await lead.getByRole("button", { name: "Back" }).click();
    await lead.getByRole("button", { name: "I need a web application" }).click();
    await expect(
      lead.getByRole("heading", { name: "Tell us about your web application" }),
    ).toBeVisible();
    const platform = lead.getByRole("combobox", { name: "Which platform should it run on?" });
    for (const label of ["Web Application", "Mobile App", "Desktop Application", "All Platforms"]) {
      await expect(platform.getByRole("option", { name: label })).toBeAttached();
    }
    for (const name of [
      "User login/authentication",
      "Payment integration",
      "Database Integration",
    ]) {
      await expect(lead.getByRole("checkbox", { name })).toBeVisible();
    }

    // A click on the backdrop closes the dialog.
    await page.mouse.click(5, 5);
    await expect(lead).toBeHidden();
  });

  test("a failed submission keeps step 3 and says so", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/chatbots");
    await page.route("**/api/inquiries", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await page.getByRole("button", { name: "Start Free Trial" }).first().click();
    const lead = leadDialog(page);
    await lead.getByRole("button", { name: /I want an AI agent/ }).click();
    await lead.getByRole("button", { name: "Continue" }).click();
    await lead.getByRole("textbox", { name: "First Name" }).fill("Ada");
    await lead.getByRole("textbox", { name: "Last Name" }).fill("Lovelace");
    await lead.getByRole("textbox", { name: "Email Address" }).fill("ada@example.com");
    await lead.getByRole("button", { name: "Submit Request" }).click();
    await expect(
      page.getByText("Something went wrong. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(
      lead.getByRole("heading", { name: "Let's get your contact information" }),
    ).toBeVisible();
    await expect(lead.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    // The browser reports the refused request itself; that one is expected here.
    const expected = consoleErrors.filter((e) => /status of 503/.test(e));
    expect(expected.length).toBeLessThanOrEqual(1);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !expected.includes(e)),
    );
  });
});

/** The server's outbox files for `kind` addressed to `address` (the run's DATA_DIR). */
function outboxMails(kind: string, address: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.includes(`-${kind}-`) && f.endsWith(".eml"))
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
    )
    .filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "mi").test(mail));
}

test.describe("email me this conversation", () => {
  test("from the /chat page: the chat says to check the inbox; the emailed link's page sends it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const address = `transcript-${testInfo.project.name}-${Date.now()}@example.com`;
    await gotoHydrated(page, "/chat");
    await page.getByRole("button", { name: "Start Chatting Now" }).first().click();
    await expect(chatDialog(page).getByText("Connected", { exact: true })).toBeVisible();

    await chatInput(page).fill("How much is the Pro plan?");
    await chatInput(page).press("Enter");
    await expect(log(page).locator("time")).toHaveCount(3);
    await chatInput(page).fill("Can you email me this conversation?");
    await chatInput(page).press("Enter");
    await expect(log(page).locator("time")).toHaveCount(5);
    await chatInput(page).fill(address);
    await chatInput(page).press("Enter");
    await expect(log(page).getByText(transcriptTexts.checkInbox(address))).toBeVisible();

    // Only the confirmation, with no word of the conversation, reaches the address for now.
    await expect
      .poll(() => outboxMails("transcript_confirmation", address).length, { timeout: 15_000 })
      .toBe(1);
    const confirmation = outboxMails("transcript_confirmation", address)[0]!;
    expect(confirmation).toContain("Confirm that you want the conversation sent to this address");
    expect(confirmation).not.toContain("Pro plan");
    const link = /https?:\/\/[^\s]+\/chat\/transcript\?token=[A-Za-z0-9._%-]+/.exec(
      confirmation,
    )?.[0];
    expect(link).toBeTruthy();

    // Opening the link shows a button; it sends nothing by itself.
    await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
    await expect(
      page.getByRole("heading", { level: 1, name: transcriptTexts.page.title }),
    ).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await page.waitForTimeout(1000);
    expect(outboxMails("transcript_delivery", address)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: transcriptTexts.page.button }).click();
    await expect(page.getByText(transcriptTexts.page.sent)).toBeVisible();
    await expect
      .poll(() => outboxMails("transcript_delivery", address).length, { timeout: 15_000 })
      .toBe(1);
    expect(outboxMails("transcript_delivery", address)[0]).toContain("Pro plan");

    // A second visit finds it sent; nothing goes out twice.
    await gotoHydrated(page, new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText(transcriptTexts.page.alreadySent)).toBeVisible();
    expect(outboxMails("transcript_delivery", address)).toHaveLength(1);
  });
});
