/**
 * The workflow editor on a phone (steps as a list under a picture of the diagram) and on a
 * desktop (the diagram, and the same list as a view): connections inserted on and removed, one
 * step tested, a run followed step by step on the steps themselves, Active never moved by
 * editing, test runs that store nothing, the layout on narrow phones, axe, and the keyboard.
 */
import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";

const editorRegion = (page: Page) => page.getByRole("region", { name: /^(New|Edit) Workflow$/ });

async function newWorkflow(page: Page) {
  await gotoHydrated(page, "/workflows");
  await page.getByRole("button", { name: "New Workflow" }).click();
  await expect(editorRegion(page)).toBeVisible();
}

async function add(page: Page, ...names: string[]) {
  for (const name of names) await page.getByRole("button", { name: `Add ${name}` }).click();
}

/** The steps as a list: a phone's editor, a desktop's list view. */
async function showList(page: Page) {
  if (isPhone(page)) return;
  await editorRegion(page).getByRole("button", { name: "Steps as a list" }).click();
}

const listItem = (page: Page, label: string) =>
  page.locator(`[data-testid=step-item][data-step-label="${label}"]`);

/**
 * Selects a step (a click on the selected step keeps it selected): its row in the list on a
 * phone, the step on the diagram on a desktop.
 */
async function selectStep(page: Page, label: string) {
  if (isPhone(page)) {
    const item = listItem(page, label);
    if ((await item.getAttribute("data-selected")) === null) {
      await item.getByRole("button").first().click();
    }
    await expect(item).toHaveAttribute("data-selected", "true");
  } else {
    const node = page.locator(".react-flow__node").filter({ hasText: label }).first();
    // A step out of the diagram's view (a step added later moved the view): fit the view first,
    // as a visitor would.
    const inView = await node.evaluate((el) => {
      const box = el.closest(".react-flow")?.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      return Boolean(
        box &&
          r.left >= box.left &&
          r.right <= box.right &&
          r.top >= box.top &&
          r.bottom <= box.bottom,
      );
    });
    if (!inView) await page.getByRole("button", { name: "Fit View" }).click();
    if (!(await node.evaluate((el) => el.classList.contains("selected")))) await node.click();
    await expect(node).toHaveClass(/\bselected\b/);
  }
}

const properties = (page: Page) => page.getByRole("form", { name: "Node Properties" });
/** A step by its name: its row in the list on a phone, the step on the diagram on a desktop. */
const listOrNode = (page: Page, label: string) =>
  isPhone(page)
    ? listItem(page, label)
    : page.locator(".react-flow__node").filter({ hasText: label });

/** Presses Tab until `target` has focus: it is reached by the keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, max = 200, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`not reached by Tab: ${target}`);
}

/** Elements of `selector` reaching past the screen's right edge (the diagram's steps aside). */
function overflowing(page: Page, selector: string, width: number) {
  return page.evaluate(
    ([sel, w]) =>
      [...(document.querySelector(sel as string)?.querySelectorAll("*") ?? [])]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > (w as number) + 1 && !el.closest(".react-flow__viewport");
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    [selector, width],
  );
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** The diagram's zoom (its viewport's scale). */
const zoomOf = (page: Page) =>
  page
    .locator(".react-flow__viewport")
    .evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);

/** The step lies wholly inside the diagram, within the window and below the site's header. */
const inSight = (node: Locator) =>
  node.evaluate((el) => {
    const pane = el.closest(".react-flow")?.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const r = el.getBoundingClientRect();
    return Boolean(
      pane &&
        r.left >= pane.left &&
        r.right <= pane.right &&
        r.top >= Math.max(pane.top, header) &&
        r.bottom <= Math.min(pane.bottom, window.innerHeight),
    );
  });

/** Pairs of steps on the diagram that cover each other, by their names. */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll(".react-flow__node")].map((el) => ({
      name: el.querySelector("[data-step-name]")?.textContent ?? "",
      r: el.getBoundingClientRect(),
    }));
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) =>
            a.r.left < b.r.right &&
            b.r.left < a.r.right &&
            a.r.top < b.r.bottom &&
            b.r.top < a.r.bottom,
        )
        .map((b) => `${a.name} / ${b.name}`),
    );
  });

/** The smallest size, on the screen, of the steps' names and the branches' labels. */
const smallestLabel = (page: Page) =>
  page.evaluate(() => {
    const vp = document.querySelector(".react-flow__viewport");
    const zoom = vp ? new DOMMatrixReadOnly(getComputedStyle(vp).transform).a : 1;
    const texts = [
      ...document.querySelectorAll(".react-flow__node [data-step-name], [data-branch-label]"),
    ];
    return Math.min(...texts.map((el) => Number.parseFloat(getComputedStyle(el).fontSize) * zoom));
  });

/** Steps on the diagram that the minimap covers, by their names (none when it is not drawn). */
const minimapCovers = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector(".react-flow__minimap")?.getBoundingClientRect();
    if (!map) return [];
    return [...document.querySelectorAll(".react-flow__node")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < map.right && map.left < r.right && r.top < map.bottom && map.top < r.bottom;
      })
      .map((el) => el.querySelector("[data-step-name]")?.textContent ?? "");
  });

/** Asks for a suggestion and opens the first one in the editor. */
async function openSuggestion(page: Page, request: string) {
  await gotoHydrated(page, "/workflows");
  await page.getByRole("button", { name: "Suggest with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Workflow Suggestions" });
  await dialog.getByLabel("What do you want to automate?").fill(request);
  await dialog.getByRole("button", { name: "Get Suggestions" }).click();
  await dialog.getByRole("button", { name: "Use This Workflow" }).first().click();
  await expect(editorRegion(page)).toBeVisible();
  await expect(page.locator(".react-flow__node").first()).toBeVisible();
}

const sixSteps =
  "When a lead comes in, add them to the CRM, email them a welcome, and if the message mentions urgent text me, otherwise email the team";

