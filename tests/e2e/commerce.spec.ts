import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { anyViewport } from "./tags";

test.describe("pricing", () => {
  test("shows the banner, three plans with prices and savings, and Pro as most popular", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Limited Time: Save up to $400/month")).toBeVisible();

    const starter = page.getByRole("article", { name: "Business Starter" });
    await expect(starter).toContainText("$197/month");
    await expect(starter.locator("s")).toHaveText("Regular price $297");
    await expect(starter).toContainText("$100/month limited time");

    const pro = page.getByRole("article", { name: "Business Pro" });
    await expect(pro).toContainText("$397/month");
    await expect(pro.locator("s")).toHaveText("Regular price $597");
    await expect(pro).toContainText("$200/month limited time");
    await expect(pro.getByText("Most Popular")).toBeVisible();
    await expect(starter.getByText("Most Popular")).toHaveCount(0);

    const elite = page.getByRole("article", { name: "Business Elite" });
    await expect(elite).toContainText("Custom pricing");
    await elite.getByRole("link", { name: /Contact Sales/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a link with ?plan= arrives with that plan chosen", async ({ page }) => {
    await gotoHydrated(page, "/pricing?plan=professional");
    const pro = page.getByRole("article", { name: "Business Pro" });
    await expect(pro.getByRole("button", { name: /Selected/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("region", { name: "Start your Business Pro order" })).toBeVisible();
  });

  test("choosing a plan marks it Selected and opens the order area", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await expect(page.getByRole("heading", { name: /order/ })).toHaveCount(0);

    const starter = page.getByRole("article", { name: "Business Starter" });
    const pro = page.getByRole("article", { name: "Business Pro" });
    await pro.getByRole("button", { name: /Get Started/ }).click();
    const proButton = pro.getByRole("button", { name: /Selected/ });
    await expect(proButton).toHaveAttribute("aria-pressed", "true");
    const order = page.getByRole("region", { name: "Start your Business Pro order" });
    await expect(order).toBeInViewport();
    await expect(order).toContainText("$397/month");
    // The saving stands beside the regular price it is taken from, never alone as a price.
    await expect(order.locator("s")).toHaveText(/\$597/);
    await expect(order.getByRole("textbox", { name: "Country" })).toHaveValue("United States");
    await expect(order.getByRole("button", { name: "Continue to Payment" })).toBeVisible();

    await starter.getByRole("button", { name: /Get Started/ }).click();
    await expect(starter.getByRole("button", { name: /Selected/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(pro.getByRole("button", { name: /Get Started/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(
      page.getByRole("region", { name: "Start your Business Starter order" }),
    ).toBeVisible();
  });
});

test.describe("AI Vibe Coding", () => {
  test("the server-rendered page shows monthly prices", anyViewport, async ({ request }) => {
    const html = await (await request.get("/ai-vibe-coding")).text();
    for (const price of ["$199", "$219", "$289"]) expect(html).toContain(price);
    // Yearly prices appear only as the option under each monthly price (the assistant cites it).
    expect(html.match(/\$259/g)).toHaveLength(1);
    expect(html).toContain("or $259/month with a 12-month plan (save $360/year)");
    expect(html).toContain("Save up to $240/year");
  });

  test("the billing toggle switches between monthly and yearly prices", async ({ page }) => {
    await gotoHydrated(page, "/ai-vibe-coding");
    const cards = {
      website: page.getByRole("article", { name: "Commercial Website" }),
      webApp: page.getByRole("article", { name: "Smart Web Application" }),
      mobile: page.getByRole("article", { name: "Mobile App Development" }),
    };
    await expect(page.getByText("Save up to $240/year")).toBeVisible();
    await expect(cards.website.getByText("Most Popular")).toBeVisible();
    await expect(
      page.getByText("14-day free trial, then your card is charged monthly.").first(),
    ).toBeVisible();

    const monthly = page.getByRole("radio", { name: "Monthly" });
    const yearly = page.getByRole("radio", { name: "Yearly" });
    await expect(monthly).toBeChecked();
    await expect(cards.website).toContainText("$199/month");
    await expect(cards.webApp).toContainText("$219/month");
    await expect(cards.mobile).toContainText("$289/month");

    await yearly.click();
    await expect(yearly).toBeChecked();
    await expect(cards.website).toContainText("$179/month");
    await expect(cards.website).toContainText("Save $240/year");
    await expect(cards.webApp).toContainText("$199/month");
    await expect(cards.webApp).toContainText("Save $240/year");
    await expect(cards.mobile).toContainText("$259/month");
    await expect(cards.mobile).toContainText("Save $360/year");

    // Keyboard: arrow keys move within the radio pair.
    await yearly.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(monthly).toBeChecked();
    await expect(cards.website).toContainText("$199/month");
    await expect(cards.mobile).toContainText("$289/month");
    await expect(cards.mobile).not.toContainText("Save $360/year");
  });

  test("choosing a plan shows Selected and the request area; the closing button goes to contact", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ai-vibe-coding");
    const webApp = page.getByRole("article", { name: "Smart Web Application" });
    await webApp.getByRole("button", { name: /Choose Plan/ }).click();
    await expect(webApp.getByRole("button", { name: /Selected/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const request = page.getByRole("region", { name: "Request your Smart Web Application" });
    await expect(request).toBeInViewport();
    await expect(request).toContainText("$219/month");

    await page.getByRole("link", { name: "Schedule Consultation" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("contact", () => {
  test("shows the business's contact details and the consultation form", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(
      page.getByRole("main").getByRole("link", { name: "+1 (919) 555-0142", exact: true }),
    ).toHaveAttribute("href", "tel:+19195550142");
    await expect(
      page.getByRole("main").getByRole("link", { name: "sales@relaywise.example", exact: true }),
    ).toHaveAttribute("href", "mailto:sales@relaywise.example");
    await expect(page.getByText("Mon-Fri 9AM-6PM EST").first()).toBeVisible();
    await expect(page.getByText("Raleigh, NC").first()).toBeVisible();
    const form = page.getByRole("region", { name: "Request a Workflow Consultation" });
    await expect(form).toContainText("A specialist replies within 24 hours.");
    await expect(form.getByRole("button", { name: "Submit Request" })).toBeVisible();
  });

  test("the hero button scrolls to the consultation section", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = page.locator("#contact-form");
    const link = page.getByRole("link", { name: "Request Free Consultation" });
    await expect(link).toHaveAttribute("href", "#contact-form");
    await link.click();
    await expect(
      form.getByRole("heading", { name: "Request a Workflow Consultation" }),
    ).toBeInViewport();
  });
});

test.describe("contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hero button is a plain anchor link to the form", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: "Request Free Consultation" }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(
      page.getByRole("heading", { name: "Request a Workflow Consultation" }),
    ).toBeInViewport();
  });
});

test.describe("workflows", () => {
  test("'Set This Up For Me' opens the consultation dialog, which closes on 'I'll decide later'", async ({
    page,
  }) => {
    await gotoHydrated(page, "/workflows");
    await expect(page.getByRole("link", { name: /Set This Up For Me/ })).toHaveCount(6);
    const trigger = page
      .getByRole("article", { name: "Invoice Processing" })
      .getByRole("link", { name: /Set This Up For Me/ });
    await trigger.click();

    const dialog = page.getByRole("dialog", { name: "Tell Us What Flow You Need" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("You picked: Invoice Processing");
    await expect(dialog).toContainText("within 24 hours");
    await expect(dialog.getByRole("link", { name: /Describe My Workflow/ })).toHaveAttribute(
      "href",
      "/contact#contact-form",
    );
    // A call is booked in the chat: the link lands on /contact's "book a call" section.
    await expect(dialog.getByRole("link", { name: /Schedule a Call/ })).toHaveAttribute(
      "href",
      "/contact#book-a-call",
    );

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await dialog.getByRole("button", { name: "I'll decide later" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the hero button opens the same dialog and its link leads to the form", async ({ page }) => {
    await gotoHydrated(page, "/workflows");
    await page.getByRole("link", { name: "Set Up My First Automation" }).click();
    const dialog = page.getByRole("dialog", { name: "Tell Us What Flow You Need" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/You picked/)).toHaveCount(0);
    await dialog.getByRole("link", { name: /Describe My Workflow/ }).click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Your Automations" })).toHaveCount(0);
    // "Tell Us What You Need" below the workspace opens it too (a link only without scripts).
    await gotoHydrated(page, "/workflows");
    await page.getByRole("link", { name: "Tell Us What You Need" }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/workflows$/);
  });
});

test.describe("checkout", () => {
  test("welcomes the visitor by name and email", anyViewport, async ({ page }) => {
    await gotoHydrated(page, "/checkout?name=Ada&email=ada@example.com");
    await expect(
      page.getByText("Welcome, Ada! We'll send your confirmation to ada@example.com."),
    ).toBeVisible();
  });

  test(
    "shows no welcome line without a name, and greets only what reads as a name",
    anyViewport,
    async ({ page }) => {
      await gotoHydrated(page, "/checkout");
      await expect(page.getByText(/Welcome,/)).toHaveCount(0);
      // Anyone can write a link: markup or a message in the name is not printed as a greeting
      // (it only prefills the editable name field once a package is chosen).
      const message = "Your account is locked. Call +1 555 0100";
      await gotoHydrated(page, `/checkout?${new URLSearchParams({ name: message })}`);
      await expect(page.getByText(/Welcome,/)).toHaveCount(0);
      await gotoHydrated(page, "/checkout?name=%3Cb%3EAda%3C%2Fb%3E");
      await expect(page.getByText(/Welcome,/)).toHaveCount(0);
      await gotoHydrated(page, "/checkout?name=Ada%E2%80%AEecalevoL&email=not-an-address");
      await expect(page.getByText("Welcome, AdaecalevoL!", { exact: true })).toBeVisible();
    },
  );

  test("the session in the path wins over the query", anyViewport, async ({ page }) => {
    await gotoHydrated(page, "/checkout/abc?sessionId=zzz");
    await expect(page.getByText("Your chat reference: abc")).toBeVisible();
    await expect(page.getByText("zzz")).toHaveCount(0);
    await gotoHydrated(page, "/checkout?sessionId=zzz");
    await expect(page.getByText("Your chat reference: zzz")).toBeVisible();
  });

  test("'Continue with Free Service Instead' goes home", async ({ page }) => {
    await gotoHydrated(page, "/checkout");
    await page.getByRole("link", { name: "Continue with Free Service Instead" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("is kept out of search results", anyViewport, async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex,nofollow",
    );
  });
});

test.describe("accessibility", () => {
  // Colour transitions are checked at rest, not halfway through.
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  for (const path of [
    "/pricing",
    "/ai-vibe-coding",
    "/contact",
    "/workflows",
    "/checkout?name=Ada",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("pages with a chosen plan have no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page.getByRole("button", { name: /Get Started: Business Pro/ }).click();
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, "/ai-vibe-coding");
    await page.getByRole("radio", { name: "Yearly" }).click();
    await page.getByRole("button", { name: /Choose Plan: Commercial Website/ }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the workflows dialog has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/workflows");
    await page
      .getByRole("link", { name: /Set This Up For Me/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Tell Us What Flow You Need" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
