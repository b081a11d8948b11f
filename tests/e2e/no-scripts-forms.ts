/**
 * What the no-scripts browser tests share: the valid entries of the three forms that work without
 * scripts (the consultation, the pricing order, the AI Vibe Coding request), and how a test checks
 * what the server stored and what the address showed.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { validOrderForm } from "../helpers/forms";

export const project = () => `${test.info().project.name}.${test.info().retry}`;
export const emailFor = (local: string) => `${local}.${project()}.${Date.now()}@example.com`;

/** The ids of the records of `kind` in the server's outbox whose notification names `text`. */
export function outboxRecords(kind: string, text: string): number[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(dir)) return [];
  const ids = new Set<number>();
  for (const file of fs.readdirSync(dir)) {
    const match = new RegExp(`-${kind}-(\\d+)\\.eml$`).exec(file);
    if (!match) continue;
    const mail = fs.readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "");
    if (mail.includes(text)) ids.add(Number(match[1]));
  }
  return [...ids];
}

/** Exactly one record of `kind` names `text`, and no second one follows. */
export async function expectOneRecord(kind: string, text: string) {
  await expect.poll(() => outboxRecords(kind, text).length, { timeout: 15_000 }).toBe(1);
  // The notification of a second record would be written by now too.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(outboxRecords(kind, text)).toHaveLength(1);
}

/** Every address the page's main frame visits. */
export function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

export function expectNoPersonalData(urls: string[], ...typed: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toMatch(/name=|email=|phone=|%40|@/i);
    for (const value of typed) expect(decodeURIComponent(url)).not.toContain(value);
  }
}

export const consultation = (page: Page) => page.getByRole("form", { name: "Submit Request" });

/** Fills the consultation form; the person took their time (the form's signed time counts). */
export async function fillConsultation(page: Page, email: string) {
  const form = consultation(page);
  await form.getByLabel("Full Name").fill("Ada Lovelace");
  await form.getByLabel("Email Address").fill(email);
  await form
    .getByLabel("Describe the task or workflow you want automated")
    .fill("Every invoice that arrives by email is typed into QuickBooks by hand.");
  return form;
}

export async function fillOrder(page: Page, plan: string, email: string) {
  const form = page.getByRole("region", { name: `Start your ${plan} order` });
  for (const [label, value] of Object.entries(validOrderForm)) {
    await form.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
  await form.getByLabel("Email").fill(email);
  return form;
}

export async function fillVibeRequest(page: Page, email: string) {
  const form = page.locator("#request");
  await form.getByLabel("Full name").fill("Ada Lovelace");
  await form.getByLabel(/Company/).fill("Analytical Engines");
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Phone/).fill("9195550100");
  await form.getByLabel(/Project/).fill("A shop for analytical engines and their parts.");
  await form.getByLabel(/Timeline/).selectOption({ index: 1 });
  return form;
}

/**
 * The card step's words without scripts, where the card form would be. (Read from the element:
 * Playwright's text matching passes over <noscript>, which a browser without scripts renders.)
 */
export async function expectCardNeedsScripts(where: Locator) {
  const note = where.getByRole("note", { name: "Card payment needs JavaScript" });
  await expect(note).toBeVisible();
  const lines = await note.locator("p").evaluateAll((ps) => ps.map((p) => p.textContent));
  expect(lines).toEqual([
    "Card payment needs JavaScript",
    "Reload the page, or turn JavaScript on if it is off. Or contact us at sales@relaywise.example to pay by invoice.",
  ]);
  await expect(note.getByRole("link", { name: "sales@relaywise.example" })).toHaveAttribute(
    "href",
    "mailto:sales@relaywise.example",
  );
}

export const checkoutAddress = /\/checkout\?client_secret=(pi|seti)_\w+_secret_\w+&plan=\w+$/;