test.describe("workflow editor, phone and desktop", () => {
  test("a step is inserted on a connection and a connection deleted from the list; Active stays put", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "Email Sender");
    await showList(page);
    const active = editorRegion(page).getByRole("switch", { name: "Active" });
    await expect(active).toBeChecked();

    // Insert on the connection Trigger → Email.
    await page
      .getByRole("combobox", { name: "Insert a step between Incoming Trigger and Email Sender" })
      .selectOption({ label: "CRM Update" });
    await expect(page.getByTestId("step-item")).toHaveCount(3);
    await expect(page.getByTestId("step-item").nth(1)).toContainText("CRM Update");
    await expect(listItem(page, "CRM Update")).toContainText("Incoming Trigger");
    await expect(listItem(page, "Email Sender")).toContainText("CRM Update");
    if (isPhone(page)) await expect(page.locator(".react-flow__edge")).toHaveCount(2);

    // Delete the connection CRM → Email: the step says what to do, the switch does not move.
    await page
      .getByRole("button", { name: "Remove the connection from CRM Update to Email Sender" })
      .click();
    await expect(listItem(page, "Email Sender")).toContainText("Not connected");
    // Apart from the others it starts nothing: it does not also say it runs first.
    await expect(listItem(page, "Email Sender")).not.toContainText("Runs first");
    // Said before saving as what Save will do, never as if it had been saved: without a name,
    // Save stores nothing yet.
    await expect(editorRegion(page).getByTestId("editor-blocked")).toContainText(
      "Give it a name to save it. Email Sender: Not connected",
    );
    await expect(active).toBeChecked();

    // Connected again from the list (a condition would offer its Yes and No).
    await page
      .getByRole("combobox", { name: "Also run Email Sender after…" })
      .selectOption({ label: "CRM Update" });
    await expect(listItem(page, "Email Sender")).not.toContainText("Not connected");
    await expect(editorRegion(page).getByTestId("editor-blocked")).toHaveCount(0);
    await expect(active).toBeChecked();
    // Undo takes the connection away again, redo brings it back.
    await editorRegion(page).getByRole("button", { name: "Undo" }).click();
    await expect(listItem(page, "Email Sender")).toContainText("Not connected");
    await editorRegion(page).getByRole("button", { name: "Redo" }).click();
    await expect(listItem(page, "Email Sender")).not.toContainText("Not connected");

    // Switched off by the visitor, it stays off while editing.
    await active.click();
    await add(page, "SMS Alert");
    await expect(active).not.toBeChecked();
    await noSidewaysScroll(page);
  });

  test("undo and redo of a step's settings show in its open properties", async ({ page }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "Email Sender");
    await selectStep(page, "Email Sender");
    const form = properties(page);
    await form.getByLabel("Step name").fill("Thank-you email");
    await form.getByLabel("Subject").fill("Hello A");
    await expect(listOrNode(page, "Thank-you email")).toHaveCount(1);

    // One field at a time: the Subject first, then the name.
    await editorRegion(page).getByRole("button", { name: "Undo" }).click();
    await expect(form.getByLabel("Step name")).toHaveValue("Thank-you email");
    await expect(form.getByLabel("Subject")).toHaveValue("Workflow update");
    await editorRegion(page).getByRole("button", { name: "Undo" }).click();
    await expect(form.getByLabel("Step name")).toHaveValue("Email Sender");
    await expect(listOrNode(page, "Email Sender")).toHaveCount(1);
    await editorRegion(page).getByRole("button", { name: "Redo" }).click();
    await editorRegion(page).getByRole("button", { name: "Redo" }).click();
    await expect(form.getByLabel("Step name")).toHaveValue("Thank-you email");
    await expect(form.getByLabel("Subject")).toHaveValue("Hello A");
    // Redo is still there after the form showed the step again: showing it recorded nothing.
    await editorRegion(page).getByRole("button", { name: "Undo" }).click();
    await editorRegion(page).getByRole("button", { name: "Redo" }).click();
    await expect(form.getByLabel("Subject")).toHaveValue("Hello A");
  });

  test("Test this step runs one step on what the steps before it give, says what it ran on, and shows its output and fields", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update", "Email Sender");
    await selectStep(page, "CRM Update");
    const panel = isPhone(page) ? listItem(page, "CRM Update") : page.locator("aside");
    // No run yet: the steps before it are run first, as a test.
    await panel.getByRole("button", { name: "Test this step" }).click();
    const result = panel.getByTestId("step-test-result");
    await expect(result).toHaveAttribute("data-status", "succeeded");
    await expect(result).toContainText(
      "Would save Ada Lovelace to the CRM (a test: nothing saved)",
    );
    await expect(panel.getByTestId("step-test-input")).toHaveText(
      "The step before it ran first, as a test, to give it its input.",
    );
    const output = panel.getByTestId("step-test-output");
    await expect(output.getByRole("row", { name: /contact\.name/ })).toContainText("Ada Lovelace");
    // The fields that reach the step, with the values it was tested on, ready to map.
    await expect(
      properties(page).getByRole("button", { name: "Insert {{company}}" }),
    ).toContainText("Analytical Engines");

    // The next step on what this one gave in its test: the editor sends that sample.
    await selectStep(page, "Email Sender");
    const email = isPhone(page) ? listItem(page, "Email Sender") : page.locator("aside");
    await email.getByRole("button", { name: "Test this step" }).click();
    await expect(email.getByTestId("step-test-result")).toContainText(
      "Email to ada@example.com written (a test: not kept)",
    );
    await expect(email.getByTestId("step-test-input")).toHaveText(
      "Tested on what the steps before it gave in the run shown or in their last tests: they were not run again.",
    );
    await expect(
      properties(page).getByRole("button", { name: /^Insert \{\{contact\}\}(:|$)/ }),
    ).toBeVisible();

    // The CRM step changed since its test: that test, and the next step's made on it, are out
    // of date, and lend nothing: the next test runs the steps before it again.
    await selectStep(page, "CRM Update");
    await properties(page).getByLabel("Company", { exact: true }).fill("{{name}} Ltd");
    await expect(panel.getByTestId("step-test-stale")).toBeVisible();
    await selectStep(page, "Email Sender");
    await expect(email.getByTestId("step-test-stale")).toBeVisible();
    await email.getByRole("button", { name: "Test this step" }).click();
    await expect(email.getByTestId("step-test-input")).toHaveText(
      "The 2 steps before it ran first, as a test, to give it its input.",
    );
    await expect(email.getByTestId("step-test-stale")).toHaveCount(0);

    // An address that is none: the CRM step's test fails, so the step after it no longer has its
    // input; tested, it runs the steps before it and says which failed.
    await selectStep(page, "Incoming Trigger");
    await properties(page)
      .getByLabel("Sample event (JSON)")
      .fill('{"name": "Grace Hopper", "email": "grace", "company": "Compilers Inc"}');
    await selectStep(page, "CRM Update");
    await panel.getByRole("button", { name: "Test this step" }).click();
    await expect(panel.getByTestId("step-test-result")).toHaveAttribute("data-status", "failed");
    await selectStep(page, "Email Sender");
    await email.getByRole("button", { name: "Test this step" }).click();
    await expect(email.getByTestId("step-test-result")).toHaveAttribute("data-status", "skipped");
    await expect(email.getByTestId("step-test-input")).toHaveText(
      "The steps before it ran first, as a test, and CRM Update failed, so this step did not run. Contact email 'grace' is not an email address.",
    );
    // A sample without a name: the CRM step fails and says where the name should come from.
    await selectStep(page, "Incoming Trigger");
    await properties(page).getByLabel("Sample event (JSON)").fill('{"email": "grace@example.com"}');
    await selectStep(page, "CRM Update");
    await panel.getByRole("button", { name: "Test this step" }).click();
    await expect(panel.getByTestId("step-test-result")).toHaveAttribute("data-status", "failed");
    await expect(panel.getByTestId("step-test-result")).toContainText(
      "'name' should come from the sample event of 'Incoming Trigger'",
    );
    // A trigger has nothing before it: its test gives its sample.
    await selectStep(page, "Incoming Trigger");
    const trigger = isPhone(page) ? listItem(page, "Incoming Trigger") : page.locator("aside");
    await trigger.getByRole("button", { name: "Test this step" }).click();
    await expect(trigger.getByTestId("step-test-input")).toHaveText(
      "Nothing runs before a trigger: it gave its sample event, as a run started by hand does.",
    );
    await expect(
      trigger.getByTestId("step-test-output").getByRole("row", { name: /email/ }),
    ).toContainText("grace@example.com");
    // Nothing was saved.
    expect(await (await page.request.get("/api/workflows")).json()).toEqual([]);
    await noSidewaysScroll(page);
  });

  test("a run is followed on the steps: waiting, then done or failed with what is missing; output on click; history", async ({
    page,
  }) => {
    await page.goto("/workflows");
    const followed = {
      name: "Followed run",
      isActive: true,
      nodes: [
        {
          id: "t",
          agentTemplateId: "trigger",
          position: { x: 0, y: 0 },
          data: {
            label: "Incoming Trigger",
            config: { sampleData: '{"name": "Ada Lovelace", "email": "ada@example.com"}' },
          },
        },
        {
          id: "c",
          agentTemplateId: "crm-update",
          position: { x: 300, y: 0 },
          data: { label: "CRM Update", config: { name: "{{name}}", email: "{{email}}" } },
        },
        {
          id: "s",
          agentTemplateId: "sms-alert",
          position: { x: 600, y: 0 },
          data: { label: "SMS Alert", config: { to: "{{phone}}", message: "Hi {{name}}" } },
        },
      ],
      connections: [
        { source: "t", target: "c" },
        { source: "c", target: "s" },
      ],
    };
    const saved = await page.request.post("/api/workflows", { data: followed });
    expect(saved.status()).toBe(201);
    // Another workflow's run first: the run below is still this workflow's #1.
    const other = await page.request.post("/api/workflows", {
      data: { ...followed, name: "Run before" },
    });
    const otherId = ((await other.json()) as { id: number }).id;
    expect((await page.request.post(`/api/workflows/${otherId}/run`, { data: {} })).status()).toBe(
      202,
    );
    await gotoHydrated(page, "/workflows");
    await page
      .getByRole("article", { name: "Followed run" })
      .getByRole("button", { name: /^Edit\b/ })
      .click();
    const editor = editorRegion(page);
    // The editor warns where the run will fail, before it is run.
    await expect(editor).toContainText("No step before this one gives 'phone'");
    // Every state a step takes while the run is followed.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const record = (el: Element) => {
        const id = el.getAttribute("data-id") ?? el.getAttribute("data-step-id");
        const status =
          el.querySelector("[data-run-status]")?.getAttribute("data-run-status") ??
          el.getAttribute("data-run-status");
        if (id && status && !seen.includes(`${id}:${status}`)) seen.push(`${id}:${status}`);
      };
      new MutationObserver(() => {
        for (const el of document.querySelectorAll(".react-flow__node, [data-step-id]")) record(el);
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await editor.getByRole("button", { name: "Run", exact: true }).click();
    await expect(editor.getByTestId("run-status")).toHaveText("Failed", { timeout: 15_000 });
    await expect(editor.getByTestId("run-result")).toContainText("Run #1 failed.");
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).toContain("s:waiting");
    expect(seen).toEqual(expect.arrayContaining(["t:succeeded", "c:succeeded", "s:failed"]));

    // The failed step says which field was missing and where it should come from.
    const failedText = isPhone(page)
      ? listItem(page, "SMS Alert")
      : page.getByTestId("node-s-error");
    await expect(failedText).toContainText("no 'phone'");
    await expect(failedText).toContainText(
      "'phone' should come from the sample event of 'Incoming Trigger'",
    );
    // A step's output on click.
    await selectStep(page, "CRM Update");
    const inRun = page.getByTestId("step-run-result");
    // The run before names the same address: whichever ran its CRM step first created the
    // visitor's one contact, the other updated it.
    await expect(inRun).toContainText(
      /Added Ada Lovelace to the CRM as a new contact|Updated Ada Lovelace, already in the CRM/,
    );
    const panel = isPhone(page) ? listItem(page, "CRM Update") : page.locator("aside");
    await expect(panel.getByRole("row", { name: /contact\.email/ })).toContainText(
      "ada@example.com",
    );

    // Run history: the run is listed and opens again.
    const history = page.getByTestId("run-history");
    await expect(history.getByRole("button")).toHaveCount(1);
    await expect(history.getByRole("button").first()).toContainText("Failed");
    await history.getByRole("button").first().click();
    // Its log names it: the run shown is not always the last one.
    await expect(editor).toContainText("Opened from the run history.");
    await expect(editor.locator("#workflow-run-panel")).toContainText("Run #1: Failed");
    // No server path or internal reference anywhere the visitor sees, nor in the API's answer.
    await expect(editor).not.toContainText(/\/(work|tmp|var|home|data)\/|reference|\.eml/);
    const api = (await (await page.request.get("/api/workflows")).json()) as {
      id: number;
      name: string;
    }[];
    const id = api.find((w) => w.name === "Followed run")?.id;
    const executions = await (await page.request.get(`/api/workflows/${id}/executions`)).text();
    expect(executions).not.toMatch(/\/(work|tmp|var|home)\/|"reference"|\.eml/);
  });

  test("a test run of unsaved changes saves and activates nothing, and says so", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    const editor = editorRegion(page);
    await editor.getByLabel("Workflow name").fill("Not saved yet");
    await editor.getByRole("switch", { name: "Active" }).click();
    await editor.getByRole("button", { name: "Test run (not saved)" }).click();
    await expect(editor.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    await expect(editor.getByTestId("run-test-note")).toBeVisible();
    await expect(page.locator("[data-run-status=succeeded]").first()).toBeVisible();
    expect(await (await page.request.get("/api/workflows")).json()).toEqual([]);
    await expect(editor.getByRole("heading", { name: "New Workflow" })).toBeVisible();
    await expect(editor.getByRole("switch", { name: "Active" })).not.toBeChecked();

    // Saved (inactive, as switched), then edited: Run is a test run again, and stores no run.
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    const card = page.getByRole("article", { name: "Not saved yet" });
    await expect(card).toContainText("Inactive");
    await card.getByRole("button", { name: /^Edit\b/ }).click();
    await editor.getByLabel("Workflow name").fill("Renamed but not saved");
    await editor.getByRole("button", { name: "Test run (not saved)" }).click();
    await expect(editor.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    const [saved] = (await (await page.request.get("/api/workflows")).json()) as {
      id: number;
      name: string;
      isActive: boolean;
    }[];
    expect([saved.name, saved.isActive]).toEqual(["Not saved yet", false]);
    expect(await (await page.request.get(`/api/workflows/${saved.id}/executions`)).json()).toEqual(
      [],
    );
  });

  test("a saved, unchanged workflow's Run is a real run at every width; a step that grows covers none; a skipped step says why", async ({
    page,
  }) => {
    await page.goto("/workflows");
    const crm = (id: string, label: string, x: number, y: number, company = "") => ({
      id,
      agentTemplateId: "crm-update",
      position: { x, y },
      data: { label, config: { name: "{{name}}", email: "{{email}}", company } },
    });
    const created = await page.request.post("/api/workflows", {
      data: {
        name: "Saved as it is",
        description: null,
        isActive: true,
        nodes: [
          {
            id: "t",
            agentTemplateId: "trigger",
            position: { x: 0, y: 0 },
            data: { label: "Incoming Trigger", config: {} },
          },
          {
            id: "k",
            agentTemplateId: "condition",
            position: { x: 0, y: 120 },
            data: { label: "Has a message", config: { field: "message", operator: "exists" } },
          },
          // No step gives 'vat_number': its warning makes the step taller than it was placed for.
          crm("y", "Save the lead", 0, 240, "{{vat_number}}"),
          crm("n", "Only without a message", 320, 240),
          crm("a", "After saving", 0, 360),
        ],
        connections: [
          { source: "t", target: "k" },
          { source: "k", target: "y", sourceHandle: "yes" },
          { source: "k", target: "n", sourceHandle: "no" },
          { source: "y", target: "a" },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await gotoHydrated(page, `/workflows?edit=${id}`);
    const editor = editorRegion(page);
    await expect(editor.getByRole("heading", { name: "Edit Workflow" })).toBeVisible();
    const run = editor.getByRole("button", { name: "Run", exact: true });
    const testRun = editor.getByRole("button", { name: "Test run (not saved)" });
    if (!isPhone(page)) {
      await expect(
        page.locator(".react-flow__node").filter({ hasText: "Save the lead" }),
      ).toBeVisible();
      await expect(
        page.locator(".react-flow__node").filter({ hasText: "Save the lead" }),
      ).toContainText("vat_number");
      // The taller step pushed the one under it down, and that is no change of the visitor's.
      await expect.poll(() => overlaps(page)).toEqual([]);
    }
    await expect(run).toBeVisible();
    await expect(testRun).toHaveCount(0);

    await run.click();
    await expect(editor.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    await expect(editor.getByTestId("run-test-note")).toHaveCount(0);
    const runs = await (await page.request.get(`/api/workflows/${id}/executions`)).json();
    expect(runs).toHaveLength(1);
    // Not run because the condition took Yes: said on the step and in the log.
    await expect(listOrNode(page, "Only without a message")).toContainText(
      "Not run: the other branch was taken",
    );
    await expect(editor.getByRole("region", { name: "Run log" })).toContainText(
      "Not run: the other branch was taken",
    );

    // Changed, Run is a test run at every width, and says so.
    await editor.getByLabel("Workflow name").fill("Changed, not saved");
    await expect(testRun).toBeVisible();
    await expect(run).toHaveCount(0);
    await editor.getByLabel("Workflow name").fill("Saved as it is");
    await expect(run).toBeVisible();
  });

  test("axe finds nothing with the editor open, a run shown and a step's properties open", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "Smart Condition", "CRM Update");
    await editorRegion(page).getByRole("button", { name: "Test run (not saved)" }).click();
    await expect(editorRegion(page).getByTestId("run-status")).toHaveText("Completed", {
      timeout: 15_000,
    });
    await selectStep(page, "CRM Update");
    await page.getByRole("button", { name: "Test this step" }).click();
    await expect(page.getByTestId("step-test-result")).toBeVisible();
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await axeViolations(page, "section[aria-labelledby='workflow-editor-title']")).toEqual(
      [],
    );
  });

  test("keyboard only: build, map a field, insert a step, test, save and run", async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/workflows");
    await tabTo(page, page.getByRole("button", { name: "New Workflow" }));
    await page.keyboard.press("Enter");
    const editor = editorRegion(page);
    await tabTo(page, editor.getByLabel("Workflow name"));
    await page.keyboard.type("Keyboard flow");
    for (const name of ["Incoming Trigger", "CRM Update", "Email Sender"]) {
      await tabTo(page, page.getByRole("button", { name: `Add ${name}` }));
      await page.keyboard.press("Enter");
    }
    if (!isPhone(page)) {
      await tabTo(page, editor.getByRole("button", { name: "Steps as a list" }));
      await page.keyboard.press("Enter");
    }
    await expect(page.getByTestId("step-item")).toHaveCount(3);
    // The last step added is selected: its properties are open. Map a field into its body.
    const body = properties(page).getByLabel("Body");
    await tabTo(page, body);
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Call ");
    await tabTo(page, properties(page).getByRole("button", { name: "Insert {{phone}}" }));
    await page.keyboard.press("Enter");
    await expect(body).toHaveValue(/Call \{\{phone\}\}$/);
    // Insert a step on the connection CRM → Email with the keyboard.
    await tabTo(
      page,
      page.getByRole("combobox", { name: "Insert a step between CRM Update and Email Sender" }),
    );
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("step-item")).toHaveCount(4);
    await tabTo(page, editor.getByRole("button", { name: "Test run (not saved)" }));
    await page.keyboard.press("Enter");
    await expect(editor.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    await tabTo(page, editor.getByRole("button", { name: "Save", exact: true }));
    await page.keyboard.press("Enter");
    const card = page.getByRole("article", { name: "Keyboard flow" });
    await expect(card).toContainText("4 steps");
    await tabTo(page, card.getByRole("button", { name: /^Run\b/ }));
    await page.keyboard.press("Enter");
    const run = page.getByRole("dialog", { name: "Keyboard flow" });
    await expect(run.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    await page.keyboard.press("Escape");
    await expect(run).toHaveCount(0);
  });
});

test.describe("the editor says what will happen, and what did", () => {
  const toasts = (page: Page) => page.locator('li[data-state="open"]');

  test("a step the server would refuse is named before saving; 'saved' is said only after a save", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "Email Sender");
    const editor = editorRegion(page);
    await editor.getByLabel("Workflow name").fill("Refused at first");
    await selectStep(page, "Email Sender");
    await properties(page).getByLabel("Recipient email").fill("the lead");
    const note = editor.getByTestId("editor-blocked");
    await expect(note).toHaveText(
      "It cannot be saved until this is fixed. Email Sender: Recipient email must be an email address.",
    );
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET" && r.url().includes("/api/workflows")) posts.push(r.url());
    });
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toasts(page).filter({ hasText: "Not saved" })).toContainText(
      "Email Sender: Recipient email must be an email address.",
    );
    await expect(toasts(page).filter({ hasText: "Workflow saved" })).toHaveCount(0);
    await expect(page.getByText(/saved inactive/i)).toHaveCount(0);
    expect(posts).toEqual([]);
    await expect(editor).toBeVisible();
    // A {{field}} is an address the run fills in: saved, and said so once it was.
    await properties(page).getByLabel("Recipient email").fill("{{email}}");
    await expect(note).toHaveCount(0);
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toasts(page).filter({ hasText: "Workflow saved" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Refused at first" })).toContainText("Active");
  });

  test("a workflow without steps says to add one, on Run and on Save, and is saved inactive", async ({
    page,
  }) => {
    await newWorkflow(page);
    const editor = editorRegion(page);
    await add(page, "CRM Update");
    await editor.getByLabel("Workflow name").fill("Nothing yet");
    await editor.getByRole("button", { name: "Remove CRM Update" }).click();
    const note = editor.getByTestId("editor-blocked");
    await expect(note).toHaveText(
      "Active is on, but Save stores it inactive until this is fixed. Add at least one step.",
    );
    await editor.getByRole("button", { name: "Test run (not saved)" }).click();
    await expect(toasts(page).filter({ hasText: "cannot run yet" })).toContainText(
      "Add at least one step.",
    );
    await expect(toasts(page)).not.toContainText("shown on the steps");
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toasts(page).filter({ hasText: "Workflow saved, inactive" })).toContainText(
      "Add at least one step.",
    );
    await expect(page.getByRole("article", { name: "Nothing yet" })).toContainText("Inactive");
  });

  test("an untouched new workflow closes without asking; the empty editor says one thing; Run with no steps says why", async ({
    page,
  }) => {
    await newWorkflow(page);
    const editor = editorRegion(page);
    // Without a name Save stores nothing: the note promises nothing stored.
    await expect(editor.getByTestId("editor-blocked")).toHaveText(
      "Give it a name to save it. Add at least one step.",
    );
    await expect(editor).not.toContainText("stores it inactive");
    // Nothing to select and nothing to add after: the texts say to add a first step.
    await expect(editor).not.toContainText("Select a node");
    await expect(editor).not.toContainText("after the selected step");
    if (isPhone(page)) {
      await expect(editor).toContainText("Tap an agent to add it as your first step.");
    } else {
      await expect(editor.getByRole("complementary")).toContainText("No steps yet.");
    }
    // Run with no steps: why, beside Run (and in a toast).
    await editor.getByRole("button", { name: "Test run (not saved)" }).click();
    await expect(editor.getByTestId("run-result")).toHaveText(
      "This workflow cannot run yet. Add at least one step.",
    );
    // A step added then removed changes nothing; closed, nothing asks.
    await add(page, "CRM Update");
    await expect(editor.getByTestId("run-result")).toHaveCount(0);
    await editor.getByRole("button", { name: "Remove CRM Update" }).click();
    await editor.getByRole("button", { name: "Close editor" }).click();
    await expect(editorRegion(page)).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    // A name typed is a change: closing asks.
    await page.getByRole("button", { name: "New Workflow" }).click();
    await editorRegion(page).getByLabel("Workflow name").fill("Kept?");
    await editorRegion(page).getByRole("button", { name: "Close editor" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("You have unsaved changes.");
  });

  test("a sample event that is not JSON keeps the workflow inactive, said before and after Save", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "Email Sender");
    const editor = editorRegion(page);
    await editor.getByLabel("Workflow name").fill("Broken sample");
    await selectStep(page, "Incoming Trigger");
    await properties(page).getByLabel("Sample event (JSON)").fill("{not json");
    const why = "Incoming Trigger: The sample event is not valid JSON.";
    await expect(editor.getByTestId("editor-blocked")).toHaveText(
      `Active is on, but Save stores it inactive until this is fixed. ${why}`,
    );
    await editor.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toasts(page).filter({ hasText: "Workflow saved, inactive" })).toContainText(why);
    await expect(page.getByRole("article", { name: "Broken sample" })).toContainText("Inactive");
  });

  test("Save clicked several times in one instant stores one workflow", async ({ page }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    const editor = editorRegion(page);
    await editor.getByLabel("Workflow name").fill("Saved once");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/workflows") {
        posts.push(r.url());
      }
    });
    // Three clicks before React can disable the button, as a double tap on a slow phone lands.
    await editor.getByRole("button", { name: "Save", exact: true }).evaluate((button) => {
      for (let i = 0; i < 3; i++) (button as HTMLButtonElement).click();
    });
    await expect(toasts(page).filter({ hasText: "Workflow saved" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Saved once" })).toHaveCount(1);
    expect(posts).toHaveLength(1);
    const listed = await page.evaluate(async () =>
      ((await (await fetch("/api/workflows")).json()) as { name: string }[]).filter(
        (w) => w.name === "Saved once",
      ),
    );
    expect(listed).toHaveLength(1);
  });

  test("a trigger added after other steps starts their chain; one more stays apart and says how", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "CRM Update", "Email Sender", "Incoming Trigger");
    await showList(page);
    await expect(page.getByTestId("step-item").first()).toHaveAttribute(
      "data-step-label",
      "Incoming Trigger",
    );
    await expect(listItem(page, "Incoming Trigger")).toContainText("Runs first");
    await expect(listItem(page, "CRM Update")).toContainText("Runs after");
    await expect(listItem(page, "CRM Update")).toContainText("Incoming Trigger");
    await expect(listItem(page, "Email Sender")).toContainText("CRM Update");
    await expect(editorRegion(page).getByTestId("editor-blocked")).toHaveCount(0);
    // Every chain starts with a trigger now: another one is not put after a step.
    await add(page, "Incoming Trigger");
    const apart = page
      .getByTestId("step-item")
      .filter({ hasText: "a trigger starts the workflow" });
    await expect(apart).toHaveCount(1);
    await expect(apart).toContainText("Runs first");
    await expect(
      page.getByRole("button", { name: /^Remove the connection from Incoming Trigger/ }),
    ).toHaveCount(1);
    await expect(
      page.getByRole("button", {
        name: "Remove the connection from Incoming Trigger to CRM Update",
      }),
    ).toHaveCount(1);
  });

  test("the result of a run is shown next to the Run button, wherever the run log is", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    const editor = editorRegion(page);
    const run = editor.getByRole("button", { name: "Test run (not saved)" });
    await run.click();
    const result = editor.getByTestId("run-result");
    await expect(result).toHaveText(/Test run completed: 2 steps done\./, { timeout: 15_000 });
    await expect(result).toBeInViewport();
    const button = await run.boundingBox();
    const line = await result.boundingBox();
    if (!button || !line) throw new Error("no result line");
    expect(line.y - (button.y + button.height)).toBeLessThan(200);
    // The whole log is one press away.
    await result.getByRole("button", { name: "Show the run log" }).click();
    await expect(editor.getByTestId("run-status")).toBeInViewport();
    await expect(editor.getByTestId("run-status")).toHaveText("Completed");
  });
});

