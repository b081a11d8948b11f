/**
 * Families of wording a stranger found composed wrongly: each is read as a class, so every
 * case here is a different way of saying the same thing.
 */
import { describe, expect, it } from "vitest";
import type { WorkflowSuggestion } from "../../lib/workflows";
import { composeLocally } from "./suggest";

/**
 * Each step that acts, with the checks on its way from the trigger ("message contains price:
 * yes"), so that a test says when a step runs rather than how the graph is drawn.
 */
function paths(s: WorkflowSuggestion): string[] {
  const out: string[] = [];
  const walk = (id: string, on: string[]) => {
    const node = s.nodes.find((n) => n.id === id);
    if (!node) return;
    const c = node.data.config as Record<string, string>;
    const acts = node.agentTemplateId !== "condition" && node.agentTemplateId !== "trigger";
    if (acts) out.push([...on, `${node.agentTemplateId}${c.to ? ` ${c.to}` : ""}`].join(" > "));
    for (const next of s.connections.filter((x) => x.source === id)) {
      const check = `${c.field} ${c.operator}${c.value ? ` ${c.value}` : ""}: ${next.sourceHandle}`;
      walk(next.target, node.agentTemplateId === "condition" ? [...on, check] : on);
    }
  };
  walk(s.nodes[0].id, []);
  return out;
}

describe("a second check said by its verb alone, or as a word that must not be there", () => {
  it.each([
    "if the lead has more than 50 employees and mentions urgent, text me",
    "if the lead has more than 50 employees and a message that mentions 'urgent', text me",
    "when a lead has over 50 employees and also says urgent, text me",
  ])("%s: both checks hold before the text", (request) => {
    expect(paths(composeLocally(request))).toEqual([
      "employees greater_than 50: yes > message contains urgent: yes > sms-alert +1 202 555 0100",
    ]);
  });

  it.each([
    "if the message mentions price but not discount, email sales@x.test",
    "if the message mentions price and not discount, email sales@x.test",
    "if they mention price but don't mention discount, email sales@x.test",
    "if the message says 'price' but not 'discount', email sales@x.test",
  ])("%s: the email is sent when price is there and discount is not", (request) => {
    expect(paths(composeLocally(request))).toEqual([
      "message contains price: yes > message contains discount: no > email-sender sales@x.test",
    ]);
  });

  it("its otherwise is when either fails", () => {
    const found = paths(
      composeLocally(
        "if they mention price but don't mention discount, email sales@x.test, otherwise text me",
      ),
    );
    expect(found).toContain(
      "message contains price: yes > message contains discount: no > email-sender sales@x.test",
    );
    expect(found).toContain("message contains price: no > sms-alert +1 202 555 0100");
    expect(found).toContain(
      "message contains price: yes > message contains discount: yes > sms-alert +1 202 555 0100",
    );
  });
});

describe("a message to the lead, and one more to an address typed after it", () => {
  it.each([
    "reply to the lead by email thanking them, and also send a summary to sales@x.test",
    "reply to the lead by email thanking them and send a summary to sales@x.test",
    "email the lead thanking them, and also send a summary to sales@x.test",
    "email the customer a welcome and forward it to sales@x.test",
  ])("%s: the lead gets their email, the address its own", (request) => {
    const s = composeLocally(request);
    const emails = s.nodes
      .filter((n) => n.agentTemplateId === "email-sender")
      .map((n) => n.data.config.to);
    expect(emails).toEqual(["{{email}}", "sales@x.test"]);
  });

  it("the summary is written for the team's email, not the lead's", () => {
    const s = composeLocally(
      "reply to the lead by email thanking them, and also send a summary to sales@x.test",
    );
    const lead = s.nodes.find((n) => n.data.config.to === "{{email}}");
    const team = s.nodes.find((n) => n.data.config.to === "sales@x.test");
    expect(String(lead?.data.config.body)).not.toContain("{{reply}}");
    expect(String(team?.data.config.body)).toContain("{{reply}}");
  });

  it("an address typed for the lead is still theirs", () => {
    const s = composeLocally("email the client at jo@x.test a thank-you");
    expect(s.nodes.map((n) => n.data.config.to)).toContain("jo@x.test");
  });
});

