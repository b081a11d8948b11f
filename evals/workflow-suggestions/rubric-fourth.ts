/**
 * A reviewer's reading of evals/blind-2026-12-02-suggestion-requests/automation-requests.json (25
 * requests written blind by a stranger, a bare list of sentences, never edited), written from the
 * requests and the set's README alone, before the composer was run on them and without reading
 * the suggestion code or the suggestions saved beside the set. The list has no ids: score.ts names
 * request i `r` and its two-digit index (r00…r24), and this rubric follows that order.
 *
 * Each item checks what a reviewer who knows what the user asked would: the conditions (field,
 * operator, value), what runs on Yes and on No and what must not, the recipients (the lead's
 * {{email}}/{{phone}} or the team at the address or number the request types), and no step the
 * request did not ask for (`only`). The same rules as rubric-third.ts, and these for this set:
 * - "If A… If B… Otherwise…" is a true else: the otherwise-message only on the No of both checks.
 * - What the request says unconditionally ("email me, and also if…", "email the customer a
 *   reminder and text the team, but only text the team if…") runs on every path (`every`): before
 *   the check, or on both of its branches.
 * - "do nothing", "ignore it", "ne fais rien": that branch holds no step ("none").
 * - Negations ("does not mention", "nicht erwähnt", "ne mentionne pas"): the palette's condition
 *   has no "does not contain", so the check is "contains" with the negated action on its No.
 * - A quoted phrase ('gâteau de mariage') is the whole value, as written (accent included).
 * - "Sort … by kind: X, Y, Z" and "Classify into…" are an AI Classifier with those categories,
 *   routed with `routes()`.
 * - "do not contact the parent": no message to the lead at all.
 * - Field names are the event's, in English, whatever language the request is in (the sample
 *   event carries `amount`, not `importe`); close synonyms count, as in rubric-third.ts.
 * - What no step can do (Google Sheets, Slack, a web API call, a schedule, a wait, a Stripe
 *   trigger, QuickBooks) must be named and said to be missing or substituted (`mentions` with
 *   `flagged`). A stand-in message to the team is accepted where the request's aim is to tell
 *   someone (Slack, Sheets, QuickBooks), as rubric-third.ts accepted it for Slack; the CRM is
 *   accepted as a stand-in for a sheet of contacts and for a CRM's own web API (both keep the
 *   contact), never for QuickBooks.
 * - A summary "with AI" (r16): the AI Intake takes a prompt, so the palette can build it; a fair
 *   reviewer expects the AI Intake told to summarise, and its output (`{{reply}}`) in the email to
 *   the team at the typed address. A flow that only says it cannot summarise is under-built.
 * - A reply "with our FAQ link" (r22) may go by email or text, so the route checks a message to
 *   the customer on the question branch, not the words of it (one config key cannot cover both).
 *
 * Fixes after the first run: none.
 */
import type { Act, CondCheck, ItemCheck } from "./rubric";
import {
  E, S, C, K, A, Q, step, lead, team, anyTeam, anyLead, phone, mail, reply, flagged, msg, amount,
  category, gt, lt, contains, routes,
} from "./rubric-helpers";

/** amount > n: `over` on Yes, `under` on No; or amount < n (or n+1) with the branches swapped. */
function over(
  n: number,
  onOver: Act[] | "none",
  onUnder: Act[] | "none",
  notOver: Act[] = [],
  notUnder: Act[] = [],
): CondCheck[] {
  const money = (...ns: number[]) =>
    new RegExp(
      `^\\$?(${ns.map((x) => x.toLocaleString("en-US").replace(",", ",?")).join("|")})(\\.0+)?$`,
    );
  return [
    {
      field: amount,
      op: gt,
      value: money(n),
      yes: onOver,
      no: onUnder,
      yesNot: notOver,
      noNot: notUnder,
    },
    {
      field: amount,
      op: lt,
      value: money(n, n + 1),
      yes: onUnder,
      no: onOver,
      yesNot: notUnder,
      noNot: notOver,
    },
  ];
}

