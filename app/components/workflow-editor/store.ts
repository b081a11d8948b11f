/**
 * The editor's state in one store (the xyflow guide's zustand pattern): the graph, the selection,
 * undo history, the workflow's name and switches, and what the editor knows of runs. Every change
 * to the graph goes through `commit`, which records the graph as it was for undo; React Flow's
 * own changes (measuring, selecting) and a drag's intermediate moves are applied without a
 * second record. Nothing here touches the DOM or the network, so it is tested on its own.
 */
import type {
  AgentTemplate,
  ExecutionRecord,
  StepTestResult,
  WorkflowProblems,
} from "@lib/workflows";
import {
  checkDraft,
  defaultConfig,
  hasProblems,
  descriptionProblem,
  nameProblem,
  problemsSummary,
} from "@lib/workflows";
import { workflowsPage } from "@content/workflows-page";
import { analyseFields } from "@lib/workflow-fields";
import { isValidConnection as canConnect } from "@lib/workflow-graph";
import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from "@xyflow/react";
import { createStore } from "zustand/vanilla";
import { stepBases } from "./step-basis";
import { type Direction, defaultRoom, gap, layoutNodes, placeBetween, pushBelow } from "./layout";
import {
  type AgentNodeData,
  type EditorNode,
  edgeId,
  type FlowEdge,
  fromFlow,
  nodeSize,
  sizeOf,
} from "./types";

export type Graph = { nodes: EditorNode[]; edges: FlowEdge[] };

/** What Save stores of a workflow, as the editor holds it. */
export type Saved = Graph & { name: string; description: string; isActive: boolean };

/**
 * What Save would store, as text: the draft has unsaved changes when this differs from the
 * workflow's as saved. Active counts as stored only without problems, as Save stores it.
 */
export function fingerprint(s: Saved, problems?: WorkflowProblems) {
  const graph = fromFlow(s.nodes, s.edges);
  return JSON.stringify([
    s.name.trim(),
    s.description.trim(),
    s.isActive && !hasProblems(problems ?? checkDraft(graph).problems),
    graph,
  ]);
}

/** Whether the draft differs from the workflow as saved. */
export function unsaved(s: Pick<EditorState, keyof Saved | "analysis" | "baseline">): boolean {
  return fingerprint(s, s.analysis.problems) !== s.baseline;
}

/**
 * The Active switch as a stored workflow opens. One stored inactive because it had problems
 * (`inactiveReason`) was saved with Active on, as a workflow is unless switched off: the switch
 * shows that choice again, so that the Save after its fix activates it. Without problems,
 * inactive is the visitor's own choice and stays.
 */
export function openedActive(w: { isActive: boolean; inactiveReason: string | null }): boolean {
  return w.isActive || w.inactiveReason !== null;
}

/** Save would activate a workflow stored inactive: Active is on and nothing keeps it off now. */
export function activatesOnSave(
  s: Pick<EditorState, "storedInactive" | "isActive" | "analysis">,
): boolean {
  return s.storedInactive && s.isActive && !hasProblems(s.analysis.problems);
}

/** Undo keeps this many steps. */
export const historyLimit = 100;

/** Where the step after `after` goes: under it (top to bottom), or right of it. */
function after(step: EditorNode, direction: Direction) {
  const { width, height } = sizeOf(step);
  return direction === "TB"
    ? { x: step.position.x, y: step.position.y + height + gap.rank }
    : { x: step.position.x + width + gap.across, y: step.position.y };
}

/** Where a step that runs before `step` goes: above it, or left of it. */
function before(step: EditorNode, direction: Direction) {
  return direction === "TB"
    ? { x: step.position.x, y: step.position.y - nodeSize.height - gap.rank }
    : { x: step.position.x - nodeSize.width - gap.across, y: step.position.y };
}

/**
 * `spot`, or the first place beside it where a new step covers no other step, nor touches one
 * (each step by its drawn size: a step with warnings is twice the height of one without).
 * Beside is across the reading direction: right of a step below which another already runs (a
 * condition's second branch stands by its first), under one in a left-to-right workflow.
 */
