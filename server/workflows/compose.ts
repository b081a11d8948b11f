/**
 * The local suggestion composer: reads a request clause by clause into a plan (steps that always
 * run, conditions with a Yes and a No branch, messages addressed to the lead or to the team) and
 * turns the plan into a graph whose every step is configured to run as it comes, on the trigger's
 * sample lead. It reads only the wording of the request; anything it cannot place falls back to
 * a short default chain.
 */
import { findAgentTemplate, sampleLead, teamPlaceholder } from "../../content/agent-templates";
import { workflowsPage } from "../../content/workflows-page";
import { addedFields } from "../../lib/workflow-fields";
import {
  defaultConfig,
  defaultWorkflowLimits,
  type WorkflowConnection,
  type WorkflowNode,
} from "../../lib/workflows";
import { clip, type Language, languageOf, readable, spelledAs, sumOf } from "./wording";

type Who = "lead" | "team";
/**
 * `guessed`: the wording named no recipient, so the team was assumed (a second suggestion sends
 * it to the lead). `todo`: what the team is asked to do by hand, for a request this site has no
 * step for (post in Slack, charge a card).
 */
export type Action =
  | {
      kind: "email";
      to: Who;
      ai?: boolean;
      guessed?: boolean;
      todo?: string[];
      /** The to-do rides on a message the request asked for: it is still that team message. */
      carries?: boolean;
      purpose?: Purpose;
      address?: string;
      /** Who of the team, as the request words them ("my sales rep", "me"): see `Person`. */
      person?: Person;
      /** The person's name as the request writes it ("text Maria at …"): the step is named so. */
      name?: string;
      /** The lead's fields a message to the team lists, as the request names them. */
      fields?: string[];
      /** A copy to the team of the message to the lead ("send me a copy"): its own words. */
      copy?: boolean;
    }
  | {
      kind: "sms";
      to: Who;
      /** The text carries what the AI Intake wrote (a summary texted to the team). */
      ai?: boolean;
      guessed?: boolean;
      purpose?: Purpose;
      address?: string;
      person?: Person;
      name?: string;
      fields?: string[];
      copy?: boolean;
    }
  | { kind: "crm" }
  /**
   * `summary`: the AI is asked to sum the message up for the team, not to reply to it; `about`:
   * what the request says the reply should do ("explaining our financing options").
   */
  | { kind: "ai"; summary?: boolean; about?: string };
/**
 * One of the team a message is for, when the request names who ("text my sales rep", "alert
 * me", "email billing"): `key` tells two apart ("sales rep", "billing"; "" for the team in
 * general, which the visitor, "me", is of), `words` are the request's for the step's name ("my
 * sales rep"). Two people named are two recipients, each at a placeholder of their own.
 */
export type Person = { key: string; words: string };
type Condition = { field: string; operator: string; value: string };
type Branch = { condition: Condition; yes: Plan; no: Plan };
export type Plan = (Action | Branch)[];

const isBranch = (p: Action | Branch): p is Branch => "condition" in p;

const teamWords =
  /^(me|us|my|our|the team|the owner|the (sales|support|billing|front|finance|accounting|office)|accounting|accountant|bookkeeper|billing|support|finance|sales|whoever|someone|staff|the (assistant|manager|boss)|managers?|dispatch)\b/i;
/** The people the visitor's business serves: "my clients" are the leads, "my team" is not. */
const servedNouns =
  "clients?|customers?|patients?|students?|guests?|leads?|buyers?|members?|tenants?|subscribers?|patrons?|diners?";
const leadWords = new RegExp(
  `^(them|him|her|the (lead|customer|client|person|sender|visitor|user)s?|back|they|(?:(?:my|our|the|each|every|all|all of my|all of our) )?(?:new )?(?:${servedNouns}))\\b`,
  "i",
);

/**
 * Who a message goes to, read from the words after its verb (and the clause's subject); the team
 * when nothing says, marked as guessed.
 */
function recipientOf(after: string, clause: string): { to: Who; guessed: boolean } {
  const words = after.trim().replace(/^(?:(?:it|that|them|a copy)\s+)?to\s+/i, "");
  if (leadWords.test(words)) return { to: "lead", guessed: false };
  if (teamWords.test(words)) return { to: "team", guessed: false };
  if (
    /\b(thank[- ]you|review request|confirmation|we got|reminders?|welcome|follow(?:ing)?[- ]?ups?)\b/i.test(
      clause,
    )
  ) {
    return { to: "lead", guessed: false };
  }
  // Only the words of this message name its recipient: the "them" of "… and add them to the
  // CRM" is the next step's, and a message to the lead is never assumed from it.
  const own = words.split(/[,;.:]|\s+(?:and|then|but|so|or|if|when|plus)\s+/i)[0].slice(0, 40);
  if (/\b(them|customer|client|lead)\b/i.test(own)) return { to: "lead", guessed: false };
  // What a business hands out (its catalogue, brochure, price list) goes to whom it serves, when
  // the words of the message name no one of the team.
  if (
    /(?<![\p{L}])(?:catalog(?:ue)?s?|catálogos?|catalogo|katalog|brochures?|folletos?|prospekt|price[- ]?lists?|preisliste|lista de precios|listino)(?![\p{L}])/iu.test(
      own,
    )
  )
    return { to: "lead", guessed: false };
  return { to: "team", guessed: !/\b(team|me|us|my|our)\b/i.test(own) };
}

function recipient(after: string, clause: string): Who {
  return recipientOf(after, clause).to;
}

/**
 * A recipient named before the message: "this answer goes to him by email", "my manager gets an
 * email", "the client gets the confirmation by text", "US leads get an email from us".
 */
function namedBefore(before: string): Who | null {
  const sentTo =
    /\b(?:go(?:es)?|sent|send|delivered|forwarded|passed|comes?)\s+(?:back\s+|on\s+)?to\s+((?:the|my|our)\s+)?(\w+)\s+(?:[\w-]+\s+){0,2}(?:by|via|over|through)\s+$/i.exec(
      before,
    );
  if (sentTo) return recipientOf(`${sentTo[1] ?? ""}${sentTo[2]}`, "").to;
  // "send me a report of the orders by email", "notify the customer by email", "reply to the
  // customer by email".
  const sendBy =
    /\b(?:send|alert|notify|tell|message|ping|contact|remind|reach|ask|invite|(?:reply|respond|write|get back|answer|follow up)(?:\s+(?:to|with))?)\s+((?:the|my|our)\s+)?(\w+)\s+(?:[\w-]+\s+){0,8}(?:by|via|over|through)\s+$/i.exec(
      before,
    );
  if (sendBy && !/^(a|an|the|it|this|that)$/i.test(sendBy[2])) {
    const said = recipientOf(`${sendBy[1] ?? ""}${sendBy[2]}`, "");
    if (!said.guessed) return said.to;
  }
  const gets =
    /(\w+)\s+(\w+)\s+(?:just\s+|also\s+|then\s+)?(?:gets?|receives?|(?:should|will|must)\s+(?:get|receive))\s+(?:an?|the|our|their|his|her)?\s*(?:[\p{L}\w-]+\s+){0,3}(?:(?:by|via)\s+)?$/iu.exec(
      before,
    );
  if (!gets) return null;
  const [, previous, head] = gets;
  // "I want to get an email": the visitor; "I want them to get one": who "them" is.
  if (/^(i|we)$/i.test(head)) return "team";
  if (/^to$/i.test(head)) {
    return /^(want|like|need|wish|love|prefer|expect)$/i.test(previous)
      ? "team"
      : leadWords.test(previous)
        ? "lead"
        : null;
  }
  const phrase = `${previous} ${head}`;
  if (leadWords.test(phrase) || leadWords.test(head)) return "lead";
  if (
    teamWords.test(phrase) ||
    teamWords.test(head) ||
    /^(owner|rep|agent|bookkeeper|manager|staff)s?$/i.test(head)
  )
    return "team";
  return null;
}

const typedEmail = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;
const typedPhone = /(?:\+|\()?\d[\d ().-]{5,18}\d/;

/**
 * The address or number the request types for a message ("email the CFO at cfo@acme.com",
 * "text +1 555 123 4567"): read in the words after the verb, up to the next message verb, so a
 * number typed for one step never addresses another.
 */
function typedRecipient(after: string, kind: "email" | "sms"): string | undefined {
  const upTo = after.search(/\b(e-?mail|mail|text|sms|whatsapp|alert|notify|otherwise)\b/i);
  const words = upTo >= 0 ? after.slice(0, upTo) : after;
  const match = (kind === "email" ? typedEmail : typedPhone).exec(words);
  // Near the verb, and whole: an address that starts within reach is read to its end.
  if (!match || match.index > 80) return undefined;
  // "(919-555-0199)": the bracket around the number is not part of it.
  const found = match[0].startsWith("(") && !match[0].includes(")") ? match[0].slice(1) : match[0];
  // An address longer than the step's field takes is no address to send to.
  if (found.length > (kind === "email" ? 200 : 20)) return undefined;
  return kind === "sms" && found.replace(/\D/g, "").length < 7 ? undefined : found;
}

/**
 * The address or number typed for whoever "gets" the message, before the verb: "Maria at
 * maria@x.com should get an email", "+1 555 0100 receives a text".
 */
function gettingBefore(before: string, kind: "email" | "sms"): string | undefined {
  const typed = (kind === "email" ? typedEmail : typedPhone).source;
  const m =
    new RegExp(
      `(${typed})\\)?,?\\s+(?:[\\w-]+\\s+){0,2}?(?:just\\s+|also\\s+)?(?:gets?|receives?|(?:should|will|must|can)\\s+(?:get|receive|be\\s+sent))\\s+(?:an?\\s+|the\\s+)?(?:[\\p{L}-]+\\s+){0,2}$`,
      "iu",
    ).exec(before) ??
    // "Sales goes to jo@x.io by email": the address it goes to, then how.
    new RegExp(
      `\\b(?:go(?:es)?|went|is\\s+sent|are\\s+sent|sent|forwarded|routed|passed)\\s+(?:on\\s+|straight\\s+)?to\\s+(${typed})\\)?,?\\s+(?:by|via|over|through|as\\s+an?)\\s+$`,
      "iu",
    ).exec(before);
  if (!m) return undefined;
  return kind === "sms" && m[1].replace(/\D/g, "").length < 7 ? undefined : m[1];
}

/**
 * The addresses (or numbers) listed with the first one typed for a message: "a@x.com and
 * b@x.com", "a@x.com, b@x.com or c@x.com". Each is sent the message: a list the request does not
 * pair with anything is everyone it names, not its first.
 */
function typedList(after: string, first: string, kind: "email" | "sms"): string[] {
  const list = [first];
  const item = kind === "email" ? typedEmail.source : typedPhone.source;
  // "maria@x.com and tom@x.com", and with names: "Maria (maria@x.com) and Tom (tom@x.com)",
  // "Sarah at +1 555 0101 and Jim at +1 555 0102".
  const next = new RegExp(
    `^\\s*\\)?\\s*(?:,\\s*)?(?:(?:and|or|&)\\s+)?(?:\\p{Lu}[\\p{L}'’-]+\\s+)?(?:\\(\\s*|(?:at|on)\\s+)?(${item})`,
    "iu",
  );
  let rest = after.slice(after.indexOf(first) + first.length);
  for (let m = next.exec(rest); m && list.length < 6; m = next.exec(rest)) {
    if (kind === "sms" && m[1].replace(/\D/g, "").length < 7) break;
    list.push(m[1]);
    rest = rest.slice(m[0].length);
  }
  return [...new Set(list)];
}

/**
 * A list of kinds before a list of recipients it has not the same count as ("sales, support and
 * billing emails to a@x.com and b@x.com"): no pairing is certain, so every message goes to each
 * recipient, and the suggestion says so.
 */
function unpairedLists(
  clause: string,
  categories: string[] | null,
): { kinds: string[]; recipients: string[] } | null {
  const found = [...clause.matchAll(recipientAt)].filter(
    (m) => m[0].includes("@") || m[0].replace(/\D/g, "").length >= 7,
  );
  if (found.length < 2) return null;
  const kind = found[0][0].includes("@") ? "email" : "sms";
  const recipients = typedList(clause.slice(found[0].index), found[0][0], kind);
  if (recipients.length < 2) return null;
  const before = clause.slice(0, found[0].index);
  const words = String.raw`[\p{L}][\p{L}'’-]*`;
  const listed = new RegExp(
    `(${words}(?:\\s*,\\s*${words})+,?\\s+(?:and|or)\\s+${words}|${words}\\s+(?:and|or)\\s+${words})\\s+(?:${words}\\s+)?(?:e-?mails?|messages?|requests?|enquiries|inquiries|questions?|tickets?|leads?)\\b`,
    "iu",
  ).exec(before);
  const kinds = listed
    ? listed[1].split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/i).filter(Boolean)
    : (categories?.filter((c) => c !== "other") ?? []);
  if (kinds.length < 2 || kinds.length === recipients.length) return null;
  return { kinds, recipients };
}

/** What the team is asked to do by hand for a call no step makes. */
const callTodo = "call them";

/** "Forward it to our bookkeeper": the message goes on by email. */
const emailVerb =
  /\b(e-?mail(?:s|ed|ing)?|mail|(?<!\blook(?:s|ing)?\s)forward(?:s|ed)?(?=\s+(?:it\s+|them\s+|this\s+|that\s+|the\s+\w+\s+)?to\b))\b(?:\s+(?:it|that|a\s+\w+|the\s+total)\s+(?:back\s+)?to)?/gi;
const smsVerb =
  /\b(text(?:s|ed|ing)?|sms|whatsapp|message\s+(?=me\b)|alert\s+me)\b(?:\s+(?:it|a\s+\w+)\s+to)?/gi;

const messages = workflowsPage.suggestions.messages;
/** A step's name is cut to what Save takes, at a word. */
const labelMax = defaultWorkflowLimits.labelMax;

/** What a message to the lead is for, read from its clause: its subject and text. */
type Purpose = { subject: string; body: string; sms: string };

/** The messages whose words are fixed, which a request in another language gets in its own. */
const fixedPurposes = [
  "thanks",
  "welcome",
  "review",
  "reminder",
  "confirmation",
  "followUp",
  "apology",
] as const;

/** A message's purpose by name (an AI model's plan names it). */
export function purposeNamed(
  name: "thanks" | "welcome" | "review" | "reminder" | "confirmation" | "followUp",
): Purpose {
  return messages[name];
}

/** "a follow-up email", "following up", "check in with them": a message that follows one up. */
const followUp = /\bfollow(?:s|ing|ed)?[- ]?ups?\b|\bcheck(?:ing)?[- ]in\b/i;

function purposeOf(clause: string): Purpose {
  // "email the lead asking which company they're with": the question, said to them.
  const asking = /\basking\s+(?:them\s+|him\s+|her\s+|the\s+\w+\s+)?(.+?)\s*[.;!?]*$/i.exec(clause);
  if (asking) {
    const question = spokenTo(asking[1]);
    // "asking them to leave us a review", "asking for a Google review": a request to do
    // something, not a question.
    if (/^for\s+(?:an?\s+|their\s+|a\s+quick\s+)?(?:[\w-]+\s+)?reviews?\b/i.test(question))
      return messages.review;
    if (/^to\s+/i.test(question)) {
      return /\breview/i.test(question)
        ? messages.review
        : messages.requesting(question.replace(/^to\s+/i, ""));
    }
    return messages.asking(question);
  }
  // The request's own words for it, in English, French or Spanish.
  if (/\b(review|reseña|opini[oó]n)/iu.test(clause)) return messages.review;
  if (/\b(welcome|bienvenid|bienvenue)/i.test(clause)) return messages.welcome;
  if (/\b(remind|recordatorio)|\brappel\b/i.test(clause)) return messages.reminder;
  if (/\bconfirm/i.test(clause)) return messages.confirmation;
  if (/\b(apolog|sorry|disculpa|excuse|désolé|entschuldig)/iu.test(clause)) return messages.apology;
  if (followUp.test(clause)) return messages.followUp;
  return messages.thanks;
}

/** An action's identity: two with the same one do the same thing ("alert me by SMS" read twice). */
const sameAs = (a: Action) =>
  a.kind === "email" || a.kind === "sms"
    ? `${a.kind} ${a.to} ${a.address ?? ""} ${a.person?.key ?? ""}`
    : a.kind;

