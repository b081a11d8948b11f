/** Why a skipped step was not run, read from the connections into it and the run's log. */
import { describe, expect, it } from "vitest";
import { workflowsPage } from "../content/workflows-page";
import { skipReasons } from "./workflow-run";
import { stepSummary } from "./workflow-summary";
import type { StepLog } from "./workflows";

const log = (nodeId: string, status: StepLog["status"], branch?: "yes" | "no"): StepLog => ({
  nodeId,
  label: nodeId,
  agentTemplateId: branch ? "condition" : "crm-update",
  status,
  ...(branch ? { branch } : {}),
});

/** trigger → condition; Yes → a → after; No → b; trigger → crm → tail. */
const connections = [
  { source: "trigger", target: "condition" },
  { source: "condition", target: "a", sourceHandle: "yes" },
  { source: "condition", target: "b", sourceHandle: "no" },
  { source: "a", target: "after" },
  { source: "trigger", target: "crm" },
  { source: "crm", target: "tail" },
];

describe("skipReasons", () => {
  it("tells the branch not taken, and what comes after it, from a failure before", () => {
    const steps = [
      log("trigger", "succeeded"),
      log("condition", "succeeded", "no"),
      log("a", "skipped"),
      log("b", "succeeded"),
      log("after", "skipped"),
      log("crm", "failed"),
      log("tail", "skipped"),
    ];
    const reasons = skipReasons({ connections }, { steps });
    expect(Object.fromEntries(reasons)).toEqual({ a: "branch", after: "branch", tail: "failed" });
    // The step's state line says the reason ("Not run: …"): the summary does not repeat it.
    expect(stepSummary(steps[2], reasons.get("a"))).toBe("");
    expect(stepSummary(steps[6], reasons.get("tail"))).toBe("");
    // Without the connections (nothing says why), the log's own word.
    expect(stepSummary(steps[6])).toBe(workflowsPage.editor.summaries.skipped);
  });

  it("says a failure when a step waited on both a branch not taken and a failed step", () => {
    const both = [
      { source: "condition", target: "join", sourceHandle: "yes" },
      { source: "crm", target: "join" },
    ];
    const steps = [
      log("condition", "succeeded", "no"),
      log("crm", "failed"),
      log("join", "skipped"),
    ];
    expect(skipReasons({ connections: both }, { steps }).get("join")).toBe("failed");
    const noBranch = [
      log("condition", "succeeded", "no"),
      log("crm", "succeeded"),
      log("join", "succeeded"),
    ];
    expect(skipReasons({ connections: both }, { steps: noBranch }).size).toBe(0);
  });

  it("a classifier's kind not taken reads as a branch, the Yes of a connection without a handle", () => {
    const steps = [log("condition", "succeeded", "no"), log("x", "skipped")];
    expect(
      skipReasons({ connections: [{ source: "condition", target: "x" }] }, { steps }).get("x"),
    ).toBe("branch");
    expect(skipReasons({ connections: [] }, { steps }).size).toBe(0);
  });
});
