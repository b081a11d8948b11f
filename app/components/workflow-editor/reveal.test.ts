/** Where the diagram's view goes when a step was added out of sight. */
import { describe, expect, it } from "vitest";
import { type Box, readableZoom, revealView, type View } from "./reveal";

const screen: Box = { x: 0, y: 0, width: 800, height: 500 };
const step = (x: number, y = 0): Box => ({ x, y, width: 240, height: 120 });

/** The part of `box` outside `screen` at `view`, in pixels (0: wholly shown). */
function hidden(view: View, box: Box): number {
  const left = box.x * view.zoom + view.x;
  const top = box.y * view.zoom + view.y;
  const right = left + box.width * view.zoom;
  const bottom = top + box.height * view.zoom;
  return (
    Math.max(0, screen.x - left) +
    Math.max(0, screen.y - top) +
    Math.max(0, right - screen.width) +
    Math.max(0, bottom - screen.height)
  );
}

describe("revealView", () => {
  const view: View = { x: 0, y: 0, zoom: 1 };

  it("leaves the view alone when the new step is wholly on screen", () => {
    expect(revealView(screen, view, step(60, 100), step(300, 100), step(60, 100))).toBeNull();
  });

  it("fits the whole workflow when it fits at a readable zoom, never zooming in", () => {
    const all = { x: 0, y: 0, width: 840, height: 120 };
    const next = revealView(screen, view, all, step(600), step(300));
    expect(next).not.toBeNull();
    if (!next) return;
    expect(next.zoom).toBeLessThan(1);
    expect(next.zoom).toBeGreaterThanOrEqual(readableZoom);
    for (const x of [0, 300, 600]) expect(hidden(next, step(x))).toBe(0);
    // Zoomed out already: a step added in view's reach is no reason to zoom back in.
    const far = revealView(screen, { x: -2000, y: 0, zoom: 0.5 }, all, step(600));
    expect(far?.zoom).toBe(0.5);
  });

  it("else moves, without zooming, to the new step and the step it follows", () => {
    const all = { x: 0, y: 0, width: 2640, height: 120 };
    const next = revealView(screen, view, all, step(2400), step(2100));
    expect(next?.zoom).toBe(1);
    if (!next) return;
    expect(hidden(next, step(2400))).toBe(0);
    expect(hidden(next, step(2100))).toBe(0);
  });

  it("shows the new step alone when it and its neighbours do not fit at a readable zoom", () => {
    const narrow: Box = { x: 0, y: 0, width: 400, height: 500 };
    const all = { x: 0, y: 0, width: 2640, height: 120 };
    const next = revealView(narrow, view, all, step(2400, 300), step(0));
    expect(next).not.toBeNull();
    if (!next) return;
    expect(next.zoom).toBeGreaterThanOrEqual(readableZoom);
    const left = 2400 * next.zoom + next.x;
    const top = 300 * next.zoom + next.y;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + 240 * next.zoom).toBeLessThanOrEqual(400);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top + 120 * next.zoom).toBeLessThanOrEqual(500);
  });

  it("counts a step partly out of sight (a tall step near the bottom) as out of sight", () => {
    const tall = { x: 100, y: 300, width: 240, height: 260 };
    const next = revealView(screen, view, { x: 0, y: 0, width: 340, height: 560 }, tall);
    expect(next).not.toBeNull();
    if (next) expect(hidden(next, tall)).toBe(0);
  });
});
