/**
 * What the local composer reads from a request's wording: whom each message is for (an address
 * or number the visitor typed, the business, the lead), the conditions it asks for with both
 * branches, and that every action it names is built or said to be missing, once.
 */
import { describe, expect, it } from "vitest";
import { sampleLead, teamPlaceholder } from "../../content/agent-templates";
import { workflowsPage } from "../../content/workflows-page";
import type { WorkflowSuggestion } from "../../lib/workflows";
import { describePlan, finishPlan } from "./compose";
import { composeLocally } from "./suggest";

/**
 * What a suggestion says it cannot do or assumed: its own list, beside the description (which
 * the saved workflow keeps, and says only what it does).
 */
const notes = (s: WorkflowSuggestion) => (s.unsupported ?? []).join(" ");

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
    const s = composeLocally(request);
    const emails = config(s, "email-sender").map((c) => c.to);
    expect(emails).toContain(address);
    expect(emails).not.toContain(teamPlaceholder.email);
    // A typed address is not a guess: no reading sends it to the lead instead.
    for (const alt of s.alternatives ?? []) {
      expect(config(alt, "email-sender").map((c) => c.to)).toContain(address);
    }
  });

  it.each([
    ["when a form comes in, text +1 555 123 4567", "+1 555 123 4567"],
    ["text me at (919) 555-0199 when a lead writes", "(919) 555-0199"],
  ])("%s: the text goes to the typed number", (request, number) => {
    const s = composeLocally(request);
    const phones = config(s, "sms-alert").map((c) => c.to);
    expect(phones).toEqual([number]);
  });

  it("each typed recipient addresses only its own step", () => {
    const s = composeLocally("email billing@acme.com and text +1 555 123 4567 and email the lead");
    expect(config(s, "email-sender").map((c) => c.to)).toEqual(["billing@acme.com", "{{email}}"]);
    expect(config(s, "sms-alert").map((c) => c.to)).toEqual(["+1 555 123 4567"]);
  });
});

/** The steps reached from a condition's handle, by label, following the connections. */
function branch(s: WorkflowSuggestion, condition: string, handle: "yes" | "no"): string[] {
  const seen: string[] = [];
  let next = s.connections
    .filter((c) => c.source === condition && c.sourceHandle === handle)
    .map((c) => c.target);
  while (next.length) {
    const id = next.shift() as string;
    const node = s.nodes.find((n) => n.id === id);
    if (!node || seen.includes(node.agentTemplateId)) continue;
    seen.push(node.agentTemplateId);
    next = [...next, ...s.connections.filter((c) => c.source === id).map((c) => c.target)];
  }
  return seen;
}

describe("conditions the request asks for", () => {
  it.each([
    "when a support ticket comes in, classify it; if it's billing email billing@acme.com, otherwise text +1 555 123 4567",
    "if it is a refund, email refunds@acme.com; otherwise text +1 555 123 4567",
    "Sort each message. If it's sales email sales@acme.com, else text +1 555 123 4567.",
  ])(
    "%s: a kind with an otherwise is a classifier and a condition with both branches",
    (request) => {
      const s = composeLocally(request);
      expect(s.nodes.map((n) => n.agentTemplateId)).toContain("ai-classifier");
      const condition = s.nodes.find((n) => n.agentTemplateId === "condition");
      expect(condition?.data.config.field).toBe("category");
      expect(branch(s, condition?.id ?? "", "yes")).toEqual(["email-sender"]);
      expect(branch(s, condition?.id ?? "", "no")).toEqual(["sms-alert"]);
    },
  );

  it("a condition no check reads is said, not dropped in silence", () => {
    const s = composeLocally("if it's a weekday, text me");
    expect(s.description).not.toMatch(/could not be read/);
    expect(notes(s)).toMatch(/The condition in "if it's a weekday, text me" could not be read/);
    expect(s.unsupported?.length).toBeGreaterThan(0);
  });

  it.each([
    ["when an invoice arrives, save it and email accounting", /no step that stores files/],
    ["store the uploaded document and text me", /no step that stores files/],
    ["delete all my data and email everyone", /no step that deletes data/],
  ])("%s: an action no step does is said beside the description", (request, said) => {
    const s = composeLocally(request);
    expect(notes(s)).toMatch(said);
    expect(s.description).not.toMatch(said);
  });

  it("saving a lead is still the CRM, not a missing step", () => {
    const s = composeLocally("when a lead comes in, save the lead and email them");
    expect(s.nodes.map((n) => n.agentTemplateId)).toContain("crm-update");
    expect(s.unsupported ?? []).toEqual([]);
  });
});

describe("each message once, to whom the words say", () => {
  const requests = [
    "welcome email, text my sales rep, add to the CRM; if they mention 'urgent', alert me by SMS",
    "if the message mentions 'refund', alert me by text",
    "when a lead comes in, message me by SMS and email them",
    "text the team by SMS when a booking comes in",
  ];
  const all = (s: WorkflowSuggestion) => [s, ...(s.alternatives ?? [])];

  it.each(requests)("%s: no step is followed by the same step", (request) => {
    for (const s of all(composeLocally(request))) {
      for (const c of s.connections) {
        const from = s.nodes.find((n) => n.id === c.source);
        const to = s.nodes.find((n) => n.id === c.target);
        expect(
          JSON.stringify([to?.agentTemplateId, to?.data.config]),
          `${from?.data.label} → ${to?.data.label}`,
        ).not.toBe(JSON.stringify([from?.agentTemplateId, from?.data.config]));
      }
    }
  });

  it("the urgent alert is one text to the team (at the placeholder until the visitor sets theirs) that says why, on Yes only", () => {
    const s = composeLocally(requests[0]);
    const condition = s.nodes.find((n) => n.agentTemplateId === "condition");
    expect(branch(s, condition?.id ?? "", "yes")).toEqual(["sms-alert"]);
    expect(branch(s, condition?.id ?? "", "no")).toEqual([]);
    const alert = s.nodes.find((n) =>
      s.connections.some((c) => c.source === condition?.id && c.target === n.id),
    );
    expect(alert?.data.config.to).toBe(teamPlaceholder.phone);
    expect(alert?.data.config.message).toMatch(/urgent/);
    // "me" is said: no reading sends the alert to the lead.
    for (const alt of s.alternatives ?? []) {
      expect(config(alt, "sms-alert").map((c) => c.to)).not.toContain("{{phone}}");
    }
  });

  it.each([
    ["alert me by SMS when a lead comes in", teamPlaceholder.phone],
    ["text us when a lead comes in", teamPlaceholder.phone],
    ["when a lead comes in, text the team", teamPlaceholder.phone],
    ["when a lead comes in, text them", "{{phone}}"],
    ["when a lead comes in, text the lead", "{{phone}}"],
    ["when a booking comes in, text the customer", "{{phone}}"],
    // The people the business serves are leads even after "my" or "our".
    ["Text my clients a reminder the day before their appointment", "{{phone}}"],
    ["text our patients a confirmation when they book", "{{phone}}"],
    ["when a lead comes in, text my sales rep", teamPlaceholder.phone],
  ])("%s: the text goes to %s", (request, to) => {
    expect(config(composeLocally(request), "sms-alert").map((c) => c.to)).toEqual([to]);
  });
});

/** The template ids and recipients of the steps right after each side of a condition (the first). */
function sides(
  s: WorkflowSuggestion,
  condition = s.nodes.find((n) => n.agentTemplateId === "condition"),
) {
  const on = (handle: "yes" | "no") =>
    s.connections
      .filter((c) => c.source === condition?.id && c.sourceHandle === handle)
      .map((c) => s.nodes.find((n) => n.id === c.target))
      .map((n) => `${n?.agentTemplateId} ${n?.data.config.to ?? ""}`.trim());
  return { condition: condition?.data.config, yes: on("yes"), no: on("no") };
}

const toLead = (s: WorkflowSuggestion) =>
  s.nodes.filter((n) => String(n.data.config.to ?? "").includes("{{"));

describe("requests typed in a hurry", () => {
  it("casual spellings keep the condition, its otherwise and the text", () => {
    const s = composeLocally(
      "wen a new lead comes in and there mesage mentions refund, txt me. if its not about a refund just email me",
    );
    expect(sides(s)).toEqual({
      condition: { field: "message", operator: "contains", value: "refund" },
      yes: [`sms-alert ${teamPlaceholder.phone}`],
      no: [`email-sender ${teamPlaceholder.email}`],
    });
  });

  it("'txt the customer' is a text to the lead", () => {
    expect(config(composeLocally("when someone books, txt the customer"), "sms-alert")).toEqual([
      expect.objectContaining({ to: "{{phone}}" }),
    ]);
  });

  it.each([
    "email me about new leads, dont send nothing to the client",
    "text me about each new lead; do not message the person who wrote",
    "notify me of new leads and never email them",
  ])("%s: nothing goes to the lead, in no reading", (request) => {
    const s = composeLocally(request);
    for (const reading of [s, ...(s.alternatives ?? [])]) expect(toLead(reading)).toEqual([]);
    expect(
      s.nodes.some(
        (n) => n.agentTemplateId === "email-sender" || n.agentTemplateId === "sms-alert",
      ),
    ).toBe(true);
  });

  it("an address typed in the request is not respelled", () => {
    expect(
      config(composeLocally("when an order comes in email u@acme.com"), "email-sender"),
    ).toEqual([expect.objectContaining({ to: "u@acme.com" })]);
  });
});

describe("a reply the AI writes", () => {
  const emails = (s: WorkflowSuggestion) =>
    config(s, "email-sender").map((c) => [c.to, /\{\{reply\}\}/.test(String(c.body))]);

  it.each([
    "When a customer writes, let the AI write an answer and send it to them by email",
    "use AI to draft a reply to each enquiry and email it",
    "the AI writes a reply and the customer gets it by email",
    "I'd like the AI to write something nice for her and this go to her by mail",
  ])("%s: goes to the lead, carrying the reply, after the AI Intake", (request) => {
    const s = composeLocally(request);
    expect(emails(s)).toEqual([["{{email}}", true]]);
    const ids = s.nodes.map((n) => n.agentTemplateId);
    expect(ids.indexOf("ai-responder")).toBeLessThan(ids.indexOf("email-sender"));
  });

  it("goes to whom the request names when it names the team", () => {
    const s = composeLocally("the AI drafts a reply and my assistant gets it by email");
    expect(emails(s)).toEqual([[teamPlaceholder.email, true]]);
  });
});

describe("a request in French or Spanish", () => {
  it("French: a word to look for, a message to the customer, otherwise one to me", () => {
    const s = composeLocally(
      "Bonjour ! Quand un client nous écrit, si son message contient le mot « réservation », envoyez-lui un e-mail de confirmation. Sinon, prévenez-moi par SMS. Merci",
    );
    expect(sides(s)).toEqual({
      condition: { field: "message", operator: "contains", value: "réservation" },
      yes: ["email-sender {{email}}"],
      no: [`sms-alert ${teamPlaceholder.phone}`],
    });
  });

  it("Spanish: a text to my typed number, otherwise an email to the customer", () => {
    const s = composeLocally(
      "Hola. Cuando un cliente nos escribe, si su mensaje contiene la palabra «urgente», mándame un SMS al +34 612 345 678. Si no, envíale un correo de agradecimiento al cliente. Gracias",
    );
    expect(sides(s)).toEqual({
      condition: { field: "message", operator: "contains", value: "urgente" },
      yes: ["sms-alert +34 612 345 678"],
      no: ["email-sender {{email}}"],
    });
  });

  it("a short request is read as Spanish too", () => {
    const s = composeLocally(
      "Si el mensaje contiene «precio», envíame un correo. Si no, mándale un SMS al cliente.",
    );
    expect(sides(s)).toEqual({
      condition: { field: "message", operator: "contains", value: "precio" },
      yes: [`email-sender ${teamPlaceholder.email}`],
      no: ["sms-alert {{phone}}"],
    });
  });

  it.each([
    "Quand un prospect remplit le formulaire, envoyez un SMS de bienvenue au prospect et prévenez-moi par e-mail à bureau@agence.example",
    "Cuando se registra un cliente nuevo, envíale un SMS de bienvenida al cliente y avísame por correo a bureau@agence.example",
  ])("%s: a welcome text to the lead, an email to the typed address", (request) => {
    const s = composeLocally(request);
    expect(config(s, "sms-alert")).toEqual([
      // The welcome in the request's own language.
      expect.objectContaining({ to: "{{phone}}", message: expect.stringMatching(/bienven/i) }),
    ]);
    expect(config(s, "email-sender").map((c) => c.to)).toEqual(["bureau@agence.example"]);
  });
});

describe("kinds a request tells apart", () => {
  /** Each category condition's value with what its Yes branch runs first, in chain order. */
  function chain(s: WorkflowSuggestion) {
    return s.nodes
      .filter((n) => n.agentTemplateId === "condition" && n.data.config.field === "category")
      .map((n) => {
        const { yes, no } = sides(s, n);
        return { kind: n.data.config.value, yes, no };
      });
  }

  it("a list after 'work out whether' is the classifier's categories, one branch each, each on the No of the one before", () => {
    const s = composeLocally(
      "Have the AI work out whether each enquiry is about pricing, repairs or careers. Pricing ones: email sales@acme.example. Repairs: text me. Careers -> forward it to hr@acme.example",
    );
    expect(config(s, "ai-classifier")[0].categories).toBe("pricing, repair, career");
    const kinds = chain(s);
    expect(kinds.map((k) => [k.kind, k.yes])).toEqual([
      ["pricing", ["email-sender sales@acme.example"]],
      ["repair", [`sms-alert ${teamPlaceholder.phone}`]],
      ["career", ["email-sender hr@acme.example"]],
    ]);
    expect(kinds[0].no).toEqual(["condition"]);
    expect(kinds[1].no).toEqual(["condition"]);
    expect(kinds[2].no).toEqual([]);
  });

  it("'two types of emails: orders and everything else' leaves everything else with nothing to do", () => {
    const s = composeLocally(
      "Our inbox gets two types of emails: orders and everything else. Orders -> the AI writes a reply and it's emailed to the customer. Everything else, ignore.",
    );
    expect(config(s, "ai-classifier")[0].categories).toBe("order, other");
    expect(chain(s)).toEqual([{ kind: "order", yes: ["ai-responder"], no: [] }]);
    expect(config(s, "email-sender")).toEqual([
      expect.objectContaining({ to: "{{email}}", body: expect.stringContaining("{{reply}}") }),
    ]);
  });

  it("'sort into questions, complaints and orders' names the kinds its branches label", () => {
    const s = composeLocally(
      "I want the AI to sort messages into questions, complaints and orders. Questions: AI answers by email. Complaints: text me. Orders: add to the CRM.",
    );
    expect(config(s, "ai-classifier")[0].categories).toBe("question, complaint, order");
    expect(chain(s).map((k) => [k.kind, k.yes])).toEqual([
      ["question", ["ai-responder"]],
      ["complaint", [`sms-alert ${teamPlaceholder.phone}`]],
      ["order", ["crm-update"]],
    ]);
  });

  it("'decide if the review is good or bad' is two categories, not a word to look for", () => {
    const s = composeLocally("decide if the review is good or bad, and if it's bad text me");
    expect(config(s, "ai-classifier")[0].categories).toBe("good, bad");
    expect(chain(s)).toEqual([
      { kind: "bad", yes: [`sms-alert ${teamPlaceholder.phone}`], no: [] },
    ]);
  });
});

