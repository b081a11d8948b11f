import fs from "node:fs";
import path from "node:path";
import type { CDPSession, Locator, Page } from "@playwright/test";
import { pages } from "../../content/pages";
import { vibeCodingPage } from "../../content/vibe-coding-page";
import { expect, isPhone, test } from "./fixtures";
import { startOwnServer } from "./own-server";
import { anyViewport } from "./tags";

/**
 * The consultation form, the pricing order form and the AI Vibe Coding request with scripts
 * off (or not yet run): they post to their pages' actions, which take them the same way as the
 * JSON APIs; a form sent again, with or without scripts, is stored once.
 */

const project = () => `${test.info().project.name}.${test.info().retry}`;
const emailFor = (local: string) => `${local}.${project()}.${Date.now()}@example.com`;

/** The ids of the records of `kind` in the server's outbox whose notification names `text`. */
function outboxRecords(kind: string, text: string): number[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(dir)) return [];
  const ids = new Set<number>();
  for (const file of fs.readdirSync(dir)) {
    const match = new RegExp(`-${kind}-(\\d+)\\.eml$`).exec(file);
    if (!match) continue;
    const mail = fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "");
    if (mail.includes(text)) ids.add(Number(match[1]));
  }
  return [...ids];
}

/** Exactly one record of `kind` names `text`, and no second one follows. */
async function expectOneRecord(kind: string, text: string) {
  await expect.poll(() => outboxRecords(kind, text).length, { timeout: 15_000 }).toBe(1);
  // The notification of a second record would be written by now too.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(outboxRecords(kind, text)).toHaveLength(1);
}

/** Every address the page's main frame visits. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

function expectNoPersonalData(urls: string[], ...typed: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toMatch(/name=|email=|phone=|%40|@/i);
    for (const value of typed) expect(decodeURIComponent(url)).not.toContain(value);
  }
}

const consultation = (page: Page) => page.getByRole("form", { name: "Submit Request" });

/** Fills the consultation form; the person took their time (the form's signed time counts). */
async function fillConsultation(page: Page, email: string) {
  const form = consultation(page);
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email Address").fill(email);
  await form
    .getByLabel("Describe the task or workflow you want automated")
    .fill("Every invoice that arrives by email is typed into QuickBooks by hand.");
  return form;
}

const buyer = {
  "Full name": "Ada Lovelace",
  Company: "Analytical Engines",
  Phone: "9195550100",
  Address: "1 Main Street",
  City: "Raleigh",
  State: "NC",
  "ZIP code": "27601",
};

async function fillOrder(page: Page, plan: string, email: string) {
  const form = page.getByRole("region", { name: `Start your ${plan} order` });
  for (const [label, value] of Object.entries(buyer)) {
    await form.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await form.getByLabel("Email").fill(email);
  return form;
}

async function fillVibeRequest(page: Page, email: string) {
  const form = page.locator("#request");
  await form.getByLabel("Full name").fill("Ada Lovelace");
  await form.getByLabel(/Company/).fill("Analytical Engines");
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone/).fill("9195550100");
  await form.getByLabel(/Project/).fill("A shop for analytical engines and their parts.");
  await form.getByLabel(/Timeline/).selectOption({ index: 1 });
  return form;
}

/**
 * The card step's words without scripts, where the card form would be. (Read from the element:
 * Playwright's text matching passes over <noscript>, which a browser without scripts renders.)
 */
async function expectCardNeedsScripts(where: Locator) {
  const note = where.getByRole("note", { name: "Card payment needs JavaScript" });
  await expect(note).toBeVisible();
  const lines = await note.locator("p").evaluateAll((ps) => ps.map((p) => p.textContent));
  expect(lines).toEqual([
    "Card payment needs JavaScript",
    "Reload the page, or turn JavaScript on if it is off. Or contact us at sales@relaywise.example to pay by invoice.",
  ]);
  await expect(note.getByRole("link", { name: "sales@relaywise.example" })).toHaveAttribute(
    "href",
    "mailto:sales@relaywise.example",
  );
}

const checkoutAddress = /\/checkout\?client_secret=(pi|seti)_\w+_secret_\w+&plan=\w+$/;

