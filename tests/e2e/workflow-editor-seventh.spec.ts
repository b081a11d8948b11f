/**
 * What a seventh stranger found in the workflow editor: a {{field}} no step before gives is said
 * under the box it is typed in and in the result of a test, focus stays where the visitor pressed
 * after every editor action, the list offers no "run after" for a trigger and says how to connect
 * in its own words, and each step and field-insert button is named as it is shown.
 */
import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";

const editorRegion = (page: Page) => page.getByRole("region", { name: /^(New|Edit) Workflow$/ });
const properties = (page: Page) => page.getByRole("form", { name: "Node Properties" });
const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({
        path: `${process.env.E2E_SHOTS}/${name}-${page.viewportSize()?.width}.png`,
        fullPage: false,
      })
    : Promise.resolve();

const step = (id: string, agentTemplateId: string, label: string, y: number, config = {}) => ({
  id,
  agentTemplateId,
  position: { x: 0, y },
  data: { label, config },
});

/** Saves a workflow through the API and opens it in the editor. */
async function openSaved(
  page: Page,
  workflow: { name: string; nodes: unknown[]; connections: unknown[]; isActive?: boolean },
) {
  await page.goto("/workflows");
  const created = await page.request.post("/api/workflows", {
    data: { description: null, isActive: false, ...workflow },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await gotoHydrated(page, `/workflows?edit=${id}`);
  await expect(editorRegion(page).getByRole("heading", { name: "Edit Workflow" })).toBeVisible();
}

const listItem = (page: Page, label: string) =>
  page.locator(`[data-testid=step-item][data-step-label="${label}"]`);

/** Selects a step: in the list on a phone, on the diagram on a desktop. */
async function select(page: Page, label: string) {
  if (isPhone(page)) {
    const item = listItem(page, label);
    if ((await item.getAttribute("data-selected")) === null) {
      await item.getByRole("button").first().click();
    }
    await expect(item).toHaveAttribute("data-selected", "true");
    return;
  }
  const node = page.locator(".react-flow__node").filter({ hasText: label }).first();
  if (!(await node.evaluate((el) => el.classList.contains("selected")))) await node.click();
  await expect(node).toHaveClass(/\bselected\b/);
}

// Active: a field no step before gives does not keep a workflow from running.
const emailFlow = {
  name: "Greets by a field",
  isActive: true,
  nodes: [
    step("t", "trigger", "Incoming Trigger", 0),
    step("e", "email-sender", "Email Sender", 160, {
      to: "{{email}}",
      subject: "Hello",
      body: "Hi {{nosuchfield}} there",
    }),
  ],
  connections: [{ source: "t", target: "e" }],
};

/** What has the keyboard's focus, said so a failure shows where it went. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? el.textContent?.trim()}`;
  });

test.describe("a field no step before gives", () => {
  test("is said under the box it is typed in, tied to it, and in the test's result", async ({
    page,
  }) => {
    await openSaved(page, emailFlow);
    await select(page, "Email Sender");
    const body = properties(page).getByLabel("Body");
    await expect(body).toHaveValue("Hi {{nosuchfield}} there");
    const warning = "No step before this one gives 'nosuchfield'";
    await expect(body).toHaveAccessibleDescription(new RegExp(warning));
    await expect(properties(page).getByText(warning)).toBeVisible();
    // The address reads a field the trigger's sample gives: no warning under it.
    await expect(properties(page).getByLabel("Recipient email")).not.toHaveAttribute(
      "aria-describedby",
      /./,
    );
    // The warning does not keep the workflow from being activated: it is not an error.
    await expect(body).not.toHaveAttribute("aria-invalid", "true");
    // Typed away, it goes.
    await body.fill("Hi {{name}} there");
    await expect(properties(page).getByText(warning)).toHaveCount(0);
    await body.fill("Hi {{nosuchfield}} there");
    await expect(properties(page).getByText(warning)).toBeVisible();
    await shot(page, "field-warning");
    expect(await axeViolations(page, "section[aria-labelledby='workflow-editor-title']")).toEqual(
      [],
    );

    const empty = "{{nosuchfield}} was empty: no step before gives it";
    await page.getByRole("button", { name: "Test this step" }).click();
    await expect(page.getByText(empty).first()).toBeVisible();

    await editorRegion(page)
      .getByRole("button", { name: /^(Run|Test run)/ })
      .click();
    await expect(page.getByTestId("run-result")).toContainText("completed");
    await expect(page.locator("#workflow-run-panel").getByText(empty)).toBeVisible();
  });
});

test.describe("focus after an editor action", () => {
  test("stays on the button pressed, or on what it opened, never the page", async ({ page }) => {
    await openSaved(page, emailFlow);
    const editor = editorRegion(page);
    const press = async (button: ReturnType<Page["getByRole"]>) => {
      await button.focus();
      await page.keyboard.press("Enter");
    };
    const notBody = async (what: string) => {
      // Long enough for a run or a save to finish and re-render what it changed.
      await page.waitForTimeout(300);
      await expect.poll(() => focused(page), { message: what }).not.toBe("body");
    };

    const run = editor.getByRole("button", { name: /^Run$|^Test run \(not saved\)$/ });
    await press(run);
    await expect(page.getByTestId("run-result")).toContainText("completed");
    await notBody("Run");
    await expect(run).toBeFocused();

    await select(page, "Email Sender");
    const test = page.getByRole("button", { name: "Test this step" });
    await press(test);
    await expect(page.getByText(/was empty: no step before gives it/).first()).toBeVisible();
    await notBody("Test this step");
    await expect(test).toBeFocused();

    await properties(page).getByLabel("Subject").fill("Hello again");
    const testRun = editor.getByRole("button", { name: "Test run (not saved)" });
    await press(testRun);
    await expect(page.getByTestId("run-result")).toContainText("Test run completed");
    await notBody("Test run");
    await expect(testRun).toBeFocused();

    const undo = editor.getByRole("button", { name: "Undo" });
    await press(undo);
    await notBody("Undo");
    await expect(undo).toBeFocused();
    const redo = editor.getByRole("button", { name: "Redo" });
    await press(redo);
    await notBody("Redo");
    await expect(redo).toBeFocused();
    // The last redo: Redo has nothing left to do, and keeps the focus anyway.
    await expect(redo).toHaveAttribute("aria-disabled", "true");

    await press(page.getByRole("button", { name: "Add CRM Update" }));
    await notBody("Add step");

    await press(page.getByRole("button", { name: "Remove CRM Update", exact: true }).first());
    await notBody("Remove");
    await shot(page, "focus-walk");

    // Saved, the editor closes: focus is back on the Edit button that opened it.
    await press(editor.getByRole("button", { name: "Save", exact: true }));
    await notBody("Save");
    await expect(
      page.getByRole("article", { name: emailFlow.name }).getByRole("button", { name: /^Edit\b/ }),
    ).toBeFocused();
  });

  test("Get Suggestions moves the focus to the answer, and Use this suggestion into the editor", async ({
    page,
  }) => {
    await gotoHydrated(page, "/workflows");
    await page
      .getByRole("button", { name: /Suggest with AI/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("When a lead comes in, save it to the CRM and email me");
    const get = dialog.getByRole("button", { name: "Get Suggestions" });
    await get.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByTestId("suggestion").first()).toBeVisible();
    await expect.poll(() => focused(page)).not.toBe("body");
    // The answer may be below the fold: its heading has focus, which brings it into view.
    await expect(dialog.locator("#suggestion-title")).toBeFocused();
    const use = dialog.getByRole("button", { name: /^Use This Workflow/ }).first();
    await use.focus();
    await page.keyboard.press("Enter");
    await expect(editorRegion(page)).toBeVisible();
    await expect.poll(() => focused(page)).not.toBe("body");
  });
});

test.describe("the list's words and the steps' names", () => {
  test("a trigger is offered no step to run after, and Not connected says how in the list", async ({
    page,
  }) => {
    await openSaved(page, {
      name: "Not yet connected",
      nodes: [
        step("t", "trigger", "Incoming Trigger", 0),
        step("c", "crm-update", "CRM Update", 160),
      ],
      connections: [],
    });
    if (!isPhone(page)) {
      await editorRegion(page).getByRole("button", { name: "Steps as a list" }).click();
    }
    const trigger = listItem(page, "Incoming Trigger");
    await expect(trigger).toBeVisible();
    await expect(trigger.getByRole("combobox", { name: /^Also run .* after/ })).toHaveCount(0);
    await expect(
      listItem(page, "CRM Update").getByRole("combobox", { name: "Also run CRM Update after…" }),
    ).toBeVisible();
    // The list connects with its menus: its hint names them, not the diagram's dots.
    await expect(trigger).toContainText(
      'Choose it in "Also run after…" of the step it should start',
    );
    await expect(listItem(page, "CRM Update")).toContainText(
      'choose the step before it in this step\'s "Also run after…"',
    );
    await expect(page.locator("[data-testid=step-item]", { hasText: "Drag from" })).toHaveCount(0);
    // So does the line above the steps that says what keeps the workflow inactive.
    await expect(page.getByTestId("editor-blocked")).toContainText(
      'Choose it in "Also run after…"',
    );
    await expect(page.getByTestId("editor-blocked")).not.toContainText("Drag from");
    await trigger.scrollIntoViewIfNeeded();
    await shot(page, "list-words");
    expect(await axeViolations(page, "section[aria-labelledby='workflow-editor-title']")).toEqual(
      [],
    );
  });

  test("a step on the diagram is a group named by its name and kind, and an insert button by what it shows", async ({
    page,
  }) => {
    await openSaved(page, emailFlow);
    if (!isPhone(page)) {
      await expect(page.getByRole("group", { name: "Incoming Trigger step" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Email Sender step" })).toBeVisible();
      const unnamed = await page
        .locator(".react-flow__node[role=group]")
        .evaluateAll((nodes) => nodes.filter((n) => !n.getAttribute("aria-label")).length);
      expect(unnamed).toBe(0);
    }
    await select(page, "Email Sender");
    const insert = properties(page).getByRole("button", { name: /^Insert \{\{name\}\}/ });
    await expect(insert).toContainText("{{name}}");
  });
});
