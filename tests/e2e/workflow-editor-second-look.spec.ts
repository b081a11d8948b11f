/**
 * What a second stranger found in the workflow editor: a workflow saved with steps far apart
 * opens fitted, the list keeps focus on the step it changed, every step's controls are named
 * with its name emptied, a step changed since the run no longer shows that run's state, each
 * branch is labelled once, the diagram's steps come before its connections in the Tab order,
 * and a message raised in a dialog leaves its heading and close button in sight.
 */
import type { Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";
import { anyViewport } from "./tags";

const editorRegion = (page: Page) => page.getByRole("region", { name: /^(New|Edit) Workflow$/ });
const properties = (page: Page) => page.getByRole("form", { name: "Node Properties" });
const shot = (page: Page, name: string) =>
  process.env.E2E_SHOTS
    ? page.screenshot({
        path: `${process.env.E2E_SHOTS}/${name}-${page.viewportSize()?.width}.png`,
      })
    : Promise.resolve();

async function newWorkflow(page: Page, ...steps: string[]) {
  await gotoHydrated(page, "/workflows");
  await page.getByRole("button", { name: "New Workflow" }).click();
  await expect(editorRegion(page)).toBeVisible();
  for (const step of steps) await page.getByRole("button", { name: `Add ${step}` }).click();
}

/** The steps as a list: a phone's editor, a desktop's list view. */
async function showList(page: Page) {
  if (isPhone(page)) return;
  await editorRegion(page).getByRole("button", { name: "Steps as a list" }).click();
}

const listItem = (page: Page, label: string) =>
  page.locator(`[data-testid=step-item][data-step-label="${label}"]`);

/** Selects a step in the list (a press on the selected step keeps it selected). */
async function selectInList(page: Page, label: string) {
  const item = listItem(page, label);
  if ((await item.getAttribute("data-selected")) === null) {
    await item.getByRole("button").first().click();
  }
  await expect(item).toHaveAttribute("data-selected", "true");
}

/** Saves a workflow through the API and opens it in the editor. */
async function openSaved(
  page: Page,
  workflow: { name: string; nodes: unknown[]; connections: unknown[] },
) {
  await page.goto("/workflows");
  const created = await page.request.post("/api/workflows", {
    data: { description: null, isActive: false, ...workflow },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await gotoHydrated(page, `/workflows?edit=${id}`);
  await expect(editorRegion(page).getByRole("heading", { name: "Edit Workflow" })).toBeVisible();
  return id;
}

const step = (id: string, agentTemplateId: string, label: string, x: number, y: number) => ({
  id,
  agentTemplateId,
  position: { x, y },
  data: { label, config: {} },
});

/** The diagram's zoom (its viewport's scale). */
const zoomOf = (page: Page) =>
  page
    .locator(".react-flow__viewport")
    .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);

/** The steps on the diagram wholly inside its box. */
const stepsInView = (page: Page) =>
  page.evaluate(() => {
    const pane = document.querySelector(".react-flow")?.getBoundingClientRect();
    return [...document.querySelectorAll(".react-flow__node")].filter((el) => {
      const r = el.getBoundingClientRect();
      return (
        pane &&
        r.left >= pane.left - 1 &&
        r.right <= pane.right + 1 &&
        r.top >= pane.top - 1 &&
        r.bottom <= pane.bottom + 1
      );
    }).length;
  });

test.describe("a workflow saved with its steps far apart", () => {
  test.skip(({ page }) => isPhone(page), "the phone's picture lays its steps out itself");

  test("opens fitted: every step in view, at the readable zoom", async ({ page }) => {
    const nodes = [
      step("t", "trigger", "Incoming Trigger", 0, 0),
      step("a", "crm-update", "Save the lead", 1700, 0),
      step("b", "crm-update", "Save again", 3400, 0),
      step("c", "crm-update", "Save at the end", 5000, 0),
    ];
    await openSaved(page, {
      name: "Far apart",
      nodes,
      connections: nodes.slice(1).map((n, i) => ({ source: nodes[i].id, target: n.id })),
    });
    await expect(page.locator(".react-flow__node")).toHaveCount(4);
    await expect.poll(() => stepsInView(page)).toBe(4);
    expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.75);
    await shot(page, "far-apart");
  });
});

test.describe("the list keeps the visitor's place", () => {
  test("after an insert, a connection removed or added, focus is on the step it changed", async ({
    page,
  }) => {
    await newWorkflow(page, "Incoming Trigger", "CRM Update");
    await showList(page);
    const focusedRow = () =>
      page.evaluate(
        () =>
          document.activeElement
            ?.closest("[data-testid=step-item]")
            ?.getAttribute("data-step-label") ??
          `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 40)}`,
      );
    await page
      .getByLabel("Insert a step between Incoming Trigger and CRM Update")
      .selectOption({ label: "Email Sender" });
    await expect(page.getByTestId("step-item")).toHaveCount(3);
    await expect.poll(focusedRow).toBe("Email Sender");
    await shot(page, "list-inserted");

    await page
      .getByRole("button", { name: "Remove the connection from Email Sender to CRM Update" })
      .click();
    await expect.poll(focusedRow).toBe("CRM Update");

    await page.getByLabel("Also run CRM Update after…").selectOption({ label: "Email Sender" });
    await expect(
      page.getByRole("button", { name: "Remove the connection from Email Sender to CRM Update" }),
    ).toBeVisible();
    await expect.poll(focusedRow).toBe("CRM Update");
  });
});

test("every control of a step with its name emptied is named by its place and kind", async ({
  page,
}) => {
  await newWorkflow(page, "Incoming Trigger", "Email Sender");
  await showList(page);
  await selectInList(page, "Email Sender");
  await properties(page).getByLabel("Step name").fill("");
  const step = "Step 2 (Email Sender)";
  await expect(
    page.getByRole("button", { name: `Remove the connection from Incoming Trigger to ${step}` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${step}`, exact: true })).toHaveCount(1);
  await expect(page.getByLabel(`Insert a step between Incoming Trigger and ${step}`)).toHaveCount(
    1,
  );
  if (!isPhone(page)) {
    await editorRegion(page).getByRole("button", { name: "Diagram" }).click();
    const node = page.locator(".react-flow__node").nth(1);
    await expect(node.getByRole("button", { name: `Remove ${step}`, exact: true })).toHaveCount(1);
    await expect(
      page.getByRole("button", { name: `Connection from Incoming Trigger to ${step}` }),
    ).toHaveCount(1);
  }
  expect(await axeViolations(page, "section[aria-labelledby='workflow-editor-title']")).toEqual([]);
});

test("a step changed since the run shows as out of date, on the diagram and in the list", async ({
  page,
}) => {
  await newWorkflow(page, "Incoming Trigger", "CRM Update");
  const editor = editorRegion(page);
  await editor.getByRole("button", { name: "Test run (not saved)" }).click();
  await expect(editor.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
  const states = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-run-status")));
  const where = isPhone(page) ? "[data-testid=step-item]" : ".react-flow__node > [data-run-status]";
  await expect.poll(() => states(where)).toEqual(["succeeded", "succeeded"]);

  await showList(page);
  await selectInList(page, "CRM Update");
  await properties(page).getByRole("textbox", { name: "Company" }).fill("Acme");
  await expect.poll(() => states("[data-testid=step-item]")).toEqual(["succeeded", "stale"]);
  await expect(listItem(page, "CRM Update")).toContainText("Out of date: changed since this run");
  // Its state line; the run's own result stays in its properties, marked out of date.
  await expect(listItem(page, "CRM Update").getByRole("button").first()).not.toContainText("Done");
  if (!isPhone(page)) {
    await editor.getByRole("button", { name: "Diagram" }).click();
    await expect
      .poll(() => states(".react-flow__node > [data-run-status]"))
      .toEqual(["succeeded", "stale"]);
    const node = page.locator(".react-flow__node").filter({ hasText: "CRM Update" });
    await expect(node).toContainText("Out of date: changed since this run");
    await expect(node.locator("[data-run-status]").first()).not.toHaveClass(/ring-success/);
  }
  await shot(page, "stale");
  // Undone, the run holds for the step again.
  await page.keyboard.press("Control+z");
  await expect.poll(() => states(where)).toEqual(["succeeded", "succeeded"]);
});

test.describe("a condition's branches", () => {
  /** The branch labels on the diagram, and any two of them or a label and a step that overlap. */
  const labels = (page: Page) =>
    page.evaluate(() => {
      const boxes = (sel: string) =>
        [...document.querySelectorAll(sel)].map((el) => ({
          // The label seen (a connection's control also holds its name for screen readers).
          text: (el.querySelector("[aria-hidden=true]") ?? el).textContent ?? "",
          r: el.getBoundingClientRect(),
        }));
      const shown = boxes("[data-branch-label]");
      const steps = boxes(".react-flow__node");
      const cross = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        texts: shown.map((l) => l.text).sort(),
        overlaps: [
          ...shown.flatMap((a, i) =>
            shown
              .slice(i + 1)
              .filter((b) => cross(a.r, b.r))
              .map((b) => `${a.text}/${b.text}`),
          ),
          ...shown.flatMap((a) =>
            steps.filter((s) => cross(a.r, s.r)).map((s) => `${a.text} on ${s.text.slice(0, 20)}`),
          ),
        ],
      };
    });

  test("each branch is labelled once, on its connection or, with none, on its dot; none covers another", async ({
    page,
  }) => {
    await openSaved(page, {
      name: "Two branches",
      nodes: [
        step("t", "trigger", "Incoming Trigger", 0, 0),
        {
          ...step("k", "condition", "Has a message", 0, 140),
          data: { label: "Has a message", config: { field: "message", operator: "exists" } },
        },
        step("y", "crm-update", "Save the lead", -160, 280),
        step("n", "crm-update", "Only without a message", 160, 280),
      ],
      connections: [
        { source: "t", target: "k" },
        { source: "k", target: "y", sourceHandle: "yes" },
        { source: "k", target: "n", sourceHandle: "no" },
      ],
    });
    await expect(page.locator(".react-flow__node")).toHaveCount(4);
    if (isPhone(page)) await page.locator(".react-flow").scrollIntoViewIfNeeded();
    await expect.poll(async () => (await labels(page)).texts).toEqual(["No", "Yes"]);
    expect((await labels(page)).overlaps).toEqual([]);
    await shot(page, "branches");
    if (isPhone(page)) return;

    // The No connection removed: its label moves to the dot it left from, still once.
    await page
      .getByRole("button", { name: "Connection from Has a message (No) to Only without a message" })
      .focus();
    await page.keyboard.press("Delete");
    await expect(page.locator(".react-flow__edge")).toHaveCount(2);
    await expect.poll(async () => (await labels(page)).texts).toEqual(["No", "Yes"]);
    expect((await labels(page)).overlaps).toEqual([]);
    await shot(page, "branch-unconnected");
  });
});

test.describe("the diagram by keyboard", () => {
  test.skip(({ page }) => isPhone(page), "a phone edits its steps in the list");

  test("Tab reaches every step before any connection; a connection is still reached and removed by keyboard", async ({
    page,
  }) => {
    await newWorkflow(page, "Incoming Trigger", "CRM Update", "Email Sender");
    await expect(page.locator(".react-flow__edge")).toHaveCount(2);
    // The order the keyboard meets the diagram's steps and connections in.
    const order = () =>
      page.evaluate(() => {
        const all = [
          ...document.querySelectorAll<HTMLElement>(".react-flow [tabindex], .react-flow button"),
        ];
        return all
          .filter(
            (el) => el.tabIndex >= 0 && !el.closest(".react-flow__controls, .react-flow__minimap"),
          )
          .filter((el) => el.matches(".react-flow__node, [data-edge-id], .react-flow__edge"))
          .map((el) => (el.matches(".react-flow__node") ? "step" : "connection"));
      });
    expect(await order()).toEqual(["step", "step", "step", "connection", "connection"]);

    const first = page.locator(".react-flow__node").first();
    await first.focus();
    const connection = page.getByRole("button", {
      name: "Connection from CRM Update to Email Sender",
    });
    for (
      let i = 0;
      i < 20 && !(await connection.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await expect(connection).toBeFocused();
    // Enter selects it: drawn as such, and named in Node Properties.
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("connection-selected")).toContainText(
      "Connection from CRM Update to Email Sender is selected.",
    );
    await shot(page, "connection-focused");
    await page.keyboard.press("Delete");
    await expect(page.locator(".react-flow__edge")).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Email Sender");
    expect(await axeViolations(page, "section[aria-labelledby='workflow-editor-title']")).toEqual(
      [],
    );
  });
});

test(
  "a message raised in a dialog on a phone leaves the dialog's heading and close button in sight",
  anyViewport,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/workflows");
    await page.getByRole("button", { name: "Suggest with AI" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Workflow Suggestions" });
    await dialog.getByLabel("What do you want to automate?").fill("   ");
    await dialog.getByRole("button", { name: "Get Suggestions" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please describe your workflow");
    await expect(dialog.getByLabel("What do you want to automate?")).toBeFocused();
    // Nothing drawn over the heading or the close button.
    const onTop = (name: "heading" | "button", label: string) =>
      dialog.getByRole(name, { name: label }).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return Boolean(hit && el.contains(hit));
      });
    expect(await onTop("heading", "AI Workflow Suggestions")).toBe(true);
    expect(await onTop("button", "Close suggestions")).toBe(true);
    await shot(page, "dialog-message");
  },
);
