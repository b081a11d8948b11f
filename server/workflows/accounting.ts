/**
 * The account a suggestion gives of its request, checked after it is composed: every contact the
 * request types is used by a step or named in a note; every condition it states is a check or a
 * note; a negated condition does not run its step when the opposite holds; every step is one the
 * request asks for. The composer reads wordings one class at a time, so a wording it has not met
 * can still come out wrong; this check does not make it right, it makes it said, so a visitor is
 * never shown a wrong workflow as if it were the one asked for.
 */
import { workflowsPage } from "../../content/workflows-page";
import type { WorkflowConnection, WorkflowNode } from "../../lib/workflows";
import { languageOf, readable, readLanguageOf, spelledAs, sumOf } from "./wording";

const texts = workflowsPage.suggestions.unsupported;

export type Accountable = {
  nodes: WorkflowNode[];
  connections: WorkflowConnection[];
  description?: string;
  unsupported?: string[];
};

const emailAt = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
// A number of seven digits or more, as people type them ("+1 555 0100", "555-0123", "(555) 0100").
const phoneAt = /(?:\+|\()?\d[\d ().-]{5,18}\d/g;
const digits = (text: string) => text.replace(/\D/g, "");

/** The sentence or clause a part of the request is in, to quote it. */
function partAround(request: string, at: number, length: number): string {
  // A full stop inside an address ("x.com") or a comma inside an amount ("$1,000") ends nothing.
  const boundary = /(?<!\d),|,(?!\d)|[;!?]|\.(?=\s|$)/g;
  let start = 0;
  let end = request.length;
  for (const m of request.matchAll(boundary)) {
    if (m.index < at) start = m.index + 1;
    else if (m.index >= at + length) {
      end = m.index;
      break;
    }
  }
  return request.slice(start, end).trim();
}

/** Contacts typed in the request: addresses, and numbers that are not amounts. */
function contactsIn(request: string): { text: string; at: number; phone: boolean }[] {
  const found: { text: string; at: number; phone: boolean }[] = [];
  for (const m of request.matchAll(emailAt)) found.push({ text: m[0], at: m.index, phone: false });
  for (const m of request.matchAll(phoneAt)) {
    if (digits(m[0]).length < 7) continue;
    if (found.some((f) => !f.phone && m.index >= f.at && m.index < f.at + f.text.length)) continue;
    found.push({ text: m[0].trim(), at: m.index, phone: true });
  }
  return found;
}

/**
 * A condition stated: "if", "only if", "unless", "when … mentions", and the same in French,
 * Spanish and German. "When a lead arrives" is the trigger, not a check: "when", "quand",
 * "cuando" and "wenn" are conditions only with a verb of checking after them.
 */
const conditionCue =
  /\b(?:only\s+)?(?:if(?!\s+(?:not|so|(?:it's|it is|they're|they are)\s+(?:neither|none)\b|(?:it|they|he|she|that|this)\s+(?:is|are|does|do|has|have)\s*[,;:.]|(?:it|they|he|she|that|this)\s+(?:doesn['’]t|does not|don['’]t|do not|isn['’]t|is not|aren['’]t|are not)\s*[,;:.]|(?:it's |it is |they're )?(?:less|lower|under|below|smaller|more|higher|over|above)(?!\s+(?:than\s+)?[$€£]?\s?\d)\b))|unless|whenever\s+(?=[^,.;]*\b(?:mention|contain|say|includ|is|are)))\b|\bwhen\b(?=[^,.;]*\b(?:mentions?|contains?|says|includes?|is\s+(?:over|under|above|below|more|less)))|(?<![\p{L}])(?:si(?!\s+no\s*[,:;])|s['’]ils?)(?![\p{L}])|\bcuando\b(?=[^,.;]*\b(?:mencion|contien|conteng|dig|incluy))|\bquand\b(?=[^,.;]*\b(?:mentionn|contien|dit|parle))|\b(?:wenn|falls)\b(?=[^,.;]*\b(?:erwähn|enthält|sagt|über|unter))/giu;
/** The other side of a check: "otherwise", "else", "si no", "sinon", "sonst". */
const otherwiseCue =
  /\b(?:otherwise|or else|(?<!\b(?:nothing|anything|something|someone|anyone|what|where|who)\s)else|everything else|if not|if (?:it|they|he|she|that|this) (?:doesn['’]t|does not|don['’]t|do not|isn['’]t|is not|aren['’]t|are not)(?=\s*[,;:.])|if (?:it's |it is |they're )?(?:less|lower|under|below|smaller|more|higher|over|above)(?!\s+(?:than\s+)?[$€£]?\s?\d))\b|(?<![\p{L}])si\s+no(?=\s*[,:;])|\bsinon\b|\bde lo contrario\b|\bsonst\b|\bandernfalls\b/giu;
/** A negation inside a condition: "does not mention", "no menciona", "ne mentionne pas", "nicht". */
const negation =
  /\b(?:not|n't|never|no|without)\b|\bdoesn['’]t\b|(?<![\p{L}])(?:no|ne|n['’]|nicht|kein\w*|sin|sans)(?![\p{L}])/iu;

const stepWords: Record<string, { cue: RegExp; name: string }> = {
  "email-sender": {
    // An address to send to ("send billing to billing@…") asks for an email as plainly as the word.
    cue: /e-?mail|\bmail|correo|courriel|inbox|notif|newsletter|benachrichtig|update\s+(?:our\s+|my\s+|the\s+)?(?:accounting|books|bookkeep)|\blet\b.*\bknow\b|inform|avis|préven|[\w.+-]@[\w-]+\.\w|\b(?:reply|respond|write\s+back)\s+to\s+(?:(?:the|each|every|new|a|any)\s+)*(?:leads?|customers?|clients?|prospects?|senders?|them|him|her)\b/i,
    name: "email",
  },
  "sms-alert": {
    // A number typed to send to ("complaints to the manager at +1 555…") asks for a text.
    cue: /\btext|\btxt|\bsms\b|\balert|phone|\btexto|\balerte|\balerta|nachricht|whatsapp|mensaje|message|\+\d[\d\s().-]{6,}\d/i,
    name: "text message",
  },
  "ai-responder": {
    cue: /\bai\b|\bia\b|\bki\b|repl|respo|answer|draft|summar|répon|respon|antwort|résum|resum|zusammenfass|writ|rédig|escrib|schreib/i,
    name: "AI reply",
  },
  "crm-update": {
    cue: /crm|contact|record|database|salesforce|hubspot|\badd\b|\bsave|\bstore|\blog\b|kontakt|ajout|añad|agreg|hinzufüg|speicher|enregistr|guard/i,
    name: "CRM",
  },
  "ai-classifier": {
    cue: /sort|whether|decide|detect|determin|classif|categor|triage|route|routing|qualif|clasific|trier|kategor|tag|ones\b|kind|type/i,
    name: "AI Classifier",
  },
  "file-processor": {
    cue: /file|csv|pdf|document|upload|attach|spreadsheet|fichier|archivo|datei|invoice|factur|rechnung/i,
    name: "File Processor",
  },
  "invoice-extractor": {
    cue: /invoice|receipt|bill|payment|total|amount|factur|rechnung|quittung|recibo|reçu/i,
    name: "Invoice Extractor",
  },
};

type Node = WorkflowNode;

/** The steps that run on one side of a condition until the next check. */
function sideOf(node: Node, handle: "yes" | "no", s: Accountable): Node[] {
  const byId = new Map(s.nodes.map((n) => [n.id, n]));
  const out: Node[] = [];
  let next = s.connections.find((c) => c.source === node.id && c.sourceHandle === handle)?.target;
  const seen = new Set<string>();
  while (next && !seen.has(next)) {
    seen.add(next);
    const n = byId.get(next);
    if (!n || n.agentTemplateId === "condition") break;
    out.push(n);
    next = s.connections.find((c) => c.source === n.id)?.target;
  }
  return out;
}

/** The kind of step a clause's words ask for first ("reply … with an AI draft" is the AI's). */
function askedKind(words: string): string | null {
  const order: [string, RegExp][] = [
    ["ai-responder", /\bai\b|\bia\b|\bki\b|draft|repl|respon|antwort|répon/i],
    ["sms-alert", /\btext|\bsms\b|\bsmse?\b|phone/i],
    ["email-sender", /e-?mail|correo|courriel/i],
  ];
  const hits = order
    .map(([kind, re]) => ({ kind, at: words.search(re) }))
    .filter((h) => h.at >= 0)
    .sort((a, b) => a.at - b.at);
  return hits[0]?.kind ?? null;
}

const conditionMatches = (node: Node, part: string) => {
  const config = node.data.config as Record<string, string>;
  const value = String(config.value ?? "").toLowerCase();
  // Thousands written "1,000" or "1.000" are the number the check holds.
  const words = part.toLowerCase().replace(/\d[\d.,]*\d/g, (n) => sumOf(n));
  if (value)
    return (
      words.includes(value) ||
      words.includes(value.replace(/s$/, "")) ||
      // The composer checks a word typed with a slip as the word meant ("weddng": "wedding").
      words.split(/[^\p{L}]+/u).some((w) => spelledAs(w, value))
    );
  return config.operator === "exists";
};

/**
 * Where a stated condition starts, in each language the composer reads: a trigger's "when" too,
 * since "when a job comes in and it is urgent" states its condition after the "and".
 */
const clauseStarts: Record<string, string> = {
  en: "only if|if|whenever|when|for (?:every|each|any|all)",
  fr: "si|s['’]ils?|quand|lorsqu['’]?e?|dès qu['’]?e?",
  es: "si|cuando",
  de: "wenn|falls|sobald",
  it: "se|quando|qualora",
  pt: "se|quando|caso",
  nl: "als|wanneer|zodra|indien",
};
/** The words that join a second condition to the first; "en", "e" and "y" only in their language. */
const joiners: Record<string, string> = {
  en: "and|&",
  fr: "et",
  es: "y|e",
  de: "und",
  it: "e|ed",
  pt: "e",
  nl: "en|én",
};
/**
 * Where the condition ends and the steps begin: a verb that only acts, or one that also names a
 * thing ("email", "text") when a recipient follows it ("an invoice email arrives" goes on).
 */
const actionAt =
  /(?<![\p{L}])(?:(?:send|notify|add|update|reply|respond|forward|tell|let|call|post|assign|save|log|create|put|ping|thank|draft|write|remind|schick\w*|sende|trag\w*|benachrichtig\w*|informier\w*|antworte|aktualisier\w*|speicher\w*|envoie\w*|envoyez|ajoute\w*|préviens|avertis|réponds|enregistre|transfère|envía\w*|envia\w*|mánda\w*|añade|agrega|responde|actualiza|registra|guarda|reenvía|invia|avvisa|aggiungi|rispondi|aggiorna|inoltra|notifica|envie|adicione|avise|responda|atualize|registre|stuur|voeg|meld|beantwoord|bel)(?![\p{L}])|(?:e-?mail|mail|text|sms|message|alert|manda|mande)\s+(?=(?:me|us|them|him|her|it|the|our|my|a|an|sales|dan|al|a\s+la|au|aux|à|ao|alla|il|la|le|un['’]?|una|uno|het|de|dem|den|der|mir|uns)(?![\p{L}])|[\w.+-]+@))/giu;
/**
 * An exclusion stated, in each language the composer reads: the steps are to run only when what
 * follows it does not hold.
 */
const exclusionCue =
  /(?<![\p{L}])(?:unless|except(?:\s+(?:if|when|for))?|but\s+not\s+(?:if|when|for)|(?:that|who|which)\s+(?:is|are)\s+not|(?:that|who|which)\s+(?:isn['’]t|aren['’]t)|außer(?:\s+(?:wenn|falls))?|ausser(?:\s+(?:wenn|falls))?|es\s+sei\s+denn|aber\s+nicht\s+(?:wenn|falls)|sauf(?:\s+si)?|mais\s+pas\s+(?:si|quand)|à\s+moins\s+qu['’]?e?|tranne(?:\s+se)?|salvo(?:\s+(?:que|si|se))?|excepto(?:\s+(?:si|que|cuando))?|a\s+menos\s+que|pero\s+no\s+(?:si|cuando)|ma\s+non\s+(?:se|quando)|mas\s+não\s+se|exceto(?:\s+se)?|a\s+não\s+ser\s+que|behalve(?:\s+(?:als|wanneer))?|tenzij|maar\s+niet\s+(?:als|wanneer))(?![\p{L}])/giu;

/** The end of the clause a part starts in: a comma, a full stop, a semicolon, a colon. */
function clauseEnd(request: string, from: number): number {
  const boundary = /(?<!\d),|,(?!\d)|[;:!?\n]|\.(?=\s|$)|->|→/g;
  boundary.lastIndex = from;
  return boundary.exec(request)?.index ?? request.length;
}

/**
 * The conditions a request states after its first one: each conjunct after an "and" in a
 * condition's clause, before the steps begin. Quoted words are the value looked for, not a join.
 */
export function conjunctsIn(request: string): { text: string; at: number }[] {
  const language = readLanguageOf(request) ?? "en";
  const starts = [clauseStarts.en, clauseStarts[language]].join("|");
  const joins = [joiners.en, language === "en" ? "" : joiners[language]].filter(Boolean).join("|");
  const start = new RegExp(`(?<![\\p{L}])(?:${starts})(?![\\p{L}])`, "giu");
  const join = new RegExp(`(?<![\\p{L}\\d])(?:${joins})(?![\\p{L}-])(?!\\s*[$€£]?\\d)`, "giu");
  // An apostrophe inside a word ("l'importo") opens no quote.
  const masked = request.replace(
    /(?<![\p{L}])(["'‘’“”„«»])[^"'‘’“”„«»\n]{1,60}["'‘’“”„«»](?![\p{L}])/gu,
    (q) => "_".repeat(q.length),
  );
  const found: { text: string; at: number }[] = [];
  for (const m of masked.matchAll(start)) {
    const from = m.index + m[0].length;
    let end = clauseEnd(masked, from);
    actionAt.lastIndex = from;
    const act = actionAt.exec(masked);
    if (act && act.index < end) end = act.index;
    const clause = masked.slice(from, end);
    for (const j of clause.matchAll(join)) {
      const at = from + j.index + j[0].length;
      // The next "and" in the same clause starts the next conjunct.
      join.lastIndex = 0;
      const after = masked.slice(at, end);
      const next = [...after.matchAll(join)][0];
      const text = request.slice(at, at + (next ? next.index : after.length)).trim();
      // After a trigger's "when", one word is a second event of it ("books and pays"), not a check.
      const oneWord = !/\s/.test(text) && !/^(?:only\s+)?(?:if|si|se|wenn|falls|als)$/iu.test(m[0]);
      if (/\p{L}{2,}/u.test(text) && !oneWord && !found.some((f) => f.at === at))
        found.push({ text, at });
    }
  }
  return found;
}

/** The exclusions a request states, each with the words it excludes. */
export function exclusionsIn(request: string): { text: string; words: string; at: number }[] {
  return [...request.matchAll(exclusionCue)].map((m) => {
    const end = clauseEnd(request, m.index + m[0].length);
    return {
      text: request.slice(m.index, end).trim(),
      words: request.slice(m.index + m[0].length, end).trim(),
      at: m.index,
    };
  });
}

/** Whether a check holds the words of a condition: its value, or the field it is given. */
function checksWords(node: Node, words: string): boolean {
  const config = node.data.config as Record<string, string>;
  if (config.value) return conditionMatches(node, words) || conditionMatches(node, readable(words));
  const field = String(config.field ?? "").toLowerCase();
  return field !== "" && words.toLowerCase().includes(field);
}

/**
 * What the suggestion does not account for, each said as a note: empty when every part of the
 * request is used by a step or named in a note.
 */
export function accountFor(request: string, s: Accountable): string[] {
  const notes: string[] = [];
  const said = [s.description ?? "", ...(s.unsupported ?? [])].join(" ");
  const saidLower = said.toLowerCase();
  const add = (part: string, why: string) => {
    const text = texts.notAsAsked(part.replace(/[\s.!?;:,]+$/, ""), why);
    if (!notes.includes(text)) notes.push(text);
  };
  const values = s.nodes.flatMap((n) =>
    Object.values(n.data.config as Record<string, unknown>).map((v) => String(v)),
  );

  for (const contact of contactsIn(request)) {
    const used = contact.phone
      ? values.some((v) => digits(v) !== "" && digits(v) === digits(contact.text)) ||
        digits(said).includes(digits(contact.text))
      : values.some((v) => v.toLowerCase().includes(contact.text.toLowerCase())) ||
        saidLower.includes(contact.text.toLowerCase());
    if (!used) add(partAround(request, contact.at, contact.text.length), texts.whyUnused);
  }

  const checks = s.nodes.filter((n) => n.agentTemplateId === "condition");
  const classified = s.nodes.some((n) => n.agentTemplateId === "ai-classifier");
  for (const m of request.matchAll(conditionCue)) {
    const part = partAround(request, m.index, m[0].length);
    const rest = part.slice(part.toLowerCase().indexOf(m[0].toLowerCase()));
    // A value read from another language ("reembolso" checked as "refund") is looked for in
    // the words the composer read the request as; a part alone is too short to tell its language.
    const read = languageOf(request) ? readable(request) : "";
    const check = checks.find(
      (c) => conditionMatches(c, rest) || (read && conditionMatches(c, read)),
    );
    const quoted = saidLower.includes(part.toLowerCase().slice(0, 40));
    const readAsKind = classified && checks.some((c) => conditionMatches(c, part));
    if (!check && !quoted && !readAsKind) {
      add(part, texts.whyNoCheck);
      continue;
    }
    if (!check || !negation.test(rest.slice(m[0].length))) continue;
    const config = check.data.config as Record<string, string>;
    if (/^not_|does_not|not$/.test(config.operator)) continue;
    // The step asked for under a negated check belongs to the side where it does not hold.
    const sentence = request.slice(m.index).split(/[;.!?]/)[0];
    const kind = askedKind(sentence.slice(rest.length));
    if (!kind) continue;
    const yes = sideOf(check, "yes", s).some((n) => n.agentTemplateId === kind);
    const no = sideOf(check, "no", s).some((n) => n.agentTemplateId === kind);
    if (yes && !no) add(part, texts.whyFlipped);
  }

  // A second condition or an exclusion the graph does not check would let its steps run when
  // the visitor said they must not: each is named, in the visitor's words.
  const noted = () => [saidLower, ...notes.map((n) => n.toLowerCase())].join(" ");
  const isQuoted = (words: string) => noted().includes(words.toLowerCase().slice(0, 30));
  for (const conjunct of conjunctsIn(request)) {
    if (checks.some((c) => checksWords(c, conjunct.text)) || isQuoted(conjunct.text)) continue;
    add(conjunct.text, texts.whyNoConjunct);
  }
  for (const exclusion of exclusionsIn(request)) {
    if (!/\p{L}{2,}/u.test(exclusion.words) || isQuoted(exclusion.words)) continue;
    const check = checks.find((c) => checksWords(c, exclusion.words));
    if (!check) {
      add(exclusion.text, texts.whyNoExclusion);
      continue;
    }
    const config = check.data.config as Record<string, string>;
    if (/^not_|does_not|not$/.test(config.operator)) continue;
    // Excluded is the check's Yes: steps there and none on No run exactly when they must not.
    if (sideOf(check, "yes", s).length && !sideOf(check, "no", s).length)
      add(exclusion.text, texts.whyFlipped);
  }

  for (const m of request.matchAll(otherwiseCue)) {
    // "Otherwise do nothing" is accounted for by nothing on No.
    if (
      /^[\s,:;-]*(?:just\s+)?(?:do(?:n['’]t do)?\s+(?:nothing|anything)|nothing|ignore|rien|nada|nichts|niets|nulla|niente|(?:no|não|nao)\s+\p{L}+\s+nada|ne\s+\p{L}+\s+rien|non\s+\p{L}+\s+(?:nulla|niente)|doe\s+niets)/iu.test(
        request.slice(m.index + m[0].length),
      )
    )
      continue;
    // After a negated check ("if it does not mention X, …; otherwise …") the otherwise is when
    // the check holds: the palette checks X, so it is that check's Yes.
    const cues = [...request.slice(0, m.index).matchAll(conditionCue)];
    const cue = cues.at(-1);
    const negated =
      cue !== undefined &&
      negation.test(request.slice(cue.index + cue[0].length, m.index).split(/[,;]/)[0]);
    const side = negated ? "yes" : "no";
    const withSide = checks.some((c) =>
      s.connections.some((e) => e.source === c.id && e.sourceHandle === side),
    );
    if (!withSide) add(partAround(request, m.index, m[0].length), texts.whyNoOtherwise);
  }

  for (const node of s.nodes) {
    const words = stepWords[node.agentTemplateId];
    // A to-do the team is emailed in place of what no step does is said in its own note.
    const todo = node.agentTemplateId === "email-sender" && /\bto-do\b/i.test(said);
    // A request in another language asks for a step in its own words ("classe le message en"):
    // the words the composer read it as count too.
    if (words && !todo && !words.cue.test(request) && !words.cue.test(readable(request)))
      add(node.data.label, texts.whyUntraced(words.name));
  }
  return notes;
}
