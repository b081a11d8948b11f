import { workflowsPage } from "@content/workflows-page";
import { isValidConnection as canConnect, topologicalOrder } from "@lib/workflow-graph";
import type { AgentTemplate } from "@lib/workflows";
import { AlertTriangle, ChevronDown, ChevronUp, X } from "lucide-react";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { agentIcon } from "./agent-icons";
import { inListWords } from "./list-words";
import { useStepLabels } from "./connection-look";
import { useEditor, useEditorStore } from "./editor-context";
import { emptyStepsId, focusStep, useRemoveStep } from "./remove-step";
import { runStateText } from "./run-log";
import { useShownStates } from "./run-states";
import { touchHeight, touchTarget } from "./touch-target";
import { visitorText } from "./visitor-text";
import type { FlowEdge } from "./types";

const texts = workflowsPage.editor;
const list = texts.list;

const stateClass: Record<string, string> = {
  waiting: "text-ink-muted",
  running: "text-primary",
  succeeded: "text-success",
  failed: "text-danger",
  skipped: "text-ink-muted",
  stale: "text-ink-muted",
};

const selectClass = `min-h-9 w-full max-w-full rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary ${touchHeight}`;

/**
 * The workflow as a vertical list, in run order: what a phone edits (and a keyboard, on any
 * screen). Every operation of the diagram is here: add (the palette), insert a step on a
 * connection, connect a step after another (a condition's Yes or No), remove a connection or a
 * step, edit a step's settings, and each step's state in the run shown.
 */
