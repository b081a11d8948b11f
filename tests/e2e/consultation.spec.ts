import { axeViolations, expect, gotoHydrated, test } from "./fixtures";
import { waitFillTime } from "./fill-time";

const form = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Request a Workflow Consultation" });

test.describe("workflow consultation form on /contact", () => {
  test("an empty submit shows the fixed messages beside the fields", async ({ page }) => {
    await gotoHydrated(page, "/contact#contact-form");
    await form(page).getByRole("button", { name: "Submit Request" }).click();
    await expect(form(page).getByText("Full name is required")).toBeVisible();
    await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
    await expect(
      form(page).getByText("Please describe your task or workflow (minimum 10 characters)"),
    ).toBeVisible();
    expect(await axeViolations(page, "#contact-form")).toEqual([]);
  });

  test("a filled form with a file shows 'Request Submitted!', and 'Submit Another Request' resets it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const f = form(page);
    await expect(f.getByText(/Accepted: PDF.*Up to 10 MB\./)).toBeVisible();
    await f.getByLabel("Full Name").fill("Ada Lovelace");
    await f.getByLabel("Email Address").fill("ada@example.com");
    await f
      .getByLabel("Describe the task or workflow you want automated")
      .fill("Every invoice that arrives by email is typed into QuickBooks by hand.");
    await f.getByLabel(/Supporting File/).setInputFiles({
      name: "process.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Step 1: open the email\nStep 2: copy the total\n"),
    });
    await expect(f.getByTestId("chosen-file")).toContainText("process.txt (46 bytes)");
    // The fill-time check: a person takes a few seconds.
    await waitFillTime(f);
    await f.getByRole("button", { name: "Submit Request" }).click();
    await expect(f.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    await expect(page.getByText("Consultation request submitted!").first()).toBeVisible();
    expect(await axeViolations(page, "#contact-form")).toEqual([]);
    await f.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(f.getByLabel("Full Name")).toHaveValue("");
    await expect(f.getByTestId("chosen-file")).toHaveCount(0);
  });

  test("a chosen file with a long name never widens a phone's page, and shows its name as typed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, "/contact#contact-form");
    const name = `quarterly-orders-export-from-the-old-shop-system-${"x".repeat(60)}\u202Efdp.csv`;
    await form(page)
      .getByLabel(/Supporting File/)
      .setInputFiles({
        name,
        mimeType: "text/csv",
        buffer: Buffer.from("a,b\n1,2\n"),
      });
    await expect(form(page).getByTestId("chosen-file")).toContainText("quarterly-orders");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await form(page).getByTestId("chosen-file").textContent()).not.toContain("\u202E");
  });

  test("the file can be removed before sending", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const f = form(page);
    await f.getByLabel(/Supporting File/).setInputFiles({
      name: "notes.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("a,b\n1,2\n"),
    });
    await expect(f.getByTestId("chosen-file")).toContainText("notes.csv");
    await f.getByRole("button", { name: /Remove file/ }).click();
    await expect(f.getByTestId("chosen-file")).toHaveCount(0);
  });

  test("what a visitor types before the page's scripts arrive is kept", async ({ page }) => {
    // The scripts are held back until the visitor has typed, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    // The preloads hold back the load event, so only wait for the document.
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const f = form(page);
    await f.getByLabel("Full Name").fill("Katherine Johnson");
    await f.getByLabel("Email Address").fill("katherine@example.com");
    await f
      .getByLabel("Describe the task or workflow you want automated")
      .fill("Trajectory tables are checked by hand every Monday.");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // The visitor took their time, but all of it before the scripts arrived: sending at once
    // after they do is not "quicker than a person".
    await waitFillTime(f);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(f.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
    await expect(f.getByLabel("Email Address")).toHaveValue("katherine@example.com");
    await f.getByRole("button", { name: "Submit Request" }).click();
    await expect(f.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
  });

  test("works with the keyboard only", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const f = form(page);
    await f.getByLabel("Full Name").focus();
    await page.keyboard.type("Grace Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grace@example.com");
    await page.keyboard.press("Tab"); // phone
    await page.keyboard.press("Tab"); // preferred contact (Email already chosen)
    await page.keyboard.press("Tab");
    await page.keyboard.type("Our weekly sales report is copied from three spreadsheets by hand.");
    await waitFillTime(f);
    await f.getByRole("button", { name: "Submit Request" }).focus();
    await page.keyboard.press("Enter");
    await expect(f.getByRole("heading", { name: "Request Submitted!" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(f.getByRole("button", { name: "Submit Another Request" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(f.getByLabel("Full Name")).toHaveValue("");
  });
});
