import path from "node:path";
import fs from "node:fs";
import { vibeCodingPage } from "../../content/vibe-coding-page";
import { expect, test } from "./fixtures";
import {
  emailFor,
  outboxRecords,
  expectOneRecord,
  visitedUrls,
  expectNoPersonalData,
  consultation,
  fillConsultation,
  fillVibeRequest,
} from "./no-scripts-forms";
import { startOwnServer } from "./own-server";
import { anyViewport } from "./tags";
import { waitFillTime } from "./fill-time";

/**
 * The consultation form on /contact with scripts off: it posts to the page's action, which takes
 * it the same way as the JSON API; sent again, it is stored once.
 */
test.describe("the consultation form with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the consultation form without a file shows 'Request Submitted!' and stores one request", async ({
    page,
  }) => {
    const urls = visitedUrls(page);
    const email = emailFor("ada.bare");
    await page.goto("/contact");
    const form = await fillConsultation(page, email);
    await waitFillTime(form);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?submitted=\d+\.[\w-]+#request-submitted$/);
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeInViewport();
    expectNoPersonalData(urls, email, "Lovelace");
    await expectOneRecord("consultation", email);
  });

  test(
    "the consultation form with a file shows 'Request Submitted!'; the team's mail has the file",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.file");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await form.getByLabel(/Supporting File/).setInputFiles({
        name: "process.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Step 1: open the email\nStep 2: copy the total\n"),
      });
      await waitFillTime(form);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await expectOneRecord("consultation", email);
      const [id] = outboxRecords("consultation", email);
      const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
      const mail = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(`-consultation-${id}.eml`))
        .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))[0];
      expect(mail).toContain("(file attached)");
      expect(mail).toContain("process.txt");
    },
  );

  test("a bad submit shows each field's message beside it and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = consultation(page);
    const widthOf = async (label: string) =>
      (await form.getByLabel(label).boundingBox())?.width ?? 0;
    const widths = [await widthOf("Full Name"), await widthOf("Email Address")];
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email Address").fill("ada-at-example");
    await form.getByLabel("Phone Number (optional)").fill("+1 919 555 0100");
    await form.getByLabel("Describe the task or workflow you want automated").fill("Too short");
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/contact"),
    );
    await form.getByRole("button", { name: "Submit Request" }).click();
    expect((await answer).status()).toBe(400);
    await expect(form.getByRole("alert")).toContainText("Error submitting request");
    await expect(form.getByRole("alert")).toBeFocused();
    // The summary takes its own row: the fields keep their layout.
    expect([await widthOf("Full Name"), await widthOf("Email Address")]).toEqual(widths);
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(
      form.getByText("Please describe your task or workflow (minimum 10 characters)"),
    ).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email Address")).toHaveValue("ada-at-example");
    await expect(form.getByLabel("Phone Number (optional)")).toHaveValue("+1 919 555 0100");
    await expect(form.getByLabel("Describe the task or workflow you want automated")).toHaveValue(
      "Too short",
    );
  });

  test(
    "sent at once, the form's signed time says it was quicker than a person; nothing typed is lost",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.quick");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      // On a loaded machine loading and filling the page can itself take longer than a person
      // needs: the form is sent with a token the server signed just now, as if shown a moment ago.
      const fresh = await (await page.request.get("/contact")).text();
      const token = /name="formToken"[^>]*value="([^"]+)"/.exec(fresh)?.[1];
      expect(token, "the page's signed form token").toBeTruthy();
      await form
        .locator('input[name="formToken"]')
        .evaluate((input, value) => ((input as HTMLInputElement).value = value), token ?? "");
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(form.getByRole("alert")).toContainText("quicker than a person");
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      // The same form, a moment later (its time counts from the first showing): taken.
      await waitFillTime(form);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      await expectOneRecord("consultation", email);
    },
  );

  test(
    "over the hourly limit the form says so in place and keeps what was typed; refused attempts never counted",
    anyViewport,
    async ({ page }) => {
      // A server of this test's own starts cold (20 s to over a minute on a busy machine).
      test.setTimeout(240_000);
      // One request an hour, on a server of this test's own: the shared one takes every test's.
      const server = await startOwnServer({ RATE_LIMIT_CONSULTATIONS_PER_HOUR: "1" });
      try {
        await page.goto(`${server.url}/contact`);
        let form = consultation(page);
        // Two refused attempts first, each with a field to correct. (Refusals for speed are the
        // test above's: on a loaded machine filling the form can itself take longer than the
        // minimum, so it is not used to make a refusal here.)
        const email = emailFor("ada.limit");
        await fillConsultation(page, email);
        await form.getByLabel("Email Address").fill("ada-at-example");
        await form.getByRole("button", { name: "Submit Request" }).click();
        await expect(form.getByText("Please enter a valid email address")).toBeVisible();
        const task = form.getByLabel("Describe the task or workflow you want automated");
        await task.fill("Invoices");
        await form.getByRole("button", { name: "Submit Request" }).click();
        await expect(
          form.getByText("Please describe your task or workflow (minimum 10 characters)"),
        ).toBeVisible();
        await task.fill("Every invoice that arrives by email is typed into QuickBooks by hand.");
        // Neither counted: the one request of the hour is taken.
        await form.getByLabel("Email Address").fill(email);
        await waitFillTime(form);
        await form.getByRole("button", { name: "Submit Request" }).click();
        await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();

        // The next one is over the limit: said in the form, with everything typed still there.
        await page.goto(`${server.url}/contact`);
        form = consultation(page);
        const next = emailFor("ada.limit.next");
        await fillConsultation(page, next);
        await form.getByLabel("Phone Number (optional)").fill("+1 919 555 0100");
        await form.getByLabel(/Supporting File/).setInputFiles({
          name: "process.txt",
          mimeType: "text/plain",
          buffer: Buffer.from("Step 1: open the email\n"),
        });
        await waitFillTime(form);
        const answer = page.waitForResponse((r) => r.request().method() === "POST");
        await form.getByRole("button", { name: "Submit Request" }).click();
        expect((await answer).status()).toBe(429);
        await expect(form.getByRole("alert")).toContainText(
          "You have sent several requests in the last hour",
        );
        await expect(form.getByRole("alert")).toBeFocused();
        await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
        await expect(form.getByLabel("Email Address")).toHaveValue(next);
        await expect(form.getByLabel("Phone Number (optional)")).toHaveValue("+1 919 555 0100");
        await expect(
          form.getByLabel("Describe the task or workflow you want automated"),
        ).toHaveValue("Every invoice that arrives by email is typed into QuickBooks by hand.");
        await expect(form.getByText(/process\.txt/)).toBeVisible();
      } finally {
        await server.stop();
      }
    },
  );

  test(
    "a file the server does not take (type, size) is named under the file field, as with the API",
    anyViewport,
    async ({ page }) => {
      await page.goto("/contact");
      const email = emailFor("ada.upload");
      const form = await fillConsultation(page, email);
      const bytes = Buffer.alloc(1024);
      bytes.write("MZ", 0);
      await form.getByLabel(/Supporting File/).setInputFiles({
        name: "report.pdf",
        mimeType: "application/pdf",
        buffer: bytes,
      });
      await waitFillTime(form);
      let answer = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: "Submit Request" }).click();
      expect((await answer).status()).toBe(415);
      // Under the file field, in the API's words.
      await expect(
        form.locator("p[id$='-error']", { hasText: /^This file type is not accepted/ }),
      ).toBeVisible();
      await expect(form.getByLabel(/Supporting File/)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Email Address")).toHaveValue(email);

      // One byte over the limit (10 MB by default): read to its end and refused with 413.
      const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
      await form.getByLabel(/Supporting File/).setInputFiles({
        name: "export.txt",
        mimeType: "text/plain",
        buffer: tooLarge,
      });
      answer = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: "Submit Request" }).click();
      expect((await answer).status()).toBe(413);
      await expect(
        form.locator("p[id$='-error']", { hasText: "The file is larger than the 10 MB limit" }),
      ).toBeVisible();
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      expect(outboxRecords("consultation", email)).toHaveLength(0);
    },
  );

  test(
    "the AI Vibe Coding request without payment shows its confirmation at an address without personal data",
    anyViewport,
    async ({ page }) => {
      const urls = visitedUrls(page);
      const email = emailFor("ada.vibe.bare");
      await page.goto("/ai-vibe-coding");
      await page.getByRole("radio", { name: "Yearly" }).check();
      await page
        .getByRole("button", { name: /^Choose Plan: / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/ai-vibe-coding\?billing=yearly&plan=\w+#request$/);
      // A bad submit first: the messages, and what was typed stays.
      const form = page.locator("#request");
      await form.getByLabel("Full name").fill("Ada Lovelace");
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(form.getByText("Please describe your project")).toBeVisible();
      await expect(form.getByText("Please select a timeline")).toBeVisible();
      await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
      await expect(form).toContainText(vibeCodingPage.pricing.billedYearly);
      await fillVibeRequest(page, email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
      await expect(page.getByTestId("request-reference")).toHaveText(/^Request reference: #\d+$/);
      await expect(page).toHaveURL(/\/ai-vibe-coding\?request=\d+\.[\w-]+#request$/);
      expectNoPersonalData(urls, email, "Lovelace", "9195550100");
      await expectOneRecord("vibe_coding_confirmation", email);
    },
  );

  test(
    "Back and the same consultation sent again stores nothing twice",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.back.bare");
      await page.goto("/contact");
      const form = await fillConsultation(page, email);
      await waitFillTime(form);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      const first = page.url();
      await page.goBack();
      // The browser shows the page it kept, with what was typed and the same form token.
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      await form.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      expect(page.url()).toBe(first);
      await expectOneRecord("consultation", email);
    },
  );

  test(
    "the consultation form posted without its token, or with one we did not make, is refused with a clear message",
    anyViewport,
    async ({ page }) => {
      const email = emailFor("ada.tokenless");
      const fields = {
        fullName: "Ada Lovelace",
        email,
        preferredContact: "Email",
        taskDescription: "Every invoice that arrives by email is typed into QuickBooks by hand.",
      };
      for (const formToken of [undefined, "A".repeat(46)]) {
        const res = await page.request.post("/contact?form=consultation", {
          multipart: formToken ? { ...fields, formToken } : fields,
        });
        expect(res.status()).toBe(400);
        const html = await res.text();
        expect(html).toContain("This form is incomplete or out of date.");
        // What was typed comes back in the form, with a token of its own to send it again.
        expect(html).toContain(email);
        expect(html).toMatch(/name="formToken" value="[\w-]{46}"/);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(outboxRecords("consultation", email)).toHaveLength(0);
    },
  );
});
