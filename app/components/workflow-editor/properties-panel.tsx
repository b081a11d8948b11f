import { internalFields } from "@lib/workflow-fields";
import { workflowsPage } from "@content/workflows-page";
import { stepSummary } from "@lib/workflow-summary";
import { inputFrom, type SkipReason, skipReasons } from "@lib/workflow-run";
import type { AgentTemplate, StepLog, StepTestResult } from "@lib/workflows";
import { FlaskConical, X } from "lucide-react";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { Button } from "~/components/ui/button";
import { useEditor, useEditorStore } from "./editor-context";
import { type MappableField, NodeProperties } from "./node-properties";
import { type StepPlace, focusStep } from "./remove-step";
import { OutputTable, runStateText, stepLook } from "./run-log";
import { changedSinceRun, currentTest } from "./store";
import { knownFor } from "./use-workflow-actions";
import { visitorText } from "./visitor-text";
import { touchTarget } from "./touch-target";

const texts = workflowsPage.editor;

function StepResult({
  step,
  testId,
  skipped,
}: {
  step: StepLog;
  testId: string;
  skipped?: SkipReason;
}) {
  const look = stepLook[step.status];
  const Icon = look.icon;
  const summary = step.status === "running" ? "" : stepSummary(step, skipped);
  return (
    <div data-testid={testId} data-status={step.status}>
      <p className={`flex items-center gap-1.5 text-sm font-semibold ${look.className}`}>
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {runStateText(step.status, skipped)}
        {step.durationMs !== undefined && (
          <span className="font-normal text-ink-muted"> · {step.durationMs} ms</span>
        )}
      </p>
      {summary && (
        <p
          className={`mt-1 text-sm ${visitorText} ${step.status === "failed" ? "text-danger" : "text-ink-muted"}`}
        >
          {summary}
        </p>
      )}
    </div>
  );
}

/**
 * Closes the properties beside the diagram or the list: the one way to, with a click on the empty
 * diagram (a click on the open step keeps them). Focus goes back to the step they were of.
 */
