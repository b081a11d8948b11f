import type { Browser, Page } from "@playwright/test";
import { defaultBusinessProfile } from "../../content/business";
import { axeViolations, expect, gotoHydrated, isPhone, test } from "./fixtures";
import { searchPeople, signInAsStaff } from "./staff";
import { validOrder } from "../helpers/forms";

/**
 * The staff inbox is people-first: whatever one visitor did (chatted, sent the lead form,
 * booked a call, paid) is one row in the list and one timeline on their page, in words staff
 * read (no internal names, no raw data, no machine timestamps).
 */

const chatDialog = (page: Page) =>
  page.getByRole("dialog", { name: defaultBusinessProfile.assistantName });
const leadDialog = (page: Page) =>
  page.getByRole("dialog").filter({ hasText: /Step \d of 4|Thank You!/ });

async function openChat(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: "Chat with AI" })
      .click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Chat with AI" }).click();
  }
  await expect(chatDialog(page)).toBeVisible();
  await expect(chatDialog(page).getByText("Connected", { exact: true })).toBeVisible();
}

/** A visitor in a browser of their own clicks the website chip, which opens the lead dialog. */
async function visitorClicksChip(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, "/features");
  await openChat(page);
  await chatDialog(page).getByRole("button", { name: "I need a website" }).click();
  await expect(
    leadDialog(page).getByRole("heading", { name: "What Do You Need Help With?" }),
  ).toBeVisible();
  return { context, page };
}

