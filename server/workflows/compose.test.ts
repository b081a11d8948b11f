/**
 * What the local composer reads from a request's wording: whom each message is for (an address
 * or number the visitor typed, the business, the lead), the conditions it asks for with both
 * branches, and that every action it names is built or said to be missing, once.
 */
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile as business } from "../../content/business";
import type { WorkflowSuggestion } from "../../lib/workflows";
import { composeLocally } from "./suggest";

const config = (s: WorkflowSuggestion, template: string) =>
  s.nodes.filter((n) => n.agentTemplateId === template).map((n) => n.data.config);

describe("recipients typed in the request", () => {
  it.each([
    [
      "if the amount is over 5000, email the CFO at cfo@acme.com, otherwise do nothing",
      "cfo@acme.com",
    ],
    ["when a lead comes in, e-mail it to billing@acme.com", "billing@acme.com"],
    [
      "Email ops.team+alerts@example.co.uk and add them to the CRM",
      "ops.team+alerts@example.co.uk",
    ],
  ])("%s: the email goes to the typed address", (request, address) => {
    const s = composeLocally(request, business);
    const emails = config(s, "email-sender").map((c) => c.to);
    expect(emails).toContain(address);
    expect(emails).not.toContain(business.salesEmail);
    // A typed address is not a guess: no reading sends it to the lead instead.
    for (const alt of s.alternatives ?? []) {
      expect(config(alt, "email-sender").map((c) => c.to)).toContain(address);
    }
  });

  it.each([
    ["when a form comes in, text +1 555 123 4567", "+1 555 123 4567"],
    ["text me at (919) 555-0199 when a lead writes", "(919) 555-0199"],
  ])("%s: the text goes to the typed number", (request, number) => {
    const s = composeLocally(request, business);
    const phones = config(s, "sms-alert").map((c) => c.to);
    expect(phones).toEqual([number]);
  });

  it("each typed recipient addresses only its own step", () => {
    const s = composeLocally(
      "email billing@acme.com and text +1 555 123 4567 and email the lead",
      business,
    );
    expect(config(s, "email-sender").map((c) => c.to)).toEqual(["billing@acme.com", "{{email}}"]);
    expect(config(s, "sms-alert").map((c) => c.to)).toEqual(["+1 555 123 4567"]);
  });
});
