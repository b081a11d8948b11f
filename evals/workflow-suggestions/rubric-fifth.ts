/**
 * A reviewer's reading of evals/blind-2026-12-03-suggestion-requests/automation-requests.json (25
 * requests written blind from the rendered /workflows page, a bare list of sentences), written by
 * the same person from the requests alone, before the composer was run on them and without reading
 * the suggestion code, its tests or any saved suggestion. score.ts names request i `r` and its
 * two-digit index (r00…r24), and this rubric follows that order.
 *
 * Each item checks what a reviewer who knows what the user asked would: the conditions (field,
 * operator, value), what runs on Yes and on No and what must not, the recipients (the lead's
 * {{email}}/{{phone}} or the team at the address or number the request types), and no step the
 * request did not ask for (`only`). The rules of rubric-fourth.ts hold here unchanged:
 * - "If A… If B… Otherwise…" is a true else: the otherwise-message only where neither check holds.
 * - What is said unconditionally ("always…", "no matter what", "and also…", "they get an email
 *   back… but ONLY if… a text") runs on every path (`every`).
 * - "do nothing", "Anything else, do nothing", "sonst nichts tun", "si no, no hagas nada": that
 *   branch holds no step ("none").
 * - Negations ("non contiene", "doesn't say"): the condition has no "does not contain", so the check
 *   is "contains" with the negated action on its No.
 * - A quoted phrase ("Termin absagen", "cita urgente") is the whole value, as written.
 * - "Sort … into X, Y, Z" / "classe … en …" is an AI Classifier with those categories, routed with
 *   `routes()`.
 * - Field names are the event's, in English, whatever language the request is in.
 * - What no step can do (Slack, Google Sheets, a schedule, a wait, a web hook, a Stripe trigger)
 *   must be named and said to be missing or substituted (`mentions` with `flagged`). A stand-in
 *   message to the team is accepted for Slack and Sheets; the CRM is accepted for Sheets.
 * And these, new in this set:
 * - A typed amount in another currency ("R$ 300", "€") may keep its symbol; the number is checked.
 * - "Under n": `less_than n`, or `greater_than` n−1/n−0.01/n with the branches swapped (exactly n
 *   is left open, as r21 of the fourth set left it).
 * - A misspelt keyword the request means ("a weddng") is checked as the word meant ("wedding"): a
 *   condition on the typo would never fire for the visitors the owner describes.
 * - A note on what cannot be built may be in the request's language: for the German wait (r13) a
 *   German negation ("nicht", "kein", "fehlt", "stattdessen") also counts as flagging it.
 * - A web hook to a bookings system (r14) is no CRM: neither the CRM nor a team to-do stands in,
 *   only the confirmation to the customer is built (as the fourth set's r11 allowed the CRM only
 *   because its API was a CRM's).
 * - A kind that gets nothing ("Spam: nothing", "Autre : ne fais rien") is no route: the routes are
 *   those of the kinds with actions, non-exhaustive, so no kind's steps may fall through to it.
 * - A Stripe trigger that cannot be built (r15) still builds the messages the request asks for.
 * - A workflow name given up front (r00, r23) is not checked: `judge` sees no name.
 *
 * Fixes after the first run: none.
 */
import type { Act, CondCheck, ItemCheck } from "./rubric";
import {
  F, I, E, S, C, K, A, Q, step, lead, team, anyTeam, anyLead, phone, mail, reply,
  flagged, msg, amount, category, gt, lt, contains, routes,
} from "./rubric-helpers";

/** A typed sum, with or without a currency sign and a thousands comma. */
const money = (...ns: (number | string)[]) =>
  new RegExp(
    `^(\\$|€|R\\$|US\\$)?\\s?(${ns
      .map((x) => (typeof x === "number" ? x.toLocaleString("en-US").replace(",", ",?") : x))
      .join("|")})(\\.0+)?\\s?(€|EUR|BRL|USD)?$`,
    "i",
  );

