import type { Position } from "@xyflow/react";

type Point = { x: number; y: number };

/** How far React Flow's bezier reaches out of a dot (its `getBezierPath`, curvature 0.25). */
function reach(distance: number): number {
  return distance >= 0 ? 0.5 * distance : 0.25 * 25 * Math.sqrt(-distance);
}

function control(at: Point, side: `${Position}`, toward: Point): Point {
  switch (side) {
    case "bottom":
      return { x: at.x, y: at.y + reach(toward.y - at.y) };
    case "top":
      return { x: at.x, y: at.y - reach(at.y - toward.y) };
    case "right":
      return { x: at.x + reach(toward.x - at.x), y: at.y };
    default:
      return { x: at.x - reach(at.x - toward.x), y: at.y };
  }
}

/**
 * Where a branch's label sits on its connection: a fixed way along the curve from the
 * condition's dot (`along` px, at most the curve's first third), in the gap right under (or
 * beside) the condition. At the curve's middle, where React Flow puts labels, a connection that
 * crosses rows or columns had its Yes or No drawn on a step it passed.
 */
export function branchLabelPoint(
  source: Point & { side: `${Position}` },
  target: Point & { side: `${Position}` },
  along = 22,
): Point {
  const c1 = control(source, source.side, target);
  const c2 = control(target, target.side, source);
  const length = Math.hypot(target.x - source.x, target.y - source.y) || 1;
  const t = Math.min(1 / 3, along / length);
  const u = 1 - t;
  const mix = (a: number, b: number, c: number, d: number) =>
    u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
  return {
    x: mix(source.x, c1.x, c2.x, target.x),
    y: mix(source.y, c1.y, c2.y, target.y),
  };
}