/** What no staff page may show: an internal name (outside emails), raw JSON, an ISO time. */
async function readableText(page: Page): Promise<string[]> {
  // What a person sees: textContent would also read the page's data scripts.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  const text = (await page.locator("body").innerText()).replace(/\S+@\S+/g, " ");
  const problems: string[] = [];
  for (const m of text.matchAll(/\b[a-z]+_[a-z_]+\b/g)) problems.push(`slug: ${m[0]}`);
  if (text.includes('{"')) problems.push("raw JSON");
  for (const m of text.matchAll(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g)) problems.push(`ISO: ${m[0]}`);
  return problems;
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

test("a visitor who chatted, sent the form, booked a call and paid is one person with all of it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Owner${testInfo.project.name}${Date.now()}`;
  const email = `${name.toLowerCase()}@example.com`;
  const phone = "9195550123";

  // The visitor chats: the website chip opens the lead dialog, which they complete.
  const visitor = await visitorClicksChip(browser);
  const v = visitor.page;
  const lead = leadDialog(v);
  await lead.getByRole("button", { name: /I need a website/ }).click();
  await lead
    .getByRole("combobox", { name: "What type of website do you need?" })
    .selectOption({ label: "E-commerce Store" });
  await lead.getByRole("checkbox", { name: "CMS" }).check();
  await lead.getByRole("button", { name: "Continue" }).click();
  await lead.getByRole("textbox", { name: "First Name" }).fill(name);
  await lead.getByRole("textbox", { name: "Last Name" }).fill("Visitor");
  await lead.getByRole("textbox", { name: "Email Address" }).fill(email);
  await lead.getByRole("textbox", { name: "Company (Optional)" }).fill("Whole Journey Ltd");
  const [sent] = await Promise.all([
    v.waitForResponse((r) => r.url().endsWith("/api/inquiries") && r.request().method() === "POST"),
    lead.getByRole("button", { name: "Submit Request" }).click(),
  ]);
  expect(sent.status()).toBe(201);
  const inquiry = (await sent.json()) as { id: number; bookingToken: string };
  await expect(lead.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  // The same browser books a call for the request, and pays for a package.
  const slots = (await (await v.request.get("/api/bookings/slots")).json()) as { slots: string[] };
  expect(slots.slots.length).toBeGreaterThan(0);
  const booked = await v.request.post("/api/bookings", {
    data: {
      inquiryId: inquiry.id,
      email,
      phone,
      start: slots.slots[0],
      timeZone: "America/Los_Angeles",
      token: inquiry.bookingToken,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // A plan order: its form asks for a phone number, which the person then has.
  const intent = await v.request.post("/api/create-payment-intent", {
    data: {
      plan: "starter",
      amount: 197,
      customerInfo: {
        ...validOrder,
        name: `${name} Visitor`,
        company: "Whole Journey Ltd",
        email,
        phone,
        plan: "starter",
      },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await v.request.post("/api/payment/sandbox/confirm", {
    data: {
      clientSecret,
      card: { number: "4242424242424242", expiry: "12/34", cvc: "123" },
      billing: { name: `${name} Visitor`, email },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await visitor.context.close();

  // Another visitor only clicks a chip: no nameless row joins the people list.
  const stranger = await visitorClicksChip(browser);
  await stranger.context.close();

  await signInAsStaff(page);
  await expect(page.getByTestId("people")).toBeVisible();
  await expect(page.getByTestId("people")).not.toContainText("no contact details");
  expect(await readableText(page)).toEqual([]);

  await searchPeople(page, name);
  const rows = page.getByTestId("people").getByRole("listitem");
  await expect(rows, "the visitor is one row").toHaveCount(1);
  await expect(rows.first()).toContainText(`${name} Visitor`);
  await expect(rows.first()).toContainText("Whole Journey Ltd");
  await expect(rows.first()).toContainText(/new/);
  await expect(rows.first()).toContainText("Call");
  await noHorizontalScroll(page);
  await rows.first().getByRole("link").click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  const timeline = page.getByTestId("timeline");
  // The conversation, as bubbles: the chip's words and the assistant's answer.
  await expect(timeline.getByText("Chat conversation").first()).toBeVisible();
  await expect(timeline.getByText("I need a website", { exact: true }).first()).toBeVisible();
  await expect(timeline.getByText("Lead form", { exact: true })).toBeVisible();
  await expect(timeline.getByText("Booked call", { exact: true })).toBeVisible();
  await expect(timeline.getByText("Payment", { exact: true })).toBeVisible();
  await expect(timeline.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(page.locator(`#item-inquiry-${inquiry.id}`)).toBeVisible();
  // Contact details are links.
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact.getByRole("link", { name: email })).toHaveAttribute(
    "href",
    `mailto:${email}`,
  );
  await expect(contact.getByRole("link", { name: /555.?0123/ })).toHaveAttribute(
    "href",
    /^tel:\+?1?9195550123$/,
  );
  // Times read "... ago" with the exact time on hover.
  const time = timeline.locator("time").first();
  await expect(time).toHaveText(/ago|just now/);
  expect(await time.getAttribute("title")).toMatch(/\d{1,2}:\d{2}/);
  expect(await readableText(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await noHorizontalScroll(page);
  const personUrl = page.url();

  // The calls view lists the call with its person.
  await page.getByRole("link", { name: "Calls", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Booked calls", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} Visitor` })).toHaveAttribute(
    "href",
    personUrl.replace(/^https?:\/\/[^/]+/, ""),
  );
  await expect(page.getByText(/Visitor's time: .*P[SD]T/).first()).toBeVisible();
  expect(await readableText(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await noHorizontalScroll(page);

  // Failed runs have their own list; the dashboard reads in words too.
  await page.getByRole("link", { name: "Failed runs" }).click();
  await expect(page.getByRole("heading", { name: "Failed workflow runs", level: 1 })).toBeVisible();
  expect(await readableText(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(await readableText(page)).toEqual([]);

  // Conversations without contact details have a view of their own.
  await page.goto("/admin?view=anonymous");
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByTestId("people")).toContainText("no contact details");
  expect(await readableText(page)).toEqual([]);
  await noHorizontalScroll(page);

  // Screenshots of the list and the person's page, phone and desktop.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin?q=${name}`);
    await page.locator("html[data-hydrated]").waitFor();
    await noHorizontalScroll(page);
    await page.screenshot({
      path: testInfo.outputPath(`people-${viewport.width}.png`),
      fullPage: true,
    });
    await page.goto(personUrl);
    await page.locator("html[data-hydrated]").waitFor();
    await noHorizontalScroll(page);
    await page.screenshot({
      path: testInfo.outputPath(`person-${viewport.width}.png`),
      fullPage: true,
    });
  }
});

test("the people list and a person's page work with the keyboard alone", async ({
  page,
  request,
}, testInfo) => {
  const name = `Keys${testInfo.project.name}${Date.now()}`;
  const lead = await request.post("/api/inquiries", {
    data: {
      firstName: name,
      lastName: "Board",
      email: `${name.toLowerCase()}@example.com`,
      service: "website",
      answers: { websiteType: "ecommerce" },
      transcript: "",
      website_url: "",
    },
  });
  expect(lead.status()).toBe(201);
  await signInAsStaff(page);
  await page.getByLabel("Search name, email, company or phone").focus();
  await page.keyboard.type(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await expect(page.getByTestId("people").getByRole("listitem")).toHaveCount(1);
  // The search box keeps focus while the list follows.
  await expect(page.getByLabel("Search name, email, company or phone")).toBeFocused();
  const link = page.getByTestId("people").getByRole("link").first();
  for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  const mark = page.getByRole("button", { name: "Mark contacted" });
  for (let i = 0; i < 30 && !(await mark.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(mark).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("person-status")).toHaveText("Contacted");
});