/** amount > n: `onOver` on Yes, `onUnder` on No; or amount < n (or n+1) with the branches swapped. */
function over(
  n: number,
  onOver: Act[] | "none",
  onUnder: Act[] | "none",
  notOver: Act[] = [],
  notUnder: Act[] = [],
): CondCheck[] {
  return [
    { field: amount, op: gt, value: money(n), yes: onOver, no: onUnder, yesNot: notOver, noNot: notUnder },
    { field: amount, op: lt, value: money(n, n + 1), yes: onUnder, no: onOver, yesNot: notUnder, noNot: notOver },
  ];
}

/** amount < n: `onUnder` on Yes, `onOver` on No; or amount > n−1, n−0.01 or n, branches swapped. */
function under(
  n: number,
  onUnder: Act[] | "none",
  onOver: Act[] | "none",
  notUnder: Act[] = [],
  notOver: Act[] = [],
): CondCheck[] {
  return [
    { field: amount, op: lt, value: money(n), yes: onUnder, no: onOver, yesNot: notUnder, noNot: notOver },
    {
      field: amount,
      op: gt,
      value: money(n, n - 1, `${n - 1}\\.99?`),
      yes: onOver,
      no: onUnder,
      yesNot: notOver,
      noNot: notUnder,
    },
  ];
}

/** `flagged`, or the same said in German. */
const flaggedDe = new RegExp(
  `${flagged.source}|\\b(nicht|kein\\w*|fehlt|ohne|stattdessen|manuell|ersetzt?)\\b`,
  "i",
);

// r01
const sympathy = team(E, mail("sympathy@bloomandstem.com"));
const orders = team(E, mail("orders@bloomandstem.com"));
// r03
const mirDe = team(S, phone("1712233445"));
// r04
const giulia = team(S, phone("3475551200"));
// r05
const training = team(E, mail("training@happytails.com"));
const kennel = team(E, mail("kennel@happytails.com"));
const frontdesk = team(E, mail("frontdesk@happytails.com"));
const puppy: CondCheck[] = [
  { field: msg, op: contains, value: /^pupp(y|ies)$/i, yes: [training], yesNot: [frontdesk, kennel] },
  {
    field: category,
    op: ["equals"],
    value: /^pupp(y|ies)( training)?$/i,
    yes: [training],
    yesNot: [frontdesk, kennel],
  },
];
const boarding: CondCheck[] = [
  { field: msg, op: contains, value: /^boarding$/i, yes: [kennel], yesNot: [frontdesk, training] },
  { field: category, op: ["equals"], value: /^boarding$/i, yes: [kennel], yesNot: [frontdesk, training] },
];
// r06
const rita = team(E, mail("rita@solarbright.com"));
// r07
const verkoop = team(E, mail("verkoop@schildersbedrijf.nl"));
const joost = team(S, phone("612345678"));
const hrNl = team(E, mail("hr@schildersbedrijf.nl"));
// r09
const summaryText = team(S, phone("5556007171"), { message: reply });
// r11
const kim = team(E, mail("kim@craftbox.shop"));
// r15
const meStripe = team(S, phone("5558184400"));
// r16
const mark = team(E, mail("mark@oakandiron.com"));
const bookkeeping = team(E, mail("bookkeeping@oakandiron.com"));
// r17
const dan = team(E, mail("dan@roofright.com"));
// r18
const meEs = team(S, phone("612987654"));
const clinica = team(E, mail("clinica@dentalsol.es"));
// r19
const sophie = team(S, phone("611223344"));
const reservationReply = lead(E, { body: reply });
// r20
const photographer = team(S, phone("5557203131"));
// r21
const logistica = team(E, mail("logistica@lojaverde.com.br"));
// r22
const ana = team(E, mail("ana@fixmybike.com"));
const workshop = team(S, phone("5552627000"));
// r24
const frontDeskSpa = team(S, phone("5559091234"));

