/**
 * The local suggestion composer: reads a request clause by clause into a plan (steps that always
 * run, conditions with a Yes and a No branch, messages addressed to the lead or to the team) and
 * turns the plan into a graph whose every step is configured to run as it comes, on the trigger's
 * sample lead. It reads only the wording of the request; anything it cannot place falls back to
 * a short default chain.
 */
import { sampleLead } from "../../content/agent-templates";
import type { BusinessProfile } from "../../content/business";
import { findAgentTemplate } from "../../content/agent-templates";
import { defaultConfig, type WorkflowConnection, type WorkflowNode } from "../../lib/workflows";

type Who = "lead" | "team";
type Action =
  | { kind: "email"; to: Who; ai?: boolean }
  | { kind: "sms"; to: Who }
  | { kind: "crm" }
  | { kind: "ai" };
type Condition = { field: string; operator: string; value: string };
type Branch = { condition: Condition; yes: Plan; no: Plan };
type Plan = (Action | Branch)[];

const isBranch = (p: Action | Branch): p is Branch => "condition" in p;

const teamWords =
  /^(me|us|my|our|the team|the owner|the (sales|support|billing|front)|accounting|accountant|bookkeeper|billing|support|whoever|someone|staff|the (assistant|manager))/i;
const leadWords =
  /^(them|him|her|the (lead|customer|client|person|sender|visitor|user)s?|back|clients?|customers?|leads?|they)/i;

/** Who a message goes to, read from the words after its verb (and the clause's subject). */
function recipient(after: string, clause: string): Who {
  const words = after.trim();
  if (teamWords.test(words)) return "team";
  if (leadWords.test(words)) return "lead";
  if (/\b(thank[- ]you|review request|confirmation|we got|reminders?|welcome)\b/i.test(clause)) {
    return "lead";
  }
  return /\b(them|customer|client|lead)\b/i.test(words.slice(0, 40)) ? "lead" : "team";
}

const emailVerb =
  /\b(e-?mail(?:s|ed)?|mail)\b(?:\s+(?:it|that|a\s+\w+|the\s+total)\s+(?:back\s+)?to)?/gi;
const smsVerb =
  /\b(text(?:s|ed)?|sms|whatsapp|message\s+(?=me\b)|alert\s+me)\b(?:\s+(?:it|a\s+\w+)\s+to)?/gi;

