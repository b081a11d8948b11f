/**
 * One executor per agent template (content/agent-templates.ts). Each does its work for real or
 * throws a StepError saying why it could not: none reports success without its effect (the
 * reply is written, the row is stored, the message is kept with the run).
 */
import { and, eq, sql } from "drizzle-orm";
import { findAgentTemplate, sampleCsv, sampleLead } from "../../content/agent-templates";
import { workflowsPage } from "../../content/workflows-page";
import { crmContacts, workflowMessages } from "../../db/schema";
import {
  emptyPaths,
  fieldNamed,
  placeholderPaths,
  renderTemplate,
  valueAt,
} from "../../lib/workflow-graph";
import type { Database } from "../platform/db";
import { type StepContext, StepError, type StepExecutor } from "./engine";
import { comparableNumber } from "../../lib/condition-value";
import { catchAllKind, categoryScore } from "./category-words";
import { parseCsv } from "../../lib/csv";
import { isEmailAddress, isPhoneNumber } from "../../lib/contact-formats";
import { onOneLine } from "../../lib/text-rules";
import { fieldSource } from "../../lib/workflow-fields";
import type { StepWriter } from "./step-writer";

type ExecutorDeps = {
  database: Database;
  /** Writes the AI Intake step's reply, for the visitor's business (never the site's own). */
  stepWriter: StepWriter;
  /**
   * A test run of an unsaved draft: the CRM step saves nothing and messages are not kept; each
   * says so in its output (`testRun`), so no step reports an effect it did not have.
   */
  testRun?: boolean;
};

/** A kept message's body, at most (a template can pull a whole file into it). */
const messageBodyMax = 4000;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A setting with its {{fields}} filled in from the step's input. A one-line setting stays on one
 * line whatever the input holds: a lead's name of "Ada\r\nBcc: …" in a subject must not become
 * a second header line of the email it is written into.
 */
function filled(ctx: StepContext, key: string): string {
  const text = renderTemplate(ctx.config[key] ?? "", ctx.input);
  const field = findAgentTemplate(ctx.node.agentTemplateId)?.config.fields.find(
    (f) => f.key === key,
  );
  return (field?.kind === "text" ? onOneLine(text) : text).trim();
}

/**
 * The {{fields}} of these settings the input filled with nothing, kept with the message they
 * went into: the run log then says the message went out with a blank in it.
 */
function emptied(ctx: StepContext, keys: string[]): { emptyFields?: string[] } {
  const empty = [...new Set(keys.flatMap((key) => emptyPaths(ctx.config[key] ?? "", ctx.input)))];
  return empty.length ? { emptyFields: empty } : {};
}

/** A field's label as the editor shows it, so a step's error names the field the visitor sees. */
function fieldLabel(templateId: string, key: string): string {
  return findAgentTemplate(templateId)?.config.fields.find((f) => f.key === key)?.label ?? key;
}

/**
 * A required field that came out empty, with where it went wrong: the fields it reads that the
 * step's input does not have, and the ones it does.
 */
function emptyField(ctx: StepContext, key: string, label: string): StepError {
  const missing = placeholderPaths(ctx.config[key] ?? "").filter((path) => {
    const value = valueAt(ctx.input, path);
    return value === undefined || value === null || value === "";
  });
  return new StepError(
    missing.length
      ? workflowsPage.limits.missingInput(
          label,
          missing,
          Object.keys(ctx.input),
          fieldSource(ctx.graph, ctx.node.id, missing[0]),
        )
      : workflowsPage.limits.emptyField(label),
  );
}

