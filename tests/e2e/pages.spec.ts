import { axeViolations, expect, gotoHydrated, test } from "./fixtures";

test.describe("features page", () => {
  test("shows the four feature blocks and sends each 'Learn More' to its page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/features");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const title of [
      "AI-Powered Chatbots",
      "Intelligent File Management",
      "Workflow Automation",
      "Real-time Notifications",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    const targets = {
      "AI-Powered Chatbots": "/chatbots",
      "Intelligent File Management": "/contact",
      "Workflow Automation": "/workflows",
      "Real-time Notifications": "/contact",
    };
    for (const [title, href] of Object.entries(targets)) {
      await expect(
        page.getByRole("link", { name: `Learn More about ${title}`, exact: true }),
      ).toHaveAttribute("href", href);
    }
    await expect(page.getByText("256-bit encryption and SOC 2")).toBeVisible();
    await expect(page.getByText("99.9% uptime on infrastructure")).toBeVisible();
    await expect(page.getByText("100+ integrations with")).toBeVisible();

    await page.getByRole("link", { name: "Learn More about AI-Powered Chatbots" }).click();
    await expect(page).toHaveURL(/\/chatbots$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("offers a free consultation and a demo, both on the contact page", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const consultation = page.getByRole("link", { name: "Free Consultation" });
    await expect(consultation).toHaveCount(2);
    for (const link of await consultation.all()) {
      await expect(link).toHaveAttribute("href", "/contact");
    }
    await expect(page.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute(
      "href",
      "/contact#book-a-call",
    );
    await page.getByRole("link", { name: "Schedule Demo" }).click();
    await expect(page).toHaveURL(/\/contact#book-a-call$/);
  });
});

test.describe("live chat demo page", () => {
  test("shows the sample conversation, features and use cases", async ({ page }) => {
    await gotoHydrated(page, "/chat");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("What does it cost to get started?")).toBeVisible();
    await expect(page.getByText(/Business Starter is \$197\/month/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(8 + 4);
  });

  for (const name of [
    "Start Chatting Now",
    "Try It Yourself",
    "Continue This Conversation",
    "Try Live Demo",
  ]) {
    test(`'${name}' opens the chat`, async ({ page }) => {
      await gotoHydrated(page, "/chat");
      await page.getByRole("button", { name, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close chat" }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test("'Get Started Free' goes to pricing", async ({ page }) => {
    await gotoHydrated(page, "/chat");
    await page.getByRole("link", { name: "Get Started Free" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe("chatbots page", () => {
  test("shows designs, models, integrations and prices", async ({ page }) => {
    await gotoHydrated(page, "/chatbots");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const design of [
      "Minimalist Pro",
      "Corporate Elite",
      "E-commerce Helper",
      "Support Hero",
    ]) {
      await expect(page.getByRole("heading", { name: design })).toBeVisible();
    }
    for (const price of ["$0.03", "$0.015", "$0.0025", "Custom pricing"]) {
      await expect(page.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Setup time: 15 minutes")).toHaveCount(2);
    await expect(page.getByText("Setup time: 30 minutes")).toHaveCount(2);
    const pricing = page.getByRole("region", { name: "Simple plans that grow with you" });
    for (const price of ["$49", "$149", "$499", "$2,999"]) {
      await expect(pricing.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(pricing.getByText("Up to 1,000 conversations")).toBeVisible();
    await expect(pricing.getByText("Up to 10,000 conversations")).toBeVisible();
    await expect(pricing.getByText("one-time")).toBeVisible();
  });

  test("'Get Quote for Custom Development' goes to contact", async ({ page }) => {
    await gotoHydrated(page, "/chatbots");
    await page.getByRole("link", { name: "Get Quote for Custom Development" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("'Start Free Trial' opens a dialog to request the chatbot", async ({ page }) => {
    await gotoHydrated(page, "/chatbots");
    await expect(page.getByRole("button", { name: /^Start Free Trial/ })).toHaveCount(3);
    await page.getByRole("button", { name: "Start Free Trial for the Professional plan" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

const legalPages = [
  {
    path: "/terms",
    title: "Terms of Service",
    figures: ["99.9%", "30 days", "6 months", "North Carolina"],
  },
  {
    path: "/refund-policy",
    title: "Refund Policy",
    figures: ["7-day", "3-5 business days", "1-2 business days", "5-10 days"],
  },
  {
    path: "/development-policy",
    title: "Development Policy",
    figures: ["24-48 hours after payment", "under 3 seconds for 95% of requests", "Days 7-10"],
  },
  { path: "/privacy", title: "Privacy Policy", figures: ["24 months", "30 days"] },
  { path: "/cookies", title: "Cookie Policy", figures: ["relaywise.chat.sessionId", "rw_visitor"] },
];

test.describe("legal pages", () => {
  for (const legal of legalPages) {
    test(`${legal.path} is a dated document with its figures`, async ({ page }) => {
      await gotoHydrated(page, legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      await expect(page.getByText("Last updated December 19, 2024")).toBeVisible();
      const main = page.getByRole("main");
      for (const figure of legal.figures) {
        await expect(main.getByText(figure).first()).toBeVisible();
      }
    });
  }

  test("support targets are a table with row and column headers", async ({ page }) => {
    await gotoHydrated(page, "/development-policy");
    const table = page.getByRole("table", { name: "Support response targets by priority" });
    await expect(table.getByRole("columnheader", { name: "First response" })).toBeVisible();
    const critical = table.getByRole("row", { name: /Critical/ });
    await expect(critical.getByRole("rowheader")).toHaveText("Critical");
    await expect(critical.getByRole("cell", { name: "2 hours" })).toBeVisible();
    await expect(critical.getByRole("cell", { name: "4 hours" })).toBeVisible();
    await expect(table.getByRole("row", { name: /High/ })).toContainText("same day");
    await expect(table.getByRole("row", { name: /Enhancement/ })).toContainText("48 hours");
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await gotoHydrated(page, "/terms");
    const toc = page.getByRole("navigation", { name: "On this page" });
    if (!(await toc.isVisible())) await page.getByText("On this page").first().click();
    await toc.getByRole("link", { name: "11. Governing law" }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(page.getByRole("heading", { name: "11. Governing law" })).toBeInViewport();
  });

  test("privacy names the privacy contact and the rights", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    await expect(
      page.getByRole("main").getByRole("link", { name: "privacy@relaywise.example" }).first(),
    ).toHaveAttribute("href", "mailto:privacy@relaywise.example");
    await expect(page.getByText(/CCPA/)).toBeVisible();
    await expect(page.getByText(/GDPR/)).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/features",
    "/chat",
    "/chatbots",
    "/terms",
    "/refund-policy",
    "/development-policy",
    "/privacy",
    "/cookies",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