export function freeSpot(
  nodes: EditorNode[],
  spot: { x: number; y: number },
  direction: Direction = "TB",
) {
  const clear = 16;
  let { x, y } = spot;
  for (let i = 0; i < nodes.length + 1; i++) {
    const covered = nodes.find((n) => {
      const size = sizeOf(n);
      return (
        x < n.position.x + size.width + clear &&
        n.position.x < x + nodeSize.width + clear &&
        y < n.position.y + size.height + clear &&
        n.position.y < y + nodeSize.height + clear
      );
    });
    if (!covered) break;
    const size = sizeOf(covered);
    if (direction === "TB") x = covered.position.x + size.width + gap.step;
    else y = covered.position.y + size.height + gap.step;
  }
  return { x, y };
}

/**
 * The step a trigger added now should start: the first step of `from`'s chain (the selected
 * step's) that runs after no other, else the first such step of any chain, that is not a
 * trigger itself. None when every chain already starts with a trigger.
 */
export function untriggeredStart(
  nodes: EditorNode[],
  edges: FlowEdge[],
  from: string | null,
): EditorNode | undefined {
  const targets = new Set(edges.map((e) => e.target));
  const starts = nodes.filter((n) => !targets.has(n.id) && n.data.agentTemplateId !== "trigger");
  if (from) {
    const before = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const id = stack.pop() as string;
      if (before.has(id)) continue;
      before.add(id);
      for (const e of edges) if (e.target === id) stack.push(e.source);
    }
    const own = starts.find((n) => before.has(n.id));
    if (own) return own;
  }
  return starts[0];
}

/**
 * The workflow's checks: `refused`, what Save would be refused for (the server's own check);
 * `problems` keep it from being activated (a step not connected, a required field empty, and
 * those); `shown` adds the warnings about fields no step before gives, which do not (an event
 * sent to the workflow may carry them); `inputs` are the fields reaching each step.
 */
export type Analysis = {
  refused: WorkflowProblems;
  problems: WorkflowProblems;
  /** The first of each, named with its step, in words (null when there is none). */
  summary: { refused: string | null; blocked: string | null };
  shown: WorkflowProblems;
  inputs: Record<string, string[] | null>;
  /** What each step's output depends on (`stepBases`): a remembered output holds only for it. */
  bases: Record<string, string>;
};

function sameList(a: string[] | undefined, b: string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((x, i) => x === b[i]);
}

/**
 * Works the analysis out again only when a step's data or the connections changed (a drag moves
 * positions every frame and keeps both), and keeps last time's list for each step whose texts
 * did not change: a step's list is part of its node data, and a new list re-renders the step.
 */
function analyser() {
  let last: { data: AgentNodeData[]; edges: FlowEdge[]; analysis: Analysis } | null = null;
  return (nodes: EditorNode[], edges: FlowEdge[]): Analysis => {
    if (
      last &&
      last.edges === edges &&
      last.data.length === nodes.length &&
      last.data.every((d, i) => d === nodes[i].data)
    ) {
      return last.analysis;
    }
    const graph = fromFlow(nodes, edges);
    const { refused, problems } = checkDraft(graph);
    const { warnings, inputs } = analyseFields(graph);
    const shown: WorkflowProblems = { general: problems.general, byNode: { ...problems.byNode } };
    for (const [id, list] of Object.entries(warnings)) {
      // A broken sample event is both a problem and a field warning: said once.
      const said = shown.byNode[id] ?? [];
      shown.byNode[id] = [...said, ...list.filter((text) => !said.includes(text))];
    }
    const before = last?.analysis.shown;
    if (before) {
      for (const [id, list] of Object.entries(shown.byNode)) {
        if (sameList(before.byNode[id], list)) shown.byNode[id] = before.byNode[id];
      }
    }
    const summary = {
      refused: problemsSummary(refused, graph),
      blocked: problemsSummary(problems, graph),
    };
    const analysis = {
      refused,
      problems,
      summary,
      shown,
      inputs,
      bases: stepBases({ nodes, edges }),
    };
    last = { data: nodes.map((n) => n.data), edges, analysis };
    return analysis;
  };
}

