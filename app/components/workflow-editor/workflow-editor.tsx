import "@xyflow/react/dist/style.css";
import { workflowsPage } from "@content/workflows-page";
import {
  type AgentTemplate,
  type ExecutionRecord,
  type StepStatus,
  type WorkflowProblems,
  defaultConfig,
  hasProblems,
  workflowProblems,
} from "@lib/workflows";
import { fieldsReaching, fieldWarnings } from "@lib/workflow-fields";
import { isValidConnection as canConnect, reaches } from "@lib/workflow-graph";
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MarkerType,
  MiniMap,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from "@xyflow/react";
import { LayoutGrid, Play, Redo2, Save, Undo2, X } from "lucide-react";
import { type DragEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input-class";
import { toast } from "~/components/ui/toast-store";
import { ConfirmDialog } from "~/components/workflows/confirm-dialog";
import { RunLog } from "~/components/workflows/run-log";
import { useExecution } from "~/components/workflows/use-execution";
import { ActiveSwitch } from "~/components/workflows/workflow-card";
import { type WorkflowDraft, workflowApi } from "~/components/workflows/workflow-api";
import type { EditorSubject } from "~/components/workflows/editor-subject";
import { NodeActions, nodeTypes } from "./agent-node";
import { type Snapshot, useHistory } from "./history";
import { layoutNodes } from "./layout";
import { type MappableField, NodeProperties } from "./node-properties";
import { dragType, Palette } from "./palette";
import {
  type AgentNodeData,
  type EditorNode,
  edgeId,
  type FlowEdge,
  fromFlow,
  nodeSize,
  toFlowEdges,
  toFlowNodes,
} from "./types";

const texts = workflowsPage.editor;
const toasts = workflowsPage.toasts;

type Props = {
  subject: EditorSubject;
  templates: AgentTemplate[];
  /** `changed`: something was saved, so the list must be fetched again. */
  onClose: (changed: boolean) => void;
};

function initialState(subject: EditorSubject) {
  if (subject.kind === "edit") {
    const w = subject.workflow;
    return {
      id: w.id as number | null,
      name: w.name,
      description: w.description ?? "",
      isActive: w.isActive,
      nodes: toFlowNodes(w.nodes),
      edges: toFlowEdges(w.connections),
    };
  }
  if (subject.kind === "suggestion") {
    const s = subject.suggestion;
    const edges = toFlowEdges(s.connections);
    return {
      id: null,
      name: s.name,
      description: s.description,
      isActive: true,
      nodes: layoutNodes(toFlowNodes(s.nodes), edges),
      edges,
    };
  }
  return { id: null, name: "", description: "", isActive: true, nodes: [], edges: [] };
}

function fingerprint(s: {
  name: string;
  description: string;
  isActive: boolean;
  nodes: EditorNode[];
  edges: FlowEdge[];
}) {
  return JSON.stringify([
    s.name.trim(),
    s.description.trim(),
    s.isActive,
    fromFlow(s.nodes, s.edges),
  ]);
}

function newNodeId(): string {
  return `n-${Math.random().toString(36).slice(2, 10)}`;
}

const deleteKeys = ["Delete", "Backspace"];
const defaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed } };
/**
 * The first view: the whole workflow when it fits at a readable size; a handful of steps is
 * never shown smaller than 0.75 (labels and handles stay readable and easy to hit), only a
 * large workflow is zoomed out further to show all of it.
 */
function fitViewOptionsFor(count: number) {
  return { padding: 0.15, maxZoom: 1, minZoom: count <= readableSteps ? 0.75 : 0.05 };
}
const readableSteps = 12;

function sameList(a: string[] | undefined, b: string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((x, i) => x === b[i]);
}

/**
 * The workflow's problems, keeping last render's list for each step whose problems did not
 * change: a step's list is part of its node data, and a new list would re-render the step.
 */