test.describe("steps added on the diagram", () => {
  test.skip(({ page }) => isPhone(page), "the phone's diagram is a picture that shows every step");

  test("steps added are kept in view by moving the view, never by zooming out: the new one and the one before", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await newWorkflow(page);
    const steps = [
      "Incoming Trigger",
      "Smart Condition",
      "SMS Alert",
      "Email Sender",
      "CRM Update",
      "AI Intake",
      "Email Sender",
      "SMS Alert",
    ];
    const zoom = await zoomOf(page);
    for (const [i, label] of steps.entries()) {
      await add(page, label);
      const nodes = page.locator(".react-flow__node");
      await expect(nodes).toHaveCount(i + 1);
      for (const n of i === 0 ? [0] : [i - 1, i])
        await expect.poll(() => inSight(nodes.nth(n))).toBe(true);
      expect(await zoomOf(page)).toBe(zoom);
    }
    expect(await overlaps(page)).toEqual([]);
  });
});

test.describe("a workflow reads at a readable size", () => {
  test("a six-step suggestion opens laid out top to bottom at a readable zoom, every step in sight, the minimap covering none", async ({
    page,
  }) => {
    await openSuggestion(page, sixSteps);
    const nodes = page.locator(".react-flow__node");
    await expect(nodes).toHaveCount(6);
    // A phone's picture is below the list of steps, where the page scrolls to.
    if (isPhone(page)) await page.locator(".react-flow").scrollIntoViewIfNeeded();
    for (const node of await nodes.all()) await expect.poll(() => inSight(node)).toBe(true);
    expect(await overlaps(page)).toEqual([]);
    // Names of 12 px or more on the screen, whatever the zoom (the phone's picture sets its own).
    expect(await smallestLabel(page)).toBeGreaterThanOrEqual(12);
    if (isPhone(page)) {
      await noSidewaysScroll(page);
      return;
    }
    expect(await zoomOf(page)).toBeGreaterThanOrEqual(0.75);
    // The branches side by side, under their condition.
    const top = async (name: string) =>
      (await nodes.filter({ hasText: name }).first().boundingBox())?.y ?? Number.NaN;
    expect(await top("Text the team")).toBe(await top("Email the team"));
    expect(await top("Text the team")).toBeGreaterThan(await top("If message mentions"));
    expect(await minimapCovers(page)).toEqual([]);
  });

  test("a large workflow opens with its minimap where no step is", async ({ page }) => {
    test.skip(isPhone(page), "the phone's picture has no minimap");
    await page.goto("/workflows");
    const nodes = Array.from({ length: 20 }, (_, i) => ({
      id: `s${i}`,
      agentTemplateId: i === 0 ? "trigger" : "crm-update",
      // A row of ten, then another, as a visitor might have placed them.
      position: { x: (i % 10) * 300, y: Math.floor(i / 10) * 160 },
      data: { label: `Step ${i + 1}`, config: {} },
    }));
    const connections = nodes.slice(1).map((n, i) => ({ source: nodes[i].id, target: n.id }));
    const saved = await page.request.post("/api/workflows", {
      data: { name: "Twenty steps", isActive: false, nodes, connections },
    });
    expect(saved.status()).toBe(201);
    await gotoHydrated(page, "/workflows");
    await page
      .getByRole("article", { name: "Twenty steps" })
      .getByRole("button", { name: /^Edit\b/ })
      .click();
    await expect(page.locator(".react-flow__minimap")).toBeVisible();
    await expect(page.locator(".react-flow__node").first()).toBeVisible();
    expect(await minimapCovers(page)).toEqual([]);
  });

  test("a step added by a click lands beside the one before, covers none, and is brought into view by moving, not zooming", async ({
    page,
  }) => {
    test.skip(isPhone(page), "a phone adds its steps to the list, which shows them where tapped");
    await openSuggestion(page, sixSteps);
    await editorRegion(page).getByLabel("Workflow name").fill("Added by click");
    await editorRegion(page).getByRole("button", { name: "Save", exact: true }).click();
    await page
      .getByRole("article", { name: "Added by click" })
      .getByRole("button", { name: /^Edit\b/ })
      .click();
    const nodes = page.locator(".react-flow__node");
    await expect(nodes).toHaveCount(6);
    await expect(nodes.first()).toBeVisible();
    // The page scrolled so that most of the diagram is below the window; the palette's buttons
    // are pressed from the keyboard, which scrolls nothing.
    await page.evaluate(() => {
      const pane = document.querySelector(".react-flow")?.getBoundingClientRect();
      if (pane) window.scrollBy(0, pane.top - (window.innerHeight - 140));
    });
    const zoom = await zoomOf(page);
    const names = ["Email Sender", "SMS Alert", "CRM Update", "AI Intake", "Email Sender"];
    for (const [i, name] of names.entries()) {
      await page
        .getByRole("button", { name: `Add ${name}` })
        .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
      await page.keyboard.press("Enter");
      await expect(nodes).toHaveCount(7 + i);
      const added = page.locator(".react-flow__node.selected");
      await expect(added).toContainText(name);
      await expect.poll(() => inSight(added)).toBe(true);
      expect(await overlaps(page)).toEqual([]);
      expect(await zoomOf(page)).toBe(zoom);
    }
    // Beside the one before: under it, in this top-to-bottom workflow.
    const boxes = await Promise.all([nodes.nth(9), nodes.nth(10)].map((n) => n.boundingBox()));
    expect(boxes[1]?.y ?? 0).toBeGreaterThan((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0));
  });

  for (const width of [360, 390]) {
    test(`on a ${width} px phone the picture's names are 12 px or more and the page never scrolls sideways`, async ({
      page,
    }) => {
      test.skip(!isPhone(page), "phone widths");
      await page.setViewportSize({ width, height: 780 });
      await openSuggestion(page, sixSteps);
      await expect(page.locator(".react-flow__node")).toHaveCount(6);
      expect(await smallestLabel(page)).toBeGreaterThanOrEqual(12);
      await noSidewaysScroll(page);
      const picture = page.locator(".react-flow");
      for (const node of await page.locator(".react-flow__node").all()) {
        const [r, box] = await Promise.all([node.boundingBox(), picture.boundingBox()]);
        expect(r && box && r.x >= box.x && r.x + r.width <= box.x + box.width).toBe(true);
      }
    });
  }
});

