import { workflowsPage } from "@content/workflows-page";
import type { ExecutionRecord, StepLog } from "@lib/workflows";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RunLog } from "./run-log";

const notRun = workflowsPage.editor.notRun;

const step = (nodeId: string, agentTemplateId: string, extra: Partial<StepLog>): StepLog => ({
  nodeId,
  label: nodeId,
  agentTemplateId,
  status: "succeeded",
  ...extra,
});

const execution = (steps: StepLog[]): ExecutionRecord => ({
  id: 1,
  number: 1,
  workflowId: 1,
  status: "failed",
  triggerData: {},
  steps,
  logTruncated: false,
  startedAt: "2026-12-02T10:00:00.000Z",
  completedAt: "2026-12-02T10:00:01.000Z",
  errorMessage: null,
});

const times = (text: string, part: string) => text.split(part).length - 1;

describe("the run log", () => {
  it("says once per step why a skipped step was not run", () => {
    const log = execution([
      step("t", "trigger", { output: { name: "Ada" } }),
      step("k", "condition", { branch: "yes", output: { conditionMet: true } }),
      step("y", "crm-update", { status: "failed", error: "Boom." }),
      step("n", "email-sender", { status: "skipped" }),
      step("n2", "email-sender", { status: "skipped" }),
      step("a", "sms-alert", { status: "skipped" }),
    ]);
    const html = renderToStaticMarkup(
      <RunLog
        execution={log}
        connections={[
          { source: "t", target: "k" },
          { source: "k", target: "y", sourceHandle: "yes" },
          { source: "k", target: "n", sourceHandle: "no" },
          { source: "n", target: "n2" },
          { source: "y", target: "a" },
        ]}
      />,
    );
    // Two steps on the branch not taken, one after the failure: each reason once for each.
    expect(times(html, notRun.branch)).toBe(2);
    expect(times(html, notRun.failed)).toBe(1);
    expect(times(html, "Boom.")).toBe(1);
  });
});