function useStableProblems(
  graph: ReturnType<typeof fromFlow>,
  nodes: EditorNode[],
  edges: FlowEdge[],
): {
  problems: WorkflowProblems;
  shown: WorkflowProblems;
} {
  const previous = useRef<WorkflowProblems | null>(null);
  // Field warnings depend on the steps' data and the connections, not on positions: a drag
  // (a new graph every frame, the same data objects) reuses the last answer.
  const lastWarnings = useRef<{
    data: AgentNodeData[];
    edges: FlowEdge[];
    warnings: Record<string, string[]>;
  } | null>(null);
  return useMemo(() => {
    const problems = workflowProblems(graph);
    const data = nodes.map((n) => n.data);
    const last = lastWarnings.current;
    const same =
      last &&
      last.edges === edges &&
      last.data.length === data.length &&
      last.data.every((d, i) => d === data[i]);
    const warnings = same ? last.warnings : fieldWarnings(graph);
    if (!same) lastWarnings.current = { data, edges, warnings };
    // A field no step before gives is shown on its step with the problems, but does not keep the
    // workflow from being activated: an event sent to it may carry that field.
    const next: WorkflowProblems = { general: problems.general, byNode: { ...problems.byNode } };
    for (const [id, list] of Object.entries(warnings)) {
      next.byNode[id] = [...(next.byNode[id] ?? []), ...list];
    }
    const before = previous.current;
    if (before) {
      for (const [id, list] of Object.entries(next.byNode)) {
        if (sameList(before.byNode[id], list)) next.byNode[id] = before.byNode[id];
      }
    }
    previous.current = next;
    return { problems, shown: next };
  }, [graph, nodes, edges]);
}

/**
 * The nodes React Flow draws: each with its selection, template, problems and run state. A
 * node whose inputs did not change keeps last render's object (and its data keeps its
 * identity even when React Flow moved or measured the node), so only the steps that changed
 * re-render; with a new object for every step each change cost 200 re-renders.
 */
function useShownNodes(
  nodes: EditorNode[],
  selectedId: string | null,
  templatesById: Map<string, AgentTemplate>,
  problems: WorkflowProblems,
  runStatus: Map<string, StepStatus>,
): EditorNode[] {
  const dataCache = useRef(new WeakMap<AgentNodeData, AgentNodeData>());
  const nodeCache = useRef(new WeakMap<EditorNode, EditorNode>());
  return useMemo(
    () =>
      nodes.map((n) => {
        const template = templatesById.get(n.data.agentTemplateId);
        const stepProblems = problems.byNode[n.id];
        const status = runStatus.get(n.id);
        let data = dataCache.current.get(n.data);
        if (
          !data ||
          data.template !== template ||
          data.problems !== stepProblems ||
          data.runStatus !== status
        ) {
          data = { ...n.data, template, problems: stepProblems, runStatus: status };
          dataCache.current.set(n.data, data);
        }
        const selected = n.id === selectedId;
        let shown = nodeCache.current.get(n);
        if (!shown || shown.data !== data || shown.selected !== selected) {
          shown = { ...n, selected, data };
          nodeCache.current.set(n, shown);
        }
        return shown;
      }),
    [nodes, selectedId, templatesById, problems, runStatus],
  );
}

const placement = { dx: nodeSize.width + 60, dy: nodeSize.height + 40 };

/** `spot`, or the first place below it where the new step covers no other step. */
export function freeSpot(nodes: EditorNode[], spot: { x: number; y: number }) {
  const covers = (y: number) =>
    nodes.some(
      (n) =>
        Math.abs(n.position.x - spot.x) < nodeSize.width &&
        Math.abs(n.position.y - y) < nodeSize.height,
    );
  let y = spot.y;
  for (let i = 0; i < 50 && covers(y); i++) y += placement.dy;
  return { x: spot.x, y };
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el?.closest("input, textarea, select, [contenteditable=true]"));
}

