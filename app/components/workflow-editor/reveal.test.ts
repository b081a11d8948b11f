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
    expect(revealView(screen, view, step(300, 100), step(60, 100))).toBeNull();
  });

  it("moves, without zooming, to the new step and the step it follows", () => {
    const next = revealView(screen, view, step(2400), step(2100));
    expect(next?.zoom).toBe(1);
    if (!next) return;
    expect(hidden(next, step(2400))).toBe(0);
    expect(hidden(next, step(2100))).toBe(0);
    // Zoomed out or in by the visitor, the zoom stays theirs.
    for (const zoom of [0.5, readableZoom, 1.5]) {
      const moved = revealView(screen, { x: -2000, y: 0, zoom }, step(600), step(300));
      expect(moved?.zoom).toBe(zoom);
      if (moved) expect(hidden(moved, step(600))).toBe(0);
    }
  });

  it("moves just far enough: a step below the view brings the view down by that much", () => {
    const next = revealView(screen, view, step(100, 520), step(100, 340));
    expect(next).toEqual({ x: 0, y: -(520 + 120 + 24 - 500), zoom: 1 });
  });

  it("shows the new step alone when it and its neighbours do not fit together", () => {
    const narrow: Box = { x: 0, y: 0, width: 400, height: 500 };
    const next = revealView(narrow, view, step(2400, 300), step(0));
    expect(next?.zoom).toBe(1);
    if (!next) return;
    const left = 2400 + next.x;
    const top = 300 + next.y;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + 240).toBeLessThanOrEqual(400);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top + 120).toBeLessThanOrEqual(500);
  });

  it("zooms out only when the step itself is larger than the screen at the visitor's zoom", () => {
    const next = revealView(screen, { x: -5000, y: 0, zoom: 4 }, step(600));
    expect(next).not.toBeNull();
    if (!next) return;
    expect(next.zoom).toBeLessThan(4);
    expect(hidden(next, step(600))).toBe(0);
  });

  it("counts a step partly out of sight (a tall step near the bottom) as out of sight", () => {
    const tall = { x: 100, y: 300, width: 240, height: 260 };
    const next = revealView(screen, view, tall);
    expect(next).not.toBeNull();
    if (next) expect(hidden(next, tall)).toBe(0);
  });
});
