/**
 * Defaults that compose: any chain of steps dropped onto the canvas and left as they come (each
 * template's defaults, the trigger's sample lead) runs green on the real executors, and so does
 * every workflow the suggestions dialog offers.
 */
import fs from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentTemplateIds, findAgentTemplate } from "../../content/agent-templates";
import {
  defaultConfig,
  hasProblems,
  workflowInputSchema,
  type WorkflowConnection,
  type WorkflowNode,
  workflowProblems,
} from "../../lib/workflows";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/db";
import { draftWriter } from "./step-writer";
import { fieldWarnings } from "../../lib/workflow-fields";
import { sampleLead } from "../../content/agent-templates";
import { workflowsPage } from "../../content/workflows-page";
import { runWorkflow } from "./engine";
import { createExecutors } from "./executors";
import { composeLocally } from "./suggest";
import { draftOf } from "./testing";

/** The AI Intake step as the site runs it without a model. */
const stepWriter = draftWriter;

/** A straight chain as the editor builds it: each step after the one before, a condition's Yes. */
function chainOf(ids: readonly string[]) {
  const nodes: WorkflowNode[] = ids.map((id, i) => {
    const template = findAgentTemplate(id);
    if (!template) throw new Error(id);
    return {
      id: `s${i}`,
      type: "agent",
      agentTemplateId: id,
      position: { x: i * 300, y: 0 },
      data: { label: template.name, config: defaultConfig(template) },
    };
  });
  const connections: WorkflowConnection[] = nodes.slice(1).map((n, i) => ({
    source: nodes[i].id,
    target: n.id,
    ...(ids[i] === "condition" ? { sourceHandle: "yes" as const } : {}),
  }));
  return { nodes, connections };
}

