import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

const order = {
  "Full name": "Ada Lovelace",
  Company: "Analytical Engines",
  Phone: "9195550100",
  Address: "1 Main Street",
  City: "Raleigh",
  State: "NC",
  "ZIP code": "27601",
};

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

async function orderPlan(page: Page, plan = "Business Pro") {
  await gotoHydrated(page, "/pricing");
  await page.getByRole("button", { name: `Get Started: ${plan}` }).click();
  const form = page.getByRole("region", { name: `Start your ${plan} order` });
  for (const [label, value] of Object.entries({ ...order, Email: buyerEmail("ada") })) {
    await form.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await expect(form.getByLabel("Country")).toHaveValue("United States");
  await form.getByRole("button", { name: "Continue to Payment" }).click();
  await page.waitForURL(/\/checkout\?client_secret=pi_\w+_secret_\w+&plan=/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("pricing order to checkout", () => {
  test("the order form's rules show the spec's messages", async ({ page }) => {
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

  test("order → checkout → 4242 pays and shows the reference", async ({ page }) => {
    await orderPlan(page);
    await expect(page.getByText("Welcome, Ada Lovelace!")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Pay for your Business Pro order" }),
    ).toBeVisible();
    await expect(page.getByText(/no real card is charged/)).toBeVisible();
    const card = await fillCard(page, "4242424242424242");
    await expect(card.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await card.getByRole("button", { name: "Pay $397.00" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("payment-reference")).toHaveText(/^pi_sbx\w+$/);
    await expect(page.getByText("Our premium team contacts you within 2 hours.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("0002 is declined: the error shows in red and there is no success", async ({ page }) => {
    await orderPlan(page, "Business Starter");
    const card = await fillCard(page, "4000 0000 0000 0002");
    await card.getByRole("button", { name: "Pay $197.00" }).click();
    await expect(card.getByRole("alert")).toHaveText("Your card was declined.");
    await expect(page.getByText("Payment Successful!")).toHaveCount(0);
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

  test("Cancel goes home", async ({ page }) => {
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

  test("with payNow: the trial starts with a card; a decline shows inline, 4242 succeeds", async ({
    page,
  }) => {
    const form = await fillRequest(page, "Smart Web Application");
    await page.getByRole("radio", { name: "Yearly" }).click();
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    const dialog = page.getByRole("dialog", { name: "Start your free trial" });
    await expect(dialog).toBeVisible();
    await expect(
      page.getByText("Processing payment - our team will contact you immediately.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog).toContainText(/Your free trial ends on \w+ \d+, \d{4}\./);
    await expect(dialog).toContainText(/first charged \$199 on/);
    let card = await fillCard(page, "4000000000000002");
    await card.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(card.getByRole("alert")).toHaveText("Your card was declined.");
    card = await fillCard(page, "4242424242424242");
    await card.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(
        "Your AI Vibe Coding subscription is now active. Our team will contact you within 1 hour.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: /Request your/ })).toHaveCount(0);
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

  test("the vibe coding payment step has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/ai-vibe-coding");
    await page.getByRole("button", { name: "Choose Plan: Commercial Website" }).click();
    const form = page.getByRole("region", { name: "Request your Commercial Website" });
    await form.getByLabel("Full name").fill("Grace Hopper");
    await form.getByLabel("Company").fill("Compilers Inc");
    await form.getByLabel("Email").fill(buyerEmail("grace"));
    await form.getByLabel("Phone").fill("9195550111");
    await form.getByLabel("Project description").fill("A website for our bakery with orders");
    await form.getByLabel("Timeline").selectOption("flexible");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("dialog", { name: "Start your free trial" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