export const rubric: ItemCheck[] = [
  // r00: linear, a confirmation email to the customer and a text to the owner's typed number.
  {
    id: "r00",
    acts: [lead(E), team(S, phone("5553102288"))],
    configs: [{ t: E, key: "body", value: /confirm|book|groom/i }],
    linear: true,
    only: [E, S],
    max: { [E]: 1, [S]: 1 },
  },
  // r01: contains "funeral": email sympathy@ only; otherwise email orders@ only. Nothing to the customer.
  {
    id: "r01",
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^funerals?$/i,
          yes: [sympathy],
          no: [orders],
          yesNot: [orders],
          noNot: [sympathy],
        },
      ],
    ],
    only: [Q, E],
    lacks: ["lead-message"],
    max: { [E]: 2 },
  },
  // r02: amount < 150: email the customer about the $150 delivery minimum; anything else: nothing.
  {
    id: "r02",
    conditions: [under(150, [lead(E)], "none")],
    configs: [{ t: E, key: "body", value: /minimum|\$\s?150|150/i }],
    only: [Q, E],
    lacks: ["notify-team"],
    max: { [E]: 1 },
  },
  // r03 (German): contains "Termin absagen" (the whole phrase): text me at the typed number; else nothing.
  {
    id: "r03",
    conditions: [
      [{ field: msg, op: contains, value: /^termin absagen$/i, yes: [mirDe], no: "none" }],
    ],
    only: [Q, S],
    lacks: ["lead-message"],
    max: { [S]: 1 },
  },
  // r04 (Italian): does not contain "preventivo": email the customer the catalogue link; otherwise
  // (it does) text Giulia. As "contains preventivo": the text on Yes, the email to the lead on No.
  {
    id: "r04",
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^preventiv[oi]$/i,
          yes: [giulia],
          no: [lead(E)],
          yesNot: [anyLead, step(E)],
          noNot: [step(S)],
        },
      ],
    ],
    configs: [{ t: E, key: "body", value: /catalog/i }],
    only: [Q, E, S],
    max: { [E]: 1, [S]: 1 },
  },
  // r05: puppy: training@; boarding: kennel@; otherwise (neither): frontdesk@, on the No of both.
  // Keyword checks or a classifier's categories; either order of the two checks.
  {
    id: "r05",
    acts: [training, kennel, frontdesk],
    conditions: [
      puppy,
      boarding,
      [
        ...[...puppy, ...boarding].map((c) => ({ ...c, no: [frontdesk] })),
        {
          field: category,
          op: ["equals"],
          value: /^(other|others|else|everything else|general)$/i,
          yes: [frontdesk],
          yesNot: [training, kennel],
        },
      ],
    ],
    only: [Q, E, K],
    lacks: ["lead-message"],
    max: { [E]: 3 },
  },
  // r06: the CRM for every customer; order total > 2,500 also emails Rita, and only then.
  {
    id: "r06",
    acts: [step(C), rita],
    every: [step(C)],
    conditions: [over(2500, [rita], [], [], [rita])],
    only: [C, Q, E],
    lacks: ["lead-message"],
    max: { [E]: 1, [C]: 2 },
  },
  // r07 (Dutch): classifier offerte/klacht/sollicitatie (or their English), each kind's message on
  // its own branch; klacht is a text to Joost's typed number.
  {
    id: "r07",
    acts: [step(K)],
    configs: [
      {
        t: K,
        key: "categories",
        value: /(?=.*(offerte|quote))(?=.*(klacht|complaint))(?=.*(sollicitatie|application))/i,
      },
    ],
    order: [[step(K), step(Q)]],
    conditions: routes(
      [
        { value: /^(offertes?|offerteaanvra(ag|gen)|quotes?|quote requests?)$/i, acts: [verkoop], own: [verkoop] },
        { value: /^(klacht(en)?|complaints?)$/i, acts: [joost], own: [joost] },
        { value: /^(sollicitaties?|(job )?applications?)$/i, acts: [hrNl], own: [hrNl] },
      ],
      true,
    ),
    only: [K, Q, E, S],
    lacks: ["lead-message"],
    max: { [E]: 2, [S]: 1 },
  },
  // r08: linear: AI Intake writes the reply, emailed to the enquirer with {{reply}}; the CRM.
  {
    id: "r08",
    acts: [step(A), lead(E, { body: reply }), step(C)],
    order: [[step(A), lead(E)]],
    linear: true,
    only: [A, E, C],
    lacks: ["notify-team"],
    max: { [A]: 1, [E]: 1, [C]: 1 },
  },
  // r09: linear: AI Intake told to summarise, its output texted to the owner's typed number.
  {
    id: "r09",
    acts: [step(A), summaryText],
    configs: [{ t: A, key: "prompt", value: /summar|sum up/i }],
    order: [[step(A), team(S)]],
    linear: true,
    only: [A, S],
    lacks: ["lead-message"],
    max: { [A]: 1, [S]: 1 },
  },
  // r10: no Slack step: named and said; the CRM part is built; a team email or text may stand in.
  {
    id: "r10",
    acts: [step(C)],
    mentions: [/slack|channel/i, flagged],
    linear: true,
    only: [C, E, S],
    lacks: ["lead-message"],
    max: { [C]: 1, [E]: 1, [S]: 1 },
  },
  // r11: amount > 1000: email Kim; no Google Sheets step (named and said; the CRM or a team email may
  // stand in, on Yes); nothing at all under it.
  {
    id: "r11",
    acts: [kim],
    mentions: [/sheet|spreadsheet/i, flagged],
    conditions: [over(1000, [kim], "none")],
    only: [Q, E, C],
    lacks: ["lead-message"],
    max: { [E]: 2, [C]: 1 },
  },
  // r12: no schedule and no count of many events: said; at most the text to the owner.
  {
    id: "r12",
    mentions: [/schedul|morning|8 ?am|daily|every day|overnight|time-based|timer|cron|recurr/i, flagged],
    linear: true,
    only: [S],
    lacks: ["lead-message"],
    max: { [S]: 1 },
  },
  // r13 (German): no wait step: said (in English or German); the review email to the customer is optional.
  {
    id: "r13",
    mentions: [/wait|warte|delay|verzög|later|später|3 days|three days|3 tage|drei tage|schedul/i, flaggedDe],
    linear: true,
    only: [E],
    lacks: ["notify-team"],
    max: { [E]: 1 },
  },
  // r14: no web hook call: named and said; the confirmation email to the customer is built, nothing else.
  {
    id: "r14",
    acts: [lead(E)],
    mentions: [/web ?hook|\bapi\b|http|web request|tourdesk/i, flagged],
    linear: true,
    only: [E],
    lacks: ["notify-team"],
    max: { [E]: 1 },
  },
  // r15: no Stripe trigger: named and said; the card-update email to the customer and the text to
  // the owner's typed number are built.
  {
    id: "r15",
    acts: [lead(E), meStripe],
    configs: [{ t: E, key: "body", value: /card|payment/i }],
    mentions: [/stripe/i, flagged],
    linear: true,
    only: [E, S],
    max: { [E]: 1, [S]: 1 },
  },
  // r16: a text-mode File Processor, the Invoice Extractor, then total > 3000: email Mark only;
  // else bookkeeping@ only.
  {
    id: "r16",
    acts: [step(F), step(I)],
    configs: [{ t: F, key: "format", value: /^text$/ }],
    order: [[step(F), step(I), step(Q)]],
    conditions: [over(3000, [mark], [bookkeeping], [bookkeeping], [mark])],
    only: [F, I, Q, E],
    lacks: ["lead-message"],
    max: { [E]: 2, [F]: 1, [I]: 1 },
  },
  // r17: budget < 500: text the customer that small jobs are booked up; if not: CRM and email Dan.
  {
    id: "r17",
    conditions: [
      under(500, [lead(S)], [step(C), dan], [step(C), anyTeam], [anyLead, step(S)]),
    ],
    configs: [{ t: S, key: "message", value: /book|small job/i }],
    only: [Q, S, C, E],
    max: { [S]: 1, [E]: 1, [C]: 1 },
  },
  // r18 (Spanish): contains "cita urgente" (the whole phrase): text me and email the clinic; else nothing.
  {
    id: "r18",
    conditions: [
      [{ field: msg, op: contains, value: /^cita urgente$/i, yes: [meEs, clinica], no: "none" }],
    ],
    only: [Q, S, E],
    lacks: ["lead-message"],
    max: { [S]: 1, [E]: 1 },
  },
  // r19 (French): classifier réservation/annulation(/autre); réservation: AI reply emailed to the
  // client; annulation: text Sophie only; autre: nothing.
  {
    id: "r19",
    acts: [step(K)],
    configs: [
      { t: K, key: "categories", value: /(?=.*(r[ée]servation|booking))(?=.*(annulation|cancel))/i },
    ],
    order: [
      [step(K), step(Q)],
      [step(A), reservationReply],
    ],
    conditions: routes(
      [
        {
          value: /^(r[ée]servations?|bookings?)$/i,
          acts: [step(A), reservationReply],
          own: [step(A), anyLead],
        },
        { value: /^(annulations?|cancell?ations?)$/i, acts: [sophie], own: [step(S)] },
      ],
      false,
    ),
    only: [K, Q, A, E, S],
    max: { [A]: 1, [E]: 1, [S]: 1 },
  },
  // r20: the thank-you email ("within 48 hrs") to every enquirer; a text to the owner only when the
  // message contains "wedding" (the typo meant); no CRM.
  {
    id: "r20",
    acts: [lead(E), photographer],
    every: [lead(E)],
    configs: [{ t: E, key: "body", value: /48/ }],
    conditions: [
      [{ field: msg, op: contains, value: /^weddings?$/i, yes: [photographer], noNot: [step(S)] }],
    ],
    only: [E, Q, S],
    lacks: [C],
    max: { [E]: 2, [S]: 1 },
  },
  // r21 (Portuguese): amount > 300: text the customer that shipping is free; otherwise email logistica@.
  {
    id: "r21",
    conditions: [over(300, [lead(S)], [logistica], [step(E)], [step(S)])],
    configs: [{ t: S, key: "message", value: /frete|gr[áa]tis|free|shipping/i }],
    only: [Q, S, E],
    max: { [S]: 1, [E]: 1 },
  },
  // r22: classifier sales/repair/spam; sales: CRM and email Ana; repair: text the workshop; spam: nothing.
  {
    id: "r22",
    acts: [step(K)],
    configs: [{ t: K, key: "categories", value: /(?=.*sales)(?=.*repair)(?=.*spam)/i }],
    order: [[step(K), step(Q)]],
    conditions: routes(
      [
        { value: /^sales?$/i, acts: [step(C), ana], own: [step(C), ana] },
        { value: /^repairs?$/i, acts: [workshop], own: [workshop] },
      ],
      false,
    ),
    only: [K, Q, C, E, S],
    lacks: ["lead-message"],
    max: { [E]: 1, [S]: 1, [C]: 1 },
  },
  // r23: the CRM for every lead; message contains "financing": an AI reply about financing emailed
  // to the lead; otherwise nothing else.
  {
    id: "r23",
    acts: [step(C), step(A), lead(E, { body: reply })],
    every: [step(C)],
    configs: [{ t: A, key: "prompt", value: /financ/i }],
    order: [[step(A), lead(E)]],
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^financ(e|ing)$/i,
          yes: [step(A), lead(E, { body: reply })],
          noNot: [step(A), anyLead, anyTeam],
        },
      ],
    ],
    only: [C, Q, A, E],
    lacks: ["notify-team"],
    max: { [A]: 1, [E]: 1, [C]: 2 },
  },
  // r24: does not say "cancel": text the front desk; it does: email the client the rebooking link.
  // As "contains cancel": the email to the lead on Yes, the text on No.
  {
    id: "r24",
    conditions: [
      [
        {
          field: msg,
          op: contains,
          value: /^cancel$/i,
          yes: [lead(E)],
          no: [frontDeskSpa],
          yesNot: [step(S), anyTeam],
          noNot: [step(E), anyLead],
        },
      ],
    ],
    configs: [{ t: E, key: "body", value: /book\.lunaspa\.com/i }],
    only: [Q, E, S],
    max: { [E]: 1, [S]: 1 },
  },
];
