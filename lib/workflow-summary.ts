/** One line per step of a run, saying what it did, read from the step's own logged output. */
import { workflowsPage } from "../content/workflows-page";
import type { SkipReason } from "./workflow-run";
import type { StepLog } from "./workflows";

const texts = workflowsPage.editor.summaries;
const testDelivery = workflowsPage.limits.messageTestRun;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function str(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** A message's line, with the {{fields}} it was sent with as blanks (the executors say which). */
function withEmpty(line: string, fields: unknown): string {
  const names = Array.isArray(fields) ? fields.filter((f) => typeof f === "string") : [];
  return names.length ? `${line}. ${texts.emptyFields(names)}` : line;
}

/**
 * `skipped`: why a skipped step was not run (`skipReasons`), when the graph tells. The step's
 * state line says that reason already ("Not run: …", `runStateText`), so the summary then says
 * nothing: both lines are shown together, and a log read the reason twice for each such step.
 */
export function stepSummary(step: StepLog, skipped?: SkipReason): string {
  if (step.status === "failed") return step.error ?? "";
  if (step.status === "skipped") return skipped ? "" : texts.skipped;
  if (step.status === "running") return "";
  const out = record(step.output);
  switch (step.agentTemplateId) {
    case "trigger":
      return texts.trigger(str(out.name) ?? str(out.email), Object.keys(out).length);
    case "file-processor":
      return typeof out.rowCount === "number"
        ? texts.fileRows(out.rowCount)
        : texts.fileText(typeof out.lineCount === "number" ? out.lineCount : 0);
    case "ai-responder":
      return out.replySource === "draft"
        ? texts.draft(str(out.reply)?.length ?? 0)
        : out.replySource === "draft-summary"
          ? texts.draftSummary(str(out.reply)?.length ?? 0)
          : texts.reply(str(out.reply)?.length ?? 0);
    case "sms-alert": {
      const sms = record(out.smsMessage);
      const to = str(sms.to) ?? "?";
      const said = sms.delivery === testDelivery ? texts.messageTest("Text", to) : texts.sms(to);
      return withEmpty(said, sms.emptyFields);
    }
    case "crm-update": {
      const name = str(record(out.contact).name) ?? `#${String(out.contactId ?? "")}`;
      if (out.testRun === true) return texts.crmTest(name);
      if (out.contactSaved === "created") return texts.crmCreated(name);
      if (out.contactSaved === "updated") return texts.crmUpdated(name);
      // A run logged before the step said which.
      return texts.crm(name);
    }
    case "invoice-extractor":
      return texts.invoice(
        `${String(out.total ?? 0)} ${str(out.currency) ?? ""}`.trim(),
        typeof out.amountCount === "number" ? out.amountCount : 0,
      );
    case "email-sender": {
      const email = record(out.emailMessage);
      const to = str(email.to) ?? "?";
      const said =
        email.delivery === testDelivery ? texts.messageTest("Email", to) : texts.email(to);
      return withEmpty(said, email.emptyFields);
    }
    case "condition":
      return withEmpty(texts.condition(step.branch === "yes"), step.emptyFields);
    case "ai-classifier": {
      const category = str(out.category) ?? "?";
      const scores = record(out.categoryScores);
      // "other" outside the listed kinds: the message matched none, which the log says, or a
      // run that stopped here would look like a step that did its job.
      return category in scores || Object.keys(scores).length === 0
        ? texts.category(category)
        : texts.categoryNone(category, Object.keys(scores));
    }
    default:
      return texts.done;
  }
}
