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
 * whole workflow (`all`) when it fits at a readable zoom; else the step and its neighbours, else
 * the step alone, moved into view. The zoom never grows (a step added is no reason to zoom in)
 * and never falls below the readable zoom (or the current one, when already below it): no jump
 * from a readable diagram to a map of dots.
 */
export function revealView(
  screen: Box,
  view: View,
  all: Box,
  step: Box,
  near: Box | null = null,
): View | null {
  if (shows(screen, view, step)) return null;
  const floor = Math.min(view.zoom, readableZoom);
  const whole = Math.min(view.zoom, fitZoom(screen, all));
  if (whole >= floor) return centred(screen, all, whole);
  for (const box of near ? [union(step, near), step] : [step]) {
    const zoom = Math.min(view.zoom, fitZoom(screen, box));
    if (zoom < floor) continue;
    return zoom === view.zoom ? nudged(screen, view, box) : centred(screen, box, zoom);
  }
  // Larger than the screen even at the floor: its start (top left) is shown.
  return nudged(screen, { ...view, zoom: floor }, { ...step, width: 0, height: 0 });
}