// r01
const dave = team(S, phone("5557771212"));
const office = team(E, mail("office@quickfixplumbing.com"));
// r03
const shopOwner = team(E, mail("owner@shopco.com"));
// r04
const jo = team(E, mail("jo@agency.io"));
const supportSms = team(S, phone("7700900123"));
const accounts = team(E, mail("accounts@agency.io"));
// r05
const meSchool = team(E, mail("me@school.edu"));
const principal = team(S, phone("5553004000"));
// r06
const patron = team(E, mail("patron@boulangerie.fr"));
const claire = team(S, phone("612345678"));
// r07
const ventas = team(E, mail("ventas@tienda.es"));
const luis = team(S, phone("612345678"));
// r08
const praxis = team(E, mail("praxis@zahnarzt.de"));
const weber = team(S, phone("1512345678"));
// r15
const priya = team(E, mail("priya@studio.co"));
const r15Amount: CondCheck = {
  field: amount,
  op: gt,
  value: /^\$?5,?000(\.0+)?$/,
  no: "none",
};
const r15Website: CondCheck = { field: msg, op: contains, value: /^websites?$/i, no: "none" };
// r17
const sam = team(E, mail("sam@agency.io"));
const hr = team(E, mail("hr@agency.io"));
const meAgency = team(E, mail("me@agency.io"));
const pricing: CondCheck[] = [
  { field: msg, op: contains, value: /^pricing$/i, yes: [sam], yesNot: [meAgency] },
  { field: category, op: ["equals"], value: /^pricing$/i, yes: [sam], yesNot: [meAgency] },
];
const jobOpening: CondCheck[] = [
  { field: msg, op: contains, value: /^(a )?job( openings?)?$/i, yes: [hr], yesNot: [meAgency] },
  { field: category, op: ["equals"], value: /^job( openings?)?$/i, yes: [hr], yesNot: [meAgency] },
];
// r22
const tom = team(S, phone("5554040404"));
const marketing = team(E, mail("marketing@cafe.com"));
// r24
const devis = team(E, mail("devis@plomberie.fr"));
const moi = team(S, phone("700000000"));

