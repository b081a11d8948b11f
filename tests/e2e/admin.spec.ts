import { axeViolations, expect, test } from "./fixtures";

const STAFF = { login: "staff", password: "e2e staff password 1" };

test("staff read a chat lead, mark it contacted, note it, see it counted, sign out", async ({
  page,
  request,
}, testInfo) => {
  // A visitor chats, the assistant detects interest, the visitor sends the lead form.
  const name = `Bakery${testInfo.project.name}${Date.now()}`;
  const session = await (await request.post("/api/chat/session")).json();
  const sent = await request.post("/api/chat/message", {
    data: { sessionId: session.sessionId, message: "I need a website for my bakery" },
  });
  expect(sent.ok()).toBe(true);
  const lead = await request.post("/api/inquiries", {
    data: {
      firstName: name,
      lastName: "Owner",
      email: `${name.toLowerCase()}@example.com`,
      company: "Crumbs",
      service: "website",
      sessionId: session.sessionId,
      answers: { websiteType: "ecommerce", cms: true },
      transcript: "",
      website_url: "",
    },
  });
  expect(lead.status()).toBe(201);

  // No session: the inbox sends the visitor to the sign-in page.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Username or email").fill(STAFF.login);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("new-count")).toContainText("new");
  await page.locator("html[data-hydrated]").waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Search name, email or company").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await page.getByRole("link", { name: new RegExp(name) }).click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByText("User: I need a website for my bakery")).toBeVisible();
  await expect(page.getByTestId("item-status")).toHaveText("New");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Mark contacted" }).click();
  await expect(page.getByTestId("item-status")).toHaveText("Contacted");
  await expect(page.getByText("Status: New → Contacted")).toBeVisible();

  await page.getByLabel("Add a note (only the team sees it)").fill("Called back, sending a quote.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Called back, sending a quote.")).toBeVisible();

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(Number(await page.getByTestId("total-leads").textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/contacted within it/)).toBeVisible();
  await expect(page.getByText("Funnel: chat → lead → paid")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the sign-in page is not indexed and the inbox API needs a session", async ({
  page,
  request,
}) => {
  const res = await page.goto("/admin/login");
  expect(res?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect((await request.get("/api/admin/items")).status()).toBe(401);
});

test("staff download the file a visitor attached to a consultation", async ({
  page,
  request,
}, testInfo) => {
  const name = `Brief${testInfo.project.name}${Date.now()}`;
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n");
  const sent = await request.post("/api/workflow-consultation", {
    multipart: {
      fullName: name,
      email: `${name.toLowerCase()}@example.com`,
      preferredContact: "Email",
      taskDescription: "Route every new invoice to accounting",
      fillMs: "5000",
      idempotencyKey: `key-${name}-0123456789`,
      supportingFile: { name: "Our brief.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/admin/login");
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Username or email").fill(STAFF.login);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Search name, email or company").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download Our brief\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Our brief.pdf");
  const saved = testInfo.outputPath("brief.pdf");
  await download.saveAs(saved);
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(saved)).equals(pdf)).toBe(true);
});
