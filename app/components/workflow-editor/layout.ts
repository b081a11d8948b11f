import dagre from "@dagrejs/dagre";
import { type EditorNode, type FlowEdge, sizeOf } from "./types";

/**
 * Which way a workflow reads: top to bottom (what the editor lays out) or left to right (how
 * workflows were laid out before, and how a visitor may have placed theirs). Steps connect from
 * their bottom edge to the next step's top edge, or from their right edge to its left edge.
 */
export type Direction = "TB" | "LR";

/**
 * The room a workflow is laid out for when the canvas it opens in is not known yet (a phone,
 * before the diagram is shown): a 1280 x 800 screen's canvas, less the first view's padding.
 */
export const defaultRoom = { width: 570, height: 485 };

/**
 * Between steps of a row, between rows, between the columns of a wrapped layout; and, left to
 * right, between a step's right edge and the next step's left edge.
 */
export const gap = { step: 40, rank: 56, column: 80, across: 60 };

type Placed = { id: string; x: number; y: number; width: number; height: number };

/**
 * Auto-layout (dagre): steps top to bottom in run order, a condition's branches side by side.
 * A workflow taller than `room` (in the diagram's units at zoom 1) is wrapped into columns of
 * whole rows, as many as let it be drawn largest: a chain of eight steps is two columns of four,
 * which fit a desktop canvas at full size where one column needed half of it. `room: null`
 * never wraps (the phone's picture, which the page scrolls through).
 */
export function layoutNodes(
  nodes: EditorNode[],
  edges: FlowEdge[],
  room: { width: number; height: number } | null = defaultRoom,
  spacing: { step: number; rank: number } = gap,
): EditorNode[] {
  if (nodes.length === 0) return nodes;
  // The Yes branch stands on the left, under the Yes dot. dagre orders a row by the order the
  // connections came in, which mostly puts the one added last on the left; when that leaves a
  // Yes on the right, the other order is tried and the one with more Yes branches on the left
  // is kept.
  let placed = dagreLayout(nodes, edges, spacing, "no");
  if (yesOnLeft(placed, edges) < branchPairs(edges)) {
    const other = dagreLayout(nodes, edges, spacing, "yes");
    if (yesOnLeft(other, edges) > yesOnLeft(placed, edges)) placed = other;
  }
  // A connection that skips rows (a No that goes straight to where the branches meet) is drawn
  // as one curve, not along dagre's route round the steps, and may cross the step under its
  // start. Where one does, dagre's other alignments are tried, and the one whose connections
  // cross the fewest steps is kept (Yes on the left, as above, among equals). Only for a
  // workflow of a size a person lays out: each try is a whole layout.
  if (branchPairs(edges) > 0 && nodes.length <= 60 && crossings(placed, edges) > 0) {
    const score = (p: Placed[]) => crossings(p, edges) * 1000 - yesOnLeft(p, edges);
    let best = score(placed);
    for (const first of ["no", "yes"] as const) {
      for (const align of ["UL", "UR", "DL", "DR"] as const) {
        const other = dagreLayout(nodes, edges, spacing, first, align);
        const s = score(other);
        if (s < best) {
          best = s;
          placed = other;
        }
      }
    }
  }
  const at = new Map(wrapped(placed, edges, room).map((p) => [p.id, p]));
  return nodes.map((n) => {
    const p = at.get(n.id) as Placed;
    return { ...n, position: { x: Math.round(p.x), y: Math.round(p.y) } };
  });
}

function dagreLayout(
  nodes: EditorNode[],
  edges: FlowEdge[],
  spacing: { step: number; rank: number },
  first: "yes" | "no",
  align?: "UL" | "UR" | "DL" | "DR",
): Placed[] {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({
    rankdir: "TB",
    nodesep: spacing.step,
    ranksep: spacing.rank,
    marginx: 0,
    marginy: 0,
    ...(align ? { align } : {}),
  });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) graph.setNode(n.id, sizeOf(n));
  const order = (e: FlowEdge) => (e.sourceHandle === first ? 0 : 1);
  for (const e of [...edges].sort((a, b) => order(a) - order(b))) graph.setEdge(e.source, e.target);
  dagre.layout(graph);
  // dagre gives centres; React Flow positions are top-left corners.
  return nodes.map((n) => {
    const { x, y } = graph.node(n.id);
    const { width, height } = sizeOf(n);
    return { id: n.id, x: x - width / 2, y: y - height / 2, width, height };
  });
}

/**
 * Points along a connection as the editor draws it top to bottom: React Flow's bezier from the
 * step's dot (a condition's Yes at 30% of its width, No at 70%) to the next step's top middle.
 */
