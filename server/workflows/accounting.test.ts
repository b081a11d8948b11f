/**
 * The account a suggestion gives of its request: a composer that drops a contact, a condition,
 * an otherwise or flips a negation, or adds a step no one asked for, is caught and said; a
 * suggestion that builds what was asked says nothing more.
 */
import { describe, expect, it } from "vitest";
import type { WorkflowConnection, WorkflowNode } from "../../lib/workflows";
import { type Accountable, accountFor } from "./accounting";
import { composeLocally } from "./suggest";

type Step = [template: string, config?: Record<string, string>];

/** A hand-made suggestion: a chain of steps, a condition's Yes to the next, its No where told. */
function built(steps: Step[], no: Record<number, number> = {}, unsupported: string[] = []) {
  const nodes: WorkflowNode[] = [["trigger"] as Step, ...steps].map(([id, config], i) => ({
    id: `s${i}`,
    type: "agent",
    agentTemplateId: id,
    position: { x: i, y: 0 },
    data: { label: id, config: config ?? {} },
  }));
  const connections: WorkflowConnection[] = [];
  for (let i = 1; i < nodes.length; i++) {
    const from = Object.entries(no).find(([, to]) => to === i);
    if (from) {
      connections.push({ source: `s${from[0]}`, target: `s${i}`, sourceHandle: "no" });
      continue;
    }
    const prev = nodes[i - 1];
    connections.push({
      source: prev.id,
      target: nodes[i].id,
      ...(prev.agentTemplateId === "condition" ? { sourceHandle: "yes" as const } : {}),
    });
  }
  return { nodes, connections, unsupported } satisfies Accountable;
}

const contains = (value: string) => ({ field: "message", operator: "contains", value });
const amount = (operator: string, value: string) => ({ field: "amount", operator, value });

