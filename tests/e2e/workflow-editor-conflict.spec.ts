/**
 * Two tabs editing one workflow: the second Save does not overwrite the first one's change
 * unseen. The editor asks, and the visitor reloads (losing the edits made there) or keeps theirs.
 */
import type { Page } from "@playwright/test";
import type { WorkflowRecord } from "@lib/workflows";
import { expect, gotoHydrated, test } from "./fixtures";
import { anyViewport } from "./tags";

const editorRegion = (page: Page) => page.getByRole("region", { name: /^(New|Edit) Workflow$/ });
const nameField = (page: Page) => editorRegion(page).getByLabel("Workflow name");
const saveButton = (page: Page) =>
  editorRegion(page).getByRole("button", { name: "Save", exact: true });
const prompt = (page: Page) =>
  page.getByRole("alertdialog", {
    name: "This workflow was changed in another tab or by someone else",
  });

async function rename(page: Page, name: string) {
  await nameField(page).fill(name);
  await saveButton(page).click();
}

test(
  "a save over a change made in another tab asks first: Reload loses my edits, Keep mine overwrites",
  anyViewport,
  async ({ page, context, consoleErrors }) => {
    await gotoHydrated(page, "/workflows");
    await page.getByRole("button", { name: "New Workflow" }).click();
    for (const step of ["Incoming Trigger", "CRM Update"]) {
      await page.getByRole("button", { name: `Add ${step}` }).click();
    }
    await rename(page, "Shared");
    const card = page.getByRole("article", { name: "Shared" });
    await card.getByRole("button", { name: /^Edit\b/ }).click();
    await expect(editorRegion(page)).toHaveAccessibleName("Edit Workflow");
    await expect.poll(() => new URL(page.url()).searchParams.get("edit")).toMatch(/^\d+$/);
    const id = Number(new URL(page.url()).searchParams.get("edit"));
    const stored = async () =>
      (await (await page.request.get(`/api/workflows/${id}`)).json()) as WorkflowRecord;

    // Tab B opens the same workflow and saves a change while tab A is still editing.
    const other = await context.newPage();
    await gotoHydrated(other, `/workflows?edit=${id}`);
    await expect(nameField(other)).toHaveValue("Shared");
    await rename(other, "Changed in B");
    await expect(other.getByRole("article", { name: "Changed in B" })).toBeVisible();

    // Tab A saves: asked, not overwritten. The prompt says Reload loses the edits made here.
    await rename(page, "Mine from A");
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText("the edits you made here are lost");
    // What the other tab changed, against this draft, from the workflow as it is now.
    await expect(prompt(page).getByTestId("conflict-differences")).toHaveText(
      "Named “Changed in B” (yours: “Mine from A”).",
    );
    expect((await stored()).name).toBe("Changed in B");
    // Closed without a choice: nothing saved, the draft kept, focus back on Save.
    await page.keyboard.press("Escape");
    await expect(prompt(page)).toHaveCount(0);
    await expect(nameField(page)).toHaveValue("Mine from A");
    await expect(saveButton(page)).toBeFocused();
    expect((await stored()).name).toBe("Changed in B");

    // Reload: the workflow as B left it, in the editor, and A's edit gone.
    await saveButton(page).click();
    await prompt(page).getByRole("button", { name: "Reload (lose my edits)" }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(editorRegion(page)).toHaveAccessibleName("Edit Workflow");
    await expect(nameField(page)).toHaveValue("Changed in B");

    // B changes it again; A's next save is asked about again, and Keep mine stores A's.
    await other
      .getByRole("article", { name: "Changed in B" })
      .getByRole("button", { name: /^Edit\b/ })
      .click();
    await other.getByRole("button", { name: "Add Email Sender" }).click();
    await rename(other, "B again");
    await expect(other.getByRole("article", { name: "B again" })).toBeVisible();
    await rename(page, "Mine from A");
    await expect(prompt(page).getByTestId("conflict-differences")).toContainText(
      "Has steps yours does not: “Email Sender”.",
    );
    await prompt(page).getByRole("button", { name: "Keep mine (overwrite)" }).click();
    await expect(page.getByRole("article", { name: "Mine from A" })).toBeVisible();
    const kept = await stored();
    expect([kept.name, kept.version]).toEqual(["Mine from A", 4]);

    // The refused saves were 409s, as meant: the browser logs each as a failed load.
    const expected = consoleErrors.filter((e) => /status of 409/.test(e));
    expect(expected.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !expected.includes(e)),
    );
  },
);