describe("kinds of more than one word", () => {
  /** Each category condition's value with the recipients its Yes branch reaches first. */
  function kinds(s: WorkflowSuggestion) {
    return s.nodes
      .filter((n) => n.agentTemplateId === "condition" && n.data.config.field === "category")
      .map((n) => [n.data.config.value, sides(s, n).yes]);
  }
  const categories = (s: WorkflowSuggestion) =>
    String(config(s, "ai-classifier")[0]?.categories ?? "");

  it("a kind sent somewhere in the clause that lists them is a branch; the kinds sent nowhere are said", () => {
    const s = composeLocally(
      "sort each request into sales question, technical problem or billing and send technical problems to support@acme.example",
    );
    expect(categories(s)).toBe("sales, technical problem, billing");
    expect(kinds(s)).toEqual([["technical problem", ["email-sender support@acme.example"]]]);
    expect(notes(s)).toMatch(
      /Nothing is done with a message sorted as sales or billing: the request names no step for those kinds\./,
    );
  });

  it.each([
    "Sort incoming emails into sales questions, technical problems and billing. Send technical problems to support@acme.example and billing questions to billing@acme.example. Sales questions go to me by text.",
    "Sort each request into sales question, technical problem or billing. Technical problems go to support@acme.example, billing questions to billing@acme.example, sales questions: text me.",
    "Classify messages as a sales question, a technical problem or billing; tech problems → support@acme.example; billing queries to billing@acme.example; for sales, text me",
    "have the AI decide whether it's a sales question, a technical problem or billing. If it's a tech problem, email support@acme.example; if it's billing email billing@acme.example; sales questions: text me",
  ])(
    "%s: each kind its branch, named in the plural, with another last word or cut short",
    (request) => {
      const s = composeLocally(request);
      expect(categories(s).split(", ").sort()).toEqual(["billing", "sales", "technical problem"]);
      expect(Object.fromEntries(kinds(s))).toEqual({
        "technical problem": ["email-sender support@acme.example"],
        billing: ["email-sender billing@acme.example"],
        sales: [`sms-alert ${teamPlaceholder.phone}`],
      });
      expect(notes(s)).not.toMatch(/Nothing is done/);
    },
  );

  it.each([
    ["sort into hot lead, warm lead or cold lead. hot leads: text me", "warm lead or cold lead"],
    [
      "classify each ticket as a bug report, a feature request or a billing question; bug reports: email dev@acme.example",
      "feature or billing",
    ],
  ])("%s: the kinds with no step of their own are said", (request, said) => {
    expect(notes(composeLocally(request))).toContain(`sorted as ${said}:`);
  });

  it("a kind the request says to leave alone, and everything else, are not said to go nowhere", () => {
    const s = composeLocally(
      "Sort leads into hot, warm or cold based on their message. Hot ones: text me. Warm ones: email me. Cold ones: ignore.",
    );
    expect(categories(s)).toBe("hot, warm, cold");
    expect(notes(s)).not.toMatch(/Nothing is done/);
    const spam = composeLocally(
      "sort messages into spam and real messages. ignore spam; real ones go to me",
    );
    expect(categories(spam)).toBe("spam, real");
    expect(notes(spam)).not.toMatch(/Nothing is done/);
    const positive = composeLocally(
      "Read the file, decide if the feedback is positive or negative, and if it's negative email me. Positive ones don't need anything.",
    );
    expect(notes(positive)).not.toMatch(/Nothing is done/);
  });

  it("'if it's a technical problem … otherwise …' is a kind of two words and the rest", () => {
    const s = composeLocally(
      "if it's a technical problem, email support@acme.example; otherwise text me",
    );
    expect(categories(s)).toBe("technical problem, other");
    expect(kinds(s)).toEqual([["technical problem", ["email-sender support@acme.example"]]]);
  });
});

describe("a field given or not", () => {
  const given = (field: string) => ({ field, operator: "exists", value: "" });

  it.each([
    [
      "Email every new enquiry a thank-you unless they didn't give an email address, then text them instead",
      "email",
      ["email-sender {{email}}"],
      ["sms-alert {{phone}}"],
    ],
    [
      "Text me about every lead unless there's no phone number",
      "phone",
      [`sms-alert ${teamPlaceholder.phone}`],
      [],
    ],
    [
      "If the lead left no email, text my assistant",
      "email",
      [],
      [`sms-alert ${teamPlaceholder.phone}`],
    ],
  ])("%s: a check that %s is given, the branches as the words say", (request, field, yes, no) => {
    expect(sides(composeLocally(request))).toEqual({ condition: given(field), yes, no });
  });

  it("'where X is given … where no X is given' is one check with both branches, after what runs for every event", () => {
    const s = composeLocally(
      "Add each new lead to the CRM. Where they gave us a phone number, text them a welcome. Where no phone number is given, email them instead.",
    );
    expect(s.nodes.map((n) => n.agentTemplateId).slice(0, 3)).toEqual([
      "trigger",
      "crm-update",
      "condition",
    ]);
    expect(sides(s)).toEqual({
      condition: given("phone"),
      yes: ["sms-alert {{phone}}"],
      no: ["email-sender {{email}}"],
    });
  });

  it("a field a message should carry is no check", () => {
    const s = composeLocally("email me and include their phone number");
    expect(s.nodes.some((n) => n.agentTemplateId === "condition")).toBe(false);
  });
});

describe("two checks joined by 'and'", () => {
  it("the second is checked on the Yes of the first; 'any other order' runs when either fails; '(amount)' names the field", () => {
    const s = composeLocally(
      "If an order's value (amount) is more than 300 and the customer left a phone number, text me. Any other order just gets a thank-you email.",
    );
    const [first, second] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(first.data.config).toEqual({ field: "amount", operator: "greater_than", value: "300" });
    expect(sides(s, first)).toMatchObject({ yes: ["condition"], no: ["email-sender {{email}}"] });
    expect(sides(s, second)).toEqual({
      condition: { field: "phone", operator: "exists", value: "" },
      yes: [`sms-alert ${teamPlaceholder.phone}`],
      no: ["email-sender {{email}}"],
    });
  });

  it("with 'otherwise' as well", () => {
    const s = composeLocally(
      "when a lead's budget is over 10000 and they're from a company, email sales@acme.example; otherwise add them to the CRM",
    );
    const [first, second] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(first.data.config.field).toBe("budget");
    expect(sides(s, first).no).toEqual(["crm-update"]);
    expect(sides(s, second)).toMatchObject({
      yes: ["email-sender sales@acme.example"],
      no: ["crm-update"],
    });
    // The sample lead carries the budget the check reads, so the workflow runs as it comes.
    expect(JSON.parse(String(s.nodes[0].data.config.sampleData)).budget).toBeGreaterThan(10000);
  });

  it.each([
    "Cuando llegue un nuevo cliente potencial, si su presupuesto es mayor a 1000 euros, envía un correo al equipo de ventas; si no, envíale al cliente un correo con nuestro catálogo.",
    "Quando chegar um novo lead, se o orçamento for acima de 1000, mande um email para a equipe de vendas",
  ])("%s: a budget in Spanish or Portuguese is the budget, not an amount", (request) => {
    const s = composeLocally(request);
    const condition = s.nodes.find((n) => n.agentTemplateId === "condition");
    expect(condition?.data.config).toMatchObject({
      field: "budget",
      operator: "greater_than",
      value: "1000",
    });
    expect(JSON.parse(String(s.nodes[0].data.config.sampleData)).budget).toBeGreaterThan(1000);
  });
});

describe("steps told out of run order", () => {
  /** The steps in run order (a straight chain), by template and recipient. */
  const steps = (s: WorkflowSuggestion) =>
    s.nodes.slice(1).map((n) => `${n.agentTemplateId} ${n.data.config.to ?? ""}`.trim());

  it.each([
    [
      "Finally, add them to the CRM. Before that, email the lead a thank-you. But first text me.",
      [`sms-alert ${teamPlaceholder.phone}`, "email-sender {{email}}", "crm-update"],
    ],
    [
      "Text me at the very end. To start with, the AI writes a reply and it's emailed to the customer. After that, put them in the CRM.",
      [
        "ai-responder",
        "email-sender {{email}}",
        "crm-update",
        `sms-alert ${teamPlaceholder.phone}`,
      ],
    ],
    [
      "at the end email me. before that add them to the crm. start by texting them a thank you",
      ["sms-alert {{phone}}", "crm-update", `email-sender ${teamPlaceholder.email}`],
    ],
    [
      "First add them to the CRM, then email them a welcome, and finally text me",
      ["crm-update", "email-sender {{email}}", `sms-alert ${teamPlaceholder.phone}`],
    ],
  ])("%s: built in the order they run", (request, order) => {
    const s = composeLocally(request);
    expect(steps(s)).toEqual(order);
    // A straight chain: each step after the one before.
    expect(s.connections.map((c) => [c.source, c.target])).toEqual(
      s.nodes.slice(1).map((n, i) => [s.nodes[i].id, n.id]),
    );
  });
});

describe("WhatsApp, which no step sends", () => {
  it.each([
    ["when an order comes in, the customer gets a confirmation by WhatsApp", "{{phone}}"],
    ["Send each new client a WhatsApp message to welcome them", "{{phone}}"],
    ["WhatsApp me when a new lead comes in", teamPlaceholder.phone],
  ])("%s: said, and sent as a text to whom it was for", (request, to) => {
    const s = composeLocally(request);
    expect(s.unsupported?.join(" ")).toMatch(/no WhatsApp step/);
    expect(config(s, "sms-alert").map((c) => c.to)).toEqual([to]);
  });
});

describe("a field other than a value", () => {
  it.each([
    [
      "if the customer's plan is anything but premium, email upgrades@acme.example; premium customers get a thank-you text",
      "plan",
      "premium",
      ["email-sender upgrades@acme.example"],
      ["sms-alert {{phone}}"],
    ],
    [
      "when a lead comes in, if their country isn't Canada, text me. Canada leads get an email from us",
      "country",
      "Canada",
      [`sms-alert ${teamPlaceholder.phone}`],
      ["email-sender {{email}}"],
    ],
  ])(
    "%s: does not equal, the leads of that value on No, the sample carries the field",
    (request, field, value, yes, no) => {
      const s = composeLocally(request);
      expect(sides(s)).toEqual({ condition: { field, operator: "not_equals", value }, yes, no });
      const sample = JSON.parse(String(s.nodes[0].data.config.sampleData));
      expect(sample[field]).toBeDefined();
      expect(s.nodes.find((n) => n.agentTemplateId === "condition")?.data.label).toBe(
        `If ${field} is not ${value}`,
      );
    },
  );
});

describe("what a message is asked to say", () => {
  const first = (s: WorkflowSuggestion, template: string) => config(s, template)[0] ?? {};

  it.each([
    [
      "when a booking comes in, email the client a confirmation that their table is booked and we look forward to seeing them",
      "Hello {{name}}, this confirms that your table is booked and we look forward to seeing you.",
    ],
    [
      "We charge a $50 call-out fee. If the job is under 200, email the customer explaining the call-out fee",
      "Hello {{name}}, thank you for your request. We charge a $50 call-out fee.",
    ],
  ])("%s: the email to the lead says it, to them", (request, body) => {
    expect(first(composeLocally(request), "email-sender").body).toBe(body);
  });

  it("a text 'letting them know' says it to them", () => {
    const s = composeLocally("text new leads letting them know we'll call back within the hour");
    expect(first(s, "sms-alert")).toEqual({
      to: "{{phone}}",
      message: "Hi {{name}}, we'll call back within the hour.",
    });
  });

  it("something only the visitor has is marked for them to fill in, and the suggestion says so", () => {
    const s = composeLocally("email new leads with our price list");
    expect(first(s, "email-sender").body).toMatch(/Our price list: \[fill this in\]$/);
    expect(s.description).toMatch(/marked \[fill this in\]/);
  });

  it("the fields a message to the team should list are its placeholders, and only those", () => {
    const s = composeLocally("text me with their name, email and budget when a lead comes in");
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger", "sms-alert"]);
    expect(first(s, "sms-alert").message).toBe("New: {{name}}, {{email}}, {{amount}}");
  });

  it("'asking them to' do something puts the request to them, not a question about it", () => {
    const s = composeLocally(
      "after a job, text the customer asking them to send us a photo of the result",
    );
    expect(first(s, "sms-alert").message).toBe(
      "Hi {{name}}, would you send us a photo of the result?",
    );
  });

  it.each([
    [
      "text me their name and phone when a big order comes in (over 2000)",
      "sms-alert",
      "message",
      "Amount over 2000: {{name}}, {{phone}}",
    ],
    [
      "When an invoice is uploaded, add up the invoice and email me the amount",
      "email-sender",
      "body",
      "total: {{total}}",
    ],
  ])("%s: the fields named right after the recipient", (request, template, key, text) => {
    expect(first(composeLocally(request), template)[key]).toBe(text);
  });

  it("a number typed in brackets is the number", () => {
    const s = composeLocally("when an order comes in text my cell (704-555-0188)");
    expect(first(s, "sms-alert").to).toBe("704-555-0188");
  });
});

describe("only the steps the request asks for", () => {
  const ids = (s: WorkflowSuggestion) => s.nodes.map((n) => n.agentTemplateId);

  it("a numbered list is its steps, a summary listing the lead's fields is no AI step, and 'the same thing' repeats the message", () => {
    const s = composeLocally(
      "When a form is submitted: (1) email the customer confirming we got their form (2) also text them the same thing (3) email me a summary with their phone and message (4) add them to the CRM",
    );
    expect(ids(s)).toEqual(["trigger", "email-sender", "sms-alert", "email-sender", "crm-update"]);
    expect(config(s, "sms-alert")[0].message).toBe(
      "Hi {{name}}, this confirms that we got your form.",
    );
    expect(config(s, "email-sender")[1].body).toBe("phone: {{phone}}\nmessage: {{message}}");
  });

  it("how the event arrives ('comes in by email') is no message, and offers no other reading", () => {
    const s = composeLocally(
      "When a vendor invoice comes in by email, pull out the total and email me the amount",
    );
    expect(config(s, "email-sender").map((c) => c.to)).toEqual([teamPlaceholder.email]);
    expect(s.alternatives).toBeUndefined();
  });

  it("a payment mentioned is no invoice to add up", () => {
    const s = composeLocally(
      "email the customer letting them know we received their payment and will ship within 3 days",
    );
    expect(ids(s)).toEqual(["trigger", "email-sender"]);
    expect(config(s, "email-sender")[0].body).toBe(
      "Hello {{name}}, we received your payment and will ship within 3 days.",
    );
  });

  it("'send me' with no medium named is an email, and what it cannot do is still said", () => {
    const s = composeLocally("every sunday night send me a list of all the bookings");
    expect(ids(s)).toEqual(["trigger", "email-sender"]);
    expect(s.unsupported?.join(" ")).toMatch(/not every sunday night/);
  });

  it("a summary of one message is still the AI's to write", () => {
    expect(ids(composeLocally("email me a short summary of each enquiry"))).toContain(
      "ai-responder",
    );
  });

  it("a schedule and a summary of many events are said, not built as an AI step", () => {
    const s = composeLocally("Every Monday morning send me a report of all the orders by email");
    expect(ids(s)).toEqual(["trigger", "email-sender"]);
    expect(config(s, "email-sender")[0].to).toBe(teamPlaceholder.email);
    expect(s.unsupported?.join(" ")).toMatch(/no scheduled trigger.*not every Monday/);
    expect(s.unsupported?.join(" ")).toMatch(/No step reads back past events/);
  });
});

describe("the trigger's sample event", () => {
  const sampleOf = (s: WorkflowSuggestion) =>
    JSON.parse(String(s.nodes[0].data.config.sampleData)) as Record<string, unknown>;

  it.each([
    "when a lead comes in, if they mention urgent, text the owner; otherwise add them to the CRM",
    "Automatically respond to customer support emails",
    "hello",
    "Sort each message into sales, support or billing and email billing questions to billing@acme.example",
  ])("%s: is the sample lead the trigger starts with, not the request", (request) => {
    const s = composeLocally(request);
    for (const reading of [s, ...(s.alternatives ?? [])]) {
      expect(sampleOf(reading)).toEqual(sampleLead);
    }
  });

  it("carries a field a check reads that the sample lead lacks, and nothing else new", () => {
    const s = composeLocally("if the status is not spam, add them to the CRM");
    const { status, ...rest } = sampleOf(s);
    expect(rest).toEqual(sampleLead);
    expect(status).not.toBe("spam");
  });
});

