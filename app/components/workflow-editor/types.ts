import type { Edge, Node } from "@xyflow/react";
import type { NodeRunState, SkipReason } from "@lib/workflow-run";
import type { AgentTemplate, BranchHandle, WorkflowConnection, WorkflowNode } from "@lib/workflows";

/** What an agent node carries on the canvas: the saved fields, plus what the editor shows. */
export type AgentNodeData = {
  label: string;
  agentTemplateId: string;
  config: Record<string, string>;
  /** Filled in for display only (never saved). */
  template?: AgentTemplate;
  problems?: string[];
  /** The step's state in the run shown, and its error when it failed. */
  runStatus?: NodeRunState | "stale";
  runError?: string;
  /** Why a skipped step was not run, when the connections tell. */
  skipReason?: SkipReason;
  /** What its controls call it: its name, else its place and kind (`spokenName`). */
  spoken?: string;
};

/** The one node type of a workflow (node type 'agent'); a typed union of one. */
export type AgentNode = Node<AgentNodeData, "agent">;
export type EditorNode = AgentNode;
/**
 * A connection. `data` is drawn only (never saved): its name for a screen reader, and the
 * branch it leaves by.
 */
export type FlowEdge = Edge<{ name?: string; branch?: BranchHandle }>;

/** A step before React Flow measured it: its width is fixed, its height without warnings. */
export const nodeSize = { width: 240, height: 64 };

/** A step's size as drawn, once React Flow measured it; `nodeSize` until then. */
export function sizeOf(n: EditorNode): { width: number; height: number } {
  return {
    width: n.measured?.width ?? n.width ?? nodeSize.width,
    height: n.measured?.height ?? n.height ?? nodeSize.height,
  };
}

function stringConfig(config: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config ?? {}).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  );
}

export function edgeId(c: { source: string; target: string }): string {
  return `${c.source}->${c.target}`;
}

export function toFlowNodes(nodes: WorkflowNode[]): EditorNode[] {
  return nodes.map((n) => ({
    id: n.id,
    type: "agent",
    position: { ...n.position },
    data: {
      label: n.data.label,
      agentTemplateId: n.agentTemplateId,
      config: stringConfig(n.data.config),
    },
  }));
}

export function toFlowEdges(connections: WorkflowConnection[]): FlowEdge[] {
  return connections.map((c) => ({
    id: edgeId(c),
    source: c.source,
    target: c.target,
    sourceHandle: c.sourceHandle ?? null,
  }));
}

export function fromFlow(nodes: EditorNode[], edges: FlowEdge[]) {
  return {
    nodes: nodes.map(
      (n): WorkflowNode => ({
        id: n.id,
        type: "agent",
        agentTemplateId: n.data.agentTemplateId,
        position: { x: Math.round(n.position.x), y: Math.round(n.position.y) },
        data: { label: n.data.label, config: n.data.config },
      }),
    ),
    connections: edges.map(
      (e): WorkflowConnection => ({
        source: e.source,
        target: e.target,
        ...(e.sourceHandle ? { sourceHandle: e.sourceHandle as BranchHandle } : {}),
      }),
    ),
  };
}