function Editor({ subject, templates, onClose }: Props) {
  const start = useMemo(() => initialState(subject), [subject]);
  const [workflowId, setWorkflowId] = useState(start.id);
  const [name, setName] = useState(start.name);
  const [description, setDescription] = useState(start.description);
  const [isActive, setIsActive] = useState(start.isActive);
  const [nodes, setNodes] = useState<EditorNode[]>(start.nodes);
  const [edges, setEdges] = useState<FlowEdge[]>(start.edges);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  /** The connection last clicked: a step added now goes between its ends. */
  const [selectedEdgeId, setSelectedEdgeId] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedOnce, setSavedOnce] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [started, setStarted] = useState<ExecutionRecord | null>(null);
  const [baseline, setBaseline] = useState(() =>
    subject.kind === "edit"
      ? fingerprint(start)
      : fingerprint({ ...start, nodes: [], edges: [], name: "", description: "" }),
  );
  const history = useHistory();
  const [firstView] = useState(() => fitViewOptionsFor(start.nodes.length));
  /** The step whose property edits already have their undo step. */
  const editedId = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection starts a new undo step
  useEffect(() => {
    editedId.current = null;
  }, [selectedId]);
  const flow = useReactFlow<EditorNode, FlowEdge>();
  const canvasRef = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const nodesRef = useRef(nodes);
  const edgesRef = useRef(edges);
  nodesRef.current = nodes;
  edgesRef.current = edges;
  const ids = { name: useId(), description: useId() };

  const templatesById = useMemo(() => new Map(templates.map((t) => [t.id, t])), [templates]);
  const graph = useMemo(() => fromFlow(nodes, edges), [nodes, edges]);
  const { problems, shown: shownProblems } = useStableProblems(graph, nodes, edges);
  const blocked = hasProblems(problems);
  // What is saved: the visitor's choice, unless problems keep the workflow from running. The
  // switch shows the choice and never moves by itself; a note says when it will not hold.
  const active = isActive && !blocked;
  const dirty = useMemo(
    () => fingerprint({ name, description, isActive: active, nodes, edges }) !== baseline,
    [name, description, active, nodes, edges, baseline],
  );
  const { execution: followed, error: runError } = useExecution(workflowId, started);
  const [testExecution, setTestExecution] = useState<ExecutionRecord | null>(null);
  const [testing, setTesting] = useState(false);
  const execution = testExecution ?? followed;
  // With unsaved changes, Run tries the draft as it is and stores nothing.
  const testMode = dirty || !workflowId;
  const runStatus = useMemo(
    () => new Map((execution?.steps ?? []).map((s) => [s.nodeId, s.status])),
    [execution],
  );
  const shownNodes = useShownNodes(nodes, selectedId, templatesById, shownProblems, runStatus);
  const shownEdges = useMemo(
    () =>
      edges.map((e) =>
        e.sourceHandle
          ? { ...e, label: e.sourceHandle === "yes" ? texts.yesLabel : texts.noLabel }
          : e,
      ),
    [edges],
  );

  const snapshot = useCallback(
    (): Snapshot => ({ nodes: nodesRef.current, edges: edgesRef.current }),
    [],
  );
  const restore = (s: Snapshot | null) => {
    if (!s) return;
    editedId.current = null;
    setNodes(s.nodes);
    setEdges(s.edges);
    if (selectedId && !s.nodes.some((n) => n.id === selectedId)) setSelectedId(null);
  };
  const undo = () => restore(history.undo(snapshot()));
  const redo = () => restore(history.redo(snapshot()));

  // Unsaved changes: the browser asks before the page is left.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const onNodesChange = useCallback((changes: NodeChange<EditorNode>[]) => {
    // Selection is the editor's own (click toggles it); React Flow's is ignored.
    const kept = changes.filter((c) => c.type !== "select");
    if (kept.some((c) => c.type === "remove")) {
      const removed = new Set(kept.flatMap((c) => (c.type === "remove" ? [c.id] : [])));
      setSelectedId((id) => (id && removed.has(id) ? null : id));
    }
    if (kept.length) setNodes((ns) => applyNodeChanges(kept, ns));
  }, []);

  const onEdgesChange = useCallback((changes: EdgeChange<FlowEdge>[]) => {
    setEdges((es) => applyEdgeChanges(changes, es));
  }, []);

  const onConnect = useCallback(
    (c: Connection) => {
      if (!canConnect(edgesRef.current, c)) return;
      history.record(snapshot());
      setEdges((es) => [
        ...es,
        { id: edgeId(c), source: c.source, target: c.target, sourceHandle: c.sourceHandle ?? null },
      ]);
    },
    [history.record, snapshot],
  );

  // Pure rule from lib/workflow-graph: no self-loop, no duplicate, no cycle.
  const isValidConnection = useCallback(
    (c: Connection | FlowEdge) => canConnect(edgesRef.current, c),
    [],
  );

  /**
   * Adds a step after the selected one (or after the last one added) and connects it there, so a
   * chain is built without finding a handle; `at` is where it was dropped, else beside its
   * predecessor. A condition's Yes is used first, then its No.
   */
  function addNode(template: AgentTemplate, at?: { x: number; y: number }, onEdge?: string) {
    history.record(snapshot());
    const current = nodesRef.current;
    // Dropped on a connection, or added while one is selected: the step goes between its ends.
    const split = edgesRef.current.find((e) => e.id === (onEdge ?? selectedEdgeId));
    if (split) {
      const source = current.find((n) => n.id === split.source);
      const target = current.find((n) => n.id === split.target);
      const node: EditorNode = {
        id: newNodeId(),
        type: "agent",
        position: at ?? {
          x: ((source?.position.x ?? 0) + (target?.position.x ?? 0)) / 2,
          y: ((source?.position.y ?? 0) + (target?.position.y ?? 0)) / 2 + placement.dy / 2,
        },
        data: {
          label: template.name,
          agentTemplateId: template.id,
          config: defaultConfig(template),
        },
      };
      const into = {
        source: split.source,
        target: node.id,
        sourceHandle: split.sourceHandle ?? null,
      };
      const out = {
        source: node.id,
        target: split.target,
        sourceHandle: template.id === "condition" ? "yes" : null,
      };
      setNodes((ns) => [...ns, node]);
      setEdges((es) => [
        ...es.filter((e) => e.id !== split.id),
        { id: edgeId(into), ...into },
        { id: edgeId(out), ...out },
      ]);
      setSelectedEdgeId(null);
      setSelectedId(node.id);
      return;
    }
    const after = current.find((n) => n.id === selectedId) ?? current.at(-1);
    const node: EditorNode = {
      id: newNodeId(),
      type: "agent",
      position: freeSpot(
        current,
        at ?? (after ? { x: after.position.x + placement.dx, y: after.position.y } : viewCenter()),
      ),
      data: { label: template.name, agentTemplateId: template.id, config: defaultConfig(template) },
    };
    setNodes((ns) => [...ns, node]);
    if (after) {
      const edges = edgesRef.current;
      let sourceHandle: string | null = null;
      if (after.data.agentTemplateId === "condition") {
        const taken = new Set(
          edges.filter((e) => e.source === after.id).map((e) => e.sourceHandle),
        );
        sourceHandle = taken.has("yes") && !taken.has("no") ? "no" : "yes";
      }
      const link = { source: after.id, target: node.id, sourceHandle };
      setEdges((es) => [...es, { id: edgeId(link), ...link }]);
    }
    setSelectedId(node.id);
  }

  function viewCenter() {
    const rect = canvasRef.current?.getBoundingClientRect();
    const center = rect
      ? flow.screenToFlowPosition({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 3 })
      : { x: 0, y: 0 };
    return { x: center.x - nodeSize.width / 2, y: center.y };
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    const template = templatesById.get(event.dataTransfer.getData(dragType));
    if (!template) return;
    const position = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    // A connection under the pointer (its wide hit area) takes the step.
    const edge = document
      .elementsFromPoint(event.clientX, event.clientY)
      .map((el) => el.closest(".react-flow__edge"))
      .find(Boolean)
      ?.getAttribute("data-id");
    addNode(
      template,
      { x: position.x - nodeSize.width / 2, y: position.y - 30 },
      edge ?? undefined,
    );
  }

  const remove = useCallback(
    (id: string) => {
      history.record(snapshot());
      setNodes((ns) => ns.filter((n) => n.id !== id));
      setEdges((es) => es.filter((e) => e.source !== id && e.target !== id));
      setSelectedId((s) => (s === id ? null : s));
    },
    [history.record, snapshot],
  );
  const actions = useMemo(() => ({ remove }), [remove]);

  // Stable identities: React Flow hands these to every node, so a new function each render
  // would re-render all of them.
  const onNodeClick = useCallback((_: unknown, node: EditorNode) => {
    setSelectedEdgeId(null);
    setSelectedId((id) => (id === node.id ? null : node.id));
  }, []);
  const onPaneClick = useCallback(() => {
    setSelectedId(null);
    setSelectedEdgeId(null);
  }, []);
  // A clicked connection is the one Delete removes, not the step selected before it.
  const onEdgeClick = useCallback((_: unknown, edge: FlowEdge) => {
    setSelectedId(null);
    setSelectedEdgeId(edge.id);
  }, []);
  const onNodeDragStart = useCallback(() => history.record(snapshot()), [history.record, snapshot]);
  const onBeforeDelete = useCallback(async () => {
    history.record(snapshot());
    return true;
  }, [history.record, snapshot]);

  function autoLayout() {
    history.record(snapshot());
    setNodes((ns) => layoutNodes(ns, edgesRef.current));
    requestAnimationFrame(() => void flow.fitView(fitViewOptionsFor(nodesRef.current.length)));
  }

  function draft(): WorkflowDraft | null {
    if (!name.trim()) {
      setNameError(texts.nameRequired);
      document.getElementById(ids.name)?.focus();
      return null;
    }
    setNameError(null);
    return {
      name: name.trim(),
      description: description.trim() || null,
      ...graph,
      isActive: active,
    };
  }

  /** POST the first time, PUT afterwards; returns the workflow's id. */
  async function persist(body: WorkflowDraft): Promise<number | null> {
    setSaving(true);
    try {
      const saved = workflowId
        ? await workflowApi.update(workflowId, body)
        : await workflowApi.create(body);
      setWorkflowId(saved.id);
      setSavedOnce(true);
      setBaseline(fingerprint({ name, description, isActive: active, nodes, edges }));
      return saved.id;
    } catch (err) {
      toast({
        title: toasts.saveFailed.title,
        description: err instanceof Error ? err.message : toasts.saveFailed.description,
        variant: "destructive",
      });
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function save() {
    const body = draft();
    if (!body) return;
    if (await persist(body)) {
      toast({ ...toasts.saved, variant: "success" });
      onClose(true);
    }
  }

  async function run() {
    if (blocked) {
      toast({
        title: toasts.runFailed.title,
        description: texts.cannotActivate,
        variant: "destructive",
      });
      return;
    }
    try {
      if (testMode) {
        setTesting(true);
        setStarted(null);
        setTestExecution(
          await workflowApi.testRun({
            name: name.trim() || texts.untitled,
            description: description.trim() || null,
            ...graph,
            isActive: false,
          }),
        );
        return;
      }
      setTestExecution(null);
      setStarted(await workflowApi.run(workflowId as number));
    } catch (err) {
      toast({
        title: toasts.runFailed.title,
        description: err instanceof Error ? err.message : toasts.runFailed.description,
        variant: "destructive",
      });
    } finally {
      setTesting(false);
    }
  }

  function close() {
    if (dirty) setConfirmLeave(true);
    else onClose(savedOnce);
  }

  // Undo/redo wherever focus is while the editor is open (the canvas itself takes no focus).
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event: KeyboardEvent) => {
    if (isTyping(event.target) || confirmLeave) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === "z") {
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    } else if (mod && event.key.toLowerCase() === "y") {
      event.preventDefault();
      redo();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const selected = nodes.find((n) => n.id === selectedId);
  // The fields that reach the selected step, with their values in the last run (the outputs of
  // the steps before it, merged in run order as the engine merges them).
  const mappable = useMemo((): MappableField[] | null => {
    if (!selectedId) return null;
    const names = fieldsReaching(graph)[selectedId];
    if (names === null || names === undefined) return null;
    const values: Record<string, unknown> = {};
    for (const step of execution?.steps ?? []) {
      const output = step.output;
      if (!output || typeof output !== "object" || Array.isArray(output)) continue;
      if (step.nodeId === selectedId || !reaches(graph.connections, step.nodeId, selectedId)) {
        continue;
      }
      Object.assign(values, output);
    }
    return names.map((name) => ({ name, value: values[name] }));
  }, [selectedId, graph, execution]);
  const running = execution && (execution.status === "queued" || execution.status === "running");

  return (
    <section aria-labelledby="workflow-editor-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="workflow-editor-title" className="text-2xl font-bold">
          {workflowId ? texts.editTitle : texts.newTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={undo}
            disabled={!history.canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {texts.undoLabel}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={redo}
            disabled={!history.canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            <Redo2 className="size-4" aria-hidden="true" />
            {texts.redoLabel}
          </Button>
          <Button size="sm" variant="secondary" onClick={autoLayout} disabled={nodes.length === 0}>
            <LayoutGrid className="size-4" aria-hidden="true" />
            {texts.layoutLabel}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void run()}
            disabled={saving || testing || Boolean(running)}
          >
            <Play className="size-4" aria-hidden="true" />
            {testMode ? texts.testRunLabel : texts.runLabel}
          </Button>
          <Button size="sm" onClick={() => void save()} disabled={saving}>
            <Save className="size-4" aria-hidden="true" />
            {saving ? texts.savingLabel : texts.saveLabel}
          </Button>
          <Button
            ref={closeButton}
            size="sm"
            variant="ghost"
            onClick={close}
            aria-label={texts.closeLabel}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-end">
        <div>
          <label htmlFor={ids.name} className="mb-1.5 block text-sm font-semibold">
            {texts.nameLabel}
            <span aria-hidden="true" className="text-danger">
              {" "}
              *
            </span>
          </label>
          <input
            id={ids.name}
            value={name}
            required
            maxLength={100}
            placeholder={texts.namePlaceholder}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${ids.name}-error` : undefined}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim()) setNameError(null);
            }}
            className={inputClass}
          />
          {nameError && (
            <p id={`${ids.name}-error`} className="mt-1 text-sm text-danger">
              {nameError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.description} className="mb-1.5 block text-sm font-semibold">
            {texts.descriptionLabel}
          </label>
          <input
            id={ids.description}
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <ActiveSwitch checked={isActive} label={texts.activeLabel} onChange={setIsActive} />
          <span className="text-sm font-semibold" aria-hidden="true">
            {texts.activeLabel}
          </span>
        </div>
      </div>
      {blocked && nodes.length > 0 && (
        <p className="text-sm text-warning" data-testid="editor-blocked">
          {isActive ? texts.savedInactive : texts.cannotActivate}
        </p>
      )}

      {/* One column that may shrink below its content (minmax(0, 1fr)): the palette strip and
          the canvas scroll inside themselves, never the page (a phone is 390 px wide). */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[14rem_minmax(0,1fr)_20rem]">
        <Palette templates={templates} onAdd={(t) => addNode(t)} />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target of the palette's drag; the palette's buttons add by keyboard */}
        <div
          ref={canvasRef}
          className="relative h-[65vh] min-h-96 overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
          onDrop={onDrop}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = "move";
          }}
        >
          <NodeActions.Provider value={actions}>
            <ReactFlow<EditorNode, FlowEdge>
              aria-label={texts.canvasLabel}
              nodes={shownNodes}
              edges={shownEdges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              isValidConnection={isValidConnection}
              onNodeClick={onNodeClick}
              onPaneClick={onPaneClick}
              onEdgeClick={onEdgeClick}
              onNodeDragStart={onNodeDragStart}
              onBeforeDelete={onBeforeDelete}
              deleteKeyCode={deleteKeys}
              defaultEdgeOptions={defaultEdgeOptions}
              fitView
              fitViewOptions={firstView}
              minZoom={0.05}
            >
              <Background gap={20} />
              <Controls />
              <MiniMap pannable zoomable ariaLabel="Minimap" />
            </ReactFlow>
          </NodeActions.Provider>
          {nodes.length === 0 && (
            <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-ink-muted">
              {texts.emptyCanvas}
            </p>
          )}
        </div>
        <aside aria-labelledby="node-properties-title" className="space-y-4">
          <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
            <h3
              id="node-properties-title"
              className="mb-3 text-sm font-bold tracking-wide uppercase"
            >
              {texts.propertiesTitle}
            </h3>
            {selected ? (
              <NodeProperties
                key={selected.id}
                node={selected}
                template={templatesById.get(selected.data.agentTemplateId)}
                fields={mappable}
                onApply={(values) => {
                  // One undo step per visit of a step's properties, not one per key typed.
                  if (editedId.current !== selected.id) {
                    editedId.current = selected.id;
                    history.record(snapshot());
                  }
                  setNodes((ns) =>
                    ns.map((n) =>
                      n.id === selected.id ? { ...n, data: { ...n.data, ...values } } : n,
                    ),
                  );
                }}
              />
            ) : (
              <p className="text-sm text-ink-muted">{texts.propertiesEmpty}</p>
            )}
          </section>
          {execution && (
            <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
              <RunLog execution={execution} error={runError} />
            </section>
          )}
        </aside>
      </div>
      <ConfirmDialog
        open={confirmLeave}
        title={texts.unsavedConfirm}
        confirmLabel={texts.leaveLabel}
        cancelLabel={texts.stayLabel}
        onConfirm={() => onClose(savedOnce)}
        onOpenChange={setConfirmLeave}
        returnFocus={(left) => (left ? null : closeButton.current)}
      />
    </section>
  );
}

/** The workflow editor (React Flow); loaded only when opened. */
export default function WorkflowEditor(props: Props) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}
