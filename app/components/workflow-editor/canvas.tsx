import { workflowsPage } from "@content/workflows-page";
import type { AgentTemplate, WorkflowProblems } from "@lib/workflows";
import type { SkipReason } from "@lib/workflow-run";
import {
  Background,
  type Connection,
  Controls,
  getViewportForBounds,
  MarkerType,
  MiniMap,
  type NodeChange,
  Position,
  ReactFlow,
  useNodesInitialized,
  useReactFlow,
  useUpdateNodeInternals,
} from "@xyflow/react";
import {
  type CSSProperties,
  type DragEvent,
  forwardRef,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from "react";
import { useShallow } from "zustand/react/shallow";
import { isValidConnection as canConnect } from "@lib/workflow-graph";
import { NodeActions, nodeTypes } from "./agent-node";
import { connectionLook, useStepLabels } from "./connection-look";
import { edgeTypes } from "./step-edge";
import { useEditor, useEditorStore } from "./editor-context";
import { dragType } from "./palette";
import { emptyStepsId, useRemoveStep } from "./remove-step";
import { type Direction, layoutNodes } from "./layout";
import { readableZoom, revealView, union } from "./reveal";
import { type ShownState, useShownStates } from "./run-states";
import { type AgentNodeData, type EditorNode, type FlowEdge, nodeSize, sizeOf } from "./types";

const texts = workflowsPage.editor;
const noKeys: string[] = [];
const defaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed } };
const readableSteps = 12;
const fitPadding = 0.15;

/**
 * The first view: the whole workflow when it fits at a readable size; a handful of steps is
 * never shown smaller than 0.75 (labels and handles stay readable and easy to hit), only a
 * large workflow is zoomed out further to show all of it.
 */
export function fitViewOptionsFor(count: number) {
  return {
    padding: fitPadding,
    maxZoom: 1,
    minZoom: count <= readableSteps ? readableZoom : 0.05,
  };
}

/**
 * The minimap (React Flow's, 200 x 150 px, 15 px from the canvas's bottom right corner), with
 * the room it takes from the first view. It is drawn for large workflows only: a handful of
 * steps is seen whole or nearly, and the map covered one of them.
 */
const minimap = { width: 200, height: 150, margin: 15 };
const mapRoom = 8;

/** The steps' sides their connections leave from and arrive at, for each direction. */
const sides: Record<Direction, { sourcePosition: Position; targetPosition: Position }> = {
  TB: { sourcePosition: Position.Bottom, targetPosition: Position.Top },
  LR: { sourcePosition: Position.Right, targetPosition: Position.Left },
};

/**
 * The phone's picture: each step a box of its name alone, in rows top to bottom, drawn at the
 * largest zoom (at most 1) that fits the screen's width. The names are set at a size that the
 * zoom leaves at 12.5 px or more on the screen (14 px at full size): a diagram shrunk to a
 * phone's width showed names of 3 px. The page scrolls through the picture, which is as tall
 * as its rows need.
 */
const picture = { width: 144, step: 16, rank: 36, padding: 12, minLabel: 14, readable: 12.5 };
/** Below the picture's last row: React Flow's attribution, in the bottom right corner. */
const attribution = 20;

