import { workflowsPage } from "@content/workflows-page";
import { stepSummary } from "@lib/workflow-summary";
import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import { useEditor } from "./editor-context";
import { visitorText } from "./visitor-text";
import { touchTarget } from "./touch-target";

const texts = workflowsPage.editor;
const result = texts.runResult;

/** Where the run panel is: the result line's button brings it into view. */
export const runPanelId = "workflow-run-panel";

/**
 * How the run the visitor just started went, in one line under the Run button: its log may be
 * far down the page (below the steps and the diagram on a phone, under the step's properties on
 * a desktop), and a result out of sight reads as no result. A failed run names its step and why;
 * a run that could not start (`refusal`) says why.
 */
export function RunResult({ refusal }: { refusal?: string | null }) {
  const run = useEditor((s) => s.run);
  if (refusal) {
    return (
      <p
        data-testid="run-result"
        role="status"
        className="flex items-start gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-sm font-semibold text-danger"
      >
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className={visitorText}>{refusal}</span>
      </p>
    );
  }
  if (!run || run.kind === "history") return null;
  const { execution } = run;
  const name = execution.testRun ? result.test : result.run(execution.number);
  let line: string;
  let tone = "text-primary";
  let Icon = Loader2;
  if (execution.status === "completed") {
    line = result.completed(name, execution.steps.filter((s) => s.status === "succeeded").length);
    tone = "text-success";
    Icon = CheckCircle2;
  } else if (execution.status === "failed") {
    const failed = execution.steps.find((s) => s.status === "failed");
    const why = failed
      ? texts.stepProblem(failed.label, stepSummary(failed))
      : (execution.errorMessage ?? run.error ?? "");
    line = result.failed(name, why);
    tone = "text-danger";
    Icon = AlertCircle;
  } else line = result.going(name, texts.runStatus[execution.status]);
  const going = execution.status === "queued" || execution.status === "running";
  return (
    <div
      data-testid="run-result"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-sm"
    >
      <p className={`flex min-w-0 flex-1 items-start gap-2 font-semibold ${tone}`}>
        <Icon
          className={`mt-0.5 size-4 shrink-0 ${going ? "animate-spin motion-reduce:animate-none" : ""}`}
          aria-hidden="true"
        />
        <span className={visitorText}>{line}</span>
      </p>
      <button
        type="button"
        onClick={() => {
          const panel = document.getElementById(runPanelId);
          panel?.scrollIntoView({ block: "start" });
          panel?.focus({ preventScroll: true });
        }}
        className={`min-h-9 rounded-md px-2 text-sm font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary ${touchTarget}`}
      >
        {result.showLog}
      </button>
    </div>
  );
}
