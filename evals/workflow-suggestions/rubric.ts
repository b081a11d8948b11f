/**
 * A reviewer's reading of evals/blind-2026-11-25/automation-requests.json, written as checks on
 * a suggested graph (the blind file holds prose; this file turns each item's expected trigger,
 * conditions, branches and recipients into something a script can apply the same way every
 * time). A suggestion is judged right when every check of its item holds. Where the blind notes
 * accept alternatives (a classifier or a keyword condition, either order) the check accepts them.
 */
export type Who = "lead" | "team";
/**
 * A step by template id and, for a message, who it goes to. Also: "notify-team" (an email or
 * text to the team), "lead-message" (an email or text to the lead), "team-sms", "lead-email".
 */
export type Act = {
  t: string;
  to?: Who;
  /** Config values the step must match, by key (e.g. `to`: a typed address or number). */
  with?: Record<string, RegExp>;
};
export type CondCheck = {
  field: string[];
  op: string[];
  value?: RegExp;
  /** Steps that must run on the branch (anywhere downstream of it). "none": nothing on it. */
  yes?: Act[] | "none";
  no?: Act[] | "none";
  /** Steps that must not run on the branch. */
  yesNot?: Act[];
  noNot?: Act[];
  /** A condition step on the Yes branch meets one of these (two conditions that must both hold). */
  yesCond?: CondCheck[];
};
export type ItemCheck = {
  id: string;
  /** Steps that must run whatever the conditions decide. */
  always?: Act[];
  /**
   * Steps on every path from the trigger to an end: before the conditions, or on each branch
   * (a looser `always`).
   */
  every?: Act[];
  /** Each list's steps run in this order: a step of each reaches a step of the next. */
  order?: Act[][];
  /** Steps that must appear somewhere. */
  acts?: Act[];
  /** Step types that must not appear, or appear at most `max` times. */
  lacks?: string[];
  max?: Record<string, number>;
  /** Every one of these must be met by some condition step (any one of the alternatives). */
  conditions?: CondCheck[][];
  /** No condition step at all. */
  linear?: boolean;
  /** The only step types allowed besides the trigger: any other is an invented step. */
  only?: string[];
  /** Some step of type `t` has config `key` matching `value`. */
  configs?: { t: string; key: string; value: RegExp }[];
  /**
   * What the suggestion says besides its steps (its description and any notes on what cannot
   * be built) matches each of these: a request the palette cannot fully build must say so.
   */
  mentions?: RegExp[];
};

const lead = (t: string): Act => ({ t, to: "lead" });
const team = (t: string): Act => ({ t, to: "team" });
const step = (t: string): Act => ({ t });
const E = "email-sender";
const S = "sms-alert";
const C = "crm-update";
const msg = ["message"];
const gt = ["greater_than"];

