/**
 * What a blind stranger found with branched workflows: a suggestion's steps show what runs on
 * Yes and on No; a branched suggestion opens with no step, connection or label on another; a
 * step not run keeps its name on one line beside or above its state on a phone; and a toast
 * about connecting a step uses the words of the layout in use.
 */
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, isPhone, test } from "./fixtures";

const branched =
  "When a lead comes in, if budget over 5000 email the team, otherwise update the CRM";

async function suggest(page: Page, intent: string) {
  await gotoHydrated(page, "/workflows");
  await page
    .getByRole("button", { name: /Suggest with AI/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill(intent);
  await dialog.getByRole("button", { name: "Get Suggestions" }).click();
  await expect(dialog.getByTestId("suggestion").first()).toBeVisible({ timeout: 15_000 });
  return dialog;
}

type Box = { x: number; y: number; width: number; height: number };
const covers = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a suggestion's steps say which run on Yes and which on No", async ({ page }) => {
  const dialog = await suggest(page, branched);
  const steps = dialog.getByTestId("suggestion-steps").first();
  await expect(steps.locator("[data-branch=yes]")).toContainText("If yes:");
  await expect(steps.locator("[data-branch=yes]")).toContainText("Email the team");
  await expect(steps.locator("[data-branch=yes]")).not.toContainText("CRM Update");
  await expect(steps.locator("[data-branch=no]")).toContainText("If no:");
  await expect(steps.locator("[data-branch=no]")).toContainText("CRM Update");
});

test("a branched suggestion opens with no step, connection label or name covered", async ({
  page,
}) => {
  test.skip(isPhone(page), "the phone edits a list; its picture has no labels");
  const dialog = await suggest(
    page,
    "When a lead comes in, if amount under 500 email me and text me, otherwise save to CRM, then if they are urgent text the team, otherwise email them a welcome",
  );
  await dialog
    .getByRole("button", { name: /^Use This Workflow/ })
    .first()
    .click();
  const nodes = page.locator(".react-flow__node");
  await expect(nodes.first()).toBeVisible();
  await page.waitForTimeout(500);
  const boxes = (await nodes.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON()),
  )) as Box[];
  const labels = (await page
    .locator("[data-branch-label]")
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) as Box[];
  expect(labels.length).toBeGreaterThanOrEqual(2);
  boxes.forEach((a, i) => {
    boxes.forEach((b, j) => {
      if (i !== j) expect(covers(a, b), `step ${i} on step ${j}`).toBe(false);
    });
    for (const label of labels) expect(covers(a, label), "a Yes or No on a step").toBe(false);
  });
  // A name too long for two lines is whole in its tooltip.
  const condition = page.locator("[data-step-name]", { hasText: /^If amount/ });
  await expect(condition).toHaveAttribute("title", /^If amount under 500/);
});

test("a step not run keeps its name readable beside or above its state", async ({ page }) => {
  const dialog = await suggest(page, branched);
  await dialog
    .getByRole("button", { name: /^Use This Workflow/ })
    .first()
    .click();
  const region = page.getByRole("region", { name: /^(New|Edit) Workflow$/ });
  await region.getByRole("button", { name: "Save", exact: true }).click();
  const card = page.getByRole("article", { name: /\(with conditions\)/ }).first();
  await card.getByRole("button", { name: /^Run\b/ }).click();
  const run = page.getByRole("dialog");
  await expect(run.getByTestId("run-status")).toHaveText("Completed", { timeout: 15_000 });
  await expect(run.getByText("Not run: the other branch was taken")).toBeVisible();
  const rows = run.locator("ol > li");
  for (const row of await rows.all()) {
    const name = row.locator("span.font-medium");
    const box = await name.boundingBox();
    const line = await name.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    // One line: a squeezed name stood a letter a line.
    expect(box?.height ?? 0).toBeLessThan(line * 1.5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
});

test("a toast about a step apart says how the layout in use connects it", async ({ page }) => {
  await gotoHydrated(page, "/workflows");
  const step = (id: string, agentTemplateId: string, label: string, y: number) => ({
    id,
    agentTemplateId,
    position: { x: 0, y },
    data: {
      label,
      config:
        agentTemplateId === "trigger" ? {} : { to: "{{email}}", subject: "Hi", body: "Hello" },
    },
  });
  const saved = await page.request.post("/api/workflows", {
    data: {
      name: "Apart in the editor",
      description: null,
      isActive: false,
      nodes: [
        step("t", "trigger", "Incoming Trigger", 0),
        step("a", "email-sender", "Welcome", 150),
        step("e", "email-sender", "Email Sender", 300),
      ],
      connections: [{ source: "t", target: "a" }],
    },
  });
  expect(saved.status()).toBe(201);
  await gotoHydrated(page, "/workflows");
  await page
    .getByRole("article", { name: "Apart in the editor" })
    .getByRole("button", { name: /^Edit\b/ })
    .click();
  const region = page.getByRole("region", { name: /^(New|Edit) Workflow$/ });
  await region
    .getByRole("button", { name: /^(Run|Test run)/ })
    .first()
    .click();
  const toast = page.getByRole("status").filter({ hasText: "Not connected" }).first();
  await expect(toast).toBeVisible();
  if (isPhone(page)) {
    await expect(toast).toContainText("Also run after");
    await expect(toast).not.toContainText("drag");
  } else {
    await expect(toast).toContainText("drag");
  }
});