function pictureOf(ids: string[], edges: FlowEdge[], room: number) {
  const laid = (label: number) => {
    const height = Math.ceil(label * 1.25 * 2 + 16);
    const nodes = layoutNodes(
      ids.map((id) => ({
        id,
        type: "agent" as const,
        position: { x: 0, y: 0 },
        width: picture.width,
        height,
        data: { label: "", agentTemplateId: "", config: {} },
      })),
      edges,
      null,
      { step: picture.step, rank: picture.rank },
    );
    return { nodes, height };
  };
  // The width does not depend on the names' size, so the zoom is known before they are set.
  const first = laid(picture.minLabel);
  const right = Math.max(0, ...first.nodes.map((n) => n.position.x + picture.width));
  const zoom = Math.min(1, (room - 2 * picture.padding) / Math.max(right, 1));
  const label = Math.max(picture.minLabel, Math.ceil(picture.readable / zoom));
  const { nodes, height } = label === picture.minLabel ? first : laid(label);
  const bottom = Math.max(0, ...nodes.map((n) => n.position.y + height));
  return {
    zoom,
    label,
    size: { width: picture.width, height },
    at: new Map(nodes.map((n) => [n.id, n.position])),
    offset: (room - right * zoom) / 2,
    height: Math.ceil(bottom * zoom + 2 * picture.padding + attribution),
  };
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
  states: Map<string, ShownState>,
  errors: Map<string, string | undefined>,
  skipped: Map<string, SkipReason>,
  direction: Direction,
  placed: ReturnType<typeof pictureOf> | null,
  spokenOf: (id: string) => string | undefined,
): EditorNode[] {
  const dataCache = useRef(new WeakMap<AgentNodeData, AgentNodeData>());
  const nodeCache = useRef(new WeakMap<EditorNode, EditorNode>());
  return useMemo(
    () =>
      nodes.map((n) => {
        const template = templatesById.get(n.data.agentTemplateId);
        const stepProblems = problems.byNode[n.id];
        const status = states.get(n.id);
        const runError = errors.get(n.id);
        const skipReason = skipped.get(n.id);
        const spoken = spokenOf(n.id);
        let data = dataCache.current.get(n.data);
        if (
          !data ||
          data.template !== template ||
          data.problems !== stepProblems ||
          data.runStatus !== status ||
          data.runError !== runError ||
          data.skipReason !== skipReason ||
          data.spoken !== spoken
        ) {
          data = {
            ...n.data,
            template,
            problems: stepProblems,
            runStatus: status,
            runError,
            skipReason,
            spoken,
          };
          dataCache.current.set(n.data, data);
        }
        const selected = n.id === selectedId;
        // The step's wrapper is a group a screen reader enters: named as its other controls are.
        const ariaLabel = texts.nodeGroupLabel(
          spoken ?? n.data.label,
          template?.name ?? n.data.agentTemplateId,
        );
        const side = sides[placed ? "TB" : direction];
        const position = placed?.at.get(n.id) ?? n.position;
        let shown = nodeCache.current.get(n);
        if (
          !shown ||
          shown.data !== data ||
          shown.selected !== selected ||
          shown.ariaLabel !== ariaLabel ||
          shown.sourcePosition !== side.sourcePosition ||
          shown.position !== position ||
          shown.height !== (placed?.size.height ?? n.height)
        ) {
          shown = { ...n, selected, data, position, ariaLabel, ...side, ...placed?.size };
          nodeCache.current.set(n, shown);
        }
        return shown;
      }),
    [
      nodes,
      selectedId,
      templatesById,
      problems,
      states,
      errors,
      skipped,
      direction,
      placed,
      spokenOf,
    ],
  );
}

/** The steps' bounding box, with each step's size as drawn. */
function boundsOf(nodes: EditorNode[]) {
  const boxes = nodes.map((n) => ({ ...n.position, ...sizeOf(n) }));
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  return {
    width: Math.max(...boxes.map((b) => b.x + b.width)) - left,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - top,
  };
}

/**
 * A handful of steps whose places (given through the API, never drawn by this editor) are too
 * far apart for the canvas at the readable zoom, while laid out they all fit: opened as placed,
 * the visitor saw the first step alone, the rest off the canvas. Laying them out is the
 * editor's placing (`arrange`: no undo step, and the workflow still reads as saved). A workflow
 * that does not fit even laid out keeps its places.
 */
function spreadOut(
  nodes: EditorNode[],
  edges: FlowEdge[],
  rect: { width: number; height: number },
  space: { width: number; height: number } | undefined,
): boolean {
  if (nodes.length < 2 || nodes.length > readableSteps) return false;
  const fits = (placed: EditorNode[]) => {
    const b = boundsOf(placed);
    return (
      b.width * readableZoom <= rect.width * (1 - fitPadding) &&
      b.height * readableZoom <= rect.height * (1 - fitPadding)
    );
  };
  return !fits(nodes) && fits(layoutNodes(nodes, edges, space));
}

export type CanvasHandle = {
  /** Where a step added without a drop goes when there is no step to place it beside. */
  viewCenter(): { x: number; y: number };
  /** Auto-layout for this canvas's size, then every step in view. */
  layout(): void;
};

/**
 * The workflow as a diagram (React Flow). `readOnly`: the phone's picture of the workflow, which
 * the page scrolls through; its steps are edited in the list below it.
 */
export const Canvas = forwardRef<
  CanvasHandle,
  {
    templatesById: Map<string, AgentTemplate>;
    readOnly?: boolean;
  }