describe("the description follows the branches", () => {
  /** The description up to the notes that follow what the workflow does. */
  const flow = (s: WorkflowSuggestion) => s.description.replace(/ Your team is reached.*$/, "");

  it.each([
    [
      "when a lead comes in, if they mention urgent, text the owner; otherwise add them to the CRM",
      "If they mention 'urgent': text the team; otherwise: add them to the CRM.",
    ],
    [
      "Add each new lead to the CRM. Where they gave us a phone number, text them a welcome. Where no phone number is given, email them instead.",
      "Add them to the CRM. Then, if the phone is given: text the lead; otherwise: email the lead.",
    ],
    [
      "If an order's value (amount) is more than 300 and the customer left a phone number, text me. Any other order just gets a thank-you email.",
      "If the amount is over 300 and the phone is given: text the team; otherwise: email the lead.",
    ],
    [
      "Have the AI work out whether each enquiry is about pricing, repairs or careers. Pricing ones: email sales@acme.example. Repairs: text me. Careers -> forward it to hr@acme.example",
      "Sort it with AI into pricing, repair or career. Then, if it is sorted as pricing: email sales@acme.example; otherwise, if it is sorted as repair: text the team; otherwise, if it is sorted as career: email hr@acme.example.",
    ],
    [
      "When an invoice is uploaded, add up the invoice and email me the amount, and if it's over 1000 text me too",
      "Read the file, then add up the invoice's total. Then email the team. Then, if the total is over 1000: text the team.",
    ],
    [
      "if the status is spam do nothing, otherwise add them to the CRM and email me",
      "If the status is spam: nothing; otherwise: add them to the CRM, then email the team.",
    ],
  ])("%s", (request, description) => {
    expect(flow(composeLocally(request))).toBe(description);
  });

  it("a request no step can do is the trigger alone, said so, with no step invented", () => {
    const s = composeLocally("hello");
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger"]);
    expect(flow(s)).toBe(workflowsPage.suggestions.unsupported.triggerOnly);
    expect(s.unsupported).toContain(workflowsPage.suggestions.unsupported.onlyTrigger);
  });

  it("a check inside a branch is in brackets, so its otherwise is its own", () => {
    const planned = finishPlan("", {
      pre: [],
      categories: null,
      plan: [
        {
          condition: { field: "amount", operator: "greater_than", value: "5000" },
          yes: [
            { kind: "email", to: "team" },
            {
              condition: { field: "message", operator: "contains", value: "rush" },
              yes: [{ kind: "sms", to: "team" }],
              no: [{ kind: "crm" }],
            },
          ],
          no: [{ kind: "email", to: "lead" }],
        },
      ],
    });
    expect(describePlan(planned)).toBe(
      "If the amount is over 5000: (email the team, then if they mention 'rush': text the team; otherwise: add them to the CRM); otherwise: email the lead.",
    );
  });
});

