import "@xyflow/react/dist/style.css";
import { workflowsPage } from "@content/workflows-page";
import { type AgentTemplate, hasProblems, type WorkflowRecord } from "@lib/workflows";
import { ReactFlowProvider } from "@xyflow/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { type CanvasHandle, Canvas } from "./canvas";
import { ConflictPrompt } from "./conflict-prompt";
import { conflictDifferences } from "./conflict-summary";
import { DetailsForm } from "./details-form";
import type { EditorSubject } from "./editor-subject";
import { EditorProvider, useEditor, useEditorStore } from "./editor-context";
import { directionOf, layoutNodes, unplaced } from "./layout";
import { Palette } from "./palette";
import { ConnectionPanel } from "./connection-panel";
import { DeletedPrompt } from "./deleted-prompt";
import { CloseProperties, PropertiesPanel } from "./properties-panel";
import { RunPanel } from "./run-panel";
import { RunResult } from "./run-result";
import { StepList } from "./step-list";
import { SuggestionNotes } from "./suggestion-notes";
import { createEditorStore, type EditorInit, openedActive } from "./store";
import { type EditorView, Toolbar } from "./toolbar";
import { fromFlow, toFlowEdges, toFlowNodes } from "./types";
import { useShortcuts } from "./use-shortcuts";
import { useWorkflowActions } from "./use-workflow-actions";

const texts = workflowsPage.editor;

type Props = {
  subject: EditorSubject;
  templates: AgentTemplate[];
  /** `changed`: something was saved, so the list must be fetched again. */
  onClose: (changed: boolean, savedId?: number) => void;
  /**
   * A control on the list opened it (New Workflow, a card's Edit, a suggestion's Use): that
   * control is gone with the list, so focus starts on the editor's heading, not the page's top.
   */
  focusOnOpen?: boolean;
};

function initialState(subject: EditorSubject): EditorInit {
  if (subject.kind === "edit") {
    const w = subject.workflow;
    const edges = toFlowEdges(w.connections);
    const nodes = toFlowNodes(w.nodes);
    // The places a visitor gave the steps are theirs; steps on top of each other were placed by
    // no one, and are laid out (counted as the workflow as saved: opening it changes nothing).
    const laid = unplaced(nodes) ? layoutNodes(nodes, edges) : nodes;
    return {
      workflowId: w.id,
      name: w.name,
      description: w.description ?? "",
      isActive: openedActive(w),
      storedInactive: !w.isActive,
      nodes: laid,
      edges,
      direction: laid === nodes ? directionOf(nodes, edges) : "TB",
    };
  }
  if (subject.kind === "suggestion") {
    const s = subject.suggestion;
    const edges = toFlowEdges(s.connections);
    // Laid out now for a desktop's canvas (a phone saves these places), and again by the
    // canvas it opens in once it knows its size and the steps'.
    return {
      workflowId: null,
      name: s.name,
      description: s.description,
      isActive: true,
      nodes: layoutNodes(toFlowNodes(s.nodes), edges),
      edges,
      direction: "TB",
      arrangeOnOpen: true,
    };
  }
  return { workflowId: null, name: "", description: "", isActive: true, nodes: [], edges: [] };
}

/**
 * Below this width the diagram cannot be edited comfortably by a finger: the steps are edited
 * as a list, under a picture of the diagram.
 */
const narrowQuery = "(max-width: 1023px)";

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(narrowQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(narrowQuery);
    const change = () => setNarrow(media.matches);
    media.addEventListener("change", change);
    return () => media.removeEventListener("change", change);
  }, []);
  return narrow;
}