describe("the account a suggestion gives of its request", () => {
  it.each([
    ["Text the on-call engineer at +1 555 0100 when a message mentions urgent", "+1 555 0100"],
    ["Email maria@x.com and text 555-0123 for each new lead", "555-0123"],
    ["Envoie un SMS au +33 6 12 34 56 78 pour chaque prospect", "+33 6 12 34 56 78"],
    ["Schick eine SMS an +49 170 1234567 für jeden Lead", "+49 170 1234567"],
  ])("%s: a contact no step uses is said", (request, contact) => {
    const dropped = built([["sms-alert", { to: "+1 202 555 0100" }]]);
    const notes = accountFor(request, dropped);
    expect(notes.join(" ")).toMatch(/could not build/);
    const kept = built([
      ["sms-alert", { to: contact }],
      ["email-sender", { to: "maria@x.com" }],
    ]);
    expect(accountFor(request, kept).filter((n) => /contact/.test(n))).toEqual([]);
  });

  it.each([
    ["Email maria@x.com if the amount is over 500, and text me if the amount is under 100", "500"],
    ["Cuando un cliente mencione urgente, envíame un SMS", "urgente"],
    ["Quand un message mentionne remboursement, envoie-moi un SMS", "remboursement"],
    ["Wenn eine Nachricht dringend erwähnt, schick mir eine SMS", "dringend"],
    ["Text me only if the message mentions pricing", "pricing"],
  ])("%s: a condition no step checks is said", (request, value) => {
    const always = built([
      ["sms-alert", { to: "+1 202 555 0100" }],
      ["email-sender", { to: "maria@x.com" }],
    ]);
    expect(accountFor(request, always).join(" ")).toMatch(/no step checks this condition/);
    const checked = built([
      ["condition", /\d/.test(value) ? amount("greater_than", value) : contains(value)],
      ["sms-alert", { to: "+1 202 555 0100" }],
      ["condition", amount("less_than", "100")],
      ["email-sender", { to: "maria@x.com" }],
    ]);
    expect(accountFor(request, checked).join(" ")).not.toMatch(/no step checks/);
  });

  it.each([
    "Text me if it mentions urgent, otherwise email me",
    "Si un mensaje menciona urgente, envíame un SMS; si no, envíame un correo",
    "S'il mentionne urgent, envoie-moi un SMS, sinon un e-mail",
    "Wenn die Nachricht dringend erwähnt, schick mir eine SMS, sonst eine E-Mail",
  ])("%s: an otherwise with nothing on No is said", (request) => {
    const value = /urgente/.test(request)
      ? "urgente"
      : /dringend/.test(request)
        ? "dringend"
        : "urgent";
    const yesOnly = built([["condition", contains(value)], ["sms-alert"], ["email-sender"]]);
    expect(accountFor(request, yesOnly).join(" ")).toMatch(/nothing runs when the check/);
    const both = built([["condition", contains(value)], ["sms-alert"], ["email-sender"]], { 1: 3 });
    expect(accountFor(request, both)).toEqual([]);
  });

  it.each([
    "If the message does not mention refund, reply with an AI draft",
    "When a message doesn't mention refund, write an AI reply",
    "Si el mensaje no menciona refund, responde con un borrador de IA",
    "Only if it doesn't mention refund, draft an AI reply",
  ])("%s: a negated condition turned into its opposite is said", (request) => {
    const flipped = built([["condition", contains("refund")], ["ai-responder"]]);
    expect(accountFor(request, flipped).join(" ")).toMatch(/opposite/);
    const right = built([["condition", contains("refund")], ["sms-alert"], ["ai-responder"]], {
      1: 3,
    });
    expect(accountFor(request, right).join(" ")).not.toMatch(/opposite/);
  });

  it.each([
    "If the message does not mention refund, do nothing; otherwise text me",
    "Si el mensaje no menciona reembolso, no hagas nada; si no, envíame un SMS",
    "S'il ne mentionne pas remboursement, ne fais rien ; sinon envoie-moi un SMS",
    "Wenn die Nachricht Rückgabe nicht erwähnt, tue nichts; sonst schick mir eine SMS",
  ])("%s: after a negated check, the otherwise is its Yes", (request) => {
    const value = /reembolso/.test(request)
      ? "reembolso"
      : /remboursement/.test(request)
        ? "remboursement"
        : /Rückgabe/.test(request)
          ? "rückgabe"
          : "refund";
    const onYes = built([["condition", contains(value)], ["sms-alert"]]);
    expect(accountFor(request, onYes).join(" ")).not.toMatch(/nothing runs when the check/);
    const none = built([["condition", contains(value)]]);
    expect(accountFor(request, none).join(" ")).toMatch(/nothing runs when the check/);
  });

  it.each([
    ["Nothing, just start the workflow", "email-sender"],
    ["Update a Google Sheet row for every new lead", "crm-update"],
    ["Text me for each new lead", "ai-responder"],
    ["Envoie-moi un SMS pour chaque prospect", "email-sender"],
  ])("%s: a step no part of the request asks for is said", (request, template) => {
    expect(accountFor(request, built([[template]])).join(" ")).toMatch(/was not asked for/);
  });

  it.each([
    "If a customer message contains the word urgent, text me. Otherwise do nothing.",
    "If the total is more than $1,000 email maria@x.com, otherwise just email me the total.",
    "Every new lead goes into the CRM. If their budget is more than 10000, text me; if less, email me.",
    "When a lead comes in, add them to the CRM and text me at +1 555 0100.",
  ])("%s: the local composer accounts for it", (request) => {
    const s = composeLocally(request);
    expect((s.unsupported ?? []).filter((u) => /could not build/.test(u))).toEqual([]);
  });
});

describe("what the composer read right is not flagged", () => {
  it.each([
    // A kind asked for in another language's words.
    "Quand une demande arrive, classe-la en devis, plainte ou autre. Devis : envoie un email à ventes@atelier.fr. Plainte : envoie un SMS au 06 98 76 54 32.",
    // A negated otherwise said with a pronoun, then nothing else.
    "When a lead writes in, add them to the CRM. If their message mentions a discount, email me at me@shop.io; if it doesn't, do nothing else.",
    // A slip in the word to look for, spelled right elsewhere in the request.
    "I run a catering business. Text me at 555 404 1212 only if they mention catring.",
    // "Do nothing" said as a negated imperative.
    'Si el mensaje contiene "pedido urgente", envíame un SMS al 611 222 333. Si no, no hagas nada.',
  ])("%s", (request) => {
    const s = composeLocally(request);
    expect((s.unsupported ?? []).filter((u) => /could not build/.test(u))).toEqual([]);
  });

  it("a check on the slip itself is still said when the request never spells the word", () => {
    const notes = accountFor(
      "Text me if they mention plumbng",
      built([
        ["condition", contains("electric")],
        ["sms-alert", { to: "555 123 4567" }],
      ]),
    );
    expect(notes.join(" ")).toMatch(/could not build/);
  });
});