describe("people named together after a message's verb", () => {
  it.each([
    "Notify both Anna and Ben by SMS, but only email the lead if the amount is over 500",
    "Text Anna and Ben, but only email the lead if the amount is over 500",
    "text both Anna & Ben, and email the lead only if the amount is over 500",
  ])("%s: each is texted for every lead; the lead's email waits on the check", (request) => {
    const s = composeLocally(request);
    const found = paths(s);
    expect(found.filter((p) => p.startsWith("sms-alert"))).toHaveLength(2);
    expect(found).toContain("amount greater_than 500: yes > email-sender {{email}}");
    expect(
      s.nodes.filter((n) => n.agentTemplateId === "sms-alert").map((n) => n.data.label),
    ).toEqual(["Text Anna", "Text Ben"]);
    // Whom the email is for is no thing to put in it.
    const email = s.nodes.find((n) => n.agentTemplateId === "email-sender");
    expect(String(email?.data.config.body)).not.toContain("[fill this in]");
  });

  it("a list of three, each at their own placeholder", () => {
    const s = composeLocally("email Maria, Pedro and Sara when a lead comes in");
    const to = s.nodes
      .filter((n) => n.agentTemplateId === "email-sender")
      .map((n) => n.data.config.to);
    expect(new Set(to).size).toBe(3);
  });
});

describe("a check the request says to do nothing for", () => {
  it.each([
    "when a lead comes in, email the lead a welcome and text me, but if the company is Test Inc do nothing",
    "Email the lead a welcome and text me. If the company is Test Inc, do nothing.",
    "If the company is Test Inc, do nothing. Email the lead a welcome and text me.",
    "email the lead a welcome and text me, but skip it if the company is Test Inc",
    "email the lead a welcome and text me, but ignore leads from Test Inc",
  ])("%s: its Yes is empty and its No carries every step", (request) => {
    expect(paths(composeLocally(request))).toEqual([
      "company equals Test Inc: no > email-sender {{email}}",
      "company equals Test Inc: no > sms-alert +1 202 555 0100",
    ]);
  });

  it("a size to leave alone holds the rest the same way", () => {
    expect(paths(composeLocally("email me, but if the amount is under 10 do nothing"))).toEqual([
      "amount less_than 10: no > email-sender team@example.com",
    ]);
  });
});

describe("a field that ends or starts with something", () => {
  it.each([
    [
      "if the email ends with .gov, email gov@x.test",
      "email contains .gov: yes > email-sender gov@x.test",
    ],
    [
      "when the lead's email address ends in @acme.test, email gov@x.test",
      "email contains @acme.test: yes > email-sender gov@x.test",
    ],
    [
      "if they write from a .gov address, email gov@x.test",
      "email contains .gov: yes > email-sender gov@x.test",
    ],
    [
      "if the company name starts with Test, email gov@x.test",
      "company contains Test: yes > email-sender gov@x.test",
    ],
  ])(
    "%s: the field is checked for it, and no email is read from the field's name",
    (request, path) => {
      const s = composeLocally(request);
      expect(paths(s)).toEqual([path]);
      expect(s.nodes.find((n) => n.agentTemplateId === "condition")?.data.label).toMatch(
        /contains/,
      );
    },
  );
});

