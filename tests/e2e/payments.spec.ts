import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";
import { anyViewport } from "./tags";
import { validOrderForm } from "../helpers/forms";
import { holdScripts } from "./hold-scripts";

/**
 * A buyer's address for this browser project: the same order paid twice within minutes is
 * refused as a double payment, and the desktop and phone runs (and retries) share one server.
 */
const buyerEmail = (local: string) =>
  `${local}.${test.info().project.name}.${test.info().retry}@example.com`;

async function fillCard(page: Page, number: string, expiry = "12/34", cvc = "123") {
  const card = page.getByRole("form", { name: "Card details" });
  await card.getByLabel("Card number").fill(number);
  await card.getByLabel("Expiry (MM/YY)").fill(expiry);
  await card.getByLabel("CVC").fill(cvc);
  return card;
}

/** The server's outbox files of `kind` addressed to `address` (the run's DATA_DIR). */
function outboxMails(kind: string, address: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.includes(`-${kind}-`) && f.endsWith(".eml"))
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8").replace(/=\r?\n/g, ""))
    .filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "mi").test(mail));
}

/** Every address the page's main frame visits, to prove no step carries the buyer's details. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

function expectNoPersonalData(urls: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toMatch(/name=|email=|lovelace|grace|hopper|%40|@/i);
  }
}

async function orderPlan(
  page: Page,
  plan = "Business Pro",
  local = "ada",
  { expectCheckout = true } = {},
) {
  await gotoHydrated(page, "/pricing");
  await page.getByRole("button", { name: `Get Started: ${plan}` }).click();
  const form = page.getByRole("region", { name: `Start your ${plan} order` });
  for (const [label, value] of Object.entries({ ...validOrderForm, Email: buyerEmail(local) })) {
    await form.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await expect(form.getByLabel("Country")).toHaveValue("United States");
  await form.getByRole("button", { name: "Continue to Payment" }).click();
  if (!expectCheckout) return;
  await page.waitForURL(/\/checkout\?client_secret=pi_\w+_secret_\w+&plan=\w+$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("pricing order to checkout", () => {
  test("the order form's rules show the fixed messages", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page.getByRole("button", { name: "Get Started: Business Starter" }).click();
    const form = page.getByRole("region", { name: "Start your Business Starter order" });
    await form.getByRole("textbox", { name: "Full name", exact: true }).fill("A");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Please enter a valid email")).toBeVisible();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByText("ZIP code is required")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Full name", exact: true })).toBeFocused();
  });

  test("order → checkout: the summary says what is bought; 4242 pays; a reload shows the same success", async ({
    page,
  }) => {
    const urls = visitedUrls(page);
    await orderPlan(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your order");
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("Business Pro");
    await expect(summary).toContainText("$397.00 / month");
    await expect(summary).toContainText("Renews monthly. Cancel any time with 30 days' notice.");
    await expect(summary.getByTestId("summary-Charged today")).toHaveText("$397.00");
    // The next monthly charge is named: a month from today, on the same day of the month.
    const nextCharge = summary.getByTestId("summary-Next charge");
    await expect(nextCharge).toHaveText(/^\$397\.00 on [A-Z][a-z]+ \d{1,2}, \d{4}, then monthly$/);
    const nextDate = (await nextCharge.textContent())!.replace(
      /^\$397\.00 on |, then monthly$/g,
      "",
    );
    const today = new Date();
    expect(new Date(`${nextDate} UTC`).getUTCMonth()).toBe((today.getUTCMonth() + 1) % 12);
    // Name and email come from the stored order, not from the address.
    await expect(summary.getByTestId("summary-Billed to")).toHaveText(
      `Ada Lovelace, ${buyerEmail("ada")}`,
    );
    // No premium upsell and no free-service way out on a plan order.
    await expect(page.getByText(/Skip the queue|Premium packages|Free Service/)).toHaveCount(0);
    await expect(page.getByText(/no real card is charged/)).toBeVisible();
    const card = await fillCard(page, "4242424242424242");
    // Asked once: the order form's ZIP, state and country are not asked again.
    await expect(card.getByLabel(/ZIP|State|Country/)).toHaveCount(0);
    await expect(card.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await card.getByRole("button", { name: "Pay $397.00" }).click();
    const success = page.getByRole("heading", { name: "Payment Successful!" });
    await expect(success).toBeFocused();
    const reference = await page.getByTestId("payment-reference").textContent();
    expect(reference).toMatch(/^pi_sbx\w+$/);
    // A plan's next step is its setup, not the premium package's call.
    await expect(
      page.getByText("Our team sets up your automations within 24 hours."),
    ).toBeVisible();
    await expect(page.getByText(/premium team/)).toHaveCount(0);
    await expect(page.getByText("A receipt goes to your email address.")).toBeVisible();
    await expect(page.getByText(`Your next charge is $397.00 on ${nextDate}.`)).toBeVisible();
    // The promise holds in the sandbox too: the receipt is in the outbox, to the buyer.
    await expect
      .poll(() => outboxMails("payment_receipt", buyerEmail("ada")).length, { timeout: 15_000 })
      .toBe(1);
    expect(outboxMails("payment_receipt", buyerEmail("ada"))[0]).toContain(
      `Payment reference: ${reference}`,
    );

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(success).toBeVisible();
    await expect(page.getByTestId("payment-reference")).toHaveText(reference!);
    await expect(page.getByRole("form", { name: "Card details" })).toHaveCount(0);
    await expect(page.getByText(/Pay the first month|Free Service/)).toHaveCount(0);
    expectNoPersonalData(urls);

    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    "an old checkout link carries only what its page shows, and once paid not even who paid",
    anyViewport,
    async ({ page }) => {
      await orderPlan(page, "Business Starter", "ada.link");
      const email = buyerEmail("ada.link");
      // The document and the data a client-side navigation would load, for the same address.
      const sent = async () => {
        const url = new URL(page.url());
        const data = new URL(url);
        data.pathname = "/checkout.data";
        return [
          await (await page.request.get(url.toString())).text(),
          await (await page.request.get(data.toString())).text(),
        ].join("\n");
      };
      const summary = page.getByRole("region", { name: "Order summary" });
      await expect(summary.getByTestId("summary-Billed to")).toHaveText(`Ada Lovelace, ${email}`);
      const found = (text: string, values: string[]) => values.filter((v) => text.includes(v));
      const unpaid = await sent();
      expect(found(unpaid, [email])).toEqual([email]);
      expect(
        found(unpaid, [validOrderForm.Phone, validOrderForm.Address, validOrderForm.Company]),
      ).toEqual([]);

      const card = await fillCard(page, "4242424242424242");
      await card.getByRole("button", { name: "Pay $197.00" }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      // Later, from the browser's history: the outcome, without the buyer.
      await page.reload();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expect(summary).toContainText("Business Starter");
      await expect(summary.getByTestId("summary-Billed to")).toHaveCount(0);
      const paid = await sent();
      expect(
        found(paid, [
          email,
          "Lovelace",
          validOrderForm.Phone,
          validOrderForm.Address,
          validOrderForm.Company,
        ]),
      ).toEqual([]);
    },
  );

  test(
    "0002 is declined: the error shows in red; after a reload the retry with 4242 pays",
    anyViewport,
    async ({ page }) => {
      await orderPlan(page, "Business Starter", "ada.decline");
      let card = await fillCard(page, "4000 0000 0000 0002");
      await card.getByRole("button", { name: "Pay $197.00" }).click();
      await expect(card.getByRole("alert")).toHaveText("Your card was declined.");
      await expect(page.getByText("Payment Successful!")).toHaveCount(0);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(
        page.getByText("Your last card attempt did not go through: Your card was declined."),
      ).toBeVisible();
      card = await fillCard(page, "4242424242424242");
      await card.getByRole("button", { name: "Pay $197.00" }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    },
  );

  test("keyboard only: from the summary through the card form to the success view", async ({
    page,
  }) => {
    await orderPlan(page, "Business Starter", "ada.keys");
    const number = page.getByLabel("Card number");
    for (
      let i = 0;
      i < 30 && !(await number.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(number).toBeFocused();
    await page.keyboard.type("4242424242424242");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1234");
    await page.keyboard.press("Tab");
    await page.keyboard.type("123");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pay $197.00" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeFocused();
  });

  test("Cancel says the order is kept and nothing charged; resume pays it, back returns to pricing", async ({
    page,
  }) => {
    await orderPlan(page, "Business Starter", "ada.cancel");
    const checkoutUrl = page.url();
    await page.getByRole("button", { name: "Cancel" }).click();
    const cancelled = page.getByRole("heading", { name: "Card step cancelled" });
    await expect(cancelled).toBeFocused();
    await expect(
      page.getByText(
        "Your order for Business Starter is saved and nothing was charged. Resume now, or come back to this page later to pay.",
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Back to pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    // The kept order is the same page again, and resuming pays that order.
    await page.goto(checkoutUrl);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Resume the card step" }).click();
    const card = await fillCard(page, "4242424242424242");
    await card.getByRole("button", { name: "Pay $197.00" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  });

  test(
    "the same plan ordered again by the same buyer (another case) is refused, not charged twice",
    anyViewport,
    async ({ page, consoleErrors }) => {
      await orderPlan(page, "Business Starter", "ada.twice");
      const card = await fillCard(page, "4242424242424242");
      await card.getByRole("button", { name: "Pay $197.00" }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await orderPlan(page, "Business Starter", "ADA.TWICE", { expectCheckout: false });
      await expect(page.getByText("Already paid", { exact: true })).toBeVisible();
      await expect(page.getByText(/This order has already been paid/).first()).toBeVisible();
      await expect(page).toHaveURL(/\/pricing/);
      // The browser logs the refused request (409) itself; that one is expected.
      const refused = consoleErrors.filter((e) => /status of 409/.test(e));
      expect(refused).toHaveLength(1);
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((e) => !refused.includes(e)),
      );
    },
  );

  test("Back from /checkout shows the order form as it was left", anyViewport, async ({ page }) => {
    await orderPlan(page, "Business Starter", "ada.back.order");
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing/);
    const form = page.getByRole("region", { name: "Start your Business Starter order" });
    for (const [label, value] of Object.entries({
      ...validOrderForm,
      Email: buyerEmail("ada.back.order"),
    })) {
      await expect(form.getByRole("textbox", { name: label, exact: true })).toHaveValue(value);
    }
  });

  test(
    "a card typed before the scripts arrived is kept and taken, however its expiry was typed",
    anyViewport,
    async ({ page }) => {
      await orderPlan(page, "Business Starter", "ada.early.card");
      const address = page.url();
      // The same order again, cold, with its scripts held back while the card is typed.
      const scripts = await holdScripts(page);
      await page.goto(address, { waitUntil: "domcontentloaded" });
      // Nothing formats the expiry yet: the visitor types the digits, as on a card.
      const card = await fillCard(page, "4242424242424242", "1234");
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await scripts.arrive();
      await expect(card.getByLabel("Expiry (MM/YY)")).toHaveValue(/^12\/?34$/);
      await card.getByRole("button", { name: "Pay $197.00" }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    },
  );

  test(
    "a made-up, empty or unknown checkout link says it is not valid and shows nobody's details",
    anyViewport,
    async ({ page }) => {
      for (const query of [
        "client_secret=pi_sbxnope_secret_nope&plan=professional",
        "client_secret=pi_sbxnope_secret_nope",
        "client_secret=",
        "client_secret=%20",
        "payment_intent_client_secret=pi_sbxnope_secret_nope&redirect_status=succeeded",
      ]) {
        await gotoHydrated(page, `/checkout?${query}`);
        await expect(page.getByRole("heading", { level: 1 }), query).toHaveText(
          "This checkout link is not valid",
        );
        await expect(page.getByRole("link", { name: "See plans and pricing" })).toHaveAttribute(
          "href",
          "/pricing",
        );
        await expect(page.getByRole("form", { name: "Card details" })).toHaveCount(0);
        await expect(page.getByRole("region", { name: "Choose your package" })).toHaveCount(0);
      }
    },
  );

  test("on a phone the chat button leaves the card form and the pay button free", async ({
    page,
  }) => {
    // An ordinary long address must wrap, not widen the page.
    await orderPlan(page, "Business Pro", "christopher.montgomery.northwesternlogistics");
    const pay = page.getByRole("button", { name: "Pay $397.00" });
    const chat = page.getByRole("button", { name: "Open chat" });
    if (isPhone(page)) {
      await expect(chat).toBeHidden();
    } else {
      await pay.scrollIntoViewIfNeeded();
      const a = (await pay.boundingBox())!;
      const b = (await chat.boundingBox())!;
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
});

test.describe("checkout packages", () => {
  test("pick a package, a bad card is refused, 3155 confirms, then success", async ({ page }) => {
    await gotoHydrated(page, `/checkout?name=Grace&email=${buyerEmail("grace")}`);
    const launch = page.getByRole("article", { name: "Priority Launch" });
    await expect(launch).toContainText("$299.00");
    await launch.getByRole("button", { name: /Choose Package/ }).click();
    await expect(launch.getByRole("button", { name: /Selected/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    let card = await fillCard(page, "4242 4242 4242 4241");
    await card.getByRole("button", { name: "Pay $299.00" }).click();
    await expect(card.getByText("Your card number is invalid.")).toBeVisible();
    card = await fillCard(page, "4242424242424242", "01/20");
    await card.getByRole("button", { name: "Pay $299.00" }).click();
    await expect(card.getByText("Your card's expiration year is in the past.")).toBeVisible();
    card = await fillCard(page, "4000002500003155");
    await card.getByRole("button", { name: "Pay $299.00" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm this payment" });
    await confirm.getByRole("button", { name: "Complete Authentication" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  });

  test("a package asks who is buying: refused without a name and email, then paid with them", async ({
    page,
  }) => {
    await gotoHydrated(page, "/checkout");
    await page.getByRole("button", { name: /Choose Package: Priority Start/ }).click();
    let card = await fillCard(page, "4242424242424242");
    await card.getByRole("button", { name: "Pay $149.00" }).click();
    await expect(page.getByText("Please enter your name", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Email for your receipt")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Your name").fill("Mary Jackson");
    await page.getByLabel("Email for your receipt").fill(buyerEmail("mary"));
    card = await fillCard(page, "4242424242424242");
    await card.getByRole("button", { name: "Pay $149.00" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    // What happens next is Priority Start's own: a scoping call and a plan, no launch date (that
    // is Priority Launch's promise).
    const success = page.getByRole("region", { name: "Payment Successful!" });
    await expect(success).toContainText("written automation plan");
    await expect(success).not.toContainText("goes live");
    await expect(success).not.toContainText("24 hours");
  });

  test("Cancel from an outside link goes home", async ({ page }) => {
    await gotoHydrated(page, "/checkout");
    await page.getByRole("button", { name: /Choose Package: Priority Start/ }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("keyboard only: choose a package and pay through the card form", async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== "chromium");
    await gotoHydrated(page, `/checkout?name=Kay&email=${buyerEmail("kay")}`);
    const choose = page.getByRole("button", { name: /Choose Package: Priority Start/ });
    await choose.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    // Tab order leads from the packages into the card form.
    const number = page.getByLabel("Card number");
    for (let i = 0; i < 6 && !(await number.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(number).toBeFocused();
    await page.keyboard.type("4242424242424242");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1234");
    await page.keyboard.press("Tab");
    await page.keyboard.type("123");
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("12/34");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeFocused();
    // Paid: the address is the order's and no longer the outside link's name and email.
    await expect(page).toHaveURL(/\/checkout\?client_secret=pi_\w+_secret_\w+$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Order summary" })).toContainText(
      "Priority Start",
    );
  });
});

test.describe("AI Vibe Coding", () => {
  async function fillRequest(page: Page, plan = "Commercial Website") {
    await gotoHydrated(page, "/ai-vibe-coding");
    await page.getByRole("button", { name: `Choose Plan: ${plan}` }).click();
    const form = page.getByRole("region", { name: `Request your ${plan}` });
    await form.getByLabel("Full name").fill("Grace Hopper");
    await form.getByLabel("Company").fill("Compilers Inc");
    await form.getByLabel("Email").fill(buyerEmail("grace"));
    await form.getByLabel("Phone").fill("9195550111");
    await form.getByLabel("Project description").fill("A website for our bakery with orders");
    await form.getByLabel("Timeline").selectOption("1-2 months");
    return form;
  }

  test("without payNow the request is sent, the form resets and the plan is deselected", async ({
    page,
  }) => {
    const form = await fillRequest(page);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Request Submitted Successfully!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Our team will contact you within 1 hour.", { exact: true }),
    ).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: "Choose Plan: Commercial Website" }),
    ).toHaveAttribute("aria-pressed", "false");
  });

  test("payNow with missing contact details says 'Missing Information'", async ({ page }) => {
    await gotoHydrated(page, "/ai-vibe-coding");
    await page.getByRole("button", { name: "Choose Plan: Mobile App Development" }).click();
    const form = page.getByRole("region", { name: "Request your Mobile App Development" });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(
      page.getByText("Please fill in all required fields before proceeding to payment.", {
        exact: true,
      }),
    ).toBeVisible();
  });

  test("with payNow (yearly): the card step states the trial and first charge; cancel keeps the request, resume pays, a reload keeps the result", async ({
    page,
  }) => {
    const urls = visitedUrls(page);
    const created: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/payment\/(create-intent|vibe-request)$/.test(r.url()))
        created.push(r.url());
    });
    const form = await fillRequest(page, "Smart Web Application");
    await page.getByRole("radio", { name: "Yearly" }).click();
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await page.waitForURL(/\/checkout\?client_secret=seti_\w+_secret_\w+&plan=smart_web_app$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(
      page.getByText("Processing payment - our team will contact you immediately.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start your free trial");
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("Smart Web Application");
    await expect(summary).toContainText("$199.00 / month, on a 12-month plan, charged monthly");
    await expect(summary).toContainText("Cancel before your free trial ends on");
    await expect(summary).toContainText("After that, a 12-month commitment, charged monthly");
    await expect(summary.getByTestId("summary-Free trial")).toHaveText(
      /^14 days, ends on \w+ \d+, \d{4}$/,
    );
    await expect(summary.getByTestId("summary-First charge")).toHaveText(
      /^\$199\.00 on \w+ \d+, \d{4}, then monthly$/,
    );
    await expect(summary.getByTestId("summary-Charged today")).toHaveText("$0.00");
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.setViewportSize(viewport);

    let card = await fillCard(page, "4000000000000002");
    await card.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(card.getByRole("alert")).toHaveText("Your card was declined.");

    await card.getByRole("button", { name: "Cancel" }).click();
    const cancelled = page.getByRole("heading", { name: "Card step cancelled" });
    await expect(cancelled).toBeFocused();
    await expect(page.getByText(/Your request for Smart Web Application is saved/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Request" })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.setViewportSize(viewport);
    await page.getByRole("button", { name: "Resume the card step" }).click();
    card = await fillCard(page, "4242424242424242");
    await card.getByRole("button", { name: "Start Free Trial" }).click();
    const started = page.getByRole("heading", { name: "Your free trial has started" });
    await expect(started).toBeFocused();
    await expect(
      page.getByText(
        "Your AI Vibe Coding subscription is now active. Our team will contact you within 1 hour.",
        { exact: true },
      ),
    ).toBeVisible();
    const reference = await page.getByTestId("payment-reference").textContent();
    expect(reference).toMatch(/^seti_sbx\w+$/);

    await page.reload();
    await expect(started).toBeVisible();
    await expect(page.getByTestId("payment-reference")).toHaveText(reference!);
    await expect(page.getByRole("form", { name: "Card details" })).toHaveCount(0);
    // One stored request all along: the cancel and the resume sent nothing new.
    expect(created).toHaveLength(1);
    expectNoPersonalData(urls);
  });

  test("without payNow the confirmation stays on the page with the request's reference", async ({
    page,
  }) => {
    const form = await fillRequest(page, "Mobile App Development");
    await form.getByRole("button", { name: "Submit Request" }).click();
    const confirmation = page.getByRole("region", { name: "Request received" });
    await expect(confirmation.getByRole("heading", { name: "Request received" })).toBeFocused();
    await expect(confirmation).toContainText(
      "Your request for Mobile App Development is saved and nothing has been charged. Our team will contact you within 1 hour.",
    );
    await expect(confirmation.getByTestId("request-reference")).toHaveText(
      /^Request reference: #\d+$/,
    );
  });
});

test.describe("accessibility with the card form open", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("checkout with the card form has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/checkout?name=Ada");
    await page.getByRole("button", { name: /Choose Package: Priority Growth/ }).click();
    await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the plan order's summary, card step and success have no axe violations", async ({
    page,
  }) => {
    await orderPlan(page, "Business Pro", "ada.axe");
    expect(await axeViolations(page)).toEqual([]);
    const card = await fillCard(page, "4242424242424242");
    await card.getByRole("button", { name: "Pay $397.00" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the vibe coding card step, its cancel, trial start and confirmation have no axe violations", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ai-vibe-coding");
    await page.getByRole("button", { name: "Choose Plan: Commercial Website" }).click();
    const form = page.getByRole("region", { name: "Request your Commercial Website" });
    await form.getByLabel("Full name").fill("Grace Hopper");
    await form.getByLabel("Company").fill("Compilers Inc");
    await form.getByLabel("Email").fill(buyerEmail("grace.axe"));
    await form.getByLabel("Phone").fill("9195550111");
    await form.getByLabel("Project description").fill("A website for our bakery with orders");
    await form.getByLabel("Timeline").selectOption("flexible");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("region", { name: "Order summary" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Card step cancelled" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Resume the card step" }).click();
    const card = await fillCard(page, "4242424242424242");
    await card.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page.getByRole("heading", { name: "Your free trial has started" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the request confirmation has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/ai-vibe-coding");
    await page.getByRole("button", { name: "Choose Plan: Commercial Website" }).click();
    const form = page.getByRole("region", { name: "Request your Commercial Website" });
    await form.getByLabel("Full name").fill("Grace Hopper");
    await form.getByLabel("Company").fill("Compilers Inc");
    await form.getByLabel("Email").fill(buyerEmail("grace.confirm"));
    await form.getByLabel("Phone").fill("9195550111");
    await form.getByLabel("Project description").fill("A website for our bakery with orders");
    await form.getByLabel("Timeline").selectOption("flexible");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("region", { name: "Request received" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
