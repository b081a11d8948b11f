/**
 * Where the diagram's view goes when a step was added out of sight. Pure arithmetic on React
 * Flow's viewport (a screen point is `flow * zoom + offset`), so it is tested without a DOM.
 */

export type Box = { x: number; y: number; width: number; height: number };
export type View = { x: number; y: number; zoom: number };

/** Below this zoom a handful of steps is hard to read and to hit (the first view keeps it too). */
export const readableZoom = 0.75;

const margin = 24;

export function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/** `box` (in the diagram's units) lies wholly inside `screen` (in pixels) at `view`. */
function shows(screen: Box, view: View, box: Box): boolean {
  const left = box.x * view.zoom + view.x;
  const top = box.y * view.zoom + view.y;
  return (
    left >= screen.x + margin &&
    top >= screen.y + margin &&
    left + box.width * view.zoom <= screen.x + screen.width - margin &&
    top + box.height * view.zoom <= screen.y + screen.height - margin
  );
}

/** The largest zoom at which `box` fits in `screen`. */
function fitZoom(screen: Box, box: Box): number {
  return Math.min(
    (screen.width - 2 * margin) / Math.max(box.width, 1),
    (screen.height - 2 * margin) / Math.max(box.height, 1),
  );
}

function centred(screen: Box, box: Box, zoom: number): View {
  return {
    zoom,
    x: screen.x + (screen.width - box.width * zoom) / 2 - box.x * zoom,
    y: screen.y + (screen.height - box.height * zoom) / 2 - box.y * zoom,
  };
}

/** `view` moved (not zoomed) just enough for `box` to be inside `screen`. */
function nudged(screen: Box, view: View, box: Box): View {
  const shift = (start: number, size: number, from: number, length: number) => {
    if (start < from + margin) return from + margin - start;
    if (start + size > from + length - margin) return from + length - margin - size - start;
    return 0;
  };
  const { zoom } = view;
  return {
    zoom,
    x: view.x + shift(box.x * zoom + view.x, box.width * zoom, screen.x, screen.width),
    y: view.y + shift(box.y * zoom + view.y, box.height * zoom, screen.y, screen.height),
  };
}

/**
 * The view that shows a step just added (`step`, with `near`: the steps it was connected to),
 * or null when it is already wholly on `screen` (the part of the canvas the visitor sees). The
 * view moves, it does not zoom: just far enough for the step and its neighbours to be in sight
 * when they fit at the zoom the visitor chose, else the step. Zooming out to keep the whole
 * workflow in view made each added step shrink every other one, and a few clicks turned a
 * readable diagram into small print. Only a view zoomed in past the step's own size zooms out,
 * to show it whole.
 */
export function revealView(
  screen: Box,
  view: View,
  step: Box,
  near: Box | null = null,
): View | null {
  if (shows(screen, view, step)) return null;
  for (const box of near ? [union(step, near), step] : [step]) {
    if (fitZoom(screen, box) >= view.zoom) return nudged(screen, view, box);
  }
  return centred(screen, step, fitZoom(screen, step));
}