/** Which run the editor shows: one it follows, a test run of the draft, or one from history. */
export type ShownRun = {
  execution: ExecutionRecord;
  kind: "run" | "test" | "history";
  error?: string | null;
  /**
   * The steps' bases when the run started (a run opened from the history: when it was opened),
   * so that a step changed since is not taken to give what it gave then.
   */
  bases?: Record<string, string>;
};

/** A step's last test, with the basis (`stepBases`) of the draft it was run on. */
export type RememberedTest = StepTestResult & { basis: string };

/** The step's last test while it still holds: neither it nor a step before it changed since. */
export function currentTest(
  state: Pick<EditorState, "stepTests" | "analysis">,
  id: string,
): RememberedTest | undefined {
  const test = state.stepTests[id];
  return test && test.basis === state.analysis.bases[id] ? test : undefined;
}

/** Whether the run shown was made before the step, or a step before it, changed. */
export function changedSinceRun(state: Pick<EditorState, "run" | "analysis">, id: string): boolean {
  const bases = state.run?.bases;
  return Boolean(bases && bases[id] !== state.analysis.bases[id]);
}

export type EditorState = Graph & {
  workflowId: number | null;
  /** Which way the steps read, so a step added goes after its predecessor that way. */
  direction: Direction;
  /**
   * The steps were laid out before their sizes and the canvas were known (a suggestion, steps
   * no one placed): the canvas lays them out again, once, when it has measured both.
   */
  arrangeOnOpen: boolean;
  name: string;
  description: string;
  /** The visitor's choice; what is saved is this unless problems keep the workflow inactive. */
  isActive: boolean;
  /** The workflow is stored, and stored inactive (by choice or for its problems). */
  storedInactive: boolean;
  nameError: string | null;
  /** What Save would be refused for in the description (a character no request may carry). */
  descriptionError: string | null;
  selectedId: string | null;
  /** The connection last clicked: a step added now goes between its ends. */
  selectedEdgeId: string | null;
  past: Graph[];
  future: Graph[];
  /**
   * What the last recorded change was, so a run of the same change (one drag, typing in one
   * step's properties) is one undo step; any other change or a new selection ends it.
   */
  lastChange: string | null;
  analysis: Analysis;
  run: ShownRun | null;
  /**
   * The workflow as saved (`fingerprint`): the draft has unsaved changes while it differs. Steps
   * the editor moves itself (laid out on opening, pushed down by a step that grew) move it along
   * when nothing else had changed: the visitor changed nothing.
   */
  baseline: string;
  /** The draft as it is now was saved (or is what was saved): it has no unsaved changes. */
  markSaved(): void;
  /** The last Test step of each step (`currentTest` says whether it still holds). */
  stepTests: Record<string, RememberedTest>;

  setName(name: string): void;
  setDescription(description: string): void;
  setActive(isActive: boolean): void;
  setNameError(error: string | null): void;
  setDescriptionError(error: string | null): void;
  /** `isActive`: whether the workflow was stored active. */
  saved(workflowId: number, isActive?: boolean): void;

  /**
   * Opens a step's properties; the same step clicked again keeps them open (a second click that
   * closed them lost the visitor's place). Only `select(null)` (the panel's Close, a click on
   * the empty canvas) closes them.
   */
  select(id: string | null): void;
  selectEdge(id: string | null): void;

  /**
   * React Flow's changes. `reflow`: the editable diagram, where a step that got taller pushes
   * the steps under it down (`pushBelow`); the phone's picture draws its own sizes.
   */
  onNodesChange(changes: NodeChange<EditorNode>[], options?: { reflow?: boolean }): void;
  onEdgesChange(changes: EdgeChange<FlowEdge>[]): void;
  connect(c: Connection): boolean;
  addStep(
    template: AgentTemplate,
    options?: {
      at?: { x: number; y: number };
      onEdge?: string;
      fallback?: { x: number; y: number };
    },
  ): string;
  removeStep(id: string): void;
  removeEdge(id: string): void;
  configure(id: string, values: { label: string; config: Record<string, string> }): void;
  /** Auto-layout, for `room` (the canvas's size at zoom 1): one undo step. */
  layout(room?: { width: number; height: number }): void;
  /** The opening's layout, for the canvas it opened in: nothing to undo, the visitor did nothing. */
  arrange(room: { width: number; height: number }): void;
  undo(): void;
  redo(): void;

  showRun(run: ShownRun | null): void;
  /** `basis`: the step's basis in the draft the test was sent with. */
  setStepTest(result: StepTestResult, basis: string): void;
};

