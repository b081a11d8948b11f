import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";

test.describe("shared layout", () => {
  test("top navigation marks the active link and moves between pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.getByRole("link", { name: "Pricing" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    }
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle(/Pricing/);
    if (!isPhone(page)) {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Features" })).not.toHaveAttribute("aria-current", "page");
    }
  });
});
