/**
 * A workflow's steps as a reader follows them: in run order, and under each condition the
 * steps that run only when it holds (Yes) and only when it does not (No). A step reached from
 * both branches (where they meet again) comes after the condition, at the level they share.
 */

type Step = { id: string; data: { label: string } };
type Link = { source: string; target: string; sourceHandle?: string | null };
type Branch = "yes" | "no";

export type OutlineStep = {
  id: string;
  label: string;
  /** Only on a step with a branch leaving it: the steps under each, in run order. */
  branches?: Record<Branch, OutlineStep[]>;
};

type Place = { condition: string; branch: Branch }[];

function shared(a: Place, b: Place): Place {
  let i = 0;
  while (
    i < a.length &&
    i < b.length &&
    a[i].condition === b[i].condition &&
    a[i].branch === b[i].branch
  )
    i++;
  return a.slice(0, i);
}

export function outlineOf(nodes: readonly Step[], connections: readonly Link[]): OutlineStep[] {
  const ids = new Set(nodes.map((n) => n.id));
  const links = connections.filter((c) => ids.has(c.source) && ids.has(c.target));
  const into = new Map<string, Link[]>();
  for (const c of links) into.set(c.target, [...(into.get(c.target) ?? []), c]);
  const branched = new Set(links.filter((c) => c.sourceHandle).map((c) => c.source));

  // Run order (Kahn's, stable on the listed order); steps on a cycle, which a saved workflow
  // never has, go last so that none is left out.
  const indegree = new Map(nodes.map((n) => [n.id, into.get(n.id)?.length ?? 0]));
  const ready = nodes.filter((n) => indegree.get(n.id) === 0).map((n) => n.id);
  const order: string[] = [];
  while (ready.length) {
    const id = ready.shift() as string;
    order.push(id);
    for (const c of links) {
      if (c.source !== id) continue;
      const d = (indegree.get(c.target) ?? 0) - 1;
      indegree.set(c.target, d);
      if (d === 0) ready.push(c.target);
    }
  }
  for (const n of nodes) if (!order.includes(n.id)) order.push(n.id);

  const places = new Map<string, Place>();
  const items = new Map<string, OutlineStep>();
  const top: OutlineStep[] = [];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const id of order) {
    const ways = (into.get(id) ?? [])
      .filter((c) => places.has(c.source))
      .map((c) => {
        const before = places.get(c.source) as Place;
        const branch: Branch | null =
          c.sourceHandle === "no" ? "no" : c.sourceHandle === "yes" ? "yes" : null;
        return branch ? [...before, { condition: c.source, branch }] : before;
      });
    const place = ways.length ? ways.reduce(shared) : [];
    places.set(id, place);
    const item: OutlineStep = { id, label: (byId.get(id) as Step).data.label };
    if (branched.has(id)) item.branches = { yes: [], no: [] };
    items.set(id, item);
    const last = place[place.length - 1];
    const group = last ? (items.get(last.condition)?.branches?.[last.branch] ?? top) : top;
    group.push(item);
  }
  return top;
}