/** The actions a clause asks for, in the order it names them. */
function actionsOf(clause: string): Action[] {
  const found: { at: number; action: Action }[] = [];
  const wantsAi =
    /\b(ai|a\.i\.|answer|respond|draft|summar(y|i[sz]e)|personal reply)\b/i.test(clause) &&
    !/\b(ai classif|sort|triage)\b/i.test(clause);
  for (const m of clause.matchAll(emailVerb)) {
    if (/\b(support|faq|important)\s+e-?mails?$/i.test(clause.slice(0, m.index + m[0].length))) {
      continue;
    }
    if (/\bemails?\s+(arrives?|comes?|received)/i.test(clause.slice(m.index, m.index + 30)))
      continue;
    // "gave an email", "their email": the address, not a message to write.
    if (/\b(an|their|his|her|valid|gave|gives)\s+$/i.test(clause.slice(0, m.index))) continue;
    const after = clause.slice(m.index + m[0].length);
    if (/^\s*both\s+them\s+and\s+me/i.test(after)) {
      found.push({ at: m.index, action: { kind: "email", to: "lead" } });
      found.push({ at: m.index + 1, action: { kind: "email", to: "team" } });
      continue;
    }
    let to = recipient(after, clause);
    // "a thank-you email", "a review request email": the message is to the customer.
    if (/\b(thank[- ]you|review request|confirmation)\s*$/i.test(clause.slice(0, m.index)))
      to = "lead";
    found.push({ at: m.index, action: { kind: "email", to } });
  }
  for (const m of clause.matchAll(smsVerb)) {
    const after = clause.slice(m.index + m[0].length);
    let to = recipient(after, clause);
    if (
      /^(send\s+)?(sms|text)\s+(reminders?|messages?)\s+to\s+(clients?|customers?)/i.test(
        clause.slice(Math.max(m.index - 5, 0)).trim(),
      )
    )
      to = "lead";
    if (/whatsapp/i.test(m[0])) to = recipient(after.replace(/^\s*message/i, ""), clause);
    // "send the lead a text": the recipient comes before the message.
    const before = /\bsend\s+(\w+(?:\s+\w+)?)\s+an?\s+(\w+\s+)?$/i.exec(clause.slice(0, m.index));
    if (before) to = recipient(before[1], clause);
    found.push({ at: m.index, action: { kind: "sms", to } });
  }
  // "notify my team", "let people know", "update our accounting records" (no accounting step
  // exists: the bookkeeper gets an email): a message to the team.
  const notify =
    /\b(notify|let\s+\w+\s+know|tell|update\s+(?:(?:our|my|the)\s+)?(?:accounting|books|bookkeep\w*))\b/i.exec(
      clause,
    );
  if (notify && !found.some((f) => f.action.kind === "email" || f.action.kind === "sms")) {
    found.push({ at: notify.index, action: { kind: "email", to: "team" } });
  }
  const crm =
    /\b(crm|add (them|him|her|it) to|put (them|him|her) in|save (the )?(vendor|lead|contact|them)|into the crm|go into)\b/i.exec(
      clause,
    );
  if (crm) found.push({ at: crm.index, action: { kind: "crm" } });
  found.sort((a, b) => a.at - b.at);
  const actions = found.map((f) => f.action);
  if (wantsAi) {
    const email = actions.findIndex((a) => a.kind === "email" && a.to === "lead");
    const anyEmail = email >= 0 ? email : actions.findIndex((a) => a.kind === "email");
    if (anyEmail >= 0) {
      actions.splice(anyEmail, 0, { kind: "ai" });
      (actions[anyEmail + 1] as { ai?: boolean }).ai = true;
    } else if (/\b(answer|reply|respond)\b/i.test(clause)) {
      actions.push({ kind: "ai" });
      // "answer FAQ emails": the answer goes back to whoever wrote.
      if (/\b(answer|reply to|respond to)\b.*\b(e-?mails?|messages?|questions?)\b/i.test(clause)) {
        actions.push({ kind: "email", to: "lead", ai: true });
      }
    }
  }
  return actions;
}

const number = (text: string) => text.replace(/[$,]/g, "");

