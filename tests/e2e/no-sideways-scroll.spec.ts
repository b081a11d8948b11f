import type { Browser, Page } from "@playwright/test";
import { pages } from "../../content/pages";
import { expect, test } from "./fixtures";
import { waitFillTime } from "./fill-time";

/**
 * No page scrolls sideways on a 360 px phone, in any state a visitor can reach: every public
 * route (with and without scripts), the menu, each dialog, a chosen file with a very long name,
 * the forms' messages and their success views, the checkout's steps, the workflow editor.
 *
 * A phone browser widens its layout viewport to fit content that overflows (innerWidth grows
 * with it), so the document is compared with the screen's 360 px, not with innerWidth alone.
 */
const WIDTH = 360;

async function expectFits(page: Page, state: string) {
  // Layout settles after an opening animation or a late font.
  await page.waitForTimeout(300);
  const measured = await page.evaluate((width) => {
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return {
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      innerWidth: window.innerWidth,
      wide,
    };
  }, WIDTH);
  const detail = `${state}: ${JSON.stringify(measured)}`;
  expect(measured.document, detail).toBeLessThanOrEqual(WIDTH);
  expect(measured.body, detail).toBeLessThanOrEqual(WIDTH);
  expect(measured.innerWidth, detail).toBeLessThanOrEqual(WIDTH);
}

/**
 * Nothing in `selector` reaches past the screen's edge, and no text runs out of the box that
 * holds it: a dialog is fixed to the screen, so text running out of it widens no page and only
 * a look at its boxes finds it. Boxes that scroll or clip on purpose (a truncated line, the
 * diagram, a form control) are left out.
 */
async function expectWithin(page: Page, selector: string, state: string) {
  const wide = await page.evaluate(
    ([sel, width]) => {
      const skip = (el: Element) => el.closest(".react-flow, input, textarea, select, .sr-only");
      const found: string[] = [];
      for (const el of document.querySelectorAll(`${sel} *`)) {
        const r = el.getBoundingClientRect();
        if (!skip(el) && r.width > 0 && (r.right > width + 0.5 || r.left < -0.5)) {
          found.push(
            `${el.tagName.toLowerCase()} past the screen: ${el.textContent?.slice(0, 60)}`,
          );
        }
      }
      const walker = document.createTreeWalker(
        document.querySelector(sel) ?? document.body,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || skip(parent)) continue;
        let box: Element = parent;
        while (getComputedStyle(box).display.startsWith("inline") && box.parentElement) {
          box = box.parentElement;
        }
        if (getComputedStyle(box).overflowX !== "visible") continue;
        const right = box.getBoundingClientRect().right;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some((t) => t.right > right + 1)) {
          found.push(
            `text out of its ${box.tagName.toLowerCase()}: ${node.textContent.slice(0, 60)}`,
          );
        }
      }
      return found.slice(0, 5);
    },
    [selector, WIDTH] as const,
  );
  expect(wide, `${state}: boxes past the screen, or text out of its box`).toEqual([]);
}

/**
 * The field names of the run log's tables (`emailMessage.to`) wrap only between their parts:
 * after a dot, underscore or dash, or between camelCase words, never inside a word that fits
 * its column ("ema" / "il"). Names with a part too long for any column are left out.
 */
async function expectNamesWhole(page: Page, selector: string, state: string) {
  const broken = await page.evaluate((sel) => {
    const found: string[] = [];
    for (const th of document.querySelectorAll(`${sel} th`)) {
      const text = th.textContent ?? "";
      const parts = text.split(/(?<=[._\-/:])|(?<=[a-z0-9])(?=[A-Z])/);
      if (parts.some((part) => part.length > 14)) continue;
      const allowed = new Set(parts.map((_, i) => parts.slice(0, i + 1).join("").length));
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      let index = 0;
      let top: number | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? "").length; i++, index++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const at = range.getBoundingClientRect().top;
          if (top !== null && at > top + 2 && !allowed.has(index)) found.push(text);
          top = at;
        }
      }
    }
    return [...new Set(found)];
  }, selector);
  expect(broken, `${state}: field names broken inside a word`).toEqual([]);
}