test.describe("the editor on narrow phones", () => {
  test.skip(({ page }) => !isPhone(page), "phone widths");

  for (const width of [360, 390]) {
    test(`never wider than a ${width} px screen: a suggestion, its run, a step open, the dialog`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 780 });
      await gotoHydrated(page, "/workflows");
      await page.getByRole("button", { name: "Suggest with AI" }).click();
      const dialog = page.getByRole("dialog", { name: "AI Workflow Suggestions" });
      // A request that reads two ways and asks for something no step does: two cards, a note.
      await dialog
        .getByLabel("What do you want to automate?")
        .fill(
          "Post every new lead in our Slack channel and notify my team when an important email arrives",
        );
      await dialog.getByRole("button", { name: "Get Suggestions" }).click();
      await expect(dialog.getByTestId("suggestion")).toHaveCount(2);
      await expect(dialog.getByTestId("suggestion-unsupported").first()).toContainText("Slack");
      expect(await overflowing(page, "[role=dialog]", width)).toEqual([]);
      await dialog
        .getByLabel("What do you want to automate?")
        .fill(
          "When a lead fills the contact form, send them a welcome email, text my sales rep, add them to the CRM; if they mention 'urgent', alert me by SMS",
        );
      await dialog.getByRole("button", { name: "Get Suggestions" }).click();
      await expect(dialog.getByTestId("suggestion").first()).toBeVisible();
      await noSidewaysScroll(page);
      await dialog.getByRole("button", { name: "Use This Workflow" }).click();
      await expect(page.getByTestId("step-item").first()).toBeVisible();
      await noSidewaysScroll(page);
      await page.getByRole("button", { name: "Test run (not saved)" }).click();
      await expect(page.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
      await selectStep(page, "Email the lead");
      await expect(properties(page)).toBeVisible();
      await noSidewaysScroll(page);
      // Every part of the editor within the screen.
      expect(
        await overflowing(page, "section[aria-labelledby=workflow-editor-title]", width),
      ).toEqual([]);
    });
  }
});