export function CloseProperties({ place }: { place: StepPlace }) {
  const store = useEditorStore();
  const open = useEditor((s) => s.selectedId ?? s.selectedEdgeId);
  if (!open) return null;
  return (
    <button
      type="button"
      aria-label={texts.closeProperties}
      onClick={() => {
        const { selectedId } = store.getState();
        store.getState().select(null);
        if (selectedId) focusStep(place, selectedId, "always");
      }}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-alt hover:text-ink focus-visible:outline-2 focus-visible:outline-primary ${touchTarget}`}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

/** What a step's test ran on: the input the editor had, or the steps before it, run first. */
function testedOn(test: StepTestResult, trigger: boolean): string {
  if (test.inputFrom === "given") return texts.testFromGiven;
  if (test.upstream.length === 0) return trigger ? texts.testTrigger : texts.testAlone;
  const failed = test.upstream.find((s) => s.status === "failed");
  if (failed) return texts.testUpstreamFailed(failed.label, failed.error ?? "");
  return texts.testFromUpstream(test.upstream.length);
}

/**
 * Node Properties of the selected step: its settings (applied as typed), the fields that reach
 * it for mapping, Test step with the step's input and output, and the step in the run shown.
 */
export function PropertiesPanel({
  templatesById,
  testingStep,
  onTestStep,
}: {
  templatesById: Map<string, AgentTemplate>;
  testingStep: string | null;
  onTestStep: (id: string) => void;
}) {
  const store = useEditorStore();
  const { selected, noSteps, inputs, edges, run, test, current, runChanged } = useEditor(
    useShallow((s) => {
      const selected = s.nodes.find((n) => n.id === s.selectedId);
      return {
        selected,
        noSteps: s.nodes.length === 0,
        inputs: selected ? s.analysis.inputs[selected.id] : undefined,
        edges: s.edges,
        run: s.run,
        test: selected ? s.stepTests[selected.id] : undefined,
        // A test from before the step (or one before it) changed is shown as of then, and
        // lends nothing to the mapping or to the next test.
        current: selected ? currentTest(s, selected.id) : undefined,
        runChanged: selected ? changedSinceRun(s, selected.id) : false,
      };
    }),
  );
  const id = selected?.id ?? null;
  const data = selected?.data;
  // The fields that reach the step, with their values: the input of its last test, else what
  // the steps before it passed on in the run shown (rebuilt as the engine merges them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: positions do not change the values
  const mappable = useMemo((): MappableField[] | null => {
    if (!id || inputs === null || inputs === undefined) return null;
    let values: Record<string, unknown> = current?.input ?? {};
    if (!current) {
      const { graph, known } = knownFor(store.getState());
      const triggerData = run?.execution.triggerData;
      values =
        inputFrom(
          graph,
          id,
          known,
          triggerData && typeof triggerData === "object"
            ? (triggerData as Record<string, unknown>)
            : {},
        ) ?? {};
    }
    const names = [...new Set([...inputs, ...Object.keys(current?.input ?? {})])].filter(
      (name) => !internalFields.has(name),
    );
    return names.map((name) => ({ name, value: values[name] }));
  }, [id, data, inputs, edges, run, current, store]);

  if (!selected) {
    return (
      <p className="text-sm text-ink-muted">
        {noSteps ? texts.propertiesNoSteps : texts.propertiesEmpty}
      </p>
    );
  }
  const inRun = run?.execution.steps.find((s) => s.nodeId === selected.id);
  const testing = testingStep === selected.id;
  return (
    <div className="space-y-4">
      <NodeProperties
        key={selected.id}
        node={selected}
        template={templatesById.get(selected.data.agentTemplateId)}
        fields={mappable}
        inputs={inputs}
        onApply={(values) => store.getState().configure(selected.id, values)}
      />
      <section aria-labelledby={`${selected.id}-test`} className="border-t border-line pt-3">
        <h4 id={`${selected.id}-test`} className="text-sm font-bold">
          {texts.testStepTitle}
        </h4>
        <p className="mt-1 text-xs text-ink-muted">{texts.testStepHelp}</p>
        <Button
          size="sm"
          variant="secondary"
          className={`mt-2 ${touchTarget}`}
          unavailable={testing}
          onClick={() => onTestStep(selected.id)}
        >
          <FlaskConical className="size-4" aria-hidden="true" />
          {testing ? texts.testingStepLabel : texts.testStepLabel}
        </Button>
        {test && (
          <div
            className={`mt-3 space-y-2 ${current ? "" : "opacity-70"}`}
            aria-live="polite"
            data-stale={current ? undefined : "true"}
          >
            {!current && (
              <p className="text-xs font-semibold text-warning" data-testid="step-test-stale">
                {texts.testStale}
              </p>
            )}
            <StepResult step={test.step} testId="step-test-result" />
            <p className={`text-xs text-ink-muted ${visitorText}`} data-testid="step-test-input">
              {testedOn(test, selected.data.agentTemplateId === "trigger")}
            </p>
            {test.truncated && <p className="text-xs text-ink-muted">{texts.testTruncated}</p>}
            {test.step.status === "succeeded" && (
              <div data-testid="step-test-output">
                <h5 className="text-xs font-bold uppercase tracking-wide">
                  {texts.testOutputLabel}
                </h5>
                <OutputTable output={test.step.output ?? {}} />
              </div>
            )}
          </div>
        )}
      </section>
      {inRun && (
        <section aria-labelledby={`${selected.id}-run`} className="border-t border-line pt-3">
          <h4 id={`${selected.id}-run`} className="text-sm font-bold">
            {texts.stepRunTitle}
          </h4>
          <div className="mt-2 space-y-2">
            {runChanged && (
              <p className="text-xs font-semibold text-warning" data-testid="step-run-stale">
                {texts.runStale}
              </p>
            )}
            <StepResult
              step={inRun}
              testId="step-run-result"
              skipped={
                run
                  ? skipReasons({ connections: edges }, run.execution).get(inRun.nodeId)
                  : undefined
              }
            />
            {inRun.output !== undefined && <OutputTable output={inRun.output} />}
          </div>
        </section>
      )}
    </div>
  );
}