export const rubric: ItemCheck[] = [
  { id: "w01", acts: [lead(E), step(C)], linear: true },
  {
    id: "w02",
    conditions: [[{ field: msg, op: ["contains"], value: /^urgent$/i, yes: [team(S)], no: "none" }]],
    lacks: [E],
  },
  {
    id: "w03",
    acts: [step("ai-classifier")],
    conditions: [
      [{ field: ["category"], op: ["equals"], value: /^sales$/i, yes: [team(S)], noNot: [team(S)] }],
    ],
  },
  {
    id: "w04",
    acts: [step("invoice-extractor")],
    conditions: [
      [{ field: ["total"], op: gt, value: /^1,?000$/, yes: [team(E)], no: [team(E)] }],
    ],
  },
  { id: "w05", acts: [step("ai-responder"), lead(E), team(S), step(C)], linear: true },
  { id: "w06", acts: [lead(S)], lacks: [E], linear: true },
  {
    id: "w07",
    conditions: [[{ field: ["phone"], op: ["exists"], yes: [lead(S)], no: [lead(E)] }]],
  },
  {
    id: "w08",
    always: [step("ai-responder"), lead(E)],
    conditions: [[{ field: msg, op: ["contains"], value: /^refunds?$/i, yes: [team(E)] }]],
  },
  {
    id: "w09",
    acts: [step("invoice-extractor")],
    conditions: [
      [{ field: ["total"], op: gt, value: /^5,?000$/, yes: [team(S)], yesNot: [team(E)], no: [team(E)] }],
      [{ field: ["total"], op: gt, value: /^1,?000$/, yes: [team(E)], no: "none" }],
    ],
  },
  {
    id: "w10",
    conditions: [
      [{ field: ["company"], op: ["exists"], yes: [step(C), team(S)] }],
      [{ field: msg, op: ["contains"], value: /^quote$/i, yes: [lead(E)] }],
    ],
  },
  {
    id: "w11",
    conditions: [
      [
        { field: ["category"], op: ["equals"], value: /important|urgent/i, yes: [{ t: "notify-team" }] },
        { field: msg, op: ["contains"], value: /important|urgent/i, yes: [{ t: "notify-team" }] },
      ],
    ],
    lacks: ["lead-message"],
  },
  { id: "w12", acts: [step("invoice-extractor"), team(E)], lacks: [C] },
  {
    id: "w13",
    acts: [step("ai-classifier")],
    conditions: [
      [{ field: ["category"], op: ["equals"], value: /qualified|hot|good/i, yes: [step(C)], noNot: [step(C)] }],
    ],
    lacks: ["lead-message"],
  },
  { id: "w14", acts: [step("file-processor"), step("ai-responder"), team(E)], lacks: ["lead-message"] },
  {
    id: "w15",
    conditions: [
      [
        {
          field: msg,
          op: ["equals"],
          value: /^cancel$/i,
          yes: [lead(E), team(S)],
          no: [step("ai-responder"), lead(E)],
          yesNot: [step("ai-responder")],
        },
      ],
    ],
  },
  { id: "w16", acts: [lead(S), team(E)], lacks: ["team-sms", "lead-email"], linear: true },
  {
    id: "w17",
    always: [step(C)],
    conditions: [[{ field: ["budget"], op: gt, value: /^10,?000$/, yes: [team(S)], no: [team(E)] }]],
  },
  {
    id: "w18",
    conditions: [
      [{ field: msg, op: ["contains"], value: /^bad$/i, yes: [team(S)] }],
      [{ field: msg, op: ["contains"], value: /^terrible$/i, yes: [team(S)] }],
    ],
  },
  {
    id: "w19",
    acts: [step("ai-classifier")],
    conditions: [
      [{ field: ["category"], op: ["equals"], value: /^urgent$/i, yes: [team(S)], no: [team(E)] }],
    ],
    lacks: ["lead-message"],
  },
  { id: "w20", acts: [step("file-processor"), step("invoice-extractor"), team(E)], linear: true },
  { id: "w21", acts: [lead(E), team(E)], linear: true },
  { id: "w22", lacks: [C, "condition"], max: { [E]: 1, [S]: 1 } },
  {
    id: "w23",
    conditions: [
      [{ field: ["email"], op: ["exists"], yes: [step(C)], noNot: [step(C)] }],
      [{ field: msg, op: ["contains"], value: /^demo$/i, yes: [team(S)] }],
    ],
  },
  {
    id: "w24",
    acts: [step("ai-classifier")],
    conditions: [
      [{ field: ["category"], op: ["equals"], value: /^billing$/i, yes: [team(E)] }],
      [{ field: ["category"], op: ["equals"], value: /^support$/i, yes: [team(E)], no: [team(S)] }],
    ],
  },
  { id: "w25", acts: [lead(E)], lacks: [S, C], linear: true },
  {
    id: "w26",
    acts: [step("invoice-extractor")],
    conditions: [
      [
        { field: ["total"], op: ["less_than"], value: /^50$/, yes: "none", no: [step(C), team(E)] },
        { field: ["total"], op: gt, value: /^49(\.99)?$|^50$/, yes: [step(C), team(E)], no: "none" },
      ],
    ],
  },
  {
    id: "w27",
    conditions: [
      [
        {
          field: msg,
          op: ["contains"],
          value: /human|person/i,
          yes: [team(S)],
          yesNot: [step("ai-responder")],
          no: [step("ai-responder"), lead(E)],
        },
      ],
    ],
  },
  { id: "w28", acts: [lead(S)], linear: true },
  {
    id: "w29",
    conditions: [
      [{ field: ["total", "amount"], op: gt, value: /^2,?000$/, no: [lead(E)], noNot: [team(S)] }],
      [{ field: ["company"], op: ["exists"], yes: [team(S), step(C)] }],
    ],
  },
];