export type EditorInit = Graph & {
  /** The workflow as saved, for what counts as an unsaved change; blank when never saved. */
  saved?: Saved;
  workflowId: number | null;
  name: string;
  description: string;
  isActive: boolean;
  /** A stored workflow read inactive (a new one or a suggestion is stored nowhere yet). */
  storedInactive?: boolean;
  direction?: Direction;
  arrangeOnOpen?: boolean;
};

let counter = 0;
function newNodeId(): string {
  counter = (counter + 1) % 1296;
  return `n-${Math.random().toString(36).slice(2, 8)}${counter.toString(36)}`;
}

/** Whether a step's name and settings are those given (the settings compared key by key). */
export function sameData(
  data: { label: string; config: Record<string, string> },
  values: { label?: string; config?: Record<string, string> },
): boolean {
  if (values.label !== undefined && values.label !== data.label) return false;
  if (!values.config) return true;
  const a = Object.entries(data.config).filter(([, v]) => v !== "");
  const b = Object.entries(values.config).filter(([, v]) => v !== "");
  return a.length === b.length && a.every(([k, v]) => values.config![k] === v);
}

/** The fields `values` changes in a step (its name, its settings' keys), as one key. */
export function changedFields(
  data: { label: string; config: Record<string, string> },
  values: { label: string; config: Record<string, string> },
): string {
  const keys = new Set([...Object.keys(data.config), ...Object.keys(values.config)]);
  const changed = [...keys].filter((k) => (data.config[k] ?? "") !== (values.config[k] ?? ""));
  return [...(data.label === values.label ? [] : ["label"]), ...changed.sort()].join(",");
}