describe("workflow defaults", () => {
  let database: TestDatabase;
  let executionId = 1000;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  async function run(graph: { nodes: WorkflowNode[]; connections: WorkflowConnection[] }) {
    executionId++;
    return runWorkflow({
      snapshot: { name: "Defaults", ...graph },
      previous: [],
      // What Run sends when the visitor types nothing.
      triggerData: {},
      run: { executionId, workflowId: 1, workflowName: "Defaults", visitorId: "v" },
      executors: createExecutors({ database, stepWriter }),
      stepTimeoutMs: 5000,
      logLimits: { runMaxBytes: 256 * 1024, stepMaxBytes: 16 * 1024 },
      onStep: async () => {},
    });
  }

  it("any chain of 2-6 templates with their defaults, started by a trigger, runs green", async () => {
    // One trigger: a second one is a problem of its own (lib/workflow-problems.test.ts).
    const steps = agentTemplateIds.filter((id) => id !== "trigger");
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...steps), { minLength: 1, maxLength: 5 }),
        async (rest) => {
          const graph = chainOf(["trigger", ...rest]);
          expect(hasProblems(workflowProblems(graph))).toBe(false);
          expect(fieldWarnings(graph)).toEqual({});
          const result = await run(graph);
          const failed = result.log.steps.filter((s) => s.status !== "succeeded");
          expect(failed.map((s) => `${s.label}: ${s.error ?? s.status}`)).toEqual([]);
          expect(result.status).toBe("completed");
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it("a chain the editor finds no missing field in runs green, whatever the sample holds", async () => {
    const leadFields = Object.keys(sampleLead) as (keyof typeof sampleLead)[];
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(leadFields, { minLength: 1 }),
        fc.array(fc.constantFrom(...agentTemplateIds), { minLength: 1, maxLength: 5 }),
        async (fields, rest) => {
          const graph = chainOf(["trigger", ...rest]);
          const sample = Object.fromEntries(fields.map((f) => [f, sampleLead[f]]));
          graph.nodes[0].data.config = { sampleData: JSON.stringify(sample) };
          const warned = Object.keys(fieldWarnings(graph)).length > 0;
          const result = await run(graph);
          // The editor's "valid" is a promise about the run; a warning may still run green
          // (an empty optional field), but a failure must have been warned about.
          if (!warned) expect([result.errorMessage, graph]).toEqual([null, graph]);
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);

  it("a step that fails on a missing field says which one and what its input has", async () => {
    const graph = chainOf(["trigger", "crm-update"]);
    graph.nodes[0].data.config = { sampleData: '{"firstName": "Ada", "email": "ada@example.com"}' };
    const result = await run(graph);
    expect(result.errorMessage).toBe(
      "CRM Update: Contact name is empty: the step's input has no 'name' (it has firstName, email). 'name' should come from the sample event of 'Incoming Trigger' (or the event sent to the workflow): add it there.",
    );
  });

  it("a field a step adds, read before that step runs, names the step to connect first", async () => {
    const graph = chainOf(["trigger", "email-sender", "ai-responder"]);
    graph.nodes[1].data.config = { ...graph.nodes[1].data.config, body: "{{reply}}" };
    graph.nodes[2].data.label = "Draft the answer";
    const result = await run(graph);
    expect(result.errorMessage).toMatch(
      /^Email Sender: Body is empty: the step's input has no 'reply' \(it has name, email, company, phone, message, amount\)\. 'reply' comes from the step 'Draft the answer', which does not run before this one: connect it before this step\.$/,
    );
    const alone = chainOf(["trigger", "sms-alert"]);
    alone.nodes[1].data.config = { ...alone.nodes[1].data.config, message: "{{category}}" };
    expect((await run(alone)).errorMessage).toContain(
      "'category' comes from an AI Classifier step: add one before this step.",
    );
  });

  it("every template runs right after the trigger with its defaults", async () => {
    for (const id of agentTemplateIds) {
      const result = await run(chainOf(["trigger", id]));
      expect([id, result.errorMessage]).toEqual([id, null]);
    }
  });

  it("the suggestions for typical requests run green as they come", async () => {
    const intents = [
      "When a lead fills the contact form, send them a welcome email, text my sales rep, add them to the CRM; if they mention 'urgent', alert me by SMS",
      "Extract totals from uploaded invoices and email accounting when one is over $1000",
      "Classify support emails and reply with AI",
      "Add new leads to the CRM",
      "Remind customers by text message",
      "hello",
    ];
    // The blind set of automation requests (evals/), read only: each suggestion runs green too.
    const blind = JSON.parse(
      fs.readFileSync("evals/blind-2026-11-25/automation-requests.json", "utf8"),
    ) as { request: string }[];
    const extra = [
      "Post every new lead in our Slack channel and notify my team when an important email arrives",
      "When an order comes in, charge the customer's card, then email me if it is over $500",
      // Fields the sample lead lacks, read by a check: the sample carries them.
      "when a lead's budget is over 10000 and they're from a company, email sales@acme.example; otherwise add them to the CRM",
      "when a lead comes in, if their country isn't Canada, text me. Canada leads get an email from us",
      "Quand un client nous écrit, si son message contient le mot « réservation », envoyez-lui un e-mail de confirmation. Sinon, prévenez-moi par SMS.",
      "Have the AI work out whether each enquiry is about pricing, repairs or careers. Pricing ones: email sales@acme.example. Repairs: text me. Careers -> forward it to hr@acme.example",
      // Requests of each class the composer was fixed for (in compose.test.ts).
      "When a lead comes in, text my sales rep and alert me by SMS",
      "New booking: ping the office manager by text, then email me the details",
      "if the order is over 5000 email our accountant, otherwise email billing and text the team",
      "Forward sales, support and billing emails to a@x.example and b@x.example",
      "sort each request into sales, support or billing and email a@x.example and b@x.example",
      "booking and cancellation messages go to a@x.example, b@x.example or c@x.example",
      "text +1 555 123 4567 or +1 555 765 4321 when a lead comes in",
      "Sort incoming emails into sales, support or billing and handle each differently",
      "Use AI to route each kind of enquiry: bookings, complaints or questions",
      "have the AI decide whether it's a refund, a delivery problem or feedback",
      "Sort incoming requests into sales, support, billing and spam and handle each differently",
      "Complaints: if they ask for a refund, email billing; otherwise reply with an apology",
      "For complaints: when the customer wants a refund, forward it to billing, otherwise reply with an apology.",
      "Complaints: if they ask for a refund, email billing. Otherwise add them to the CRM.",
      "When an order comes in: over 5000 → call, between 1000 and 5000 → email, else CRM",
      "New orders. Over $5,000: call them; between $1,000 and $5,000: email me; everything else goes into the CRM",
      "Quand une facture arrive par email, extraire les données; si le total dépasse 500 euros, envoyer un SMS au responsable; sinon l'ajouter au CRM",
      "Cuando llega una factura por correo, extrae los datos; si el total supera 500 euros, envía un SMS al responsable; si no, agrégalo al CRM",
      "Wenn eine Rechnung per E-Mail ankommt, extrahiere die Daten; wenn die Summe über 500 Euro ist, schicke eine SMS an den Manager; sonst ins CRM eintragen",
      "Quand un client nous écrit, envoyez-lui un e-mail de bienvenue, envoyez un SMS à mon commercial et prévenez-moi par SMS",
      "Wenn ein Kunde schreibt, schicke ihm eine E-Mail mit einer Entschuldigung",
      "Triez les messages en ventes, support ou facturation et traitez chacun différemment",
      "Clasifica los mensajes en ventas, soporte o facturación y trata cada uno de forma distinta",
      "Sortiere die Nachrichten in Verkauf, Support oder Beschwerde und behandle jede Art anders",
      // A condition said after the last of several actions is that action's alone.
      "New lead: text Ana at +15550004444 and text Bo at +15550005555, and email Cy at cy@shop.example but only if the message mentions refund",
      "When someone writes in, email ops@shop.example, then text +15550006666 only when the amount is over 900",
      "email a@shop.example and email b@shop.example, and text +15550007777 if they mention discount",
      // A field of the lead read against a value: one branch holds for the sample lead.
      "If their company is Globex Corp, text +15550001212, otherwise email sales@shop.example",
      "if the lead is from Initech email vp@shop.example; otherwise text +15550001313",
      "When a lead comes in, if the source is the website, email web@shop.example; if not, text +15550002323",
      "if the company is Analytical Engines, email boss@shop.example; otherwise text +15550003434",
      // A part no step does is said; the rest runs.
      "Fetch https://api.shop.example/orders and text the result to +15550004545",
      "When a lead comes in, add them to the CRM, scrape their website and email me",
      // How an invoice arrives is the trigger's, not an email to send.
      "Cuando llegue una factura por correo, extrae el total y envía un SMS a Juan al +34600111222 si el total supera 500 euros",
      "When an invoice reaches us by email, text +15550006767 if the total is over 250",
      // A check said again of one action: that action alone waits for it.
      "When a support request comes in, email the support team at support@example.com and text the on-call engineer at +1 555 0100, but only text them if the message mentions urgent",
      "When a ticket comes in, email ops@shop.example and, if it mentions urgent, text the engineer at +15550009393",
      "Wenn eine Anfrage eingeht, schicke eine E-Mail an support@shop.example und eine SMS an +4915100011122, aber nur wenn die Nachricht dringend enthält",
      "When a lead comes in, email the team, add them to the CRM and text me if it's urgent",
      // How an invoice reaches the business sends nothing; a summary goes to the team.
      "Quand on reçoit une facture par email, extraire le montant et l'ajouter au CRM",
      "Wenn wir eine Rechnung per E-Mail erhalten, den Betrag extrahieren und ins CRM eintragen",
      "When a CSV file is uploaded, summarize it and email it",
      // A web service or enrichment is said; the rest runs. A note never denies a built step.
      "When a new lead comes in, call the Clearbit API to enrich the lead and email me",
      "When an order comes in, POST to https://hooks.shop.example/orders and email sales@shop.example",
      "When a new lead comes in, call the Clearbit API to enrich the lead.",
      "When a CSV file is uploaded, classify each row as lead or spam and email me a summary",
      "When an invoice is uploaded, pull out the total and email it to accounting",
      // A person named is the step's name, and one without an address a placeholder of their own.
      "When a lead comes in, text Maria at +1 555 0101 when the budget is over 5000",
      "When a lead comes in, email Jo in accounting and text Sam",
      // Each kind's own action, typed contacts, conditions in other languages, negated checks,
      // and requests no step can do (the trigger alone).
      "Classify incoming messages as billing, sales or support and email billing ones to billing@co.com, text sales ones to my sales rep at +1 555 0199",
      "Alert the on-call engineer at +1 555 0100 by SMS when a message mentions urgent, otherwise email support@acme.com",
      "my sales rep Maria at maria@x.com should get an email for each new lead, and don't email the lead",
      "Cuando un cliente mencione urgente, envíame un SMS al +34 600 000 000; si no, envía un correo a soporte@empresa.es",
      "Wenn eine Nachricht dringend erwähnt, schick mir eine SMS an +49 170 1234567; sonst eine E-Mail an support@x.de",
      "Email maria@x.com if the amount is over 500, and text +1 555 0100 if the amount is under 100",
      "If the message does not mention refund, reply to the lead with an AI draft; if it mentions refund, alert me by SMS at 555-0123",
      "When a customer emails support, only if it mentions urgent, text the on-call engineer at +1 555 0100",
      "Nothing, just start the workflow",
      "Call the Stripe API to create a customer when a lead arrives",
      "Update a Google Sheet row for every new lead",
      // Unconditional steps beside a check, quoted phrases, checks in other languages with an
      // otherwise, an else-if chain, kinds by topic, a summary by AI, a visitor's own name.
      "When a form is submitted, email office@dental.co, and also if the budget is above 3000 text the owner at +1 555 600 7000",
      "Quand un message arrive, s'il ne mentionne pas 'facture', envoie un email à accueil@cabinet.fr ; sinon envoie un SMS à Paul au +33 6 11 22 33 44",
      "Cuando llegue una reserva, si el importe es mayor de 800, envía un correo a jefe@hotel.es; si no, envía un SMS a Pablo al +34 622 333 444",
      "If a message mentions booking, email bookings@hotel.com. If it mentions parking, text +1 555 700 8000. Otherwise, email front@hotel.com",
      "Group incoming emails by topic: refund, delivery, praise. Refunds: email money@shop.com. Delivery: text the courier desk at +1 555 888 0001. Praise: reply to the customer with a thank-you",
      "When a support message arrives, have AI sum up the message and email that summary to ops@help.co",
      "Night desk: when a message comes in after 8pm, text me at +1 555 222 1111",
    ];
    const fresh = JSON.parse(
      fs.readFileSync("evals/blind-2026-11-25-fresh/automation-fresh.json", "utf8"),
    ) as { request: string }[];
    // The third blind set, every request of it: what it cannot build is said, and the rest runs.
    const third = JSON.parse(
      fs.readFileSync("evals/blind-2026-12-01-automation/automation-requests.json", "utf8"),
    ) as { request: string }[];
    // The fourth blind set, a bare list of requests.
    const fourth = JSON.parse(
      fs.readFileSync(
        "evals/blind-2026-12-02-suggestion-requests/automation-requests.json",
        "utf8",
      ),
    ) as string[];
    // The fifth blind set: messages that carry what the request says, Italian, Portuguese and
    // Dutch requests, summaries texted, replies about a subject.
    const fifth = JSON.parse(
      fs.readFileSync(
        "evals/blind-2026-12-03-suggestion-requests/automation-requests.json",
        "utf8",
      ),
    ) as string[];
    const samples = workflowsPage.suggestions.samplePrompts;
    let alternatives = 0;
    for (const intent of [
      ...intents,
      ...samples,
      ...blind.map((b) => b.request),
      ...fresh.map((b) => b.request),
      ...third.map((b) => b.request),
      ...fourth,
      ...fifth,
      ...extra,
    ]) {
      const first = composeLocally(intent);
      // Every reading offered runs green too, not only the first.
      for (const suggestion of [first, ...(first.alternatives ?? [])]) {
        expect(hasProblems(workflowProblems(suggestion))).toBe(false);
        expect([intent, fieldWarnings(suggestion)]).toEqual([intent, {}]);
        const result = await run(suggestion);
        const failed = result.log.steps.filter((s) => s.status === "failed");
        expect([intent, failed.map((s) => `${s.label}: ${s.error}`)]).toEqual([intent, []]);
        // Saved as it comes: the API's own schema takes it.
        const saved = workflowInputSchema().safeParse(draftOf(suggestion));
        expect([intent, saved.success]).toEqual([intent, true]);
        // What cannot be built is said, and the to-do it promises is in an email that runs.
        if (suggestion.unsupported?.some((u) => u.includes("to-do"))) {
          // In whatever language the request is in: the to-do step by its name.
          const todoNames: string[] = [
            "Email the team a to-do",
            ...Object.values(workflowsPage.suggestions.languages).map((l) => l.steps.todo),
          ];
          const todo = suggestion.nodes.find((n) => todoNames.includes(n.data.label));
          const ran = result.log.steps.find((s) => s.nodeId === todo?.id);
          // Unless the request asked for it on one branch only ("over 5000 → call").
          const onBranch = suggestion.connections.some(
            (c) => c.target === todo?.id && c.sourceHandle,
          );
          if (!onBranch) expect([intent, ran?.status]).toEqual([intent, "succeeded"]);
        }
        expect(suggestion.name.length).toBeLessThanOrEqual(60);
        expect(suggestion.name).not.toMatch(/…$/);
      }
      alternatives += first.alternatives?.length ?? 0;
    }
    expect(alternatives).toBeGreaterThan(0);
  });
});
