import { expect, test } from "./fixtures";
import {
  emailFor,
  outboxRecords,
  expectOneRecord,
  visitedUrls,
  expectNoPersonalData,
  fillConsultation,
  fillOrder,
  expectCardNeedsScripts,
  checkoutAddress,
} from "./no-scripts-forms";
import { anyViewport } from "./tags";
import { waitFillTime } from "./fill-time";

/**
 * The pricing order and the AI Vibe Coding request with scripts off: they post to their pages'
 * actions, reach the card step or a confirmation, and say what needs the scripts.
 */
test.describe("the plan orders with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

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
    "Back, a typo fixed and sent again: told the first request arrived, the changes sent as well",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.typo.bare");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await waitFillTime(form);
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
});
