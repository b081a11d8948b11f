/**
 * A second condition or an exclusion the request states is a check in the graph or a note that
 * quotes it: a workflow that checks only the first of two conditions, or none of "unless …", is
 * never shown as the one asked for.
 */
import { describe, expect, it } from "vitest";
import type { WorkflowConnection, WorkflowNode } from "../../lib/workflows";
import { type Accountable, accountFor, conjunctsIn, exclusionsIn } from "./accounting";
import { composeLocally } from "./suggest";

type Step = [template: string, config?: Record<string, string>];

/** A chain of steps after the trigger; a condition's Yes goes to the next step. */
function chain(steps: Step[]): Accountable {
  const nodes: WorkflowNode[] = [["trigger"] as Step, ...steps].map(([id, config], i) => ({
    id: `s${i}`,
    type: "agent",
    agentTemplateId: id,
    position: { x: i, y: 0 },
    data: { label: id, config: config ?? {} },
  }));
  const connections: WorkflowConnection[] = nodes.slice(1).map((n, i) => ({
    source: nodes[i].id,
    target: n.id,
    ...(nodes[i].agentTemplateId === "condition" ? { sourceHandle: "yes" as const } : {}),
  }));
  return { nodes, connections };
}

const check = (field: string, operator: string, value: string): Step => [
  "condition",
  { field, operator, value },
];
const notes = (request: string, s: Accountable) => accountFor(request, s).join(" ");

describe("a second condition after and/und/et/y/e/en", () => {
  it.each([
    [
      "When a job comes in and it's urgent AND the zip code is in our area, text me",
      "the zip code is in our area",
    ],
    [
      "If the message mentions refund and the customer is from Canada, email me",
      "the customer is from Canada",
    ],
    [
      "Wenn eine Anfrage kommt und der Betrag über 500 liegt und der Kunde aus Berlin ist, schick mir eine SMS",
      "der Kunde aus Berlin ist",
    ],
    [
      "Si un prospect arrive et son budget dépasse 500 et il vient de Paris, envoie-moi un e-mail",
      "il vient de Paris",
    ],
    [
      "Cuando llegue un pedido y el importe es mayor a 500 y el cliente es nuevo, envía un correo al equipo",
      "el cliente es nuevo",
    ],
    [
      "Se arriva un ordine e l'importo supera 500 e il cliente è nuovo, manda un'email al team",
      "il cliente è nuovo",
    ],
    [
      "Als er een lead binnenkomt met meer dan 500 medewerkers én uit Nederland, mail het team",
      "uit Nederland",
    ],
  ])("%s: the unchecked one is quoted, alone or in its clause", (request, dropped) => {
    expect(conjunctsIn(request).map((c) => c.text)).toContain(dropped);
    const firstOnly = chain([
      check("amount", "greater_than", "500"),
      ["sms-alert"],
      ["email-sender"],
    ]);
    expect(notes(request, firstOnly)).toMatch(/could not build/);
    expect(notes(request, firstOnly)).toContain(dropped);
  });

  it.each([
    "If the message mentions refund and the amount is over 500, text me",
    "Wenn die Nachricht refund erwähnt und der Betrag über 500 liegt, schick mir eine SMS",
    "Si el mensaje menciona refund y el importe es mayor a 500, envíame un SMS",
  ])("%s: both checked, nothing is said of them", (request) => {
    const both = chain([
      check("message", "contains", "refund"),
      check("amount", "greater_than", "500"),
      ["sms-alert"],
    ]);
    expect(notes(request, both)).not.toMatch(/other condition/);
  });

  it.each([
    "When a lead comes in, add them to the CRM and email the team",
    "Email me and text the team when a lead mentions pricing",
    "If a lead writes 'ASAP' in their message text me AND my partner",
    "When an order between 50 and 200 dollars comes in, email me",
    "If the message mentions 'terms and conditions', email me",
    "When a customer books and pays, text them",
    "Quand un prospect arrive, ajoute-le au CRM et envoie-lui un e-mail",
    "Cuando llegue un pedido en la tienda, envía un correo al equipo y un SMS al cliente",
  ])("%s: an and that joins steps, recipients or an event is no condition", (request) => {
    expect(conjunctsIn(request)).toEqual([]);
  });
});