test.describe("nothing covered, nothing cut", () => {
  test("while editing, the floating chat button stands aside; at 360 px every tile shows its whole name and the page never scrolls sideways", async ({
    page,
  }) => {
    if (isPhone(page)) await page.setViewportSize({ width: 360, height: 780 });
    await gotoHydrated(page, "/workflows");
    const width = page.viewportSize()?.width ?? 1280;
    /** Tiles whose name is cut (an ellipsis, or past the tile or the screen). */
    const cut = (selector: string) =>
      page.evaluate(
        ([sel, w]) =>
          [...document.querySelectorAll<HTMLElement>(sel as string)]
            .filter((tile) => {
              const r = tile.getBoundingClientRect();
              const texts = [...tile.querySelectorAll<HTMLElement>("span, h3, p")];
              return (
                r.right > (w as number) + 1 ||
                texts.some(
                  (t) =>
                    t.scrollWidth > t.clientWidth + 1 ||
                    t.getBoundingClientRect().right > r.right + 1,
                )
              );
            })
            .map((tile) => tile.textContent?.slice(0, 40)),
        [selector, width],
      );
    const bubble = page.getByRole("button", { name: "Open chat" });
    // On a phone it never shows on this page: wherever it is scrolled to, it sat on a card's
    // buttons or switch.
    if (isPhone(page)) await expect(bubble).toHaveCount(0);
    else await expect(bubble).toBeVisible();
    expect(await cut("ul[aria-labelledby=agents-title] > li")).toEqual([]);
    await noSidewaysScroll(page);

    await page.getByRole("button", { name: "New Workflow" }).click();
    await expect(editorRegion(page)).toBeVisible();
    await expect(bubble).toHaveCount(0);
    expect(await cut('nav[aria-labelledby=palette-title] button[aria-label^="Add "]')).toEqual([]);
    await noSidewaysScroll(page);
    // The chat is still a tap away (the header's button, the menu's on a phone).
    await editorRegion(page).getByRole("button", { name: "Close editor" }).click();
    await expect(editorRegion(page)).toHaveCount(0);
    if (isPhone(page)) await expect(bubble).toHaveCount(0);
    else await expect(bubble).toBeVisible();
  });
});

