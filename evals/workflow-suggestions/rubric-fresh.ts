/**
 * A reviewer's reading of evals/blind-2026-11-25-fresh/automation-fresh.json (20 requests written
 * blind, never edited), written as checks on a suggested graph before the suggestion code was
 * changed for them. Each item's `expected` steps, conditions (field, operator, value, what runs on
 * Yes and on No) and recipients become checks; where its notes accept alternatives (a File
 * Processor before the Invoice Extractor, "status equals spam" with the branches swapped, either
 * order of two messages) the check accepts them. Steps outside an item's `only` list are invented
 * steps and make it wrong, as a reviewer would count an email nobody asked for.
 */
import type { ItemCheck } from "./rubric";

const lead = (t: string) => ({ t, to: "lead" as const });
const team = (t: string) => ({ t, to: "team" as const });
const step = (t: string) => ({ t });
const E = "email-sender";
const S = "sms-alert";
const C = "crm-update";
const F = "file-processor";
const I = "invoice-extractor";
const K = "ai-classifier";
const A = "ai-responder";
const Q = "condition";
const msg = ["message"];
const gt = ["greater_than"];

export const rubric: ItemCheck[] = [
  // Linear: CRM and a thank-you email to the lead.
  { id: "w01", acts: [step(C), lead(E)], linear: true, only: [C, E], max: { [E]: 1 } },
  {
    id: "w02",
    conditions: [
      [
        {
          field: msg,
          op: ["contains"],
          value: /^urgent$/i,
          yes: [team(S)],
          no: [team(E)],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    only: [Q, S, E],
    lacks: ["lead-message"],
  },
  {
    id: "w03",
    acts: [step(F), step(I), team(E)],
    linear: true,
    only: [F, I, E],
    lacks: ["lead-message"],
  },
  {
    id: "w04",
    acts: [step(I)],
    conditions: [
      [
        {
          field: ["total"],
          op: gt,
          value: /^1,?000$/,
          yes: [team(S)],
          no: [team(E)],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    only: [F, I, Q, S, E],
    lacks: ["lead-message"],
  },
  {
    id: "w05",
    acts: [step(K)],
    configs: [{ t: K, key: "categories", value: /billing.*support.*sales|(?=.*billing)(?=.*support)(?=.*sales)/i }],
    conditions: [
      [{ field: ["category"], op: ["equals"], value: /^sales$/i, yes: [step(C)], no: "none" }],
    ],
    only: [K, Q, C],
  },
  {
    id: "w06",
    acts: [step(A), lead(E)],
    configs: [{ t: E, key: "body", value: /\{\{\s*reply\s*\}\}/ }],
    linear: true,
    only: [A, E],
  },
  {
    id: "w07",
    acts: [step(C), lead(E), team(S)],
    linear: true,
    only: [C, E, S],
    max: { [E]: 1, [S]: 1 },
  },
  {
    id: "w08",
    conditions: [
      [
        {
          field: ["phone"],
          op: ["exists"],
          yes: [lead(S)],
          no: [lead(E)],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    only: [Q, S, E],
    lacks: ["notify-team"],
  },
  {
    id: "w09",
    conditions: [
      [
        {
          field: ["amount", "total", "orderTotal", "order_total"],
          op: gt,
          value: /^500$/,
          yes: [step(C), team(E)],
          no: "none",
        },
      ],
    ],
    only: [Q, C, E],
    lacks: ["lead-message"],
  },
  { id: "w10", acts: [step(F), step(C)], linear: true, only: [F, C] },
  {
    id: "w11",
    acts: [step(K)],
    conditions: [
      [
        {
          field: ["category"],
          op: ["equals"],
          value: /^complaints?$/i,
          yes: [team(S)],
          no: [lead(E)],
          yesNot: [lead(E)],
          noNot: [step(S)],
        },
        {
          field: ["category"],
          op: ["not_equals"],
          value: /^complaints?$/i,
          yes: [lead(E)],
          no: [team(S)],
          yesNot: [step(S)],
          noNot: [lead(E)],
        },
      ],
    ],
    only: [K, Q, S, E, A],
  },
  {
    id: "w12",
    conditions: [
      [
        {
          field: ["company"],
          op: ["exists"],
          yes: [step(C)],
          no: [lead(E)],
          yesNot: [step(E)],
          noNot: [step(C)],
        },
      ],
    ],
    only: [Q, C, E],
    lacks: ["notify-team"],
  },
  {
    id: "w13",
    acts: [lead(S), team(E)],
    linear: true,
    only: [S, E],
    max: { [S]: 1, [E]: 1 },
  },
  {
    id: "w14",
    always: [step(A)],
    conditions: [
      [{ field: msg, op: ["contains"], value: /^price$/i, yes: [team(S)], no: "none" }],
    ],
    only: [A, Q, S],
  },
  {
    id: "w15",
    conditions: [
      [
        {
          field: ["email"],
          op: ["equals"],
          value: /^vip@bigclient\.com$/i,
          yes: [team(S)],
          no: [step(C)],
          yesNot: [step(C)],
          noNot: [step(S)],
        },
      ],
    ],
    only: [Q, S, C],
  },
  {
    id: "w16",
    acts: [step(F), step(I)],
    configs: [{ t: F, key: "format", value: /^text$/ }],
    conditions: [
      [{ field: ["total"], op: gt, value: /^10,?000$/, yes: [team(E)], no: "none" }],
    ],
    only: [F, I, Q, E],
    lacks: ["lead-message"],
  },
  {
    id: "w17",
    conditions: [
      [
        { field: ["status"], op: ["not_equals"], value: /^spam$/i, yes: [step(C)], no: "none" },
        { field: ["status"], op: ["equals"], value: /^spam$/i, yes: "none", no: [step(C)] },
      ],
    ],
    only: [Q, C],
  },
  // Unsupported: says that Slack and a calendar cannot be built; a team message instead is fine.
  { id: "w18", mentions: [/slack/i, /calendar/i], only: [E, S], lacks: ["lead-message"] },
  // Unsupported: no payment or printing step; a CRM entry or a team note instead is fine.
  {
    id: "w19",
    mentions: [/card|charg|payment/i, /label|print|ship/i],
    only: [C, E, S],
    lacks: ["lead-message"],
  },
  // Partly unsupported: the review request email to the customer, and it says the wait is not built.
  {
    id: "w20",
    acts: [lead(E)],
    mentions: [/wait|delay|three days|3 days|later/i],
    linear: true,
    only: [E],
  },
];
