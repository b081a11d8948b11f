/**
 * What a step's output depends on: its kind and settings, and, through its connections, those
 * of every step before it. A remembered output (a step's last test, a run shown) stands for the
 * step only while its basis is the one it was produced from; once the step or a step before it
 * changed, it says what the step did then, not what it does now.
 */
type Graph = {
  nodes: { id: string; data: { agentTemplateId: string; config: Record<string, string> } }[];
  edges: { source: string; target: string; sourceHandle?: string | null }[];
};

/** FNV-1a, 32 bits: a short text per step, however many steps come before it. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Each step's basis. The step's name is left out: it names the step and changes no output. */
export function stepBases(graph: Graph): Record<string, string> {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const bases: Record<string, string> = {};
  const visiting = new Set<string>();
  const basisOf = (id: string): string => {
    const known = bases[id];
    if (known !== undefined) return known;
    const node = byId.get(id);
    // A cycle (never saved, but a draft may be mid-edit) or a missing step: a basis of its own.
    if (!node || visiting.has(id)) return `?${id}`;
    visiting.add(id);
    const config = Object.entries(node.data.config)
      .filter(([, v]) => v !== "")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const incoming = graph.edges
      .filter((e) => e.target === id)
      .map((e) => `${e.source}:${e.sourceHandle ?? ""}:${basisOf(e.source)}`)
      .sort();
    visiting.delete(id);
    const basis = hash(JSON.stringify([node.data.agentTemplateId, config, incoming]));
    bases[id] = basis;
    return basis;
  };
  for (const n of graph.nodes) basisOf(n.id);
  return bases;
}
