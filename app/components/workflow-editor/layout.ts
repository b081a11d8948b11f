import dagre from "@dagrejs/dagre";
import { type EditorNode, type FlowEdge, nodeSize } from "./types";

/** Auto-layout (dagre): steps left to right in run order, branches stacked. */
export function layoutNodes(nodes: EditorNode[], edges: FlowEdge[]): EditorNode[] {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: "LR", nodesep: 40, ranksep: 90, marginx: 20, marginy: 20 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) {
    graph.setNode(n.id, {
      width: n.measured?.width ?? nodeSize.width,
      height: n.measured?.height ?? nodeSize.height,
    });
  }
  for (const e of edges) graph.setEdge(e.source, e.target);
  dagre.layout(graph);
  return nodes.map((n) => {
    const placed = graph.node(n.id);
    const width = n.measured?.width ?? nodeSize.width;
    const height = n.measured?.height ?? nodeSize.height;
    // dagre gives centres; React Flow positions are top-left corners.
    return { ...n, position: { x: placed.x - width / 2, y: placed.y - height / 2 } };
  });
}
