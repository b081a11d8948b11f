import type { ExecutionRecord, StepLog } from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { CheckCircle2, CircleDashed, Loader2, MinusCircle, XCircle } from "lucide-react";

const texts = workflowsPage.editor;

const stepLook: Record<StepLog["status"], { icon: typeof CheckCircle2; className: string }> = {
  running: { icon: Loader2, className: "text-primary" },
  succeeded: { icon: CheckCircle2, className: "text-success" },
  failed: { icon: XCircle, className: "text-danger" },
  skipped: { icon: MinusCircle, className: "text-ink-muted" },
};

function preview(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? "";
  return text.length > 1500 ? `${text.slice(0, 1499)}…` : text;
}

/** A run's status and one line per step as it finishes, with its output and error. */
export function RunLog({
  execution,
  error,
}: {
  execution: ExecutionRecord | null;
  error?: string | null;
}) {
  if (!execution) return null;
  const finished = execution.status === "completed" || execution.status === "failed";
  return (
    <div aria-live="polite" aria-busy={!finished} className="space-y-3">
      <p className="text-sm font-semibold">
        {texts.runTitle}:{" "}
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
      {execution.errorMessage && <p className="text-sm text-danger">{execution.errorMessage}</p>}
      {error && <p className="text-sm text-danger">{error}</p>}
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
          return (
            <li
              key={step.nodeId}
              className="rounded-[var(--radius-control)] border border-line p-3"
            >
              <div className="flex items-center gap-2">
                <Icon
                  className={`size-4 shrink-0 ${look.className} ${step.status === "running" ? "animate-spin motion-reduce:animate-none" : ""}`}
                  aria-hidden="true"
                />
                <span className="font-medium">{step.label}</span>
                <span className={`ml-auto text-sm ${look.className}`}>
                  {texts.runStatus[step.status === "running" ? "running" : step.status]}
                  {step.durationMs !== undefined && ` · ${step.durationMs} ms`}
                </span>
              </div>
              {step.error && <p className="mt-1 text-sm text-danger">{step.error}</p>}
              {step.output !== undefined && (
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer text-ink-muted">{texts.outputLabel}</summary>
                  <pre className="mt-1 max-h-48 overflow-auto rounded bg-surface-alt p-2 text-xs">
                    {preview(step.output)}
                  </pre>
                </details>
              )}
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
