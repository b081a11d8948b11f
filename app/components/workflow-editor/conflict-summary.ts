/**
 * What the version saved elsewhere has that this draft does not, and the other way round, in a
 * few lines: the name, the description, Active, steps only in one of them (by id, as a step
 * keeps its id across saves), steps renamed, settings changed, connections. Two-way: the editor
 * does not keep the version it opened from, and a line says only how the two differ, not who
 * made the difference.
 */
import { workflowsPage } from "@content/workflows-page";
import type { WorkflowConnection, WorkflowNode } from "@lib/workflows";

const texts = workflowsPage.editor.conflict.differences;
/** Steps named in one line; the rest are counted. */
const namedInLine = 3;

type Side = {
  name: string;
  description: string | null;
  isActive: boolean;
  nodes: Pick<WorkflowNode, "id" | "agentTemplateId" | "data">[];
  connections: Pick<WorkflowConnection, "source" | "target" | "sourceHandle">[];
};

function names(labels: string[]): string {
  const shown = labels.slice(0, namedInLine).map((l) => `“${l}”`);
  const rest = labels.length - shown.length;
  return rest > 0 ? `${shown.join(", ")}, ${texts.more(rest)}` : shown.join(", ");
}

const sameConfig = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const filled = (c: Record<string, unknown>) =>
    Object.entries(c)
      .filter(([, v]) => v !== "" && v !== undefined && v !== null)
      .sort(([x], [y]) => (x < y ? -1 : 1));
  return JSON.stringify(filled(a)) === JSON.stringify(filled(b));
};

const linkKey = (c: Side["connections"][number]) =>
  `${c.source}>${c.target}:${c.sourceHandle ?? ""}`;

export function conflictDifferences(draft: Side, stored: Side): string[] {
  const lines: string[] = [];
  if (stored.name.trim() !== draft.name.trim())
    lines.push(texts.name(stored.name.trim(), draft.name.trim()));
  if ((stored.description ?? "").trim() !== (draft.description ?? "").trim())
    lines.push(texts.description);
  if (stored.isActive !== draft.isActive) lines.push(texts.active(stored.isActive));
  const here = new Map(draft.nodes.map((n) => [n.id, n]));
  const there = new Map(stored.nodes.map((n) => [n.id, n]));
  const onlyThere = stored.nodes.filter((n) => !here.has(n.id)).map((n) => n.data.label);
  const onlyHere = draft.nodes.filter((n) => !there.has(n.id)).map((n) => n.data.label);
  if (onlyThere.length) lines.push(texts.onlyThere(names(onlyThere)));
  if (onlyHere.length) lines.push(texts.onlyHere(names(onlyHere)));
  const settings: string[] = [];
  for (const n of stored.nodes) {
    const mine = here.get(n.id);
    if (!mine) continue;
    if (mine.data.label !== n.data.label) lines.push(texts.renamed(n.data.label, mine.data.label));
    if (mine.agentTemplateId !== n.agentTemplateId || !sameConfig(mine.data.config, n.data.config))
      settings.push(mine.data.label);
  }
  if (settings.length) lines.push(texts.settings(names(settings)));
  const links = (s: Side) => [...new Set(s.connections.map(linkKey))].sort().join(" ");
  if (links(stored) !== links(draft)) lines.push(texts.connections);
  return lines.length ? lines : [texts.none];
}