/** The conditions a clause opens with (two for "'bad' or 'terrible'", to be chained). */
function conditionsOf(clause: string, amountField: string): Condition[] {
  const quoted =
    /(?:contains?|mentions?|says?|asks? for|word)\s+(?:the word\s+|a\s+|an\s+)?['"‘’]?([a-z]+)['"‘’]?(?:\s+or\s+['"‘’]?([a-z]+)['"‘’]?)?/i;
  const exact = /exactly\s+['"‘’]?([a-z]+)['"‘’]?/i.exec(clause);
  if (exact) return [{ field: "message", operator: "equals", value: exact[1].toLowerCase() }];
  const between = /between\s+\$?([\d,]+)\s+and\s+\$?([\d,]+)/i.exec(clause);
  if (between) {
    return [{ field: amountField, operator: "greater_than", value: number(between[1]) }];
  }
  const budget = /\bbudget\b/i.test(clause) ? "budget" : amountField;
  const over = /(?:over|more than|above|greater than|exceeds?|bigger than)\s+\$?([\d,]+)/i.exec(
    clause,
  );
  if (over) return [{ field: budget, operator: "greater_than", value: number(over[1]) }];
  const under = /(?:under|less than|below|smaller than)\s+\$?([\d,]+)/i.exec(clause);
  if (under) return [{ field: budget, operator: "less_than", value: number(under[1]) }];
  if (/\b(gives?|gave|has|have|left|entered)\s+(us\s+)?(a|an|their)\s+phone/i.test(clause)) {
    return [{ field: "phone", operator: "exists", value: "" }];
  }
  if (/\b(gives?|gave|has|have|left|entered)\s+(us\s+)?(a|an|their)\s+e-?mail/i.test(clause)) {
    return [{ field: "email", operator: "exists", value: "" }];
  }
  if (/\b(entered|gave|has|have|from|with)\s+(a|an|their)\s+company/i.test(clause)) {
    return [{ field: "company", operator: "exists", value: "" }];
  }
  if (/\basks? for a (human|person|real person)/i.test(clause)) {
    return [{ field: "message", operator: "contains", value: "human" }];
  }
  const q = quoted.exec(clause);
  if (q && /\b(contains?|mentions?|says?|word)\b/i.test(clause)) {
    const values = [q[1], q[2]].filter(Boolean).map((v) => v.toLowerCase());
    return values.map((value) => ({ field: "message", operator: "contains", value }));
  }
  if (/\b(urgent|important)\b/i.test(clause) && !/\bby urgency\b/i.test(clause)) {
    return [{ field: "message", operator: "contains", value: "urgent" }];
  }
  return [];
}

/** Categories a request sorts into, when it asks for sorting. */
function categoriesOf(request: string): string[] | null {
  const into = /\b(?:into|as)\s+((?:[a-z]+,\s*)*[a-z]+,?\s+(?:and|or)\s+[a-z]+)/i.exec(request);
  if (/\b(sort|classif|categori|route|triage|qualif)/i.test(request)) {
    if (into) return into[1].split(/,\s*|\s+(?:and|or)\s+/).map((c) => c.trim().toLowerCase());
    if (/\bby urgency\b/i.test(request)) return ["urgent", "normal"];
    if (/\bqualif/i.test(request)) return ["qualified", "not qualified"];
    const ones = [...request.matchAll(/\b([a-z]+) ones\b/gi)]
      .map((m) => m[1].toLowerCase())
      .filter((w) => !["the", "good", "other"].includes(w));
    if (ones.length >= 2) return [...new Set(ones)];
  }
  return null;
}

/** A category condition: "when it's a sales one", "billing ones", "urgent ones", "the good ones". */
function categoryCondition(clause: string, categories: string[]): Condition | null {
  const one =
    /\b(?:it's|it is|is)\s+a\s+([a-z]+)\s+one\b/i.exec(clause) ??
    /\b([a-z]+)\s+ones\b/i.exec(clause);
  if (!one) return null;
  const word = one[1].toLowerCase();
  const value = categories.includes(word) ? word : word === "good" ? categories[0] : null;
  return value ? { field: "category", operator: "equals", value } : null;
}

const elseStart =
  /^\s*(otherwise|else|anything else|if not|if less|the rest|small (orders?|ones?)|if it'?s less)\b[:,]?/i;

/** The request in clauses, each "otherwise" clause kept with the one it answers. */
function clauses(request: string): string[] {
  return request
    .replace(/\s+/g, " ")
    .split(
      /(?<=[.;!?])\s+|;\s*|,\s*and\s+(?=\w+\s+(?:me|us|them)\s+when\b)|,\s*(?=(?:and\s+|but\s+)?if\b)|\s+and\s+(?=if\b)|,\s*(?=(?:otherwise|anything else|the rest|small orders?|if not|if less)\b)|:\s+(?=[a-z]+ ones\b)|,\s*(?=[a-z]+ ones\b)|,\s*and\s+(?=[a-z]+ ones\b)/i,
    )
    .map((c) => c.trim())
    .filter(Boolean);
}

export type ComposedPlan = {
  pre: string[];
  plan: Plan;
  categories: string[] | null;
  sample: Record<string, unknown>;
};

export function planFor(request: string): ComposedPlan {
  const text = request.trim();
  const pre: string[] = [];
  const file =
    /\b(file|files|document|documents|upload|uploaded|csv|pdf|spreadsheet|attachment)\b/i.test(
      text,
    );
  const invoice =
    /\b(invoice|invoices|receipts?|payments?|bills?)\b/i.test(text) ||
    (file && /\btotal\b/i.test(text));
  if (file || (invoice && /\binvoices?\b/i.test(text))) pre.push("file-processor");
  if (invoice) pre.push("invoice-extractor");
  const categories = categoriesOf(text);
  if (categories) pre.push("ai-classifier");
  const amountField = invoice ? "total" : "amount";

  const plan: Plan = [];
  let last: Branch | null = null;
  for (const clause of clauses(text)) {
    const otherwise = elseStart.test(clause);
    const body = clause.replace(elseStart, "");
    const actions = actionsOf(body);
    if (otherwise && last) {
      // "between 1,000 and 5,000" after an "over 5,000": a second condition on the No branch.
      const nested = conditionsOf(body, amountField);
      if (nested.length && /between|over|more than|under/i.test(body)) {
        last.no.push({ condition: nested[0], yes: actions, no: [] });
      } else last.no.push(...actions);
      continue;
    }
    const found = categories ? categoryCondition(body, categories) : null;
    const conditions = found ? [found] : conditionsOf(body, amountField);
    if (conditions.length === 0) {
      // "... the rest go to the support inbox": the No branch of the previous condition.
      if (last && /\b(the rest|others?)\b/i.test(body)) last.no.push(...actions);
      else if (last && /^(and )?(also )?(text|email|add|put)/i.test(body) && actions.length) {
        last.yes.push(...actions);
      } else {
        plan.push(...actions);
        last = null;
      }
      continue;
    }
    // "..., but if they ask for a human, text me instead": what came before runs only on No.
    const instead = /\binstead\b/i.test(body) ? plan.splice(0).filter((p) => !isBranch(p)) : [];
    // A clause like "if X ... and if Y, text me" nests: Y is checked on X's Yes branch.
    const and = /\band\s+(the\s+customer|they|it)\s+(is|are)\s+from\s+a\s+company/i.test(body);
    let branch: Branch = { condition: conditions[0], yes: [], no: [...instead] };
    const top = branch;
    if (and) {
      const inner: Branch = {
        condition: { field: "company", operator: "exists", value: "" },
        yes: [],
        no: [],
      };
      branch.yes.push(inner);
      branch = inner;
    }
    // "'bad' or 'terrible'": a second check on the No branch of the first.
    let tail = branch;
    for (const extra of conditions.slice(1)) {
      const next: Branch = { condition: extra, yes: [...actions], no: [] };
      tail.no.push(next);
      tail = next;
    }
    // "less than 50 ignore it; otherwise ...": nothing on Yes.
    if (!/\bignore\b|do nothing/i.test(body)) branch.yes.push(...actions);
    // A chained second tier of the same amount field (over 5,000, then between 1,000 and 5,000).
    if (
      last &&
      last.condition.field === top.condition.field &&
      top.condition.operator === "greater_than" &&
      /between/i.test(body)
    ) {
      last.no.push(top);
    } else {
      plan.push(top);
    }
    last = and ? branch : tail === branch ? branch : tail;
    if (and) last = top;
  }
  // A check with nothing on either branch ("under $1,000 do nothing" after the other tiers).
  const pruned = prune(plan);
  plan.splice(0, plan.length, ...pruned);
  const sample: Record<string, unknown> = { ...sampleLead, message: text.slice(0, 300) };
  if (/\bbudget\b/i.test(text)) sample.budget = 12000;
  return { pre, plan, categories, sample };
}

function prune(plan: Plan): Plan {
  return plan.flatMap((p): Plan => {
    if (!isBranch(p)) return [p];
    const yes = prune(p.yes);
    const no = prune(p.no);
    return yes.length || no.length ? [{ ...p, yes, no }] : [];
  });
}

/** The graph of a plan, each step configured to run as it comes. */
export function graphOf(
  composed: ComposedPlan,
  business: BusinessProfile,
): { nodes: WorkflowNode[]; connections: WorkflowConnection[] } {
  const nodes: WorkflowNode[] = [];
  const connections: WorkflowConnection[] = [];
  const add = (templateId: string, config: Record<string, string>, label?: string) => {
    const template = findAgentTemplate(templateId);
    const id = `step-${nodes.length + 1}`;
    nodes.push({
      id,
      type: "agent",
      agentTemplateId: templateId,
      position: { x: nodes.length * 280, y: 0 },
      data: {
        label: (label ?? template?.name ?? templateId).slice(0, 80),
        config: { ...(template ? defaultConfig(template) : {}), ...config },
      },
    });
    return id;
  };
  type End = { id: string; handle?: "yes" | "no" };
  const link = (from: End[], to: string) => {
    for (const f of from) {
      connections.push({
        source: f.id,
        target: to,
        ...(f.handle ? { sourceHandle: f.handle } : {}),
      });
    }
  };
  const trigger = add("trigger", { sampleData: JSON.stringify(composed.sample, null, 2) });
  let ends: End[] = [{ id: trigger }];
  for (const id of composed.pre) {
    const config: Record<string, string> =
      id === "ai-classifier" && composed.categories
        ? { categories: composed.categories.join(", "), field: "message" }
        : {};
    const step = add(id, config);
    link(ends, step);
    ends = [{ id: step }];
  }
  const fieldsFor = composed.pre.includes("invoice-extractor")
    ? "Total: {{total}} {{currency}}"
    : "{{name}} ({{email}}): {{message}}";

  function actionStep(action: Action): string {
    switch (action.kind) {
      case "ai":
        return add("ai-responder", {});
      case "crm":
        return add("crm-update", {});
      case "sms":
        return action.to === "lead"
          ? add(
              "sms-alert",
              {
                to: "{{phone}}",
                message: "Hi {{name}}, thanks: we got your request and will be in touch.",
              },
              "Text the lead",
            )
          : add(
              "sms-alert",
              { to: business.phone, message: `New: ${fieldsFor}`.slice(0, 320) },
              "Text the team",
            );
      case "email":
        return action.to === "lead"
          ? add(
              "email-sender",
              {
                to: "{{email}}",
                subject: "Thanks for getting in touch, {{name}}",
                body: action.ai
                  ? "Hello {{name}},\n\n{{reply}}"
                  : "Hello {{name}}, thanks for getting in touch. We will reply shortly.",
              },
              "Email the lead",
            )
          : add(
              "email-sender",
              { to: business.salesEmail, subject: "Workflow update: {{name}}", body: fieldsFor },
              "Email the team",
            );
    }
  }

  function build(plan: Plan, from: End[]): End[] {
    let current = from;
    for (const item of plan) {
      if (!isBranch(item)) {
        const id = actionStep(item);
        link(current, id);
        current = [{ id }];
        continue;
      }
      const cond = add("condition", { ...item.condition }, conditionLabel(item.condition));
      link(current, cond);
      const yes = item.yes.length
        ? build(item.yes, [{ id: cond, handle: "yes" }])
        : [{ id: cond, handle: "yes" as const }];
      const no = item.no.length
        ? build(item.no, [{ id: cond, handle: "no" }])
        : [{ id: cond, handle: "no" as const }];
      current = [...yes, ...no];
    }
    return current;
  }
  build(composed.plan, ends);
  return { nodes, connections };
}

const operatorWords: Record<string, string> = {
  equals: "is",
  contains: "mentions",
  greater_than: "over",
  less_than: "under",
  exists: "given",
};

function conditionLabel(c: Condition): string {
  const value = c.value ? ` ${c.operator === "contains" ? `'${c.value}'` : c.value}` : "";
  return `If ${c.field} ${operatorWords[c.operator] ?? c.operator}${value}`.slice(0, 80);
}

const subjects: [RegExp, string][] = [
  [/\binvoice/i, "Invoices"],
  [/\bpayments?\b/i, "Payments"],
  [/\b(upload|document|file|csv)/i, "Uploaded files"],
  [/\bbooking|appointment|book a call/i, "Bookings"],
  [/\border\b/i, "Orders"],
  [/\bsupport|ticket|faq/i, "Support"],
  [/\breview/i, "Reviews"],
  [/\bsigns? up|sign-up/i, "Sign-ups"],
  [/\bjob\b/i, "Completed jobs"],
  [/\blead|form|contact/i, "New leads"],
  [/\bmessage|email/i, "Messages"],
];

function actionWords(plan: Plan, into: string[]): string[] {
  for (const item of plan) {
    if (isBranch(item)) {
      actionWords(item.yes, into);
      actionWords(item.no, into);
      continue;
    }
    const word =
      item.kind === "ai"
        ? "AI reply"
        : item.kind === "crm"
          ? "CRM"
          : `${item.kind === "sms" ? "text" : "email"} ${item.to === "lead" ? "the lead" : "the team"}`;
    if (!into.includes(word)) into.push(word);
  }
  return into;
}

/** A title written for the workflow: what it handles, then what it does. */
export function titleFor(request: string, composed: ComposedPlan): string {
  const subject = subjects.find(([re]) => re.test(request))?.[1] ?? "Automation";
  const words = actionWords(composed.plan, []);
  const branches = composed.plan.some(isBranch) ? " (with conditions)" : "";
  const list = words.slice(0, 3).join(", ");
  const title = list ? `${subject}: ${list}${branches}` : subject;
  return title.length > 60 ? `${title.slice(0, 59)}…` : title;
}

/** True when the plan does something (a message, a CRM entry, an answer). */
export function hasActions(composed: ComposedPlan): boolean {
  return actionWords(composed.plan, []).length > 0;
}