test.describe("the open workflow has a URL", () => {
  test("a saved workflow opened in the editor is in the URL and opens again on reload; a draft or an unknown id is not", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    // A draft never saved has no URL of its own.
    expect(new URL(page.url()).searchParams.get("edit")).toBeNull();
    await editorRegion(page).getByLabel("Workflow name").fill("Reopened on reload");
    await editorRegion(page).getByRole("button", { name: "Save", exact: true }).click();
    const card = page.getByRole("article", { name: "Reopened on reload" });
    await card.getByRole("button", { name: /^Edit\b/ }).click();
    await expect(editorRegion(page)).toHaveAccessibleName("Edit Workflow");
    await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toMatch(/^\d+$/);
    const id = new URL(page.url()).searchParams.get("edit");
    // Reopened, the page keeps the workflow in its URL all along (it once took it out and put
    // it back while the editor's code was still on its way).
    const urls: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    await gotoHydrated(page, page.url());
    await expect(editorRegion(page)).toHaveAccessibleName("Edit Workflow");
    await expect(editorRegion(page).getByLabel("Workflow name")).toHaveValue("Reopened on reload");
    expect(urls.map((url) => new URL(url).searchParams.get("edit"))).toEqual(urls.map(() => id));
    // Closed: the URL is the list's again.
    await editorRegion(page).getByRole("button", { name: "Close editor" }).click();
    await expect(editorRegion(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toBeNull();
    // An id that is not one of this visitor's workflows opens nothing.
    await gotoHydrated(page, `/workflows?edit=${Number(id) + 100000}`);
    await expect(page.getByRole("button", { name: "New Workflow" })).toBeVisible();
    await expect(editorRegion(page)).toHaveCount(0);
  });
});

test.describe("keyboard, focus and what the editor counts", () => {
  const saveButton = (page: Page) =>
    editorRegion(page).getByRole("button", { name: "Save", exact: true });

  test("a trigger comes first among the steps to add", async ({ page }) => {
    await newWorkflow(page);
    const adds = page.getByRole("navigation").getByRole("button", { name: /^Add / });
    await expect(adds.first()).toHaveAccessibleName("Add Incoming Trigger");
  });

  test("a focused step shows a ring, Enter or Space opens its properties, Delete on a control deletes nothing", async ({
    page,
  }) => {
    test.skip(isPhone(page), "the phone's diagram is a picture; its steps are edited in the list");
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update", "Email Sender");
    const nodes = page.locator(".react-flow__node");
    await expect(nodes).toHaveCount(3);
    const crm = nodes.filter({ hasText: "CRM Update" });
    // Nothing selected: the properties say so.
    await page.locator(".react-flow__pane").click({ position: { x: 5, y: 5 } });
    await expect(properties(page)).toHaveCount(0);

    await crm.focus();
    await page.keyboard.press("Enter");
    await expect(properties(page)).toBeVisible();
    await expect(properties(page).getByLabel("Step name")).toHaveValue("CRM Update");
    // Focus went to the properties it opened.
    await expect(properties(page).locator(":focus")).toHaveCount(1);
    const email = nodes.filter({ hasText: "Email Sender" });
    await email.focus();
    await page.keyboard.press(" ");
    await expect(properties(page).getByLabel("Step name")).toHaveValue("Email Sender");

    // A focused step is outlined where it can be seen (React Flow's own stylesheet removes it).
    await page.locator(".react-flow__pane").click({ position: { x: 5, y: 5 } });
    await tabTo(page, crm);
    const outline = await crm.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);

    // CRM Update selected; Delete pressed on another step's Remove button, on the name field and
    // on Save: none of them is a request to delete the selected step.
    await selectStep(page, "CRM Update");
    for (const control of [
      page.getByRole("button", { name: "Remove Email Sender" }),
      editorRegion(page).getByLabel("Workflow name"),
      saveButton(page),
    ]) {
      await control.focus();
      await page.keyboard.press("Delete");
      await page.keyboard.press("Backspace");
    }
    await expect(nodes).toHaveCount(3);

    // Another step focused by the keyboard while CRM Update is selected: Delete is for the step
    // with focus, not the selected one.
    await email.focus();
    await page.keyboard.press("Delete");
    await expect(nodes).toHaveCount(2);
    await expect(nodes.filter({ hasText: "Email Sender" })).toHaveCount(0);
    await expect(crm).toHaveCount(1);
    await page.keyboard.press("Control+z");
    await expect(nodes).toHaveCount(3);

    // On the step itself, Delete deletes it, and its neighbours are joined; undo restores both.
    await crm.focus();
    await page.keyboard.press("Delete");
    await expect(nodes).toHaveCount(2);
    await expect(page.locator(".react-flow__edge")).toHaveCount(1);
    await expect(nodes.filter({ hasText: "Email Sender" })).not.toContainText("Not connected");
    await page.keyboard.press("Control+z");
    await expect(nodes).toHaveCount(3);
    await expect(page.locator(".react-flow__edge")).toHaveCount(2);
  });

  test("deleting a middle step from the list joins its neighbours", async ({ page }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update", "Email Sender");
    await showList(page);
    const crm = listItem(page, "CRM Update");
    await crm.getByRole("button", { name: "Remove CRM Update" }).click();
    await expect(page.getByTestId("step-item")).toHaveCount(2);
    await expect(listItem(page, "Email Sender")).not.toContainText("Not connected");
    await expect(editorRegion(page).getByTestId("editor-blocked")).toHaveCount(0);
  });

  test("after Save, focus is on the saved workflow's card, in view; after the run dialog, back on the control that opened it", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    await editorRegion(page).getByLabel("Workflow name").fill("Focus returns");
    await saveButton(page).focus();
    await page.keyboard.press("Enter");
    const card = page.getByRole("article", { name: "Focus returns" });
    await expect(card).toBeVisible();
    // A new workflow's card, not New Workflow: on a phone the card may be far below it.
    await expect(card.getByRole("button", { name: /^Edit\b/ })).toBeFocused();
    await expect(card).toBeInViewport();

    // Opened from a card's Edit: saved, focus is on that Edit again.
    await card.getByRole("button", { name: /^Edit\b/ }).focus();
    await page.keyboard.press("Enter");
    await editorRegion(page).getByLabel("Description").fill("Changed");
    await saveButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(card).toContainText("Changed");
    await expect(card.getByRole("button", { name: /^Edit\b/ })).toBeFocused();

    // A card's Run opens the run log: its close button says what it closes, and focus returns
    // to Run.
    const run = card.getByRole("button", { name: /^Run\b/ });
    await run.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Focus returns" });
    await expect(dialog.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
    await expect(dialog.getByRole("button", { name: "Close editor" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close run log" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(run).toBeFocused();
  });

  test("keys only: focus goes back to what opened a dialog, starts on the editor it opened, and stays on the steps after a removal", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await gotoHydrated(page, "/workflows");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body
          ? `${el.tagName} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 60)}`
          : "body";
      });
    const suggest = page.getByRole("button", { name: "Suggest with AI" });
    const dialog = page.getByRole("dialog", { name: "AI Workflow Suggestions" });

    // Closed with Escape, and with its close button: back on Suggest with AI.
    await tabTo(page, suggest);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect.poll(focused).toBe("BUTTON Suggest with AI");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Close suggestions" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect.poll(focused).toBe("BUTTON Suggest with AI");

    // Use This Workflow: the list (and Suggest with AI) gives way to the editor, whose heading
    // has focus.
    await page.keyboard.press("Enter");
    await tabTo(page, dialog.getByLabel("What do you want to automate?"));
    await page.keyboard.type("Qualify new leads and add them to our CRM");
    await tabTo(page, dialog.getByRole("button", { name: "Get Suggestions" }));
    await page.keyboard.press("Enter");
    await tabTo(page, dialog.getByRole("button", { name: "Use This Workflow" }));
    await page.keyboard.press("Enter");
    await expect(editorRegion(page)).toBeVisible();
    await expect.poll(focused).toBe("H2 New Workflow");
    // Left without saving: back on Suggest with AI, which opened it.
    await tabTo(page, editorRegion(page).getByRole("button", { name: "Close editor" }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Leave without saving" }));
    await page.keyboard.press("Enter");
    await expect(editorRegion(page)).toHaveCount(0);
    await expect.poll(focused).toBe("BUTTON Suggest with AI");

    // New Workflow: its heading; three steps added, then removed one by one from the list.
    await tabTo(page, page.getByRole("button", { name: "New Workflow" }));
    await page.keyboard.press("Enter");
    await expect(editorRegion(page)).toBeVisible();
    await expect.poll(focused).toBe("H2 New Workflow");
    for (const name of ["Incoming Trigger", "CRM Update", "Email Sender"]) {
      await tabTo(page, page.getByRole("button", { name: `Add ${name}` }));
      await page.keyboard.press("Enter");
    }
    if (!isPhone(page)) {
      // On the diagram: a step's Remove button gives focus to the next step.
      await tabTo(
        page,
        page.locator(".react-flow__node").getByRole("button", { name: "Remove CRM Update" }),
      );
      await page.keyboard.press("Enter");
      await expect(page.locator(".react-flow__node")).toHaveCount(2);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-id")))
        .toBe(
          await page
            .locator(".react-flow__node")
            .filter({ hasText: "Email Sender" })
            .getAttribute("data-id"),
        );
      await page.keyboard.press("Control+z");
      await expect(page.locator(".react-flow__node")).toHaveCount(3);
      await tabTo(page, editorRegion(page).getByRole("button", { name: "Steps as a list" }));
      await page.keyboard.press("Enter");
    }
    const items = page.getByTestId("step-item");
    await expect(items).toHaveCount(3);
    // A middle step: the next one. The last: the one before. None left: the list's empty text.
    await tabTo(page, page.getByRole("button", { name: "Remove CRM Update" }));
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(2);
    await expect.poll(focused).toBe("BUTTON 2. Email SenderEmail Sender");
    await tabTo(page, page.getByRole("button", { name: "Remove Email Sender" }));
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(1);
    await expect.poll(focused).toBe("BUTTON 1. Incoming TriggerIncoming Trigger");
    await tabTo(page, page.getByRole("button", { name: "Remove Incoming Trigger" }));
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(0);
    await expect(page.locator(":focus")).toHaveAttribute("id", "workflow-steps-empty");

    // Closed after a change, left without saving: back on New Workflow (both are above).
    await tabTo(page, editorRegion(page).getByLabel("Workflow name"), 200, "Shift+Tab");
    await page.keyboard.type("Focus");
    await tabTo(
      page,
      editorRegion(page).getByRole("button", { name: "Close editor" }),
      200,
      "Shift+Tab",
    );
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Leave without saving" }));
    await page.keyboard.press("Enter");
    await expect(editorRegion(page)).toHaveCount(0);
    await expect.poll(focused).toBe("BUTTON New Workflow");
  });

  test("a save the server refuses keeps focus on Save, with a key the server can tell a retry by", async ({
    page,
    consoleErrors,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    await editorRegion(page).getByLabel("Workflow name").fill("Refused once");
    const keys: (string | null)[] = [];
    await page.route("**/api/workflows", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? null);
      // Held a moment, as a slow network does: Save is disabled meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"error":"down"}',
      });
    });
    await saveButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("down", { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeEnabled();
    await expect(saveButton(page)).toBeFocused();
    // One key per save attempt: the next attempt sends a new one.
    await page.keyboard.press("Enter");
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[1]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[1]).not.toBe(keys[0]);
    const expected = consoleErrors.filter((e) => /status of 503/.test(e));
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !expected.includes(e)),
    );
  });

  test("a name or description with a control character is refused under its field before any save is sent", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    const name = editorRegion(page).getByLabel("Workflow name");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/workflows") {
        posts.push(r.url());
      }
    });
    await name.fill("Lead\u0007 intake");
    // Said as typed, in the server's words, with the field marked, and the unseen character
    // named with where it is.
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const error = page.locator(`#${await name.getAttribute("aria-describedby")}`);
    await expect(error).toHaveText(
      "Workflow name contains a character that is not allowed (U+0007 at character 5).",
    );
    await saveButton(page).click();
    await expect(name).toBeFocused();
    await expect(error).toBeVisible();
    expect(posts).toEqual([]);
    await name.fill("Lead intake");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    // The description, the same way.
    const description = editorRegion(page).getByLabel("Description");
    await description.fill("Leads\u001b in");
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await description.getAttribute("aria-describedby")}`)).toHaveText(
      "Description contains a character that is not allowed (U+001B at character 6).",
    );
    await saveButton(page).click();
    await expect(description).toBeFocused();
    expect(posts).toEqual([]);
    await description.fill("Leads in");
    await expect(description).not.toHaveAttribute("aria-invalid", "true");
    await saveButton(page).click();
    await expect(page.getByRole("article", { name: "Lead intake" })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test("a direction control (U+202E) in the name or description is said under its field, as a control character is, and nothing is sent", async ({
    page,
  }) => {
    await newWorkflow(page);
    await add(page, "Incoming Trigger", "CRM Update");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/workflows") {
        posts.push(r.url());
      }
    });
    const name = editorRegion(page).getByLabel("Workflow name");
    // Shown reversed in the field ("Lead intake"), it would be stored as typed otherwise.
    await name.fill("Lead \u202eekatni");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const error = page.locator(`#${await name.getAttribute("aria-describedby")}`);
    await expect(error).toHaveText(
      "Workflow name contains a character that is not allowed (U+202E at character 6).",
    );
    await saveButton(page).click();
    await expect(name).toBeFocused();
    expect(posts).toEqual([]);
    await name.fill("Lead intake");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    const description = editorRegion(page).getByLabel("Description");
    await description.fill("\u2066Files\u2069 contacts");
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await description.getAttribute("aria-describedby")}`)).toHaveText(
      "Description contains a character that is not allowed (U+2066 at character 1).",
    );
    await saveButton(page).click();
    await expect(description).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("a suggested workflow opens with every step in view", async ({ page }) => {
    await gotoHydrated(page, "/workflows");
    await page.getByRole("button", { name: "Suggest with AI" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Workflow Suggestions" });
    await dialog
      .getByLabel("What do you want to automate?")
      .fill(
        "When a lead comes in, classify it, store it in the CRM, text the sales team and email the lead a welcome note",
      );
    await dialog.getByRole("button", { name: "Get Suggestions" }).click();
    await dialog.getByRole("button", { name: "Use This Workflow" }).click();
    await expect(editorRegion(page)).toBeVisible();
    const nodes = page.locator(".react-flow__node");
    await expect(nodes.first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector(".react-flow")?.getBoundingClientRect();
          if (!box) return "no canvas";
          const out = [...document.querySelectorAll(".react-flow__node")].filter((el) => {
            const r = el.getBoundingClientRect();
            return (
              r.left < box.left - 1 ||
              r.right > box.right + 1 ||
              r.top < box.top - 1 ||
              r.bottom > box.bottom + 1
            );
          });
          return out.map((el) => el.textContent?.slice(0, 30));
        }),
      )
      .toEqual([]);
  });
});