export function StepList({
  templates,
  templatesById,
  renderProperties,
}: {
  templates: AgentTemplate[];
  templatesById: Map<string, AgentTemplate>;
  /** The selected step's settings, shown under it (a phone); else they are beside the list. */
  renderProperties?: (id: string) => ReactNode;
}) {
  const store = useEditorStore();
  const removeStep = useRemoveStep("list");
  const { nodes, edges, selectedId, shown, run } = useEditor(
    useShallow((s) => ({
      nodes: s.nodes,
      edges: s.edges,
      selectedId: s.selectedId,
      shown: s.analysis.shown,
      run: s.run,
    })),
  );
  const ordered = useMemo(() => {
    const order = topologicalOrder(
      nodes.map((n) => n.id),
      edges,
    );
    const byId = new Map(nodes.map((n) => [n.id, n]));
    return (order ?? nodes.map((n) => n.id))
      .map((id) => byId.get(id))
      .filter((n) => n !== undefined);
  }, [nodes, edges]);
  const { states, skipped } = useShownStates();
  const insertable = useMemo(() => templates.filter((t) => t.id !== "trigger"), [templates]);
  // Names as the controls say them: a step whose name was emptied is still told apart.
  const spoken = useStepLabels();
  const labelOf = (id: string) => spoken(id) ?? id;

  function incomingLabel(e: FlowEdge) {
    const from = labelOf(e.source);
    return e.sourceHandle ? `${from} (${list.branch(e.sourceHandle as "yes" | "no")})` : from;
  }

  if (nodes.length === 0) {
    return (
      <p
        id={emptyStepsId.list}
        tabIndex={-1}
        className="rounded-[var(--radius-card)] border border-dashed border-line bg-surface p-6 text-center text-ink-muted outline-none"
      >
        {renderProperties ? texts.emptyList : texts.emptyListWide}
      </p>
    );
  }

  return (
    <section aria-labelledby="step-list-title" className="min-w-0">
      <h3 id="step-list-title" className="text-sm font-bold tracking-wide uppercase">
        {list.title}
      </h3>
      <p className="mb-2 text-xs text-ink-muted">{list.help}</p>
      <ol className="space-y-2">
        {ordered.map((node, index) => {
          const template = templatesById.get(node.data.agentTemplateId);
          const Icon = agentIcon(template?.icon ?? "Bot");
          const incoming = edges.filter((e) => e.target === node.id);
          const problems = (shown.byNode[node.id] ?? []).map(inListWords);
          const state = states.get(node.id);
          const entry = run?.execution.steps.find((s) => s.nodeId === node.id);
          const selected = node.id === selectedId;
          // A trigger starts the workflow: no step can run before it.
          const sources = (node.data.agentTemplateId === "trigger" ? [] : nodes).flatMap((n) => {
            if (!canConnect(edges, { source: n.id, target: node.id })) return [];
            const handles: ("yes" | "no" | null)[] =
              n.data.agentTemplateId === "condition" ? ["yes", "no"] : [null];
            return handles.map((h) => ({ id: n.id, handle: h, label: labelOf(n.id) }));
          });
          return (
            <li
              key={node.id}
              data-testid="step-item"
              data-step-id={node.id}
              data-step-label={node.data.label}
              data-selected={selected || undefined}
              data-run-status={state}
              className={`min-w-0 rounded-[var(--radius-control)] border bg-surface p-3 ${
                selected
                  ? "border-primary ring-2 ring-primary/30"
                  : problems.length
                    ? "border-warning"
                    : "border-line"
              }`}
            >
              <div className="flex items-start gap-2">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-tint text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {/* Opens the step; pressed again it stays open (it is where the visitor is):
                    the Close button beside it closes. */}
                <button
                  type="button"
                  aria-current={selected || undefined}
                  onClick={() => store.getState().select(node.id)}
                  className={`min-h-9 min-w-0 flex-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-primary ${touchTarget}`}
                >
                  <span className={`block text-sm font-semibold ${visitorText}`}>
                    <span className="sr-only">{index + 1}. </span>
                    {node.data.label}
                  </span>
                  <span className="block truncate text-xs text-ink-muted">
                    {template?.name ?? node.data.agentTemplateId}
                  </span>
                  {/* On a line of its own, which wraps: why a step was not run is a sentence. */}
                  {state && (
                    <span className={`block text-xs font-semibold ${stateClass[state]}`}>
                      {runStateText(state, skipped.get(node.id))}
                    </span>
                  )}
                </button>
                {renderProperties &&
                  (selected ? (
                    <button
                      type="button"
                      aria-label={texts.closePropertiesOf(labelOf(node.id))}
                      onClick={() => {
                        store.getState().select(null);
                        focusStep("list", node.id, "always");
                      }}
                      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-alt hover:text-ink focus-visible:outline-2 focus-visible:outline-primary ${touchTarget}`}
                    >
                      <ChevronUp className="size-4" aria-hidden="true" />
                    </button>
                  ) : (
                    <ChevronDown
                      className="mt-2 size-4 shrink-0 text-ink-muted max-lg:mt-3.5"
                      aria-hidden="true"
                    />
                  ))}
                <button
                  type="button"
                  aria-label={texts.removeNodeLabel(labelOf(node.id))}
                  onClick={() => removeStep(node.id)}
                  className={`inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-alt hover:text-danger focus-visible:outline-2 focus-visible:outline-primary ${touchTarget}`}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
              {state === "failed" && entry?.error && (
                <p className={`mt-2 text-xs text-danger ${visitorText}`}>{entry.error}</p>
              )}
              {problems.length > 0 && (
                <ul className="mt-2 space-y-0.5 text-xs text-warning">
                  {problems.map((p) => (
                    <li key={p} className="flex gap-1">
                      <AlertTriangle className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
                      <span className={visitorText}>{p}</span>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-2 space-y-1.5 text-xs">
                {incoming.length === 0 ? (
                  // A step (not a trigger) left apart from the others starts nothing: its warning
                  // above says how to connect it, and "starts here" beside it would say the
                  // opposite. A trigger apart does start its own chain.
                  !problems.some((p) => p.includes(list.disconnected)) && (
                    <p className="text-ink-muted">{list.startsHere}</p>
                  )
                ) : (
                  <>
                    <p className="font-semibold">{list.runsAfter}</p>
                    <ul className="space-y-1.5">
                      {incoming.map((e) => (
                        <li key={e.id} className="rounded-md bg-surface-alt p-1.5">
                          <div className="flex items-center gap-1">
                            <span className={`flex-1 ${visitorText}`}>{incomingLabel(e)}</span>
                            <button
                              type="button"
                              aria-label={list.removeConnection(incomingLabel(e), labelOf(node.id))}
                              onClick={() => {
                                store.getState().removeEdge(e.id);
                                focusStep("list", node.id);
                              }}
                              className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:text-danger focus-visible:outline-2 focus-visible:outline-primary ${touchTarget}`}
                            >
                              <X className="size-3.5" aria-hidden="true" />
                            </button>
                          </div>
                          <select
                            aria-label={list.insertOn(incomingLabel(e), labelOf(node.id))}
                            value=""
                            onChange={(ev) => {
                              const t = templatesById.get(ev.target.value);
                              if (!t) return;
                              focusStep(
                                "list",
                                store.getState().addStep(t, { onEdge: e.id }),
                                "always",
                              );
                            }}
                            className={selectClass}
                          >
                            <option value="">{list.insertPlaceholder}</option>
                            {/* A trigger starts a workflow: it is never between two steps. */}
                            {insertable.map((t) => (
                              <option key={t.id} value={t.id}>
                                {t.name}
                              </option>
                            ))}
                          </select>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {sources.length > 0 && (
                  <select
                    aria-label={list.connectLabel(labelOf(node.id))}
                    value=""
                    onChange={(ev) => {
                      const [source, handle] = ev.target.value.split(" ");
                      if (!source) return;
                      store.getState().connect({
                        source,
                        target: node.id,
                        sourceHandle: handle || null,
                        targetHandle: null,
                      });
                      // The row moves to its new place in run order, which can blur its select.
                      focusStep("list", node.id);
                    }}
                    className={selectClass}
                  >
                    <option value="">{list.connectPlaceholder}</option>
                    {sources.map((s) => (
                      <option key={`${s.id} ${s.handle ?? ""}`} value={`${s.id} ${s.handle ?? ""}`}>
                        {list.connectOption(s.label, s.handle)}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              {selected && renderProperties && (
                <div className="mt-3 border-t border-line pt-3">{renderProperties(node.id)}</div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
