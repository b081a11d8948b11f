import { internalFields } from "@lib/workflow-fields";
import { stepSummary } from "@lib/workflow-summary";
import { type NodeRunState, type SkipReason, skipReasons } from "@lib/workflow-run";
import type { ExecutionRecord, StepLog } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { CheckCircle2, CircleDashed, Loader2, MinusCircle, XCircle } from "lucide-react";
import { FieldName } from "./field-name";
import { visitorText } from "./visitor-text";

const texts = workflowsPage.editor;

export const stepLook: Record<StepLog["status"], { icon: typeof CheckCircle2; className: string }> =
  {
    running: { icon: Loader2, className: "text-primary" },
    succeeded: { icon: CheckCircle2, className: "text-success" },
    failed: { icon: XCircle, className: "text-danger" },
    skipped: { icon: MinusCircle, className: "text-ink-muted" },
  };

/**
 * A step's state in words: a skipped one says why it was not run, where that is known; one
 * changed since the run says so instead of what the run did.
 */
export function runStateText(state: NodeRunState | "stale", skipped?: SkipReason): string {
  return state === "skipped" && skipped ? texts.notRun[skipped] : texts.runStatus[state];
}

function preview(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? "";
  return text.length > 1500 ? `${text.slice(0, 1499)}…` : text;
}

function cell(value: unknown): string {
  if (value === null || value === undefined || value === "") return texts.emptyValue;
  if (typeof value === "boolean") return value ? texts.yesLabel : texts.noLabel;
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * Fields a step adds that say how the site did its work rather than what it produced (the
 * stored contact's row number, whether the reply is a model's or a draft, the test-run flag;
 * the summary already states them): the JSON view keeps them, the table leaves them out.
 */

/**
 * An output as field/value rows a person can read: nested fields as `contact.name`, a list as
 * its length and first items, never raw JSON in a cell.
 */
export function outputRows(output: unknown, prefix = "", depth = 0): [string, string][] {
  if (!output || typeof output !== "object" || Array.isArray(output)) return [];
  const rows: [string, string][] = [];
  for (const [key, value] of Object.entries(output as Record<string, unknown>)) {
    if (depth === 0 && internalFields.has(key)) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value) && depth < 2) {
      rows.push(...outputRows(value, name, depth + 1));
    } else if (Array.isArray(value)) {
      const first = value.slice(0, 3).map((v) =>
        v && typeof v === "object"
          ? Object.values(v as object)
              .map(cell)
              .join(", ")
          : cell(v),
      );
      rows.push([name, texts.listOf(value.length, first)]);
    } else rows.push([name, cell(value)]);
  }
  return rows;
}

/** A step's output as a table of its fields, with the JSON on demand. */
export function OutputTable({ output }: { output: unknown }) {
  const rows = outputRows(output);
  return (
    <>
      {rows.length > 0 ? (
        <table className="mt-1 w-full table-fixed text-xs">
          <tbody>
            {rows.slice(0, 40).map(([key, value]) => (
              <tr key={key} className="border-t border-line align-top">
                {/* A name breaks between its parts (a word only when it alone is wider than the
                    column); a value, anything from the visitor, anywhere. */}
                <th scope="row" className="w-2/5 py-1 pr-2 text-left font-semibold break-words">
                  <FieldName name={key} />
                </th>
                <td className={`py-1 whitespace-pre-wrap ${visitorText}`}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-1 text-xs text-ink-muted">{texts.noOutput}</p>
      )}
      <details className="mt-1">
        <summary className="cursor-pointer py-3 text-xs text-ink-muted sm:py-1">
          {texts.jsonLabel}
        </summary>
        <pre
          className={`mt-1 max-h-48 overflow-auto rounded bg-surface-alt p-2 text-xs whitespace-pre-wrap ${visitorText}`}
        >
          {preview(output)}
        </pre>
      </details>
    </>
  );
}

/** A step's own output (the fields it added or changed) as field/value rows, JSON on demand. */
function StepOutput({ output }: { output: unknown }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer py-2.5 text-ink-muted sm:py-0.5">
        {texts.outputLabel}
      </summary>
      <OutputTable output={output} />
    </details>
  );
}

/** A run's status and one line per step as it finishes, with its output and error. */
export function RunLog({
  execution,
  error,
  connections,
}: {
  execution: ExecutionRecord | null;
  error?: string | null;
  /** The workflow's connections, which say why a skipped step was not run. */
  connections?: readonly { source: string; target: string; sourceHandle?: string | null }[];
}) {
  if (!execution) return null;
  const reasons = skipReasons({ connections: [...(connections ?? [])] }, execution);
  const finished = execution.status === "completed" || execution.status === "failed";
  return (
    <div aria-live="polite" aria-busy={!finished} className="space-y-3">
      <p className="text-sm font-semibold">
        {/* Named, not "last": the log may show a run opened from the history, or a test. */}
        {execution.testRun ? texts.runResult.test : texts.runResult.run(execution.number)}:{" "}
        <span
          data-testid="run-status"
          className={
            execution.status === "failed"
              ? "text-danger"
              : execution.status === "completed"
                ? "text-success"
                : "text-primary"
          }
        >
          {texts.runStatus[execution.status]}
        </span>
      </p>
      {execution.testRun && (
        <p data-testid="run-test-note" className="text-sm text-ink-muted">
          {texts.testRunNote}
        </p>
      )}
      {execution.errorMessage && (
        <p className={`text-sm text-danger ${visitorText}`}>{execution.errorMessage}</p>
      )}
      {error && <p className={`text-sm text-danger ${visitorText}`}>{error}</p>}
      {execution.logTruncated && (
        <p data-testid="run-log-truncated" className="text-sm text-ink-muted">
          {texts.logTruncated}
        </p>
      )}
      {execution.steps.length === 0 && !finished && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <CircleDashed
            className="size-4 animate-spin motion-reduce:animate-none"
            aria-hidden="true"
          />
          {texts.runStatus.queued}
        </p>
      )}
      <ol className="space-y-2">
        {execution.steps.map((step) => {
          const look = stepLook[step.status];
          const Icon = look.icon;
          const summary =
            step.status === "running" ? "" : stepSummary(step, reasons.get(step.nodeId));
          return (
            <li
              key={step.nodeId}
              className="rounded-[var(--radius-control)] border border-line p-3"
            >
              {/* The state goes under the name when both do not fit on one line (a phone, a
                  long "Not run: …"): side by side, either one was squeezed to a letter a line. */}
              <div className="flex flex-wrap items-start gap-x-2">
                <span className="flex min-w-[min(12rem,100%)] flex-1 items-start gap-2">
                  <Icon
                    className={`mt-1 size-4 shrink-0 ${look.className} ${step.status === "running" ? "animate-spin motion-reduce:animate-none" : ""}`}
                    aria-hidden="true"
                  />
                  <span className={`min-w-0 flex-1 font-medium ${visitorText}`}>{step.label}</span>
                </span>
                <span
                  data-testid="step-state"
                  className={`ml-auto max-w-full text-right text-sm ${look.className}`}
                >
                  {runStateText(step.status, reasons.get(step.nodeId))}
                  {step.durationMs !== undefined && ` · ${step.durationMs} ms`}
                </span>
              </div>
              {summary && (
                <p
                  data-testid="step-summary"
                  className={`mt-1 text-sm ${visitorText} ${step.status === "failed" ? "text-danger" : "text-ink-muted"}`}
                >
                  {summary}
                </p>
              )}
              {step.output !== undefined && <StepOutput output={step.output} />}
              {step.truncated && (
                <p className="mt-1 text-xs text-ink-muted">{texts.outputTruncated}</p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
