/**
 * A reviewer's reading of evals/blind-2026-12-01-automation/automation-requests.json (24 requests
 * written blind, never edited), written from the set and its README alone, before the composer was
 * run on it and without reading the suggestion code. Each item's `expected` steps, conditions
 * (field, operator, value, what runs on Yes and on No), recipients (the lead's {{email}}/{{phone}}
 * or the team, at the address or number the request types) and its notes become checks; where the
 * notes accept alternatives (an inverted condition with the branches swapped, either order of two
 * chained conditions, the last category on a No branch) the check accepts them. Field names in the
 * set are guesses, so close synonyms count. Steps outside an item's `only` list are invented steps.
 * An unsupported request must name what the palette lacks and say that it is missing or replaced
 * (`flagged`): a flow that silently pretends otherwise is wrong. Spanish and French requests are
 * checked as the English ones are.
 */
import type { CondCheck, ItemCheck } from "./rubric";
import {
  E, S, C, F, I, K, A, Q, step, lead, team, anyTeam, anyLead, phone, mail, inserts, reply, flagged,
  msg, amount, category, gt, lt, routes,
} from "./rubric-helpers";

const dana = team(E, mail("dana@brightpath.example"));
const bookkeeper = team(E, mail("accounts@brightpath.example"));
const supportReply = lead(E, { body: reply });
const bookingReply = lead(E, { body: reply });

const a11Sms = team(S, phone("7045550110"));
const a11Amount: CondCheck = {
  field: amount,
  op: gt,
  value: /^\$?5,?000(\.0+)?$/,
  no: [step(C)],
  noNot: [step(S), step(E)],
};
const a11Contract: CondCheck = {
  field: msg,
  op: ["contains"],
  value: /^contracts?$/i,
  no: [step(C)],
  noNot: [step(S), step(E)],
};

const intl = team(E, mail("intl@northwind-freight.example"));
const marco = team(S, phone("4155550123"));
const manager = team(E, mail("manager@corner-cafe.example"));
const approvals = team(E, mail("approvals@kessler-build.example"));

