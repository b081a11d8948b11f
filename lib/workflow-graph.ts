/**
 * Pure graph rules shared by the editor (isValidConnection) and the engine (run order): a
 * workflow is a directed acyclic graph with no self-loops and no duplicate edges.
 */

type Edge = { source: string; target: string };

/** True if `to` can be reached from `from` along the edges. */
export function reaches(edges: readonly Edge[], from: string, to: string): boolean {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  const stack = [from];
  const seen = new Set<string>();
  while (stack.length) {
    const id = stack.pop() as string;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(next.get(id) ?? []));
  }
  return false;
}

/**
 * Whether a new edge may be added: not a self-loop, not a duplicate, and not closing a cycle
 * (the target must not already reach the source).
 */
export function isValidConnection(
  edges: readonly Edge[],
  candidate: { source: string | null; target: string | null },
): boolean {
  const { source, target } = candidate;
  if (!source || !target || source === target) return false;
  if (edges.some((e) => e.source === source && e.target === target)) return false;
  return !reaches(edges, target, source);
}

/** Kahn's algorithm: node ids in an order where every edge points forward; null on a cycle. */
export function topologicalOrder(
  nodeIds: readonly string[],
  edges: readonly Edge[],
): string[] | null {
  const indegree = new Map(nodeIds.map((id) => [id, 0]));
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (!indegree.has(e.source) || !indegree.has(e.target)) continue;
    indegree.set(e.target, (indegree.get(e.target) ?? 0) + 1);
    next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  }
  // Stable: among ready nodes, the one listed first runs first.
  const ready = nodeIds.filter((id) => indegree.get(id) === 0);
  const order: string[] = [];
  while (ready.length) {
    const id = ready.shift() as string;
    order.push(id);
    for (const t of next.get(id) ?? []) {
      const d = (indegree.get(t) ?? 0) - 1;
      indegree.set(t, d);
      if (d === 0) ready.push(t);
    }
  }
  return order.length === nodeIds.length ? order : null;
}

/** Some edge of a cycle, or null when the graph has none. */
export function findCycle(edges: readonly Edge[]): Edge | null {
  const ids = [...new Set(edges.flatMap((e) => [e.source, e.target]))];
  if (topologicalOrder(ids, edges)) return null;
  return edges.find((e) => reaches(edges, e.target, e.source)) ?? null;
}

/** Ids of nodes that touch no edge (only meaningful when there are two or more nodes). */
export function disconnectedNodes(nodeIds: readonly string[], edges: readonly Edge[]): string[] {
  if (nodeIds.length < 2) return [];
  const linked = new Set(edges.flatMap((e) => [e.source, e.target]));
  return nodeIds.filter((id) => !linked.has(id));
}

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

export function hasPlaceholder(text: string): boolean {
  return /\{\{\s*[\w.-]+\s*\}\}/.test(text);
}

/**
 * The paths `renderTemplate` fills in `text`, in order (read with the same pattern, so the
 * editor's checks and the run agree on what a step reads).
 */
export function placeholderPaths(text: string): string[] {
  return [...text.matchAll(placeholder)].map((m) => m[1]);
}

/**
 * The field a setting that takes a field's name reads (a Smart Condition's Field to check): the
 * name as typed, or the one inside `{{ }}`, which other settings use and a visitor writes here
 * too; read so by the run and the editor's checks alike.
 */
export function fieldNamed(value: string): string {
  const text = value.trim();
  const whole = /^\{\{\s*([\w.-]+)\s*\}\}$/.exec(text);
  return whole ? whole[1] : text;
}

/**
 * A value at a dotted path of an object (`customer.email`), or undefined. Own properties only:
 * `{{constructor}}` or `{{__proto__}}` is a field the event does not have, not JavaScript's
 * own machinery, so the run fills in nothing, as the editor's field check says it will.
 */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, part)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The paths of `text` that `renderTemplate` fills with nothing from `data`, each once: a run
 * says them, so a message sent with a blank where a name should be does not read as done.
 */
export function emptyPaths(text: string, data: unknown): string[] {
  const empty = placeholderPaths(text).filter((path) => {
    const value = valueAt(data, path);
    return value === undefined || value === null || value === "";
  });
  return [...new Set(empty)];
}

/** Fills {{field}} with the input's values; a missing field becomes an empty string. */
export function renderTemplate(text: string, data: unknown): string {
  return text.replace(placeholder, (_m, path: string) => {
    const value = valueAt(data, path);
    if (value === undefined || value === null) return "";
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  });
}