function textAt(data: unknown, path: string): string | null {
  const value = valueAt(data, path);
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** Fields that say who wrote, not what they asked. */
const contactFields = new Set(["name", "email", "phone", "company"]);

/**
 * What the person asked, for a reply to restate: the longest text the prompt inserts from the
 * input (its message, not its name), or the whole prompt when it inserts none.
 */
function requestOf(ctx: StepContext, prompt: string): string {
  const inserted = placeholderPaths(ctx.config.prompt ?? "")
    .filter((path) => !contactFields.has(path))
    .map((path) => textAt(ctx.input, path))
    .filter((text): text is string => text !== null);
  return inserted.sort((a, b) => b.length - a.length)[0] ?? prompt;
}

/** Marked as the event (sent or sampled), so the run's log shows what the run was given. */
function trigger(ctx: StepContext) {
  const sample = ctx.config.sampleData?.trim();
  if (Object.keys(ctx.input).length > 0) return { output: { ...ctx.input }, event: true };
  // A run started by hand without a sample still starts from a lead, the event the other
  // steps' defaults read.
  if (!sample) return { output: { ...sampleLead }, event: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(sample);
  } catch {
    throw new StepError(workflowsPage.editor.problems.sampleNotJson);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new StepError(workflowsPage.editor.problems.sampleNotObject);
  }
  return { output: parsed as Record<string, unknown>, event: true };
}

function fileProcessor(ctx: StepContext) {
  const file = ctx.input.file as { name?: unknown; content?: unknown } | undefined;
  const configured = ctx.config.content?.trim();
  const uploaded = typeof file?.content === "string" ? file.content : undefined;
  const content = configured || uploaded || sampleCsv;
  const source = configured ? "configured" : uploaded ? "uploaded" : "sample";
  const { file: _file, ...rest } = ctx.input;
  if ((ctx.config.format || "csv") === "text") {
    const lines = content.split(/\r?\n/).filter((l) => l.trim() !== "");
    const words = content.split(/\s+/).filter(Boolean).length;
    return {
      output: { ...rest, text: content, lineCount: lines.length, wordCount: words, source },
    };
  }
  const { columns, rows, unclosedQuote } = parseCsv(content);
  // Its rows would be cut off at the quote: a file read wrong is not passed on as if whole.
  if (unclosedQuote) {
    throw new StepError(workflowsPage.editor.problems.csvUnclosedQuote(unclosedQuote));
  }
  if (columns.length === 0 || rows.length === 0) {
    throw new StepError("The CSV file has no data rows under its header line.");
  }
  // The first row's fields are passed on at the top level so later steps can use {{name}}. The
  // sample file stands in only for a file nobody gave: its made-up rows never replace the
  // event's own fields (the lead's name and email), or a message meant for the lead would go to
  // the sample's first row.
  const first = source === "sample" ? { ...rows[0], ...rest } : { ...rest, ...rows[0] };
  return { output: { ...first, rows, columns, rowCount: rows.length, source } };
}

function invoiceExtractor(ctx: StepContext) {
  const rows = ctx.input.rows;
  const column = ctx.config.amountField?.trim() || "amount";
  const toAmount = (v: unknown) => Number(String(v ?? "").replace(/[$,\s]/g, ""));
  let amounts: number[];
  const own = valueAt(ctx.input, column);
  if (Array.isArray(rows) && rows.length > 0) {
    amounts = rows
      .map((r) => toAmount((r as Record<string, unknown>)[column]))
      .filter((n) => Number.isFinite(n) && n !== 0);
  } else if (own !== undefined && own !== null && own !== "" && Number.isFinite(toAmount(own))) {
    // An event that carries its amount as a field (a lead's `amount`).
    amounts = [toAmount(own)];
  } else {
    const text = typeof ctx.input.text === "string" ? ctx.input.text : JSON.stringify(ctx.input);
    amounts = [...text.matchAll(/\$\s?(\d[\d,]*(?:\.\d{1,2})?)/g)].map((m) =>
      Number(m[1].replace(/,/g, "")),
    );
  }
  if (amounts.length === 0) {
    throw new StepError(`No amounts found (looked for the '${column}' column or $ amounts).`);
  }
  const total = Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;
  return { output: { ...ctx.input, total, amountCount: amounts.length, currency: "USD" } };
}

function compare(actual: unknown, operator: string, expected: string): boolean {
  const text = actual === undefined || actual === null ? "" : String(actual);
  const number = comparableNumber(text);
  // An empty Value compares with 0; one that is no number is never met (and keeps the workflow
  // from running: lib/condition-value).
  const target = expected.trim() === "" ? 0 : comparableNumber(expected);
  switch (operator) {
    case "equals":
      return text.toLowerCase() === expected.toLowerCase();
    case "not_equals":
      return text.toLowerCase() !== expected.toLowerCase();
    case "contains":
      return text.toLowerCase().includes(expected.toLowerCase());
    case "greater_than":
      return number !== null && target !== null && number > target;
    case "less_than":
      return number !== null && target !== null && number < target;
    case "at_least":
      return number !== null && target !== null && number >= target;
    case "at_most":
      return number !== null && target !== null && number <= target;
    default:
      return text !== "";
  }
}

function condition(ctx: StepContext) {
  const field = fieldNamed(ctx.config.field ?? "");
  if (!field) throw new StepError("Field to check is required.");
  const actual = valueAt(ctx.input, field);
  const operator = ctx.config.operator || "exists";
  const met = compare(actual, operator, ctx.config.value?.trim() ?? "");
  // A field the input lacks decides the branch as an empty value would: the log says so, as it
  // does of a message sent with a blank, rather than a plain "took No". Is present asks just that.
  const absent = operator !== "exists" && (actual === undefined || actual === null);
  return {
    output: { ...ctx.input, conditionMet: met },
    branch: met ? ("yes" as const) : ("no" as const),
    ...(absent ? { emptyFields: [field] } : {}),
  };
}

function classifier(ctx: StepContext) {
  const categories = (ctx.config.categories ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  if (categories.length === 0) throw new StepError("Categories is required.");
  const field = fieldNamed(ctx.config.field ?? "") || "message";
  const value = valueAt(ctx.input, field);
  if (typeof value !== "string" || value.trim() === "") {
    throw new StepError(`There is no text in the '${field}' field to classify.`);
  }
  const scores = Object.fromEntries(
    categories.map((category) => [category, categoryScore(category, value)]),
  );
  const best = categories.reduce((a, b) => (scores[b] > scores[a] ? b : a), categories[0]);
  // A message that matches no category is not the first one: it is the list's catch-all when the
  // list has one, else "other", which no category's route takes.
  const category =
    scores[best] > 0
      ? best
      : (categories.find((c) => catchAllKind.test(c.normalize("NFD").replace(/\p{M}/gu, ""))) ??
        "other");
  return { output: { ...ctx.input, category, categoryScores: scores } };
}

export function createExecutors(deps: ExecutorDeps): Record<string, StepExecutor> {
  const { db } = deps.database;

  async function aiResponder(ctx: StepContext) {
    const prompt = filled(ctx, "prompt");
    if (!prompt) throw emptyField(ctx, "prompt", fieldLabel("ai-responder", "prompt"));
    const written = await deps.stepWriter.write(
      { prompt, name: textAt(ctx.input, "name"), request: requestOf(ctx, prompt) },
      { signal: ctx.signal },
    );
    if (!written.text.trim()) throw new StepError("The step wrote no reply.");
    return { output: { ...ctx.input, reply: written.text, replySource: written.source } };
  }

  async function crmUpdate(ctx: StepContext) {
    const name = filled(ctx, "name");
    const email = filled(ctx, "email");
    const company = filled(ctx, "company") || null;
    if (!name) throw emptyField(ctx, "name", "Contact name");
    if (!email) throw emptyField(ctx, "email", "Contact email");
    if (!isEmailAddress(email)) {
      throw new StepError(`Contact email '${email}' is not an email address.`);
    }
    if (deps.testRun) {
      // Nothing is saved, yet the step gives what a run would: a later step's {{contactSaved}}
      // (or a check on it) is tested on the value the run will have, not on nothing.
      const [known] = await db
        .select({ id: crmContacts.id })
        .from(crmContacts)
        .where(
          and(
            eq(crmContacts.visitorId, ctx.run.visitorId),
            eq(crmContacts.emailKey, sql`lower(btrim(${email}))`),
          ),
        )
        .limit(1);
      return {
        output: {
          ...ctx.input,
          ...(known ? { contactId: known.id } : {}),
          contact: { name, email, company },
          contactSaved: known ? "updated" : "created",
          testRun: true,
        },
      };
    }
    const values = {
      name,
      email,
      company,
      workflowId: ctx.run.workflowId,
      executionId: ctx.run.executionId,
      nodeId: ctx.node.id,
      visitorId: ctx.run.visitorId,
    };
    // One contact per visitor and address: a run that names it again updates it, and a company
    // left empty keeps the one known. The row keeps the run and step that created it, so a
    // resumed run that had created it says so again instead of "updated".
    const [row] = await db
      .insert(crmContacts)
      .values(values)
      .onConflictDoUpdate({
        target: [crmContacts.visitorId, crmContacts.emailKey],
        set: {
          name,
          email,
          company: sql`coalesce(excluded.company, ${crmContacts.company})`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!row) throw new StepError("The contact could not be saved.");
    const created = row.executionId === ctx.run.executionId && row.nodeId === ctx.node.id;
    return {
      output: {
        ...ctx.input,
        contactId: row.id,
        contact: { name: row.name, email: row.email, company: row.company },
        contactSaved: created ? "created" : "updated",
      },
    };
  }

  /**
   * Keeps the message with the run (once per run and step, so a resumed run does not add a
   * second): a visitor's workflow never sends to the address it names, nor through the team's
   * SMS or email channels. The run's one summary to the team lists it (notifications.ts).
   */
  async function keepMessage(
    ctx: StepContext,
    message: { channel: "sms" | "email"; recipient: string; subject: string | null; body: string },
  ) {
    if (deps.testRun) return;
    await db
      .insert(workflowMessages)
      .values({
        channel: message.channel,
        recipient: clip(message.recipient, 320),
        subject: message.subject === null ? null : clip(message.subject, 300),
        body: clip(message.body, messageBodyMax),
        workflowId: ctx.run.workflowId,
        workflowName: ctx.run.workflowName,
        executionId: ctx.run.executionId,
        nodeId: ctx.node.id,
      })
      .onConflictDoNothing();
  }

  const delivery = () =>
    deps.testRun ? workflowsPage.limits.messageTestRun : workflowsPage.limits.messageKept;

  async function smsAlert(ctx: StepContext) {
    const recipient = filled(ctx, "to");
    const body = filled(ctx, "message");
    if (!recipient) throw emptyField(ctx, "to", "Recipient phone");
    if (!isPhoneNumber(recipient)) {
      throw new StepError(`Recipient phone '${recipient}' is not a phone number.`);
    }
    if (!body) throw emptyField(ctx, "message", "Message");
    await keepMessage(ctx, { channel: "sms", recipient, subject: null, body });
    return {
      output: {
        ...ctx.input,
        smsMessage: {
          to: recipient,
          message: body,
          delivery: delivery(),
          ...emptied(ctx, ["to", "message"]),
        },
      },
    };
  }

  async function emailSender(ctx: StepContext) {
    const recipient = filled(ctx, "to");
    const subject = filled(ctx, "subject");
    const body = filled(ctx, "body");
    if (!recipient) throw emptyField(ctx, "to", "Recipient email");
    if (!subject) throw emptyField(ctx, "subject", "Subject");
    if (!body) throw emptyField(ctx, "body", "Body");
    if (!isEmailAddress(recipient)) {
      throw new StepError(`Recipient email '${recipient}' is not an email address.`);
    }
    if (!subject || !body) throw new StepError("Subject and body must not be empty.");
    await keepMessage(ctx, { channel: "email", recipient, subject, body });
    return {
      output: {
        ...ctx.input,
        emailMessage: {
          to: recipient,
          subject,
          body,
          delivery: delivery(),
          ...emptied(ctx, ["to", "subject", "body"]),
        },
      },
    };
  }

  const sync =
    (fn: (ctx: StepContext) => Awaited<ReturnType<StepExecutor>>): StepExecutor =>
    async (ctx) =>
      fn(ctx);

  return {
    trigger: sync(trigger),
    "file-processor": sync(fileProcessor),
    "ai-responder": aiResponder,
    "sms-alert": smsAlert,
    "crm-update": crmUpdate,
    "invoice-extractor": sync(invoiceExtractor),
    "email-sender": emailSender,
    condition: sync(condition),
    "ai-classifier": sync(classifier),
  };
}