describe("an exclusion: unless, except, but not if, außer, sauf, tranne, salvo, a menos que, behalve, ma non se", () => {
  it.each([
    [
      "Email the team about every new order, except if the customer is a reseller",
      "except if the customer is a reseller",
    ],
    [
      "For every order over $500 that is not from an existing customer, email me",
      "that is not from an existing customer",
    ],
    [
      "Trage jede Anfrage ins CRM ein, außer die Anfrage kommt von einem bestehenden Kunden",
      "außer die Anfrage kommt von einem bestehenden Kunden",
    ],
    [
      "Envoie un e-mail à l'équipe pour chaque prospect, sauf si le prospect est un concurrent",
      "sauf si le prospect est un concurrent",
    ],
    [
      "Mandami un SMS per ogni ordine, ma non se la data è già occupata",
      "ma non se la data è già occupata",
    ],
    [
      "Mandami un SMS per ogni ordine, tranne se il cliente è già registrato",
      "tranne se il cliente è già registrato",
    ],
    [
      "Envía un correo al equipo por cada pedido, a menos que el cliente ya exista",
      "a menos que el cliente ya exista",
    ],
    [
      "Envía un correo al equipo por cada pedido, salvo que el cliente sea interno",
      "salvo que el cliente sea interno",
    ],
    [
      "Mail het team voor elke nieuwe lead, behalve als de lead een bestaande klant is",
      "behalve als de lead een bestaande klant is",
    ],
  ])("%s: unchecked, it is quoted", (request, exclusion) => {
    expect(exclusionsIn(request).map((e) => e.text)).toContain(exclusion);
    expect(notes(request, chain([["email-sender"], ["sms-alert"], ["crm-update"]]))).toContain(
      `"${exclusion}"`,
    );
  });

  it("checked, with the steps on the side where it does not hold, nothing is said", () => {
    const request = "Add every new contact to the CRM, except if the message mentions spam";
    const s = chain([check("message", "contains", "spam")]);
    s.nodes.push({
      id: "crm",
      type: "agent",
      agentTemplateId: "crm-update",
      position: { x: 9, y: 0 },
      data: { label: "crm", config: {} },
    });
    s.connections.push({ source: "s1", target: "crm", sourceHandle: "no" });
    expect(notes(request, s)).not.toMatch(/exception|opposite/);
  });

  it.each([
    "Email the front desk and text the patient, but not if they cancelled less than 24 hours before",
    "Text me for each booking, except when the amount is less than 24",
  ])("%s: checked with the steps on its Yes is said to run when it must not", (request) => {
    const flipped = chain([check("amount", "less_than", "24"), ["email-sender"], ["sms-alert"]]);
    expect(notes(request, flipped)).toMatch(/opposite holds/);
  });
});

describe("the local composer", () => {
  it.each([
    [
      "When a plumbing job request comes in and it's marked urgent AND the zip code is in our service area, SMS the on-call plumber. Otherwise email the office.",
      "the zip code is in our service area",
    ],
    [
      "For every new order over $500 that is not from an existing customer, update the CRM and email the owner. For orders under $500 do nothing.",
      "that is not from an existing customer",
    ],
    [
      "Wenn eine neue Anfrage über das Kontaktformular kommt, trage sie ins CRM ein und schicke dem Team eine E-Mail, außer die Anfrage kommt von einem bestehenden Kunden.",
      "außer die Anfrage kommt von einem bestehenden Kunden",
    ],
    [
      "Quando arriva una nuova richiesta di preventivo per un matrimonio, manda un'email alla cliente con il listino e avvisa la wedding planner via SMS, ma non se la data è già occupata.",
      "ma non se la data è già occupata",
    ],
    [
      "Als er een nieuwe lead binnenkomt met meer dan 20 medewerkers én uit Nederland, mail dan het salesteam. Anders de lead een e-mail met onze brochure sturen.",
      "uit Nederland",
    ],
  ])("%s: says what it does not check", (request, part) => {
    expect((composeLocally(request).unsupported ?? []).join(" ")).toContain(`"${part}"`);
  });

  it.each([
    "If the message mentions refund and the amount is over 500, text me",
    "Every new contact form submission should go into the CRM, unless it's spam.",
    "Wenn eine Rechnung per E-Mail eingeht und der Betrag über 500 € liegt, schick mir eine SMS.",
  ])("%s: checks all it states and says nothing of it", (request) => {
    const said = (composeLocally(request).unsupported ?? []).join(" ");
    expect(said).not.toMatch(/other condition|exception|opposite/);
  });
});
