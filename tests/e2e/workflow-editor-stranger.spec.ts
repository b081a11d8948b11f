/**
 * What a stranger found in the workflow editor and list: a save over a workflow deleted in
 * another tab keeps the edits, a link to another browser's workflow says so, an emptied step name
 * is what the step holds, connections are named by their steps and a selected one stands out,
 * Suggest with AI opens on its request, a dialog is not covered by the toast before it, a long
 * description keeps its card short, and a size comparison asks for a number.
 */
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, isPhone, test } from "./fixtures";
import { anyViewport } from "./tags";

const editorRegion = (page: Page) => page.getByRole("region", { name: /^(New|Edit) Workflow$/ });
const saveButton = (page: Page) =>
  editorRegion(page).getByRole("button", { name: "Save", exact: true });
const properties = (page: Page) => page.getByRole("form", { name: "Node Properties" });
const node = (page: Page, label: string) =>
  page.locator(".react-flow__node").filter({ hasText: label }).first();

/** Selects a step on the diagram (a click on the selected step keeps it selected). */
async function select(page: Page, label: string) {
  const step = node(page, label);
  if (!(await step.evaluate((el) => el.classList.contains("selected")))) await step.click();
  await expect(step).toHaveClass(/\bselected\b/);
}

const failedLoad = /^Failed to load resource: the server responded with a status of (404|500)/;

async function newWorkflow(page: Page, ...steps: string[]) {
  await gotoHydrated(page, "/workflows");
  await page.getByRole("button", { name: "New Workflow" }).click();
  await expect(editorRegion(page)).toBeVisible();
  for (const step of steps) await page.getByRole("button", { name: `Add ${step}` }).click();
}

async function saveNew(page: Page, name: string, description?: string) {
  await newWorkflow(page, "Incoming Trigger", "CRM Update");
  await editorRegion(page).getByLabel("Workflow name").fill(name);
  if (description) await editorRegion(page).getByLabel("Description").fill(description);
  await saveButton(page).click();
  await expect(page.getByRole("article", { name })).toBeVisible();
}