function Editor({
  subject,
  templates,
  onClose,
  focusOnOpen,
  onReload,
}: Props & { onReload: (workflow: WorkflowRecord) => void }) {
  const store = useEditorStore();
  const templatesById = useMemo(() => new Map(templates.map((t) => [t.id, t])), [templates]);
  const version = subject.kind === "edit" ? subject.workflow.version : null;
  const narrow = useNarrow();
  const [view, setView] = useState<EditorView>("diagram");
  const inList = narrow || view === "list";
  const actions = useWorkflowActions({ version, onClose, onReload, inList });
  const noSteps = useEditor((s) => s.nodes.length === 0);
  const connectionSelected = useEditor((s) => s.selectedEdgeId !== null && !s.selectedId);
  // A phone edits its steps in the list, each with its own Remove button.
  useShortcuts(actions.confirmLeave, !narrow);
  const canvas = useRef<CanvasHandle>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The editor starts at the top of the window (below the site's header), so that a desktop
  // sees its whole diagram: it replaces the list where the page was scrolled to, which left the
  // diagram's last rows below the window (the heading's own scroll margin, for focus, is larger).
  const region = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor opens
  useEffect(() => {
    if (!focusOnOpen) return;
    region.current?.scrollIntoView({ block: "start" });
    title.current?.focus({ preventScroll: true });
  }, []);

  const add = (t: AgentTemplate) =>
    store.getState().addStep(t, { fallback: canvas.current?.viewCenter() });
  const properties = () =>
    connectionSelected ? (
      <ConnectionPanel />
    ) : (
      <PropertiesPanel
        templatesById={templatesById}
        testingStep={actions.testingStep}
        onTestStep={(id) => void actions.testStep(id)}
      />
    );
  /** Selects the first step without a name, with focus on its name field; false when none. */
  function focusUnnamedStep(): boolean {
    const s = store.getState();
    const unnamed = s.analysis.summary.refused && s.nodes.find((n) => !n.data.label.trim());
    if (!unnamed) return false;
    s.select(unnamed.id);
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLInputElement>(
          `form[aria-label="${texts.propertiesTitle}"] [name="label"]`,
        )
        ?.focus(),
    );
    return true;
  }
  async function save() {
    if (await actions.save()) return;
    if (store.getState().nameError) {
      document.querySelector<HTMLInputElement>("[data-editor-name]")?.focus();
    } else if (store.getState().descriptionError) {
      document.querySelector<HTMLInputElement>("[data-editor-description]")?.focus();
    } else if (focusUnnamedStep()) {
      // Refused for a step without a name: its name field, which says so, has focus.
    } else if (!document.activeElement || document.activeElement === document.body) {
      // Save was disabled while it was sent, which took focus away: it comes back to Save.
      saveButton.current?.focus();
    }
  }
  // The draft does not change while the prompt is open: read once, when it opens.
  const differences = useMemo(() => {
    const stored = actions.conflict;
    if (!stored) return [];
    const s = store.getState();
    return conflictDifferences(
      {
        name: s.name,
        description: s.description,
        isActive: s.isActive && !hasProblems(s.analysis.problems),
        ...fromFlow(s.nodes, s.edges),
      },
      stored,
    );
  }, [actions.conflict, store]);
  const runPanel = <RunPanel history={actions.history} onOpen={actions.showHistoryRun} />;

  return (
    <section
      ref={region}
      aria-labelledby="workflow-editor-title"
      className="flex min-w-0 flex-col gap-4"
    >
      <Toolbar
        testMode={actions.testMode}
        saving={actions.saving}
        running={actions.running}
        view={narrow ? null : view}
        onView={setView}
        onLayout={narrow ? undefined : () => canvas.current?.layout()}
        onRun={() => void actions.run()}
        onSave={() => void save()}
        onClose={actions.close}
        closeRef={closeButton}
        saveRef={saveButton}
        titleRef={title}
      />
      <RunResult refusal={actions.runRefusal} />
      <SuggestionNotes
        notes={subject.kind === "suggestion" ? (subject.suggestion.unsupported ?? []) : []}
      />
      <DetailsForm inList={inList} />
      {narrow ? (
        <div className="flex min-w-0 flex-col gap-4">
          <StepList
            templates={templates}
            templatesById={templatesById}
            renderProperties={properties}
          />
          <Palette templates={templates} onAdd={add} touch empty={noSteps} />
          <section aria-labelledby="workflow-diagram-title" className="min-w-0">
            <h3 id="workflow-diagram-title" className="text-sm font-bold tracking-wide uppercase">
              {texts.diagramTitle}
            </h3>
            <p className="mb-2 text-xs text-ink-muted">{texts.diagramHelp}</p>
            <Canvas ref={canvas} templatesById={templatesById} readOnly />
          </section>
          {runPanel}
        </div>
      ) : (
        <div className="grid grid-cols-[12rem_minmax(0,1fr)_22rem] gap-4">
          <Palette templates={templates} onAdd={add} />
          {view === "diagram" ? (
            <Canvas ref={canvas} templatesById={templatesById} />
          ) : (
            <StepList templates={templates} templatesById={templatesById} />
          )}
          <aside aria-labelledby="node-properties-title" className="min-w-0 space-y-4">
            <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
              <div className="mb-3 flex items-center justify-between gap-2">
                <h3
                  id="node-properties-title"
                  className="text-sm font-bold tracking-wide uppercase"
                >
                  {texts.propertiesTitle}
                </h3>
                <CloseProperties place={view === "list" ? "list" : "diagram"} />
              </div>
              {properties()}
            </section>
            {runPanel}
          </aside>
        </div>
      )}
      <ConfirmDialog
        open={actions.confirmLeave}
        title={texts.unsavedConfirm}
        confirmLabel={texts.leaveLabel}
        cancelLabel={texts.stayLabel}
        onConfirm={actions.leave}
        onOpenChange={actions.setConfirmLeave}
        returnFocus={(left) => (left ? null : closeButton.current)}
      />
      <ConflictPrompt
        open={actions.conflict !== null}
        differences={differences}
        onReload={actions.reload}
        onKeepMine={() => void actions.keepMine()}
        onDismiss={actions.dismissConflict}
        returnTo={() => saveButton.current}
      />
      <DeletedPrompt
        open={actions.gone}
        onSaveAsNew={() => void actions.saveAsNew()}
        onDiscard={actions.discardGone}
        onDismiss={actions.dismissGone}
        returnTo={() => saveButton.current}
      />
    </section>
  );
}

/** The workflow editor (React Flow and a list view over one store); loaded only when opened. */
export default function WorkflowEditor(props: Props) {
  // Reload (the workflow changed elsewhere) opens the editor afresh on the workflow as it is now.
  const [reloaded, setReloaded] = useState<WorkflowRecord | null>(null);
  const subject: EditorSubject = reloaded ? { kind: "edit", workflow: reloaded } : props.subject;
  // Closed after a reload, the list is fetched again: it shows the change made elsewhere too.
  const onClose = (changed: boolean, savedId?: number) =>
    props.onClose(changed || reloaded !== null, savedId);
  const key = reloaded?.version ?? 0;
  return <EditorOn key={key} {...props} {...{ subject, onClose }} onReload={setReloaded} />;
}

function EditorOn(props: Props & { onReload: (workflow: WorkflowRecord) => void }) {
  // As saved: a workflow opened to edit is its own baseline; a new one or a suggestion is blank.
  const [start] = useState(() => {
    const init = initialState(props.subject);
    return props.subject.kind === "edit" ? { ...init, saved: init } : init;
  });
  const [store] = useState(() => createEditorStore(start));
  return (
    <ReactFlowProvider>
      <EditorProvider store={store}>
        <Editor {...props} />
      </EditorProvider>
    </ReactFlowProvider>
  );
}