export function createEditorStore(init: EditorInit) {
  const analyse = analyser();
  return createStore<EditorState>()((set, get) => {
    /**
     * The one place the graph changes with a record for undo. `key` names the change: the same
     * key as the last change (a drag's next move, the next key typed in a step's properties)
     * does not record again.
     */
    function commit(
      next: Partial<Graph>,
      key: string | null = null,
      extra: Partial<EditorState> = {},
    ) {
      const s = get();
      const nodes = next.nodes ?? s.nodes;
      const edges = next.edges ?? s.edges;
      const same = key !== null && key === s.lastChange;
      set({
        ...extra,
        nodes,
        edges,
        past: same
          ? s.past
          : [...s.past.slice(-(historyLimit - 1)), { nodes: s.nodes, edges: s.edges }],
        future: same ? s.future : [],
        lastChange: key,
        analysis: analyse(nodes, edges),
      });
    }

    /** A change that is not worth an undo step (measured sizes, React Flow's selection). */
    function apply(next: Partial<Graph>) {
      const s = get();
      const nodes = next.nodes ?? s.nodes;
      const edges = next.edges ?? s.edges;
      set({ nodes, edges, analysis: analyse(nodes, edges) });
    }

    /**
     * Steps the editor places itself (the visitor did nothing): no undo step, and no unsaved
     * change when there was none before.
     */
    function place(nodes: EditorNode[], extra: Partial<EditorState> = {}) {
      const clean = !unsaved(get());
      set(extra);
      apply({ nodes });
      if (clean) set({ baseline: fingerprint(get(), get().analysis.problems) });
    }

    function restore(graph: Graph, past: Graph[], future: Graph[]) {
      const { selectedId, selectedEdgeId } = get();
      set({
        nodes: graph.nodes,
        edges: graph.edges,
        past,
        future,
        lastChange: null,
        analysis: analyse(graph.nodes, graph.edges),
        selectedId: selectedId && graph.nodes.some((n) => n.id === selectedId) ? selectedId : null,
        selectedEdgeId:
          selectedEdgeId && graph.edges.some((e) => e.id === selectedEdgeId)
            ? selectedEdgeId
            : null,
      });
    }

    /**
     * The graph without the steps `ids` and their connections. A step taken out of a chain (one
     * connection in, one out) leaves its neighbours joined, from the branch it hung on, as n8n
     * does: deleting a middle step must not break the chain. With more than one either way
     * nothing says which to join, so none are.
     */
    function withoutSteps(ids: Set<string>): Graph {
      const { nodes, edges } = get();
      let kept = edges.filter((e) => !ids.has(e.source) && !ids.has(e.target));
      for (const id of ids) {
        const into = edges.filter((e) => e.target === id);
        const out = edges.filter((e) => e.source === id);
        if (into.length !== 1 || out.length !== 1) continue;
        const [from, to] = [into[0], out[0]];
        if (ids.has(from.source) || ids.has(to.target)) continue;
        const link = {
          source: from.source,
          target: to.target,
          sourceHandle: from.sourceHandle ?? null,
        };
        if (canConnect(kept, link)) kept = [...kept, { id: edgeId(link), ...link }];
      }
      return { nodes: nodes.filter((n) => !ids.has(n.id)), edges: kept };
    }

    return {
      nodes: init.nodes,
      edges: init.edges,
      workflowId: init.workflowId,
      direction: init.direction ?? "TB",
      arrangeOnOpen: init.arrangeOnOpen ?? false,
      name: init.name,
      description: init.description,
      isActive: init.isActive,
      storedInactive: init.storedInactive ?? false,
      nameError: null,
      descriptionError: null,
      selectedId: null,
      selectedEdgeId: null,
      past: [],
      future: [],
      lastChange: null,
      analysis: analyse(init.nodes, init.edges),
      run: null,
      stepTests: {},
      baseline: fingerprint(
        init.saved ?? { name: "", description: "", isActive: true, nodes: [], edges: [] },
      ),
      markSaved: () => set({ baseline: fingerprint(get(), get().analysis.problems) }),

      // A character Save would be refused for is said as it is typed; an empty name only once
      // Save asks for one.
      setName: (name) =>
        set((s) => {
          const required = s.nameError === workflowsPage.editor.nameRequired;
          return {
            name,
            nameError: name.trim() ? nameProblem(name) : required ? s.nameError : null,
          };
        }),
      setDescription: (description) =>
        set({ description, descriptionError: descriptionProblem(description) }),
      setDescriptionError: (descriptionError) => set({ descriptionError }),
      setActive: (isActive) => set({ isActive }),
      setNameError: (nameError) => set({ nameError }),
      saved: (workflowId, isActive) =>
        set((s) => ({
          workflowId,
          storedInactive: isActive === undefined ? s.storedInactive : !isActive,
        })),

      select: (id) => set({ selectedId: id, selectedEdgeId: null, lastChange: null }),
      selectEdge: (id) => set({ selectedEdgeId: id, selectedId: null, lastChange: null }),

      onNodesChange(changes, options = {}) {
        // Selection is the editor's own (a click opens a step, Close closes it); React Flow's is ignored.
        const kept = changes.filter((c) => c.type !== "select");
        if (kept.length === 0) return;
        const removed = new Set(kept.flatMap((c) => (c.type === "remove" ? [c.id] : [])));
        if (removed.size > 0) {
          // Delete key: the steps and their connections go in one undo step.
          const graph = withoutSteps(removed);
          const rest = kept.filter((c) => c.type !== "remove");
          const { selectedId } = get();
          commit(
            { ...graph, nodes: rest.length ? applyNodeChanges(rest, graph.nodes) : graph.nodes },
            null,
            { selectedId: selectedId && removed.has(selectedId) ? null : selectedId },
          );
          return;
        }
        const moves = kept.filter((c) => c.type === "position");
        const before = get().nodes;
        const next = applyNodeChanges(kept, before);
        if (moves.length === 0) {
          const taller = options.reflow ? grownBy(kept, before, next) : [];
          if (taller.length === 0) return apply({ nodes: next });
          apply({ nodes: next });
          const pushed = pushBelow(next, taller);
          if (pushed !== next) place(pushed);
          return;
        }
        // One drag is one undo step: its first move records, the rest (and its end) do not.
        const ids = moves.map((c) => c.id).join(",");
        const dragging = moves.some((c) => c.type === "position" && c.dragging);
        commit({ nodes: next }, `move:${ids}`);
        if (!dragging) set({ lastChange: null });
      },

      onEdgesChange(changes) {
        const { edges } = get();
        const ids = new Set(edges.map((e) => e.id));
        // Connections already gone with their step (the Delete key removes both) are skipped.
        const kept = changes.filter((c) => c.type !== "remove" || ids.has(c.id));
        if (kept.length === 0) return;
        const next = applyEdgeChanges(kept, edges);
        if (kept.some((c) => c.type === "remove")) {
          const { selectedEdgeId } = get();
          commit({ edges: next }, null, {
            selectedEdgeId: next.some((e) => e.id === selectedEdgeId) ? selectedEdgeId : null,
          });
        } else apply({ edges: next });
      },

      connect(c) {
        const { edges } = get();
        if (!canConnect(edges, c)) return false;
        const link = {
          source: c.source,
          target: c.target,
          sourceHandle: c.sourceHandle ?? null,
        };
        commit({ edges: [...edges, { id: edgeId(link), ...link }] });
        return true;
      },

      /**
       * Adds a step after the selected one (or after the last one) and connects it there, so a
       * chain is built without finding a handle; dropped on a connection, or added while one is
       * selected, it goes between that connection's ends, in line, and the steps after it move
       * to make room (`placeBetween`). Elsewhere, `at` is where it was dropped, else it
       * goes beside its predecessor (or at `fallback`, the view's centre, for a first step). A
       * condition's Yes is used first, then its No. A trigger is never put after a step or on a
       * connection: it goes before the first step of the chain it starts.
       */
      addStep(template, options = {}) {
        const { nodes, edges, selectedId, selectedEdgeId, direction } = get();
        const data = {
          label: template.name,
          agentTemplateId: template.id,
          config: defaultConfig(template),
        };
        const id = newNodeId();
        const split = edges.find((e) => e.id === (options.onEdge ?? selectedEdgeId));
        if (template.id === "trigger") {
          // The chain of the selected step (or of the connection's end) is the one it starts.
          const from = selectedId ?? split?.target ?? null;
          const start = untriggeredStart(nodes, edges, from);
          const firstTrigger = nodes.find((n) => n.data.agentTemplateId === "trigger");
          const spot =
            options.at ??
            (start
              ? before(start, direction)
              : (firstTrigger?.position ?? options.fallback ?? { x: 0, y: 0 }));
          const node: EditorNode = {
            id,
            type: "agent",
            position: freeSpot(nodes, spot, direction),
            data,
          };
          // Every chain already starting with a trigger: it stays unconnected, and its problem
          // says how to connect a trigger.
          const link = start ? { source: id, target: start.id, sourceHandle: null } : null;
          commit(
            {
              nodes: [...nodes, node],
              edges: link ? [...edges, { id: edgeId(link), ...link }] : edges,
            },
            null,
            { selectedId: id, selectedEdgeId: null },
          );
          return id;
        }
        if (split) {
          // In line between its ends, wherever it was dropped: the steps after it make room.
          const node: EditorNode = { id, type: "agent", position: { x: 0, y: 0 }, data };
          const into = {
            source: split.source,
            target: id,
            sourceHandle: split.sourceHandle ?? null,
          };
          const out = {
            source: id,
            target: split.target,
            sourceHandle: template.id === "condition" ? "yes" : null,
          };
          const nextEdges = [
            ...edges.filter((e) => e.id !== split.id),
            { id: edgeId(into), ...into },
            { id: edgeId(out), ...out },
          ];
          const placed = placeBetween(
            [...nodes, node],
            nextEdges,
            id,
            split.source,
            split.target,
            direction,
          );
          commit({ nodes: placed.nodes, edges: nextEdges }, null, {
            selectedId: id,
            selectedEdgeId: null,
            ...(placed.laidOut ? { direction: "TB" as const } : {}),
          });
          return id;
        }
        const previous = nodes.find((n) => n.id === selectedId) ?? nodes.at(-1);
        const spot =
          options.at ??
          (previous ? after(previous, direction) : (options.fallback ?? { x: 0, y: 0 }));
        const node: EditorNode = {
          id,
          type: "agent",
          position: freeSpot(nodes, spot, direction),
          data,
        };
        let nextEdges = edges;
        if (previous) {
          let sourceHandle: string | null = null;
          if (previous.data.agentTemplateId === "condition") {
            const taken = new Set(
              edges.filter((e) => e.source === previous.id).map((e) => e.sourceHandle),
            );
            sourceHandle = taken.has("yes") && !taken.has("no") ? "no" : "yes";
          }
          const link = { source: previous.id, target: id, sourceHandle };
          nextEdges = [...edges, { id: edgeId(link), ...link }];
        }
        commit({ nodes: [...nodes, node], edges: nextEdges }, null, {
          selectedId: id,
          selectedEdgeId: null,
        });
        return id;
      },

      removeStep(id) {
        const { selectedId } = get();
        commit(withoutSteps(new Set([id])), null, {
          selectedId: selectedId === id ? null : selectedId,
        });
      },

      removeEdge(id) {
        const { edges, selectedEdgeId } = get();
        if (!edges.some((e) => e.id === id)) return;
        commit({ edges: edges.filter((e) => e.id !== id) }, null, {
          selectedEdgeId: selectedEdgeId === id ? null : selectedEdgeId,
        });
      },

      /** Properties apply as typed: one undo step per field typed in, not per visit. */
      configure(id, values) {
        const { nodes } = get();
        const node = nodes.find((n) => n.id === id);
        // The form says again what the step holds (after an undo resets it): no change to record.
        if (node && sameData(node.data, values)) return;
        commit(
          { nodes: nodes.map((n) => (n.id === id ? { ...n, data: { ...n.data, ...values } } : n)) },
          `configure:${id}:${node ? changedFields(node.data, values) : ""}`,
        );
      },

      layout(room = defaultRoom) {
        const { nodes, edges } = get();
        commit({ nodes: layoutNodes(nodes, edges, room) }, null, { direction: "TB" });
      },

      arrange(room) {
        const { nodes, edges } = get();
        place(layoutNodes(nodes, edges, room), { arrangeOnOpen: false, direction: "TB" });
      },

      undo() {
        const { past, future, nodes, edges } = get();
        const previous = past.at(-1);
        if (!previous) return;
        restore(previous, past.slice(0, -1), [...future, { nodes, edges }]);
      },

      redo() {
        const { past, future, nodes, edges } = get();
        const next = future.at(-1);
        if (!next) return;
        restore(next, [...past, { nodes, edges }], future.slice(0, -1));
      },

      // A run followed step by step is shown again at each poll: it keeps the bases it started
      // with, as does a test run's answer after its waiting placeholder.
      showRun: (run) =>
        set((s) => {
          if (!run) return { run };
          const before = s.run;
          const same =
            before &&
            before.kind === run.kind &&
            (before.execution.id === run.execution.id || before.execution.id === -1);
          return { run: { ...run, bases: run.bases ?? (same ? before.bases : s.analysis.bases) } };
        }),
      setStepTest: (result, basis) =>
        set((s) => ({ stepTests: { ...s.stepTests, [result.nodeId]: { ...result, basis } } })),
    };
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;

/** The steps a measurement found taller than they were drawn before it. */
function grownBy(
  changes: NodeChange<EditorNode>[],
  before: EditorNode[],
  after: EditorNode[],
): string[] {
  const measured = new Set(changes.flatMap((c) => (c.type === "dimensions" ? [c.id] : [])));
  if (measured.size === 0) return [];
  const was = new Map(before.map((n) => [n.id, sizeOf(n).height]));
  return after
    .filter((n) => measured.has(n.id) && sizeOf(n).height > (was.get(n.id) ?? Infinity))
    .map((n) => n.id);
}
