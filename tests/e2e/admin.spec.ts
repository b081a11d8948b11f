import { axeViolations, expect, test } from "./fixtures";
import { csrfOf, searchPeople, signInAsStaff } from "./staff";
import { anyViewport } from "./tags";

test("staff find a person as they type, mark them contacted, note it, see it counted, sign out", async ({
  page,
  request,
}, testInfo) => {
  // The whole staff journey in one test (about 11 s alone): beside the unit tests on two cores
  // it ran past the default 30 s while every step still worked.
  test.slow();
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

  // No session: the staff pages send the visitor to the sign-in page.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInAsStaff(page);
  await expect(page.getByTestId("new-count")).toContainText("new");
  expect(await axeViolations(page)).toEqual([]);

  // The list follows the search box without a click.
  await searchPeople(page, name);
  const rows = page.getByTestId("people").getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${name} Owner`);
  await expect(rows.first()).toContainText("Crumbs");
  await expect(rows.first()).toContainText("New");
  await rows.first().getByRole("link").click();

  await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  // The conversation is on the person's timeline as chat bubbles.
  await expect(
    page.getByTestId("timeline").getByText("I need a website for my bakery", { exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Contact" })
      .getByRole("link", { name: `${name.toLowerCase()}@example.com` }),
  ).toHaveAttribute("href", `mailto:${name.toLowerCase()}@example.com`);
  await expect(page.getByTestId("person-status")).toHaveText("New");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Mark contacted" }).click();
  await expect(page.getByTestId("person-status")).toHaveText("Contacted");
  await expect(page.getByText("Status: New → Contacted")).toBeVisible();

  await page.getByLabel("Add a note (only the team sees it)").fill("Called back, sending a quote.");
  await page.getByRole("button", { name: "Add note" }).click();
  // The note shows beside the box it was written in, and on the timeline.
  await expect(
    page.getByRole("list", { name: "Latest notes" }).getByText("Called back, sending a quote."),
  ).toBeVisible();
  await expect(
    page.getByTestId("timeline").getByText("Called back, sending a quote."),
  ).toBeVisible();
  // An empty note is refused on the page, with the field named.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note first")).toBeVisible();

  // The list shows the new status; the status filter applies at once.
  await page.getByRole("link", { name: "All people" }).click();
  await searchPeople(page, name);
  await page.getByLabel("Status").selectOption({ label: "Contacted" });
  await expect(page).toHaveURL(/status=contacted/);
  await expect(page.getByTestId("people").getByRole("listitem")).toHaveCount(1);
  await page.getByLabel("Status").selectOption({ label: "Won" });
  await expect(page).toHaveURL(/status=won/);
  await expect(page.getByText("Nobody matches.")).toBeVisible();

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(Number(await page.getByTestId("total-leads").textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/contacted within it/)).toBeVisible();
  await expect(page.getByText("Funnel: conversations → people → paid")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test(
  "the search form works without scripts",
  anyViewport,
  async ({ browser, request }, testInfo) => {
    const name = `Noscript${testInfo.project.name}${Date.now()}`;
    const lead = await request.post("/api/inquiries", {
      data: {
        firstName: name,
        lastName: "Plain",
        email: `${name.toLowerCase()}@example.com`,
        service: "website",
        answers: { websiteType: "ecommerce" },
        transcript: "",
        website_url: "",
      },
    });
    expect(lead.status()).toBe(201);
    const signedIn = await browser.newContext();
    const staffPage = await signedIn.newPage();
    await signInAsStaff(staffPage);
    const cookies = await signedIn.cookies();
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByLabel("Search name, email, company or phone").fill(name);
    await page.getByLabel("Search name, email, company or phone").press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${name}`));
    await expect(page.getByTestId("people").getByRole("listitem")).toHaveCount(1);
    await context.close();
    await signedIn.close();
  },
);

test(
  "the sign-in page is not indexed and the people API needs a session and the CSRF header",
  anyViewport,
  async ({ page, request }, testInfo) => {
    const res = await page.goto("/admin/login");
    expect(res?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await request.get("/api/admin/people/export.csv")).status()).toBe(401);
    expect(
      (
        await request.post("/api/admin/people/1/status", { data: { status: "contacted" } })
      ).status(),
    ).toBe(401);
    expect(
      (await request.post("/api/admin/people/1/notes", { data: { body: "x" } })).status(),
    ).toBe(401);

    const name = `Csrf${testInfo.project.name}${Date.now()}`;
    const lead = await request.post("/api/inquiries", {
      data: {
        firstName: name,
        lastName: "Guarded",
        email: `${name.toLowerCase()}@example.com`,
        service: "website",
        answers: { websiteType: "ecommerce" },
        transcript: "",
        website_url: "",
      },
    });
    expect(lead.status()).toBe(201);
    const { id: inquiryId } = (await lead.json()) as { id: number };
    await signInAsStaff(page);
    const opened = await page.request.get(`/admin/items/inquiry/${inquiryId}`, { maxRedirects: 0 });
    const personId = /^\/admin\/people\/(\d+)#/.exec(opened.headers().location ?? "")?.[1];
    expect(personId, "the inquiry's person").toBeTruthy();
    const notes = `/api/admin/people/${personId}/notes`;

    // With a session but without the page's CSRF token, a change is refused; with it, it lands.
    const refused = await page.request.post(notes, { data: { body: "forged" } });
    expect(refused.status()).toBe(403);
    const wrong = await page.request.post(notes, {
      data: { body: "forged" },
      headers: { "x-csrf-token": "not-the-token" },
    });
    expect(wrong.status()).toBe(403);
    const accepted = await page.request.post(notes, {
      data: { body: "Genuine note" },
      headers: { "x-csrf-token": await csrfOf(page) },
    });
    expect(accepted.status()).toBe(201);
    await page.goto(`/admin/people/${personId}`);
    await expect(
      page.getByTestId("timeline").getByText("Genuine note", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("forged")).toHaveCount(0);
  },
);