export const rubric: ItemCheck[] = [
  // r00: linear, a text to the owner's typed number and an email to Maria; nothing to the patient.
  {
    id: "r00",
    acts: [team(S, phone("5552013344")), team(E, mail("maria@brightsmile.com"))],
    linear: true,
    only: [S, E],
    lacks: ["lead-message"],
    max: { [S]: 1, [E]: 1 },
  },
  // r01: message contains "emergency": text Dave only; otherwise email the office only.
  {
    id: "r01",
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^emergency$/i,
          yes: [dave],
          no: [office],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    only: [Q, S, E],
    lacks: ["lead-message"],
    max: { [S]: 1, [E]: 1 },
  },
  // r02: amount > 500: email team@shopco.com; otherwise nothing at all.
  {
    id: "r02",
    conditions: [over(500, [team(E, mail("team@shopco.com"))], "none")],
    only: [Q, E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // r03: mentions refund: email the owner (not the customer); does not: a thank-you to the customer.
  {
    id: "r03",
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^refunds?$/i,
          yes: [shopOwner],
          no: [lead(E)],
          yesNot: [anyLead],
          noNot: [anyTeam],
        },
      ],
    ],
    configs: [{ t: E, key: "body", value: /thank/i }],
    only: [Q, E],
    max: { [E]: 2 },
  },
  // r04: classifier sales/support/billing, each kind's message on its own branch; support is a text
  // to the typed UK number (a team number, not the customer's).
  {
    id: "r04",
    acts: [step(K)],
    configs: [{ t: K, key: "categories", value: /(?=.*sales)(?=.*support)(?=.*billing)/i }],
    order: [[step(K), step(Q)]],
    conditions: routes(
      [
        { value: /^sales$/i, acts: [jo], own: [jo] },
        { value: /^support$/i, acts: [supportSms], own: [supportSms] },
        { value: /^billing$/i, acts: [accounts], own: [accounts] },
      ],
      true,
    ),
    only: [K, Q, E, S],
    lacks: ["lead-message"],
    max: { [E]: 2, [S]: 1 },
  },
  // r05: the email to me@school.edu for every lead; amount > 1000 also texts the principal.
  {
    id: "r05",
    acts: [meSchool, principal],
    every: [meSchool],
    conditions: [over(1000, [principal], [], [], [step(S)])],
    only: [E, Q, S],
    lacks: ["lead-message"],
    max: { [S]: 1, [E]: 2 },
  },
  // r06 (French): the email to patron@ for every client; message contains 'gâteau de mariage' (the
  // whole phrase) also texts Claire.
  {
    id: "r06",
    acts: [patron, claire],
    every: [patron],
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^gâteau de mariage$/i,
          yes: [claire],
          noNot: [step(S)],
        },
      ],
    ],
    only: [E, Q, S],
    lacks: ["lead-message"],
    max: { [S]: 1, [E]: 2 },
  },
  // r07 (Spanish): amount > 200: email ventas@ only; otherwise text Luis only.
  {
    id: "r07",
    conditions: [over(200, [ventas], [luis], [step(S)], [step(E)])],
    only: [Q, E, S],
    lacks: ["lead-message"],
    max: { [E]: 1, [S]: 1 },
  },
  // r08 (German): does not mention Notfall: email the practice; otherwise (it does) text Dr. Weber.
  // As "contains Notfall", the text is on Yes and the email on No.
  {
    id: "r08",
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^notfall$/i,
          yes: [weber],
          no: [praxis],
          yesNot: [step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    only: [Q, E, S],
    lacks: ["lead-message"],
    max: { [E]: 1, [S]: 1 },
  },
  // r09: no Google Sheets step: named and said; the CRM or a team email may stand in.
  {
    id: "r09",
    mentions: [/sheet|spreadsheet/i, flagged],
    linear: true,
    only: [C, E],
    lacks: ["lead-message"],
    max: { [E]: 1, [C]: 1 },
  },
  // r10: no Slack step: named and said; a team email or text may stand in.
  {
    id: "r10",
    mentions: [/slack|channel/i, flagged],
    linear: true,
    only: [E, S],
    lacks: ["lead-message"],
    max: { [E]: 1, [S]: 1 },
  },
  // r11: no web API call: named and said; the CRM Update may stand in for creating the contact.
  {
    id: "r11",
    mentions: [/\bapi\b|web ?hook|http|web request|mycrm/i, flagged],
    linear: true,
    only: [C],
    max: { [C]: 1 },
  },
  // r12: linear, one email to the lead confirming the request was received.
  {
    id: "r12",
    acts: [lead(E)],
    configs: [{ t: E, key: "body", value: /receiv|got your|confirm/i }],
    linear: true,
    only: [E],
    lacks: ["notify-team"],
    max: { [E]: 1 },
  },
  // r13: one text to the owner's typed number.
  {
    id: "r13",
    acts: [team(S, phone("5558889999"))],
    linear: true,
    only: [S],
    lacks: ["lead-message"],
    max: { [S]: 1 },
  },
  // r14: no schedule (and no summary of many events): said; at most the email to the boss.
  {
    id: "r14",
    mentions: [/schedul|monday|weekly|every week|recurr|cron|timer|time-based|9 ?am/i, flagged],
    linear: true,
    only: [E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // r15: AND: amount > 5000 and message contains "website", chained either way; Priya only when
  // both hold, nothing when either fails.
  {
    id: "r15",
    acts: [priya],
    conditions: [
      [
        { ...r15Amount, yesCond: [{ ...r15Website, yes: [priya] }] },
        { ...r15Website, yesCond: [{ ...r15Amount, yes: [priya] }] },
      ],
    ],
    only: [Q, E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // r16: the AI Intake told to summarise, its reply in the email to hello@studio.co.
  {
    id: "r16",
    acts: [step(A), team(E, mail("hello@studio.co"), { body: reply })],
    configs: [{ t: A, key: "prompt", value: /summar|sum up/i }],
    order: [[step(A), team(E)]],
    linear: true,
    only: [A, E],
    lacks: ["lead-message"],
    max: { [A]: 1, [E]: 1 },
  },
  // r17: pricing: sam@; job opening: hr@; otherwise (neither): me@, on the No of both checks.
  // Keyword checks or a classifier's categories; either order of the two checks.
  {
    id: "r17",
    acts: [sam, hr, meAgency],
    conditions: [
      pricing,
      jobOpening,
      [
        ...[...pricing, ...jobOpening].map((c) => ({ ...c, no: [meAgency] })),
        {
          field: category,
          op: ["equals"],
          value: /^(other|others|else|everything else|general)$/i,
          yes: [meAgency],
          yesNot: [sam, hr],
        },
      ],
    ],
    only: [Q, E, K],
    lacks: ["lead-message"],
    max: { [E]: 3 },
  },
  // r18: the reminder email to the customer for every booking; the team text only when the message
  // contains "urgent".
  {
    id: "r18",
    acts: [lead(E), team(S, phone("5551112222"))],
    every: [lead(E)],
    configs: [{ t: E, key: "body", value: /remind|booking|appointment/i }],
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^urgent$/i,
          yes: [team(S, phone("5551112222"))],
          noNot: [step(S)],
        },
      ],
    ],
    only: [E, Q, S],
    max: { [S]: 1, [E]: 2 },
  },
  // r19: no wait step: said; the follow-up email to the lead is optional.
  {
    id: "r19",
    mentions: [/wait|delay|later|2 days|two days|schedul/i, flagged],
    linear: true,
    only: [E],
    lacks: ["notify-team"],
    max: { [E]: 1 },
  },
  // r20: one email to admissions; no message to the parent at all.
  {
    id: "r20",
    acts: [team(E, mail("admissions@littleoaks.edu"))],
    linear: true,
    only: [E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // r21: amount under 100: nothing; over 100: email finance@. Exactly 100 is left open.
  {
    id: "r21",
    conditions: [
      [
        ...over(100, [team(E, mail("finance@shopco.com"))], "none"),
        {
          field: amount,
          op: gt,
          value: /^\$?99(\.99?)?$/,
          yes: [team(E, mail("finance@shopco.com"))],
          no: "none",
        },
      ],
    ],
    only: [Q, E],
    lacks: ["lead-message"],
    max: { [E]: 1 },
  },
  // r22: classifier complaint/compliment/question; complaint: text Tom; compliment: email
  // marketing@; question: a reply to the customer (email or text, an AI Intake may write it).
  {
    id: "r22",
    acts: [step(K)],
    configs: [{ t: K, key: "categories", value: /(?=.*complain)(?=.*compliment)(?=.*question)/i }],
    order: [[step(K), step(Q)]],
    conditions: routes(
      [
        { value: /^complaints?$/i, acts: [tom], own: [tom] },
        { value: /^compliments?$/i, acts: [marketing], own: [marketing] },
        { value: /^questions?$/i, acts: [anyLead], own: [anyLead] },
      ],
      true,
    ),
    only: [K, Q, S, E, A],
    max: { [S]: 2, [E]: 2, [A]: 1 },
  },
  // r23: no Stripe trigger and no QuickBooks step: both named and said; the thank-you text to the
  // customer is built; a team email may stand in for QuickBooks, the CRM may not.
  {
    id: "r23",
    acts: [lead(S)],
    mentions: [/stripe/i, /quickbooks|accounting|bookkeep/i, flagged],
    linear: true,
    only: [S, E],
    lacks: ["lead-email"],
    max: { [S]: 1, [E]: 1 },
  },
  // r24 (French): does not mention 'devis': nothing; otherwise (it does) email devis@ and text me.
  {
    id: "r24",
    conditions: [[{ field: msg, op: contains, value: /^devis$/i, yes: [devis, moi], no: "none" }]],
    only: [Q, E, S],
    lacks: ["lead-message"],
    max: { [E]: 1, [S]: 1 },
  },
];