export function curvePoints(
  from: { x: number; y: number; width: number; height: number },
  to: { x: number; y: number; width: number },
  handle?: string | null,
): { x: number; y: number }[] {
  const share = handle === "yes" ? 0.3 : handle === "no" ? 0.7 : 0.5;
  const a = { x: from.x + from.width * share, y: from.y + from.height };
  const b = { x: to.x + to.width / 2, y: to.y };
  const reach = (d: number) => (d >= 0 ? 0.5 * d : 6.25 * Math.sqrt(-d));
  const c1 = { x: a.x, y: a.y + reach(b.y - a.y) };
  const c2 = { x: b.x, y: b.y - reach(b.y - a.y) };
  return Array.from({ length: 41 }, (_, i) => {
    const t = i / 40;
    const u = 1 - t;
    const mix = (p: number, q: number, r: number, s: number) =>
      u * u * u * p + 3 * u * u * t * q + 3 * u * t * t * r + t * t * t * s;
    return { x: mix(a.x, c1.x, c2.x, b.x), y: mix(a.y, c1.y, c2.y, b.y) };
  });
}

/** How many (connection, step) pairs have the connection drawn through the step. */
export function crossings(
  placed: { id: string; x: number; y: number; width: number; height: number }[],
  edges: { source: string; target: string; sourceHandle?: string | null }[],
): number {
  const at = new Map(placed.map((p) => [p.id, p]));
  let count = 0;
  for (const e of edges) {
    const from = at.get(e.source);
    const to = at.get(e.target);
    if (!from || !to) continue;
    const points = curvePoints(from, to, e.sourceHandle);
    for (const q of placed) {
      if (q === from || q === to) continue;
      const inside = (p: { x: number; y: number }) =>
        p.x > q.x + 4 && p.x < q.x + q.width - 4 && p.y > q.y + 4 && p.y < q.y + q.height - 4;
      if (points.some(inside)) count++;
    }
  }
  return count;
}

/** Conditions with both branches connected, once each. */
function branchPairs(edges: FlowEdge[]): number {
  const yes = new Set(edges.filter((e) => e.sourceHandle === "yes").map((e) => e.source));
  return new Set(
    edges.filter((e) => e.sourceHandle === "no" && yes.has(e.source)).map((e) => e.source),
  ).size;
}

/** How many conditions have their (first) Yes step left of their (first) No step. */
function yesOnLeft(placed: Placed[], edges: FlowEdge[]): number {
  const x = new Map(placed.map((p) => [p.id, p.x]));
  const first = (handle: string) =>
    new Map(
      edges
        .filter((e) => e.sourceHandle === handle)
        .reverse()
        .map((e) => [e.source, x.get(e.target) ?? 0]),
    );
  const yes = first("yes");
  let count = 0;
  for (const [source, noX] of first("no")) {
    const yesX = yes.get(source);
    if (yesX !== undefined && yesX < noX) count++;
  }
  return count;
}