test(
  "staff change a status and add a note through the API; bad input names the field",
  anyViewport,
  async ({ page, request }, testInfo) => {
    const name = `Api${testInfo.project.name}${Date.now()}`;
    const lead = await request.post("/api/inquiries", {
      data: {
        firstName: name,
        lastName: "Caller",
        email: `${name.toLowerCase()}@example.com`,
        service: "website",
        answers: { websiteType: "ecommerce" },
        transcript: "",
        website_url: "",
      },
    });
    expect(lead.status()).toBe(201);
    await signInAsStaff(page);
    await searchPeople(page, name);
    await page.getByTestId("people").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
    const id = /\/admin\/people\/(\d+)$/.exec(page.url())?.[1];
    const headers = { "x-csrf-token": await csrfOf(page) };
    const base = `/api/admin/people/${id}`;

    const skip = await page.request.post(`${base}/status`, { headers, data: { status: "won" } });
    expect(skip.status(), "new → won skips the pipeline").toBe(400);
    const changed = await page.request.post(`${base}/status`, {
      headers,
      data: { status: "contacted" },
    });
    expect(changed.status()).toBe(200);
    expect(await changed.json()).toMatchObject({ from: "new", to: "contacted" });
    const empty = await page.request.post(`${base}/notes`, { headers, data: { body: "  " } });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).fields).toHaveProperty("body");
    const note = await page.request.post(`${base}/notes`, { headers, data: { body: "Quoted." } });
    expect(note.status()).toBe(201);

    await page.reload();
    await expect(page.getByTestId("person-status")).toHaveText("Contacted");
    await expect(page.getByTestId("timeline").getByText("Quoted.", { exact: true })).toBeVisible();
  },
);

test(
  "the CSV export has one row per person or one per item, with the list's filters",
  anyViewport,
  async ({ page, request }, testInfo) => {
    const name = `Csv${testInfo.project.name}${Date.now()}`;
    const email = `${name.toLowerCase()}@example.com`;
    const session = await (await request.post("/api/chat/session")).json();
    await request.post("/api/chat/message", {
      data: { sessionId: session.sessionId, message: "I need a website" },
    });
    for (const company of ["First", "Second"]) {
      const lead = await request.post("/api/inquiries", {
        data: {
          firstName: name,
          lastName: "Twice",
          email,
          company,
          service: "website",
          sessionId: session.sessionId,
          answers: { websiteType: "ecommerce" },
          transcript: "",
          website_url: "",
        },
      });
      expect(lead.status()).toBe(201);
    }
    await signInAsStaff(page);
    await searchPeople(page, name);
    await expect(page.getByTestId("people").getByRole("listitem")).toHaveCount(1);

    const byPerson = page.getByRole("link", { name: "person", exact: true });
    const byItem = page.getByRole("link", { name: "item", exact: true });
    expect(await byPerson.getAttribute("href")).toContain(`q=${name}`);
    const personCsv = await page.request.get((await byPerson.getAttribute("href")) ?? "");
    expect(personCsv.status()).toBe(200);
    expect(personCsv.headers()["content-type"]).toContain("text/csv");
    const personLines = (await personCsv.text()).trim().split(/\r?\n/);
    expect(personLines.filter((l) => l.includes(email))).toHaveLength(1);

    const itemCsv = await page.request.get((await byItem.getAttribute("href")) ?? "");
    expect(itemCsv.status()).toBe(200);
    const itemLines = (await itemCsv.text()).trim().split(/\r?\n/);
    expect(itemLines.filter((l) => l.includes(email)).length).toBeGreaterThanOrEqual(2);
  },
);

test("staff download the file a visitor attached to a consultation, from the person's page", async ({
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

  await signInAsStaff(page);
  await searchPeople(page, name);
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByText("Workflow consultation", { exact: true })).toBeVisible();

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

test("an item link from a team email opens the person's page at that item", async ({
  page,
  request,
}, testInfo) => {
  const name = `Link${testInfo.project.name}${Date.now()}`;
  const lead = await request.post("/api/inquiries", {
    data: {
      firstName: name,
      lastName: "Mailed",
      email: `${name.toLowerCase()}@example.com`,
      service: "website",
      answers: { websiteType: "ecommerce" },
      transcript: "",
      website_url: "",
    },
  });
  expect(lead.status()).toBe(201);
  const { id } = (await lead.json()) as { id: number };
  await signInAsStaff(page);
  await page.goto(`/admin/items/inquiry/${id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/people/\\d+#item-inquiry-${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.locator(`#item-inquiry-${id}`)).toBeVisible();
  await expect(page.locator(`#item-inquiry-${id}`)).toContainText("Lead form");
});
