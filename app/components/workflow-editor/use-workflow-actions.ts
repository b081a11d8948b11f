/**
 * What the editor does with the server: save (POST the first time, PUT after), run (a test run of
 * an unsaved draft, else a stored run followed step by step), test one step, and the saved
 * workflow's run history. The graph and what the runs tell are kept in the store.
 */
import { workflowsPage } from "@content/workflows-page";
import { descriptionProblem, hasProblems, nameProblem } from "@lib/workflows";
import type { ExecutionRecord, StepTestResult, WorkflowRecord } from "@lib/workflows";
import { joinLines } from "@lib/text-rules";
import { inputFrom, type KnownOutput, knownOutputs } from "@lib/workflow-run";
import { useCallback, useEffect, useRef, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { isGone } from "./deleted-prompt";
import { inListWords } from "./list-words";
import { toast } from "~/components/ui/toast-store";
import { newIdempotencyKey } from "~/lib/api";
import { useEditor, useEditorStore } from "./editor-context";
import { activatesOnSave, changedSinceRun, currentTest, type EditorState, unsaved } from "./store";
import { fromFlow } from "./types";
import { useExecution } from "./use-execution";
import { isStale, type WorkflowDraft, workflowApi } from "./workflow-api";

const texts = workflowsPage.editor;
const toasts = workflowsPage.toasts;

/**
 * The outputs the editor knows for each step: the shown run's, then each step's last test; of
 * either, only those of steps that neither changed since nor had a step before them change.
 */
export function knownFor(
  state: Pick<EditorState, "nodes" | "edges" | "run" | "stepTests" | "analysis">,
) {
  const graph = fromFlow(state.nodes, state.edges);
  const known: Map<string, KnownOutput> = knownOutputs(graph, state.run?.execution ?? null);
  for (const id of [...known.keys()]) if (changedSinceRun(state, id)) known.delete(id);
  for (const id of Object.keys(state.stepTests)) {
    const test = currentTest(state, id);
    if (test?.output && graph.nodes.some((n) => n.id === test.nodeId)) {
      known.set(test.nodeId, {
        output: test.output,
        ...(test.step.branch ? { branch: test.step.branch } : {}),
      });
    }
  }
  return { graph, known };
}

/**
 * What Run does, in the one place both layouts read it from: on a workflow saved and unchanged,
 * a real run of the stored workflow; on a draft never saved, or with unsaved changes, a test run
 * of the draft as it is, which saves and activates nothing (and the button says so).
 */
export function runMode(s: { workflowId: number | null; dirty: boolean }): "run" | "test" {
  return s.workflowId === null || s.dirty ? "test" : "run";
}

function message(err: unknown, fallback: string) {
  return err instanceof Error ? err.message : fallback;
}

export function useWorkflowActions({
  version: openedAt = null,
  onClose,
  onReload,
  inList = false,
}: {
  /** The saved workflow's version when the editor opened it (null for a new one). */
  version?: number | null;
  /** `savedId`: the workflow a Save just stored, whose card the list then shows. */
  onClose: (changed: boolean, savedId?: number) => void;
  /** Opens the editor again on the workflow as it is now, without the edits made here. */
  onReload?: (workflow: WorkflowRecord) => void;
  /**
   * The steps are edited in the list (a phone, or the List view): a problem a toast or the Run
   * refusal repeats then says how the list connects steps, not which dots to drag.
   */
  inList?: boolean;
}) {
  const words = (text: string) => (inList ? inListWords(text) : text);
  const store = useEditorStore();
  const { isActive, workflowId, problems, dirty } = useEditor(
    useShallow((s) => ({
      isActive: s.isActive,
      workflowId: s.workflowId,
      problems: s.analysis.problems,
      // Against the workflow as saved (the store's `baseline`): an untouched new workflow (no
      // steps: it would be saved inactive) is not a change, nor are steps the editor moved.
      dirty: unsaved(s),
    })),
  );
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [testingStep, setTestingStep] = useState<string | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [started, setStarted] = useState<ExecutionRecord | null>(null);
  const [history, setHistory] = useState<ExecutionRecord[] | null>(null);
  /** Why the last Run could not start, until the steps change. */
  const [runRefusal, setRunRefusal] = useState<string | null>(null);
  // The version this draft was made from: a save sends it, so that a change saved elsewhere in
  // the meantime (another tab) is asked about instead of overwritten.
  const version = useRef(openedAt);
  /** The workflow as it is now, when a save found it changed elsewhere: the prompt asks. */
  const [conflict, setConflict] = useState<WorkflowRecord | null>(null);
  /** Save found the workflow deleted elsewhere: the prompt asks what becomes of the edits. */
  const [gone, setGone] = useState(false);

  const blocked = hasProblems(problems);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change to the steps answers it
  useEffect(() => setRunRefusal(null), [problems]);
  // What is saved: the visitor's choice, unless problems keep the workflow from running. The
  // switch shows the choice and never moves by itself; a note says when it will not hold.
  const active = isActive && !blocked;
  // With unsaved changes, Run tries the draft as it is and stores nothing (`runMode`).
  const testMode = runMode({ workflowId, dirty }) === "test";

  const { execution: followed, error: followError } = useExecution(workflowId, started);
  useEffect(() => {
    if (followed)
      store.getState().showRun({ execution: followed, kind: "run", error: followError });
  }, [followed, followError, store]);

  const refreshHistory = useCallback(async () => {
    const id = store.getState().workflowId;
    if (!id) return;
    try {
      setHistory(await workflowApi.executions(id));
    } catch {
      // The list stays as it was; the next run refreshes it again.
    }
  }, [store]);
  const followedDone = followed?.status === "completed" || followed?.status === "failed";
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched again when a followed run ends
  useEffect(() => {
    void refreshHistory();
  }, [workflowId, followedDone, refreshHistory]);

  // Unsaved changes: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** The draft as the API takes it; `named` asks for a name (Save), else one is lent. */
  function draft(named: boolean): WorkflowDraft | null {
    const s = store.getState();
    if (named && !s.name.trim()) {
      s.setNameError(texts.nameRequired);
      return null;
    }
    // The server's own rules for the name and description: what it would refuse is not sent.
    const problem = named ? nameProblem(s.name) : null;
    if (problem) {
      s.setNameError(problem);
      return null;
    }
    // The description's field is one line and shows one: a description stored before line
    // breaks were refused, or suggested with them, is saved as it shows, on one line.
    const description = joinLines(s.description);
    const described = descriptionProblem(description);
    if (named && described) {
      s.setDescriptionError(described);
      return null;
    }
    if (named) s.setNameError(null);
    return {
      // A test run lends a name when there is none Save would take.
      name: nameProblem(s.name) ? texts.untitled : s.name.trim(),
      // A test run leaves out a description Save would refuse.
      description: described ? null : description.trim() || null,
      ...fromFlow(s.nodes, s.edges),
      isActive: named ? active : false,
    };
  }

  // The save under way: clicks in the same instant (a double tap on a slow phone) land before
  // `saving` disables the button, and each would POST a new workflow. They share this one.
  const saveUnderWay = useRef<Promise<boolean> | null>(null);

  function save(): Promise<boolean> {
    if (saveUnderWay.current) return saveUnderWay.current;
    const once = saveNow().finally(() => {
      saveUnderWay.current = null;
    });
    saveUnderWay.current = once;
    return once;
  }

  async function saveNow(): Promise<boolean> {
    const body = draft(true);
    if (!body) return false;
    // What the server would refuse (its own check, run here) is said without asking it.
    const { summary } = store.getState().analysis;
    if (summary.refused) {
      toast({
        title: toasts.notSaved.title,
        description: words(summary.refused),
        variant: "destructive",
      });
      return false;
    }
    // Stored inactive before, active once saved: the toast says that this Save activated it.
    const activating = activatesOnSave(store.getState());
    setSaving(true);
    try {
      const s = store.getState();
      const saved = s.workflowId
        ? await workflowApi.update(s.workflowId, body, version.current ?? undefined)
        : await workflowApi.create(body, newIdempotencyKey());
      version.current = saved.version;
      s.saved(saved.id, saved.isActive);
      s.markSaved();
      setSavedOnce(true);
      // Said only once the server has stored it: inactive, although Active was chosen, says why,
      // in the server's words (the same check as the draft's).
      const why = s.isActive && !saved.isActive ? (saved.inactiveReason ?? summary.blocked) : null;
      toast(
        why
          ? {
              title: toasts.savedInactive.title,
              description: toasts.savedInactive.description(words(why)),
              variant: "default",
            }
          : activating && saved.isActive
            ? { ...toasts.savedActivated, variant: "success" }
            : { ...toasts.saved, variant: "success" },
      );
      onClose(true, saved.id);
      return true;
    } catch (err) {
      if (store.getState().workflowId && isGone(err)) {
        // Deleted in another tab: the prompt offers to keep the edits as a new workflow.
        setGone(true);
        return false;
      }
      let failure = err;
      const id = store.getState().workflowId;
      if (id && isStale(err)) {
        // Changed in another tab or by someone else: the prompt says so and asks which to keep.
        try {
          setConflict(await workflowApi.get(id));
          return false;
        } catch (again) {
          failure = again;
        }
      }
      toast({
        title: toasts.saveFailed.title,
        description: message(failure, toasts.saveFailed.description),
        variant: "destructive",
      });
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function run() {
    if (blocked) {
      const why = texts.cannotRunBecause(
        words(store.getState().analysis.summary.blocked ?? texts.cannotActivate),
      );
      // Said beside Run too, where it stays until the workflow changes: a toast passes.
      setRunRefusal(why);
      toast({ title: toasts.runFailed.title, description: why, variant: "destructive" });
      return;
    }
    setRunRefusal(null);
    const s = store.getState();
    try {
      if (testMode) {
        const body = draft(false) as WorkflowDraft;
        setTesting(true);
        setStarted(null);
        // Every step waits until the test run's answer comes back with all of them.
        s.showRun({ kind: "test", execution: pending() });
        s.showRun({ kind: "test", execution: await workflowApi.testRun(body) });
        return;
      }
      const execution = await workflowApi.run(s.workflowId as number);
      s.showRun({ kind: "run", execution });
      setStarted(execution);
    } catch (err) {
      if (store.getState().run?.execution.id === -1) store.getState().showRun(null);
      toast({
        title: toasts.runFailed.title,
        description: message(err, toasts.runFailed.description),
        variant: "destructive",
      });
    } finally {
      setTesting(false);
    }
  }

  /**
   * Test step: on the output the steps before it gave in the run shown (or in their own tests),
   * else the server runs them first as a test.
   */
  async function testStep(nodeId: string): Promise<StepTestResult | null> {
    const s = store.getState();
    const body = draft(false) as WorkflowDraft;
    const { graph, known } = knownFor(s);
    const triggerData =
      s.run?.execution.triggerData && typeof s.run.execution.triggerData === "object"
        ? (s.run.execution.triggerData as Record<string, unknown>)
        : {};
    const isRoot = !graph.connections.some((c) => c.target === nodeId);
    const given = isRoot ? undefined : (inputFrom(graph, nodeId, known, triggerData) ?? undefined);
    // The draft as sent: an edit made while the test runs makes its result one of the past.
    const basis = s.analysis.bases[nodeId] ?? "";
    setTestingStep(nodeId);
    try {
      const result = await workflowApi.testStep(body, nodeId, given);
      store.getState().setStepTest(result, basis);
      return result;
    } catch (err) {
      toast({
        title: toasts.testStepFailed.title,
        description: message(err, toasts.testStepFailed.description),
        variant: "destructive",
      });
      return null;
    } finally {
      setTestingStep(null);
    }
  }

  function showHistoryRun(execution: ExecutionRecord) {
    setStarted(null);
    store.getState().showRun({ kind: "history", execution });
  }

  function close() {
    if (dirty) setConfirmLeave(true);
    else onClose(savedOnce);
  }

  const running =
    testing ||
    (started !== null && followed !== null && !followedDone && followed.id === started.id);

  /** Keep mine: the draft saved over the other change (made from the version seen now). */
  function keepMine(): Promise<boolean> {
    if (conflict) version.current = conflict.version;
    setConflict(null);
    return save();
  }

  /** Save as new: the draft of a workflow deleted elsewhere, stored as a new one (a POST). */
  function saveAsNew(): Promise<boolean> {
    setGone(false);
    version.current = null;
    store.setState({ workflowId: null });
    return save();
  }

  /** Reload: the workflow as it is now, in place of this draft, whose edits are lost. */
  function reload() {
    const latest = conflict;
    setConflict(null);
    if (latest) onReload?.(latest);
  }

  return {
    blocked,
    dirty,
    conflict,
    keepMine,
    reload,
    dismissConflict: () => setConflict(null),
    gone,
    saveAsNew,
    // The workflow is gone from the list too: it is fetched again.
    discardGone: () => onClose(true),
    dismissGone: () => setGone(false),
    testMode,
    saving,
    running,
    runRefusal,
    testingStep,
    history,
    confirmLeave,
    setConfirmLeave,
    leave: () => onClose(savedOnce),
    save,
    run,
    testStep,
    showHistoryRun,
    close,
  };
}

/** A test run on its way: no step has an entry yet, so every step shows as waiting. */
function pending(): ExecutionRecord {
  const now = new Date().toISOString();
  return {
    id: -1,
    number: 0,
    workflowId: 0,
    status: "running",
    triggerData: {},
    steps: [],
    logTruncated: false,
    startedAt: now,
    completedAt: null,
    errorMessage: null,
    testRun: true,
  };
}
