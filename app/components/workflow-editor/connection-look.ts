/**
 * How a connection is named and drawn: a screen reader hears the steps it joins and the branch
 * it leaves by (React Flow's default names it by the steps' ids), and the selected one stands out
 * in the brand colour, thicker, with its arrow, so that what Delete removes is plain to see.
 */
import { findAgentTemplate } from "@content/agent-templates";
import { workflowsPage } from "@content/workflows-page";
import { brandColors } from "@lib/brand";
import { MarkerType } from "@xyflow/react";
import { useMemo } from "react";
import { useEditor } from "./editor-context";
import type { FlowEdge } from "./types";

const texts = workflowsPage.editor;

/** A connection in words: "Connection from Check amount (Yes) to Email the team". */
export function connectionName(
  edge: Pick<FlowEdge, "source" | "target" | "sourceHandle">,
  labelOf: (id: string) => string | undefined,
): string {
  const name = (id: string) => labelOf(id)?.trim() || texts.unnamedStepLabel;
  const branch =
    edge.sourceHandle === "yes"
      ? texts.yesLabel
      : edge.sourceHandle === "no"
        ? texts.noLabel
        : undefined;
  return texts.connectionLabel(name(edge.source), name(edge.target), branch);
}

const selectedLook = {
  style: { stroke: brandColors.primary, strokeWidth: 3 },
  markerEnd: { type: MarkerType.ArrowClosed, color: brandColors.primary },
  // Above the other connections, where it crosses them.
  zIndex: 1,
} satisfies Partial<FlowEdge>;

/** The connection as the diagram draws it: named, and marked when it is the selected one. */
export function connectionLook(
  edge: FlowEdge,
  labelOf: (id: string) => string | undefined,
  selected: boolean,
): FlowEdge {
  const name = connectionName(edge, labelOf);
  // Its control on the diagram (`StepEdge`) takes focus; the curve stays a named group.
  const named: FlowEdge = {
    ...edge,
    ariaLabel: name,
    ariaRole: "group",
    data: { ...edge.data, name },
  };
  return selected ? { ...named, ...selectedLook, selected: true } : named;
}

/**
 * A step as a control's name says it: its name, else its place and kind ("Step 3 (Email
 * Sender)", as the editor's checks name it), so that a step whose name was emptied still has
 * controls a screen reader can tell apart.
 */
export function spokenName(
  node: { data: { label: string; agentTemplateId: string } },
  index: number,
): string {
  const name = node.data.label.trim();
  if (name) return name;
  const kind = findAgentTemplate(node.data.agentTemplateId)?.name ?? node.data.agentTemplateId;
  return texts.issues.unnamedStep(index + 1, kind);
}

/**
 * Each step's spoken name by its id, for naming connections and a step's controls: a new lookup
 * only when a name changes or a step comes or goes, not on every frame of a drag.
 */
export function useStepLabels(): (id: string) => string | undefined {
  const names = useEditor((s) => JSON.stringify(s.nodes.map((n, i) => [n.id, spokenName(n, i)])));
  return useMemo(() => {
    const byId = new Map<string, string>(JSON.parse(names));
    return (id: string) => byId.get(id);
  }, [names]);
}