/** Texts with no place to break: a name, a URL, an address, emoji. */
const unbroken = {
  name: `Quarterly${"Reconciliation".repeat(6)}🚀🚀`.slice(0, 100),
  description: `https://example.com/${"a-long-path-segment-".repeat(10)}${"x".repeat(200)} 🎉🎉🎉`,
  step: `Send${"Notification".repeat(6)}`,
  email: `a${"verylongmailbox".repeat(4)}@${"an-extremely-long-subdomain-name".repeat(2)}.example.com`,
  field: `averyverylongfieldname${"withoutseparators".repeat(3)}`,
};

/** A workflow whose every visitor-given text is a long word, saved through the API. */
async function saveUnbroken(page: Page, isActive: boolean) {
  const sample = {
    name: `Ada${"Lovelace".repeat(10)}`,
    email: unbroken.email,
    company: `https://example.com/${"company-".repeat(30)}`,
    [unbroken.field]: "value",
    message: `Hello ${"urgent".repeat(40)}`,
  };
  const response = await page.request.post("/api/workflows", {
    data: {
      name: isActive ? unbroken.name : `Off${unbroken.name}`.slice(0, 100),
      description: unbroken.description,
      isActive,
      nodes: [
        {
          id: "t",
          agentTemplateId: "trigger",
          position: { x: 0, y: 0 },
          data: {
            label: `Trigger${"Event".repeat(10)}`,
            config: { sampleData: JSON.stringify(sample) },
          },
        },
        {
          id: "c",
          agentTemplateId: "crm-update",
          position: { x: 0, y: 150 },
          data: {
            label: unbroken.step,
            config: { name: "{{name}}", email: "{{email}}", company: "{{company}}" },
          },
        },
        {
          id: "e",
          agentTemplateId: "email-sender",
          position: { x: 0, y: 300 },
          data: {
            label: `Email${"Confirmation".repeat(5)}`,
            config: {
              to: unbroken.email,
              subject: `Subject${"WithoutAnySpaces".repeat(8)}`,
              body: `Hello {{name}} https://example.com/${"q".repeat(300)}`,
            },
          },
        },
      ],
      connections: [
        { source: "t", target: "c" },
        { source: "c", target: "e" },
      ],
    },
  });
  expect(response.status()).toBe(201);
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const publicPaths = [
  ...Object.values(pages).map((p) => (p.path === "/404" ? "/no-such-page" : p.path)),
  "/pricing?plan=professional",
  "/ai-vibe-coding?plan=smart_web_app&billing=yearly",
  "/chat/transcript?token=not-a-real-token",
];

const buyer = {
  "Full name": "Ada Lovelace-Byron of the Analytical Engine Company",
  Company: "Analytical Engines and Difference Machines Incorporated",
  Phone: "9195550100",
  Address: "1 Main Street, Building Seventeen, Suite Four Hundred and Twelve",
  City: "Raleigh",
  State: "NC",
  "ZIP code": "27601",
};

async function orderToCheckout(page: Page, plan: string, local: string) {
  await open(page, "/pricing");
  await page.getByRole("button", { name: `Get Started: ${plan}` }).click();
  const form = page.getByRole("region", { name: `Start your ${plan} order` });
  await expectFits(page, "the order form");
  for (const [label, value] of Object.entries(buyer)) {
    await form.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await form
    .getByLabel("Email")
    .fill(`${local}.${test.info().project.name}.${Date.now()}@a-rather-long-example-domain.com`);
  await form.getByRole("button", { name: "Continue to Payment" }).click();
  await page.waitForURL(/\/checkout\?client_secret=/);
  await hydrated(page);
}

async function card(page: Page) {
  const form = page.getByRole("form", { name: "Card details" });
  await form.getByLabel("Card number").fill("4242424242424242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  return form;
}

async function noScripts(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 740 },
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

test.describe("no page scrolls sideways at 360 px", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "a phone's width, on the phone profile");
    await page.setViewportSize({ width: WIDTH, height: 740 });
  });

  test("every public route, with and without scripts", async ({ page, browser }) => {
    test.setTimeout(120_000);
    for (const path of publicPaths) {
      await open(page, path);
      await expectFits(page, path);
    }
    const bare = await noScripts(browser);
    for (const path of publicPaths) {
      await bare.page.goto(path);
      await expectFits(bare.page, `${path} without scripts`);
    }
    await bare.context.close();
  });

  test("the menu, the chat panel, the lead dialog and the workflow demo", async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, "/features");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectFits(page, "the menu");

    await open(page, "/");
    await page.getByRole("button", { name: "See How It Works" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectFits(page, "the workflow demo");

    await open(page, "/");
    await page.getByRole("button", { name: "Open chat" }).click();
    const chat = page.getByRole("dialog").first();
    await expect(chat).toBeVisible();
    await expectFits(page, "the chat panel");
    const input = chat.getByRole("textbox").last();
    await input.fill(`https://example.com/${"an-address-without-any-break-in-it".repeat(6)}`);
    await input.press("Enter");
    await expect(chat.getByText(/an-address-without-any-break/).first()).toBeVisible();
    await expectFits(page, "the chat panel with a long unbroken message");

    await open(page, "/chatbots");
    await page.getByRole("button", { name: "Start Free Trial" }).first().click();
    const lead = page.getByRole("dialog").first();
    await expect(lead).toBeVisible();
    await expectFits(page, "the lead dialog");
    await lead.getByRole("button", { name: /I want an AI agent/ }).click();
    await lead.getByRole("button", { name: "Continue" }).click();
    await lead.getByRole("button", { name: "Submit Request" }).click();
    await expect(lead.getByText(/required/).first()).toBeVisible();
    await expectFits(page, "the lead dialog's contact step with its messages");
  });

  test("the workflows page: its dialogs and the editor", async ({ page }) => {
    await open(page, "/workflows");
    await page.getByRole("link", { name: "Set Up My First Automation" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectFits(page, "the consultation dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Suggest with AI" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectFits(page, "the suggestions dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "New Workflow" }).click();
    await expect(page.getByRole("region", { name: "New Workflow" })).toBeVisible();
    await expectFits(page, "the workflow editor");
    await page.getByRole("button", { name: "Add Incoming Trigger" }).click();
    await expect(page.locator(".react-flow__node")).toHaveCount(1);
    await expectFits(page, "the workflow editor with a step");
  });

  test("the workflows page with long unbroken names, descriptions and step settings", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/workflows");
    await saveUnbroken(page, true);
    await saveUnbroken(page, false);
    await open(page, "/workflows");
    const card = page.getByRole("article", { name: unbroken.name, exact: true });
    await expect(card).toBeVisible();
    await expectFits(page, "the cards");
    await expectWithin(page, "main", "the cards");

    await card.getByRole("button", { name: /^Run\b/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    for (const details of await dialog.locator("details").all()) {
      await details.evaluate((el) => el.setAttribute("open", ""));
    }
    await expectFits(page, "the run dialog");
    await expectWithin(page, "[role=dialog]", "the run dialog");
    await expectNamesWhole(page, "[role=dialog]", "the run dialog");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: /^Delete\b/ }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectWithin(page, "[role=alertdialog]", "the delete dialog");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: /^Edit\b/ }).click();
    const editor = page.getByRole("region", { name: "Edit Workflow" });
    await expect(editor).toBeVisible();
    await expectFits(page, "the editor");
    await expectWithin(page, "main", "the editor");
    const step = page.locator(`[data-testid=step-item][data-step-label="${unbroken.step}"]`);
    await step.getByRole("button").first().click();
    await step.getByRole("button", { name: "Test this step" }).click();
    await expect(step.getByTestId("step-test-result")).toHaveAttribute("data-status", "succeeded");
    await expectFits(page, "a step's properties and its test");
    await expectWithin(page, "main", "a step's properties and its test");
    await expectNamesWhole(page, "main", "a step's test");
    await editor.getByRole("button", { name: "Run", exact: true }).click();
    await expect(editor.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    for (const details of await page.locator("#workflow-run-panel details").all()) {
      await details.evaluate((el) => el.setAttribute("open", ""));
    }
    await expectFits(page, "the editor's run log");
    await expectWithin(page, "main", "the editor's run log");
    await expectNamesWhole(page, "main", "the editor's run log");
    await editor.getByRole("button", { name: "Close editor" }).click();

    await page.getByRole("button", { name: "Suggest with AI" }).click();
    const suggestions = page.getByRole("dialog");
    await suggestions
      .getByLabel("What do you want to automate?")
      .fill(
        `When a lead from https://example.com/${"form-".repeat(40)} comes in, email ${unbroken.email}`,
      );
    await suggestions.getByRole("button", { name: "Get Suggestions" }).click();
    await expect(suggestions.getByTestId("suggestion").first()).toBeVisible({ timeout: 15_000 });
    await expectWithin(page, "[role=dialog]", "the suggestions dialog with its answer");
  });

  test("the consultation form: a very long file name, its messages, its success", async ({
    page,
  }) => {
    await open(page, "/contact#contact-form");
    const form = page.getByRole("form", { name: "Submit Request" });
    await form.getByLabel(/Supporting File/).setInputFiles({
      name: `quarterly-orders-export-from-the-old-shop-system-${"x".repeat(120)}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from("a,b\n1,2\n"),
    });
    await expect(form.getByTestId("chosen-file")).toBeVisible();
    await expectFits(page, "a chosen file with a very long name");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByText("Full name is required")).toBeVisible();
    await expectFits(page, "the consultation form's messages");
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form
      .getByLabel("Email Address")
      .fill(`ada.wide.${test.info().project.name}.${Date.now()}@example.com`);
    await form
      .getByLabel("Describe the task or workflow you want automated")
      .fill("Every invoice that arrives by email is typed into QuickBooks by hand.");
    await waitFillTime(form);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    await expectFits(page, "the consultation's success view");
  });

  test("the checkout: the card step, its cancelled view, its success", async ({ page }) => {
    test.setTimeout(60_000);
    await orderToCheckout(page, "Business Pro", "wide.cancel");
    await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
    await expectFits(page, "the card step");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Card step cancelled" })).toBeVisible();
    await expectFits(page, "the cancelled card step");

    await orderToCheckout(page, "Business Starter", "wide.paid");
    const form = await card(page);
    await form.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expectFits(page, "the payment's success");
  });

  test("the AI Vibe Coding request, its messages and its confirmation", async ({ page }) => {
    await open(page, "/ai-vibe-coding");
    await page
      .getByRole("button", { name: /^Choose Plan/ })
      .first()
      .click();
    const form = page.locator("#request");
    await expect(form.getByRole("button", { name: "Submit Request" })).toBeVisible();
    await expectFits(page, "the request form");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByText("Please describe your project")).toBeVisible();
    await expectFits(page, "the request form's messages");
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel(/Company/).fill("Analytical Engines");
    await form
      .getByLabel(/Email/)
      .fill(`ada.wide.vibe.${test.info().project.name}.${Date.now()}@example.com`);
    await form.getByLabel(/Phone/).fill("9195550100");
    await form.getByLabel(/Project/).fill("A shop for analytical engines and their parts.");
    await form.getByLabel(/Timeline/).selectOption({ index: 1 });
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    await expectFits(page, "the request's confirmation");
  });

  test("the forms sent without scripts: their messages and their success views", async ({
    browser,
  }) => {
    const { context, page } = await noScripts(browser);
    const email = (local: string) =>
      `${local}.${test.info().project.name}.${Date.now()}@example.com`;
    await page.goto("/contact");
    const consultation = page.getByRole("form", { name: "Submit Request" });
    await consultation.getByRole("button", { name: "Submit Request" }).click();
    await expect(consultation.getByText("Full name is required")).toBeVisible();
    await expectFits(page, "the consultation's messages without scripts");
    await consultation.getByLabel("Full Name").fill("Ada Lovelace");
    await consultation.getByLabel("Email Address").fill(email("ada.wide.bare"));
    await consultation
      .getByLabel("Describe the task or workflow you want automated")
      .fill("Every invoice that arrives by email is typed into QuickBooks by hand.");
    await waitFillTime(consultation);
    await consultation.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    // Landed on in view, whole: on a phone the section's first column fills the screen.
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeInViewport({
      ratio: 1,
    });
    await expectFits(page, "the consultation's success without scripts");

    await page.goto("/pricing?plan=professional");
    const order = page.getByRole("region", { name: "Start your Business Pro order" });
    await order.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(order.getByText("ZIP code is required")).toBeVisible();
    await expectFits(page, "the order form's messages without scripts");

    await page.goto("/ai-vibe-coding?plan=smart_web_app&billing=yearly");
    const request = page.locator("#request");
    await request.getByRole("button", { name: "Submit Request" }).click();
    await expect(request.getByText("Please describe your project")).toBeVisible();
    await expectFits(page, "the request form's messages without scripts");
    await context.close();
  });
});
