import { workflowsPage } from "@content/workflows-page";
import type { ExecutionRecord } from "@lib/workflows";
import { History } from "lucide-react";
import { useEditor } from "./editor-context";
import { RunLog } from "./run-log";
import { runPanelId } from "./run-result";
import { touchHeight } from "./touch-target";

const texts = workflowsPage.editor;

function when(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** The run shown (followed, a test run, or one opened from the history) and the run history. */
export function RunPanel({
  history,
  onOpen,
}: {
  /** The saved workflow's last runs, newest first; null before the first save. */
  history: ExecutionRecord[] | null;
  onOpen: (execution: ExecutionRecord) => void;
}) {
  const run = useEditor((s) => s.run);
  const edges = useEditor((s) => s.edges);
  const shownId = run?.kind === "test" ? null : (run?.execution.id ?? null);
  return (
    <>
      {run && (
        <section
          id={runPanelId}
          tabIndex={-1}
          aria-label={texts.runHeading}
          className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-surface p-4 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {run.kind === "history" && (
            <p className="mb-2 text-xs font-semibold text-ink-muted">{texts.historyShowing}</p>
          )}
          <RunLog execution={run.execution} error={run.error} connections={edges} />
        </section>
      )}
      {history && (
        <section
          aria-labelledby="run-history-title"
          className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
        >
          <h3
            id="run-history-title"
            className="mb-2 flex items-center gap-2 text-sm font-bold tracking-wide uppercase"
          >
            <History className="size-4" aria-hidden="true" />
            {texts.historyTitle}
          </h3>
          {history.length === 0 ? (
            <p className="text-sm text-ink-muted">{texts.historyEmpty}</p>
          ) : (
            <ul className="space-y-1" data-testid="run-history">
              {history.slice(0, 10).map((e) => (
                <li key={e.id}>
                  <button
                    type="button"
                    aria-current={e.id === shownId ? "true" : undefined}
                    onClick={() => onOpen(e)}
                    className={`flex min-h-9 w-full items-center justify-between gap-2 rounded-md border border-line px-2 py-1 text-left text-sm hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-primary aria-[current]:border-primary ${touchHeight}`}
                  >
                    {texts.historyItem(e.number, texts.runStatus[e.status], when(e.startedAt))}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
