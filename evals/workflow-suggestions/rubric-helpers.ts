/**
 * What the rubrics of the blind automation sets share: the palette's step names, how a message to
 * the lead or the team is described, how a typed contact is matched, the field names a reviewer
 * accepts as the same field, and classifier routing.
 */
import type { Act, CondCheck } from "./rubric";

export const F = "file-processor";
export const I = "invoice-extractor";
export const E = "email-sender";
export const S = "sms-alert";
export const C = "crm-update";
export const K = "ai-classifier";
export const A = "ai-responder";
export const Q = "condition";

export const step = (t: string): Act => ({ t });
export const lead = (t: string, config?: Record<string, RegExp>): Act =>
  config ? { t, to: "lead", with: config } : { t, to: "lead" };
/** A message to the team; `to`, when the request types an address or number, is that one. */
export const team = (t: string, to?: RegExp, config?: Record<string, RegExp>): Act =>
  to ? { t, to: "team", with: { to, ...config } } : { t, to: "team" };
export const anyTeam: Act = { t: "notify-team" };
export const anyLead: Act = { t: "lead-message" };

/** A typed number, whatever its spacing, dashes, brackets or country prefix. */
export const phone = (digits: string) => new RegExp(`${digits.split("").join("\\D*")}(?!\\d)`);
/** A typed address, exactly. */
export const mail = (address: string) => new RegExp(`^${address.replace(/\./g, "\\.")}$`, "i");
/** A text that inserts every one of these fields ({{name}}…). */
export const inserts = (...fields: string[]) =>
  new RegExp(fields.map((f) => `(?=[\\s\\S]*\\{\\{\\s*${f}\\s*\\}\\})`).join(""));
export const reply = inserts("reply");
/** Says that something is missing, not built or stood in for. */
export const flagged =
  /\b(no|not|cannot|without)\b|n't|missing|unsupported|unavailable|instead|substitut|replac|manual|outside/i;

export const msg = ["message", "text", "body", "content"];
export const amount = [
  "amount",
  "total",
  "value",
  "price",
  "budget",
  "orderTotal",
  "order_total",
  "orderAmount",
  "order_amount",
];
export const category = ["category"];
export const gt = ["greater_than"];
export const lt = ["less_than"];
export const contains = ["contains"];

export type Route = { value: RegExp; acts: Act[]; own: Act[] };
/**
 * Classifier routing: each category's steps (`acts`) on its own branch and its `own` steps on no
 * other. "category equals X" or "does not equal X" with the branches swapped; when the categories
 * are `exhaustive` (every message is one of them), the last one may instead be the No branch of
 * another category's condition.
 */
export function routes(list: Route[], exhaustive: boolean): CondCheck[][] {
  return list.map((r) => {
    const others = list.filter((o) => o !== r).flatMap((o) => o.own);
    const alternatives: CondCheck[] = [
      {
        field: category,
        op: ["equals"],
        value: r.value,
        yes: r.acts,
        yesNot: others,
        noNot: r.own,
      },
      {
        field: category,
        op: ["not_equals"],
        value: r.value,
        no: r.acts,
        noNot: others,
        yesNot: r.own,
      },
    ];
    if (exhaustive) {
      for (const o of list.filter((x) => x !== r)) {
        alternatives.push(
          { field: category, op: ["equals"], value: o.value, no: r.acts, noNot: others },
          { field: category, op: ["not_equals"], value: o.value, yes: r.acts, yesNot: others },
        );
      }
    }
    return alternatives;
  });
}