>(function Canvas({ templatesById, readOnly = false }, ref) {
  const store = useEditorStore();
  const { nodes, edges, selectedId, shown, run, ids, direction } = useEditor(
    useShallow((s) => ({
      nodes: s.nodes,
      edges: s.edges,
      selectedId: s.selectedId,
      shown: s.analysis.shown,
      run: s.run,
      ids: s.nodes.map((n) => n.id).join(" "),
      direction: s.direction,
    })),
  );
  const flow = useReactFlow<EditorNode, FlowEdge>();
  const box = useRef<HTMLDivElement>(null);
  const [firstView] = useState(() => fitViewOptionsFor(nodes.length));
  const count = nodes.length;
  const mapShown = !readOnly && count > readableSteps;

  // The phone's picture, laid out again only when steps or connections change (not as a step's
  // settings are typed), for the width it has.
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!readOnly || !el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [readOnly]);
  const placed = useMemo(
    () => (readOnly && width > 0 ? pictureOf(ids ? ids.split(" ") : [], edges, width) : null),
    [readOnly, width, ids, edges],
  );
  useEffect(() => {
    if (placed) void flow.setViewport({ x: placed.offset, y: picture.padding, zoom: placed.zoom });
  }, [placed, flow]);

  // A step's dots move with the direction (Auto-layout turns a left-to-right workflow top to
  // bottom); React Flow measures where they are only when told.
  const updateNodeInternals = useUpdateNodeInternals();
  const sidesOf = useRef(direction);
  useEffect(() => {
    if (sidesOf.current === direction) return;
    sidesOf.current = direction;
    updateNodeInternals(store.getState().nodes.map((n) => n.id));
  }, [direction, store, updateNodeInternals]);

  const { states, skipped } = useShownStates();
  const errors = useMemo(
    () => new Map((run?.execution.steps ?? []).map((s) => [s.nodeId, s.error])),
    [run],
  );
  const labelOf = useStepLabels();
  const shownNodes = useShownNodes(
    nodes,
    selectedId,
    templatesById,
    shown,
    states,
    errors,
    skipped,
    direction,
    placed,
    labelOf,
  );
  const labelSize = placed?.label;
  const selectedEdgeId = useEditor((s) => s.selectedEdgeId);
  const shownEdges = useMemo(
    () =>
      edges.map(
        (e): FlowEdge =>
          connectionLook(
            e.sourceHandle === "yes" || e.sourceHandle === "no"
              ? {
                  ...e,
                  type: "step",
                  label: e.sourceHandle === "yes" ? texts.yesLabel : texts.noLabel,
                  data: { branch: e.sourceHandle },
                  // As readable as the steps' names (the picture sets theirs for its zoom).
                  labelStyle: { fontSize: labelSize ?? 14 },
                }
              : { ...e, type: "step" },
            labelOf,
            e.id === selectedEdgeId,
          ),
      ),
    [edges, labelSize, labelOf, selectedEdgeId],
  );

  useImperativeHandle(ref, () => ({
    viewCenter() {
      const rect = box.current?.getBoundingClientRect();
      const center = rect
        ? flow.screenToFlowPosition({
            x: rect.left + rect.width / 2,
            y: rect.top + rect.height / 3,
          })
        : { x: 0, y: 0 };
      return { x: center.x - nodeSize.width / 2, y: center.y };
    },
    layout() {
      store.getState().layout(room());
      void flow.fitView(fitViewOptionsFor(store.getState().nodes.length)).then(firstPlace);
    },
  }));

  /** The canvas's size in the diagram's units at zoom 1, less the first view's padding. */
  function room() {
    const rect = box.current?.getBoundingClientRect();
    return rect
      ? { width: rect.width / (1 + fitPadding), height: rect.height / (1 + fitPadding) }
      : undefined;
  }

  // The first view, once React Flow has measured the steps; the diagram is drawn only then, so
  // the visitor never sees the steps move. A workflow laid out before the canvas was known (a
  // suggestion) is laid out again for this canvas and these sizes, and fitted; so is a handful
  // of steps placed further apart than the canvas shows at the readable zoom (`spreadOut`). One
  // too wide for the view at a readable size even so opens where it starts (its top left), not
  // cut at both ends around its middle: it is read from its trigger. A large one, with the
  // minimap, leaves the map's corner free.
  const initialized = useNodesInitialized();
  const opened = useRef(false);
  const [ready, setReady] = useState(readOnly || count === 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the steps are measured
  useEffect(() => {
    if (!initialized || opened.current || readOnly) return;
    opened.current = true;
    void (async () => {
      const { arrangeOnOpen, nodes, edges } = store.getState();
      const rect = box.current?.getBoundingClientRect();
      if (arrangeOnOpen || (rect && spreadOut(nodes, edges, rect, room()))) {
        const space = room();
        if (space) {
          store.getState().arrange(space);
          await flow.fitView(firstView);
        }
      }
      // React Flow's own first fit is applied by then.
      await new Promise(requestAnimationFrame);
      firstPlace();
      setReady(true);
    })();
  }, [initialized]);

  function firstPlace() {
    const all = flow.getNodes();
    const rect = box.current?.getBoundingClientRect();
    if (!rect || all.length === 0) return;
    const bounds = flow.getNodesBounds(all);
    if (all.length > readableSteps) {
      // Below the map or beside it, whichever draws the workflow larger.
      const pad = "24px";
      const clear = (size: number): `${number}px` => `${size + minimap.margin + mapRoom}px`;
      const [below, beside] = [
        { top: pad, left: pad, right: pad, bottom: clear(minimap.height) } as const,
        { top: pad, left: pad, bottom: pad, right: clear(minimap.width) } as const,
      ].map((padding) =>
        getViewportForBounds(bounds, rect.width, rect.height, firstView.minZoom, 1, padding),
      );
      void flow.setViewport(below.zoom >= beside.zoom ? below : beside);
      return;
    }
    const { zoom } = flow.getViewport();
    const fitsWide = bounds.width * zoom <= rect.width * 0.95;
    const fitsHigh = bounds.height * zoom <= rect.height * 0.95;
    if (fitsWide && fitsHigh) return;
    const pad = 24;
    void flow.setViewport({
      zoom,
      x: fitsWide
        ? (rect.width - bounds.width * zoom) / 2 - bounds.x * zoom
        : pad - bounds.x * zoom,
      y: fitsHigh
        ? (rect.height - bounds.height * zoom) / 2 - bounds.y * zoom
        : pad - bounds.y * zoom,
    });
  }

  // A step just added (it is selected) is shown whole once React Flow has measured it (a step
  // with warnings is twice the height of one without): see `revealView`. What counts is the part
  // of the canvas the visitor sees, inside the window and below the site's header; when the page
  // was scrolled away from most of the canvas, it is scrolled back first, at once, so that the
  // view moves for what will be seen.
  const added = useRef(nodes.length);
  const reveal = useRef<string | null>(null);
  useEffect(() => {
    const grew = nodes.length > added.current;
    added.current = nodes.length;
    if (readOnly) return;
    if (grew && selectedId) reveal.current = selectedId;
    const id = reveal.current;
    const node = id ? nodes.find((n) => n.id === id) : undefined;
    if (!id || !node) {
      reveal.current = null;
      return;
    }
    if (!node.measured?.width || !node.measured.height) return;
    reveal.current = null;
    const canvas = box.current;
    if (!canvas) return;
    // The site's header stays at the top of the window, over whatever scrolls under it.
    const header = document.querySelector("header");
    const under =
      header && getComputedStyle(header).position === "fixed"
        ? Math.max(header.getBoundingClientRect().bottom, 0)
        : 0;
    const seen = (r: DOMRect) => Math.min(r.bottom, window.innerHeight) - Math.max(r.top, under);
    let rect = canvas.getBoundingClientRect();
    if (seen(rect) < rect.height * 0.5) {
      canvas.scrollIntoView({ block: "nearest", behavior: "instant" });
      rect = canvas.getBoundingClientRect();
    }
    const top = Math.max(rect.top, under);
    const screen = {
      x: 0,
      y: top - rect.top,
      width: rect.width,
      height: Math.max(Math.min(rect.bottom, window.innerHeight) - top, 0),
    };
    const boxOf = (n: EditorNode) => ({ ...n.position, ...sizeOf(n) });
    const linked = new Set(
      edges.flatMap((e) => (e.source === id ? [e.target] : e.target === id ? [e.source] : [])),
    );
    const near = nodes.filter((n) => linked.has(n.id)).map(boxOf);
    const target = revealView(
      screen,
      flow.getViewport(),
      boxOf(node),
      near.length ? near.reduce(union) : null,
    );
    // At once, not animated: a step dropped or a connection clicked just after must land where
    // it is seen.
    if (target) void flow.setViewport(target);
  }, [nodes, edges, selectedId, readOnly, flow]);

  // Stable identities: React Flow hands these to every node, so a new function each render
  // would re-render all of them.
  const onNodeClick = useCallback(
    (_: unknown, node: EditorNode) => store.getState().select(node.id),
    [store],
  );
  const onPaneClick = useCallback(() => store.getState().select(null), [store]);
  // A step that grows on the diagram (warnings, a run's error) pushes the steps under it down.
  const onNodesChange = useCallback(
    (changes: NodeChange<EditorNode>[]) =>
      store.getState().onNodesChange(changes, { reflow: !readOnly }),
    [store, readOnly],
  );
  // A clicked connection is the one Delete removes, not the step selected before it.
  const onEdgeClick = useCallback(
    (_: unknown, edge: FlowEdge) => store.getState().selectEdge(edge.id),
    [store],
  );
  const onConnect = useCallback((c: Connection) => void store.getState().connect(c), [store]);
  // Pure rule from lib/workflow-graph: no self-loop, no duplicate, no cycle.
  const isValidConnection = useCallback(
    (c: Connection | FlowEdge) => canConnect(store.getState().edges, c),
    [store],
  );
  const removeStep = useRemoveStep("diagram");
  const actions = useMemo(() => ({ remove: removeStep, readOnly }), [removeStep, readOnly]);

  /**
   * Enter or Space on a focused step opens its properties, as a click does, and takes focus
   * there. Only on the step itself: the same key on its Remove button is that button's.
   */
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Enter" && event.key !== " ") return;
    const step = event.target as HTMLElement;
    const id = step.classList.contains("react-flow__node") ? step.getAttribute("data-id") : null;
    if (!id) return;
    event.preventDefault();
    store.getState().select(id);
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `form[aria-label="${texts.propertiesTitle}"] :is(input, textarea, select, button)`,
        )
        ?.focus(),
    );
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    const template = templatesById.get(event.dataTransfer.getData(dragType));
    if (!template) return;
    const position = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    // A connection under the pointer (its wide hit area, or its control at its middle) takes
    // the step.
    const hit = document
      .elementsFromPoint(event.clientX, event.clientY)
      .map((el) => el.closest(".react-flow__edge, [data-edge-id]"))
      .find(Boolean);
    const edge = hit?.getAttribute("data-edge-id") ?? hit?.getAttribute("data-id");
    store.getState().addStep(template, {
      at: { x: position.x - nodeSize.width / 2, y: position.y - 30 },
      onEdge: edge ?? undefined,
    });
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target of the palette's drag; the palette's buttons add by keyboard
    <div
      ref={box}
      className={`relative scroll-mt-20 overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface ${
        readOnly ? (count === 0 ? "h-24" : "") : "h-[70vh] min-h-96"
      }`}
      style={
        placed && count > 0
          ? ({ height: placed.height, "--picture-label": `${placed.label}px` } as CSSProperties)
          : undefined
      }
      onDrop={readOnly ? undefined : onDrop}
      onKeyDown={readOnly ? undefined : onKeyDown}
      onDragOver={
        readOnly
          ? undefined
          : (e) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = "move";
            }
      }
    >
      <NodeActions.Provider value={actions}>
        <ReactFlow<EditorNode, FlowEdge>
          aria-label={readOnly ? texts.previewLabel : texts.canvasLabel}
          // Not `invisible`: React Flow sets each measured step's visibility itself.
          className={ready ? undefined : "opacity-0"}
          nodes={shownNodes}
          edges={shownEdges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          // Each connection's control comes after the steps instead (`StepEdge`).
          edgesFocusable={false}
          onNodesChange={onNodesChange}
          onEdgesChange={store.getState().onEdgesChange}
          onConnect={onConnect}
          isValidConnection={isValidConnection}
          onNodeClick={onNodeClick}
          onPaneClick={onPaneClick}
          onEdgeClick={readOnly ? undefined : onEdgeClick}
          // Delete is the editor's own shortcut (use-shortcuts.ts): React Flow's acts on a key
          // pressed on a button too.
          deleteKeyCode={noKeys}
          defaultEdgeOptions={defaultEdgeOptions}
          fitView={!readOnly}
          fitViewOptions={firstView}
          minZoom={0.05}
          // The phone's picture: nothing to drag, and a finger on it scrolls the page.
          nodesDraggable={!readOnly}
          nodesConnectable={!readOnly}
          panOnDrag={!readOnly}
          zoomOnScroll={!readOnly}
          zoomOnPinch={!readOnly}
          zoomOnDoubleClick={!readOnly}
          preventScrolling={!readOnly}
        >
          <Background gap={20} />
          {!readOnly && <Controls />}
          {mapShown && (
            <MiniMap
              pannable
              zoomable
              ariaLabel="Minimap"
              style={{ width: minimap.width, height: minimap.height }}
            />
          )}
        </ReactFlow>
      </NodeActions.Provider>
      {nodes.length === 0 && (
        <p
          id={readOnly ? undefined : emptyStepsId.diagram}
          tabIndex={readOnly ? undefined : -1}
          className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-ink-muted outline-none"
        >
          {readOnly ? texts.emptyDiagram : texts.emptyCanvas}
        </p>
      )}
    </div>
  );
});