export const rubric: ItemCheck[] = [
  // Linear: a thank-you email to the lead and the CRM, either order; an AI Intake feeding it is tolerated.
  {
    id: "a01",
    acts: [lead(E), step(C)],
    linear: true,
    only: [E, C, A],
    lacks: ["notify-team"],
    max: { [E]: 1 },
  },
  // CRM for every order (before the condition or on both branches); > 500: text the owner's typed
  // number, else a confirmation email to the customer saying "within 2 days".
  {
    id: "a02",
    every: [step(C)],
    conditions: [
      [
        {
          field: amount,
          op: gt,
          value: /^\$?500(\.0+)?$/,
          yes: [team(S, phone("9195550199"))],
          no: [lead(E)],
          yesNot: [step(E)],
          noNot: [step(S), anyTeam],
        },
        {
          field: amount,
          op: lt,
          value: /^\$?50[01](\.0+)?$/,
          yes: [lead(E)],
          no: [team(S, phone("9195550199"))],
          yesNot: [step(S), anyTeam],
          noNot: [step(E)],
        },
      ],
    ],
    configs: [{ t: E, key: "body", value: /\b(2|two)\s+(business\s+)?days\b|48 hours/i }],
    only: [C, Q, S, E],
    max: { [S]: 1, [E]: 1 },
  },
  // Message contains "urgent": text the owner's typed number, else email bob@…; nothing to the customer.
  {
    id: "a03",
    conditions: [
      [
        {
          field: msg,
          op: ["contains"],
          value: /^urgent$/i,
          yes: [team(S, phone("9195550173"))],
          no: [team(E, mail("bob@bobsplumbing.example"))],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    only: [Q, S, E],
    lacks: ["lead-message"],
    max: { [S]: 1, [E]: 1 },
  },
  // Linear: AI Intake, then its reply emailed to the client; the client in the CRM.
  {
    id: "a04",
    acts: [step(A), lead(E, { body: reply }), step(C)],
    order: [[step(A), lead(E)]],
    linear: true,
    only: [A, E, C],
    lacks: ["notify-team"],
  },
  // Unsupported: no wait step. It must say the delay is missing; the text to the customer is optional.
  {
    id: "a05",
    mentions: [/wait|delay|later|schedul|3 days|three days/i, flagged],
    linear: true,
    only: [S],
    lacks: ["notify-team"],
  },
  // French: message contains "achat" (the French word): email the prospect a link to the listings,
  // else text the agent at the typed French number.
  {
    id: "a06",
    conditions: [
      [
        {
          field: msg,
          op: ["contains"],
          value: /^achat$/i,
          yes: [lead(E)],
          no: [team(S, phone("612345678"))],
          yesNot: [step(S)],
          noNot: [step(E)],
        },
      ],
    ],
    configs: [{ t: E, key: "body", value: /annonce|listing|lien|link|https?:\/\//i }],
    only: [Q, E, S],
    max: { [E]: 1, [S]: 1 },
  },
  // Classifier sales/support/billing; sales: CRM + Dana, support: AI reply to the customer,
  // billing: the bookkeeper. Each on its own branch only.
  {
    id: "a07",
    acts: [step(K)],
    configs: [{ t: K, key: "categories", value: /(?=.*sales)(?=.*support)(?=.*billing)/i }],
    order: [
      [step(K), step(Q)],
      [step(A), supportReply],
    ],
    conditions: routes(
      [
        { value: /^sales$/i, acts: [step(C), dana], own: [step(C), dana] },
        { value: /^support$/i, acts: [step(A), supportReply], own: [step(A), anyLead] },
        { value: /^billing$/i, acts: [bookkeeper], own: [bookkeeper] },
      ],
      true,
    ),
    only: [K, Q, C, E, A],
    max: { [E]: 3, [C]: 1, [A]: 1 },
  },
  // Linear: a CSV File Processor, the Invoice Extractor, the total emailed to the bookkeeper.
  {
    id: "a08",
    acts: [step(F), step(I), team(E, mail("books@greenleafnursery.example"))],
    configs: [
      { t: F, key: "format", value: /^csv$/ },
      { t: E, key: "body", value: inserts("total") },
    ],
    order: [[step(F), step(I), team(E)]],
    linear: true,
    only: [F, I, E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // Unsupported: no Slack step; the CRM part is built; a team message instead only if said.
  {
    id: "a09",
    acts: [step(C)],
    mentions: [/slack|chat|channel/i, flagged],
    linear: true,
    only: [C, E, S],
    lacks: ["lead-message"],
    max: { [E]: 1, [S]: 1 },
  },
  // "unless": phone present: text the lead, else email the lead (or the inverse, branches swapped).
  {
    id: "a10",
    conditions: [
      [
        {
          field: ["phone", "phoneNumber", "phone_number", "mobile"],
          op: ["exists"],
          yes: [lead(S)],
          no: [lead(E)],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
        {
          field: ["phone", "phoneNumber", "phone_number", "mobile"],
          op: ["equals"],
          value: /^$/,
          yes: [lead(E)],
          no: [lead(S)],
          yesNot: [step(S)],
          noNot: [step(E)],
        },
      ],
    ],
    only: [Q, S, E],
    lacks: ["notify-team"],
    max: { [S]: 1, [E]: 1 },
  },
  // AND: amount > 5000 and message contains "contract", chained either way; the owner's text only
  // when both hold; when either fails the CRM and no message. Hot leads in the CRM too is open.
  {
    id: "a11",
    conditions: [
      [
        { ...a11Amount, yesCond: [{ ...a11Contract, yes: [a11Sms] }] },
        { ...a11Contract, yesCond: [{ ...a11Amount, yes: [a11Sms] }] },
      ],
    ],
    only: [Q, S, C],
    lacks: ["lead-message"],
    max: { [S]: 1 },
  },
  // Told in reverse: AI Intake -> reply emailed to the lead -> CRM -> text to the owner's typed number, last.
  {
    id: "a12",
    acts: [step(A), lead(E, { body: reply }), step(C), team(S, phone("5550147"))],
    order: [[step(A), lead(E), step(C), team(S)]],
    linear: true,
    only: [A, E, C, S],
    max: { [A]: 1, [E]: 1, [C]: 1, [S]: 1 },
  },
  // Formal letter: CRM first; company present: AI acknowledgement emailed to the enquirer, else
  // email the office manager at the typed address. No AI Intake on No, no SMS.
  {
    id: "a13",
    always: [step(C)],
    conditions: [
      [
        {
          field: ["company", "companyName", "company_name", "organization", "organisation"],
          op: ["exists"],
          yes: [step(A), lead(E, { body: reply })],
          no: [team(E, mail("office@hartwell-cpa.example"))],
          yesNot: [anyTeam],
          noNot: [step(A), anyLead],
        },
      ],
    ],
    order: [[step(A), lead(E)]],
    only: [C, Q, A, E],
    max: { [E]: 2, [A]: 1 },
  },
  // Unsupported (Spanish): no calendar and no WhatsApp step; both must be named. A text or email to
  // the client instead is fine if said; nothing stands in for the calendar.
  {
    id: "a14",
    mentions: [/calendar|cita|appointment|booking|agenda|reserv/i, /whats\s?app/i, flagged],
    linear: true,
    only: [S, E],
    lacks: ["notify-team"],
  },
  // Classifier booking/complaint/other; booking: AI reply emailed to the client; complaint: text the
  // owner's typed number only; everything else: nothing.
  {
    id: "a15",
    acts: [step(K)],
    configs: [{ t: K, key: "categories", value: /(?=.*book)(?=.*complain)/i }],
    order: [
      [step(K), step(Q)],
      [step(A), bookingReply],
    ],
    conditions: routes(
      [
        {
          value: /^bookings?( requests?)?$/i,
          acts: [step(A), bookingReply],
          own: [step(A), anyLead],
        },
        { value: /^complaints?$/i, acts: [team(S, phone("5550163"))], own: [step(S)] },
      ],
      false,
    ),
    only: [K, Q, A, E, S],
    max: { [A]: 1, [E]: 1, [S]: 1 },
  },
  // CRM first; country not US: email the international desk, else email the lead the domestic rates.
  {
    id: "a16",
    always: [step(C)],
    conditions: [
      [
        {
          field: ["country", "countryCode", "country_code"],
          op: ["not_equals"],
          value: /^(US|USA|United States)$/i,
          yes: [intl],
          no: [lead(E)],
          yesNot: [anyLead],
          noNot: [anyTeam],
        },
        {
          field: ["country", "countryCode", "country_code"],
          op: ["equals"],
          value: /^(US|USA|United States)$/i,
          yes: [lead(E)],
          no: [intl],
          yesNot: [anyTeam],
          noNot: [anyLead],
        },
      ],
    ],
    configs: [{ t: E, key: "body", value: /domestic|rates/i }],
    only: [C, Q, E],
    max: { [E]: 2 },
  },
  // amount < 100: email the customer the $100 minimum, else text Marco's typed number with the
  // lead's name and phone.
  {
    id: "a17",
    conditions: [
      [
        {
          field: amount,
          op: lt,
          value: /^\$?100(\.0+)?$/,
          yes: [lead(E)],
          no: [marco],
          yesNot: [step(S)],
          noNot: [step(E)],
        },
        {
          field: amount,
          op: gt,
          value: /^\$?(99(\.99)?|100)$/,
          yes: [marco],
          no: [lead(E)],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    configs: [
      { t: S, key: "message", value: inserts("name", "phone") },
      { t: E, key: "body", value: /minimum|\$100/i },
    ],
    only: [Q, E, S],
    max: { [E]: 1, [S]: 1 },
  },
  // Linear: an email and a text to the lead, a summary to the owner's typed address, the CRM.
  {
    id: "a18",
    acts: [
      lead(E),
      lead(S),
      team(E, mail("owner@tidewaterhvac.example")),
      {
        t: E,
        to: "team",
        with: {
          to: mail("owner@tidewaterhvac.example"),
          body: inserts("name", "company", "message"),
        },
      },
      step(C),
    ],
    linear: true,
    only: [E, S, C],
    max: { [E]: 2, [S]: 1 },
  },
  // Unsupported: no scheduled trigger and no Google Sheets step; both named. At most the owner's email.
  {
    id: "a19",
    mentions: [/schedul|friday|weekly|every week|time-based|timer|cron|recurr/i, /sheet/i, flagged],
    linear: true,
    only: [E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // One line: a text to the owner (a team number), nothing else.
  { id: "a20", acts: [team(S)], linear: true, only: [S], max: { [S]: 1 } },
  // Spanish: a welcome text to the patient, an email to reception at the typed address.
  {
    id: "a21",
    acts: [lead(S), team(E, mail("recepcion@clinicasonrisas.example"))],
    linear: true,
    only: [S, E],
    max: { [S]: 1, [E]: 1 },
  },
  // A plain-text File Processor, a positive/negative classifier, negative: email the manager; else nothing.
  {
    id: "a22",
    acts: [step(F), step(K)],
    configs: [
      { t: F, key: "format", value: /^text$/ },
      { t: K, key: "categories", value: /(?=.*positive)(?=.*negative)/i },
    ],
    order: [[step(F), step(K), step(Q)]],
    conditions: [
      [
        { field: category, op: ["equals"], value: /^negative$/i, yes: [manager], no: "none" },
        { field: category, op: ["not_equals"], value: /^positive$/i, yes: [manager], no: "none" },
        { field: category, op: ["equals"], value: /^positive$/i, yes: "none", no: [manager] },
        { field: category, op: ["not_equals"], value: /^negative$/i, yes: "none", no: [manager] },
      ],
    ],
    only: [F, K, Q, E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // Unsupported: no QuickBooks step (the CRM is no substitute); the extraction and the owner's email
  // with the total are built, and it says the bill is not entered.
  {
    id: "a23",
    acts: [step(I), team(E)],
    configs: [{ t: E, key: "body", value: inserts("total") }],
    order: [[step(I), team(E)]],
    mentions: [/quickbooks|accounting|bill/i, flagged],
    linear: true,
    only: [F, I, E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // Invoice Extractor, then total > 2000: email the approver at the typed address; else nothing.
  {
    id: "a24",
    acts: [step(I)],
    order: [[step(I), step(Q)]],
    conditions: [
      [
        { field: ["total"], op: gt, value: /^\$?2,?000(\.0+)?$/, yes: [approvals], no: "none" },
        { field: ["total"], op: lt, value: /^\$?2,?00[01](\.0+)?$/, yes: "none", no: [approvals] },
      ],
    ],
    only: [F, I, Q, E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
];