test.describe("the forms with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the consultation form without a file shows 'Request Submitted!' and stores one request", async ({
    page,
  }) => {
    const urls = visitedUrls(page);
    const email = emailFor("ada.bare");
    await page.goto("/contact");
    const form = await fillConsultation(page, email);
    await page.waitForTimeout(3_100);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?submitted=\d+\.[\w-]+#request-submitted$/);
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeInViewport();
    expectNoPersonalData(urls, email, "Lovelace");
    await expectOneRecord("consultation", email);
  });

  test(
    "the consultation form with a file shows 'Request Submitted!'; the team's mail has the file",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.file");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await form.getByLabel(/Supporting File/).setInputFiles({
        name: "process.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Step 1: open the email\nStep 2: copy the total\n"),
      });
      await page.waitForTimeout(3_100);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await expectOneRecord("consultation", email);
      const [id] = outboxRecords("consultation", email);
      const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
      const mail = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(`-consultation-${id}.eml`))
        .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))[0];
      expect(mail).toContain("(file attached)");
      expect(mail).toContain("process.txt");
    },
  );

  test("a bad submit shows each field's message beside it and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = consultation(page);
    const widthOf = async (label: string) =>
      (await form.getByLabel(label).boundingBox())?.width ?? 0;
    const widths = [await widthOf("Full Name"), await widthOf("Email Address")];
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email Address").fill("ada-at-example");
    await form.getByLabel("Phone Number (optional)").fill("+1 919 555 0100");
    await form.getByLabel("Describe the task or workflow you want automated").fill("Too short");
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/contact"),
    );
    await form.getByRole("button", { name: "Submit Request" }).click();
    expect((await answer).status()).toBe(400);
    await expect(form.getByRole("alert")).toContainText("Error submitting request");
    await expect(form.getByRole("alert")).toBeFocused();
    // The summary takes its own row: the fields keep their layout.
    expect([await widthOf("Full Name"), await widthOf("Email Address")]).toEqual(widths);
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(
      form.getByText("Please describe your task or workflow (minimum 10 characters)"),
    ).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email Address")).toHaveValue("ada-at-example");
    await expect(form.getByLabel("Phone Number (optional)")).toHaveValue("+1 919 555 0100");
    await expect(form.getByLabel("Describe the task or workflow you want automated")).toHaveValue(
      "Too short",
    );
  });

  test(
    "sent at once, the form's signed time says it was quicker than a person; nothing typed is lost",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.quick");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      // On a loaded machine loading and filling the page can itself take longer than a person
      // needs: the form is sent with a token the server signed just now, as if shown a moment ago.
      const fresh = await (await page.request.get("/contact")).text();
      const token = /name="formToken"[^>]*value="([^"]+)"/.exec(fresh)?.[1];
      expect(token, "the page's signed form token").toBeTruthy();
      await form
        .locator('input[name="formToken"]')
        .evaluate((input, value) => ((input as HTMLInputElement).value = value), token ?? "");
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(form.getByRole("alert")).toContainText("quicker than a person");
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      // The same form, a moment later (its time counts from the first showing): taken.
      await page.waitForTimeout(3_100);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await expectOneRecord("consultation", email);
    },
  );

  test(
    "over the hourly limit the form says so in place and keeps what was typed; refused attempts never counted",
    anyViewport,
    async ({ page }) => {
      // A server of this test's own starts cold (20 s to over a minute on a busy machine).
      test.setTimeout(240_000);
      // One request an hour, on a server of this test's own: the shared one takes every test's.
      const server = await startOwnServer({ RATE_LIMIT_CONSULTATIONS_PER_HOUR: "1" });
      try {
        await page.goto(`${server.url}/contact`);
        let form = consultation(page);
        // Two refused attempts first, each with a field to correct. (Refusals for speed are the
        // test above's: on a loaded machine filling the form can itself take longer than the
        // minimum, so it is not used to make a refusal here.)
        const email = emailFor("ada.limit");
        await fillConsultation(page, email);
        await form.getByLabel("Email Address").fill("ada-at-example");
        await form.getByRole("button", { name: "Submit Request" }).click();
        await expect(form.getByText("Please enter a valid email address")).toBeVisible();
        const task = form.getByLabel("Describe the task or workflow you want automated");
        await task.fill("Invoices");
        await form.getByRole("button", { name: "Submit Request" }).click();
        await expect(
          form.getByText("Please describe your task or workflow (minimum 10 characters)"),
        ).toBeVisible();
        await task.fill("Every invoice that arrives by email is typed into QuickBooks by hand.");
        // Neither counted: the one request of the hour is taken.
        await form.getByLabel("Email Address").fill(email);
        await page.waitForTimeout(3_100);
        await form.getByRole("button", { name: "Submit Request" }).click();
        await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();

        // The next one is over the limit: said in the form, with everything typed still there.
        await page.goto(`${server.url}/contact`);
        form = consultation(page);
        const next = emailFor("ada.limit.next");
        await fillConsultation(page, next);
        await form.getByLabel("Phone Number (optional)").fill("+1 919 555 0100");
        await form.getByLabel(/Supporting File/).setInputFiles({
          name: "process.txt",
          mimeType: "text/plain",
          buffer: Buffer.from("Step 1: open the email\n"),
        });
        await page.waitForTimeout(3_100);
        const answer = page.waitForResponse((r) => r.request().method() === "POST");
        await form.getByRole("button", { name: "Submit Request" }).click();
        expect((await answer).status()).toBe(429);
        await expect(form.getByRole("alert")).toContainText(
          "You have sent several requests in the last hour",
        );
        await expect(form.getByRole("alert")).toBeFocused();
        await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
        await expect(form.getByLabel("Email Address")).toHaveValue(next);
        await expect(form.getByLabel("Phone Number (optional)")).toHaveValue("+1 919 555 0100");
        await expect(
          form.getByLabel("Describe the task or workflow you want automated"),
        ).toHaveValue("Every invoice that arrives by email is typed into QuickBooks by hand.");
        await expect(form.getByText(/process\.txt/)).toBeVisible();
      } finally {
        await server.stop();
      }
    },
  );

  test(
    "a file the server does not take (type, size) is named under the file field, as with the API",
    anyViewport,
    async ({ page }) => {
      await page.goto("/contact");
      const email = emailFor("ada.upload");
      const form = await fillConsultation(page, email);
      const bytes = Buffer.alloc(1024);
      bytes.write("MZ", 0);
      await form.getByLabel(/Supporting File/).setInputFiles({
        name: "report.pdf",
        mimeType: "application/pdf",
        buffer: bytes,
      });
      await page.waitForTimeout(3_100);
      let answer = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: "Submit Request" }).click();
      expect((await answer).status()).toBe(415);
      // Under the file field, in the API's words.
      await expect(
        form.locator("p[id$='-error']", { hasText: /^This file type is not accepted/ }),
      ).toBeVisible();
      await expect(form.getByLabel(/Supporting File/)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Email Address")).toHaveValue(email);

      // One byte over the limit (10 MB by default): read to its end and refused with 413.
      const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
      await form.getByLabel(/Supporting File/).setInputFiles({
        name: "export.txt",
        mimeType: "text/plain",
        buffer: tooLarge,
      });
      answer = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: "Submit Request" }).click();
      expect((await answer).status()).toBe(413);
      await expect(
        form.locator("p[id$='-error']", { hasText: "The file is larger than the 10 MB limit" }),
      ).toBeVisible();
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      expect(outboxRecords("consultation", email)).toHaveLength(0);
    },
  );

  test(
    "the pricing order reaches /checkout with only client_secret and plan in the address",
    anyViewport,
    async ({ page }) => {
      const urls = visitedUrls(page);
      const email = emailFor("ada.order.bare");
      await page.goto("/pricing");
      // A plan's button asks for the plan's order form, a page of its own.
      await page.getByRole("button", { name: "Get Started: Business Pro" }).click();
      await expect(page).toHaveURL(/\/pricing\?plan=professional#order$/);
      await expect(page.getByRole("button", { name: "Selected: Business Pro" })).toBeVisible();
      const form = await fillOrder(page, "Business Pro", email);
      await form.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page).toHaveURL(checkoutAddress);
      expect(new URL(page.url()).searchParams.get("plan")).toBe("professional");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your order");
      await expect(page.getByRole("region", { name: "Order summary" })).toContainText(
        "Business Pro",
      );
      expectNoPersonalData(urls, email, "Lovelace", "9195550100", "Main Street");
    },
  );

  test(
    "the card step says it needs JavaScript and how to pay by invoice; Cancel and its ways on are links",
    anyViewport,
    async ({ page }) => {
      await page.goto("/pricing?plan=professional");
      const form = await fillOrder(page, "Business Pro", emailFor("ada.card.bare"));
      await form.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page).toHaveURL(checkoutAddress);
      const order = page.url();
      const step = page.getByRole("region", { name: "Pay by card" });
      await expectCardNeedsScripts(step);
      // No card form that would post where nothing takes a card.
      await expect(page.getByRole("form", { name: "Card details" })).toBeHidden();
      await expect(page.getByRole("button", { name: /^Pay / })).toBeHidden();

      // Cancel: what was kept, as with scripts, at an address of its own.
      await step.getByRole("link", { name: "Cancel" }).click();
      await expect(page.getByRole("heading", { name: "Card step cancelled" })).toBeVisible();
      await expect(
        page.getByText("Your order for Business Pro is saved and nothing was charged."),
      ).toBeVisible();
      expect(new URL(page.url()).searchParams.get("cancelled")).toBe("1");
      await page.getByRole("link", { name: "Resume the card step" }).click();
      await expect(page).toHaveURL(order);
      await expectCardNeedsScripts(step);
      await step.getByRole("link", { name: "Cancel" }).click();
      await page.getByRole("link", { name: "Back to pricing" }).click();
      await expect(page).toHaveURL(/\/pricing$/);

      // A card form a browser posted anyway lands on the order again, never on an error page.
      const posted = await page.request.post(order, {
        form: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
      });
      expect(posted.status()).toBe(200);
      expect(posted.url()).toBe(order);
      const text = await posted.text();
      expect(text).toContain("Complete your order");
      expect(text).not.toContain("Something went wrong");
    },
  );

  test("the premium packages say the card step needs JavaScript", anyViewport, async ({ page }) => {
    await page.goto("/checkout");
    await expectCardNeedsScripts(page.getByRole("region", { name: "Choose your package" }));
  });

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
    "a bad order shows each field's message and keeps what was typed",
    anyViewport,
    async ({ page }) => {
      await page.goto("/pricing?plan=starter");
      const form = page.getByRole("region", { name: "Start your Business Starter order" });
      await form.getByRole("textbox", { name: "Full name", exact: true }).fill("A");
      await form.getByLabel("Email").fill("not-an-email");
      await form.getByRole("textbox", { name: "City", exact: true }).fill("Raleigh");
      await form.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page).toHaveURL(/\/pricing\?plan=starter&form=order$/);
      await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
      await expect(form.getByText("Please enter a valid email")).toBeVisible();
      await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
      await expect(form.getByText("ZIP code is required")).toBeVisible();
      await expect(form.getByRole("textbox", { name: "Full name", exact: true })).toHaveValue("A");
      await expect(form.getByLabel("Email")).toHaveValue("not-an-email");
      await expect(form.getByRole("textbox", { name: "City", exact: true })).toHaveValue("Raleigh");
      await expect(form.getByLabel("Country")).toHaveValue("United States");
    },
  );

  test(
    "the AI Vibe Coding request without payment shows its confirmation at an address without personal data",
    anyViewport,
    async ({ page }) => {
      const urls = visitedUrls(page);
      const email = emailFor("ada.vibe.bare");
      await page.goto("/ai-vibe-coding");
      await page.getByRole("radio", { name: "Yearly" }).check();
      await page
        .getByRole("button", { name: /^Choose Plan: / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/ai-vibe-coding\?billing=yearly&plan=\w+#request$/);
      // A bad submit first: the messages, and what was typed stays.
      const form = page.locator("#request");
      await form.getByLabel("Full name").fill("Ada Lovelace");
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(form.getByText("Please describe your project")).toBeVisible();
      await expect(form.getByText("Please select a timeline")).toBeVisible();
      await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
      await expect(form).toContainText(vibeCodingPage.pricing.billedYearly);
      await fillVibeRequest(page, email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      await expect(page.getByTestId("request-reference")).toHaveText(/^Request reference: #\d+$/);
      await expect(page).toHaveURL(/\/ai-vibe-coding\?request=\d+\.[\w-]+#request$/);
      expectNoPersonalData(urls, email, "Lovelace", "9195550100");
      await expectOneRecord("vibe_coding_confirmation", email);
    },
  );

  test(
    "Back and the same consultation sent again stores nothing twice",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.back.bare");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await page.waitForTimeout(3_100);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      const first = page.url();
      await page.goBack();
      // The browser shows the page it kept, with what was typed and the same form token.
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      expect(page.url()).toBe(first);
      await expectOneRecord("consultation", email);
    },
  );

  test(
    "Back, a typo fixed and sent again: told the first request arrived, the changes sent as well",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.typo.bare");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await page.waitForTimeout(3_100);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await page.goBack();
      const task = form.getByLabel("Describe the task or workflow you want automated");
      const tool = `Xero${Date.now()}`;
      const fixed = `Every invoice that arrives by email is typed into ${tool} by hand.`;
      await task.fill(fixed);
      await form.getByRole("button", { name: "Submit Request" }).click();
      const alert = form.getByRole("alert");
      await expect(alert).toContainText("Your earlier request was received");
      await expect(alert).toContainText("press the button again to send them as well");
      await expect(task).toHaveValue(fixed);
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      // The way forward works at once: the fill time still counts from the first showing.
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await expect.poll(() => outboxRecords("consultation", email).length).toBe(2);
      await expectOneRecord("consultation", tool);
    },
  );

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
    "the consultation form posted without its token, or with one we did not make, is refused with a clear message",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.tokenless");
      const fields = {
        fullName: "Ada Lovelace",
        email,
        preferredContact: "Email",
        taskDescription: "Every invoice that arrives by email is typed into QuickBooks by hand.",
      };
      for (const formToken of [undefined, "A".repeat(46)]) {
        const res = await page.request.post("/contact?form=consultation", {
          multipart: formToken ? { ...fields, formToken } : fields,
        });
        expect(res.status()).toBe(400);
        const html = await res.text();
        expect(html).toContain("This form is incomplete or out of date.");
        // What was typed comes back in the form, with a token of its own to send it again.
        expect(html).toContain(email);
        expect(html).toMatch(/name="formToken" value="[\w-]{46}"/);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(outboxRecords("consultation", email)).toHaveLength(0);
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

/** Scripts off for this page until `on()`: a visitor whose scripts had not run yet. */
async function scriptsOff(page: Page): Promise<{ on: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
  return {
    on: async () => {
      await cdp.send("Emulation.setScriptExecutionDisabled", { value: false });
    },
  };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

test.describe(
  "a form sent without scripts, then again with them, is stored once",
  anyViewport,
  () => {
    test("the consultation: Back, and sent again once the scripts run", async ({ page }) => {
      const email = emailFor("ada.back.js");
      const scripts = await scriptsOff(page);
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await page.waitForTimeout(3_100);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await scripts.on();
      await page.goBack();
      await hydrated(page);
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      const answer = page.waitForResponse("**/api/workflow-consultation");
      await form.getByRole("button", { name: "Submit Request" }).click();
      // The scripts send the form's token as the key: the request already stored answers.
      expect((await answer).status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await expectOneRecord("consultation", email);
    });

    test("the pricing order: Back, and sent again with the scripts, is the same order", async ({
      page,
    }) => {
      const email = emailFor("ada.order.js");
      const scripts = await scriptsOff(page);
      await page.goto("/pricing?plan=starter");
      const form = await fillOrder(page, "Business Starter", email);
      await form.getByRole("button", { name: "Continue to Payment" }).click();
      await expect(page).toHaveURL(checkoutAddress);
      const first = page.url();
      await scripts.on();
      await page.goBack();
      await hydrated(page);
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await form.getByRole("button", { name: "Continue to Payment" }).click();
      await page.waitForURL(checkoutAddress);
      expect(page.url()).toBe(first);
      await expectOneRecord("payment_payment_request", email);
    });

    test("the AI Vibe Coding request: Back, and sent again with the scripts", async ({ page }) => {
      const email = emailFor("ada.vibe.js");
      const scripts = await scriptsOff(page);
      await page.goto("/ai-vibe-coding?plan=smart_web_app&billing=monthly");
      const form = await fillVibeRequest(page, email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      const reference = await page.getByTestId("request-reference").textContent();
      await scripts.on();
      await page.goBack();
      await hydrated(page);
      await expect(form.getByLabel(/Email/)).toHaveValue(email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      await expect(page.getByTestId("request-reference")).toHaveText(reference ?? "");
      await expectOneRecord("vibe_coding_confirmation", email);
    });
  },
);

test(
  "a form that needs its scripts holds a submit made before them, and sends it once they run",
  anyViewport,
  async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    const urls = visitedUrls(page);
    await page.goto("/admin/login", { waitUntil: "commit" });
    await page.getByLabel("Username or email").fill("staff");
    await page.getByLabel("Password").fill("e2e staff password 1");
    await page.getByLabel("Password").press("Enter");
    // Not sent by the browser: no address with the password, no POST to a page without an action.
    await expect(page.getByRole("button", { name: "Sign in" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
    for (const url of urls) expect(url).not.toMatch(/password|e2e/i);
  },
);

test(
  "a page's form action sent a body that is not a form answers 415 with what to send",
  anyViewport,
  async ({ request }) => {
    for (const path of ["/pricing?plan=professional", "/ai-vibe-coding"]) {
      for (const [type, body] of [
        ["text/plain", "name=Ada"],
        ["application/json", '{"name":"Ada"}'],
      ]) {
        const res = await request.post(path, { headers: { "content-type": type }, data: body });
        expect(res.status(), `${path} ${type}`).toBe(415);
        expect(await res.text()).toContain("Send the form as application/x-www-form-urlencoded");
      }
    }
  },
);
