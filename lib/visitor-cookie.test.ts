import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../content/business";
import { legalDocuments } from "../content/legal";
import { siteStorage } from "../content/storage";
import { visitorCookie } from "./visitor-cookie";

describe("visitor cookie", () => {
  const policy = JSON.stringify(legalDocuments.cookies(defaultBusinessProfile));
  const listed = siteStorage.find((s) => s.name === visitorCookie.name);

  it("is the cookie the policy lists", () => {
    expect(listed).toBeDefined();
    expect(policy).toContain(`The ${visitorCookie.name} cookie`);
  });

  it("has the flags the policy describes", () => {
    expect(visitorCookie.httpOnly).toBe(listed?.kind.includes("HttpOnly"));
    expect(visitorCookie.signed).toBe(listed?.kind.includes("signed"));
    expect(policy.includes("marked HttpOnly")).toBe(visitorCookie.httpOnly);
    expect(policy.includes("signed by our server")).toBe(visitorCookie.signed);
  });
});