describe("what a message is for", () => {
  const first = (s: WorkflowSuggestion, template: string) => config(s, template)[0] ?? {};

  it.each([
    "when someone books, send them a confirmation email with the date and time",
    "email the customer a booking confirmation including the date and time",
  ])("%s: a confirmation confirms, and what only the event could say is marked", (request) => {
    const s = composeLocally(request);
    const email = first(s, "email-sender");
    expect(email.to).toBe("{{email}}");
    expect(String(email.body)).toMatch(/this confirms/);
    expect(String(email.body)).not.toMatch(/thanks for getting in touch/i);
    expect(String(email.body)).toMatch(/Date: \[fill this in\]\nTime: \[fill this in\]$/);
    expect(s.description).toMatch(/marked \[fill this in\]/);
  });

  it("what the event has is its placeholder, in a message to the lead too", () => {
    const s = composeLocally("text the customer a confirmation with their name and phone");
    expect(String(first(s, "sms-alert").message)).toMatch(
      /Name: \{\{name\}\}, Phone: \{\{phone\}\}$/,
    );
    const invoice = composeLocally(
      "When an invoice is uploaded, add up the total and email the customer a receipt with the total",
    );
    expect(String(first(invoice, "email-sender").body)).toMatch(/Total: \{\{total\}\}$/);
  });

  it.each([
    ["email the lead a thank-you and send me a copy", "email-sender"],
    ["When a booking comes in, email the customer a confirmation. CC me.", "email-sender"],
    ["Text the customer a confirmation and text me a copy", "sms-alert"],
  ])("%s: the copy is the same message, to the team", (request, template) => {
    const s = composeLocally(request);
    const [lead, team] = config(s, template);
    expect(lead.to).toMatch(/^\{\{/);
    expect(team.to).not.toMatch(/^\{\{/);
    const { to: _lead, ...words } = lead;
    const { to: _team, ...copy } = team;
    expect(copy).toEqual(words);
  });

  it.each([
    "after a job is done, ask them for a review by email",
    "after a job, ask the customer for a review",
    "once the job is finished, invite the client to leave a review by email",
  ])("%s: an email to the lead asking for a review", (request) => {
    const s = composeLocally(request);
    expect(config(s, "email-sender")).toEqual([
      expect.objectContaining({
        to: "{{email}}",
        body: expect.stringMatching(/leave us a review/),
      }),
    ]);
    expect(s.alternatives).toBeUndefined();
  });

  it.each([
    ["send a follow-up email two days after they contact us", "email-sender", "body"],
    ["send a follow-up text to new leads", "sms-alert", "message"],
    ["follow up with each lead by email", "email-sender", "body"],
  ])("%s: to the lead, reading as a follow-up", (request, template, key) => {
    const message = first(composeLocally(request), template);
    expect(message.to).toMatch(/^\{\{/);
    expect(String(message[key])).toMatch(/following up/);
    expect(String(message[key])).not.toMatch(/thanks for getting in touch/i);
  });
});

describe("what cannot be built is said with its whole sentence", () => {
  it("a condition no check reads, as the visitor wrote it", () => {
    const s = composeLocally(
      "wen a lead comes in, email me. If the lead texts about pricing, text me too.",
    );
    expect(s.unsupported).toContainEqual(
      expect.stringContaining('The condition in "If the lead texts about pricing, text me too."'),
    );
  });

  it("something to do that no step does and no other note names", () => {
    const s = composeLocally(
      "when a lead comes in, email me. Also post it on Instagram and update the spreadsheet.",
    );
    expect(s.unsupported).toEqual([
      'Nothing was built for "Also post it on Instagram and update the spreadsheet.": no step here does that, so it is left out.',
    ]);
  });

  it("a sentence that only says who the visitor is is no part left out", () => {
    const s = composeLocally("We're a small bakery. When an order comes in, text me.");
    expect(s.unsupported ?? []).toEqual([]);
  });
});

describe("kinds paired in order with a list of recipients", () => {
  /** Each category condition's value with the recipients its Yes branch reaches first. */
  const kinds = (s: WorkflowSuggestion) =>
    s.nodes
      .filter((n) => n.agentTemplateId === "condition" && n.data.config.field === "category")
      .map((n) => [n.data.config.value, sides(s, n).yes]);

  it.each([
    [
      "Classify each incoming message as sales, support or billing and email sales@acme.com, support@acme.com or billing@acme.com accordingly",
      ["sales", "support", "billing"],
      [
        "email-sender sales@acme.com",
        "email-sender support@acme.com",
        "email-sender billing@acme.com",
      ],
    ],
    [
      "route leads as hot, warm or cold to a@x.example, b@x.example and c@x.example respectively",
      ["hot", "warm", "cold"],
      ["email-sender a@x.example", "email-sender b@x.example", "email-sender c@x.example"],
    ],
    [
      "sort reviews into positive and negative and text +1 555 123 4567 or +1 555 765 4321",
      ["positive", "negative"],
      ["sms-alert +1 555 123 4567", "sms-alert +1 555 765 4321"],
    ],
  ])("%s: one branch per kind, each to its own recipient", (request, names, to) => {
    const s = composeLocally(request);
    expect(kinds(s)).toEqual(names.map((k, i) => [k, [to[i]]]));
    expect(s.name).toBe(
      `Sort ${/reviews/.test(request) ? "reviews" : /leads/.test(request) ? "leads" : "messages"}: ${names.join(", ")}`,
    );
    expect(notes(s)).not.toMatch(/Nothing is done/);
    for (const k of names) expect(s.description).toContain(`sorted as ${k}: `);
  });

  it("something else asked before the recipients is not lost in the pairs", () => {
    const s = composeLocally(
      "sort messages into sales or support, add them to the CRM and email a@x.example or b@x.example",
    );
    expect(config(s, "crm-update")).toHaveLength(1);
  });

  it("a list of another length is not paired", () => {
    const s = composeLocally(
      "sort messages into sales, support or billing and email a@x.example and b@x.example",
    );
    expect(kinds(s)).toEqual([]);
  });
});

describe("a list of kinds ends at its last item", () => {
  const categories = (s: WorkflowSuggestion) =>
    String(config(s, "ai-classifier")[0]?.categories ?? "");

  it("'sales, support, billing and spam and handle each differently' keeps spam, and billing is no invoice", () => {
    const s = composeLocally(
      "Sort incoming requests into sales, support, billing and spam and handle each differently",
    );
    expect(categories(s)).toBe("sales, support, billing, spam");
    expect(config(s, "invoice-extractor")).toEqual([]);
  });

  it("'tag tickets as bug, feature request, question or spam' is four kinds", () => {
    const s = composeLocally("tag tickets as bug, feature request, question or spam");
    expect(categories(s).split(", ")).toHaveLength(4);
    expect(categories(s)).toMatch(/^bug, feature.*, question, spam$/);
  });
});

describe("different people of the team named in one request", () => {
  const steps = (s: WorkflowSuggestion) =>
    s.nodes
      .filter((n) => n.agentTemplateId === "sms-alert" || n.agentTemplateId === "email-sender")
      .map((n) => [n.data.label, n.data.config.to]);

  it.each([
    [
      "When a lead comes in, text my sales rep and alert me by SMS",
      [
        ["Text my sales rep", "+1 202 555 0101"],
        ["Text me", teamPlaceholder.phone],
      ],
    ],
    [
      "New booking: ping the office manager by text, then email me the details",
      [
        ["Text the office manager", "+1 202 555 0101"],
        ["Email me", teamPlaceholder.email],
      ],
    ],
    [
      "if the order is over 5000 email our accountant, otherwise email billing and text the team",
      [
        ["Email our accountant", "accountant@example.com"],
        ["Email billing", "billing@example.com"],
        ["Text the team", teamPlaceholder.phone],
      ],
    ],
  ])(
    "%s: each is a step of their own, named for them, at a placeholder of their own",
    (request, expected) => {
      const s = composeLocally(request);
      expect(steps(s)).toEqual(expected);
      // The description says whose each placeholder is.
      for (const [label, to] of expected) {
        const who = String(label)
          .replace(/^(Text|Email) /, "")
          .replace(/^me$/, "you");
        expect(s.description).toContain(`${to} (${who})`);
      }
    },
  );

  it("one person named is the team, at the team's placeholder, and one alert read twice is one step", () => {
    expect(steps(composeLocally("when a lead comes in, text my sales rep"))).toEqual([
      ["Text the team", teamPlaceholder.phone],
    ]);
    expect(steps(composeLocally("alert me by SMS when a lead comes in"))).toEqual([
      ["Text the team", teamPlaceholder.phone],
    ]);
  });
});

describe("the description is what the workflow does", () => {
  it.each([
    ["if it's a weekday, text me", /could not be read/],
    ["Post every new lead in our Slack channel and email me", /Slack/],
    ["sort into hot lead, warm lead or cold lead. hot leads: text me", /Nothing is done/],
    ["every Friday at 5pm send me a summary of all the leads", /scheduled trigger/],
  ])(
    "%s: what it cannot do is the suggestion's own list, not the description it keeps",
    (request, note) => {
      const s = composeLocally(request);
      expect(notes(s)).toMatch(note);
      expect(s.description).not.toMatch(note);
      expect(s.description.length).toBeGreaterThan(0);
    },
  );
});

describe("step names within what Save takes", () => {
  it.each([
    "if the message mentions 'supercalifragilisticexpialidociousandthensomemorelettersthatgoonforever' text me",
    "if their message contains the word 'réservationexceptionnelleduweekendprolongéavecpetitdéjeuner', email the lead",
  ])(
    "%s: a name too long is cut before the word the limit falls in, with an ellipsis",
    (request) => {
      for (const n of composeLocally(request).nodes) {
        expect(n.data.label.length).toBeLessThanOrEqual(80);
        if (n.data.label.endsWith("…")) expect(n.data.label).toMatch(/^If message mentions…$/);
      }
    },
  );
});

describe("counts and replies said another way", () => {
  it("a count written as a dash range is two checks, and a bare bound beside it counts the same", () => {
    const s = composeLocally(
      "If a new sign-up has 20-100 seats, email me at ops@shop.example; under 20, text the sign-up a welcome",
    );
    const checks = s.nodes
      .filter((n) => n.agentTemplateId === "condition")
      .map((n) => n.data.config);
    expect(checks.slice(0, 2)).toEqual([
      { field: "seats", operator: "at_least", value: "20" },
      { field: "seats", operator: "at_most", value: "100" },
    ]);
    // "Under 20" is the No of "at least 20", or a check of its own on the seats: never an amount.
    expect(checks.every((c) => c.field === "seats")).toBe(true);
    const [first] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(sides(s, first).no).toEqual(["sms-alert {{phone}}"]);
  });

  it("a bare bound in a request that counts employees and names no money is on the employees", () => {
    const s = composeLocally(
      "a lead with 51+ employees: email the enterprise team at ent@shop.example. under 10: email the lead a guide",
    );
    const checks = s.nodes
      .filter((n) => n.agentTemplateId === "condition")
      .map((n) => n.data.config);
    expect(checks).toContainEqual({ field: "employees", operator: "less_than", value: "10" });
    expect(checks.some((c) => c.field === "amount")).toBe(false);
  });

  it("a reply written with AI and sent to the customer, in Spanish, goes to the customer", () => {
    const s = composeLocally(
      "Cuando llegue una consulta, redacta una respuesta con IA y envíasela al cliente",
    );
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual([
      "trigger",
      "ai-responder",
      "email-sender",
    ]);
    expect(s.nodes.at(-1)?.data.config.to).toBe("{{email}}");
    expect(String(s.nodes.at(-1)?.data.config.body)).toContain("{{reply}}");
  });
});

describe("one message to each of two people named together", () => {
  it.each([
    "When a new client signs, email both the client and our account manager a welcome note",
    "email both the customer and my assistant a confirmation when a booking comes in",
  ])("%s: the lead and the team are each emailed", (request) => {
    const s = composeLocally(request);
    const emails = s.nodes.filter((n) => n.agentTemplateId === "email-sender");
    expect(emails.map((n) => n.data.config.to === "{{email}}")).toEqual([true, false]);
  });
});

describe("what the sixth stranger found", () => {
  it.each([
    "After a booking is completed, email the customer asking for a review, except for bookings that had a complaint",
    "Add every new sign-up to the CRM, except for ones with a refund request",
    "When a lead comes in, email the lead a welcome, except if they mention unsubscribe",
  ])("%s: the exception holds on the Yes, the steps on the No", (request) => {
    const s = composeLocally(request);
    const [check] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(check?.data.config).toMatchObject({ field: "message", operator: "contains" });
    const { yes, no } = sides(s, check);
    expect(yes).toEqual([]);
    expect(no.length).toBe(1);
  });

  it("a message for each row of a file is said to go once per event", () => {
    const s = composeLocally(
      "Read the uploaded spreadsheet of patients and email every patient a reminder",
    );
    expect(notes(s)).toMatch(/No step sends a message for each row of a file/);
  });

  it("asking for a review is the review message, not a question", () => {
    const s = composeLocally(
      "When an order is delivered, email the customer asking for a Google review",
    );
    expect(String(s.nodes.at(-1)?.data.config.body)).not.toMatch(/Could you tell us/);
    expect(String(s.nodes.at(-1)?.data.config.body)).toMatch(/review/);
  });

  it("a priority the event is marked with is its priority field", () => {
    const s = composeLocally(
      "When a ticket comes in, text the on-call tech at +1 555 0199 unless it is flagged as low priority",
    );
    const [check] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(check?.data.config).toEqual({ field: "priority", operator: "equals", value: "low" });
    expect(sides(s, check)).toMatchObject({ yes: [], no: ["sms-alert +1 555 0199"] });
  });

  it.each([
    [
      "email Ana (ana@shop.example) and Ben (ben@shop.example) when a lead comes in",
      ["Ana", "Ben"],
    ],
    ["when an order comes in, text Cy at +1 555 0111 and Dee at +1 555 0122", ["Cy", "Dee"]],
  ])(
    "%s: each named person gets a message at their own contact, named for them",
    (request, who) => {
      const s = composeLocally(request);
      const steps = s.nodes.filter((n) => n.agentTemplateId !== "trigger");
      expect(steps.map((n) => String(n.data.label).split(" ").at(-1))).toEqual(who);
      expect(new Set(steps.map((n) => n.data.config.to)).size).toBe(2);
    },
  );
});

describe("a bookkeeping step asked for", () => {
  it("is a to-do on the team's email, said in a note, and the owner texted is still the owner", () => {
    const s = composeLocally(
      "When an invoice email arrives, pull out the total and due date and update our accounting records. If the total is more than 2000 dollars, also notify the owner by SMS.",
    );
    const email = s.nodes.find((n) => n.agentTemplateId === "email-sender");
    expect(String(email?.data.config.body)).toMatch(/To do by hand: enter it in the accounting/);
    expect(String(email?.data.config.body)).toContain("{{total}}");
    expect(notes(s)).toMatch(/There is no accounting step/);
    const sms = s.nodes.find((n) => n.agentTemplateId === "sms-alert");
    expect(sms?.data.label).toBe("Text the owner");
    expect(sms?.data.config.to).not.toBe(teamPlaceholder.phone);
  });
});

describe("kinds and recipients that cannot be paired", () => {
  it.each([
    [
      "Forward sales, support and billing emails to a@x.example and b@x.example",
      ["a@x.example", "b@x.example"],
    ],
    [
      "sort each request into sales, support or billing and email a@x.example and b@x.example",
      ["a@x.example", "b@x.example"],
    ],
    [
      "booking and cancellation messages go to a@x.example, b@x.example or c@x.example",
      ["a@x.example", "b@x.example", "c@x.example"],
    ],
  ])("%s: every message goes to each recipient, and the suggestion says why", (request, to) => {
    const s = composeLocally(request);
    expect(config(s, "email-sender").map((c) => c.to)).toEqual(to);
    expect(notes(s)).toMatch(/cannot be paired one to one: every message goes to each recipient/);
    expect(notes(s)).not.toMatch(/Nothing is done/);
  });

  it("a list of recipients with nothing to pair it with is everyone on it, with nothing to say", () => {
    const s = composeLocally("text +1 555 123 4567 or +1 555 765 4321 when a lead comes in");
    expect(config(s, "sms-alert").map((c) => c.to)).toEqual(["+1 555 123 4567", "+1 555 765 4321"]);
    expect(s.unsupported ?? []).toEqual([]);
  });
});

describe("kinds told apart with nothing said of what to do with each", () => {
  /** Each category condition's value with the recipient its Yes branch emails. */
  const routed = (s: WorkflowSuggestion) =>
    s.nodes
      .filter((n) => n.agentTemplateId === "condition" && n.data.config.field === "category")
      .map((n) => {
        const yes = s.connections.find((c) => c.source === n.id && c.sourceHandle === "yes");
        const step = s.nodes.find((m) => m.id === yes?.target);
        return [n.data.config.value, step?.data.label, step?.data.config.to];
      });

  it.each([
    [
      "Sort incoming emails into sales, support or billing and handle each differently",
      ["sales", "support", "billing"],
    ],
    [
      "Use AI to route each kind of enquiry: bookings, complaints or questions",
      ["booking", "complaint", "question"],
    ],
    [
      "have the AI decide whether it's a refund, a delivery problem or feedback",
      ["refund", "delivery problem", "feedback"],
    ],
  ])(
    "%s: each kind is a branch of its own, to a contact of its own, and the assumption is said",
    (request, kinds) => {
      const s = composeLocally(request);
      expect(routed(s)).toEqual(
        kinds.map((k) => [k, `Email the ${k} contact`, `${k.replace(/ /g, "-")}@example.com`]),
      );
      expect(notes(s)).toMatch(/does not say what to do with each kind: assumed that/);
      expect(notes(s)).not.toMatch(/Nothing is done/);
      expect(s.description).not.toMatch(/assumed/);
    },
  );

  it("spam is left alone, and said to be", () => {
    const s = composeLocally(
      "Sort incoming requests into sales, support, billing and spam and handle each differently",
    );
    expect(routed(s).map(([kind]) => kind)).toEqual(["sales", "support", "billing"]);
    expect(notes(s)).toMatch(/spam is left alone/);
  });

  it("kinds with a step said for them are not given another", () => {
    const s = composeLocally("sort into hot lead, warm lead or cold lead. hot leads: text me");
    expect(routed(s).map(([kind]) => kind)).toEqual(["hot lead"]);
  });
});

describe("checks under a heading, and ranges without 'if'", () => {
  it.each([
    "Complaints: if they ask for a refund, email billing; otherwise reply with an apology",
    "For complaints: when the customer wants a refund, forward it to billing, otherwise reply with an apology.",
  ])("%s: the inner check is on the heading's Yes, with both its branches", (request) => {
    const s = composeLocally(request);
    const [outer, inner] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(outer.data.config).toMatchObject({ value: "complaint" });
    expect(inner.data.config).toMatchObject({
      field: "message",
      operator: "contains",
      value: "refund",
    });
    expect(sides(s, outer)).toMatchObject({ yes: ["condition"], no: [] });
    expect(sides(s, inner)).toMatchObject({
      yes: [`email-sender ${teamPlaceholder.email}`],
      no: ["email-sender {{email}}"],
    });
    const apology = s.nodes.find((n) => n.data.config.to === "{{email}}");
    expect(String(apology?.data.config.body)).toMatch(/sorry/);
  });

  it("a heading's checks end with its sentence: an otherwise after it is the heading's", () => {
    const s = composeLocally(
      "Complaints: if they ask for a refund, email billing. Otherwise add them to the CRM.",
    );
    const [outer, inner] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(sides(s, outer)).toMatchObject({ yes: ["condition"], no: ["crm-update"] });
    expect(sides(s, inner)).toMatchObject({
      yes: [`email-sender ${teamPlaceholder.email}`],
      no: [],
    });
  });

  it.each([
    "When an order comes in: over 5000 → call, between 1000 and 5000 → email, else CRM",
    "New orders. Over $5,000: call them; between $1,000 and $5,000: email me; everything else goes into the CRM",
  ])(
    "%s: each range is a branch, on the No of the one above, and the call is a to-do",
    (request) => {
      const s = composeLocally(request);
      const [top, second] = s.nodes.filter((n) => n.agentTemplateId === "condition");
      expect(top.data.config).toMatchObject({ operator: "greater_than", value: "5000" });
      expect(second.data.config).toMatchObject({ operator: "greater_than", value: "1000" });
      expect(sides(s, top)).toMatchObject({
        yes: [`email-sender ${teamPlaceholder.email}`],
        no: ["condition"],
      });
      expect(sides(s, second)).toMatchObject({
        yes: [`email-sender ${teamPlaceholder.email}`],
        no: ["crm-update"],
      });
      const todo = s.nodes.find((n) => String(n.data.config.body).startsWith("To do"));
      expect(String(todo?.data.config.body)).toMatch(/call them/);
      expect(notes(s)).toMatch(/phone calls/);
    },
  );
});

describe("a request in French, Spanish or German, read and written in its language", () => {
  it.each([
    [
      "Quand une facture arrive par email, extraire les données; si le total dépasse 500 euros, envoyer un SMS au responsable; sinon l'ajouter au CRM",
      "Une facture arrive par email",
      "SMS au responsable",
    ],
    [
      "Cuando llega una factura por correo, extrae los datos; si el total supera 500 euros, envía un SMS al responsable; si no, agrégalo al CRM",
      "Factura por correo",
      "SMS al responsable",
    ],
    [
      "Wenn eine Rechnung per E-Mail ankommt, extrahiere die Daten; wenn die Summe über 500 Euro ist, schicke eine SMS an den Manager; sonst ins CRM eintragen",
      "Rechnung per E-Mail",
      "SMS an den Manager",
    ],
  ])(
    "%s: the invoice's total is checked, both branches kept, named in its words",
    (request, title, text) => {
      const s = composeLocally(request);
      expect(s.nodes.map((n) => n.agentTemplateId)).toEqual([
        "trigger",
        "file-processor",
        "invoice-extractor",
        "condition",
        "sms-alert",
        "crm-update",
      ]);
      const condition = s.nodes.find((n) => n.agentTemplateId === "condition");
      expect(condition?.data.config).toMatchObject({
        field: "total",
        operator: "greater_than",
        value: "500",
      });
      expect(sides(s, condition)).toEqual({
        condition: condition?.data.config,
        yes: [`sms-alert ${teamPlaceholder.phone}`],
        no: ["crm-update"],
      });
      expect(s.name).toBe(title);
      expect(s.nodes.find((n) => n.agentTemplateId === "sms-alert")?.data.label).toBe(text);
      expect(condition?.data.label).not.toMatch(/^If /);
    },
  );

  it.each([
    [
      "Quand un client nous écrit, envoyez-lui un e-mail de bienvenue",
      /^Bonjour \{\{name\}\}, bienvenue/,
    ],
    [
      "Cuando un cliente nos escribe, envíale un correo de agradecimiento al cliente",
      /^Hola \{\{name\}\}, gracias/,
    ],
    [
      "Wenn ein Kunde schreibt, schicke ihm eine E-Mail mit einer Entschuldigung",
      /^Hallo \{\{name\}\}, es tut uns leid/,
    ],
  ])("%s: a message with fixed words is in the request's language", (request, body) => {
    const s = composeLocally(request);
    const email = s.nodes.find((n) => n.data.config.to === "{{email}}");
    expect(String(email?.data.config.body)).toMatch(body);
  });

  it.each([
    ["Triez les messages en ventes, support ou facturation et traitez chacun différemment", 3],
    [
      "Clasifica los mensajes en ventas, soporte o facturación y trata cada uno de forma distinta",
      3,
    ],
    [
      "Sortiere die Nachrichten in Verkauf, Support oder Beschwerde und behandle jede Art anders",
      3,
    ],
  ])("%s: 'ou', 'o', 'oder' join a list of kinds as 'or' does", (request, count) => {
    const s = composeLocally(request);
    const categories = String(config(s, "ai-classifier")[0]?.categories ?? "");
    expect(categories.split(", ")).toHaveLength(count);
    expect(config(s, "invoice-extractor")).toEqual([]);
    expect(s.nodes.filter((n) => n.data.config.field === "category")).toHaveLength(count);
  });
});

/** The steps reached from a step by following connections (through the given handle first). */
function reachedFrom(s: WorkflowSuggestion, from: string, handle?: "yes" | "no"): string[] {
  const seen: string[] = [];
  const next = (id: string, first: boolean) =>
    s.connections
      .filter((c) => c.source === id && (!first || !handle || c.sourceHandle === handle))
      .map((c) => c.target);
  const queue = next(from, true);
  while (queue.length) {
    const id = queue.shift() as string;
    if (seen.includes(id)) continue;
    seen.push(id);
    queue.push(...next(id, false));
  }
  return seen;
}
const stepTo = (s: WorkflowSuggestion, to: string) =>
  s.nodes.find((n) => n.data.config.to === to)?.id ?? "";
const conditionStep = (s: WorkflowSuggestion) =>
  s.nodes.find((n) => n.agentTemplateId === "condition")?.id ?? "";

describe("a condition said after the last of several actions", () => {
  it.each([
    [
      "New lead: text Ana at +15550004444 and text Bo at +15550005555, and email Cy at cy@shop.example but only if the message mentions refund",
      ["+15550004444", "+15550005555"],
      "cy@shop.example",
    ],
    [
      "When someone writes in, email ops@shop.example, then text +15550006666 only when the amount is over 900",
      ["ops@shop.example"],
      "+15550006666",
    ],
    [
      "email a@shop.example and email b@shop.example, and text +15550007777 if they mention discount",
      ["a@shop.example", "b@shop.example"],
      "+15550007777",
    ],
  ])("%s: the check is that action's alone", (request, always, scoped) => {
    const s = composeLocally(request);
    const condition = conditionStep(s);
    expect(condition).not.toBe("");
    const trigger = s.nodes.find((n) => n.agentTemplateId === "trigger")?.id ?? "";
    const beforeCheck = reachedFrom(s, trigger).filter(
      (id) => !reachedFrom(s, condition).includes(id),
    );
    for (const to of always) expect(beforeCheck).toContain(stepTo(s, to));
    expect(reachedFrom(s, condition, "yes")).toContain(stepTo(s, scoped));
  });

  it("a condition said first still holds for everything after it", () => {
    const s = composeLocally(
      "If the amount is over 500, email a@shop.example and text +15550008888",
    );
    const yes = reachedFrom(s, conditionStep(s), "yes");
    expect(yes).toContain(stepTo(s, "a@shop.example"));
    expect(yes).toContain(stepTo(s, "+15550008888"));
  });
});

describe("a field of the lead read against a value", () => {
  it.each([
    [
      "If their company is Globex Corp, text +15550001212, otherwise email sales@shop.example",
      { field: "company", operator: "equals", value: "Globex Corp" },
      "+15550001212",
      "sales@shop.example",
    ],
    [
      "if the lead is from Initech email vp@shop.example; otherwise text +15550001313",
      { field: "company", operator: "equals", value: "Initech" },
      "vp@shop.example",
      "+15550001313",
    ],
    [
      "When a lead comes in, if the source is the website, email web@shop.example; if not, text +15550002323",
      { field: "source", operator: "equals", value: "website" },
      "web@shop.example",
      "+15550002323",
    ],
    [
      "when the customer's country equals Spain text +15550002424; otherwise email intl@shop.example",
      { field: "country", operator: "equals", value: "Spain" },
      "+15550002424",
      "intl@shop.example",
    ],
  ])("%s: a check on that field, both branches wired", (request, check, yes, no) => {
    const s = composeLocally(request);
    expect(config(s, "condition")).toEqual([check]);
    expect(notes(s)).not.toMatch(/could not be read/);
    const condition = conditionStep(s);
    expect(reachedFrom(s, condition, "yes")).toContain(stepTo(s, yes));
    expect(reachedFrom(s, condition, "no")).toContain(stepTo(s, no));
    expect(reachedFrom(s, condition, "yes")).not.toContain(stepTo(s, no));
  });

  it("'is given' is still whether the field is there", () => {
    const s = composeLocally("if the company is given, email a@shop.example");
    expect(config(s, "condition")[0]).toMatchObject({ field: "company", operator: "exists" });
  });
});

describe("a part of a request no step does, beside one that is built", () => {
  it.each([
    ["Fetch https://api.shop.example/orders and text the result to +15550004545", "fetch"],
    ["When a lead comes in, add them to the CRM, scrape their website and email me", "scrape"],
    ["Email sales@shop.example, then update the spreadsheet", "update"],
    ["Download the attachment and text +15550005656", "download"],
  ])("%s: the built part runs, the rest is said by its verb", (request, verb) => {
    const s = composeLocally(request);
    expect(s.nodes.some((n) => /email-sender|sms-alert/.test(n.agentTemplateId ?? ""))).toBe(true);
    expect(notes(s)).toContain(`no step here can ${verb}`);
  });

  it("a request whose every part is built has no such note", () => {
    expect(notes(composeLocally("Add them to the CRM and email sales@shop.example"))).toBe("");
  });
});

describe("how an event arrives is not a message to send", () => {
  it.each([
    "Cuando llegue un recibo por correo, extrae el total y manda un SMS al +34600333444 si el total supera 200 euros",
    "Lorsqu'une facture nous parvient par email, envoyez un SMS au +33600111222 si le total dépasse 300 euros",
    "Wenn eine Rechnung per E-Mail eintrifft, schicke eine SMS an +4915100011122 wenn die Summe über 400 Euro ist",
    "When an invoice reaches us by email, text +15550006767 if the total is over 250",
  ])("%s: no email, the invoice read and its total checked", (request) => {
    const s = composeLocally(request);
    expect(config(s, "email-sender")).toEqual([]);
    expect(config(s, "invoice-extractor")).toHaveLength(1);
    expect(config(s, "condition")[0]).toMatchObject({ field: "total", operator: "greater_than" });
    expect(config(s, "sms-alert")).toHaveLength(1);
  });
});

describe("a condition said again of one action among several", () => {
  it.each([
    [
      "When a support request comes in, email the support team at support@example.com and text the on-call engineer at +1 555 0100, but only text them if the message mentions urgent",
      "support@example.com",
      "+1 555 0100",
    ],
    [
      "When a ticket comes in, email ops@shop.example and text the engineer at +15550009191, but text them only if it mentions outage",
      "ops@shop.example",
      "+15550009191",
    ],
    [
      "When a ticket comes in, email ops@shop.example and text the engineer at +15550009292, only if it says urgent",
      "ops@shop.example",
      "+15550009292",
    ],
    [
      "When a ticket comes in, email ops@shop.example and, if it mentions urgent, text the engineer at +15550009393",
      "ops@shop.example",
      "+15550009393",
    ],
    [
      "Quand une demande arrive, envoyez un e-mail à support@shop.example et un SMS au +33600112233, mais seulement si le message contient urgent",
      "support@shop.example",
      "+33600112233",
    ],
    [
      "Cuando llega una solicitud, envía un correo a soporte@shop.example y un SMS al +34600111222, pero solo si el mensaje contiene urgente",
      "soporte@shop.example",
      "+34600111222",
    ],
    [
      "Wenn eine Anfrage eingeht, schicke eine E-Mail an support@shop.example und eine SMS an +4915100011122, aber nur wenn die Nachricht dringend enthält",
      "support@shop.example",
      "+4915100011122",
    ],
  ])(
    "%s: the first always, the second on Yes, no message to the lead",
    (request, always, scoped) => {
      const s = composeLocally(request);
      const condition = conditionStep(s);
      expect(condition).not.toBe("");
      const trigger = s.nodes.find((n) => n.agentTemplateId === "trigger")?.id ?? "";
      const beforeCheck = reachedFrom(s, trigger).filter(
        (id) => !reachedFrom(s, condition).includes(id),
      );
      expect(beforeCheck).toContain(stepTo(s, always));
      expect(reachedFrom(s, condition, "yes")).toEqual([stepTo(s, scoped)]);
      const messages = s.nodes.filter((n) =>
        /email-sender|sms-alert/.test(n.agentTemplateId ?? ""),
      );
      expect(messages).toHaveLength(2);
      expect(stepTo(s, "{{phone}}")).toBe("");
      expect(stepTo(s, "{{email}}")).toBe("");
    },
  );

  it.each([
    "When a lead comes in, email the team, add them to the CRM and text me if it's urgent",
    "New lead: add them to the CRM, email sales@shop.example and text me if the budget is over 5000",
  ])("%s: a bare 'if' after a list of actions is the last one's", (request) => {
    const s = composeLocally(request);
    const yes = reachedFrom(s, conditionStep(s), "yes");
    expect(yes).toHaveLength(1);
    expect(s.nodes.find((n) => n.id === yes[0])?.agentTemplateId).toBe("sms-alert");
    expect(reachedFrom(s, conditionStep(s))).not.toContain(
      s.nodes.find((n) => n.agentTemplateId === "crm-update")?.id,
    );
  });

  it("a bare 'if' after one action still holds for both", () => {
    const s = composeLocally(
      "When a lead comes in, email me and text me if the amount is over 500",
    );
    expect(reachedFrom(s, conditionStep(s), "yes")).toHaveLength(2);
  });
});

describe("a message to the lead comes from the request's words only", () => {
  const toLead = (s: WorkflowSuggestion) =>
    s.nodes.filter((n) => n.data.config.to === "{{email}}" || n.data.config.to === "{{phone}}");
  it.each([
    "Quand une facture nous parvient par email, extraire le montant et l'ajouter au CRM",
    "Quand on reçoit une facture par email, extraire le montant et l'ajouter au CRM",
    "Quand une facture est envoyée par e-mail, extraire le montant et l'enregistrer dans le CRM",
    "Cuando recibimos una factura por correo, extraer el importe y añadirlo al CRM",
    "Wenn wir eine Rechnung per E-Mail erhalten, den Betrag extrahieren und ins CRM eintragen",
    "When we receive an invoice by email, extract the amount and add it to the CRM",
    "When we get a new order by email, add it to the CRM",
  ])("%s: how it arrives is no message, and nothing goes to the contact", (request) => {
    const s = composeLocally(request);
    expect(toLead(s)).toEqual([]);
    expect(config(s, "email-sender")).toEqual([]);
    expect(config(s, "crm-update")).toHaveLength(1);
  });

  it.each([
    "When a new lead comes in, email the details and add them to the CRM",
    "When a CSV file is uploaded, summarize it and email it",
    "When a lead comes in, text the summary and then add them to the CRM",
  ])("%s: a 'them' of a later step or a summary sends nothing to the lead", (request) => {
    const s = composeLocally(request);
    expect(toLead(s)).toEqual([]);
    expect(s.nodes.some((n) => /email-sender|sms-alert/.test(n.agentTemplateId ?? ""))).toBe(true);
  });

  it.each([
    "When a lead comes in, email them a thank-you and add them to the CRM",
    "When a lead comes in, have the AI draft a reply and email it",
    "Cuando llega un cliente, envíale un correo de bienvenida",
  ])("%s: the lead named (or written back to) still gets it", (request) => {
    expect(toLead(composeLocally(request)).length).toBeGreaterThan(0);
  });
});

describe("a web service to call or data to enrich is no step, and no phone call", () => {
  it.each([
    [
      "When a new lead comes in, call the Clearbit API to enrich the lead and email me",
      "email-sender",
    ],
    ["When a new lead comes in, call our webhook and add them to the CRM", "crm-update"],
    ["When a lead comes in, hit the API with their email, then text me", "sms-alert"],
    [
      "When an order comes in, POST to https://hooks.shop.example/orders and email sales@shop.example",
      "email-sender",
    ],
    ["When a lead comes in, send their details to our webhook and text +15550004141", "sms-alert"],
  ])("%s: the rest is built, the call is said as a web API", (request, built) => {
    const s = composeLocally(request);
    expect(config(s, built)).toHaveLength(1);
    expect(notes(s)).toContain(workflowsPage.suggestions.unsupported.verbs.webApi);
    expect(notes(s)).not.toContain(workflowsPage.suggestions.unsupported.call);
    expect(s.nodes.some((n) => n.data.label.includes("to-do"))).toBe(false);
  });

  it.each([
    "When a lead comes in, enrich the contact with Clearbit and add them to the CRM",
    "New lead: use Clearbit to enrich their record, then email sales@shop.example",
  ])("%s: enriching is said, the rest built", (request) => {
    const s = composeLocally(request);
    expect(notes(s)).toContain(workflowsPage.suggestions.unsupported.verbs.enrich);
    expect(s.nodes.length).toBeGreaterThan(1);
  });

  it.each([
    "Quand un prospect arrive, appeler l'API Clearbit pour enrichir le contact et l'ajouter au CRM",
    "Cuando llega un cliente, llamar a la API de Clearbit para enriquecer el contacto y añadirlo al CRM",
    "Wenn ein Lead eingeht, die API von Clearbit aufrufen, um den Kontakt anzureichern, und ins CRM eintragen",
  ])("%s: the CRM entry built, the web call said in the sentence as written", (request) => {
    const s = composeLocally(request);
    expect(config(s, "crm-update")).toHaveLength(1);
    expect(notes(s)).toContain(workflowsPage.suggestions.unsupported.verbs.webApi);
    expect(notes(s)).toContain(request.split(",")[0]);
    expect(notes(s)).not.toMatch(/Nothing was built|phone calls/);
  });

  it("a request with only a web call built nothing else, and still says so", () => {
    const s = composeLocally("When a new lead comes in, call the Clearbit API to enrich the lead.");
    expect(notes(s)).toContain(workflowsPage.suggestions.unsupported.verbs.webApi);
  });

  it("calling the lead is still the team's to-do", () => {
    const s = composeLocally("When a lead comes in, call the lead");
    expect(notes(s)).toContain(workflowsPage.suggestions.unsupported.call);
    expect(notes(s)).not.toContain(workflowsPage.suggestions.unsupported.verbs.webApi);
  });
});

describe("a note never says nothing was built for what a built step does", () => {
  it.each([
    "When a CSV file is uploaded, classify each row as lead or spam and email me a summary",
    "When a CSV file is uploaded, parse it, create a summary of the rows and email me",
    "When a CSV file is uploaded, classify each row as lead or spam. Generate a summary and email it to me.",
    "When a CSV file is uploaded, make a summary and email it to me",
    "When an invoice is uploaded, pull out the total and email it to accounting",
    "When an invoice is uploaded, read it. Pull out the total. Then email me.",
  ])("%s: no 'Nothing was built' or 'Nothing is done' note", (request) => {
    const s = composeLocally(request);
    expect(notes(s)).not.toMatch(/Nothing was built|Nothing is done/);
    expect(config(s, "email-sender")).toHaveLength(1);
    expect(config(s, "condition")).toEqual([]);
  });

  it("a kind no step handles is still said", () => {
    const s = composeLocally(
      "Classify each message as sales, support or billing. Sales ones: email sales@shop.example",
    );
    expect(notes(s)).toMatch(/Nothing is done with a message sorted as support or billing/);
  });
});

describe("a person the request names is the step's name", () => {
  const label = (s: WorkflowSuggestion, to: string) =>
    s.nodes.find((n) => n.data.config.to === to)?.data.label;
  it.each([
    [
      "When a lead comes in, text Maria at +1 555 0101 when the budget is over 5000",
      "+1 555 0101",
      "Text Maria",
    ],
    [
      "New lead: email Cy at cy@shop.example and text Ana at +15550004444",
      "cy@shop.example",
      "Email Cy",
    ],
    [
      "Cuando llega un cliente, envía un correo a Lucía a lucia@shop.example",
      "lucia@shop.example",
      "Correo Lucía",
    ],
    [
      "Wenn ein Lead eingeht, schicke eine E-Mail an Jonas unter jonas@shop.example",
      "jonas@shop.example",
      "E-Mail Jonas",
    ],
    ["Quand un prospect arrive, envoyez un SMS à Maria au +33600112233", "+33600112233", "Maria"],
  ])("%s: named for whom", (request, to, name) => {
    const s = composeLocally(request);
    expect(label(s, to)).toContain(name);
    expect(s.description).toContain(name.split(" ").at(-1));
  });

  it("a name without an address is a person of its own, at a placeholder of their own", () => {
    const s = composeLocally("When a lead comes in, email Jo in accounting and text Sam");
    const labels = s.nodes.map((n) => n.data.label);
    expect(labels).toEqual(expect.arrayContaining(["Email Jo", "Text Sam"]));
    const contacts = s.nodes.filter((n) => /email-sender|sms-alert/.test(n.agentTemplateId ?? ""));
    expect(new Set(contacts.map((n) => n.data.config.to)).size).toBe(2);
    expect(s.alternatives ?? []).toEqual([]);
  });

  it.each([
    "When a lead comes in, email The Team",
    "When a lead comes in, text Me asap",
    "When a lead comes in, email Sales at sales@shop.example",
  ])("%s: a role or pronoun written with a capital is no name", (request) => {
    const s = composeLocally(request);
    const labels = s.nodes.map((n) => n.data.label).join(" ");
    expect(labels).not.toMatch(/Email The\b|Text Me\b|Email Sales\b/);
  });
});

describe("a contact the request types is the one the step uses", () => {
  it.each([
    [
      "Alert the on-call engineer at +1 555 0100 by SMS when a message mentions urgent, otherwise email support@acme.com",
      "+1 555 0100",
    ],
    ["Notify my manager at 555-0142 via text if the message mentions refund", "555-0142"],
    [
      "Contact the duty nurse at +34 600 111 222 by SMS when a message mentions pain",
      "+34 600 111 222",
    ],
    [
      "The owner at +1 555 0177 should get a text for each new lead, don't text the lead",
      "+1 555 0177",
    ],
  ])("%s: the typed number is texted", (request, phone) => {
    const s = composeLocally(request);
    const to = config(s, "sms-alert").map((c) => c.to);
    expect(to).toEqual([phone]);
    expect(notes(s)).not.toMatch(/could not build/);
  });

  it.each([
    [
      "my sales rep Maria at maria@x.com should get an email for each new lead, and don't email the lead",
      "maria@x.com",
    ],
    ["Our bookkeeper at books@acme.io gets an email for every invoice", "books@acme.io"],
    [
      "Le gérant, gerant@resto.fr, should receive an email for each new booking; do not email the customer",
      "gerant@resto.fr",
    ],
    ["My partner at sam@studio.co will get an email for each new enquiry", "sam@studio.co"],
  ])(
    "%s: whoever gets the email at the typed address gets it, about the lead",
    (request, address) => {
      const s = composeLocally(request);
      const emails = config(s, "email-sender");
      expect(emails.map((c) => c.to)).toEqual([address]);
      // A message to the team is about the lead, not to them.
      for (const c of emails) expect(String(c.body)).not.toMatch(/^Hello \{\{name\}\}/);
      expect(s.nodes.map((n) => n.agentTemplateId)).not.toContain("crm-update");
      expect(s.name).not.toMatch(/ At /);
      expect(notes(s)).not.toMatch(/could not build/);
    },
  );
});

/** The condition nodes and, for each, the templates on its Yes and its No. */
function checksOf(s: WorkflowSuggestion) {
  const byId = new Map(s.nodes.map((n) => [n.id, n]));
  const follow = (from: string | undefined): string[] => {
    const out: string[] = [];
    for (let id = from; id; ) {
      const n = byId.get(id);
      if (!n || n.agentTemplateId === "condition") break;
      out.push(n.agentTemplateId);
      id = s.connections.find((c) => c.source === id)?.target;
    }
    return out;
  };
  return s.nodes
    .filter((n) => n.agentTemplateId === "condition")
    .map((n) => ({
      value: String(n.data.config.value),
      operator: String(n.data.config.operator),
      yes: follow(s.connections.find((c) => c.source === n.id && c.sourceHandle === "yes")?.target),
      no: follow(s.connections.find((c) => c.source === n.id && c.sourceHandle === "no")?.target),
    }));
}

describe("each condition stated is built on its own action", () => {
  it.each([
    [
      "Cuando un cliente mencione urgente, envíame un SMS al +34 600 000 000; si no, envía un correo a soporte@empresa.es",
      "urgente",
    ],
    [
      "Cuando un mensaje contenga reembolso, envíame un SMS al +34 611 222 333; si no, envía un correo a ayuda@tienda.es",
      "refund",
    ],
    [
      "Quand un message mentionne urgent, envoie-moi un SMS au +33 6 12 34 56 78 ; sinon, envoie un e-mail à support@x.fr",
      "urgent",
    ],
    [
      "Wenn eine Nachricht dringend erwähnt, schick mir eine SMS an +49 170 1234567; sonst eine E-Mail an support@x.de",
      "dringend",
    ],
  ])("%s: the text on Yes, the email on No", (request, value) => {
    const s = composeLocally(request);
    expect(checksOf(s)).toEqual([
      { value, operator: "contains", yes: ["sms-alert"], no: ["email-sender"] },
    ]);
    expect(notes(s)).not.toMatch(/could not build/);
  });

  it.each([
    [
      "Email maria@x.com if the amount is over 500, and text +1 555 0100 if the amount is under 100",
      ["500", "100"],
    ],
    [
      "Text me if the amount is over 500, and email maria@x.com if the amount is under 100",
      ["500", "100"],
    ],
    [
      "Email sales@shop.com if the message mentions pricing, and text +1 555 0100 if it mentions urgent",
      ["pricing", "urgent"],
    ],
    [
      "Envía un correo a maria@x.com si el importe supera 500, y envíame un SMS si el importe es menor que 100",
      ["500", "100"],
    ],
  ])("%s: each action behind its own check", (request, values) => {
    const s = composeLocally(request);
    const checks = checksOf(s);
    expect(checks.map((c) => c.value)).toEqual(values);
    expect(checks.map((c) => c.yes.length)).toEqual([1, 1]);
    expect(checks[0].yes).not.toEqual(checks[1].yes);
    expect(notes(s)).not.toMatch(/could not build/);
  });
});

describe("a negated condition is the No of its check, never its opposite", () => {
  it.each([
    [
      "If the message does not mention refund, reply to the lead with an AI draft; if it mentions refund, alert me by SMS at 555-0123",
      "refund",
      ["sms-alert"],
      // A reply to the lead is sent to them.
      ["ai-responder", "email-sender"],
    ],
    [
      "When a message doesn't mention pricing, email info@shop.com; if it mentions pricing, text +1 555 0100",
      "pricing",
      ["sms-alert"],
      ["email-sender"],
    ],
    [
      "If the lead's message does not contain urgent, reply with an AI draft",
      "urgent",
      [],
      ["ai-responder"],
    ],
    [
      "Si el mensaje no menciona reembolso, envía un correo a ayuda@tienda.es; si menciona reembolso, envíame un SMS al 555-0123",
      "refund",
      ["sms-alert"],
      ["email-sender"],
    ],
  ])("%s: one check, each side as asked", (request, value, yes, no) => {
    const s = composeLocally(request);
    expect(checksOf(s)).toEqual([{ value, operator: "contains", yes, no }]);
    // Nothing beyond what was asked: no second text to the team.
    expect(config(s, "sms-alert").map((c) => c.to)).not.toContain(teamPlaceholder.phone);
    expect(notes(s)).not.toMatch(/could not build/);
  });
});

describe("each '<kind> ones → action' pair is that kind's own branch", () => {
  it.each([
    [
      "Classify incoming messages as billing, sales or support and email billing ones to billing@co.com, text sales ones to my sales rep at +1 555 0199",
      ["billing", "sales"],
      "support",
    ],
    [
      "Sort each message into billing, sales or support, then email the billing ones to billing@co.com and text the sales ones to +1 555 0199",
      ["billing", "sales"],
      "support",
    ],
    [
      "Classify leads as hot, warm or cold; text hot ones to +1 555 0111, email warm ones to sales@co.com",
      ["hot", "warm"],
      "cold",
    ],
    [
      "Triage tickets as bug, question or feedback and email bug ones to dev@co.com, text question ones to +1 555 0122",
      ["bug", "question"],
      "feedback",
    ],
  ])("%s: one branch per kind, the rest said", (request, kinds, unhandled) => {
    const s = composeLocally(request);
    const checks = checksOf(s);
    expect(checks.map((c) => c.value)).toEqual(kinds);
    // Each kind's own action only: the second message is never sent for the first kind.
    expect(checks[0].yes).toHaveLength(1);
    expect(checks[1].yes).toHaveLength(1);
    expect(checks[0].yes[0]).not.toBe(checks[1].yes[0]);
    const said = notes(s);
    expect(said).toContain(unhandled);
    for (const kind of kinds) expect(said).not.toMatch(new RegExp(`sorted as[^.]*\\b${kind}\\b`));
    expect(said).not.toMatch(/could not build/);
  });
});

describe("only what is asked is built", () => {
  it.each([
    "When a customer emails support, only if it mentions urgent, text the on-call engineer at +1 555 0100",
    "Whenever a client emails us, only if it mentions refund, text me at +1 555 0133",
    "When a lead emails the sales inbox and the message mentions pricing, text +1 555 0144",
    "Each time someone emails support, if it says urgent, text +1 555 0155",
  ])("%s: the lead's email is the event, no email is sent", (request) => {
    const s = composeLocally(request);
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger", "condition", "sms-alert"]);
    expect(notes(s)).not.toMatch(/could not build/);
  });

  it.each([
    ["Nothing, just start the workflow", "Automation: trigger only"],
    ["Call the Stripe API to create a customer when a lead arrives", "New leads: trigger only"],
    ["Update a Google Sheet row for every new lead", "New leads: trigger only"],
    ["Post a tweet for every new lead", "New leads: trigger only"],
  ])("%s: the trigger alone, said, with a written title", (request, title) => {
    const s = composeLocally(request);
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger"]);
    expect(s.unsupported).toContain(workflowsPage.suggestions.unsupported.onlyTrigger);
    expect(s.name).toBe(title);
  });

  it.each([
    "Send the draft for review to my editor at ed@mag.com",
    "Email each new lead to sales@co.com for review",
    "Text +1 555 0100 when a message is flagged for review",
    "Forward contracts for review to legal@co.com",
  ])("%s: 'for review' is not what the workflow handles", (request) => {
    expect(composeLocally(request).name).not.toMatch(/^Reviews/);
  });
});

/** Every path from the trigger to an end, each as the template ids it passes. */
function paths(s: WorkflowSuggestion): string[][] {
  const out: string[][] = [];
  const walk = (id: string, seen: string[]) => {
    const node = s.nodes.find((n) => n.id === id);
    const to = node?.data.config.to;
    const here = node ? [...seen, node.agentTemplateId, ...(to ? [String(to)] : [])] : seen;
    const next = s.connections.filter((c) => c.source === id);
    if (!next.length) out.push(here);
    for (const c of next) walk(c.target, here);
  };
  walk(s.nodes[0].id, []);
  return out;
}

describe("an action said outside the check runs on every path", () => {
  it.each([
    [
      "When a form is submitted, email office@dental.co, and also if the budget is above 3000 text the owner at +1 555 600 7000",
      "email-sender",
      "sms-alert",
    ],
    [
      "When a booking arrives, text the client a confirmation and email the front desk at desk@spa.com, but only email the front desk if the message mentions cancel",
      "sms-alert",
      "email-sender",
    ],
    [
      "Quand une réservation arrive, envoie-moi un email à moi@hotel.fr, et aussi si le message mentionne annulation, envoie un SMS à Léa au +33 6 98 76 54 32",
      "email-sender",
      "sms-alert",
    ],
  ])(
    "%s: the unconditional step on every path, the other behind the check",
    (request, always, checked) => {
      const s = composeLocally(request);
      for (const path of paths(s)) expect(path).toContain(always);
      const [check] = checksOf(s);
      expect(check.yes).toContain(checked);
      expect(check.no).not.toContain(checked);
      expect(s.nodes.filter((n) => n.agentTemplateId === checked)).toHaveLength(1);
      expect(notes(s)).not.toMatch(/could not build/);
    },
  );
});

describe("a phrase in quotes is looked for whole", () => {
  it.each([
    ["If a message says 'free trial', text me at +1 555 010 2020", "free trial"],
    [
      "Cuando un mensaje contenga «prueba gratuita», envíame un SMS al +34 600 111 222",
      "prueba gratuita",
    ],
    [
      'Quand le message mentionne "rendez-vous annulé", envoie-moi un email à a@b.fr',
      "rendez-vous annulé",
    ],
    [
      "Wenn eine Nachricht „Termin absagen“ enthält, schicke mir eine SMS an +49 170 2223334",
      "termin absagen",
    ],
  ])("%s: the check is on the whole phrase", (request, phrase) => {
    const s = composeLocally(request);
    expect(checksOf(s).map((c) => c.value)).toEqual([phrase]);
  });
});

describe("a check in French, Spanish or German, negated or with an otherwise", () => {
  it.each([
    [
      "Quand un message arrive, s'il ne mentionne pas 'facture', envoie un email à accueil@cabinet.fr ; sinon envoie un SMS à Paul au +33 6 11 22 33 44",
      "facture",
      "+33 6 11 22 33 44",
      "accueil@cabinet.fr",
    ],
    [
      "Cuando llegue un mensaje, si no menciona cita, envía un correo a hola@clinica.es; si no, envía un SMS a Marta al +34 611 000 111",
      "cita",
      "+34 611 000 111",
      "hola@clinica.es",
    ],
    [
      "Wenn eine Nachricht ankommt und sie das Wort Termin nicht enthält, schicke eine E-Mail an info@firma.de; sonst schicke eine SMS an Fr. Berg unter +49 160 1234567",
      "termin",
      "+49 160 1234567",
      "info@firma.de",
    ],
  ])(
    "%s: contains the word, the negated step on No, the otherwise on Yes",
    (request, value, yesTo, noTo) => {
      const s = composeLocally(request);
      expect(checksOf(s)).toEqual([
        { value, operator: "contains", yes: ["sms-alert"], no: ["email-sender"] },
      ]);
      expect(config(s, "sms-alert").map((c) => c.to)).toEqual([yesTo]);
      expect(config(s, "email-sender").map((c) => c.to)).toEqual([noTo]);
      expect(notes(s)).not.toMatch(/could not build/);
    },
  );

  it.each([
    "Lorsqu'un message arrive, s'il ne contient pas urgent, ne fais rien ; sinon envoie un SMS à moi au +33 7 11 22 33 44",
    "Cuando llegue un mensaje, si no menciona urgente, no hagas nada; si no, envía un SMS al +34 699 000 111",
  ])("%s: nothing on No, the text on Yes", (request) => {
    const s = composeLocally(request);
    const [check] = checksOf(s);
    expect(check.yes).toEqual(["sms-alert"]);
    expect(check.no).toEqual([]);
    expect(notes(s)).not.toMatch(/could not build/);
  });

  it("an amount said 'mayor de' is a comparison with an otherwise", () => {
    const s = composeLocally(
      "Cuando llegue una reserva, si el importe es mayor de 800, envía un correo a jefe@hotel.es; si no, envía un SMS a Pablo al +34 622 333 444",
    );
    const condition = s.nodes.find((n) => n.agentTemplateId === "condition");
    expect(condition?.data.config).toMatchObject({ operator: "greater_than", value: "800" });
    expect(checksOf(s)[0]).toMatchObject({ yes: ["email-sender"], no: ["sms-alert"] });
  });
});

describe("a step only where a clause asks for it", () => {
  it.each([
    "When a lead arrives, append their details to our Airtable sheet",
    "For every new order, log the order in our shared spreadsheet and text me at +1 555 303 4040",
  ])("%s: a sheet written to is no file to read", (request) => {
    const ids = composeLocally(request).nodes.map((n) => n.agentTemplateId);
    expect(ids).not.toContain("file-processor");
    expect(ids).not.toContain("invoice-extractor");
  });

  it("an invoice another system marks paid is no document to extract", () => {
    const s = composeLocally("When an invoice gets paid in PayPal, text the client a thank-you");
    const ids = s.nodes.map((n) => n.agentTemplateId);
    expect(ids).toEqual(["trigger", "sms-alert"]);
    expect(notes(s)).toMatch(/PayPal/);
  });

  it("a summary of a past week's events is no AI step, and is said", () => {
    const s = composeLocally(
      "Every Friday, email me a recap and a summary of this week's orders at me@shop.co",
    );
    expect(s.nodes.map((n) => n.agentTemplateId)).not.toContain("ai-responder");
    expect(notes(s)).toMatch(/past events/);
  });
});

describe("a web API to call is said, never a phone call", () => {
  it.each([
    "When an order comes in, call our ERP's REST API at https://erp.example.com/orders to add the customer as a contact",
    "When a new lead arrives, call the vendor's lead API to save the contact",
  ])("%s: the CRM stands in, and the call is said to be missing", (request) => {
    const s = composeLocally(request);
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger", "crm-update"]);
    expect(notes(s)).toMatch(/web API/);
    expect(notes(s)).not.toMatch(/phone calls/);
  });
});

describe("a summary asked of the AI", () => {
  it.each([
    "When a support message arrives, have AI sum up the message and email that summary to ops@help.co",
    "Quand un message arrive, résume-le avec l'IA et envoie un email à ops@help.co",
  ])("%s: the AI Intake is told to summarise, the email carries its output", (request) => {
    const s = composeLocally(request);
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual([
      "trigger",
      "ai-responder",
      "email-sender",
    ]);
    expect(String(config(s, "ai-responder")[0].prompt)).toMatch(/summar/i);
    expect(config(s, "email-sender")[0]).toMatchObject({ to: "ops@help.co" });
    expect(String(config(s, "email-sender")[0].body)).toContain("{{reply}}");
  });
});

describe("if A, if B, otherwise: one otherwise for the checks said in a row", () => {
  it.each([
    "If a message mentions booking, email bookings@hotel.com. If it mentions parking, text +1 555 700 8000. Otherwise, email front@hotel.com",
    "if the amount is over 2000 email big@shop.co; if the message mentions rush text +1 555 700 8001; otherwise email desk@shop.co",
  ])("%s: the second check on the first's No, the otherwise on the second's", (request) => {
    const s = composeLocally(request);
    const [first, second] = checksOf(s);
    expect(first.yes).toEqual(["email-sender"]);
    expect(first.no).toEqual([]);
    expect(second).toMatchObject({ yes: ["sms-alert"], no: ["email-sender"] });
    // Three ends, one message each: the otherwise only when neither check holds.
    const ends = paths(s).map((p) => p.filter((x) => /@|\+1/.test(x)));
    expect(ends).toHaveLength(3);
    for (const end of ends) expect(end).toHaveLength(1);
  });

  it("two checks with no otherwise stay two checks in a row", () => {
    const s = composeLocally(
      "If a message mentions booking, email bookings@hotel.com. If it mentions parking, text +1 555 700 8000.",
    );
    expect(checksOf(s).map((c) => c.no)).toEqual([[], []]);
  });
});

describe("kinds sorted into, each with its own action and recipient", () => {
  it("'by topic: a, b, c' with headings is a classifier routed by category", () => {
    const s = composeLocally(
      "Group incoming emails by topic: refund, delivery, praise. Refunds: email money@shop.com. Delivery: text the courier desk at +1 555 888 0001. Praise: reply to the customer with a thank-you",
    );
    const classifier = config(s, "ai-classifier")[0];
    expect(String(classifier?.categories)).toMatch(/refund.*delivery.*praise/);
    const checks = checksOf(s);
    expect(checks.map((c) => c.value)).toEqual(["refund", "delivery", "praise"]);
    expect(checks.map((c) => c.yes)).toEqual([["email-sender"], ["sms-alert"], ["email-sender"]]);
  });

  it.each([
    "Classe les messages par type : plainte, question, commande. Plaintes : envoie un SMS au +33 6 10 20 30 40. Questions : envoie un email à aide@x.fr. Commandes : envoie un email à ventes@x.fr",
    "Clasifica los mensajes por tipo: queja, pregunta, pedido. Quejas: envía un SMS al +33 6 10 20 30 40. Preguntas: envía un correo a aide@x.fr. Pedidos: envía un correo a ventes@x.fr",
  ])("%s: sorted by type in another language, each heading its kind's branch", (request) => {
    const s = composeLocally(request);
    expect(s.nodes.map((n) => n.agentTemplateId)).toContain("ai-classifier");
    expect(checksOf(s).map((c) => c.yes)).toEqual([
      ["sms-alert"],
      ["email-sender"],
      ["email-sender"],
    ]);
    // A number that ends a sentence is not a numbered list's "40.".
    expect(config(s, "sms-alert").map((c) => c.to)).toEqual(["+33 6 10 20 30 40"]);
    expect(config(s, "email-sender").map((c) => c.to)).toEqual(["aide@x.fr", "ventes@x.fr"]);
  });

  it("a kind's recipient said before how it goes is that kind's", () => {
    const s = composeLocally(
      "Classify leads into hot, warm or cold. Hot goes to ann@co.io by email, warm gets texted to +1 555 016 6000, cold emails nurture@co.io",
    );
    expect(checksOf(s).map((c) => [c.value, c.yes])).toEqual([
      ["hot", ["email-sender"]],
      ["warm", ["sms-alert"]],
      ["cold", ["email-sender"]],
    ]);
    expect(config(s, "email-sender").map((c) => c.to)).toEqual(["ann@co.io", "nurture@co.io"]);
    expect(notes(s)).not.toMatch(/could not build/);
  });
});

describe("the workflow's name", () => {
  it.each([
    ["Night desk: when a message comes in after 8pm, text me at +1 555 222 1111", "Night desk"],
    [
      "Set up a workflow called Refund watch that emails me at a@b.co when a message mentions refund",
      "Refund watch",
    ],
    [
      "«Urgences» : quand un message mentionne urgent, envoie-moi un SMS au +33 6 00 00 00 01",
      "Urgences",
    ],
  ])("%s: the name the visitor gave", (request, name) => {
    expect(composeLocally(request).name).toBe(name);
  });

  it.each([
    [
      "Wenn eine Bestellung eingeht und sie das Wort Eilig erwähnt, schicke mir eine SMS an +49 170 1112223",
      "Bestellung",
    ],
    [
      "Wenn eine Rechnung per E-Mail eingeht und der Betrag über 500 € liegt, schick mir eine SMS. Sonst nur die Buchhaltung aktualisieren.",
      "Rechnung per E-Mail",
    ],
    [
      "Wenn eine neue Anfrage über das Kontaktformular kommt, trage sie ins CRM ein und schicke dem Team eine E-Mail",
      "Neue Anfrage über das Kontaktformular",
    ],
    [
      "Wenn ein neuer Kunde unser Kontaktformular ausfüllt, trag ihn ins CRM ein und schick ihm eine Willkommens-E-Mail.",
      "Neuer Kunde",
    ],
    [
      "Cuando llegue un nuevo cliente potencial, si su presupuesto es mayor a 1000 euros, envía un correo al equipo de ventas",
      "Nuevo cliente potencial",
    ],
    [
      "Cuando un paciente reserve una cita en la clínica dental, mándale un SMS de confirmación y actualiza el CRM.",
      "Un paciente reserve una cita en la clínica dental",
    ],
    [
      "Quand un client écrit et qu'il mentionne devis, envoie-moi un email à moi@atelier.fr",
      "Un client écrit",
    ],
  ])(
    "%s: the event in the request's words, a name, not a clause or a check cut off",
    (request, title) => {
      expect(composeLocally(request).name).toBe(title);
    },
  );
});

describe("a field named after a message is no step to build", () => {
  it.each([
    "When a new lead comes in, add a row to our Airtable sheet with their name and email",
    "Email me the lead's name and phone",
  ])("%s: no email or text for the field, no note for a 'phone' verb", (request) => {
    const s = composeLocally(request);
    expect(notes(s)).not.toMatch(/can phone|Nothing was built for "phone"/);
    if (/Airtable/.test(request))
      expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger"]);
  });

  it("a word a check looks for is not what the workflow is named for", () => {
    const s = composeLocally(
      "If a lead mentions pricing, email a@co.io. If it mentions a job opening, email b@co.io. Otherwise, email c@co.io",
    );
    expect(s.name).toMatch(/^New leads/);
  });
});

describe("a message carries what the request says it should say", () => {
  const leadBodies = (s: WorkflowSuggestion) => [
    ...config(s, "email-sender")
      .filter((c) => String(c.to).includes("{{"))
      .map((c) => `${c.subject} ${c.body}`),
    ...config(s, "sms-alert")
      .filter((c) => String(c.to).includes("{{"))
      .map((c) => String(c.message)),
  ];

  it.each([
    [
      "When a quote request comes in, email them to let them know we reply within 3 days",
      /within 3 days/,
    ],
    ["If the order is over $80, text the buyer that delivery is on us", /delivery is on us/],
    [
      "When someone signs up, email them telling them the first class is free",
      /first class is free/,
    ],
    [
      "When a booking is cancelled, email the guest our waitlist page https://wait.example.org/list",
      /https:\/\/wait\.example\.org\/list/,
    ],
    ["Quando arriva un ordine, manda al cliente un'email con il nostro listino prezzi", /listino/],
    [
      "Se o pedido for acima de R$ 200, mande um SMS para o cliente avisando que o brinde vai junto",
      /brinde vai junto/,
    ],
  ])("%s", (request, said) => {
    const bodies = leadBodies(composeLocally(request));
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.join(" ")).toMatch(said);
  });
});

describe("requests in Italian, Portuguese and Dutch", () => {
  const checks = (s: WorkflowSuggestion) =>
    config(s, "condition").map((c) => `${c.field} ${c.operator} ${c.value}`);

  it.each([
    ["Se il totale supera 400 €, mandami un SMS al 333 111 2222", "amount greater_than 400"],
    [
      "Se a mensagem contém a palavra 'urgente', mande-me um SMS para 11 98888 7777",
      "message contains urgente",
    ],
    [
      "Als het bericht het woord 'spoed' bevat, stuur een sms naar 06 98765432",
      "message contains spoed",
    ],
    [
      "Quando o valor for abaixo de R$ 50, envie um e-mail para caixa@loja.com.br",
      "amount less_than 50",
    ],
  ])("%s: %s", (request, check) => {
    expect(checks(composeLocally(request))).toContain(check);
  });

  it("a German check on what a message says keeps the quoted phrase whole", () => {
    const s = composeLocally(
      'Wenn in der Anfrage "Rechnung fehlt" steht, schick mir eine SMS an 0160 9988776',
    );
    expect(checks(s)).toEqual(["message contains rechnung fehlt"]);
  });
});

describe("the word a check looks for", () => {
  const checks = (s: WorkflowSuggestion) =>
    config(s, "condition").map((c) => `${c.field} ${c.operator} ${c.value}`);

  it.each([
    ["Email me at a@b.io if they say it's about a refund", "message contains refund"],
    [
      "Se il messaggio contiene la parola 'sconto', mandami un SMS al 333 444 5555",
      "message contains sconto",
    ],
    [
      "Se a mensagem contém a palavra reembolso, mande-me um e-mail para caixa@loja.pt",
      "message contains reembolso",
    ],
    // A slip in the word, spelled right elsewhere: the word meant.
    [
      "We do landscaping. Text me at 555 303 4040 if they mention landscapng",
      "message contains landscaping",
    ],
    [
      "We sell bicycles. If a message mentions bicylces, email me at bikes@shop.io",
      "message contains bicycles",
    ],
  ])("%s: %s", (request, check) => {
    expect(checks(composeLocally(request))).toContain(check);
  });

  it("a word no other word of the request is one slip from stays as typed", () => {
    expect(checks(composeLocally("Text me at 555 303 4040 if they mention gazebo"))).toEqual([
      "message contains gazebo",
    ]);
  });
});

describe("kinds listed after a count or a colon", () => {
  it.each([
    [
      "Sort incoming emails into three kinds: booking, refund and press. Booking: email a@x.io. Refund: email b@x.io. Press: text 555 101 2020.",
      ["booking", "refund", "press"],
    ],
    [
      "Sorteer elke aanvraag in drie soorten: huur, koop en overig. Huur: mail naar huur@makelaar.nl. Koop: mail naar koop@makelaar.nl.",
      ["huur", "koop", "overig"],
    ],
  ])("%s", (request, kinds) => {
    const categories = String(
      config(composeLocally(request), "ai-classifier")[0]?.categories ?? "",
    );
    for (const k of kinds) expect(categories).toContain(k);
  });
});

describe("a delay or a schedule no step makes is said", () => {
  it.each([
    ["Wenn jemand bucht, warte 2 Tage und schick ihm dann eine E-Mail", /2 days later/],
    ["When an order ships, wait 5 days and then email them asking for a review", /5 days later/],
    ["evry evening at 6pm text me at 555 111 2222 the number of orders", /every evening at 6pm/],
  ])("%s", (request, said) => {
    expect(notes(composeLocally(request))).toMatch(said);
  });
});

describe("what the AI writes goes where the request sends it, about what it says", () => {
  it.each([
    "Have AI sum up every new enquiry in a sentence and text it to me at 555 808 9090",
    "Use AI to summarize each request and SMS the summary to 555 808 9090",
  ])("%s: an AI summary, then a text carrying it", (request) => {
    const s = composeLocally(request);
    const ids = s.nodes.map((n) => n.agentTemplateId);
    expect(ids.indexOf("ai-responder")).toBeGreaterThan(0);
    expect(ids.indexOf("ai-responder")).toBeLessThan(ids.indexOf("sms-alert"));
    expect(String(config(s, "ai-responder")[0].prompt)).toMatch(/summar/i);
    expect(String(config(s, "sms-alert")[0].message)).toContain("{{reply}}");
  });

  it.each([
    [
      "Have the AI write a reply explaining our delivery zones and email it to them",
      /delivery zones/,
    ],
    [
      "When someone asks about lessons, let the AI answer them about our beginner courses and email it back",
      /beginner courses/,
    ],
  ])("%s: the prompt names what the reply is about", (request, about) => {
    const s = composeLocally(request);
    expect(String(config(s, "ai-responder")[0]?.prompt)).toMatch(about);
    expect(
      config(s, "email-sender")
        .map((c) => c.body)
        .join(" "),
    ).toContain("{{reply}}");
  });

  it.each([
    "Quand un client écrit, réponds-lui par email avec une réponse rédigée par l'IA.",
    "Wenn ein Kunde schreibt, lass die KI eine Antwort schreiben und schick ihm eine E-Mail damit.",
  ])("%s: the AI named in another language writes the reply emailed back", (request) => {
    const s = composeLocally(request);
    const ids = s.nodes.map((n) => n.agentTemplateId);
    expect(ids).toContain("ai-responder");
    const lead = config(s, "email-sender").find((c) => c.to === "{{email}}");
    expect(String(lead?.body)).toContain("{{reply}}");
  });
});

describe("a hurried request's nouns and contractions", () => {
  it("emails after a preposition are a thing, not an email to send", () => {
    const s = composeLocally(
      "im buried under emails, so when a lead writes in just text me at 555 777 1212",
    );
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger", "sms-alert"]);
  });

  it("'ill' before a verb is I'll in what the lead is told", () => {
    const s = composeLocally(
      "when someone books, email them saying ill call them tomorrow morning",
    );
    expect(String(config(s, "email-sender")[0]?.body)).toMatch(/I'll call you/);
  });
});

describe("sums as other languages write them", () => {
  it.each([
    ["Quando chegar um pedido acima de R$ 1.000, envie um e-mail para gerente@loja.com.br", "1000"],
    ["Wenn die Summe über 2.500 € ist, schick mir eine SMS an 0170 1234567", "2500"],
    ["If the order is over $4.90, text me at 555 123 4567", "4.90"],
    ["If the amount is over $1,250.75, email me at a@b.io", "1250.75"],
  ])("%s: %s", (request, value) => {
    const s = composeLocally(request);
    expect(config(s, "condition").map((c) => c.value)).toEqual([value]);
    expect((s.unsupported ?? []).filter((u) => /could not build/.test(u))).toEqual([]);
  });
});

describe("a bound that takes the sum itself", () => {
  const checkOf = (request: string) => {
    const s = composeLocally(request);
    const c = s.nodes.find((n) => n.agentTemplateId === "condition");
    return c ? `${c.data.config.field} ${c.data.config.operator} ${c.data.config.value}` : null;
  };

  it("reads 'at least', 'or more' and 'no more than' as inclusive checks, in any of the languages read", () => {
    expect(
      checkOf("when a lead comes in with a budget of at least 900, text me at +1 555 0199"),
    ).toBe("budget at_least 900");
    expect(checkOf("if the order is $75 or more email me at ops@shop.test")).toBe(
      "amount at_least 75",
    );
    // "more than" inside "no more than" is its opposite, not "over".
    expect(checkOf("if the amount is no more than 40, email the lead a coupon")).toBe(
      "amount at_most 40",
    );
    expect(checkOf("si el importe es como mínimo 120, avísame por SMS al +34 611 222 333")).toBe(
      "amount at_least 120",
    );
    expect(
      checkOf("Wenn der Betrag mindestens 80 ist, schick mir eine SMS an +49 160 5555555"),
    ).toBe("amount at_least 80");
    expect(checkOf("si le montant est au plus 30, envoie un email à caisse@boutique.fr")).toBe(
      "amount at_most 30",
    );
  });

  it("leaves words like 'hasta' and 'tot' alone when no sum follows them", () => {
    expect(checkOf("cuando llegue un cliente, envíale un correo, hasta luego")).toBeNull();
  });
});

describe("German nouns that say what a message is", () => {
  it("a welcome or thank-you email 'to him' goes to the lead, whatever is joined to 'E-Mail'", () => {
    for (const request of [
      "Wenn ein neuer Kunde kommt, sende ihm eine Begrüßungs-E-Mail",
      "Wenn ein Lead kommt, schicke ihnen eine Dankesmail",
    ]) {
      const email = composeLocally(request).nodes.find((n) => n.agentTemplateId === "email-sender");
      expect(email?.data.config.to, request).toBe("{{email}}");
    }
  });
});

describe("a word a check looks for is in the message, not a document", () => {
  it("builds no File Processor or Invoice Extractor for 'mentions invoice' or a quoted 'receipt'", () => {
    for (const request of [
      "if a client mentions invoices, email billing@firm.test, otherwise text +1 555 222 3333",
      "when a lead says 'receipt missing', add them to the CRM",
    ]) {
      const kinds = composeLocally(request).nodes.map((n) => n.agentTemplateId);
      expect(kinds, request).not.toContain("file-processor");
      expect(kinds, request).not.toContain("invoice-extractor");
    }
    // An invoice that arrives is still one to read.
    const read = composeLocally(
      "when an invoice arrives by email, add up its total and email ops@firm.test",
    );
    expect(read.nodes.map((n) => n.agentTemplateId)).toContain("invoice-extractor");
  });
});

describe("the customer named with the reply's verb", () => {
  it("is the lead, in English, German and Dutch", () => {
    for (const request of [
      "when a question comes in, reply to the customer by email with our opening hours",
      "when someone writes, respond to the client by email",
      "Wenn eine Bestellung kommt, sende dem Kunden eine Bestätigungs-E-Mail",
      "Als er een nieuwe aanvraag binnenkomt met een bedrag van minstens 100, stuur de klant een e-mail",
    ]) {
      const email = composeLocally(request).nodes.find((n) => n.agentTemplateId === "email-sender");
      expect(email?.data.config.to, request).toBe("{{email}}");
    }
  });
});

describe("'unless X, A; if it does, B'", () => {
  it("is a check on X with B on Yes and A on No, never B on both", () => {
    const s = composeLocally(
      "Unless a message mentions delivery, email the customer our menu. If it does, text the driver at +1 555 777 0001.",
    );
    const condition = s.nodes.find((n) => n.agentTemplateId === "condition")!;
    expect(condition.data.config).toMatchObject({ operator: "contains", value: "delivery" });
    const on = (handle: string) =>
      s.connections
        .filter((c) => c.source === condition.id && c.sourceHandle === handle)
        .map((c) => s.nodes.find((n) => n.id === c.target)?.agentTemplateId);
    expect(on("yes")).toEqual(["sms-alert"]);
    expect(on("no")).toEqual(["email-sender"]);
    // Nothing follows the text: the email is not also sent after it.
    const sms = s.nodes.find((n) => n.agentTemplateId === "sms-alert")!;
    expect(s.connections.filter((c) => c.source === sms.id)).toEqual([]);
  });
});

describe("what is done 'always' beside a check", () => {
  it("runs on every path, before the check", () => {
    for (const request of [
      "If the amount is over 900, email sales@firm.test and always also text me at +1 555 600 7000; otherwise email the lead a thank-you.",
      "when a lead comes in, if they mention 'wedding' email events@firm.test, and either way text +1 555 600 7000",
    ]) {
      const s = composeLocally(request);
      const sms = s.nodes.find((n) => n.agentTemplateId === "sms-alert")!;
      const condition = s.nodes.find((n) => n.agentTemplateId === "condition")!;
      expect(sms.data.config.to, request).toBe("+1 555 600 7000");
      // The text comes before the check: the check's input is the text's output.
      expect(
        s.connections.some((c) => c.source === sms.id && c.target === condition.id),
        request,
      ).toBe(true);
    }
  });
});

describe("two checks joined by 'or'", () => {
  const steps = (request: string) => {
    const s = composeLocally(request);
    const checks = s.nodes.filter((n) => n.agentTemplateId === "condition");
    const following = (id: string, handle: string) =>
      s.connections
        .filter((c) => c.source === id && c.sourceHandle === handle)
        .map((c) => s.nodes.find((n) => n.id === c.target)!);
    return { s, checks, following };
  };

  it("keeps both: the second on the first's No, each Yes doing what was asked", () => {
    for (const request of [
      "If the amount is over 5000 or the company is Acme, email sales@firm.test",
      "When a lead comes in, if their budget is at least 2000 or they mention wedding, text me at +1 555 100 2000",
      "if the message mentions urgent or the lead is from Acme, alert me by SMS at +1 555 100 2000",
    ]) {
      const { checks, following } = steps(request);
      expect(checks, request).toHaveLength(2);
      expect(
        following(checks[0].id, "no").map((n) => n.id),
        request,
      ).toEqual([checks[1].id]);
      const first = following(checks[0].id, "yes")[0];
      const second = following(checks[1].id, "yes")[0];
      expect(first.agentTemplateId, request).toBe(second.agentTemplateId);
      expect(first.data.config.to, request).toBe(second.data.config.to);
    }
  });

  it("leaves one check's two words to that check", () => {
    const { checks } = steps("If they mention urgent or asap, text me at +1 555 100 2000");
    expect(checks.map((c) => c.data.config.value)).toEqual(["urgent", "asap"]);
  });
});

describe("a kind named in the plural after a verb", () => {
  it("is that kind's branch, not a step for every message", () => {
    const s = composeLocally(
      "Sort support messages into bug, billing or other. Email bugs to dev@firm.test and billing ones to billing@firm.test; anything else goes to help@firm.test.",
    );
    const dev = s.nodes.find((n) => n.data.config.to === "dev@firm.test")!;
    const into = s.connections.find((c) => c.target === dev.id)!;
    const check = s.nodes.find((n) => n.id === into.source)!;
    expect(check.data.config).toMatchObject({
      field: "category",
      operator: "equals",
      value: "bug",
    });
    expect(into.sourceHandle).toBe("yes");
  });
});

describe("what a message is about", () => {
  it("is a check on the word it is about", () => {
    for (const [request, word] of [
      ["When a message asks about pricing, email sales@firm.test", "pricing"],
      ["If the email is about a refund, text me at +1 555 100 2000", "refund"],
      ["If a customer asks about delivery, email ops@firm.test", "delivery"],
    ]) {
      const condition = composeLocally(request).nodes.find(
        (n) => n.agentTemplateId === "condition",
      );
      expect(condition?.data.config, request).toMatchObject({ operator: "contains", value: word });
    }
  });
});

describe("a number that counts people or seats", () => {
  it("is checked on that count, not on the amount, and the sample carries it", () => {
    for (const [request, field] of [
      ["If the company has over 50 employees, text me at +1 555 100 2000", "employees"],
      [
        "Wenn ein Lead mehr als 10 Mitarbeiter hat, schick eine E-Mail an vertrieb@firma.test",
        "employees",
      ],
      ["Si la empresa tiene más de 20 empleados, envía un correo a ventas@firma.test", "employees"],
      ["If they need at least 5 seats, email sales@firm.test", "seats"],
    ]) {
      const s = composeLocally(request);
      const condition = s.nodes.find((n) => n.agentTemplateId === "condition");
      expect(condition?.data.config.field, request).toBe(field);
      const sample = JSON.parse(String(s.nodes[0].data.config.sampleData));
      expect(typeof sample[field], request).toBe("number");
      expect(s.description, request).toContain(`the number of ${field}`);
    }
  });
});

describe("a short request in another language", () => {
  it("is read in it", () => {
    const s = composeLocally("envía un correo a ventas@firma.test");
    expect(s.nodes.map((n) => n.agentTemplateId)).toEqual(["trigger", "email-sender"]);
    expect(s.nodes[1].data.config.to).toBe("ventas@firma.test");
  });
});

describe("an email that comes in", () => {
  it("is the event, not an email to send", () => {
    for (const request of [
      "When an email with an invoice arrives, add the contact to the CRM",
      "When an email with an invoice arrives, extract the total",
    ]) {
      const s = composeLocally(request);
      expect(
        s.nodes.map((n) => n.agentTemplateId),
        request,
      ).not.toContain("email-sender");
      expect(
        s.nodes.map((n) => n.agentTemplateId),
        request,
      ).toContain("invoice-extractor");
    }
  });
});

describe("clauses broken without punctuation", () => {
  const shape = (request: string) => {
    const s = composeLocally(request);
    const condition = s.nodes.find((n) => n.agentTemplateId === "condition")!;
    const on = (handle: string) =>
      s.connections
        .filter((c) => c.source === condition?.id && c.sourceHandle === handle)
        .map((c) => s.nodes.find((n) => n.id === c.target)?.agentTemplateId);
    return { condition: condition?.data.config, yes: on("yes"), no: on("no") };
  };

  it("a line of its own, a tab, a sign or an emoji between them still leaves an otherwise", () => {
    for (const request of [
      "When a lead arrives\nif the amount is over 800\ttext +1 555 000 1111\notherwise email the lead",
      "New lead → if amount > 800 text me at +1 555 000 1111 📱 else email them 🙂",
      "if amount is over 800 text +1 555 000 1111 otherwise email the lead",
    ]) {
      expect(shape(request), request).toEqual({
        condition: { field: "amount", operator: "greater_than", value: "800" },
        yes: ["sms-alert"],
        no: ["email-sender"],
      });
    }
    expect(shape("If the budget is ≥ 2,000 email sales@firm.test").condition).toMatchObject({
      operator: "at_least",
      value: "2000",
    });
    // "Anything else" is no break.
    const sorted = composeLocally(
      "Sort messages into billing or sales. Send billing to billing@firm.test. Anything else goes to the office manager at office@firm.test",
    );
    expect(sorted.nodes.map((n) => n.data.config.to)).toContain("office@firm.test");
    expect(sorted.unsupported ?? []).toEqual([]);
  });
});

describe("checks and otherwise said in Spanish, French and German", () => {
  it("keeps both checks and both sides", () => {
    const spanish = composeLocally(
      "Si la empresa es Iberia y el importe supera 1500, envía un correo a ventas@firma.es; si no envía un SMS al +34 600 111 222",
    );
    const checks = spanish.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(checks.map((c) => c.data.config.field)).toEqual(["company", "amount"]);
    const french = composeLocally(
      "Si le montant dépasse 3000 ou si l'entreprise est Airbus, envoie un SMS au +33 6 12 34 56 78, sinon envoie un e-mail au prospect",
    );
    expect(
      french.nodes.filter((n) => n.agentTemplateId === "condition").map((c) => c.data.config.field),
    ).toEqual(["amount", "company"]);
    const german = composeLocally(
      "Wenn der Betrag über 5000 liegt, sende eine SMS an +49 170 1234567, ansonsten antworte dem Interessenten per E-Mail",
    );
    const email = german.nodes.find((n) => n.agentTemplateId === "email-sender")!;
    expect(email.data.config.to).toBe("{{email}}");
  });
});

describe("who a message is for, when the verb or the medium says it", () => {
  it("reads a reply 'with an email' as the lead's and an alert at a typed address as that address", () => {
    const to = (request: string) =>
      composeLocally(request)
        .nodes.filter((n) => /email-sender|sms-alert/.test(n.agentTemplateId))
        .map((n) => `${n.agentTemplateId} ${n.data.config.to}`);
    expect(to("Questions: answer the customer with an email")).toEqual(["email-sender {{email}}"]);
    expect(to("Add the lead to the CRM and alert the manager at boss@firm.test")).toEqual([
      "email-sender boss@firm.test",
    ]);
    expect(to("notify the owner at +1 555 222 3333")).toEqual(["sms-alert +1 555 222 3333"]);
    expect(to("alert me by email")).toEqual(["email-sender team@example.com"]);
    expect(to("Send complaints to the manager at +1 555 222 3333")).toEqual([
      "sms-alert +1 555 222 3333",
    ]);
  });
});

describe("a negated mention joined by 'and'", () => {
  it("holds on the check's No, with the otherwise on its Yes", () => {
    const s = composeLocally(
      "If the company is not Globex and the message does not mention cancel, add the lead to the CRM; otherwise text me at +1 555 666 7777",
    );
    const mention = s.nodes.find(
      (n) => n.agentTemplateId === "condition" && n.data.config.operator === "contains",
    )!;
    expect(mention.data.config.value).toBe("cancel");
    const on = (handle: string) =>
      s.connections
        .filter((c) => c.source === mention.id && c.sourceHandle === handle)
        .map((c) => s.nodes.find((n) => n.id === c.target)?.agentTemplateId);
    expect(on("no")).toEqual(["crm-update"]);
    expect(on("yes")).toEqual(["sms-alert"]);
  });

  it("'if it is' pointing back at a check is no check of its own to account for", () => {
    const s = composeLocally(
      "Unless the amount is at least 300, email the lead a coupon; if it is, email sales@firm.test",
    );
    expect(s.unsupported ?? []).toEqual([]);
  });
});

describe("an AI reply to the lead", () => {
  it("is sent to the lead, and a check said after it with 'only if … also' guards only what follows", () => {
    const s = composeLocally(
      "Answer each new customer with an AI-written reply, and only if the amount is over 900 also email sales@firm.test",
    );
    const ids = s.nodes.map((n) => n.agentTemplateId);
    expect(ids).toEqual(["trigger", "ai-responder", "email-sender", "condition", "email-sender"]);
    expect(s.nodes[2].data.config.to).toBe("{{email}}");
    const check = s.nodes[3];
    expect(s.connections.find((c) => c.target === s.nodes[4].id)).toMatchObject({
      source: check.id,
      sourceHandle: "yes",
    });
    expect(s.unsupported ?? []).toEqual([]);
  });
});

describe("a step with a check of its own said after it", () => {
  it("each step under its own check, and 'when it has more' on the other side", () => {
    const s = composeLocally(
      "Email the lead when the company has fewer than 30 employees, and text me at +1 555 000 4444 when it has more",
    );
    const check = s.nodes.find((n) => n.agentTemplateId === "condition")!;
    expect(check.data.config).toMatchObject({
      field: "employees",
      operator: "less_than",
      value: "30",
    });
    const on = (handle: string) =>
      s.connections
        .filter((c) => c.source === check.id && c.sourceHandle === handle)
        .map((c) => s.nodes.find((n) => n.id === c.target)?.agentTemplateId);
    expect(on("yes")).toEqual(["email-sender"]);
    expect(on("no")).toEqual(["sms-alert"]);
  });

  it("two steps, two checks, neither under the other's Yes alone", () => {
    const s = composeLocally(
      "Email ops@firm.test when a lead with fewer than 5 employees arrives, and email big@firm.test when the lead has 300 employees or more",
    );
    const checks = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(checks.map((c) => c.data.config)).toEqual([
      { field: "employees", operator: "less_than", value: "5" },
      { field: "employees", operator: "at_least", value: "300" },
    ]);
    const into = s.connections.filter((c) => c.target === checks[1].id);
    // Reached whether the first check holds or not.
    expect(into.map((c) => c.sourceHandle ?? "")).toContain("no");
    expect(s.unsupported ?? []).toEqual([]);
  });
});

describe("the same check 'but' the second not", () => {
  it("is the second check's No, and the otherwise the first's alone", () => {
    const s = composeLocally(
      "If the message mentions wedding and the budget is over 4000, text me at +1 555 333 4444; if it mentions wedding but the budget is lower, email events@firm.test; otherwise add them to the CRM",
    );
    const [first, second] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    const on = (id: string, handle: string) =>
      s.connections
        .filter((c) => c.source === id && c.sourceHandle === handle)
        .map((c) => s.nodes.find((n) => n.id === c.target)?.agentTemplateId);
    expect(on(first.id, "yes")).toEqual(["condition"]);
    expect(on(first.id, "no")).toEqual(["crm-update"]);
    expect(on(second.id, "yes")).toEqual(["sms-alert"]);
    expect(on(second.id, "no")).toEqual(["email-sender"]);
  });
});

describe("a thing of the visitor's own to send", () => {
  it("is in the message, marked for the visitor to fill in, never made up", () => {
    for (const [request, label] of [
      ["Email the lead a coupon code", "Coupon code"],
      ["email the customer our menu and text me", "Menu"],
    ]) {
      const s = composeLocally(request);
      const email = s.nodes.find((n) => n.agentTemplateId === "email-sender")!;
      expect(String(email.data.config.body), request).toContain(`${label}: [fill this in]`);
      expect(s.description, request).toContain("[fill this in]");
    }
    // A message of a kind is not a thing to fill in.
    const thanks = composeLocally("email them a thank-you note");
    expect(String(thanks.nodes[1].data.config.body)).not.toContain("[fill this in]");
  });
});

describe("the rest said after checks", () => {
  const on = (s: ReturnType<typeof composeLocally>, id: string, handle: string) =>
    s.connections
      .filter((c) => c.source === id && c.sourceHandle === handle)
      .map((c) => s.nodes.find((n) => n.id === c.target)?.agentTemplateId);

  it("'everyone else' and 'anything that doesn't fit' are the last check's No, not a step for all", () => {
    const s = composeLocally(
      "If the amount is at least 900, text Lee at +1 415 555 0100. Everybody else just goes into the CRM.",
    );
    const check = s.nodes.find((n) => n.agentTemplateId === "condition")!;
    expect(on(s, check.id, "yes")).toEqual(["sms-alert"]);
    expect(on(s, check.id, "no")).toEqual(["crm-update"]);
    const sms = s.nodes.find((n) => n.agentTemplateId === "sms-alert")!;
    expect(s.connections.filter((c) => c.source === sms.id)).toEqual([]);
    const sorted = composeLocally(
      "Classify each email as billing or sales. Billing -> email a@firm.test, sales -> email b@firm.test. Anything that doesn't fit, send to c@firm.test",
    );
    const a = sorted.nodes.find((n) => n.data.config.to === "a@firm.test")!;
    expect(sorted.connections.filter((c) => c.source === a.id)).toEqual([]);
  });

  it("one field's values checked one after another, each where the one before does not hold", () => {
    const s = composeLocally(
      "If they're from Initrode: email ann@x.test. If they're from Vandelay: email art@x.test. Everyone else: add to CRM.",
    );
    const [first, second] = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(on(s, first.id, "no")).toEqual(["condition"]);
    expect(on(s, second.id, "no")).toEqual(["crm-update"]);
    expect(on(s, first.id, "yes")).toEqual(["email-sender"]);
  });

  it("'else' on a line of its own, and 'unless' after the trigger's words, take their sides", () => {
    const s = composeLocally(
      "new lead\nif amount > 300\n  email bo@x.test\nelse\n  sms +1 555 010 2000",
    );
    const check = s.nodes.find((n) => n.agentTemplateId === "condition")!;
    expect(on(s, check.id, "no")).toEqual(["sms-alert"]);
    const unless = composeLocally(
      "When someone fills in the form, unless they're from Rival Inc, add them to the CRM",
    );
    const rival = unless.nodes.find((n) => n.agentTemplateId === "condition")!;
    expect(rival.data.config).toMatchObject({ field: "company", value: "Rival Inc" });
    expect(on(unless, rival.id, "no")).toEqual(["crm-update"]);
    expect(on(unless, rival.id, "yes")).toEqual([]);
  });
});

describe("a count named before its number, and 'it' for it after", () => {
  it("checks the count, and its other side is the No", () => {
    const s = composeLocally(
      "If the headcount is under 25, email them our guide; if it's 25 or more, email kim@firm.test",
    );
    const checks = s.nodes.filter((n) => n.agentTemplateId === "condition");
    expect(checks.map((c) => c.data.config)).toEqual([
      { field: "employees", operator: "less_than", value: "25" },
    ]);
    const no = s.connections.find((c) => c.source === checks[0].id && c.sourceHandle === "no")!;
    expect(s.nodes.find((n) => n.id === no.target)?.data.config.to).toBe("kim@firm.test");
  });
});

describe("kinds in quotes and a reply to the customer", () => {
  it("sorts into the quoted kinds, replies to the customer confirming, and 'neither' is the rest", () => {
    const s = composeLocally(
      "Sort messages into 'refunds' and 'new orders'. For refunds, reply to the customer confirming it. New orders go in the CRM. If it's neither, email desk@shop.test.",
    );
    const classifier = s.nodes.find((n) => n.agentTemplateId === "ai-classifier")!;
    expect(classifier.data.config.categories).toBe("refund, new order");
    const reply = s.nodes.find((n) => n.data.config.to === "{{email}}")!;
    expect(String(reply.data.config.body)).toContain("this confirms we received your request");
    expect(s.nodes.map((n) => n.data.config.to)).toContain("desk@shop.test");
    expect(s.unsupported ?? []).toEqual([]);
  });
});

describe("kinds sent on by their medium", () => {
  it("'complaints by email to …' is the complaints' branch, in German too", () => {
    for (const request of [
      "Sort messages into complaints and bookings. Complaints by email to boss@x.test, bookings by text to +1 555 100 2000.",
      "Sortiere eingehende Nachrichten in Beschwerden und Buchungen. Beschwerden per E-Mail an chef@x.de, Buchungen per SMS an +49 170 1112223.",
    ]) {
      const s = composeLocally(request);
      const checks = s.nodes.filter((n) => n.agentTemplateId === "condition");
      expect(checks.length, request).toBe(2);
      for (const check of checks) {
        const yes = s.connections.find((c) => c.source === check.id && c.sourceHandle === "yes");
        expect(yes, request).toBeDefined();
      }
    }
  });
});

describe("a bare number after a count's check", () => {
  it("is the same count", () => {
    const s = composeLocally("> 20 employees => email hr@x.test ... < 20 => sms +1 555 010 0100");
    expect(
      s.nodes.filter((n) => n.agentTemplateId === "condition").map((n) => n.data.config.field),
    ).toEqual(["employees", "employees"]);
  });
});