/** Each action once, the first time it is named. */
function once(actions: Action[]): Action[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const key = sameAs(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What a clause says not to do ("don't send anything to the customer", "do NOT auto-reply",
 * "no alerts"): left out of what it asks for.
 */
const refusal =
  /(?:^|(?<=[,;:—–]\s*)|\b(?:and|but|just|please|so|also)\s+)(?:please\s+)?(?:do not|don't|never|no need to)\s+(?:\w+-)?(?:send|e-?mail|text|sms|reply|answer|respond|contact|message|notify|alert|add|save|put|forward|write|call|bother)\b[^,.;—–]*|\bsend(?:s|ing)?\s+(?:nothing|no\s+\w+)\b[^,.;—–]*|\bnothing\s+(?:goes|is sent|gets sent|should go)\b[^,.;—–]*|\bno\s+(?:alerts?|messages?|e-?mails?|texts?|sms|replies|notifications?)\b(?:\s+to\s+[^,.;—–]*)?/gi;

const withoutRefusals = (clause: string) => clause.replace(refusal, " ");

/** "Don't send anything to the customer": nothing in the workflow goes to the lead. */
function refusesLead(text: string): boolean {
  return [...text.matchAll(refusal)].some((m) =>
    new RegExp(`\\b(them|him|her|the (lead|person|sender|visitor)s?|${servedNouns})\\b`, "i").test(
      m[0],
    ),
  );
}

/** What a clause's message is asked to say: the words after its verb, up to the next step's. */
const saidIn = new WeakMap<Action, string>();

/**
 * The request, for what a message refers to ("explaining the minimum"); the message before; the
 * fields the event has when the message is sent, for what a message is asked to carry.
 */
type Context = { request: string; same?: Purpose; fields: ReadonlySet<string> };

/** The actions a clause asks for, in the order it names them. */
function actionsOf(clause: string, context: Context): Action[] {
  // "also text the lead the same thing", "email them one instead": the message before, again.
  const same = /\bthe same(?: thing| message| text| words| one)?\b|\bone instead\b/i.test(clause)
    ? context.same
    : undefined;
  const purpose = same ?? purposeOf(clause);
  const copy = copyAsked.exec(clause);
  const actions = actionsIn(withoutRefusals(clause))
    .filter((a) => {
      // "email me a copy": the copy below, not a message of its own.
      if (!copy || (a.kind !== "email" && a.kind !== "sms") || a.to !== "team") return true;
      return !/^\s*(?:(?:it\s+)?to\s+)?(?:[\w'-]+\s+){0,3}?an?\s+copy\b/i.test(saidIn.get(a) ?? "");
    })
    .map((a): Action => {
      if (a.kind !== "email" && a.kind !== "sms") return a;
      const said = saidIn.get(a) ?? "";
      if (a.to === "team") {
        const fields = fieldsNamed(said);
        return { ...a, purpose, ...(fields.length ? { fields } : {}) };
      }
      return { ...a, purpose: same ?? spelledOut(said, purpose, context) ?? purpose };
    });
  if (!copy) return actions;
  // "send me a copy": the message to the lead just asked for (or the one before), word for
  // word, to the team; by the medium the copy names, else the message's own.
  const original = actions.findLast(
    (a): a is Extract<Action, { kind: "email" | "sms" }> =>
      (a.kind === "email" || a.kind === "sms") && a.to === "lead",
  );
  const words = original?.purpose ?? context.same;
  if (!words) return actions;
  const kind = /\b(?:text|sms)\b/i.test(copy[0])
    ? "sms"
    : /\be-?mail|\bcc\b|\bbcc\b/i.test(copy[0])
      ? "email"
      : (original?.kind ?? "email");
  const ai = original?.kind === "email" && original.ai && kind === "email";
  return [...actions, { kind, to: "team", copy: true, purpose: words, ...(ai ? { ai } : {}) }];
}

/** "send me a copy", "cc me", "copy me in", "a copy to the team". */
const copyAsked =
  /\b(?:(?:send|e-?mail|text|forward|give)\s+(?:me|us|the\s+team|(?:my|our)\s+\w+)\s+an?\s+copy|(?:b?cc|copy)\s+(?:me|us|the\s+team)(?:\s+in)?|an?\s+copy\s+(?:to|for)\s+(?:me|us|the\s+team|(?:my|our)\s+\w+))\b/i;

/** The lead's fields by the words a request uses for them. */
const fieldWords: [RegExp, string][] = [
  [/^(?:full\s+)?names?$/, "name"],
  [/^(?:phone|mobile|cell)(?:\s+numbers?)?$|^numbers?$/, "phone"],
  [/^e-?mails?(?:\s+address(?:es)?)?$/, "email"],
  [/^(?:company|business)(?:\s+name)?$/, "company"],
  [/^(?:message|request|enquiry|inquiry|question|note)s?$/, "message"],
  [/^(?:amount|budget|order\s+(?:total|value|amount)|value)$/, "amount"],
  [/^(?:invoice\s+)?total$/, "total"],
];

/** "with their name and phone", "a summary with their name, company and message": those fields. */
function fieldsNamed(said: string): string[] {
  // "… with their name and phone", or right after whom it is for: "text me their name and phone".
  const listed =
    /(?:\b(?:with|including|containing|listing|showing|giving)\s+|^\s*(?:me|us|him|her|the\s+\w+|my\s+\w+|our\s+\w+)\s+)(?:(?:their|the\s+\w+'s|his|her|the)\s+)(.+)$/i.exec(
      said,
    );
  if (!listed) return [];
  const fields: string[] = [];
  for (const item of listed[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)) {
    const words = item
      .trim()
      .toLowerCase()
      .replace(/^(?:their|the|his|her)\s+/, "");
    const field = fieldWords.find(([re]) => re.test(words))?.[1];
    // The list ends where the words stop naming fields ("… and phone so he calls them").
    const head = field ?? fieldWords.find(([re]) => re.test(words.split(/\s+/)[0] ?? ""))?.[1];
    if (!head) break;
    if (!fields.includes(head)) fields.push(head);
    if (!field) break;
  }
  return fields;
}

/** The request's words about the lead, said to them ("their order" is "your order"). */
function spokenTo(words: string): string {
  return words
    .replace(/\bthey're\b/gi, "you're")
    .replace(/\bthey are\b/gi, "you are")
    .replace(/\bthey've\b/gi, "you've")
    .replace(/\bthey'll\b/gi, "you'll")
    .replace(/\btheirs\b/gi, "yours")
    .replace(/\btheir\b/gi, "your")
    .replace(/\bthemselves\b/gi, "yourself")
    .replace(/\bthem\b/gi, "you")
    .replace(/\bthey\b/gi, "you");
}

/** Where what a message says ends: the reason for it, an address, the next step. */
const saidEnds =
  /\s+(?:so(?:\s+that)?\s+(?:he|she|they|we|i|you|it)\b|at\s+\S+@|(?:and\s+)?(?:then\s+)?(?:text|e-?mail|sms|add|put|save|notify|alert)\b)[\s\S]*$|[\s.!?,;:]+$/i;

const capital = (words: string) => words[0].toUpperCase() + words.slice(1);

/**
 * A message to the lead that says what the request spells out: "a confirmation that we got their
 * order and will be in touch within 2 days", "with a link to our listings", "politely explaining
 * the minimum" (a fact the request states about it: "we have a $100 minimum").
 */
function spelledOut(said: string, purpose: Purpose, context: Context): Purpose | undefined {
  const words = spelledWords(said, purpose, context);
  // A link or an address typed for the message ("our rebooking link https://…") is the
  // visitor's own: the lead must get it as typed, whatever else the message says.
  const links = [
    ...said.matchAll(/https?:\/\/[^\s,;]+[^\s,;.!?)]|\bwww\.[^\s,;]+[^\s,;.!?)]/gi),
  ].map((m) => m[0]);
  const base = words ?? purpose;
  const missing = links.filter((link) => !base.body.includes(link));
  if (!missing.length) return words;
  return messages.including(
    base,
    missing.map((link) => {
      const before = said.slice(0, said.indexOf(link)).trim();
      const noun =
        /(?:\b(?:our|the|my|a|an|your|their)\s+)?((?:[\p{L}-]+\s+){0,2}(?:link|url|page|site|website|form|booking page|portal))\s*:?$/iu.exec(
          before,
        );
      return { label: capital(spokenTo(noun?.[1] ?? "link")), value: link };
    }),
  );
}

/** Who a message is for, said right before what it says ("text the customer that …"). */
const toWhom = String.raw`(?:them|him|her|me|us|(?:the|our|my|each|every)\s+[\p{L}-]+)`;

function spelledWords(said: string, purpose: Purpose, context: Context): Purpose | undefined {
  const statement = new RegExp(
    String.raw`\b(?:(?:confirmation|note|message|reply|line|text|email)\s+(?:that|saying(?:\s+that)?)|saying(?:\s+that)?|to say(?:\s+that)?|(?:to\s+)?tell(?:ing)?\s+${toWhom}(?:\s+that)?|(?:to\s+)?let(?:ting)?\s+${toWhom}\s+know(?:\s+that)?|to\s+inform\s+${toWhom}(?:\s+that)?|informing\s+${toWhom}(?:\s+that)?|confirming(?:\s+that)?)\s+(.+)$|^\s*${toWhom}\s+that\s+(.+)$`,
    "iu",
  ).exec(said);
  if (statement) {
    const what = spokenTo((statement[1] ?? statement[2]).replace(saidEnds, ""));
    if (!what) return undefined;
    // "confirming it": the request itself, which a confirmation says in its own words.
    if (/^(?:it|this|that|them|so|the request|the booking|the cancellation)$/i.test(what))
      return /confirm/i.test(statement[0]) ? messages.confirmation : undefined;
    return /confirm/i.test(statement[0]) || purpose === messages.confirmation
      ? messages.confirming(what)
      : messages.telling(what);
  }
  const explaining = /\bexplaining\s+(?:to\s+(?:them|him|her)\s+)?(.+)$/i.exec(said);
  if (explaining) {
    const what = explaining[1].replace(saidEnds, "");
    if (/^that\s+/i.test(what)) return messages.telling(spokenTo(what.replace(/^that\s+/i, "")));
    const fact = factAbout(what, context.request);
    return fact
      ? messages.explaining(capital(fact))
      : messages.including(purpose, [{ label: capital(`about ${what}`), value: fillInMarker }]);
  }
  // "email the lead a discount code", "send them our starter guide": a thing of the visitor's
  // own to send, which only they have: marked for them to fill in, never made up.
  const thing =
    /^\s*(?:(?:them|him|her|the\s+(?:lead|customer|client|prospect)s?)\s+)?(?:a|an|our|the|your|my)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?:\s+(?:by|via|over|through)\s+\S+)?\s*$/iu.exec(
      said.replace(saidEnds, "").replace(/\s+(?:and|then|plus)\s*$/i, ""),
    );
  // "email the lead": whom it is for, no thing to send them.
  const whom =
    thing && (leadWords.test(thing[1]) || new RegExp(`^(?:${roleNoun})$`, "i").test(thing[1]));
  if (
    thing &&
    !whom &&
    !/\b(?:thank|thanks|welcome|review|reminder|confirmation|follow[- ]?up|apolog\w*|message|e-?mail|text|sms|note|reply|answer|response|notification|update|alert|copy|summary|line|quick|short|friendly|polite|personal|with|including|containing|that|saying|about|plus|for|asking|telling|explaining)\b/i.test(
      thing[1],
    )
  )
    return messages.including(purpose, [{ label: capital(thing[1]), value: fillInMarker }]);
  // "with an apology": what the apology says, not a part of it to fill in.
  if (purpose === messages.apology && /^\s*(?:\S+\s+)?with\s+an?\s+apolog/i.test(said))
    return undefined;
  const including =
    /\b(?:with|including|containing|plus)\s+((?:a|an|the|our|my|their|his|her|some|un|une|des|le|la|les|nos|notre|el|los|las|nuestros?|nuestras?|il|lo|gli|i|nostro|nostra|nostri|o|os|as|nosso|nossa|het|de|een|onze|ons|der|die|das|den|unser|unsere|unseren)\s+.+)$/i.exec(
      said,
    );
  if (including) {
    const items = carried(including[1].replace(saidEnds, ""), context.fields);
    return items.length ? messages.including(purpose, items) : undefined;
  }
  return undefined;
}

const fillInMarker = workflowsPage.suggestions.fillInMarker;

/**
 * What a message is asked to carry, each as "Label: value": a field the event has as its
 * placeholder ("their name and phone": {{name}}, {{phone}}); a detail of the event it does not
 * have ("the date and time") or something only the visitor has ("our price list") marked for the
 * visitor to fill in, never made up.
 */
function carried(words: string, fields: ReadonlySet<string>): { label: string; value: string }[] {
  const whole = spokenTo(words).trim();
  if (!whole) return [];
  // "the date and time", "their name, phone and company": a list of short items; anything
  // longer ("a link to our listings and prices") is one thing.
  const parts = whole.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i);
  const items = parts.every((p) => /^\S+(?:\s+\S+){0,2}$/.test(p)) ? parts : [whole];
  return items.map((item) => {
    // An article of the request's language is no part of the label ("il link", "der Preis").
    const bare = item.replace(
      /^(?:the|your|his|her|il|lo|la|le|les|gli|i|o|os|as|el|los|las|der|die|das|den|het|de)\s+/i,
      "",
    );
    const lower = bare.toLowerCase();
    const field =
      fieldWords.find(([re]) => re.test(lower))?.[1] ?? (/^[a-z]+$/.test(lower) ? lower : "");
    return {
      label: capital(bare),
      value: fields.has(field) ? `{{${field}}}` : fillInMarker,
    };
  });
}

/** What the request says of a thing ("the minimum": "we have a $100 minimum"), if it says. */
function factAbout(thing: string, request: string): string | undefined {
  const head = thing.trim().split(/\s+/).at(-1)?.toLowerCase();
  if (!head || head.length < 3) return undefined;
  return request
    .split(/[.;!?()—–]|,\s+|\s+-\s+/)
    .map((part) => part.trim())
    .find(
      (part) =>
        new RegExp(`\\b${head}\\b`, "i").test(part) &&
        /^(?:so\s+)?(?:we|our|there is|there's)\b/i.test(part) &&
        !/\b(e-?mail|text|sms|explain)/i.test(part),
    );
}

/** The roles of the team a request may name ("my sales rep", "the office manager", "billing"). */
const roleNoun =
  "reps?|representatives?|managers?|assistants?|boss|accountants?|bookkeepers?|owners?|cfo|ceo|coo|dispatch(?:ers?)?|technicians?|agents?|partners?|receptionists?|secretary|supervisors?|directors?|lawyers?|doctors?|coach|team|staff|department|desk|office|responsable";
const rolePhrase = new RegExp(
  `^((?:my|our|the)\\s+)?((?:(?!(?:and|or|by|via|to|at|with|when|if)\\b)[a-z-]+\\s+)?(?:${roleNoun}))\\b`,
  "i",
);

/**
 * Who of the team the words after a message's verb name: "me" (or "us", the visitor), a role
 * ("my sales rep", "the manager", "our support team"), a department ("billing"); none for the
 * team in general ("the team", "my staff").
 */
function personIn(words: string): Person | undefined {
  const w = words
    .trim()
    .replace(
      /^(?:(?:it|that|this|them|a copy|the \w+)\s+)?(?:back\s+)?(?:on\s+|over\s+)?to\s+/i,
      "",
    );
  // The visitor is of the team in general: "text me … otherwise email the team" is one of them.
  if (/^(?:me|myself)\b/i.test(w)) return { key: "", words: "me" };
  const role = rolePhrase.exec(w);
  if (role) {
    const key = role[2].toLowerCase().replace(/\s+/g, " ");
    if (/^(?:team|staff|department|office)$/.test(key)) return undefined;
    return { key, words: `${role[1] ?? ""}${role[2]}`.replace(/\s+/g, " ") };
  }
  const department = /^(billing|support|sales|accounting|finance|dispatch|reception)\b/i.exec(w);
  if (department) return { key: department[1].toLowerCase(), words: department[1] };
  return undefined;
}

/**
 * Who of the team a message found at `at` in the clause is for: named after its verb ("text my
 * sales rep"), or, for a medium after "by" ("alert me by SMS"), after the verb before it.
 */
function personAt(clause: string, at: number): Person | undefined {
  const before = clause.slice(0, at);
  if (/\b(?:by|via|over|through)\s+$/i.test(before)) {
    const verb =
      /\b(?:alert|notify|tell|message|ping|contact|remind|reach|update)\s+((?:\S+\s+){0,3}?)(?:by|via|over|through)\s+$/i.exec(
        before,
      );
    return verb ? personIn(verb[1]) : undefined;
  }
  const rest = clause
    .slice(at)
    .replace(
      /^\s*(?:e-?mail\w*|mail|forward\w*|text\w*|sms|whats\s?app|message|alert|notify|tell|let|send|pass\w*|route\w*|go(?:es)?|should\s+go)\b\s*/i,
      "",
    );
  return personIn(rest);
}

/** Words a capital letter starts that name no one: roles, pronouns, departments, apps. */
const notAName =
  /^(?:the|my|our|your|their|his|her|them|him|me|us|it|this|that|a|an|all|each|every|sales|support|billing|accounting|finance|team|staff|dispatch|reception|everyone|someone|whoever|customers?|clients?|leads?|new|also|then|and|if|when|back|both|one|only|nothing|anything|everything|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

/**
 * A person's name right after a message's verb, as the request writes it ("Maria" in "text Maria
 * at …", "Jo" in "email Jo in accounting"): capitalised words, never a role or a pronoun.
 */
function nameAfter(words: string): string | undefined {
  const m =
    /^\s*(?:(?:to|à|a|al|an)\s+)?((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Mme|Mlle|Hr|Fr)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)(?=\s+(?:at|on|in|from|of|via|by|when|if|and|with|about|asap|right|immediately|au|under|—|–|-|&)(?![\p{L}])|\s*[(,.;:!?]|\s*$)/u.exec(
      words,
    );
  if (!m || m[1].split(/\s+/).some((w) => notAName.test(w))) return undefined;
  return m[1];
}

/**
 * The people named together after a message's verb: "Anna and Ben", "both Anna and Ben",
 * "Maria, Pedro and Sara". One name alone is the first of them.
 */
function namesAfter(words: string): string[] {
  let rest = words.replace(/^\s*(?:both|each\s+of|all\s+of)\s+(?=\p{Lu})/u, "");
  const names: string[] = [];
  for (let name = nameAfter(rest); name && names.length < 6; name = nameAfter(rest)) {
    names.push(name);
    rest = rest.slice(rest.indexOf(name) + name.length);
    const joined = /^\s*(?:,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+)(?=\p{Lu})/u.exec(rest);
    if (!joined) break;
    rest = rest.slice(joined[0].length);
  }
  return [...new Set(names)];
}

/**
 * A stretch of time gone by, whose events a summary of it gathers: "last week's", "the past
 * month's", "yesterday's", "this week's".
 */
const pastPeriod = String.raw`(?:last|this|past|previous|the\s+(?:last|past|previous))\s+(?:\w+\s+)?(?:days?|weeks?|months?|quarters?|years?)(?:'s|’s|')?|(?:today|yesterday)(?:'s|’s)`;

/** What follows an email that comes in ("… with an invoice arrives"), up to its verb. */
const arriving = String.raw`[^,;.]{0,60}?\b(?:arrives?|arriving|comes?\s+in|lands?|is\s+received|gets?\s+here|reaches\s+us)\b`;

/** "An email with an invoice arrives": an email that is the event, not one to send. */
export const emailComingIn = new RegExp(
  String.raw`\b(?:an?|the|each|every)\s+e-?mails?\b(?=${arriving})`,
  "gi",
);

function actionsIn(clause: string): Action[] {
  const found: { at: number; end?: number; action: Action }[] = [];
  // A summary is the AI's to write, unless it lists the lead's fields ("a summary with their
  // name and company") or gathers many events ("a summary of all the leads"), which no AI step
  // does.
  const summary = new RegExp(
    String.raw`(?:\bsum(?:s|med|ming)?\s+(?:(?:it|them|this|that|the\s+\w+|their\s+\w+)\s+)?up\b|\bsummar(?:y|i[sz]e)\b)(?!\s+(?:with|listing|containing|including|giving|showing)\s+(?:their|the\s+\w+'s|his|her)\b)(?!\s+of\s+(?:all|every|the\s+(?:week|day|month)|${pastPeriod}))`,
    "i",
  );
  const wantsAi =
    (/\b(ai|a\.i\.|answer|respond|draft|personal reply)\b/i.test(clause) || summary.test(clause)) &&
    !/\b(ai classif|sort|triage)\b/i.test(clause);
  for (const m of clause.matchAll(emailVerb)) {
    // "support emails", "two types of emails", "our emails": the ones coming in.
    const upTo = clause.slice(0, m.index + m[0].length);
    if (
      /\b(support|faq|important)\s+e-?mails?$/i.test(upTo) ||
      // "drowning in emails", "buried under emails": emails after a preposition are a thing.
      /\b(?:of|incoming|inbound|new|our|my|all|their|these|those|many|some|any|in|under|with|by|from|about|through|sort|sorts|classify|classifies|categori[sz]e|triage|filter|label|tag|organi[sz]e)\s+e-?mails$/i.test(
        upTo,
      )
    ) {
      continue;
    }
    if (/\bemails?\s+(arrives?|comes?|received)/i.test(clause.slice(m.index, m.index + 30)))
      continue;
    // "reply to the customer with an email": how the reply goes, read with its verb.
    if (
      /\b(?:reply|respond|answer|write\s+back)\b[^,;.]*\bwith\s+an?\s+e-?mail$/i.test(upTo) &&
      !/^\s+to\b/i.test(clause.slice(m.index + m[0].length))
    )
      continue;
    // "When an email with an invoice arrives": the email coming in, whatever it carries.
    if (
      /\b(?:an?|the|each|every)\s+e-?mails?$/i.test(upTo) &&
      new RegExp(`^${arriving}`, "i").test(clause.slice(m.index + m[0].length))
    )
      continue;
    // "When a customer emails support": the lead writing in is the event, not a message to send.
    if (
      /^e-?mail(?:s|ed)$/i.test(m[1]) &&
      /\b(?:when(?:ever)?|once|if|each\s+time|every\s+time)\s+(?:(?:a|an|the|new|our|my)\s+)?(?:customers?|clients?|leads?|someone|somebody|anyone|users?|visitors?|people|persons?|prospects?|patients?)\s+$/i.test(
        clause.slice(0, m.index),
      )
    )
      continue;
    // "gave an email", "their email", "the lead's email equals": the address, not a message.
    const before = clause.slice(0, m.index);
    if (
      // ("it's emailed" is a message: "it is").
      /(\b(their|his|her|valid|whose)|(?<!\b(?:it|that|he|she|there|what|who))'s)\s+$/i.test(
        before,
      ) ||
      /\b(gave|gives|give|has|have|had|entered|enter|provided|provide)\s+(us\s+)?(an?\s+)?$/i.test(
        before,
      )
    ) {
      continue;
    }
    if (
      /^\s*(address|field|equals|is|matches|contains|ends|starts|begins|ending|starting)\b/i.test(
        clause.slice(m.index + m[0].length),
      )
    ) {
      continue;
    }
    // "with their name, email and budget": a field in a list of them.
    const listedField = "name|phone|number|company|message|budget|amount";
    if (
      new RegExp(
        `\\b(?:their|with|his|her|the lead's)\\s+(?:${listedField})(?:\\s*,\\s*(?:${listedField}))*(?:\\s*,\\s*|\\s+and\\s+|\\s+or\\s+)$`,
        "i",
      ).test(before) ||
      (/\b(?:their|with|his|her|the lead's)\s+$/i.test(before) &&
        new RegExp(`^\\s*(?:,\\s*|and\\s+|or\\s+)(?:${listedField})\\b`, "i").test(
          clause.slice(m.index + m[0].length),
        ))
    ) {
      continue;
    }
    const end = m.index + m[0].length;
    const after = clause.slice(end);
    if (/^\s*both\s+them\s+and\s+me/i.test(after)) {
      found.push({ at: m.index, action: { kind: "email", to: "lead" } });
      found.push({ at: m.index + 1, action: { kind: "email", to: "team" } });
      continue;
    }
    // "email both the client and our project manager a welcome pack": one message to each, the
    // second read as if its verb were said again ("email our project manager a welcome pack").
    const both =
      /^\s*(?:both\s+)?(?:the\s+)?(?:lead|customer|client|sender|person|them)\s+and\s+(?=(?:our|my|the|me|us)\b)/i.exec(
        after,
      );
    if (both && /^\s*both\b/i.test(after)) {
      const second = actionsIn(`${m[1]} ${after.slice(both[0].length)}`).find(
        (a) => a.kind === "email" && a.to === "team",
      );
      if (second) {
        found.push({ at: m.index, action: { kind: "email", to: "lead" } });
        found.push({ at: m.index + 1, action: second });
        continue;
      }
    }
    const said = namedBefore(before);
    // "an invoice comes in by email": how the event arrives, not a message to send.
    if (
      !said &&
      /\b(?:(?:comes?|came|coming|arrives?|arrived|arriving|reach(?:es|ed)?|lands?|landed|drops?\s+in)\s+(?:(?:an?|the|une?|una|eine?)\s+)?(?:[\p{L}-]+\s+)?|(?:received|sent)\s+|is\s+sent\s+)(?:in\s+)?(?:to\s+us\s+)?(?:by|via|through|over)\s+$/iu.test(
        before,
      )
    ) {
      continue;
    }
    // "we receive an invoice by email", "on reçoit une facture par email": what reaches the
    // business is the event; only a message received ("we get an email by …") is one to send.
    const received =
      /\b(?:we|i|you|on|one|they)\s+(?:receive|receives|get|gets)\s+(?:(?:an?|the|une?|una|eine?|our|their|new)\s+)*((?:[\p{L}-]+\s+){1,2})(?:in\s+)?(?:by|via|through|over)\s+$/iu.exec(
        before,
      );
    if (
      received &&
      !/\b(e-?mails?|texts?|sms|messages?|notifications?|alerts?|cop(?:y|ies)|summar\w*|notes?|reminders?|updates?|reports?)\b/i.test(
        received[1],
      )
    )
      continue;
    const who = said ? { to: said, guessed: false } : recipientOf(after, clause);
    let to = who.to;
    let guessed = who.guessed;
    // "a thank-you email", "a review request email": the message is to the customer.
    if (
      /\b(thank[- ]you|review request|confirmation|follow[- ]?up)\s*$/i.test(
        clause.slice(0, m.index),
      )
    ) {
      to = "lead";
      guessed = false;
    }
    // "send the customer a review request email": the recipient comes before the message.
    const named = /\bsend\s+(\w+(?:\s+\w+)?)\s+an?\s+([\w-]+\s+){0,3}$/i.exec(before);
    if (named && !/^(an?|the)$/i.test(named[1])) {
      to = recipient(named[1], clause);
      guessed = false;
    }
    // A typed address is the business's own contact for this step (the CFO, billing@), typed
    // after the verb or before it ("Maria at maria@x.com should get an email").
    // "Reply to the lead by email …, and send a summary to sales@…": the lead named before the
    // medium is whom this email is for; an address typed later is another message's.
    // So is the lead named right after the verb ("email the lead thanking them, and also send a
    // summary to sales@…"), unless the address is theirs ("email the client at jo@…").
    const leadAfter =
      leadWords.test(after.trim().replace(/^to\s+/i, "")) &&
      !/^\s*(?:to\s+)?(?:\S+\s+){0,2}?(?:at|on)\s+[\w.+-]+@/i.test(after);
    const address =
      said === "lead" || leadAfter
        ? undefined
        : (typedRecipient(after, "email") ?? gettingBefore(before, "email"));
    if (address) {
      for (const [i, each] of typedList(after, address, "email").entries())
        found.push({
          at: m.index + i / 10,
          end,
          action: { kind: "email", to: "team", address: each },
        });
      continue;
    }
    found.push({
      at: m.index,
      end,
      action: { kind: "email", to, ...(guessed ? { guessed } : {}) },
    });
  }
  for (const m of clause.matchAll(smsVerb)) {
    const end = m.index + m[0].length;
    const after = clause.slice(end);
    // "alert me by SMS at 555-0123": one message, read at its medium, where its number is.
    if (
      /^(?:alert|message)/i.test(m[0]) &&
      /^\s+(?:by|via|over|through)\s+(?:sms|text|e-?mail|mail)\b/i.test(after)
    )
      continue;
    // "a text file", "plain text", "the text of": text as a thing, not a message to send.
    if (
      /^text/i.test(m[0]) &&
      (/^\s*(files?|documents?|fields?|boxe?s?|version|format|content|of)\b/i.test(after) ||
        /\b(plain|invoice|its|the|any)\s+$/i.test(clause.slice(0, m.index)))
    ) {
      continue;
    }
    // "alert me by SMS", "notify the lead via text": the medium of the verb before it, sent to
    // whom that verb names.
    const medium = /\b(?:by|via|over|through)\s+$/i.test(clause.slice(0, m.index))
      ? /\b(?:alert|notify|tell|message|ping|contact|remind)\s+(\w+(?:\s+\w+)?)/i.exec(
          clause.slice(0, m.index),
        )
      : null;
    const said = namedBefore(clause.slice(0, m.index));
    // "alert me", "message me": the verb names the recipient itself.
    const who = /\bme\b/i.test(m[0])
      ? { to: "team" as const, guessed: false }
      : said
        ? { to: said, guessed: false }
        : medium
          ? { to: recipient(medium[1], clause), guessed: false }
          : recipientOf(after, clause);
    let to = who.to;
    let guessed = who.guessed;
    if (
      /^(send\s+)?(sms|text)\s+(reminders?|messages?)\s+to\s+(clients?|customers?)/i.test(
        clause.slice(Math.max(m.index - 5, 0)).trim(),
      )
    )
      to = "lead";
    if (/whatsapp/i.test(m[0]) && !said && !medium) {
      to = recipient(after.replace(/^\s*message/i, ""), clause);
    }
    // "send the lead a text": the recipient comes before the message.
    const before = /\bsend\s+(\w+(?:\s+\w+)?)\s+an?\s+(\w+\s+)?$/i.exec(clause.slice(0, m.index));
    if (before) to = recipient(before[1], clause);
    if (before || to === "lead") guessed = false;
    // "alert the on-call engineer at +1 555 0100 by SMS": the number is typed with the verb
    // the medium is for, before "by".
    const spoken = medium ? clause.slice(medium.index, m.index).replace(/^\S+/, "") : "";
    const address =
      who.to === "lead" && (said || medium)
        ? undefined
        : (typedRecipient(after, "sms") ??
          (medium ? typedRecipient(spoken, "sms") : undefined) ??
          gettingBefore(clause.slice(0, m.index), "sms"));
    if (address) {
      const listedIn = after.includes(address)
        ? after
        : spoken.includes(address)
          ? spoken
          : address;
      for (const [i, each] of typedList(listedIn, address, "sms").entries())
        found.push({
          at: m.index + i / 10,
          end,
          action: { kind: "sms", to: "team", address: each },
        });
      continue;
    }
    found.push({ at: m.index, end, action: { kind: "sms", to, ...(guessed ? { guessed } : {}) } });
  }
  // "notify my team", "let people know", "update our accounting records" (no accounting step
  // exists: the bookkeeper gets an email): a message to the team.
  const notify =
    /\b(notify|alert\s+(?:the|my|our)\s+\w+|let\s+\w+\s+know|tell\s+(?:me|us|someone|staff|(?:the|my|our)\s+\w+)|update\s+(?:(?:our|my|the)\s+)?(?:accounting|books|bookkeep\w*))\b/i.exec(
      clause,
    );
  // "send me a list of the bookings", "send the customer a thank-you note": no medium named,
  // so an email.
  const send =
    /\bsend\s+(me|us|the\s+team|(?:my|our)\s+\w+|them|him|her|the\s+(?:lead|customer|client|person)s?)\s+(?:an?|the|our)\s+/i.exec(
      clause,
    );
  const asked = new RegExp(
    `\\b(?:ask|invite)\\s+(?:them|him|her|(?:(?:the|my|our|each|every)\\s+)?(?:${servedNouns}|lead|person)s?)\\s+(?:for|to)\\b`,
    "i",
  ).exec(clause);
  // "reply with an apology", "answer them with our prices": a message back to whoever wrote.
  const replyWith =
    /\b(?:reply|respond|answer|write\s+back)\s+(?:to\s+)?(?:(?:them|him|her|the\s+(?:lead|customer|client|sender))\s+)?with\b/i.exec(
      clause,
    );
  // "reply to the customer confirming it": a message back to whoever wrote, by email.
  const replyTo =
    /\b(?:reply|respond|write\s+back)\s+to\s+(?:the\s+)?(?:lead|customer|client|sender|person|them|him|her)\b/i.exec(
      clause,
    );
  // "over 5000 → call", "then call them back": no step calls anyone; the team is asked to.
  const call =
    /(?:^|[→:>,]|\b(?:then|and|please|also|to|should))\s*(?:(?:call|ring)(?:\s+(?:them|him|her|back|the\s+(?:lead|customer|client|person)))*|phone\s+(?:them|him|her|back|the\s+(?:lead|customer|client|person))(?:\s+back)?)\s*(?=$|[,.;]|\s+(?:and|then|right|asap|immediately|personally)\b)/i.exec(
      clause,
    );
  if (call) found.push({ at: call.index, action: { kind: "email", to: "team", todo: [callTodo] } });
  const messaged = () =>
    found.some(
      (f) => (f.action.kind === "email" || f.action.kind === "sms") && !("todo" in f.action),
    );
  if (notify && !messaged()) {
    // "alert the team at team@ourco.com", "notify the manager at +1 555…": by what is typed.
    const after = clause
      .slice(notify.index + notify[0].length)
      .replace(/^\s+(?:at|on|via)\b/i, " ");
    const address = typedRecipient(after, "email");
    const phone = address ? undefined : typedRecipient(after, "sms");
    const atStart = (re: RegExp) => (re.exec(after)?.index ?? 99) <= 40;
    if (address && atStart(typedEmail))
      found.push({ at: notify.index, action: { kind: "email", to: "team", address } });
    else if (phone && atStart(typedPhone))
      found.push({ at: notify.index, action: { kind: "sms", to: "team", address: phone } });
    else found.push({ at: notify.index, action: { kind: "email", to: "team" } });
  } else if (send && !messaged()) {
    const end = send.index + send[0].length;
    found.push({ at: send.index, end, action: { kind: "email", to: recipient(send[1], clause) } });
  } else if (replyTo && !messaged() && !wantsAi) {
    const end = replyTo.index + replyTo[0].length;
    found.push({ at: replyTo.index, end, action: { kind: "email", to: "lead" } });
  } else if (replyWith && !messaged() && !wantsAi) {
    const end = replyWith.index + replyWith[0].length;
    found.push({ at: replyWith.index, end, action: { kind: "email", to: "lead" } });
  } else if (asked && !messaged()) {
    // "ask them for a review": a message to them, by email as no medium is named.
    const end = asked.index + asked[0].length;
    found.push({ at: asked.index, end, action: { kind: "email", to: "lead" } });
  } else if (!messaged()) {
    const passed = passedOn(clause);
    if (passed) found.push(...passed);
  } else {
    // "Reply to the lead by email …, and also send a summary to sales@…": a message passed on
    // to an address typed after the others is one more, not the same one.
    const from = Math.max(...found.map((f) => f.end ?? f.at));
    const typed = new Set(found.map((f) => ("address" in f.action ? f.action.address : "")));
    for (const p of passedOn(clause.slice(from)) ?? []) {
      const a = p.action;
      if (!("address" in a) || !a.address || typed.has(a.address)) continue;
      found.push({ ...p, at: p.at + from, end: p.end === undefined ? undefined : p.end + from });
    }
  }
  const crm =
    /\b(crm|add (them|him|her|it) to|put (them|him|her) in|save (the )?(vendor|lead|contact|them)|into the crm|go into)\b/i.exec(
      clause,
    );
  if (crm) found.push({ at: crm.index, action: { kind: "crm" } });
  found.sort((a, b) => a.at - b.at);
  const alsoNamed: typeof found = [];
  for (const f of found) {
    const a = f.action;
    if ((a.kind !== "email" && a.kind !== "sms") || a.to !== "team" || a.copy) continue;
    if (a.kind === "email" && a.todo) continue;
    // "text Maria at +1 555 0101", "email Jo in accounting": the step is named for whom; for a
    // medium after "by" ("notify both Anna and Ben by SMS"), by the verb before it.
    const before = clause.slice(0, f.at);
    const byMedium =
      /\b(?:alert|notify|tell|message|ping|contact|remind|reach|update)\s+((?:\S+\s+){1,8}?)(?:by|via|over|through)\s+$/i.exec(
        before,
      );
    const names =
      f.end === undefined ? [] : namesAfter(byMedium ? byMedium[1] : clause.slice(f.end));
    let name: string | undefined = names[0];
    let others = names.slice(1);
    // "Maria (maria@x.com) and Tom (tom@x.com)": each address is named by the name just before
    // it, not all by the first.
    if (a.address && name && f.end !== undefined) {
      const at = clause.indexOf(a.address, f.end);
      const own =
        at >= 0
          ? /(\p{Lu}[\p{L}'’-]+)\s*(?:\(\s*|(?:at|on)\s+)?$/u.exec(
              clause.slice(Math.max(f.end, at - 40), at),
            )?.[1]
          : undefined;
      // The first address after the verb keeps the name said before it ("text Maria at …").
      const first = at >= 0 && !/[\w.+-]+@|\+?\d[\d ().-]{6,}/.test(clause.slice(f.end, at));
      name = own && !/^(?:And|Or|At|On)$/.test(own) ? own : first ? name : undefined;
      others = [];
    }
    if (name) {
      a.name = name;
      a.guessed = undefined;
      if (!a.address && !a.person) a.person = { key: name.toLowerCase(), words: name };
      // "Text Anna and Ben": each of them is sent the message, at their own contact.
      if (!a.address)
        for (const [i, other] of others.entries())
          alsoNamed.push({
            ...f,
            at: f.at + (i + 1) / 100,
            action: { ...a, name: other, person: { key: other.toLowerCase(), words: other } },
          });
    }
    if (a.address || a.person) continue;
    const person = personAt(clause, f.at);
    if (person) a.person = person;
  }
  if (alsoNamed.length) {
    found.push(...alsoNamed);
    found.sort((a, b) => a.at - b.at);
  }
  for (const [i, f] of found.entries()) {
    if (f.end === undefined) continue;
    const next = found.slice(i + 1).find((g) => g.at >= (f.end ?? 0));
    saidIn.set(f.action, clause.slice(f.end, next?.at ?? clause.length));
  }
  const actions = once(found.map((f) => f.action));
  if (wantsAi) {
    const email = actions.findIndex((a) => a.kind === "email" && a.to === "lead");
    // What the AI wrote goes by the message the clause asks for: an email first, else a text
    // ("text the summary to my phone").
    // A summary is the team's to read: it goes in their email when there is one as well.
    const teamEmail = summary.test(clause)
      ? actions.findIndex((a) => a.kind === "email" && a.to === "team" && !a.todo)
      : -1;
    const anyEmail =
      teamEmail >= 0 && email >= 0
        ? teamEmail
        : email >= 0
          ? email
          : actions.findIndex((a) => a.kind === "email") >= 0
            ? actions.findIndex((a) => a.kind === "email")
            : actions.findIndex((a) => a.kind === "sms" && !a.copy);
    if (anyEmail >= 0) {
      // "Summarise their message with AI and email it to …": a summary, unless a reply is
      // also asked of the same words.
      // A reply to the lead said beside a summary for the team is a message of its own.
      const sums =
        summary.test(clause) &&
        (anyEmail === teamEmail ||
          !/\b(answer|respond|draft|reply)\b/i.test(clause.replace(summary, "")));
      const about = sums ? undefined : replyAbout(clause);
      actions.splice(
        anyEmail,
        0,
        sums ? { kind: "ai", summary: true } : { kind: "ai", ...(about ? { about } : {}) },
      );
      const reply = actions[anyEmail + 1] as Extract<Action, { kind: "email" | "sms" }>;
      reply.ai = true;
      // A reply is written to whoever wrote in: with no one named, it goes back to them. A
      // summary is the team's to read: no message to the lead unless the request says so.
      if (
        reply.guessed &&
        /\b(ai|a\.i\.|answer|respond|draft|reply)\b/i.test(clause.replace(summary, ""))
      ) {
        reply.to = "lead";
        reply.guessed = undefined;
      }
    } else if (/\b(answer|reply|respond)\b/i.test(clause)) {
      const about = replyAbout(clause);
      actions.push({ kind: "ai", ...(about ? { about } : {}) });
      // "answer FAQ emails": the answer goes back to whoever wrote.
      // "reply to the lead with an AI answer": written to someone, so sent to them, by email as no
      // other medium is named.
      if (
        /\b(answer|reply to|respond to)\b.*\b(e-?mails?|messages?|questions?)\b/i.test(clause) ||
        /\b(?:reply|respond|answer|write\s+back)\s+(?:to\s+)?(?:(?:the|each|every|new|a|any)\s+)*(?:leads?|customers?|clients?|senders?|prospects?|persons?|them|him|her)\b/i.test(
          clause,
        )
      ) {
        actions.push({ kind: "email", to: "lead", ai: true });
      }
    }
  }
  return actions;
}

/**
 * What a reply the AI writes is asked to do, in the request's words: "a reply explaining our
 * financing options", "a friendly reply that answers their question", "answer them about our
 * opening hours". The AI Intake knows only its prompt and the event, so the subject must be in it.
 */
function replyAbout(clause: string): string | undefined {
  const m =
    /\b(?:repl(?:y|ies)|answers?|responses?|respond)\b(?:\s+(?:to\s+)?(?:them|him|her|it|the\s+\w+))?\s+((?:that|which|explaining|describing|covering|offering|about|on|with|saying|telling|answering|thanking|asking|inviting|mentioning|listing|giving)\b.+?)(?=\s+(?:and\s+)?(?:then\s+)?(?:e-?mail|text|send|sms|add|put|save|forward)\b|[.;!?]|$)/i.exec(
      clause,
    );
  const about = m?.[1].trim();
  // "with AI", "by email": how the reply is written or sent, not what it says.
  if (!about || /^(?:with|by|via|on)\s+(?:the\s+)?(?:ai|a\.i\.|e-?mail|text|sms)\b/i.test(about))
    return undefined;
  return clip(about, 400);
}

/**
 * "send technical problems to support@…", "complaints go to me", "billing questions to
 * billing@…", "tech problems → support@…": what is passed on with no medium named goes to whom
 * the words after "to" name, as a text to a typed number and by email otherwise. Without a verb
 * of passing on, only a typed address or number is read so ("reply to them" is no message).
 */
function passedOn(clause: string): { at: number; end: number; action: Action }[] | null {
  const verb =
    /\b(?:send|sends|sent|forward|forwards|forwarded|route|routes|routed|pass|passes|passed|direct|directs|hand|hands|assign|assigns|escalate|escalates|go|goes|should\s+go|get\s+sent|gets\s+sent|are\s+sent)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:on\s+|over\s+|straight\s+)?to\s+/iu.exec(
      clause,
    );
  const bare = verb
    ? null
    : /^\s*(?:and\s+)?(?:[\p{L}'’-]+\s*){1,3}(?:\s+to|:|->|=>|→|—|–)\s*(?=[\w.+-]+@|\+?\(?\d)/iu.exec(
        clause,
      );
  const m = verb ?? bare;
  if (!m) return null;
  const end = m.index + m[0].length;
  const after = clause.slice(end);
  const email = typedRecipient(after, "email");
  if (email && typedEmail.exec(after)?.index === 0) {
    return typedList(after, email, "email").map((address, i) => ({
      at: m.index + i / 10,
      end,
      action: { kind: "email", to: "team", address },
    }));
  }
  const phone = typedRecipient(after, "sms");
  if (phone && /^\s*\+?\(?\d/.test(after)) {
    return typedList(after, phone, "sms").map((address, i) => ({
      at: m.index + i / 10,
      end,
      action: { kind: "sms", to: "team", address },
    }));
  }
  if (!verb) return null;
  // "goes to the office manager at office@…": someone of the team, reached at what is typed.
  const reachedAt = /^(?:(?:the|my|our)\s+)?(?:[\p{L}'’-]+\s+){1,3}?(?:at|on|via)\s+/iu.exec(after);
  if (reachedAt) {
    const rest = after.slice(reachedAt[0].length);
    const at = end + reachedAt[0].length;
    const address = typedRecipient(rest, "email");
    if (address && typedEmail.exec(rest)?.index === 0)
      return [{ at: m.index, end: at, action: { kind: "email", to: "team", address } }];
    const phone = typedRecipient(rest, "sms");
    if (phone && /^\+?\(?\d/.test(rest))
      return [{ at: m.index, end: at, action: { kind: "sms", to: "team", address: phone } }];
  }
  // "goes to our website" is no one of the team.
  const place =
    /^(?:my|our)\s+(?!team|staff|manager|boss|assistant|accountant|bookkeeper|office|sales|support|billing|finance|accounting|owner|reps?|agents?)/i;
  if (teamWords.test(after) && !place.test(after)) {
    return [{ at: m.index, end, action: { kind: "email", to: "team" } }];
  }
  if (leadWords.test(after) && !/^back\b/i.test(after)) {
    return [{ at: m.index, end, action: { kind: "email", to: "lead" } }];
  }
  return null;
}

const number = sumOf;

/** A field named in a request, as the sample lead's data names it. */
function fieldName(words: string): string {
  const w = words
    .toLowerCase()
    .replace(/[^a-z\s-]/g, " ")
    .trim();
  if (/\be-?mail( address)?$/.test(w)) return "email";
  if (/\b(phone|mobile|cell)( number)?$|^number$/.test(w)) return "phone";
  if (/\b(company|business)( name)?$/.test(w)) return "company";
  if (/\b(message|text|note)$/.test(w)) return "message";
  if (/\b(amount|order total|order value)$/.test(w)) return "amount";
  return w.split(/\s+/).at(-1) ?? w;
}

const givenField =
  "phone(?:\\s+number)?|mobile(?:\\s+number)?|cell(?:\\s+number)?|(?:phone\\s+)?number|e-?mail(?:\\s+address)?|company(?:\\s+name)?|business\\s+name|website";
const givingVerb =
  "gives?|gave|given|has|have|had|left|leaves?|leave|entered|enters?|enter|provided|provides?|provide|included|includes?|include|supplied|supplies|supply|fill(?:s|ed)?\\s+in";
/** A check is asked for: "if", "where", "unless"… before the words that name it. */
const askingCheck =
  /\b(if|where|when|whenever|unless|in case|as long as|only|whether|provided that)\b/i;

/**
 * Whether a field of the lead is given: "they left a phone number", "where the enquirer has
 * provided a company name", "the company field is filled in"; or not given ("missing", turned
 * into a check that it is given with the branches swapped): "they didn't leave a phone number",
 * "where no company is given", "without an email".
 */
function presenceOf(clause: string): Condition | null {
  const active = new RegExp(
    `\\b(${givingVerb})\\s+(?:us\\s+)?(?:(a|an|their|his|her|the|any|no)\\s+)?(${givenField})\\b`,
    "i",
  ).exec(clause);
  if (active) {
    const before = clause.slice(0, active.index);
    const not =
      /\b(didn't|did not|don't|do not|doesn't|does not|hasn't|has not|haven't|have not|never|not|without)\s+(?:\w+\s+)?$/i.test(
        before,
      ) || /^no$/i.test(active[2] ?? "");
    // "include their phone number" in what a message says is no check.
    if (askingCheck.test(before) || not) {
      return { field: fieldName(active[3]), operator: not ? "missing" : "exists", value: "" };
    }
  }
  // "the company field is filled in", "no company is given", "their phone number is missing".
  const passive =
    /\b(no\s+)?(?:the\s+|their\s+|a\s+)?([a-z]+(?:\s+(?:name|number|address))?)(?:\s+field)?\s+(?:is|was|has been|are|were)\s+(not\s+)?(filled(?:\s+in|\s+out)?|present|provided|given|set|entered|included|supplied|not empty|empty|blank|missing)\b/i.exec(
      clause,
    );
  if (
    passive &&
    !/^(it|this|that|there|which|what)$/i.test(passive[2]) &&
    askingCheck.test(clause.slice(0, passive.index + 1))
  ) {
    const not = Boolean(passive[1] || passive[3]) || /^(empty|blank|missing)$/i.test(passive[4]);
    return { field: fieldName(passive[2]), operator: not ? "missing" : "exists", value: "" };
  }
  const none = new RegExp(
    `\\b(?:without|with no|there'?s no|there is no)\\s+(?:a\\s+|an\\s+|any\\s+)?(${givenField})\\b`,
    "i",
  ).exec(clause);
  if (none) return { field: fieldName(none[1]), operator: "missing", value: "" };
  if (/\b(from|with)\s+(a|an|their)\s+company/i.test(clause)) {
    return { field: "company", operator: "exists", value: "" };
  }
  return null;
}

/** A field not given is checked as given, with what runs on Yes and on No swapped. */
function presentOnly(plan: Plan): Plan {
  return plan.map((p): Action | Branch => {
    if (!isBranch(p)) return p;
    const yes = presentOnly(p.yes);
    const no = presentOnly(p.no);
    return p.condition.operator === "missing"
      ? { condition: { ...p.condition, operator: "exists" }, yes: no, no: yes }
      : { ...p, yes, no };
  });
}

/** Each check of a field the request names another way reads the field by its own name. */
function renamed(plan: Plan, aliases: Map<string, string>): Plan {
  if (!aliases.size) return plan;
  return plan.map((p): Action | Branch =>
    isBranch(p)
      ? {
          condition: { ...p.condition, field: aliases.get(p.condition.field) ?? p.condition.field },
          yes: renamed(p.yes, aliases),
          no: renamed(p.no, aliases),
        }
      : p,
  );
}

/**
 * A word to look for typed with a letter left out or two letters swapped ("weddng", "wedidng") is
 * the word the request spells right elsewhere ("a wedding photographer"): a check on the typo
 * would never hold for the messages the visitor means.
 */
function respelled(plan: Plan, request: string): Plan {
  const words = new Set([...request.toLowerCase().matchAll(/[\p{L}]{4,}/gu)].map((m) => m[0]));
  const meant = (value: string): string =>
    /\s/.test(value) ? value : ([...words].find((w) => spelledAs(value, w)) ?? value);
  return plan.map((p): Action | Branch =>
    isBranch(p)
      ? {
          condition:
            p.condition.field === "message" && p.condition.operator === "contains"
              ? { ...p.condition, value: meant(String(p.condition.value)) }
              : p.condition,
          yes: respelled(p.yes, request),
          no: respelled(p.no, request),
        }
      : p,
  );
}

/** The same check said twice ("if it does not mention refund … if it mentions refund"). */
function sameCheck(a: Condition, b: Condition): boolean {
  return (
    a.field === b.field &&
    a.operator === b.operator &&
    a.value.toLowerCase() === b.value.toLowerCase()
  );
}

/**
 * A check of the words said negated: "does not mention", "doesn't contain", "never says". The
 * engine checks that a message contains a word; not containing it is that check's No.
 */
/** A verb that says what a message has in it, negated or not: "mentions", "doesn't say". */
const mentionVerb = String.raw`(?:(?:does\s+not|doesn't|doesn’t|do\s+not|don't|never)\s+)?(?:mentions?|contains?|says?|includes?|talks?\s+about|asks?\s+(?:about|for))\b`;

const negatedMention =
  /\b(?:if|when|whenever|where)\b[^,;]*?\b(?:does\s+not|doesn't|doesn’t|do\s+not|don't|did\s+not|didn't|never|is\s+not|isn't|no|ne)\s+(?:\w+\s+)?(?:mention|contain|say|include|talk\s+about|ask\s+(?:about|for))/i;

/** Two checks of which one holds exactly when the other does not ("given" and "not given"). */
function opposite(a: Condition, b: Condition): boolean {
  if (a.field !== b.field) return false;
  const pair = new Set([a.operator, b.operator]);
  if (pair.has("exists") && pair.has("missing")) return true;
  if (pair.has("equals") && pair.has("not_equals"))
    return a.value.toLowerCase() === b.value.toLowerCase();
  // "under 10" and "10 or more", "over 500" and "500 or less": the two sides of one size.
  const sides = (x: string, y: string) => pair.has(x) && pair.has(y);
  return (
    Number(a.value) === Number(b.value) &&
    (sides("less_than", "at_least") || sides("greater_than", "at_most"))
  );
}

/** How a request's quality word ("urgent", "a complaint") is checked: by the word, or by AI. */
type Reading = { byMeaning?: boolean; flipRecipients?: boolean };

/** The lead's fields a request may read against a value ("the company", "their source"). */
const leadField =
  "company(?:\\s+name)?|business\\s+name|name|e-?mail(?:\\s+address)?|phone(?:\\s+number)?|source|status|type|stage|priority|plan|country|city|state|region|channel|tag|label|industry|role|title|product|service|language";

/** Words after "is" that say a field is there or not, or a quality, not a value it holds. */
const notAValue =
  /^(?:(?:not\s+)?(?:given|provided|missing|empty|blank|set|known|unknown|filled(?:\s+in)?|there|present|absent|available|included|valid|invalid)|over|under|above|below|more|less|greater|bigger|smaller|between|one\s+of|in|on|a|an|any|anything|something|us|me|them)\b/i;

/** Where a lead came from rather than whom they work for ("from the website", "from Google Ads"). */
const channelWords =
  /\b(?:website|site|web|form|landing\s+page|facebook|instagram|google|ads?|adwords|linkedin|twitter|tiktok|youtube|referral|newsletter|email\s+campaign|campaign|phone\s+call|chat|widget)\b/i;

/** The conditions a clause opens with (two for "'bad' or 'terrible'", to be chained). */
/** Words that say how a word to look for is said, which no check looks for. */
const functionWords = String.raw`the\s+word|the|a|an|it's|it\s+is|its|it|is|are|was|for|about|of|that|this|some|any|la\s+parola|la|le|il|lo|les|un|une|una|uno|el|los|las|de|del|der|die|das|het|een|o|os|um|uma|a\s+palavra`;

/** A currency sign or code before a sum. */
const currency = String.raw`(?:(?:R|US|A|C|NZ|HK|S)?\$|€|£|¥|₹|CHF|EUR|USD|BRL|GBP)?\s?`;

/** What a number may count, said after it: "10 employees", "5 seats", "20 empleados". */
const countedNoun = String.raw`(?:(?:full[- ]time|paid|active)\s+)?(?:employees?|staff|people|workers|team members|headcount|mitarbeiter(?:innen)?|beschäftigte|angestellte|empleados|trabajadores|employés|salariés|dipendenti|medewerkers|werknemers|funcionários|funcionarios|colaboradores|seats?|users?|licen[cs]es?|lizenzen|plazas|usuarios|utilisateurs|utenti|gebruikers|guests?|attendees|invités|invitados|gäste|ospiti|convidados|gasten|stars?|étoiles|estrellas|sterne|stelle|estrelas|sterren)(?![\p{L}])`;

/** The field a number counts, from the word after it: "10 employees", "5 seats". */
/** The one field the numbers of a request count ("employees"), when it names no money at all. */
function soleCountedField(text: string): string | null {
  if (
    /[$€£]|\b(?:amount|total|budget|price|cost|spend|orders?|deals?|invoices?|dollars?|euros?|usd|revenue|value|sum)\b/i.test(
      text,
    )
  )
    return null;
  const found = new Set<string>();
  for (const m of text.matchAll(/\d[\d,]*\+?/g)) {
    const field = countedField(text.slice(m.index + m[0].length));
    if (field) found.add(field);
  }
  return found.size === 1 ? [...found][0]! : null;
}

function countedField(after: string): string | null {
  const noun = new RegExp(String.raw`^\s*(${countedNoun})`, "iu").exec(after);
  if (!noun) return null;
  // A count the lead sample has no field for is checked on one named after it: "amount" would
  // compare 200 guests or 2 stars with a sum of money.
  if (/(?:guests?|attendees|invités|invitados|gäste|ospiti|convidados|gasten)$/iu.test(noun[1]))
    return "guests";
  if (/(?:stars?|étoiles|estrellas|sterne|stelle|estrelas|sterren)$/iu.test(noun[1]))
    return "rating";
  return /(?:seats?|users?|licen[cs]es?|lizenzen|plazas|usuarios|utilisateurs|utenti|gebruikers)$/i.test(
    noun[1],
  )
    ? "seats"
    : "employees";
}

function conditionsOf(
  clause: string,
  amountField: string,
  reading: Reading = {},
  noted: Noted = { meaning: null },
  categories: string[] | null = null,
): Condition[] {
  // "If the amount is over 5000 or the company is Acme": either check is enough, so each is
  // read on its own (the composer puts the second on the No branch of the first, with the same
  // steps); read as one, the second half would be dropped without a word.
  const either = disjunctionOf(clause, amountField, reading, noted, categories);
  if (either) return either;
  // A word to look for may be any language's ("achat", "réservation"); the small words before it
  // ("say it's for a wedding", "la parola") are how it is said, never what is looked for.
  const quoted = new RegExp(
    String.raw`(?:contains?|mentions?|says?|asks? for|word)\s+(?:(?:${functionWords})\s+){0,4}['"‘’]?([\p{L}\d]+)['"‘’]?(?:\s+or\s+['"‘’]?([\p{L}\d]+)['"‘’]?)?`,
    "iu",
  );
  const exact = /exactly\s+['"‘’]?([a-z]+)['"‘’]?/i.exec(clause);
  if (exact) return [{ field: "message", operator: "equals", value: exact[1].toLowerCase() }];
  // "the ticket is marked low priority", "flagged as high priority": the event's priority.
  const priority =
    /\b(?:is|are|was|gets?|got|been)\s+(?:marked|flagged|tagged|labell?ed|set)\s+(?:as\s+)?(?:an?\s+)?['"‘’]?(low|medium|normal|high|urgent|critical)['"‘’]?[\s-]+priority\b|\b(?:has|have|with)\s+(?:an?\s+)?(low|medium|normal|high|urgent|critical)\s+priority\b|\bpriority\s+(?:is\s+)?['"‘’]?(low|medium|normal|high|urgent|critical)\b/i.exec(
      clause,
    );
  if (priority) {
    const level = (priority[1] ?? priority[2] ?? priority[3])!.toLowerCase();
    return [{ field: "priority", operator: "equals", value: level }];
  }
  const between =
    /between\s+\$?([\d,]+)\s+and\s+\$?([\d,]+)/i.exec(clause) ?? countedRange.exec(clause);
  if (between) {
    const field = countedField(clause.slice(between.index + between[0].length)) ?? amountField;
    return [{ field, operator: "greater_than", value: number(between[1]) }];
  }
  const budget = /\bbudget\b/i.test(clause) ? "budget" : amountField;
  // "More than 10 employees", "mehr als 10 Mitarbeiter": a count of what the number names, not
  // a sum of money.
  // "the employee count is under 10", "team size of at least 5": the count named before.
  const countNamed =
    /\b(?:employee|staff|headcount|team)\s*(?:count|size|number)\b|\bnumber\s+of\s+(?:employees|staff|people|workers)\b|\bheadcount\b|\bcompany\s+size\b/i;
  const seatsNamed =
    /\b(?:seat|user|licen[cs]e)\s*(?:count|number)\b|\bnumber\s+of\s+(?:seats|users|licen[cs]es)\b/i;
  const counted = (m: RegExpExecArray): string =>
    countedField(clause.slice(m.index + m[0].length)) ??
    countedField(m[0].replace(/^\D*\d[\d,.]*/, "")) ??
    (seatsNamed.test(clause.slice(0, m.index))
      ? "seats"
      : /\bscore\b|\bpuntua(?:ción|zione)\b|\bpunkt(?:zahl|e)\b/iu.test(clause.slice(0, m.index))
        ? "score"
        : /\b(?:rating|stars?|bewertung|calificación|valutazione)\b/iu.test(
              clause.slice(0, m.index),
            )
          ? "rating"
          : countNamed.test(clause.slice(0, m.index))
            ? "employees"
            : budget);
  const sum = String.raw`(\d[\d,]*(?:\.\d{3})*(?:[.,]\d{1,2}(?!\d))?)`;
  // A bound that takes the sum itself ("at least 250", "250 or more", "no more than 100") is
  // its own check: "over 249" would let 249.50 through, and "more than" in "no more than" is
  // its opposite. Read before "over" and "under" for that reason.
  const atLeast =
    new RegExp(
      String.raw`(?:at least|no less than|not less than|no fewer than|minimum(?: of)?|min\.?)\s+${currency}${sum}`,
      "i",
    ).exec(clause) ??
    new RegExp(
      String.raw`${currency}${sum}\s*(?:[$€£]\s*)?(?:${countedNoun}\s+)?(?:or more|or above|or higher|or over|and (?:up|above|over)|\+(?!\d))`,
      "iu",
    ).exec(clause);
  if (atLeast)
    return [{ field: counted(atLeast), operator: "at_least", value: number(atLeast[1]) }];
  const atMost =
    new RegExp(
      String.raw`(?:at most|no more than|not more than|up to|maximum(?: of)?|max\.?)\s+${currency}${sum}`,
      "i",
    ).exec(clause) ??
    new RegExp(
      String.raw`${currency}${sum}\s*(?:[$€£]\s*)?(?:${countedNoun}\s+)?(?:or less|or below|or under|or fewer)`,
      "iu",
    ).exec(clause);
  if (atMost) return [{ field: counted(atMost), operator: "at_most", value: number(atMost[1]) }];
  // A sum may be in any currency ("R$ 300", "€500", "300 €"): the number is the value.
  const over = new RegExp(
    String.raw`(?:over|more than|above|greater than|exceeds?|bigger than)\s+${currency}(\d[\d,]*(?:\.\d{3})*(?:[.,]\d{1,2}(?!\d))?)`,
    "i",
  ).exec(clause);
  if (over) return [{ field: counted(over), operator: "greater_than", value: number(over[1]) }];
  const under = new RegExp(
    String.raw`(?:under|less than|fewer than|below|smaller than)\s+${currency}(\d[\d,]*(?:\.\d{3})*(?:[.,]\d{1,2}(?!\d))?)`,
    "i",
  ).exec(clause);
  if (under) return [{ field: counted(under), operator: "less_than", value: number(under[1]) }];
  // "If the email ends with .gov", "their address ends in @acme.com", "a .gov email": the
  // Condition step has no ends-with test, so the ending is looked for in the field, which holds
  // for every address that ends with it.
  const edge = new RegExp(
    String.raw`\b(?:(?:the|its|their|his|her)\s+)?(?:(?:lead|customer|client|contact|sender|person)'?s\s+)?(${leadField}|domain|address)\s+(?:(?:ends?|ending|finish(?:es)?)\s+(?:with|in|on)|(?:starts?|begins?|starting|beginning)\s+with)\s+['"‘’]?([^\s,;'"‘’]+?)['"‘’]?(?=[\s,;]|\.?$)`,
    "i",
  ).exec(clause);
  if (edge) {
    const field = /^(?:domain|address)$/i.test(edge[1]) ? "email" : fieldName(edge[1]);
    return [{ field, operator: "contains", value: edge[2] }];
  }
  const domain =
    /\b(?:an?|the|their)\s+(\.[a-z]{2,}(?:\.[a-z]{2,})?|@[\w-]+(?:\.[\w-]+)+)\s+(?:e-?mail\s+)?(?:e-?mail|address|domain)\b/i.exec(
      clause,
    );
  if (domain && askingCheck.test(clause.slice(0, domain.index)))
    return [{ field: "email", operator: "contains", value: domain[1] }];
  const given = presenceOf(clause);
  if (given) return [given];
  if (/\basks? for a (human|person|real person)/i.test(clause)) {
    return [{ field: "message", operator: "contains", value: "human" }];
  }
  // "if they ask for a refund", "when the customer wants a discount": what they ask for, as
  // the word their message has.
  // "When a message asks about pricing", "if the email is about a refund": what it is about.
  const wants =
    /\b(?:they|he|she|it|someone|(?:the|an?)\s+(?:lead|customer|client|sender|person|guest|patient|message|email|e-mail|enquiry|inquiry|request|ticket|note|text))\s+(?:(?:is|are|was)\s+about|(?:asks?|asked|asking|enquires?|inquires?|talks?|talking)\s+about|asks?|asked|is\s+asking|are\s+asking|wants?|wanted|requests?|requested)\s+(?:for\s+)?(?:a|an|the|some|their|his|her|our|to)?\s*([\p{L}][\p{L}-]{2,})/iu.exec(
      clause,
    );
  // "Emails about invoices go to books@…": the ones about it, sent on, is a check of the words.
  const aboutSent =
    /^\s*(?:(?:and|but|then)\s+)?(?:(?:all|any|the)\s+)?(?:e-?mails?|messages?|enquir(?:y|ies)|inquir(?:y|ies)|requests?|tickets?|questions?|ones)\s+(?:about|regarding|concerning|mentioning)\s+(?:(?:an?|the|their|our|any)\s+)?([\p{L}][\p{L}-]{2,})(?=[^,;]*?\b(?:go(?:es)?|are\s+sent|get\s+sent|should\s+go|are\s+forwarded|get\s+forwarded|are\s+passed)\s+(?:on\s+|straight\s+)?to\b)/iu.exec(
      clause,
    );
  if (aboutSent)
    return [
      { field: "message", operator: "contains", value: singular(aboutSent[1].toLowerCase()) },
    ];
  if (wants && askingCheck.test(clause.slice(0, wants.index))) {
    return [{ field: "message", operator: "contains", value: singular(wants[1].toLowerCase()) }];
  }
  // "the lead's country is anything other than US", "their plan isn't free": not that value.
  const unlike =
    /\b(?:(?:the|its|their|his|her)\s+)(?:\w+'s\s+)?([a-z]+)\s+(?:is\s+(?:anything\s+(?:other\s+than|but|except)|other\s+than|not(?:\s+equal\s+to)?|different\s+from|outside(?:\s+of)?)|isn't|does\s+not\s+equal|doesn't\s+equal)\s+(?:the\s+)?['"‘’]?([\w@.-]+?)['"‘’]?(?=[\s,;]|\.?$)/i.exec(
      clause,
    );
  if (unlike && !/^(message|text|it|this|that)$/i.test(unlike[1])) {
    return [{ field: fieldName(unlike[1]), operator: "not_equals", value: unlike[2] }];
  }
  // "if the company is Acme", "if their source is the website": a field of the lead read
  // against a value, which may be words of its own ("Acme Corp").
  const fieldIs = new RegExp(
    String.raw`\b(?:if|when|whenever|where)\s+(?:(?:the|its|their|his|her|an?)\s+)?(?:(?:lead|customer|client|contact|sender|person)'?s\s+)?(${leadField})\s+(?:is|equals|is equal to|is exactly|=)\s+(not\s+)?(?:the\s+|an?\s+)?['"‘’]?([^,;:'"‘’]+?)['"‘’]?(?=\s*(?:[,;:]|$|\.\s|\.$|\s+(?:then|and|or|e-?mail|text|sms|send|notify|alert|add|forward|put|tell|ping|do|ignore|skip|leave|just|please)\b))`,
    "i",
  ).exec(clause);
  if (fieldIs && !notAValue.test(fieldIs[3])) {
    return [
      {
        field: fieldName(fieldIs[1]),
        operator: fieldIs[2] ? "not_equals" : "equals",
        value: fieldIs[3].trim(),
      },
    ];
  }
  // "if the lead is from Acme", "when they're from the website": their company, or where they
  // came from when that is a channel.
  const from =
    /\b(?:if|when|whenever|where)\s+(?:the\s+(?:lead|customer|client|contact|sender|person|message|enquiry|inquiry|request)|they|he|she|it)\s*(?:is|are|'s|'re|was|were|comes?|came)\s+(not\s+)?from\s+(?!an?\s)(?:the\s+)?['"‘’]?([^,;:'"‘’]+?)['"‘’]?(?=\s*(?:[,;:]|$|\.\s|\.$|\s+(?:then|and|or|e-?mail|text|sms|send|notify|alert|add|forward|put|tell|ping|do|ignore|skip|leave|just|please)\b))/i.exec(
      clause,
    );
  // "ignore leads from Test Inc", "skip anyone from the website": the ones left alone, by where
  // they are from.
  const leftAlone =
    /\b(?:ignore|skip)\s+(?:any\s+|all\s+)?(?:leads?|messages?|e-?mails?|enquir(?:y|ies)|inquir(?:y|ies)|requests?|submissions?|anyone|anybody|people|ones|those|them|it)\s+(?:(?:who|that)\s+(?:are|is|come|comes)\s+|coming\s+)?from\s+(?!an?\s)(?:the\s+)?['"‘’]?([^,;:'"‘’]+?)['"‘’]?(?=\s*(?:[,;:]|$|\.\s|\.$|\s+(?:then|and|or|but)\b))/i.exec(
      clause,
    );
  if (leftAlone && !from && !notAValue.test(leftAlone[1])) {
    const value = leftAlone[1].trim();
    return [{ field: channelWords.test(value) ? "source" : "company", operator: "equals", value }];
  }
  if (from && !notAValue.test(from[2])) {
    const channel = channelWords.test(from[2]);
    return [
      {
        field: channel ? "source" : "company",
        operator: from[1] ? "not_equals" : "equals",
        value: from[2].trim(),
      },
    ];
  }
  // "the lead's email equals vip@...", "the status is spam": a field compared with a value.
  const equal =
    /\b(?:the\s+)?(?:(?:lead|customer|client|contact|sender|person)'?s\s+|their\s+)?([a-z]+(?:\s+(?:address|number|name))?)\s+(?:equals|is equal to|is exactly|matches|==?)\s+['"‘’]?([^\s'"‘’,;]+?)['"‘’]?(?=[\s,;]|\.?$)/i.exec(
      clause,
    ) ??
    /\b(?:the\s+|its\s+|their\s+)(status|type|source|stage|priority|plan|country|channel|tag|label)\s+is\s+(not\s+)?['"‘’]?([\w@.-]+?)['"‘’]?(?=[\s,;]|\.?$)/i.exec(
      clause,
    );
  if (equal) {
    const negated = equal.length === 4 && Boolean(equal[2]);
    const value = (equal.length === 4 ? equal[3] : equal[2]).replace(/\.$/, "");
    return [{ field: fieldName(equal[1]), operator: negated ? "not_equals" : "equals", value }];
  }
  // A phrase in quotes is looked for whole ("'wedding cake'", « gâteau de mariage »): its first
  // word alone would match messages about something else.
  const phrase =
    /(?:contains?|mentions?|says?|asks? for|word|phrase)\s+(?:the (?:word|phrase|words)\s+)?['"‘’]([\p{L}\d][^'"‘’,;:]{0,58}?)['"‘’](?![\p{L}])(?:\s+or\s+['"‘’]([\p{L}\d][^'"‘’,;:]{0,58}?)['"‘’](?![\p{L}]))?/iu.exec(
      clause,
    );
  if (phrase && /\s/.test(`${phrase[1]} ${phrase[2] ?? ""}`.trim())) {
    const values = [phrase[1], phrase[2]].filter(Boolean).map((v) => v.trim().toLowerCase());
    return values.map((value) => ({ field: "message", operator: "contains", value }));
  }
  const q = quoted.exec(clause);
  if (q && /\b(contains?|mentions?|says?|word)\b/i.test(clause)) {
    const values = [q[1], q[2]].filter(Boolean).map((v) => v.toLowerCase());
    return values.map((value) => ({ field: "message", operator: "contains", value }));
  }
  // A quality named without a word to look for ("an urgent message", "an important email"):
  // read as the word itself, or (the other reading) as what the AI Classifier decides.
  const quality = /\b(urgent|important|complaints?|angry|upset|spam)\b/i.exec(clause);
  // "classify each row as lead or spam": a kind to sort into, not a check of this clause.
  const sortedAs = sortingVerb.test(clause)
    ? (sortedInto.exec(clause)?.[1] ?? kindsListed(clause)?.kinds.join(" ") ?? "")
    : "";
  if (
    quality &&
    !/\bby urgency\b/i.test(clause) &&
    !new RegExp(`\\b${quality[1]}\\b`, "i").test(sortedAs)
  ) {
    const word = quality[1].toLowerCase().replace(/s$/, "");
    noted.meaning = word;
    return reading.byMeaning || categories?.includes(word)
      ? [{ field: "category", operator: "equals", value: word }]
      : [{ field: "message", operator: "contains", value: word }];
  }
  return [];
}

/** What a reading of the request noticed that another reading would do differently. */
type Noted = { meaning: string | null };

/** A word of a kind's name: "technical", "follow-up", "réservation". */
const kindWord = String.raw`[\p{L}][\p{L}'’-]*`;

/**
 * Words no kind's name has in it, so a list of kinds ends where one comes: what the request goes
 * on to ask ("… or billing and send …"), how to tell them apart ("… or cold based on …").
 */
const notKindWord =
  /^(?:and|or|then|but|so|if|when|whenever|unless|otherwise|send|sends|e-?mail|e-?mails|mail|text|texts|sms|forward|forwards|route|routes|notify|alert|add|put|save|reply|respond|answer|tell|let|ask|call|with|to|into|for|by|from|based|depending|according|using|via|in|on|at|of|is|are|was|were|be|it|its|it's|they|them|their|me|us|we|i|you|please|also|just|each|every|who|that|which|where|what|how|first|automatically|ai)$/i;

/**
 * Where a request starts to name the kinds it tells apart: "decide whether it's …", "three kinds
 * of messages: …", "sort each request into …".
 */
const listCues: RegExp[] = [
  /\b(?:decides?|decided|figures?\s+out|tells?|works?\s+out|determines?|checks?|detects?|judges?|sees?|classif\w*|sorts?\s+out)\s+(?:whether|if)\s+(?:(?:it|they|this|that)(?:'s|'re)?|(?:the|each|every|their|its)\s+\w+)\s*(?:is|are|was|were)?\s+(?:about\s+|an?\s+)?/giu,
  /\b(?:\w+\s+)?(?:kinds?|types?|sorts?|categories)\s+of\s+\w+\s*[:—–-]\s*/giu,
  // "into three kinds: …", "into these groups —", "in drie soorten:" read as "into:": the count
  // or the word for kinds is no kind, the list follows the colon.
  /\b(?:into|as)(?:\s+(?:(?:two|three|four|five|six|these|the following|\d)\s+)?(?:kinds?|types?|sorts?|categories|groups?|buckets?)(?:\s+of\s+\w+)?)?\s*[:—–]\s*/giu,
  // "Sort incoming messages by kind: complaint, compliment, question", "group them by topic —".
  new RegExp(
    String.raw`\b(?:sort|sorts|sorted|sorting|classify|classifies|classified|classifying|categori[sz]e[sd]?|categori[sz]ing|triage[sd]?|triaging|split|splits|divide[sd]?|separate[sd]?|tag|tags|group|groups|grouped|route|routes)\b(?:\s+${kindWord}){0,4}?\s+by\s+(?:their\s+|its\s+)?(?:kind|type|category|topic|subject|sort)\s*[:—–-]\s*`,
    "giu",
  ),
  new RegExp(
    String.raw`\b(?:sort|sorts|sorted|sorting|classify|classifies|classified|classifying|categori[sz]e[sd]?|categori[sz]ing|triage[sd]?|triaging|split|splits|divide[sd]?|separate[sd]?|tag|tags|tagged|group|groups|grouped|bucket|route|routes|routed|routing)\b(?:\s+(?!into\b|as\b)${kindWord}){0,4}?\s+(?:into|as(?:\s+either)?)\s+`,
    "giu",
  ),
];

/**
 * The list of kinds that starts at `start`, each of one to three words: "sales question,
 * technical problem or billing". It ends at a word no kind has ("and send …"), at punctuation
 * other than a comma, or at a fourth word.
 */
function kindListAt(text: string, start: number): { kinds: string[][]; end: number } {
  const token = new RegExp(String.raw`\s*(?:([,/])|(${kindWord})|(\S))`, "uy");
  token.lastIndex = start;
  const kinds: string[][] = [];
  let kind: string[] = [];
  let end = start;
  let joined = false;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    if (m[3]) break;
    if (m[1]) {
      if (!kind.length) break;
      kinds.push(kind);
      kind = [];
      continue;
    }
    const word = m[2];
    if (/^(?:and|or)$/i.test(word)) {
      // "a, b, c and d and handle each …": the item after the "and" is the list's last.
      if (joined && kind.length) break;
      if (kind.length) kinds.push(kind);
      else if (!kinds.length) break;
      kind = [];
      joined = true;
      continue;
    }
    if (!kind.length && /^(?:an?|the)$/i.test(word)) continue;
    if (notKindWord.test(word) || kind.length === 3) break;
    kind.push(word);
    end = token.lastIndex;
  }
  if (kind.length) kinds.push(kind);
  return { kinds, end };
}

/**
 * The kinds a request names as the ones to tell apart, and where their list ends: "figures out
 * if it's about sales, support or billing", "decide if the feedback is positive or negative",
 * "three kinds of messages: booking requests, complaints and everything else", "sort each
 * request into sales question, technical problem or billing".
 */
function kindsListed(request: string): { kinds: string[]; end: number } | null {
  const found = listCues
    .flatMap((cue) => [...request.matchAll(cue)])
    .sort((a, b) => a.index - b.index);
  for (const cue of found) {
    const list = kindListAt(request, cue.index + cue[0].length);
    const kinds = [...new Set(list.kinds.map((k) => kindName(k.join(" "))))];
    if (kinds.length >= 2) return { kinds, end: list.end };
  }
  return null;
}

/** A word as one of a kind: "problems" is "problem", "deliveries" "delivery", "sales" stays. */
const singular = (word: string) =>
  /(ss|us|is|sales|news)$/.test(word) ? word : word.replace(/ies$/, "y").replace(/s$/, "");

/** A kind as a category: "booking requests" is "booking", "complaints" "complaint", the rest "other". */
function kindName(words: string): string {
  const w = words.trim().toLowerCase();
  if (
    /^(everything|anything|something) else$|^(the )?rest$|^others?$|^(all|any) others?$/.test(w)
  ) {
    return "other";
  }
  const head = w
    .replace(
      /\s+(requests?|messages?|e-?mails?|ones|enquir\w*|inquir\w*|questions?|issues?|tickets?)$/,
      "",
    )
    .trim();
  return head.replace(/\S+$/, singular);
}

/** The last words of a kind's name that any kind could end with ("billing questions"). */
const kindNoun =
  /^(?:requests?|messages?|e-?mails?|ones?|enquir\w*|inquir\w*|questions?|issues?|problems?|tickets?|quer(?:y|ies)|cases?|matters?|leads?|things?|stuff|items?|ones?)$/;

/** A kind's words as they are compared: singular, without the noun any kind could end with. */
function kindKey(words: string): string[] {
  const key = words.toLowerCase().split(/\s+/).filter(Boolean).map(singular);
  while (key.length > 1 && kindNoun.test(key.at(-1) ?? "")) key.pop();
  return key;
}

/**
 * The category the words name, if one: the kind as listed, in the plural, with another last word
 * any kind could have ("billing questions" for "billing", "technical issues" for "technical
 * problem"), or a word cut short ("tech problems").
 */
function kindIn(words: string, categories: string[]): string | null {
  const phrase = words.replace(/^(?:(?:all|any|the|those|these|an?)\s+)+/i, "");
  const name = kindName(phrase);
  if (categories.includes(name)) return name;
  const key = kindKey(phrase);
  const same = (a: string, b: string) =>
    a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)));
  return (
    categories.find((c) => {
      const listed = kindKey(c);
      return listed.length === key.length && listed.every((w, i) => same(w, key[i]));
    }) ?? null
  );
}

/** Up to three words a kind's name may be, from the start of `text`. */
function kindWordsAt(text: string): string[] {
  const words: string[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`(${kindWord})|\S`, "gu"))) {
    if (!m[1] || notKindWord.test(m[1]) || words.length === 3) break;
    words.push(m[1]);
  }
  return words;
}

/** The longest start of `words` that names one of the categories. */
function longestKind(words: string[], categories: string[]): string | null {
  for (let n = words.length; n > 0; n--) {
    const kind = kindIn(words.slice(0, n).join(" "), categories);
    if (kind) return kind;
  }
  return null;
}

/**
 * A kind that opens a clause as the subject of what follows: "Billing: forward to …", "Booking
 * requests -> …", "Complaints get texted to the manager", "technical problems go to support@…",
 * "billing questions to billing@…", "send tech problems to me", "for refunds, …".
 */
function kindHead(clause: string, categories: string[]): string | null {
  const phrase = String.raw`(${kindWord}(?:\s+${kindWord}){0,2}?)`;
  const lead = String.raw`^\s*(?:and\s+|then\s+|also\s+)*(?:all\s+|any\s+|the\s+)?`;
  const heads = [
    new RegExp(`${lead}${phrase}\\s*(?::|->|=>|→|—|–)`, "iu"),
    new RegExp(
      `${lead}${phrase}\\s+(?:go(?:es)?|get|gets|are|is|should|must|will|need|to|e-?mails|texts|sms(?:es)?|forwards|sends|(?:by|via|per)\\s+(?:e-?mail|sms|text))\\b`,
      "iu",
    ),
    new RegExp(
      `${lead}(?:please\\s+)?(?:send|forward|route|pass|direct|give|hand|assign|escalate|e-?mail|text|sms|message|ping)\\s+(?:all\\s+|any\\s+|the\\s+)?${phrase}\\s+(?:on\\s+|over\\s+|straight\\s+)?to\\b`,
      "iu",
    ),
    new RegExp(`${lead.replace("(?:all", "for\\s+(?:all")}${phrase}\\s*,`, "iu"),
  ];
  for (const head of heads) {
    const m = head.exec(clause);
    const kind = m ? kindIn(m[1], categories) : null;
    if (kind) return kind;
  }
  return null;
}

/**
 * A clause in the parts that each handle one kind: what follows the list of kinds ("sort … into
 * a, b or c and send …"), and each kind that opens a part after a comma or an "and"
 * ("technical problems go to support@…, billing questions to billing@…").
 */
function atKinds(clause: string, categories: string[]): string[] {
  const parts: string[] = [];
  let rest = clause;
  const list = kindsListed(rest);
  if (list) {
    const after = rest.slice(list.end).replace(/^[\s,]*(?:(?:and|then)\s+)*/i, "");
    if (after.trim()) {
      parts.push(rest.slice(0, list.end));
      rest = after;
      const paired = pairedRecipients(after, list.kinds);
      if (paired) {
        parts.push(...paired.parts);
        rest = paired.rest;
      }
    }
  }
  let from = 0;
  for (const m of rest.matchAll(/\s*,\s*(?:(?:and|then)\s+)*|\s+(?:and|then)\s+(?:then\s+)?/gi)) {
    const at = m.index;
    const next = rest.slice(at + m[0].length);
    if (at > from && (kindHead(next, categories) || kindAfterVerb(next, categories))) {
      parts.push(rest.slice(from, at));
      from = at + m[0].length;
    }
  }
  parts.push(rest.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * "email billing ones to …", "text the sales ones to …": a kind's own action, said verb first,
 * starts a part of its own as a kind said first does.
 */
function kindAfterVerb(part: string, categories: string[]): boolean {
  const m = new RegExp(
    String.raw`^\s*(?:${kindWord}\s+){1,2}?(?:the\s+)?(?:(${kindWord})\s+)?(${kindWord})\s+(?:ones|messages|e-?mails|leads|requests|tickets)\b`,
    "iu",
  ).exec(part);
  if (!m) return false;
  return Boolean(longestKind([m[1], m[2]].filter(Boolean), categories) ?? kindIn(m[2], categories));
}

/** An address or a number a recipient list is made of. */
const recipientAt = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d ().-]{5,}\d/g;

/**
 * "email sales@…, support@… or billing@… accordingly" after the kinds: the recipients paired with
 * the kinds in the order both are listed, each pair a part of its own as if the request had said
 * "sales: email sales@…". Without "accordingly" (or "respectively", "in that order") two lists as
 * long as each other are paired too; a list of another length is not, as no pairing is certain.
 */
function pairedRecipients(
  after: string,
  kinds: string[],
): { parts: string[]; rest: string } | null {
  // A number is a phone's only with seven digits or more ("over 100000" is an amount).
  const found = [...after.matchAll(recipientAt)].filter(
    (m) => m[0].includes("@") || m[0].replace(/\D/g, "").length >= 7,
  );
  if (found.length !== kinds.length) return null;
  // One list only: "to a@…, b@… and c@…", not "send bugs to a@… and billing to b@…".
  for (let i = 1; i < found.length; i++) {
    const between = after.slice(found[i - 1].index + found[i - 1][0].length, found[i].index);
    if (!/^\s*,?\s*(?:(?:and|or)\s+)?$/i.test(between)) return null;
  }
  const first = found[0];
  const last = found[found.length - 1];
  const before = after.slice(0, first.index);
  // Only a way to pass the message on may come before the list: anything else asked there
  // ("add them to the CRM and email …") would be lost in the pairs.
  if (
    !/^\s*(?:(?:please\s+)?(?:e-?mail|send|forward|route|pass|text|sms|notify|alert)\b[^,;@]*?)?\s*$/i.test(
      before,
    ) &&
    !/^\s*(?:to|at)\s*$/i.test(before)
  )
    return null;
  const texted = /\b(?:text|texts|sms)\b/i.test(before) || !first[0].includes("@");
  const verb = texted ? "text" : "email";
  const rest = after
    .slice(last.index + last[0].length)
    .replace(/^\s*,?\s*(?:accordingly|respectively|in (?:that|the same) order|each)\b/i, "")
    .replace(/^[\s,.;]*(?:(?:and|then)\s+)*/i, "");
  return {
    parts: kinds.map((kind, i) => `${kind}: ${verb} ${found[i][0]}`),
    rest,
  };
}

/** Categories a request sorts into, when it asks for sorting. */
/** "into questions, complaints and orders", "as lead or spam": the kinds a sorting names. */
const sortedInto = /\b(?:into|as)\s+((?:[a-z]+,\s*)*[a-z]+,?\s+(?:and|or)\s+[a-z]+)/i;
const sortingVerb = /\b(sort|classif|categori|route|triage|qualif)/i;

function categoriesOf(request: string): string[] | null {
  const listed = kindsListed(request)?.kinds;
  if (listed) return listed;
  // "use AI to tell whether a message is a complaint": one category and everything else.
  const whether =
    /\b(?:tell|decide|detect|check|work out|figure out|spot|judge)\s+(?:whether|if)\s+(?:\w+\s+){0,3}?(?:is|was|looks like|sounds like)\s+(?:an?\s+)?([a-z]+)/i.exec(
      request,
    );
  if (whether && /\b(ai|a\.i\.|automatically|classif\w*)\b/i.test(request)) {
    return [whether[1].toLowerCase().replace(/s$/, ""), "other"];
  }
  const into = sortedInto.exec(request);
  // "classify it; if it's billing …, otherwise …": the kinds the branches name, and the rest.
  const named = [...request.matchAll(kindNamed)]
    .map((m) => kindWordsAt(request.slice(m.index + m[0].length)))
    .filter((words) => words.length && !notAKind.test(words[0].toLowerCase()))
    .map((words) => kindName(words.join(" ")));
  // Without "classify", a kind with an "otherwise" still sorts messages two ways ("if it's
  // billing …, otherwise …"); alone ("if it's a weekday") it may not be a kind of message.
  if (
    named.length &&
    /\b(classif|categori|sort|triage|kind of|type of|otherwise|else|if not)\b/i.test(request)
  ) {
    return [...new Set([...named, "other"])];
  }
  if (sortingVerb.test(request)) {
    // "into questions, complaints and orders": the kinds as the branches name them.
    if (into) return [...new Set(into[1].split(/,\s*|\s+(?:and|or)\s+/).map(kindName))];
    if (/\bby urgency\b/i.test(request)) return ["urgent", "normal"];
    if (/\bqualif/i.test(request)) return ["qualified", "not qualified"];
    const ones = [...request.matchAll(/\b([a-z]+) ones\b/gi)]
      .map((m) => m[1].toLowerCase())
      .filter((w) => !["the", "good", "other"].includes(w));
    if (ones.length >= 2) return [...new Set(ones)];
  }
  return null;
}

/** "if it's billing", "if it is a technical problem": where a kind a branch names starts. */
const kindNamed = /\bif\s+(?:it's|it is|its|it was|they're|they are)\s+(?:an?\s+|about\s+)?/gi;
/** Words after "if it's" that are not a kind ("if it's over 5000", "if it's from a company"). */
const notAKind =
  /^(over|under|more|less|above|below|from|not|about|for|in|on|a|an|the|urgent|important|complaints?|angry|upset|spam|one|ones)$/;

/**
 * A category condition: "Billing: …", "technical problems go to …", "when it's a sales one",
 * "if it's a tech problem", "billing ones", "the good ones".
 */
function categoryCondition(clause: string, categories: string[]): Condition | null {
  const is = (value: string | null): Condition | null =>
    value ? { field: "category", operator: "equals", value } : null;
  // The clause that names the kinds to tell apart is not one of their branches ("classify each
  // row as lead or spam and email me a summary": the summary is for every row).
  if (kindsListed(clause) || (sortedInto.test(clause) && sortingVerb.test(clause))) return null;
  const head = kindHead(clause, categories);
  if (head) return is(head);
  const one = new RegExp(
    String.raw`\b(?:it's|it is|is)\s+an?\s+(${kindWord}(?:\s+${kindWord}){0,2}?)\s+one\b`,
    "iu",
  ).exec(clause);
  if (one) return is(kindIn(one[1], categories));
  const named = new RegExp(kindNamed.source, "i").exec(clause);
  if (named) {
    const kind = longestKind(kindWordsAt(clause.slice(named.index + named[0].length)), categories);
    if (kind) return is(kind);
  }
  const ones = new RegExp(String.raw`(?:(${kindWord})\s+)?(${kindWord})\s+ones\b`, "iu").exec(
    clause,
  );
  if (!ones) return null;
  const kind =
    longestKind([ones[1], ones[2]].filter(Boolean), categories) ?? kindIn(ones[2], categories);
  if (kind) return is(kind);
  return ones[2].toLowerCase() === "good" ? is(categories[0]) : null;
}

/**
 * How a clause says "and when the condition before does not hold": otherwise, everything else,
 * the rest, if not, if they didn't, smaller or cheaper ones.
 */
const elseStart =
  /^\s*(?:but\s+)?(otherwise|else|anything else|everything else|every(?:one|body) else|any(?:one|body) else|anything (?:that|which) (?:doesn't|does not|don't|do not) (?:fit|match)(?:es)?(?: (?:any(?: of)?|one of)(?: them| these| those| the above)?)?|(?:if (?:it's|it is) )?neither(?: of (?:them|these|those))?|none of (?:these|those|them|the above)|all (?:the )?others?|the others?|if not|if less|the rest|(?:any|every|all) other \w+|small(?:er)? (?:orders?|ones?|invoices?|amounts?|payments?|totals?)|lower (?:ones?|amounts?|totals?)|cheaper (?:ones?|orders?)|if it'?s less|if (?:they|it|he|she|that|this|the \w+)(?:'s|'re)?\s*(?:didn't|did not|doesn't|does not|don't|do not|isn't|is not|wasn't|was not|hasn't|has not|aren't|are not|haven't|not)\b[^,]*?(?=,|\s+(?:just|then|simply|please)\b|\s+(?:e-?mail|text|sms|send|notify|alert|add|put|forward|save)\b|$))\b[:,]?/i;

/** Where a clause says its steps run: first of all, last, right before or after the ones before. */
function placeOf(clause: string): "first" | "last" | "before" | "after" | null {
  if (
    /\b(first of all|first thing|first off|firstly|to start with|to begin with|before anything else|start by|begin by)\b|^\s*(?:but\s+|and\s+|so\s+)?first\b/i.test(
      clause,
    )
  )
    return "first";
  if (
    /\b(the last thing|last of all|lastly|finally|at the (?:very )?end|the final (?:step|thing)|last step)\b/i.test(
      clause,
    )
  )
    return "last";
  if (/\b(?:right |just |immediately )?before (?:that|this)\b|\bprior to that\b/i.test(clause))
    return "before";
  if (/\b(?:right |just |immediately )?after (?:that|this)\b|\bafterwards\b/i.test(clause))
    return "after";
  return null;
}

/**
 * The steps in the order they run, when the request tells them in another ("the LAST thing is a
 * text to me. right before that the CRM. but first of all the AI should write them a reply"):
 * each clause's steps placed where it says, the others after the ones before them and before
 * those said to come last.
 */
function inRunOrder(plan: Plan, read: string[], askedIn: Map<Action | Branch, number>): Plan {
  const places = read.map(placeOf);
  if (!places.some((p) => p === "first" || p === "last" || p === "before")) return plan;
  const order: number[] = [];
  const last = new Set<number>();
  let firsts = 0;
  let placed: number | null = null;
  for (const [index, place] of places.entries()) {
    if (!plan.some((p) => askedIn.get(p) === index)) continue;
    const at = placed === null ? -1 : order.indexOf(placed);
    if (place === "first") order.splice(firsts++, 0, index);
    else if (place === "before" && at >= 0) order.splice(at, 0, index);
    else if (place === "after" && at >= 0) order.splice(at + 1, 0, index);
    else if (place === "last") {
      order.push(index);
      last.add(index);
    } else {
      const end = order.findIndex((i) => last.has(i));
      order.splice(end >= 0 ? end : order.length, 0, index);
    }
    placed = index;
  }
  return order.flatMap((index) => plan.filter((p) => askedIn.get(p) === index));
}

/** An otherwise that means "in any other case", not a tier of its own ("small orders"). */
const anyOther =
  /^\s*(?:but\s+)?(?:otherwise|else|anything else|everything else|all (?:the )?others?|the others?|if not|the rest|(?:any|every|all) other \w+)/i;

/**
 * Two checks joined by "and" in a clause's condition ("if a new lead's budget is over 5000 and
 * their message mentions a contract"), each read on its own; null unless both are read.
 */
function conjunctionOf(
  clause: string,
  amountField: string,
  reading: Reading,
  noted: Noted,
): Condition[] | null {
  const condition =
    /^\s*(?:and\s+|but\s+|then\s+|so\s+)?(?:only\s+)?(?:if|when|whenever|where)\s+(.+?)(?:,|\s+then\b|$)/i.exec(
      clause,
    );
  if (!condition) return null;
  // A second check may be said with no subject, by its verb alone ("has more than 50 employees
  // and mentions urgent"), or as the word its first check looks for, negated ("mentions price
  // but not discount", "and not 'discount'"): the same message is what is read.
  const parts = condition[1].split(
    new RegExp(
      String.raw`\s+and\s+(?=(?:their|the|its|it|it's|they|they're|his|her|he|she|this|a|an)\b|(?:also\s+)?${mentionVerb})|,?\s+(?:and|but)\s+(?=not\s|${mentionVerb})`,
      "i",
    ),
  );
  if (parts.length !== 2) return null;
  const looksFor = (part: string) => new RegExp(`^\\s*(?:also\\s+)?${mentionVerb}`, "i").test(part);
  const mentions = /\b(?:mention|contain|say|include|talk|ask)/i.test(parts[0]);
  const said = parts.map((part, i) => {
    if (i === 0) return part;
    // "but not discount" after a mention: the message does not mention it.
    const not =
      /^\s*not\s+(?!(?:the|a|an|their|its|from|over|under|more|less|above|below|given|set|empty)\b)(.+)$/i.exec(
        part,
      );
    if (not && mentions) return `the message does not mention ${not[1]}`;
    return looksFor(part) ? `the message ${part.trim()}` : part;
  });
  const checks = said.map((part) => {
    const check = conditionsOf(`if ${part}`, amountField, reading, noted)[0];
    // "and the message does not mention refund": the check looks for the word, and holds on No.
    if (check?.operator === "contains" && negatedMention.test(`if ${part}`)) heldOnNo.add(check);
    return check;
  });
  if (checks.some((c) => !c)) return null;
  const [a, b] = checks as Condition[];
  // One word looked for, and another that must not be there, are two checks of one field.
  const apart = heldOnNo.has(a) !== heldOnNo.has(b) && !sameCheck(a, b);
  return a.field === b.field && a.operator === b.operator && !apart ? null : [a, b];
}

/** Nothing is to be done where a check holds: "do nothing", "ignore it", "skip them". */
const nothingDone =
  /\bignore\b|\bdo(?:es)?\s+nothing\b|\bdon't\s+do\s+anything\b|\bskip\s+(?:it|them|this|that|those|these|anyone|anybody|(?:any|all|the)\s+(?:leads?|messages?|ones|e-?mails?)|leads?|messages?|ones)\b|\bleave\s+(?:it|them)\s+(?:alone|be)\b/i;

/** Checks a request says to do nothing for, which every other step is held by. */
const excluding = new WeakSet<Branch>();

/** "a company with 10-50 employees": a range of a count written with a dash, no "between". */
const countedRange =
  /(?<![\d,.])(\d[\d,]*)\s*[-–]\s*(\d[\d,]*)\s+(?=(?:employees|staff|people|guests|seats|users|workers|members|attendees)\b)/i;

/** The two ends of "between 500 and 1000" (or "from 10 to 50 employees"), on `read`'s field. */
function rangeOf(clause: string, read: Condition): Condition[] | null {
  const m =
    new RegExp(
      String.raw`\b(?:between|from)\s+${currency}(\d[\d,.]*)\s*(?:[$€£]\s*)?(?:and|to|-|–)\s+${currency}(\d[\d,.]*)`,
      "i",
    ).exec(clause) ?? countedRange.exec(clause);
  if (!m || read.operator !== "greater_than") return null;
  const [low, high] = [number(m[1]), number(m[2])];
  if (!(Number(low) < Number(high))) return null;
  return [
    { field: read.field, operator: "at_least", value: low },
    { field: read.field, operator: "at_most", value: high },
  ];
}

/** Checks of a conjunction that hold when they are not met ("does not mention refund"). */
const heldOnNo = new WeakSet<Condition>();

function disjunctionOf(
  clause: string,
  amountField: string,
  reading: Reading,
  noted: Noted,
  categories: string[] | null,
): Condition[] | null {
  const condition =
    /^\s*(?:and\s+|but\s+|then\s+|so\s+)?(?:only\s+)?(if|when|whenever|where)\s+(.+?)(?:,|\s+then\b|$)/i.exec(
      clause,
    );
  if (!condition) return null;
  // Only "or" before a check of its own ("or the company is Acme", "or they mention urgent");
  // "urgent or asap" is one check's two words, read where words to look for are.
  const parts = condition[2].split(
    /,?\s+or\s+(?=(?:if\s+)?(?:their|the|its|it|it's|they|they're|his|her|he|she|this|a|an|someone|anyone)\b)/i,
  );
  if (parts.length < 2) return null;
  const checks = parts.map(
    (part) =>
      conditionsOf(
        `${condition[1]} ${part.replace(/^if\s+/i, "")}`,
        amountField,
        reading,
        noted,
        categories,
      )[0],
  );
  if (checks.some((c) => !c)) return null;
  const distinct = checks.filter(
    (c, i) =>
      checks.findIndex(
        (d) => d.field === c.field && d.operator === c.operator && d.value === c.value,
      ) === i,
  );
  return distinct.length > 1 ? distinct : null;
}

/** "Handle each differently", "route each kind", "deal with each one accordingly". */
const eachItsOwn =
  /\b(?:(?:handle|handles|treat|treats|deal\s+with|route|routes|process|send|forward|answer)\s+(?:each|every)(?:\s+(?:one|kind|type|category|of\s+them))?(?:\s+(?:differently|accordingly|separately|on\s+its\s+own|in\s+its\s+own\s+way|to\s+the\s+right\s+(?:person|place|team)))?|(?:each|every)\s+(?:one|kind|type|category)\s+(?:handled|treated|routed)\b|differently|accordingly|to\s+the\s+right\s+(?:person|place|team))\b/i;

function plansAnything(plan: Plan): boolean {
  return plan.some((p) => (isBranch(p) ? plansAnything(p.yes) || plansAnything(p.no) : true));
}

/** A kind's branch that does something (a branch with nothing on it is dropped). */
function sortsByKind(plan: Plan): boolean {
  return plan.some(
    (p) =>
      isBranch(p) &&
      ((p.condition.field === "category" && plansAnything(p.yes)) ||
        sortsByKind(p.yes) ||
        sortsByKind(p.no)),
  );
}

/**
 * The kinds told apart with nothing said of what to do with each ("sort into sales, support or
 * billing and handle each differently", or no step at all): each its own branch, emailed to a
 * contact of its own at a placeholder, and the suggestion says that was assumed. A classifier
 * alone would sort and do nothing.
 */
/** Kinds no one needs to see: left alone when the request does not say what to do with each. */
const junk = /^(?:spam|junk|irrelevant|ads?|advertising|marketing spam)$/i;

function eachKindItsOwn(plan: Plan, categories: string[], text: string): Branch | null {
  if (sortsByKind(plan)) return null;
  if (plansAnything(plan) && !eachItsOwn.test(text)) return null;
  const kinds = categories.filter((k) => k !== "other" && !junk.test(k));
  let top: Branch | null = null;
  for (const kind of [...kinds].reverse()) {
    const branch: Branch = {
      condition: { field: "category", operator: "equals", value: kind },
      yes: [{ kind: "email", to: "team", person: { key: kind, words: `the ${kind} contact` } }],
      no: top ? [top] : [],
    };
    top = branch;
  }
  return top;
}

/** A clause that only names what the ones after it are about: "Complaints:", "For VIPs:". */
const heading = /:\s*$/;

/** A request's sentences, each on one line. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])(?<!(?:^|[\s(])(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Sra|Mme|Mlle|Hr|Fr)\.)\s+|\n+/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * A clause that asks for something to be done, by a verb no step does ("post it on Instagram",
 * "update the spreadsheet", "call them back"): said when nothing could be built from it.
 */
const leftOut =
  /^\s*(?:(?:also|and|then|please|finally|lastly|plus)\s+)*(post|publish|share|tweet|call|phone|ring|update|create|make|book|schedule|log|record|track|assign|invite|ship|refund|cancel|translate|sync|download|generate|archive|move|block|ban|upload|register|enrol|enroll|order|reorder|pay|fetch|scrape|crawl|query|poll|hit|curl|look\s+up|pull|import|export|submit|enrich)\b/i;

/**
 * The action a verb said again names ("…, but only text them if …"): the last of that kind
 * before it, taken out of what runs for every event; with none of that kind, one to whom the last
 * message before was for ("them" is the most recent recipient named, never the lead by default).
 */
function saidBefore(before: Action[], words: string): Action[] {
  const kind = /^(?:text|sms|whatsapp)\b/i.test(words) ? "sms" : "email";
  const at = before.findLastIndex((a) => a.kind === kind);
  if (at >= 0) return before.splice(at, 1);
  const last = before.findLast(
    (a): a is Extract<Action, { kind: "email" | "sms" }> => a.kind === "email" || a.kind === "sms",
  );
  if (!last) return [];
  const { address: _address, ai: _ai, ...rest } = last as Extract<Action, { kind: "email" }>;
  return [{ ...rest, kind } as Action];
}

/** "…, but only text the team if …" after a text: the one said before, not a second. */
function sameKindBefore(before: Action[], words: string): boolean {
  const kind = /^(?:text|sms|whatsapp)\b/i.test(words) ? "sms" : "email";
  return before.some((a) => a.kind === kind);
}

/** A message verb said again of whom it was for ("only text them if …"): no new message. */
const saidAgain =
  /^(text|sms|e-?mail|message|whatsapp)\s+(?:them|him|her|it|that\s+(?:one|person|number)|me|us|(?:the|our|my)\s+[a-z-]+(?:\s+[a-z-]+)?)$/i;
/** Of those, the ones that name whom again rather than point back ("text the team"). */
const namedAgain = /\s(?:me|us|(?:the|our|my)\s+[a-z-]+(?:\s+[a-z-]+)?)$/i;

/**
 * A part asking for a web service to be called ("call the Clearbit API", "hit our webhook", "POST
 * to https://…", "send it to our endpoint"): no step calls one, and it is no phone call.
 */
const webCall =
  /\b(?:call|hit|query|ping|invoke|trigger|post|send|push|use)\b[^,.;]*?\b(?:api|apis|webhooks?|endpoints?|rest|graphql|urls?|zapier|make\.com)\b|\b(?:post|put|get|send|push)\b[^,.;]*?\bhttps?:\/\/|\bhttps?:\/\/\S+\s+(?:api|webhook|endpoint)\b/i;
/** "Enrich the lead with Clearbit", "data enrichment": no step adds data from elsewhere. */
const enriching = /\benrich(?:es|ed|ing|ment)?\b/i;

/**
 * What each step built does, in the words a request uses for it: a part of a clause one of them
 * does ("generate a summary" beside the AI step, "pull out the total" beside the Invoice
 * Extractor) was built, and no note may say otherwise.
 */
const doneBy: { does: RegExp; built: (actions: Action[], pre: string[]) => boolean }[] = [
  {
    does: /\b(?:summar\w*|repl(?:y|ies)|answers?|responses?|drafts?|write-?ups?|overviews?)\b/i,
    built: (actions) => actions.some((a) => a.kind === "ai"),
  },
  {
    does: /\b(?:totals?|amounts?|sums?|figures?|line items?|data)\b/i,
    built: (_, pre) => pre.includes("invoice-extractor"),
  },
  {
    does: /\b(?:rows?|lines?|files?|csv|documents?|contents?)\b/i,
    built: (_, pre) => pre.includes("file-processor"),
  },
  {
    does: /\b(?:classif\w*|categori[sz]\w*|sort\w*|tag\w*|label\w*|kinds?|categor(?:y|ies))\b/i,
    built: (_, pre) => pre.includes("ai-classifier"),
  },
  {
    does: /\b(?:crm|contacts?|records?|leads?)\b/i,
    built: (actions) => actions.some((a) => a.kind === "crm"),
  },
];

/** What no step here does in a part of a clause, said as a verb: null when a step does it. */
function undoneVerb(part: string): string | null {
  if (webCall.test(part)) return capabilityTexts.verbs.webApi;
  if (enriching.test(part)) return capabilityTexts.verbs.enrich;
  // "… their name and phone", "… and the order": a word that is a thing as well as a verb, with
  // nothing after it to do it to, is the thing.
  if (
    /^\s*(?:(?:also|and|then|plus|the|their|his|her)\s+)*(?:phone|record|log|order|post|update|track)s?\s*[.!?]?\s*$/i.test(
      part,
    )
  )
    return null;
  const verb = leftOut.exec(part);
  return verb ? verb[1].toLowerCase() : null;
}

/**
 * A condition said of one action after others ("…, and email Sara but only if …", "…, then text
 * me only when …", "…, but only text them if …", "… and, if it mentions urgent, text them"): it
 * belongs to that action alone. A bare "if" counts only after a comma, where the action it
 * follows is plainly a clause of its own, or after a list of two actions or more (`list`: the
 * caller counts them). `again`: the action is one said before, named again by its verb and a
 * pronoun, so it moves under the check rather than being sent twice.
 */
function scopedTail(
  body: string,
): { before: string; scoped: string; check: string; again: boolean; list: boolean } | null {
  if (
    /^\s*(?:and\s+|but\s+)?(?:only\s+)?(?:if|unless|when(?:ever)?\s+(?!(?:a|an|the|new|someone|they|we|un|une|des|el|una|los|las|ein|eine|einen|arrives|comes)\b))/i.test(
      body,
    )
  )
    return null;
  const of = (before: string, scoped: string, check: string, list = false) => ({
    before,
    scoped: scoped.trim(),
    check,
    again: saidAgain.test(scoped.trim()),
    list,
  });
  // "…, but only text them if …", "…, but text them only when …".
  const restated =
    /^(.*?[^\s,])\s*,?\s+(?:(but|and)\s+)?(only\s+)?((?:text|sms|e-?mail|message|whatsapp)\s+(?:them|him|her|it|me|us|(?:the|our|my)\s+[a-z-]+(?:\s+[a-z-]+)?))\s+(only\s+)?(?:if|when)\s+(.+)$/i.exec(
      body,
    );
  if (restated && (restated[2]?.toLowerCase() === "but" || restated[3] || restated[5]))
    return of(restated[1], restated[4], restated[6]);
  // "… and, if it mentions urgent, text them": the check between the "and" and its action.
  const between =
    /^(.*[^\s,])\s*,?\s+(?:and|but|then)\s*(?:,\s*|\s(?=only\s))(?:only\s+)?(?:if|when)\s+([^,]+?)\s*,\s*(?:then\s+|also\s+)*((?:text|sms|e-?mail|message|whatsapp|send|notify|alert|add|put)\b.*)$/i.exec(
      body,
    );
  if (between) return of(between[1], between[3], between[2]);
  const m =
    /^(.*[^\s,])\s*(,?)\s+(?:and|then|plus|also)\s+((?:(?!,|\b(?:and|then)\b).)+?)\s*,?\s+(?:(but\s+)?only\s+(?:if|when)|(?:but\s+)?if)\s+(.+)$/i.exec(
      body,
    );
  if (!m) return null;
  const onlyOrComma = /\bonly\s+(?:if|when)\s+\S/i.test(m[0].slice(m[1].length)) || m[2] === ",";
  return of(m[1], m[3], m[5], !onlyOrComma);
}

/** The request in clauses, each "otherwise" clause kept with the one it answers. */
function clauses(request: string): string[] {
  return request
    .replace(/\s+/g, " ")
    .split(
      /(?<=[.;!?])(?<!(?:^|[\s(])(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Sra|Mme|Mlle|Hr|Fr)\.)\s+|;\s*|(?<=[^\d\s])\s+(?=\(?\d{1,2}[).]\s+[a-z])|,\s*and\s+(?=\w+\s+(?:me|us|them)\s+when\b)|,\s*(?=(?:and\s+|but\s+)?(?:also\s+|then\s+)?if\b)|,?\s+and\s+(?=(?:the\s+|all\s+|any\s+)?(?:leads?|orders?|messages?|ones|customers?|clients?|those|deals?|enquiries|inquiries)\s+[^,;.]{0,60}?\balso\b)|\s+and\s+(?=(?:also\s+)?if\b)|,\s*(?=(?:otherwise|else|anything else|everything else|the rest|small orders?|if not|if less)\b)|(?<=:)\s+(?=(?:if|when|unless|where)\b)|(?:,|:|;)\s*(?=(?:over|above|under|below|between|more than|less than|from)\s+[$€£]?\d)|:\s+(?=[a-z]+ ones\b)|,\s*(?=[a-z]+ ones\b)|,\s*and\s+(?=[a-z]+ ones\b)/i,
    )
    .map((c) => c.trim().replace(/^\(?\d{1,2}[).]\s+/, ""))
    .filter(Boolean);
}

const fileWords =
  /\b(file|files|document|documents|upload|uploaded|csv|pdf|spreadsheet|attachment)\b/i;
/** A sheet, file or document something is written into: where a step's output would go. */
export const writtenTo =
  /\b(?:add|adds|append|appends|insert|inserts|log|logs|put|puts|save|saves|write|writes|record|records|enter|enters|copy|copies|keep|keeps)\b[^,.;]*?\b(?:to|in|into|onto)\s+(?:(?:our|my|the|a|an|their|its)\s+)?(?:[\p{L}-]+\s+){0,3}(?:spreadsheets?|sheets?|files?|documents?|csvs?|logs?)\b/giu;
/** An invoice whose state another system changes: an event, not a document to read. */
export const settledInvoice =
  /\binvoices?\s+(?:is|are|was|were|gets?|got|has\s+been|have\s+been)\s+(?:paid|settled|overdue|due|refunded|voided|cancell?ed|marked\s+(?:as\s+)?paid)\b|\b(?:paid|unpaid|overdue|settled|refunded)\s+invoices?\b/gi;
const invoiceWords = /\b(invoices?|receipts?)\b/i;
/** What a message is about, when that is invoices or payments: "emails about invoices". */
export const invoiceTopic =
  /\b(?:about|regarding|concerning|re|related\s+to|relating\s+to|on\s+the\s+subject\s+of)\s+(?:(?:an?|the|their|our|any|unpaid|overdue|late|missing|wrong)\s+)*(?:invoices?|receipts?|bills?|billing|payments?)\b(?:(?:\s*,\s*|\s+(?:and|or)\s+)(?:invoices?|receipts?|bills?|payments?)\b)*/gi;

export type ComposedPlan = {
  pre: string[];
  plan: Plan;
  categories: string[] | null;
  sample: Record<string, unknown>;
  /** The File Processor reads plain text ("a text file") rather than CSV. */
  fileFormat?: "csv" | "text";
  /** What the request asks that no step here can do, said to the visitor. */
  unsupported: string[];
  /** What another reading of the request would change (a second suggestion is built from it). */
  noted?: { meaning: string | null; guessedRecipient: boolean };
  /** Kinds the request says to leave alone ("sales questions: ignore them"). */
  ignored?: string[];
  /** Every kind is sent to each of a list of recipients (none could be paired with a kind). */
  sentToAll?: boolean;
  /** The request's language when it is not English: step names and fixed messages are in it. */
  language?: Language;
};

const capabilityTexts = workflowsPage.suggestions.unsupported;

/**
 * Things a request may ask that no step here does: each is said to the visitor, and where a
 * person can do it instead, the team is emailed a to-do (the email names it).
 */
const capabilities: {
  test: RegExp;
  note: (m: RegExpExecArray) => string;
  todo?: string;
  when?: (request: string) => boolean;
}[] = [
  {
    test: /\b(slack|microsoft teams|discord|telegram)\b/i,
    note: (m) => capabilityTexts.chat(m[1][0].toUpperCase() + m[1].slice(1).toLowerCase()),
    todo: "post it in the team's chat",
  },
  {
    // No step sends a WhatsApp message: the text it asks for goes as an SMS, and says so.
    test: /\b(whats\s?app)\b/i,
    note: () => capabilityTexts.whatsapp,
  },
  {
    test: /\b(google calendar|outlook calendar|calendar (?:event|entry|invite)|calendar)\b/i,
    note: () => capabilityTexts.calendar,
    todo: "create the calendar event",
  },
  {
    test: /\b(charge|bill)\s+(?:the\s+|their\s+|a\s+)?(?:customer'?s\s+|client'?s\s+)?(card|credit card|account)\b|\btake (?:a\s+)?payment\b/i,
    note: () => capabilityTexts.payment,
    todo: "charge the card",
  },
  {
    // A call is asked of the team in place (actionsIn): only the note here.
    // "Call the Clearbit API", "call our webhook": a web service, no phone call (see `webCall`).
    test: /(?:^|[→:>,]|\b(?:then|and|please|also|to|should))\s*(?:call|ring|phone\s+(?:them|him|her|back|the\s+(?:lead|customer|client|person)))\b(?!\s+(?:center|centre|list|log|notes?|number)\b|\s+(?:(?:the|our|their|a|an|my|this)\s+)?(?:[\w.'’-]+\s+){0,3}?(?:api|apis|webhooks?|endpoints?|urls?|https?:))/i,
    note: () => capabilityTexts.call,
  },
  {
    // "read the CSV of bookings and text each client a reminder": a run is one event, so its
    // message goes once, to the event's own contact, never to every row of the file.
    test: /\b(?:csv|spreadsheet|sheet|file|list|export)\b[^.;]*\b(?:each|every|all(?:\s+the)?)\s+(?:row|line|entry|client|customer|booking|contact|person|people|lead|member|patient)s?\b/i,
    note: () => capabilityTexts.perRow,
  },
  {
    // "update our accounting records": the team's email (actionsIn) is a to-do to enter it.
    test: /\bupdate\s+(?:(?:our|my|the)\s+)?(?:accounting|books\b|bookkeep\w*)/i,
    note: () => capabilityTexts.accounting,
    todo: "enter it in the accounting records",
  },
  {
    test: /\b(print|printing)\b/i,
    note: () => capabilityTexts.print,
    todo: "print the label",
  },
  {
    // "wait 3 days and then …": the delay, not the verb, is what the note says is not made.
    test: /\b((?:\d+|a|an|one|two|three|four|five|six|seven|ten|a few|several)\s+(?:minutes?|hours?|days?|weeks?|months?)\s+(?:after|later|before))|\b(?:wait|delay)\s+(?:for\s+)?((?:\d+|a|an|one|two|three|four|five|six|seven|ten|a few|several)\s+(?:minutes?|hours?|days?|weeks?|months?))|\b(wait|delay|the next day|the following day|tomorrow)\b/i,
    note: (m) =>
      capabilityTexts.wait(
        (m[1] ?? (m[2] ? `${m[2]} later` : m[3]))
          .toLowerCase()
          .replace(/\s+(after|before)$/, " later"),
      ),
  },
  {
    // "save it" where "it" is a file or an invoice: no step keeps files ("save the lead" is the
    // CRM's).
    test: /\b(?:save|store|keep|archive|file away|back up)\s+(?:it|them|a copy|the\s+(?:\w+\s+)?(?:invoices?|files?|documents?|receipts?|attachments?|uploads?|pdfs?))\b/i,
    when: (text) => fileWords.test(text) || invoiceWords.test(text),
    note: () => capabilityTexts.store,
  },
  {
    test: /\b(?:delete|erase|remove|wipe)\s+(?:all\s+)?(?:my|our|the|their|his|her)?\s*(?:data|records?|files?|contacts?|leads?|account|everything)\b/i,
    note: () => capabilityTexts.erase,
  },
  {
    // "Every Friday at 5pm", "each morning", "a weekly report": a workflow starts on an event.
    test: /\b((?:every|each)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|morning|evening|night)s?(?:\s+(?:morning|afternoon|evening|night))?(?:\s+(?:at|by)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?|(?:daily|weekly|monthly|nightly)\s+(?:summary|report|digest|recap|email|round-?up)|once\s+a\s+(?:day|week|month)|every\s+(?:day|week|month)\s+at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b/i,
    note: (m) => capabilityTexts.schedule(m[1][0].toLowerCase() + m[1].slice(1)),
  },
  {
    // "a summary of all the leads we got that week": each run sees one event.
    test: new RegExp(
      String.raw`\b(?:summary|report|digest|recap|list|total)\s+of\s+(?:(?:all|every)\s+(?:the\s+)?|(?:${pastPeriod})\s+)(?:leads?|orders?|messages?|bookings?|enquir\w+|inquir\w+|contacts?|customers?|submissions?)\b`,
      "i",
    ),
    note: () => capabilityTexts.gather,
  },
  {
    test: /\b(google sheets?|airtable|notion|trello|asana|jira|hubspot|salesforce|quickbooks|xero|mailchimp)\b/i,
    note: (m) => capabilityTexts.app(m[1]),
  },
  {
    // "When an invoice is paid in Stripe": the event comes from a payment service no trigger
    // here listens to (said beside any app the same request names).
    test: /\b(stripe|paypal|shopify|square|woocommerce|gumroad|paddle)\b/i,
    note: (m) => capabilityTexts.app(paymentServices[m[1].toLowerCase()] ?? m[1]),
  },
];

/** Payment and shop services as their makers spell them. */
const paymentServices: Record<string, string> = {
  stripe: "Stripe",
  paypal: "PayPal",
  shopify: "Shopify",
  square: "Square",
  woocommerce: "WooCommerce",
  gumroad: "Gumroad",
  paddle: "Paddle",
};

/** A value for a field a condition reads that the sample lead lacks: the sample takes it. */
function sampleValue(c: Condition): unknown {
  const n = Number(c.value);
  switch (c.operator) {
    case "greater_than":
      return Number.isFinite(n) ? n * 2 || 1 : 1;
    case "less_than":
      return Number.isFinite(n) ? n / 2 : 0;
    case "at_least":
      return Number.isFinite(n) ? n : 1;
    case "at_most":
      return Number.isFinite(n) ? n : 0;
    case "equals":
    case "contains":
      return c.value || "yes";
    case "not_equals":
      // A status other than the one named; for any other field, a value that is plainly not it.
      if (/^(status|stage|state)$/i.test(c.field)) return c.value === "new" ? "open" : "new";
      return c.value.toLowerCase() === "other" ? "another" : "other";
    default:
      return "yes";
  }
}

function conditionsIn(plan: Plan, into: Condition[] = []): Condition[] {
  for (const p of plan) {
    if (!isBranch(p)) continue;
    into.push(p.condition);
    conditionsIn(p.yes, into);
    conditionsIn(p.no, into);
  }
  return into;
}

/** Messages to the team whose recipient was assumed, sent to the lead instead. */
function flipGuessed(plan: Plan): Plan {
  return plan.map((p): Action | Branch => {
    if (isBranch(p)) return { ...p, yes: flipGuessed(p.yes), no: flipGuessed(p.no) };
    if ((p.kind === "email" || p.kind === "sms") && p.guessed) {
      return { ...p, to: p.to === "team" ? "lead" : "team", guessed: false };
    }
    return p;
  });
}

function withoutLeadMessages(plan: Plan): Plan {
  return plan.flatMap((p): Plan => {
    if (isBranch(p))
      return [{ ...p, yes: withoutLeadMessages(p.yes), no: withoutLeadMessages(p.no) }];
    return (p.kind === "email" || p.kind === "sms") && p.to === "lead" ? [] : [p];
  });
}

function hasGuessed(plan: Plan): boolean {
  return plan.some((p) =>
    isBranch(p)
      ? hasGuessed(p.yes) || hasGuessed(p.no)
      : (p.kind === "email" || p.kind === "sms") && Boolean(p.guessed),
  );
}

const wordLookedFor =
  /(['"‘“„])[^'"’”“\n]{1,60}['"’”“]|\b(?:mentions?|mentioning|says?|saying|talks? about|asks? about|refers? to|the word)\s+(?:(?:an?|the|any|their|his|her|my|our)\s+)?[\p{L}-]+/giu;

/**
 * "Unless X, do A; if it does, do B" is "if X, B; otherwise A": said the other way round, the
 * clause after "if it does" would read as one more step after A, and B would run on both paths.
 */
function unlessFirst(text: string): string {
  return text.replace(
    // A full stop ends a clause only before a space or the end: "me@acme.test" keeps its dots.
    /(^|[,;:]\s*|\.\s+)unless\s+([^,;]+?),\s*(.+?)(?:;|\.(?=\s|$))\s*(?:but\s+|and\s+)?if\s+(?:it|they|he|she|so|that)\s+(?:does|do|is|are|has|have)\b[,:]?\s*(.+?)(?=;|\.(?:\s|$)|$)/i,
    (_, before: string, check: string, otherwise: string, then: string) =>
      `${before}if ${check}, ${then}; otherwise ${otherwise}`,
  );
}

/**
 * "…, text the team and always also text me; otherwise …": what is done "always" (or "either
 * way", "no matter what") runs on every path, so it is said first, before the check, where the
 * composer puts what is said outside a check.
 */
function alwaysFirst(text: string): string {
  const always =
    /(?:,\s*|\s+)(?:and\s+)?(?:always|either way|in any case|in every case|regardless|no matter what)\s+(?:also\s+|too\s+)?((?:e-?mail|text|sms|call|notify|alert|message|send|add|save|put|tell)\b.+?)(?=;|,\s*(?:otherwise|else|if not)\b|\.(?:\s|$)|$)/i;
  const found = always.exec(text);
  if (!found || !/\b(?:if|unless|when|whenever)\b/i.test(text.slice(0, found.index))) return text;
  const rest = text.slice(0, found.index) + text.slice(found.index + found[0].length);
  return `${found[1].trim()}. ${rest.trim()}`;
}

/**
 * Where a request breaks its clauses without punctuation: a line of its own ("When a lead
 * arrives⏎if amount over 900 text …⏎otherwise email the lead") ends a sentence, and so does an
 * "otherwise" or "else" said straight after what the check does ("… text me 📱 else email
 * them"); "anything else", "everyone else", "or else" are no break.
 */
function clauseBreaks(text: string): string {
  return (
    text
      // "Sort messages into 'cancellations' and 'new bookings'": the kinds, quoted or not.
      .replace(
        /(\b(?:into|as)\s+)((?:['"‘“][^'"’”\n]{1,40}['"’”](?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)?){2,})/gi,
        (_, lead: string, kinds: string) => lead + kinds.replace(/['"‘’“”]/g, ""),
      )
      // "else" on a line of its own belongs to the line after it.
      .replace(/\b(else|otherwise)[ \t]*:?[ \t]*(?:\r?\n|\r)+\s*/gi, "$1 ")
      .replace(/([^\s.!?;:,])[ \t]*(?:\r?\n|\r)+\s*/g, "$1. ")
      .replace(/\s*(?:\r?\n|\r)+\s*/g, " ")
      .replace(/\t+/g, " ")
      // "Email Ana when the amount is over 500, and text me when it is less": two steps each
      // with a check of its own said after it, one sentence each.
      .replace(
        /,\s+and\s+(?=(?:e-?mail|text|sms|alert|notify|send|add|tell|message|forward|save|put|reply|answer)\b(?:[^,;.]|\.(?=\S))*?\s(?:when|whenever|if|only\s+if)\s)/gi,
        ". ",
      )
      // "only if the amount is over 2000 also alert the team": the check ends where what it
      // guards begins.
      .replace(
        /(\b(?:if|unless)\s[^,;.]{3,80}?)\s+(also|then)\s+(?=(?:e-?mail|text|sms|alert|notify|send|add|tell|message|forward|save|put)\b)/gi,
        "$1, $2 ",
      )
      .replace(
        /(?<![,;:.!?]|\b(?:anything|everything|something|someone|somebody|everyone|everybody|anyone|anybody|nothing|nobody|no one|or|what|who|where|someplace|somewhere))\s+(otherwise|else)\b(?!\s*[,:]?\s*$)/gi,
        "; $1",
      )
  );
}

/** Comparisons written as signs ("amount > 500", "≥ 1,000") in the words the checks read. */
function spokenSigns(text: string): string {
  const sum = String.raw`(?=\s*(?:[$€£]\s*)?\d)`;
  return text
    .replace(new RegExp(String.raw`\s*(?:>=|≥|=>)${sum}`, "g"), " at least ")
    .replace(new RegExp(String.raw`\s*(?:<=|≤|=<)${sum}`, "g"), " at most ")
    .replace(new RegExp(String.raw`\s*>${sum}`, "g"), " over ")
    .replace(new RegExp(String.raw`\s*<${sum}`, "g"), " under ")
    .replace(/\s*(?:→|->|=>|⇒)\s*(?=(?:if|when|then|otherwise|else)\b)/gi, ", ");
}

/**
 * "…, except for jobs that had a complaint", "except if they mention spam": an exception said
 * with "except" is an "unless", and what the excepted ones had or said is what is looked for, so
 * the steps before it run when it does not hold.
 */
function exceptAsUnless(text: string): string {
  return text
    .replace(/,?\s+except\s+(?:if|when|where)\s+/gi, ", unless ")
    .replace(
      /,?\s+(?:except|but\s+not)\s+for\s+(?:(?:the|those|any|all)\s+)?(?:[a-z]+\s+){0,2}?(?:that|who|which|where)\s+(?:had|have|has|got|get|gets|received|left|made|filed|raised|mention(?:ed|s)?|include[sd]?|contain(?:ed|s)?)\s+(?:an?\s+|any\s+|the\s+)?/gi,
      ", unless they mention ",
    )
    .replace(
      /,?\s+(?:except|but\s+not)\s+for\s+(?:(?:the|those|any|all)\s+)?(?:[a-z]+\s+){0,2}?with\s+(?:an?\s+|any\s+|the\s+)?/gi,
      ", unless they mention ",
    );
}

export function planFor(request: string, reading: Reading = {}): ComposedPlan {
  const text = alwaysFirst(
    unlessFirst(exceptAsUnless(readable(clauseBreaks(spokenSigns(request.trim()))))),
  );
  const pre: string[] = [];
  const noted: Noted = { meaning: null };
  // A kind to sort into ("billing", "Rechnung") is no invoice or file to read.
  const listedKinds = kindsListed(text)?.kinds ?? [];
  const unsorted = listedKinds.reduce(
    (rest, kind) =>
      rest.replace(new RegExp(`\\b${kind.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\w*`, "gi"), " "),
    text,
  );
  // A sheet or file written to ("add a row to our spreadsheet", "log it in a CSV"), and an
  // invoice another system settles ("when an invoice is paid in Stripe"), are no document this
  // workflow reads: a File Processor or Invoice Extractor for them would be a step nobody asked.
  // A word a check looks for ("if it mentions invoice", "says 'receipt'") is in the message, no
  // document to read either. "Contains" is left: "an email that contains an invoice" is one.
  // Nor is what a message is about ("emails about invoices", "a question regarding a receipt"),
  // unless a file comes with it: then it is the document.
  const documents = unsorted
    .replace(writtenTo, " ")
    .replace(settledInvoice, " ")
    .replace(wordLookedFor, " ")
    .replace(fileWords.test(unsorted) ? /$^/ : invoiceTopic, " ");
  const file = fileWords.test(documents);
  // Receipts, payments or bills are for the Invoice Extractor when there are amounts to add up
  // ("we received their payment" is not).
  const invoice =
    /\binvoices?\b/i.test(documents) ||
    (/\b(receipts?|payments?|bills?)\b/i.test(documents) &&
      (file || /\b(total|add(?:ed)? up|sum|amounts?|extract|pull out)\b/i.test(documents))) ||
    (file && /\btotal\b/i.test(documents));
  if (file || (invoice && /\binvoices?\b/i.test(documents))) pre.push("file-processor");
  if (invoice) pre.push("invoice-extractor");
  let categories = categoriesOf(text);
  // Read by meaning, a quality word ("urgent") is a category the AI Classifier decides.
  if (!categories && reading.byMeaning) {
    const probe: Noted = { meaning: null };
    for (const clause of clauses(text)) conditionsOf(clause, "amount", {}, probe);
    if (probe.meaning) categories = [probe.meaning, "other"];
  }
  if (categories) pre.push("ai-classifier");
  // "10-50 employees …; 51+ employees …; under 10 - …": a bare bound in a request that counts
  // one thing and names no money is that count, not an amount.
  const amountField = invoice ? "total" : (soleCountedField(text) ?? "amount");
  /** The fields the event has when a message is sent: the sample lead's, and the steps' before. */
  const fields = new Set([
    ...Object.keys(sampleLead),
    ...pre.flatMap((id) => addedFields[id] ?? []),
  ]);

  const plan: Plan = [];
  const unread: string[] = [];
  let last: Branch | null = null;
  let lastKind: Branch | null = null;
  /** The kinds the request says to do nothing with. */
  const ignored: string[] = [];
  /** Where the steps of a clause go: the plan, or the Yes of the heading they are under. */
  let into: Plan = plan;
  let scope: { branch: Branch; lastKind: Branch | null } | null = null;
  /** Every kind goes to each of a list of recipients it could not be paired with. */
  let sentToAll = false;
  /** The checks joined by "and" in the last condition (it alone otherwise). */
  let lastAll: Branch[] = [];
  /** The checks said one after another, each its own "if" clause, since the last other step. */
  let ifRun: Branch[] = [];
  /** Checks said negated, whose Yes is what their "otherwise" asks for. */
  const negated = new WeakSet<Branch>();
  /** What the clause before pushed to run for every event (an "instead" may take it). */
  let previous: Plan = [];
  const read = categories
    ? clauses(text).flatMap((c) => atKinds(c, categories as string[]))
    : clauses(text);
  // What cannot be built is said with the sentence of the request it is in, as the visitor
  // wrote it (the same sentence of what the composer read, when the two do not line up).
  const written = sentencesOf(request.trim());
  const readSentences = sentencesOf(text);
  const sentenceOf = (clause: string) => {
    const at = readSentences.findIndex((s) => s.includes(clause.trim()));
    const sentence =
      at < 0 ? clause : written.length === readSentences.length ? written[at] : readSentences[at];
    return clip(sentence.trim(), 160);
  };
  const said = (note: (sentence: string) => string, clause: string) => {
    const text = note(sentenceOf(clause));
    if (!unread.includes(text)) unread.push(text);
  };
  // A part of a request in another language is quoted in its sentence, as written: the words
  // read as English would be half the visitor's.
  const foreign = Boolean(languageOf(request.trim()));
  /** The last message to the lead, for "the same thing". */
  let same: Purpose | undefined;
  const ask = (words: string) => {
    const actions = actionsOf(words, { request: text, same, fields });
    for (const a of actions)
      if ((a.kind === "email" || a.kind === "sms") && a.to === "lead") same = a.purpose;
    return actions;
  };
  /** The clause each step that runs for every event was asked for in (for its run order). */
  const askedIn = new Map<Action | Branch, number>();
  const note = (upTo: number) => {
    for (const p of plan) if (!askedIn.has(p)) askedIn.set(p, upTo);
  };
  for (const [index, clause] of read.entries()) {
    note(index - 1);
    // A heading's clauses end with its sentence, or at the next heading.
    if (scope && (/[.!?]\s*$/.test(read[index - 1] ?? "") || heading.test(clause))) {
      into = plan;
      last = scope.branch;
      lastAll = [scope.branch];
      lastKind = scope.lastKind;
      previous = [];
      scope = null;
    }
    const unpaired = unpairedLists(clause, categories);
    if (unpaired) {
      const text = capabilityTexts.unpaired(unpaired.kinds, unpaired.recipients);
      if (!unread.includes(text)) unread.push(text);
      sentToAll = true;
    }
    // "If the status is not spam, ..." with no check before it is a condition, not an otherwise.
    // "Fetch http://… and email me the result": the email is built, the fetch no step does is
    // said by its verb, as any other part of the clause that asks for what no step here does.
    // A web service to call or data to enrich is said so even in a clause nothing else is built
    // from: read as a phone call or left to the sentence's note, it would say the wrong thing.
    let verbSaid = false;
    const verbs: string[] = [];
    const built = ask(clause);
    if (built.length || webCall.test(clause) || enriching.test(clause)) {
      for (const part of clause.split(/,\s*|\s+(?:and\s+then|and|then|plus)\s+/i)) {
        const verb = undoneVerb(part);
        // "Call our CRM's API to create a contact": the CRM step stands in for the call, which
        // is still no step's to make, and said so.
        if (verb && webCall.test(part) && ask(part).length) {
          const text = capabilityTexts.app("web API");
          if (!unread.includes(text)) unread.push(text);
          continue;
        }
        if (!verb || ask(part).length || capabilities.some((c) => c.test.test(part))) continue;
        // A web service or enrichment is never what a step here does; any other verb may be.
        const plain = !webCall.test(part) && !enriching.test(part);
        if (plain && doneBy.some((d) => d.does.test(part) && d.built(built, pre))) continue;
        verbSaid = true;
        if (foreign) {
          if (!verbs.includes(verb)) verbs.push(verb);
          continue;
        }
        const text = capabilityTexts.verb(verb, clip(part.trim().replace(/[\s.!?;:]+$/, ""), 120));
        if (!unread.includes(text)) unread.push(text);
      }
      if (verbs.length) said((s) => capabilityTexts.verbIn(spokenList(verbs, "or"), s), clause);
    }
    const elseWords = elseStart.exec(clause)?.[0];
    const otherwise: boolean =
      Boolean(elseWords) && (last !== null || !/^\s*(?:but\s+)?if\b/i.test(elseWords ?? ""));
    const body: string = otherwise ? clause.replace(elseStart, "") : clause;
    const actions = ask(body);
    if (otherwise && last) {
      // "If A, … If B, … Otherwise, …": one otherwise for checks said one after another is
      // the case where none holds, so each check is made on the No of the one before (an
      // "else if"), and what A asks does not also get what B's No asks.
      if (
        ifRun.length >= 2 &&
        ifRun.at(-1) === last &&
        anyOther.test(elseWords ?? "") &&
        ifRun.every((b) => !b.no.length && into.includes(b))
      ) {
        for (const b of ifRun.slice(1)) into.splice(into.indexOf(b), 1);
        for (const [i, b] of ifRun.slice(1).entries()) ifRun[i].no.push(b);
        lastAll = [last];
      }
      ifRun = [];
      // "between 1,000 and 5,000" after an "over 5,000": a second condition on the No branch.
      const nested = conditionsOf(body, amountField, reading, noted, categories);
      if (nested.length && /between|over|more than|under/i.test(body)) {
        last.no.push({ condition: nested[0], yes: actions, no: [] });
      } else if (anyOther.test(elseWords ?? "")) {
        // "Otherwise", "any other lead": when any of the checks joined by "and" fails. After a
        // negated check ("if it does not mention X, …; otherwise …") that is when it holds.
        for (const b of lastAll) (negated.has(b) ? b.yes : b.no).push(...actions);
      } else (negated.has(last) ? last.yes : last.no).push(...actions);
      continue;
    }
    // "Text them a thank-you, unless they didn't leave a phone number — then email them
    // instead": what comes first runs when the check does not hold, what comes after the dash
    // (or comma) when it does.
    const unlessWithin =
      /^(?!\s*(?:and\s+)?unless\b)(.*?\S)\s*,?\s+unless\s+(.+?)(?:\s*(?:—|–|--|\s-\s|[,;:])\s*(?:(?:then|in that case|if so)\s+)?(.+))?$/i.exec(
        body,
      );
    if (unlessWithin) {
      const [check] = conditionsOf(
        `if ${unlessWithin[2]}`,
        amountField,
        reading,
        noted,
        categories,
      );
      if (check) {
        const otherwise = ask(unlessWithin[1]);
        const after = unlessWithin[3] ? ask(unlessWithin[3]) : [];
        // "When someone fills in the form, unless they're from Competitor Ltd, add them to the
        // CRM": nothing to do before the "unless" (it says when the workflow starts), so what
        // comes after it is what runs when the check does not hold.
        const opening =
          !otherwise.length && !/\b(?:then|in that case|if so)\b/i.test(unlessWithin[0]);
        const branch: Branch = opening
          ? { condition: check, yes: [], no: after }
          : { condition: check, yes: after, no: otherwise };
        into.push(branch);
        last = branch;
        previous = [];
        ifRun = [];
        continue;
      }
    }
    // "Text Maria and Pedro, and email Sara but only if they mention pricing": the check is
    // the last action's alone; what comes before it runs for every event.
    const scopedEnd = scopedTail(body);
    if (scopedEnd) {
      const [check] = conditionsOf(
        `if ${scopedEnd.check}`,
        amountField,
        reading,
        noted,
        categories,
      );
      const before = check ? ask(scopedEnd.before) : [];
      // A bare "if" after one action ("email me and text me if …") most often means both.
      const listed = !scopedEnd.list || before.length >= 2;
      const scoped =
        before.length && listed
          ? scopedEnd.again && !namedAgain.test(scopedEnd.scoped)
            ? saidBefore(before, scopedEnd.scoped)
            : scopedEnd.again && sameKindBefore(before, scopedEnd.scoped)
              ? saidBefore(before, scopedEnd.scoped)
              : ask(scopedEnd.scoped)
          : [];
      if (check && scoped.length) {
        const branch: Branch = { condition: check, yes: scoped, no: [] };
        // "Email Maria if the amount is over 500, and text me if it is under 100": what comes
        // before has a check of its own, which holds for it alone.
        const ownCheck = /\b(?:if|when|whenever|only if)\b/i.test(scopedEnd.before)
          ? conditionsOf(scopedEnd.before, amountField, reading, noted, categories)
          : [];
        if (ownCheck.length === 1 && before.length)
          into.push({ condition: ownCheck[0], yes: before, no: [] }, branch);
        else into.push(...before, branch);
        last = branch;
        lastAll = [branch];
        previous = [];
        ifRun = [];
        continue;
      }
    }
    const found: Condition | null = categories ? categoryCondition(body, categories) : null;
    const conditions: Condition[] = found
      ? [found]
      : conditionsOf(body, amountField, reading, noted, categories);
    // "If the employee count is under 10, …; if it's 10 or more, …": "it" is the count just
    // checked, not the amount.
    if (
      last &&
      conditions.length === 1 &&
      conditions[0].field === amountField &&
      last.condition.field !== amountField &&
      /^(?:greater_than|less_than|at_least|at_most)$/.test(conditions[0].operator) &&
      /^(?:greater_than|less_than|at_least|at_most)$/.test(last.condition.operator) &&
      (/\b(?:if|when)\s+(?:it|they|that)(?:'s|'re|\s+is|\s+are|\s+has|\s+have)\b/i.test(body) ||
        // "> 10 employees => …, < 10 => …": the same number, said bare, is the same count.
        (Number(conditions[0].value) === Number(last.condition.value) &&
          !/\b(?:amount|total|budget|value|price|sum|deal|order)\b/i.test(body)))
    )
      conditions[0] = { ...conditions[0], field: last.condition.field };
    // "Where a company is given, … Where no company is given, …": the other side of the check
    // just made.
    if (last && conditions.length === 1 && opposite(conditions[0], last.condition)) {
      last.no.push(...actions);
      continue;
    }
    // "If it mentions urgent and the amount is over 1000, …; if it mentions urgent but the
    // amount is lower, …": the first check holds, the second does not: its No.
    const butNot =
      /^\s*(?:and\s+|but\s+)?(?:only\s+)?if\s+(.+?)\s+but\s+(?:the\s+\w+|it|they)\s+(?:is|are|'s)\s+(?:lower|less|smaller|under|below|higher|more|bigger|larger|over|above|not)\b(?!\s+(?:than\s+)?[$€£]?\s?\d)/i.exec(
        body,
      );
    const [outer, inner] = lastAll;
    if (
      butNot &&
      lastAll.length === 2 &&
      inner &&
      /^(?:greater_than|less_than|at_least|at_most)$/.test(inner.condition.operator) &&
      conditionsOf(`if ${butNot[1]}`, amountField, reading, noted).some((c) =>
        sameCheck(c, outer.condition),
      )
    ) {
      (negated.has(inner) ? inner.yes : inner.no).push(...actions);
      // An otherwise after it is the first check's other side only.
      last = outer;
      lastAll = [outer];
      continue;
    }
    // "If it mentions refund, text me" after "if it does not mention refund, …": the same
    // check, not a second one; what it asks runs on its Yes.
    if (last && conditions.length === 1 && sameCheck(conditions[0], last.condition)) {
      last.yes.push(...actions);
      continue;
    }
    // "Unless the status is spam, ...", "if the message does not mention refund, ...": the
    // actions run when the check does not hold.
    // "When someone fills in the form, unless they're from Competitor Ltd, …": after the
    // trigger's words too.
    // A negated mention joined to another check ("mentions price but doesn't mention discount")
    // is one of two checks, read with the other below.
    const joinedTo =
      conditions.length === 1 && negatedMention.test(body)
        ? conjunctionOf(body, amountField, reading, noted)
        : null;
    const unless =
      /(?:^|[,;]\s*)(?:and\s+)?unless\b/i.test(body) || (negatedMention.test(body) && !joinedTo);
    if (unless && conditions.length === 1) {
      const c = conditions[0];
      if (c.operator === "equals" || c.operator === "not_equals") {
        conditions[0] = { ...c, operator: c.operator === "equals" ? "not_equals" : "equals" };
      } else {
        const branch: Branch = { condition: c, yes: [], no: actions };
        into.push(branch);
        // A negated mention is a check the request may go on to say the other side of.
        last = negatedMention.test(body) ? branch : null;
        lastAll = last ? [branch] : [];
        if (last) negated.add(branch);
        ifRun = [];
        continue;
      }
    }
    if (conditions.length === 0) {
      // "if it's a weekday, text me": a condition the wording names but no check here reads.
      // Its steps still run, and the visitor is told they run for every event.
      // The sentence is quoted whole: a cut at the first verb after "if" ("if the lead") says
      // nothing of what was asked.
      const unreadIf = /^\s*(?:and\s+|but\s+)?(?:only\s+)?if\s+\S/i.test(body);
      if (unreadIf && actions.length) said(capabilityTexts.condition, clause);
      // "Also post it on Instagram": something to do that no step does and no note names.
      if (
        !actions.length &&
        !verbSaid &&
        leftOut.test(clause) &&
        !doneBy.some((d) => d.does.test(clause) && d.built([], pre)) &&
        !capabilities.some((c) => c.test.test(clause))
      )
        said(capabilityTexts.notBuilt, clause);
      // "US leads get an email" after "if the country is not US": the side where it is.
      const valued = last?.condition.value
        ? new RegExp(
            `^\\s*(?:the\\s+|all\\s+)?${last.condition.value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+\\w+`,
            "i",
          ).test(body)
        : false;
      if (last && valued && /^(equals|not_equals)$/.test(last.condition.operator)) {
        (last.condition.operator === "equals" ? last.yes : last.no).push(...actions);
      }
      // "... the rest go to the support inbox": the No branch of the previous condition.
      else if (last && /\b(the rest|others?)\b/i.test(body)) last.no.push(...actions);
      // "…, and text me when it has more": the other side of the size just checked.
      else if (
        last &&
        actions.length &&
        /^(?:greater_than|less_than|at_least|at_most)$/.test(last.condition.operator) &&
        /\b(?:when|whenever|if)\s+(?:it|they|there|he|she|the\s+\w+)(?:'s|'re)?\s+(?:(?:has|have|is|are)\s+)?(?:more|fewer|less|over|under|bigger|smaller|larger|higher|lower|above|below)\b(?!\s+(?:than\s+)?[$€£]?\s?\d)/i.test(
          body,
        )
      )
        last.no.push(...actions);
      else if (
        last &&
        !excluding.has(last) &&
        /^(and )?(also )?(text|email|add|put)/i.test(body) &&
        actions.length
      ) {
        last.yes.push(...actions);
      } else {
        into.push(...actions);
        last = null;
        previous = actions;
        if (actions.length) ifRun = [];
      }
      continue;
    }
    // "..., but if they ask for a human, text me instead": what the clause before asked for
    // runs only on No (what an earlier one did for every event still does).
    const instead: Plan = [];
    if (/\binstead\b/i.test(body)) {
      for (const p of previous) {
        if (!into.includes(p)) continue;
        into.splice(into.indexOf(p), 1);
        instead.push(p);
      }
    }
    previous = [];
    // "If the budget is over 5000 and their message mentions a contract, …": each check on the
    // Yes branch of the one before, the actions when all hold.
    // "Between 500 and 1000": at least the one and at most the other, both holding; after a
    // tier above it ("over 5000 …; between 1000 and 5000 …") it is that tier's No instead.
    const range = conditions.length === 1 ? rangeOf(body, conditions[0]) : null;
    const tier = last !== null && last.condition.field === conditions[0]?.field;
    const joined: Condition[] | null =
      conditions.length === 1
        ? range && !tier
          ? range
          : conjunctionOf(body, amountField, reading, noted)
        : null;
    const and: boolean = joined !== null;
    // A check that holds on No ("and it does not mention refund") takes what follows on No, and
    // the otherwise on Yes.
    const held = (b: Branch) => (negated.has(b) ? b.no : b.yes);
    const open = (c: Condition): Branch => {
      const b: Branch = { condition: c, yes: [], no: [] };
      if (heldOnNo.has(c)) {
        negated.add(b);
        b.yes.push(...instead);
      } else b.no.push(...instead);
      return b;
    };
    let branch: Branch = joined
      ? open(joined[0])
      : { condition: conditions[0], yes: [], no: [...instead] };
    const top = branch;
    const all = [top];
    for (const c of joined?.slice(1) ?? []) {
      const inner = open(c);
      held(branch).push(inner);
      branch = inner;
      all.push(inner);
    }
    // "'bad' or 'terrible'": a second check on the No branch of the first.
    let tail = branch;
    for (const extra of conditions.slice(1)) {
      const next: Branch = { condition: extra, yes: [...actions], no: [] };
      tail.no.push(next);
      tail = next;
    }
    // "less than 50 ignore it; otherwise ...": nothing on Yes.
    const ignore = nothingDone.test(body);
    if (!ignore) held(branch).push(...actions);
    // "Email me and text me, but skip it if the company is Test Inc": what the clause asks runs
    // where the check does not hold.
    else if (!joined && top === tail) (negated.has(top) ? top.yes : top.no).push(...actions);
    // "…, but if the company is Test Inc do nothing": an exclusion from all the workflow does,
    // said before it or after.
    if (ignore && !found && !joined && top === tail && top.condition.field !== "category")
      excluding.add(top);
    // A kind named with nothing to do ("positive ones don't need anything") was left alone on
    // purpose.
    if (ignore || !actions.length)
      for (const c of conditions) if (c.field === "category") ignored.push(c.value);
    // A chained second tier of the same amount field (over 5,000, then between 1,000 and 5,000).
    if (
      last &&
      last.condition.field === top.condition.field &&
      top.condition.operator === "greater_than" &&
      /between/i.test(body)
    ) {
      last.no.push(top);
    } else if (
      !and &&
      last &&
      !found &&
      top === tail &&
      last.condition.operator === "equals" &&
      top.condition.operator === "equals" &&
      last.condition.field === top.condition.field &&
      last.condition.value.toLowerCase() !== top.condition.value.toLowerCase() &&
      !last.no.length
    ) {
      // "If they're from Initech: …. If they're from Hooli: …": a field has one value, so the
      // second is checked where the first does not hold.
      last.no.push(top);
    } else if (found && lastKind && lastKind.condition.value !== found.value) {
      // One kind after another ("Sales ones: … Support ones: …"): a message is of one kind
      // only, so each kind is checked on the No branch of the kind before.
      lastKind.no.push(top);
    } else {
      into.push(top);
      if (!and && top === tail && /^\s*(?:and\s+|but\s+)?(?:only\s+)?if\b/i.test(body))
        ifRun.push(top);
      else ifRun = [];
    }
    if (found) lastKind = top;
    last = and ? top : tail;
    lastAll = and ? all : [last];
    // "Complaints: if they ask for a refund, email billing; otherwise …": a heading with nothing
    // to do of its own; the checks after it are made on its Yes.
    if (!scope && !actions.length && heading.test(clause) && top === tail) {
      scope = { branch: top, lastKind };
      into = top.yes;
      last = null;
      lastAll = [];
      lastKind = null;
    }
  }
  note(read.length - 1);
  // An exclusion ("if the company is Test Inc, do nothing") with no otherwise of its own holds
  // for every step said outside a check: they run on its No.
  const exclusion = plan.find((p): p is Branch => isBranch(p) && excluding.has(p) && !p.yes.length);
  if (exclusion && plan.length > 1) {
    const rest = plan.filter((p) => p !== exclusion);
    if (!exclusion.no.length || rest.every((p) => !isBranch(p) || !excluding.has(p))) {
      exclusion.no.push(...rest.filter((p) => !exclusion.no.includes(p)));
      plan.splice(0, plan.length, exclusion);
      askedIn.set(exclusion, 0);
    }
  }
  const perKind = categories ? eachKindItsOwn(plan, categories, text) : null;
  if (perKind) {
    plan.push(perKind);
    const kinds = categories?.filter((k) => k !== "other") ?? [];
    const alone = kinds.filter((k) => junk.test(k));
    ignored.push(...alone);
    unread.push(
      capabilityTexts.eachKind(
        spokenList(
          kinds.filter((k) => !alone.includes(k)),
          "and",
        ),
        alone.length ? spokenList(alone, "and") : null,
      ),
    );
  }
  const ordered = inRunOrder(plan, read, askedIn);
  const fileFormat = /\b(text files?|plain[- ]text|\.txt|txt files?|text documents?)\b/i.test(text)
    ? "text"
    : "csv";
  // "Don't send anything to the customer": a message read as the lead's is not theirs either.
  const toLeadRefused = refusesLead(text);
  // "a new lead's budget (amount)": the field in brackets is the one the event has.
  const aliases = new Map<string, string>();
  for (const m of text.matchAll(/\b([a-z]+)\s+\(([a-z_][\w.]*)\)/gi)) {
    if (m[2] in sampleLead || m[2] === "total") aliases.set(m[1].toLowerCase(), m[2]);
  }
  const planned = renamed(
    presentOnly(toLeadRefused ? withoutLeadMessages(ordered) : ordered),
    aliases,
  );
  const finished = finishPlan(request, {
    pre,
    plan: respelled(
      reading.flipRecipients && !toLeadRefused ? flipGuessed(planned) : planned,
      request,
    ),
    categories,
    fileFormat,
    ignored,
  });
  return {
    ...finished,
    ...(sentToAll ? { sentToAll } : {}),
    unsupported: [...unread, ...finished.unsupported],
    noted: { meaning: noted.meaning, guessedRecipient: !toLeadRefused && hasGuessed(planned) },
  };
}

/**
 * What every plan goes through, read from the request or given by an AI model: what no step here
 * does is said, and what a person can do instead goes to the team as a to-do; branches with
 * nothing on them are dropped; the trigger's sample is the sample lead the trigger template
 * starts with, and every field a condition reads, so the workflow runs as it comes. The request is
 * not the sample's message: it is what the visitor wants automated, not what a lead writes, and
 * its text (cut, with an emoji or a control character in it) could not always be stored.
 */
export function finishPlan(
  request: string,
  partial: Pick<ComposedPlan, "pre" | "plan" | "categories" | "fileFormat" | "ignored">,
): ComposedPlan {
  const text = request.trim();
  const read = readable(text);
  const plan = [...partial.plan];
  const unsupported: string[] = [];
  const todo: string[] = [];
  for (const c of capabilities) {
    const m = c.test.exec(read);
    if (!m || (c.when && !c.when(read))) continue;
    unsupported.push(c.note(m));
    if (c.todo) todo.push(c.todo);
  }
  if (todo.length) {
    // The to-do rides on an email to the team that always runs, else one of its own: never on
    // one a condition may skip.
    const always = plan.findIndex((x) => !isBranch(x) && x.kind === "email" && x.to === "team");
    if (always >= 0) plan[always] = { ...(plan[always] as Action), todo, carries: true } as Action;
    else plan.push({ kind: "email", to: "team", todo });
  }
  // A check with nothing on either branch ("under $1,000 do nothing" after the other tiers).
  const pruned = bounded(prune(plan));
  const sample: Record<string, unknown> = { ...sampleLead };
  // A field a condition reads that the sample lead lacks ("status") is added to the sample, as
  // long as the sample still fits the trigger's field.
  // A field only a step this workflow lacks would add ("source") is the sample's too.
  const added = new Set(partial.pre.flatMap((id) => addedFields[id] ?? []));
  for (const c of conditionsIn(pruned)) {
    const top = c.field.split(".")[0];
    if (top !== "category" && !(top in sample) && !added.has(top)) {
      const value = sampleValue(c);
      if (JSON.stringify({ ...sample, [top]: value }, null, 2).length > sampleMax) break;
      sample[top] = value;
    }
  }
  const categories = partial.categories?.map(kindValue).slice(0, 7) ?? null;
  const language = languageOf(text);
  return {
    ...partial,
    categories,
    plan: pruned,
    sample,
    unsupported,
    ...(language ? { language } : {}),
  };
}

/** The trigger's sample event field takes this many characters. */
const sampleMax = 4000;

/**
 * A kind as the classifier's categories and a check's value name it, within what both fields
 * take (seven of these fit the categories field).
 */
const kindValue = (kind: string) => clip(kind, 40);

/**
 * Each check within what the condition's fields take: a field's name is a name and is cut
 * short, a value to compare with is cut at a word (a category as the classifier names it).
 */
function bounded(plan: Plan): Plan {
  return plan.map((p): Action | Branch => {
    if (!isBranch(p)) return p;
    const { field, value } = p.condition;
    return {
      condition: {
        ...p.condition,
        field: field.slice(0, 100),
        value: field === "category" ? kindValue(value) : clip(value, 200),
      },
      yes: bounded(p.yes),
      no: bounded(p.no),
    };
  });
}

/**
 * The kinds the classifier sorts into that no step handles on a branch of their own (what runs
 * for every event is not theirs): the request named a kind and nothing to do with it, which the
 * suggestion says rather than leaving it to be found. "Other" and the kinds the request said to
 * leave alone are not: a message of none of them is told in its run ("matched none of …").
 */
export function kindsSentNowhere(composed: ComposedPlan): string[] {
  if (!composed.pre.includes("ai-classifier") || composed.sentToAll) return [];
  const holds = (c: Condition, kind: string) => {
    const value = c.value.toLowerCase();
    if (c.operator === "equals") return value === kind;
    if (c.operator === "not_equals") return value !== kind;
    if (c.operator === "contains") return kind.includes(value);
    return true;
  };
  // A step that runs whatever the kind (a summary of each row, a CRM entry) does something with
  // each: a note that nothing is done would contradict it.
  const handled = (plan: Plan, kind: string): boolean =>
    plan.some((p) => {
      if (!isBranch(p)) return true;
      if (p.condition.field !== "category") return handled(p.yes, kind) || handled(p.no, kind);
      return handled(holds(p.condition, kind) ? p.yes : p.no, kind);
    });
  return (composed.categories ?? []).filter(
    (kind) =>
      kind !== "other" &&
      !composed.ignored?.includes(kind) &&
      !handled(composed.plan, kind.toLowerCase()),
  );
}

/**
 * Branches with nothing on them dropped; an action right after the same action in the same
 * list ("alert me by SMS" read twice, or a model repeating a step) kept once.
 */
function prune(plan: Plan): Plan {
  let previous = "";
  return plan.flatMap((p): Plan => {
    if (!isBranch(p)) {
      // A team email carrying a to-do differs from a plain one; messages to the lead with
      // different purposes are different messages.
      const key = `${sameAs(p)} ${"todo" in p ? (p.todo ?? []).join() : ""} ${"purpose" in p ? (p.purpose?.subject ?? "") : ""} ${"copy" in p && p.copy ? "copy" : ""}`;
      if (key === previous) return [];
      previous = key;
      return [p];
    }
    previous = "";
    const yes = prune(p.yes);
    const no = prune(p.no);
    return yes.length || no.length ? [{ ...p, yes, no }] : [];
  });
}

/** Each of the team a plan's messages are for, with the placeholder contact they are reached at. */
export type Placeholder = { key: string; words: string; email: string; phone: string };

function teamMessages(plan: Plan, into: Extract<Action, { kind: "email" | "sms" }>[] = []) {
  for (const p of plan) {
    if (isBranch(p)) {
      teamMessages(p.yes, into);
      teamMessages(p.no, into);
    } else if (
      (p.kind === "email" || p.kind === "sms") &&
      p.to === "team" &&
      !p.address &&
      // A to-do of its own goes to whoever is reached first and names no one; one carried by a
      // message the request asked for is still that message.
      !("todo" in p && p.todo && !p.carries)
    )
      into.push(p);
  }
  return into;
}

/**
 * The people of the team a plan's messages are for, in the order they are first named, each
 * at a placeholder of their own: the team in general (the visitor, "me", is of it) at the team's,
 * each other at one the visitor can tell from it ("sales-rep@example.com", the next fictional
 * number). The team in general is one of them (key ""); one person alone is just the team.
 */
export function peopleOf(plan: Plan): Placeholder[] {
  const found: Person[] = [];
  for (const m of teamMessages(plan)) {
    const person = m.person ?? { key: "", words: "the team" };
    if (!found.some((p) => p.key === person.key)) found.push(person);
  }
  if (found.length < 2) return [];
  // A person named in the team's place is told from it: only the team (or "me") is at its own.
  const first = found.find((p) => p.key === "");
  const ordered = first ? [first, ...found.filter((p) => p !== first)] : [null, ...found];
  const [local, domain] = teamPlaceholder.email.split("@");
  const phoneBase = teamPlaceholder.phone.slice(0, -2);
  const phoneEnd = Number(teamPlaceholder.phone.slice(-2));
  return ordered.flatMap((p, i) => {
    if (!p) return [];
    const slug = p.key.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
    return [
      {
        ...p,
        email: i === 0 ? teamPlaceholder.email : `${slug || `${local}-${i + 1}`}@${domain}`,
        phone:
          i === 0 ? teamPlaceholder.phone : `${phoneBase}${String(phoneEnd + i).padStart(2, "0")}`,
      },
    ];
  });
}

/** The graph of a plan, each step configured to run as it comes. */
export function graphOf(composed: ComposedPlan): {
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
} {
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
        label: clip(label ?? template?.name ?? templateId, labelMax),
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
  const people = peopleOf(composed.plan);
  const named = people.length > 1;
  const local = composed.language ? workflowsPage.suggestions.languages[composed.language] : null;
  /** A message with fixed words in the request's language; one made of its words as it is. */
  const say = (purpose: Purpose | undefined): Purpose => {
    const base = purpose ?? messages.thanks;
    if (!local) return base;
    const fixed = fixedPurposes.find((name) => messages[name] === base);
    return fixed ? local.messages[fixed] : base;
  };
  const aiReply = local?.messages.aiReply ?? messages.aiReply;
  /** A team message's step name in the request's language: by the role it names. */
  const localTo = (action: { person?: Person }) => {
    if (!local) return "";
    // A role it has words for is named even alone; any other only to tell it from the rest.
    const key = action.person?.words === "me" ? "me" : (action.person?.key ?? "");
    return (
      local.steps.roles[key] ??
      (named ? local.steps.other(action.person?.words ?? key) : local.steps.roles[""])
    );
  };
  /** A team message's recipient: its own placeholder when the request names more than one. */
  const teamContact = (action: { person?: Person }, kind: "email" | "sms") =>
    people.find((p) => p.key === (action.person?.key ?? ""))?.[kind === "sms" ? "phone" : kind] ??
    (kind === "email" ? teamPlaceholder.email : teamPlaceholder.phone);
  /** Who a team message's step names: the request's words for them, when it names more than one. */
  const whom = (action: { person?: Person }) =>
    named ? (action.person?.words ?? "the team") : "the team";
  const trigger = add("trigger", { sampleData: JSON.stringify(composed.sample, null, 2) });
  let ends: End[] = [{ id: trigger }];
  for (const id of composed.pre) {
    const config: Record<string, string> =
      id === "ai-classifier" && composed.categories
        ? { categories: composed.categories.join(", "), field: "message" }
        : id === "file-processor" && composed.fileFormat === "text"
          ? { format: "text" }
          : {};
    const step = add(id, config);
    link(ends, step);
    ends = [{ id: step }];
  }
  const fieldsFor = composed.pre.includes("invoice-extractor")
    ? "Total: {{total}} {{currency}}"
    : "{{name}} ({{email}}): {{message}}";
  // The fields a message to the team was asked to list, of those that reach it.
  const reaching = new Set([
    ...Object.keys(composed.sample),
    ...composed.pre.flatMap((id) => addedFields[id] ?? []),
  ]);
  const listed = (action: Action, join: string) => {
    // Of invoices, "the amount" is what the Invoice Extractor adds up.
    const invoices = composed.pre.includes("invoice-extractor");
    const fields = ("fields" in action ? (action.fields ?? []) : [])
      .map((f) => (invoices && f === "amount" ? "total" : f))
      .filter((f) => reaching.has(f));
    if (!fields.length) return fieldsFor;
    return join === ", "
      ? fields.map((f) => `{{${f}}}`).join(join)
      : fields.map((f) => `${f}: {{${f}}}`).join(join);
  };

  const fresh = local?.team.fresh ?? "New";
  /** A message to the team on a condition's Yes branch says which condition sent it. */
  function actionStep(action: Action, why?: string): string {
    switch (action.kind) {
      case "ai":
        return add(
          "ai-responder",
          action.summary
            ? { prompt: summaryPrompt }
            : action.about
              ? { prompt: replyPrompt(action.about) }
              : {},
        );
      case "crm":
        return add("crm-update", {});
      case "sms":
        if (action.copy) {
          return add(
            "sms-alert",
            { to: teamPlaceholder.phone, message: say(action.purpose).sms },
            local?.steps.copySms ?? "Text the team a copy",
          );
        }
        return action.to === "lead"
          ? add(
              "sms-alert",
              { to: "{{phone}}", message: action.ai ? "{{reply}}" : say(action.purpose).sms },
              local?.steps.textLead ?? "Text the lead",
            )
          : add(
              "sms-alert",
              {
                to: action.address ?? teamContact(action, "sms"),
                message: action.ai
                  ? `${why ?? fresh}: {{name}}: {{reply}}`
                  : clip(`${why ?? fresh}: ${listed(action, ", ")}`, 320),
              },
              local
                ? local.steps.textTeam(action.name ?? action.address ?? localTo(action))
                : `Text ${action.name ?? action.address ?? whom(action)}`,
            );
      case "email":
        if (action.copy) {
          return add(
            "email-sender",
            {
              to: teamPlaceholder.email,
              subject: say(action.purpose).subject,
              body: action.ai ? aiReply : say(action.purpose).body,
            },
            local?.steps.copyEmail ?? "Email the team a copy",
          );
        }
        return action.to === "lead"
          ? add(
              "email-sender",
              {
                to: "{{email}}",
                subject: say(action.purpose).subject,
                body: action.ai ? aiReply : say(action.purpose).body,
              },
              local?.steps.emailLead ?? "Email the lead",
            )
          : action.todo
            ? add(
                "email-sender",
                {
                  to: action.address ?? teamContact(action, "email"),
                  subject: local?.team.todoSubject ?? "To do: {{name}}",
                  body: `${local ? local.team.todo(action.todo.join("; ")) : `To do by hand: ${action.todo.join("; ")}.`}\n\n${fieldsFor}`,
                },
                local?.steps.todo ?? "Email the team a to-do",
              )
            : add(
                "email-sender",
                {
                  to: action.address ?? teamContact(action, "email"),
                  subject: why
                    ? clip(`${why}: {{name}}`, 200)
                    : (local?.team.update ?? "Workflow update: {{name}}"),
                  body: action.ai ? messages.teamReply(listed(action, "\n")) : listed(action, "\n"),
                },
                local
                  ? local.steps.emailTeam(action.name ?? action.address ?? localTo(action))
                  : `Email ${action.name ?? action.address ?? whom(action)}`,
              );
    }
  }

  function build(plan: Plan, from: End[], why?: string): End[] {
    let current = from;
    for (const item of plan) {
      if (!isBranch(item)) {
        const id = actionStep(item, why);
        link(current, id);
        current = [{ id }];
        continue;
      }
      const cond = add(
        "condition",
        { ...item.condition },
        conditionLabel(item.condition, composed.language),
      );
      link(current, cond);
      const yes = item.yes.length
        ? build(
            item.yes,
            [{ id: cond, handle: "yes" }],
            conditionWhy(item.condition, composed.language),
          )
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
  not_equals: "is not",
  contains: "mentions",
  greater_than: "over",
  less_than: "under",
  at_least: "at least",
  at_most: "at most",
  exists: "given",
};

/** "Message mentions 'urgent'": what a message sent on the Yes branch of `c` says first. */
function conditionWhy(c: Condition, language?: Language): string {
  const label = conditionLabel(c, language).replace(/^(?:If|Si|Wenn) /, "");
  return label[0].toUpperCase() + label.slice(1);
}

function conditionLabel(c: Condition, language?: Language): string {
  const value = c.value ? ` ${c.operator === "contains" ? `'${c.value}'` : c.value}` : "";
  const steps = language ? workflowsPage.suggestions.languages[language].steps : null;
  const operators: Record<string, string> = steps?.operators ?? operatorWords;
  // An address or a name has no words to mention: what it has in it is what is checked.
  const said =
    !steps && c.operator === "contains" && c.field !== "message"
      ? "contains"
      : operators[c.operator];
  const check = `${said ?? c.operator}${value}`;
  return clip(steps ? steps.condition(c.field, check) : `If ${c.field} ${check}`, labelMax);
}

/** A list as a sentence says it: "a, b or c". */
export function spokenList(words: string[], last: "and" | "or"): string {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}` : words[0];
}

/** A check as the description says it: "they mention 'urgent'", "the amount is over 5000". */
function conditionWords(c: Condition): string {
  const v = c.value;
  if (c.field === "category") {
    return c.operator === "not_equals" ? `it is not sorted as ${v}` : `it is sorted as ${v}`;
  }
  // A count read from "more than 10 employees" is said as one.
  const field = /^(employees|seats)$/.test(c.field) ? `the number of ${c.field}` : `the ${c.field}`;
  switch (c.operator) {
    case "contains":
      return c.field === "message" ? `they mention '${v}'` : `${field} contains '${v}'`;
    case "equals":
      return `${field} is ${v}`;
    case "not_equals":
      return `${field} is not ${v}`;
    case "greater_than":
      return `${field} is over ${v}`;
    case "less_than":
      return `${field} is under ${v}`;
    case "at_least":
      return `${field} is at least ${v}`;
    case "at_most":
      return `${field} is at most ${v}`;
    default:
      return `${field} is given`;
  }
}

/**
 * What the AI Intake is told when the request asks for a summary: what the step knows is only
 * this prompt and the event, so it says what to sum up and for whom.
 */
const summaryPrompt =
  "Summarise this message for our team in two or three sentences: who wrote, what they want and anything urgent.\n\nFrom {{name}}: {{message}}";

/** What the AI Intake is told when the request says what its reply should do. */
const replyPrompt = (about: string) =>
  `Write a short, friendly reply to this message for our business: a reply ${about}.\n\nFrom {{name}}: {{message}}`;

/** What an action does, as the description says it: "email the lead", "text +1 555 0100". */
function actionWordsOf(a: Action, named: boolean): string {
  const team =
    (a.kind === "email" || a.kind === "sms") && named
      ? (a.person?.words ?? "the team")
      : "the team";
  switch (a.kind) {
    case "ai":
      return a.summary
        ? "sum up their message with the AI Intake"
        : "write a reply with the AI Intake";
    case "crm":
      return "add them to the CRM";
    case "sms":
      if (a.copy) return "text the team a copy";
      return `text ${reached(a) ?? (a.to === "lead" ? "the lead" : team)}`;
    case "email":
      if (a.copy) return "email the team a copy";
      if (a.to === "lead") return a.ai ? "email the lead the reply" : "email the lead";
      if (a.todo) return `email ${a.address ?? team} a to-do`;
      return `email ${reached(a) ?? team}`;
  }
}

/** Whom a message names, as the description says it: "Maria at +1 555 0101", "Jo". */
function reached(a: { name?: string; address?: string }): string | undefined {
  if (a.name && a.address) return `${a.name} at ${a.address}`;
  return a.name ?? a.address;
}

/**
 * A plan read out: its steps in run order, each condition with what runs if it holds and
 * otherwise ("if they mention 'urgent': text the team; otherwise: add them to the CRM"), a check
 * made on the No of the one before as "otherwise, if …", two checks whose No is the same as
 * "if … and …". A check inside a branch is in brackets, so its "otherwise" is not read as the
 * outer one's.
 */
function planWords(plan: Plan, named: boolean): string {
  return planParts(plan, named).join(", then ");
}

function planParts(plan: Plan, named: boolean): string[] {
  const parts: string[] = [];
  let actions: string[] = [];
  const flush = () => {
    if (actions.length) parts.push(actions.join(", then "));
    actions = [];
  };
  for (const item of plan) {
    if (!isBranch(item)) {
      actions.push(actionWordsOf(item, named));
      continue;
    }
    flush();
    parts.push(branchWords(item, named));
  }
  flush();
  return parts;
}

function branchWords(b: Branch, named: boolean): string {
  const side = (plan: Plan) =>
    plan.some(isBranch) ? `(${planWords(plan, named)})` : planWords(plan, named);
  // "if the amount is over 300 and the phone is given": the second check on the Yes of the
  // first, with the same No.
  const checks = [conditionWords(b.condition)];
  let yes = b.yes;
  const same = (a: Plan, c: Plan) => JSON.stringify(a) === JSON.stringify(c);
  while (yes.length === 1 && isBranch(yes[0])) {
    const inner: Branch = yes[0];
    if (same(inner.no, b.no)) {
      checks.push(conditionWords(inner.condition));
      yes = inner.yes;
    } else if (same(inner.yes, b.no) && inner.no.length) {
      // "mentions price but not discount": the second check holds on its No.
      const c = inner.condition;
      checks.push(
        c.field === "message" && c.operator === "contains"
          ? `they do not mention '${c.value}'`
          : `not ${conditionWords(c)}`,
      );
      yes = inner.no;
    } else break;
  }
  const head = `if ${checks.join(" and ")}: ${yes.length ? side(yes) : "nothing"}`;
  if (!b.no.length) return head;
  // "otherwise, if it is sorted as billing: …": a chain of checks reads as one.
  if (b.no.length === 1 && isBranch(b.no[0]))
    return `${head}; otherwise, ${branchWords(b.no[0], named)}`;
  return `${head}; otherwise: ${side(b.no)}`;
}

/** What the steps before the decisions do, as the description says it. */
const preWords: Record<string, (composed: ComposedPlan) => string> = {
  "file-processor": () => "read the file",
  "invoice-extractor": () => "add up the invoice's total",
  "ai-classifier": (composed) =>
    composed.categories?.length
      ? `sort it with AI into ${spokenList(composed.categories, "or")}`
      : "sort it with AI",
};

/**
 * What a composed workflow does, in sentences that follow its branches: "Sort it with AI into
 * sales, support or billing. Then, if it is sorted as billing: email billing@acme.example;
 * otherwise: text the team."
 */
export function describePlan(composed: ComposedPlan): string {
  const before = composed.pre.map((id) => preWords[id]?.(composed) ?? id);
  const sentences = [
    ...(before.length ? [before.join(", then ")] : []),
    ...planParts(composed.plan, peopleOf(composed.plan).length > 1),
  ].map((part, i) => (i === 0 ? part : `${part.startsWith("if ") ? "then," : "then"} ${part}`));
  return sentences.map((part) => `${part[0].toUpperCase()}${part.slice(1)}.`).join(" ");
}

const subjects: [RegExp, string][] = [
  [/\binvoices?\b/i, "Invoices"],
  [/\bpayments?\b/i, "Payments"],
  [/\b(upload|document|file|csv)/i, "Uploaded files"],
  [/\bbookings?|appointments?|book a call/i, "Bookings"],
  [/\borders?\b/i, "Orders"],
  [/\bsupport|tickets?|faq/i, "Support"],
  // "a review", "reviews"; "for review" is a thing to check, not what the workflow handles.
  [/\breviews\b|\b(?:a|an|each|every|new|the|customer|google|online|their)\s+review\b/i, "Reviews"],
  [/\bsigns? up|sign-ups?/i, "Sign-ups"],
  [/\bjobs?\b/i, "Completed jobs"],
  [/\bcomplaints?\b/i, "Complaints"],
  [/\bleads?\b|\bforms?\b|\bcontacts?\b|\binquir(y|ies)\b/i, "New leads"],
  [/\bmessages?|e-?mails?/i, "Messages"],
];

function actionWords(plan: Plan, into: string[], named = false): string[] {
  for (const item of plan) {
    if (isBranch(item)) {
      actionWords(item.yes, into, named);
      actionWords(item.no, into, named);
      continue;
    }
    const team = named && "person" in item ? (item.person?.words ?? "the team") : "the team";
    const word =
      item.kind === "ai"
        ? item.summary
          ? "AI summary"
          : "AI reply"
        : item.kind === "crm"
          ? "CRM"
          : `${item.kind === "sms" ? "text" : "email"} ${item.name ?? item.address ?? (item.to === "lead" ? "the lead" : team)}`;
    if (!into.includes(word)) into.push(word);
  }
  return into;
}

/**
 * A title written for the workflow: what it handles, then what it does, whole words only
 * (the actions it has room for; "(with conditions)" when it branches and there is room).
 */
/** Words a request starts with: what follows a label, and what no label starts with. */
const opener =
  "when|whenever|if|every|each|once|for\\s+every|as\\s+soon\\s+as|quand|lorsqu['’]|lorsque|dès|si|cuando|en\\s+cuanto|wenn|sobald|falls";

/**
 * The name the visitor gives the workflow: a label before the request ("Lead router: when a lead
 * …", "«Urgences» — si …") or one it is called by ("a workflow called Night desk that …").
 */
function labelOf(request: string): string | null {
  const before = new RegExp(
    String.raw`^\s*(["“'‘«]?)\s*((?!(?:${opener})\b)[\p{L}][\p{L}\p{N}'’&/ -]{1,38}?)\s*["”'’»]?\s*[:—–]\s+(?=(?:${opener})(?![\p{L}]))`,
    "iu",
  ).exec(request);
  const called =
    /\b(?:workflow|automation|flow)\s+(?:called|named)\s+["“'‘«]?([\p{L}][\p{L}\p{N}'’& -]{1,38}?)["”'’»]?(?=\s+(?:that|which|to|for)\b|\s*[:,.;]|\s*$)/iu.exec(
      request,
    );
  const label = (before?.[2] ?? called?.[1])?.trim();
  if (!label || label.split(/\s+/).length > 6) return null;
  return clip(label[0].toUpperCase() + label.slice(1), 60);
}

export function titleFor(request: string, composed: ComposedPlan): string {
  // A name the visitor gave is the workflow's name, in any language.
  const label = labelOf(request);
  if (label) return label;
  // In another language, the title is the request's own words for what starts it.
  const own = composed.language ? ownTitle(request) : null;
  if (own) return own;
  // Branches by kind are what the workflow is for; the first message is only one of them.
  const sorted = conditionsIn(composed.plan).filter((c) => c.field === "category");
  if (composed.categories && sorted.length >= 2) {
    const noun =
      /\b(messages|requests|tickets|leads|e-?mails|enquiries|inquiries|reviews|orders)\b/i
        .exec(request)?.[1]
        .toLowerCase() ?? "messages";
    const title = `Sort ${noun}: ${composed.categories.join(", ")}`;
    if (title.length <= 60) return title;
  }
  // A word a check looks for ("if it mentions a job opening") says what is in the message, not
  // what the workflow handles: the subject is read without it.
  const about = conditionsIn(composed.plan)
    .filter((c) => c.operator === "contains" && c.value)
    .reduce(
      (text, c) =>
        text.replace(
          new RegExp(`\\b${c.value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\w*`, "gi"),
          " ",
        ),
      request,
    );
  const subject = subjects.find(([re]) => re.test(about))?.[1] ?? "Automation";
  const words = actionWords(composed.plan, [], peopleOf(composed.plan).length > 1);
  const branches = composed.plan.some(isBranch) ? " (with conditions)" : "";
  const max = 60;
  for (let n = Math.min(words.length, 3); n > 0; n--) {
    const list = words.slice(0, n).join(", ");
    for (const tail of [branches, ""]) {
      const title = `${subject}: ${list}${tail}`;
      if (title.length <= max) return title;
    }
  }
  // Nothing built but the trigger: the title says so rather than quote the request.
  return words.length || composed.pre.length ? subject : `${subject}: trigger only`;
}

/** The articles a title in another language does without ("Eine Rechnung" is "Rechnung"). */
const leadingArticle =
  /^(?:un|une|des|le|la|les|el|los|las|una|unos|unas|ein|eine|einen|einem|einer|der|die|das|den|dem)$/iu;

/**
 * A title from the request's first clause, in its own words, as a name rather than a clause:
 * what arrives, without the verb that says it arrives. "Quand une facture arrive par email, …"
 * is "Une facture arrive par email" (the verb is inside, where it reads well); "Cuando llegue un
 * nuevo cliente, …" is "Nuevo cliente" (a verb before its subject goes, and the article with
 * it); "Wenn eine Rechnung per E-Mail eingeht, …" is "Rechnung per E-Mail" (a German clause ends
 * in its verb, the one word of it in lower case after the nouns: without it, "Eine Rechnung per
 * E-Mail eingeht" reads as a broken sentence). Whole words within the title's length.
 */
function ownTitle(request: string): string | null {
  const first = request
    .trim()
    .split(/[,.;:!?()\n]/)[0]
    .replace(
      /^\s*(?:quand|lorsqu'|lorsque|dès qu'|dès que|si|cuando|en cuanto|wenn|sobald|falls|when|if)\s*/iu,
      "",
    )
    .replace(/\s+/g, " ")
    // What starts the workflow ends where a check or a second clause joins it ("… eingeht und
    // sie das Wort … nicht erwähnt", "… eingeht und der Betrag … liegt"): the title is the
    // event, never a check cut off.
    .split(
      /\s+(?:und|et|y|and)\s+(?=(?:sie|er|es|ihre?|il|elle|ils|elles|él|ella|si|wenn|falls|if|it|they|when|que|der|die|das|den|dem|sein|seine|le|la|les|son|sa|ses|el|los|las|su|sus|the|its|their)(?![\p{L}])|qu['’]|l['’])|\s+(?:si|wenn|falls|if)\s+/iu,
    )[0]
    .trim();
  let words = first.split(" ").filter(Boolean);
  // "Llegue un nuevo cliente": a verb before its subject's article goes with the article.
  if (words.length > 2 && !leadingArticle.test(words[0]!) && leadingArticle.test(words[1]!)) {
    words = words.slice(2);
  }
  // German, the verb last: nouns are capitalised, so a lower-case last word after a capitalised
  // one is the verb ("eingeht", "kommt"), and the article before the noun goes too.
  if (
    /^(?:ein|eine|einen|einem|einer|der|die|das|den|dem)$/i.test(words[0] ?? "") &&
    words.length > 2 &&
    /^\p{Ll}/u.test(words.at(-1)!) &&
    words.slice(1, -1).some((w) => /^\p{Lu}/u.test(w))
  ) {
    words = words.slice(1, -1);
    // "Neuer Kunde unser Kontaktformular" (of "ein neuer Kunde unser Kontaktformular ausfüllt"):
    // an object after the subject, with no preposition to join it, ends the name.
    const object = words.findIndex(
      (w, i) =>
        i > 0 &&
        /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|unser|unsere|unseren|unserem|ihr|ihre|ihren|sein|seine|seinen|mein|meine|meinen)$/i.test(
          w,
        ) &&
        !/^(?:über|per|mit|von|vom|aus|in|im|am|an|auf|für|durch|bei|zu|zum|zur|nach|ohne|gegen)$/i.test(
          words[i - 1]!,
        ),
    );
    if (object > 0) words = words.slice(0, object);
  }
  const named = words.join(" ");
  if (named.replace(/[^\p{L}]/gu, "").length < 4) return null;
  let title = "";
  for (const w of words) {
    if (`${title} ${w}`.trim().length > 60) break;
    title = `${title} ${w}`.trim();
  }
  if (!title) return null;
  return title[0].toUpperCase() + title.slice(1);
}

/** True when the plan does something (a message, a CRM entry, an answer). */
export function hasActions(composed: ComposedPlan): boolean {
  return actionWords(composed.plan, []).length > 0;
}