test.describe("a workflow gone from the server", () => {
  // The save's 404, which the prompt answers.
  test.use({ expectedConsoleErrors: [failedLoad] });

  test(
    "a save over a workflow deleted in another tab offers to keep the edits as a new workflow",
    anyViewport,
    async ({ page }) => {
      await saveNew(page, "Soon deleted");
      await page
        .getByRole("article", { name: "Soon deleted" })
        .getByRole("button", { name: /^Edit\b/ })
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toMatch(/^\d+$/);
      const id = Number(new URL(page.url()).searchParams.get("edit"));
      expect((await page.request.delete(`/api/workflows/${id}`)).ok()).toBe(true);

      await editorRegion(page).getByLabel("Workflow name").fill("Kept edits");
      await saveButton(page).click();
      const prompt = page.getByRole("alertdialog", {
        name: "This workflow was deleted in another tab or by someone else",
      });
      await expect(prompt).toBeVisible();
      // A person presses Escape once the prompt has taken focus: on a loaded machine the key
      // could otherwise be sent in the frame between its paint and its key listener.
      await expect
        .poll(() => prompt.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      // Closed without a choice, the draft stays as it was typed.
      await page.keyboard.press("Escape");
      await expect(prompt).toHaveCount(0);
      await expect(editorRegion(page).getByLabel("Workflow name")).toHaveValue("Kept edits");
      await expect(saveButton(page)).toBeFocused();

      await saveButton(page).click();
      await prompt.getByRole("button", { name: "Save as new workflow" }).click();
      await expect(page.getByRole("article", { name: "Kept edits" })).toBeVisible();
      expect((await page.request.get(`/api/workflows/${id}`)).status()).toBe(404);
    },
  );
});

test(
  "a link to a workflow this browser does not have says so, above the list",
  anyViewport,
  async ({ page }) => {
    await gotoHydrated(page, "/workflows?edit=987654");
    await expect(page.getByRole("status").filter({ hasText: "isn't available" })).toContainText(
      "This workflow isn't available in this browser",
    );
    await expect(editorRegion(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.has("edit")).toBe(false);
    // An address that names no workflow at all is not said to be another browser's.
    await gotoHydrated(page, "/workflows?edit=abc");
    const notice = page.getByTestId("workflow-unavailable");
    await expect(notice).toContainText("This link doesn't point to a workflow");
    // Below the page's first screen, the link brings it into view.
    await expect(notice).toBeInViewport();
    await expect(notice).not.toContainText("another browser");
  },
);

test.describe("on the diagram", () => {
  test.beforeEach(({ page }) => {
    test.skip(isPhone(page), "the diagram is edited on a desktop; a phone edits a list");
  });

  test("an emptied step name is what the step holds, and Save says which step needs one", async ({
    page,
  }) => {
    await newWorkflow(page, "Incoming Trigger", "Email Sender");
    await editorRegion(page).getByLabel("Workflow name").fill("Unnamed step");
    await select(page, "Email Sender");
    await properties(page).getByLabel("Step name").fill("");
    await expect(properties(page)).toContainText("Step name is required.");
    // The step on the diagram shows the name as the field does: none, not the old one.
    const names = page.locator(".react-flow__node [data-step-name]");
    await expect.poll(() => names.allTextContents()).toEqual(["Incoming Trigger", ""]);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/workflows") && r.method() === "POST") sent.push(r.url());
    });
    await saveButton(page).click();
    await expect(page.getByText("Not saved", { exact: true })).toBeVisible();
    await expect(page.getByText(/Email Sender\): Step name is required/).first()).toBeVisible();
    expect(sent).toEqual([]);
    // Focus is on the field to fill in.
    await expect(properties(page).getByLabel("Step name")).toBeFocused();
    await expect(editorRegion(page)).toBeVisible();
  });

  test("connections are named by their steps and branch; the selected one stands out and says what to do", async ({
    page,
  }) => {
    await newWorkflow(page, "Incoming Trigger", "Smart Condition", "Email Sender");
    const edges = page.locator(".react-flow__edge");
    await expect(edges).toHaveCount(2);
    const names = await edges.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(names.sort()).toEqual(
      [
        "Connection from Incoming Trigger to Smart Condition",
        "Connection from Smart Condition (Yes) to Email Sender",
      ].sort(),
    );

    const branch = page.getByRole("group", {
      name: "Connection from Smart Condition (Yes) to Email Sender",
    });
    const width = () =>
      branch
        .locator(".react-flow__edge-path")
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).strokeWidth));
    const before = await width();
    await branch.locator(".react-flow__edge-interaction").click({ force: true });
    await expect.poll(width).toBeGreaterThanOrEqual(before + 1.5);
    const panel = page.getByTestId("connection-selected");
    await expect(panel).toContainText(
      "Connection from Smart Condition (Yes) to Email Sender is selected.",
    );
    await expect(panel).toContainText("Press Delete to remove it");
    await panel.getByRole("button", { name: "Remove connection" }).click();
    await expect(edges).toHaveCount(1);
  });

  test("'is greater than' a Value that is no number is said on the Value field", async ({
    page,
  }) => {
    await newWorkflow(page, "Incoming Trigger", "Smart Condition");
    await select(page, "Smart Condition");
    await properties(page).getByLabel("Condition").selectOption("greater_than");
    await properties(page).getByLabel("Value").fill("lots");
    await expect(properties(page)).toContainText("Value must be a number to compare by size");
    await properties(page).getByLabel("Value").fill("300");
    await expect(properties(page)).not.toContainText("Value must be a number");
  });
});

test.describe("a suggestion refused", () => {
  test.use({ expectedConsoleErrors: [failedLoad] });

  test("Suggest with AI opens on its request box, and a failed request leaves focus there", async ({
    page,
  }) => {
    await gotoHydrated(page, "/workflows");
    await page.route("**/api/workflows/suggest", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Something went wrong." }),
      }),
    );
    await page.getByRole("button", { name: "Suggest with AI" }).click();
    const dialog = page.getByRole("dialog");
    const request = dialog.getByRole("textbox");
    await expect(request).toBeFocused();
    // A space typed first is part of the request, not a press of Close.
    await page.keyboard.type(" Send leads to the CRM");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Get Suggestions" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await expect(request).toBeFocused();
  });
});