describe("a message about invoices is no document to read", () => {
  const documentSteps = (s: WorkflowSuggestion) =>
    s.nodes.filter((n) => /file-processor|invoice-extractor/.test(n.agentTemplateId));

  it.each([
    "sort emails about invoices and receipts into billing and other, billing goes to billing@x.test",
    "if a message is about an invoice, email billing@x.test",
    "emails about invoices go to books@x.test",
    "when a question regarding a receipt comes in, text me",
  ])("%s: no File Processor or Invoice Extractor", (request) => {
    const s = composeLocally(request);
    expect(documentSteps(s)).toEqual([]);
    expect(
      s.nodes.some(
        (n) => n.agentTemplateId === "email-sender" && n.data.config.to === "team@example.com",
      ),
    ).toBe(false);
  });

  it("one sent on by its topic is a check of its words", () => {
    expect(paths(composeLocally("emails about invoices go to books@x.test"))).toEqual([
      "message contains invoice: yes > email-sender books@x.test",
    ]);
  });

  it("with a file said, the invoice is read", () => {
    const s = composeLocally(
      "when an email about an invoice arrives with the PDF attached, add up the total and email me",
    );
    expect(documentSteps(s).map((n) => n.agentTemplateId)).toEqual([
      "file-processor",
      "invoice-extractor",
    ]);
  });
});

describe("a range, and a step some leads get as well", () => {
  it.each([
    "if the amount is between 500 and 1000, email me",
    "if the amount is between $500 and $1,000, email me",
  ])("%s: at least the low end and at most the high end", (request) => {
    expect(paths(composeLocally(request))).toEqual([
      "amount at_least 500: yes > amount at_most 1000: yes > email-sender team@example.com",
    ]);
  });

  it("after a tier above it, it is that tier's No", () => {
    expect(
      paths(
        composeLocally(
          "if the order is over 5000 text me; if it is between 1000 and 5000 email me",
        ),
      ),
    ).toEqual([
      "amount greater_than 5000: yes > sms-alert +1 202 555 0100",
      "amount greater_than 5000: no > amount greater_than 1000: yes > email-sender team@example.com",
    ]);
  });

  it.each([
    "email me about every lead; leads over 1000 also go into the CRM",
    "email me for each lead, and leads with an amount over 1000 also get added to the CRM",
  ])("%s: 'also' keeps what every lead gets for every lead", (request) => {
    expect(paths(composeLocally(request))).toEqual([
      "email-sender team@example.com",
      "amount greater_than 1000: yes > crm-update",
    ]);
  });
});

describe("Portuguese, Dutch and Italian requests read as their English", () => {
  it.each([
    ["responda ao lead com uma resposta de IA", "reply to the lead with an AI answer"],
    ["responda ao contato com uma resposta gerada por IA", "reply to the lead with an AI answer"],
  ])("%s: an AI reply sent to the lead, as '%s'", (request, english) => {
    const shape = (s: WorkflowSuggestion) =>
      s.nodes.map((n) => `${n.agentTemplateId} ${n.data.config.to ?? ""}`.trim());
    expect(shape(composeLocally(request))).toEqual(shape(composeLocally(english)));
    expect(shape(composeLocally(request))).toEqual([
      "trigger",
      "ai-responder",
      "email-sender {{email}}",
    ]);
  });

  it.each([
    "als het bedrijf Acme is, stuur een e-mail naar sales@x.test",
    "als het bedrijf Acme is stuur een e-mail naar sales@x.test",
  ])("%s: the company is checked, the verb said last", (request) => {
    expect(paths(composeLocally(request))).toEqual([
      "company equals Acme: yes > email-sender sales@x.test",
    ]);
  });

  it.each([
    [
      "stuur een sms naar +31 6 12345678 als er een nieuwe lead binnenkomt",
      "sms-alert +31 6 12345678",
    ],
    ["quando arriva un nuovo contatto, invia un'email a info@x.test", "email-sender info@x.test"],
  ])("%s: the message is built, not the trigger alone", (request, step) => {
    expect(paths(composeLocally(request))).toEqual([step]);
  });
});

describe("the description of a word that must not be there", () => {
  it("says both checks as one condition", () => {
    expect(
      composeLocally("if the message mentions price but not discount, email sales@x.test")
        .description,
    ).toMatch(/^If they mention 'price' and they do not mention 'discount': email sales@x\.test\./);
  });
});