/** The rows of a top-to-bottom layout (steps whose centres share a height), top first. */
function rowsOf(placed: Placed[]): Placed[][] {
  const rows = new Map<number, Placed[]>();
  for (const p of placed) {
    const key = Math.round(p.y + p.height / 2);
    rows.set(key, [...(rows.get(key) ?? []), p]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

type Column = { rows: Placed[][]; left: number; right: number; top: number; bottom: number };

function columnOf(rows: Placed[][]): Column {
  const all = rows.flat();
  return {
    rows,
    left: Math.min(...all.map((p) => p.x)),
    right: Math.max(...all.map((p) => p.x + p.width)),
    top: Math.min(...all.map((p) => p.y)),
    bottom: Math.max(...all.map((p) => p.y + p.height)),
  };
}

/**
 * The rows a column may start at: those reached by a single connection, from the row right
 * above, and by no other crossing the break. A break elsewhere (in the middle of a condition's
 * branches, or under a step whose connection skips rows) drew connections from the bottom of
 * one column to the top of the next across the steps between, Yes and No labels on them.
 */
function cleanStarts(rows: Placed[][], edges: FlowEdge[]): Set<number> {
  const rowOf = new Map<string, number>();
  rows.forEach((row, i) => {
    for (const p of row) rowOf.set(p.id, i);
  });
  const starts = new Set<number>();
  for (let start = 1; start < rows.length; start++) {
    const crossing = edges.filter((e) => {
      const from = rowOf.get(e.source);
      const to = rowOf.get(e.target);
      return from !== undefined && to !== undefined && from < start && to >= start;
    });
    if (
      crossing.length === 1 &&
      rowOf.get(crossing[0].source) === start - 1 &&
      rowOf.get(crossing[0].target) === start
    )
      starts.add(start);
  }
  return starts;
}

/**
 * The rows split into `count` columns of (nearly) as many rows each, each starting at a row in
 * `starts`, the nearest to an even split; null when there are not enough such rows.
 */
function columnsOf(rows: Placed[][], count: number, starts: Set<number>): Column[] | null {
  const begins = [0];
  for (let j = 1; j < count; j++) {
    const ideal = (rows.length * j) / count;
    const options = [...starts].filter((s) => s > begins[begins.length - 1]);
    if (options.length === 0) return null;
    begins.push(options.reduce((a, b) => (Math.abs(b - ideal) < Math.abs(a - ideal) ? b : a)));
  }
  return begins.map((b, i) => columnOf(rows.slice(b, begins[i + 1] ?? rows.length)));
}

/** The zoom at which `columns`, side by side, fit `room` (never above 1: no gain past it). */
function fitOf(columns: Column[], room: { width: number; height: number }): number {
  const width =
    columns.reduce((sum, c) => sum + c.right - c.left, 0) + gap.column * (columns.length - 1);
  const height = Math.max(...columns.map((c) => c.bottom - c.top));
  return Math.min(1, room.width / width, room.height / height);
}

function wrapped(
  placed: Placed[],
  edges: FlowEdge[],
  room: { width: number; height: number } | null,
): Placed[] {
  const rows = rowsOf(placed);
  if (!room || rows.length < 2) return placed;
  const starts = cleanStarts(rows, edges);
  // In a branched workflow, a break whose connection, from the bottom of one column to the top
  // of the next, would be drawn across a step (a branch beside it) is not taken: smaller beats
  // hidden. A chain's columns are one step wide, and its break is read as before.
  const before = branchPairs(edges) > 0 ? crossings(placed, edges) : Number.POSITIVE_INFINITY;
  let best: Placed[] = placed;
  let bestFit = fitOf(columnsOf(rows, 1, starts) as Column[], room);
  for (let count = 2; count <= rows.length && bestFit < 1; count++) {
    const columns = columnsOf(rows, count, starts);
    if (!columns) break;
    const fit = fitOf(columns, room);
    // Only a clearly larger drawing is worth a column break: a break is harder to follow.
    if (fit > bestFit * 1.05) {
      const out = sideBySide(columns);
      if (crossings(out, edges) > before) continue;
      best = out;
      bestFit = fit;
    }
  }
  return best;
}

function sideBySide(columns: Column[]): Placed[] {
  const out: Placed[] = [];
  let x = 0;
  for (const column of columns) {
    for (const p of column.rows.flat()) {
      out.push({ ...p, x: p.x - column.left + x, y: p.y - column.top });
    }
    x += column.right - column.left + gap.column;
  }
  return out;
}

/**
 * How a workflow's steps were placed: top to bottom when most connections run more down than
 * across, else left to right. A workflow with no connections yet reads top to bottom, as the
 * editor lays out.
 */
export function directionOf(nodes: EditorNode[], edges: FlowEdge[]): Direction {
  const at = new Map(nodes.map((n) => [n.id, n.position]));
  let down = 0;
  let across = 0;
  for (const e of edges) {
    const from = at.get(e.source);
    const to = at.get(e.target);
    if (!from || !to) continue;
    if (Math.abs(to.y - from.y) > Math.abs(to.x - from.x)) down++;
    else across++;
  }
  return across > down ? "LR" : "TB";
}

/**
 * Steps no one placed: two of them on top of each other (an API client that sent every step at
 * one spot), which a visitor dragging steps apart never leaves. Such a workflow is laid out
 * when it opens; any other keeps the places it was saved with.
 */
export function unplaced(nodes: EditorNode[]): boolean {
  const boxes = nodes.map((n) => ({ ...n.position, ...sizeOf(n) }));
  return boxes.some((a, i) =>
    boxes
      .slice(i + 1)
      .some(
        (b) =>
          a.x < b.x + b.width &&
          b.x < a.x + a.width &&
          a.y < b.y + b.height &&
          b.y < a.y + a.height,
      ),
  );
}

type Box = { x: number; y: number; width: number; height: number };

function boxOf(n: EditorNode): Box {
  return { ...n.position, ...sizeOf(n) };
}

function covers(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Room for step `id`, just put on the connection from `sourceId` to `targetId`: it goes in line
 * right after the connection's start (under it; right of it left to right), in the column of
 * the connection's end when that end lies ahead, and the end and every step that runs after it
 * move on together, as far as it takes for the new step to cover none of them. The steps before
 * it, and those on other branches, stay where the visitor left them. Should a step that moved
 * still cover another (steps placed by hand across the way), the whole workflow is laid out
 * (`laidOut`), which leaves none on another.
 */
export function placeBetween(
  nodes: EditorNode[],
  edges: FlowEdge[],
  id: string,
  sourceId: string,
  targetId: string,
  direction: Direction,
): { nodes: EditorNode[]; laidOut: boolean } {
  const source = nodes.find((n) => n.id === sourceId);
  const target = nodes.find((n) => n.id === targetId);
  const step = nodes.find((n) => n.id === id);
  if (!source || !target || !step) return { nodes, laidOut: false };
  const from = boxOf(source);
  const size = sizeOf(step);
  const down = direction === "TB";
  const ahead = down
    ? target.position.y >= from.y + from.height
    : target.position.x >= from.x + from.width;
  const placed: Box = down
    ? { x: ahead ? target.position.x : from.x, y: from.y + from.height + gap.rank, ...size }
    : { x: from.x + from.width + gap.across, y: ahead ? target.position.y : from.y, ...size };

  const after = new Set<string>();
  for (const stack = [targetId]; stack.length; ) {
    const at = stack.pop() as string;
    if (at === id || after.has(at)) continue;
    after.add(at);
    for (const e of edges) if (e.source === at) stack.push(e.target);
  }
  // How far the steps after it move: until the nearest one in its way starts a gap past it.
  let shift = 0;
  for (const n of nodes) {
    if (!after.has(n.id)) continue;
    const b = boxOf(n);
    const inWay = down
      ? b.x < placed.x + placed.width && placed.x < b.x + b.width && b.y + b.height > placed.y
      : b.y < placed.y + placed.height && placed.y < b.y + b.height && b.x + b.width > placed.x;
    if (!inWay) continue;
    shift = Math.max(
      shift,
      down ? placed.y + placed.height + gap.rank - b.y : placed.x + placed.width + gap.across - b.x,
    );
  }
  const moved = nodes.map((n) => {
    if (n.id === id) return { ...n, position: { x: placed.x, y: placed.y } };
    if (shift <= 0 || !after.has(n.id)) return n;
    const { x, y } = n.position;
    return { ...n, position: down ? { x, y: y + shift } : { x: x + shift, y } };
  });
  const changed = moved.filter((n) => n.id === id || (shift > 0 && after.has(n.id)));
  const clash = changed.some((a) =>
    moved.some((b) => b.id !== a.id && !changed.includes(b) && covers(boxOf(a), boxOf(b))),
  );
  if (!clash) return { nodes: moved, laidOut: false };
  return { nodes: layoutNodes(moved, edges), laidOut: true };
}

/**
 * After steps `grown` got taller (warnings appeared under them, a run's error): every step whose
 * top lies within the grown step's height (and `clear` past it), across from it, moves down
 * just under it, and so on for the steps under those, so that a step taller than before covers
 * none. Steps elsewhere, and everything when a step got shorter, stay where they are: the places
 * are the visitor's, and only what would be hidden moves.
 */
export function pushBelow(
  nodes: EditorNode[],
  grown: Iterable<string>,
  clear: number = gap.rank / 2,
): EditorNode[] {
  const at = new Map(nodes.map((n) => [n.id, { ...n.position }]));
  const sizes = new Map(nodes.map((n) => [n.id, sizeOf(n)]));
  const queue = [...grown].filter((id) => at.has(id));
  let moved = false;
  // Each move pushes a step strictly lower, so this ends; the bound is a guard against a bug.
  for (let guard = 0; queue.length && guard < nodes.length * nodes.length + 10; guard++) {
    const id = queue.shift() as string;
    const a = at.get(id) as { x: number; y: number };
    const size = sizes.get(id) as { width: number; height: number };
    const bottom = a.y + size.height + clear;
    for (const n of nodes) {
      if (n.id === id) continue;
      const b = at.get(n.id) as { x: number; y: number };
      const w = (sizes.get(n.id) as { width: number }).width;
      const across = b.x < a.x + size.width && a.x < b.x + w;
      if (!across || b.y < a.y || b.y >= bottom) continue;
      // Two steps at the very same spot: the one listed later is the one under.
      if (b.y === a.y && nodes.indexOf(n) < nodes.findIndex((m) => m.id === id)) continue;
      b.y = Math.round(bottom);
      moved = true;
      queue.push(n.id);
    }
  }
  if (!moved) return nodes;
  return nodes.map((n) => {
    const p = at.get(n.id) as { x: number; y: number };
    return p.x === n.position.x && p.y === n.position.y ? n : { ...n, position: p };
  });
}
