/**
 * What a blind stranger found in the workflow editor: a click on the open step keeps its
 * properties open, the suggestions that arrive below a phone's fold are brought into view and
 * said, a workflow stored inactive for its problems is activated by the Save after the fix, a
 * finger's targets are 44 px at phone size, and a toast covers neither the header nor the
 * editor's toolbar.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, isPhone, test } from "./fixtures";

const editorRegion = (page: Page) => page.getByRole("region", { name: /^(New|Edit) Workflow$/ });
const properties = (page: Page) => page.getByRole("form", { name: "Node Properties" });
const listItem = (page: Page, label: string) =>
  page.locator(`[data-testid=step-item][data-step-label="${label}"]`);
const diagramStep = (page: Page, label: string) =>
  page.locator(".react-flow__node").filter({ hasText: label }).first();

/** The phone the stranger used: 390 by 844. */
async function phoneSize(page: Page) {
  if (isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
}

async function newWorkflow(page: Page, ...steps: string[]) {
  await phoneSize(page);
  await gotoHydrated(page, "/workflows");
  await page.getByRole("button", { name: "New Workflow" }).click();
  await expect(editorRegion(page)).toBeVisible();
  for (const step of steps) await page.getByRole("button", { name: `Add ${step}` }).click();
}

/** The step itself: its row's button in the phone's list, the step on a desktop's diagram. */
const stepControl = (page: Page, label: string) =>
  isPhone(page) ? listItem(page, label).getByRole("button").first() : diagramStep(page, label);

function boxOf(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test("a click on the open step keeps its properties open; Close closes them", async ({ page }) => {
  await newWorkflow(page, "Incoming Trigger", "CRM Update");
  const step = stepControl(page, "CRM Update");
  await step.click();
  await expect(properties(page)).toBeVisible();
  await step.click();
  await expect(properties(page)).toBeVisible();
  await expect(properties(page).getByLabel("Step name")).toHaveValue("CRM Update");
  await step.click();
  await expect(properties(page)).toBeVisible();

  const close = isPhone(page)
    ? listItem(page, "CRM Update").getByRole("button", {
        name: "Close the properties of CRM Update",
      })
    : editorRegion(page).getByRole("button", { name: "Close properties" });
  await close.click();
  await expect(properties(page)).toHaveCount(0);
  // Back on the step it was of, not at the top of the page.
  await expect(stepControl(page, "CRM Update")).toBeFocused();
});

test("the suggestion that arrives is brought into view, has focus and is said", async ({
  page,
}) => {
  await phoneSize(page);
  await gotoHydrated(page, "/workflows");
  await page
    .getByRole("button", { name: /Suggest with AI/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel("What do you want to automate?")
    .fill("When a lead comes in, add them to the CRM and email the team");
  await dialog.getByRole("button", { name: "Get Suggestions" }).click();
  const title = dialog.locator("#suggestion-title");
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(dialog.getByRole("status")).toContainText(
    /^Suggestion ready: .+below the request\.$/,
  );
});

test("a workflow stored inactive for its problems is activated by the Save after the fix", async ({
  page,
}) => {
  await phoneSize(page);
  await gotoHydrated(page, "/workflows");
  const name = `Fixed later ${test.info().project.name}`;
  const saved = await page.request.post("/api/workflows", {
    data: {
      name,
      description: null,
      isActive: true,
      nodes: [
        {
          id: "t",
          agentTemplateId: "trigger",
          position: { x: 0, y: 0 },
          data: { label: "Incoming Trigger", config: { sampleData: "" } },
        },
        {
          id: "e",
          agentTemplateId: "email-sender",
          position: { x: 0, y: 200 },
          data: {
            label: "Email Sender",
            config: { to: "", subject: "New lead", body: "Hello {{name}}" },
          },
        },
      ],
      connections: [{ source: "t", target: "e" }],
    },
  });
  expect(saved.status()).toBe(201);
  expect(await saved.json()).toMatchObject({ isActive: false });

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: /^Edit\b/ }).click();
  await expect(editorRegion(page)).toBeVisible();
  // Active as it was saved; the note says what keeps it off.
  await expect(editorRegion(page).getByRole("switch", { name: "Active" })).toBeChecked();
  await expect(editorRegion(page).getByTestId("editor-blocked")).toContainText(
    "Active is on, but Save stores it inactive until this is fixed.",
  );

  await stepControl(page, "Email Sender").click();
  await properties(page).getByLabel("Recipient email").fill("team@example.com");
  await expect(editorRegion(page).getByTestId("editor-blocked")).toHaveText(
    "Nothing keeps it inactive now: Save activates it.",
  );
  await editorRegion(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Workflow saved and active", { exact: true })).toBeVisible();
  await expect(card.getByRole("switch")).toBeChecked();
  const id = (await saved.json()).id as number;
  expect(await (await page.request.get(`/api/workflows/${id}`)).json()).toMatchObject({
    isActive: true,
  });
});

/** Controls in `root` smaller than 44 by 44 (a control in a label counts the label's box). */
function smallTargets(root: Locator) {
  return root.evaluate((el) => {
    const small: string[] = [];
    const controls = el.querySelectorAll<HTMLElement>(
      "button, a[href], select, input:not([type=hidden]), textarea, [role=switch], .react-flow__handle",
    );
    for (const control of controls) {
      // React Flow's attribution link is the library's credit line, not a control of the editor.
      if (control.closest(".react-flow__attribution")) continue;
      const style = getComputedStyle(control);
      if (style.pointerEvents === "none" || style.visibility === "hidden") continue;
      const r = (control.closest("label") ?? control).getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < 44 || r.height < 44) {
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim() ?? "";
        small.push(`${name.slice(0, 40)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

test("every target a finger presses in the editor is at least 44 px on a phone", async ({
  page,
}) => {
  test.skip(!isPhone(page), "a phone's targets; the desktop keeps its denser rows");
  await newWorkflow(page, "Incoming Trigger", "Smart Condition", "CRM Update");
  await stepControl(page, "CRM Update").click();
  await expect(properties(page)).toBeVisible();
  expect(await smallTargets(editorRegion(page))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the suggestions dialog's targets are 44 px on a phone too", async ({ page }) => {
  test.skip(!isPhone(page), "a phone's targets");
  await phoneSize(page);
  await gotoHydrated(page, "/workflows");
  await page
    .getByRole("button", { name: /Suggest with AI/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await smallTargets(dialog)).toEqual([]);
});

test("the desktop keeps its toolbar rows as they were", async ({ page }) => {
  test.skip(isPhone(page), "the desktop's layout");
  await newWorkflow(page, "Incoming Trigger", "CRM Update");
  const save = editorRegion(page).getByRole("button", { name: "Save", exact: true });
  expect((await save.boundingBox())?.height).toBe(36);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test("a toast covers neither the header nor the editor's toolbar", async ({ page }) => {
  await newWorkflow(page, "CRM Update");
  // No trigger: Run is refused, and a toast says why while the editor stays open.
  await editorRegion(page)
    .getByRole("button", { name: /^(Test run|Run)\b/ })
    .click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .filter({ hasText: "Add an Incoming Trigger" });
  await expect(toast).toBeVisible();
  const shown = await boxOf(toast);
  const header = await boxOf(page.locator("header").first());
  const toolbar = await boxOf(editorRegion(page).locator("#workflow-editor-title").locator(".."));
  expect(overlaps(shown, header), "over the header").toBe(false);
  expect(overlaps(shown, toolbar), "over the toolbar").toBe(false);
});