test("a toast from before a dialog opened does not cover the dialog's heading", async ({
  page,
}) => {
  await saveNew(page, "Toast then run");
  await expect(page.getByText("Workflow saved", { exact: true })).toBeVisible();
  await page
    .getByRole("article", { name: "Toast then run" })
    .getByRole("button", { name: /^Run\b/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page.getByText("Workflow saved", { exact: true })).toHaveCount(0);
});

test("a long description is three lines on its card, whole in its tooltip", async ({ page }) => {
  const long = `${"A workflow that does a great many things for the team. ".repeat(9)}`.slice(
    0,
    500,
  );
  await saveNew(page, "Long description", long);
  const text = page
    .getByRole("article", { name: "Long description" })
    .getByTestId("workflow-description");
  await expect(text).toHaveAttribute("title", long.trim());
  const { height, line } = await text.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    line: Number.parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeLessThanOrEqual(line * 3 + 1);
});

test.describe("what a second stranger found", () => {
  test("a name pasted past its limit says it was cut; each card's buttons name their workflow", async ({
    page,
  }) => {
    await newWorkflow(page, "Incoming Trigger", "CRM Update");
    const name = editorRegion(page).getByLabel("Workflow name");
    await name.fill("Long ".repeat(1_000));
    await expect(name).toHaveValue(/^(Long ){20}$/);
    await expect(name).toHaveAccessibleDescription(
      "100 characters at most: anything typed or pasted past them is left out.",
    );
    await name.fill("Front desk intake");
    await expect(editorRegion(page).getByText("characters at most")).toHaveCount(0);
    await saveButton(page).click();
    const card = page.getByRole("article", { name: "Front desk intake" });
    for (const action of ["Edit", "Delete", "Run"]) {
      await expect(
        card.getByRole("button", { name: `${action} Front desk intake`, exact: true }),
      ).toBeVisible();
    }
  });

  test("a card says how to connect a step apart in the words of the editor at its size", async ({
    page,
  }) => {
    await gotoHydrated(page, "/workflows");
    const step = (
      id: string,
      agentTemplateId: string,
      label: string,
      y: number,
      config: Record<string, string> = {},
    ) => ({ id, agentTemplateId, position: { x: 0, y }, data: { label, config } });
    const email = { to: "{{email}}", subject: "Hi", body: "Hello" };
    const saved = await page.request.post("/api/workflows", {
      data: {
        name: "Left apart",
        description: null,
        isActive: false,
        nodes: [
          step("t", "trigger", "Incoming Trigger", 0),
          step("a", "email-sender", "Welcome", 150, email),
          step("e", "email-sender", "Email Sender", 300, email),
        ],
        connections: [{ source: "t", target: "a" }],
      },
    });
    expect(saved.status()).toBe(201);
    await gotoHydrated(page, "/workflows");
    const card = page.getByRole("article", { name: "Left apart" });
    const run = card.getByRole("button", { name: /^Run\b/ });
    if (isPhone(page)) {
      await expect(run).toHaveAccessibleDescription(/Also run after/);
      await expect(run).not.toHaveAccessibleDescription(/drag/);
    } else {
      await expect(run).toHaveAccessibleDescription(/drag/);
    }
  });

  test("a page address with a control character is a page that says so, as wide as the phone", async ({
    page,
  }) => {
    const res = await page.goto("/workflows?edit=abc%00");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This address can't be opened" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 1280,
    );
    await page.getByRole("link", { name: "Open the page without it" }).click();
    await expect(page).toHaveURL(/\/workflows$/);
  });
});

test(
  "what a used suggestion cannot do stays in sight in the editor, and a test run of it still completes",
  anyViewport,
  async ({ page }) => {
    await gotoHydrated(page, "/workflows");
    await page.getByRole("button", { name: "Suggest with AI" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Workflow Suggestions" });
    await dialog
      .getByLabel("What do you want to automate?")
      .fill("When a new lead arrives, add them to the CRM and post it in our Slack channel");
    await dialog.getByRole("button", { name: "Get Suggestions" }).click();
    await expect(dialog.getByTestId("suggestion-unsupported").first()).toContainText("Slack");
    await dialog.getByRole("button", { name: "Use This Workflow" }).first().click();
    const notes = page.getByRole("region", { name: "What this workflow cannot do" });
    await expect(notes).toContainText("There is no Slack step here");
    await page.getByRole("button", { name: "Test run (not saved)" }).click();
    await expect(page.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    await expect(notes).toBeVisible();
  },
);
