/**
 * A way past the boxes in between for a line whose plain route crosses them, as a layered
 * layout leaves room for: out of its side and turn at once, along a free lane between the
 * boxes, and turn again just before the box it enters. Lines that skip a layer, or run back
 * against the flow, take one.
 */

import type { Box } from './alignment';
import type { BoxIndex } from './box-index';
import { connectionPoint, HANDLE_REACH, type Point } from './routing';
import { crossings } from './side-choice';

/** How far out of a side the line turns into its lane, and before the side it enters: the
 * nearest first, further out when another line already turns there. */
const TURNS = [20, 36, 52, 68];
/** A lane runs this far from the boxes beside it. */
const LANE_CLEARANCE = 28;
const ALONG = [0, -16, 16, -32, 32];

export interface LaneRoute {
  sides: { from: 'left' | 'right'; to: 'left' | 'right' };
  points: Point[];
}

/** The points without repeats or corners where the line goes straight on (a zero-length
 * segment would make the rounded path divide by zero). */
function withoutStraightCorners(points: readonly Point[]): Point[] {
  const kept: Point[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (last && last.x === point.x && last.y === point.y) continue;
    const before = kept[kept.length - 2];
    if (
      before &&
      last &&
      (before.x === last.x) === (last.x === point.x) &&
      (before.y === last.y) === (last.y === point.y)
    ) {
      kept[kept.length - 1] = point;
      continue;
    }
    kept.push(point);
  }
  return kept;
}

/** The routes along lanes between `from` and `to`, shortest first; lines run across. */
export function laneRoutes(
  from: Box,
  to: Box,
  components: readonly Box[],
  obstacles: BoxIndex,
  /** Where the line now leaves and enters, when by the same sides (shared sides spread). */
  ends?: { start: Point; end: Point; sides: { from: string; to: string } },
): LaneRoute[] {
  const forward = to.x > from.x;
  const sides = forward
    ? ({ from: 'right', to: 'left' } as const)
    : ({ from: 'left', to: 'right' } as const);
  const same = ends?.sides.from === sides.from && ends.sides.to === sides.to;
  // Sides the line did not use before may have other lines at their middles: try beside them.
  const pairs = same
    ? [ends]
    : ALONG.map((along) => ({
        start: connectionPoint(from, sides.from, HANDLE_REACH, along),
        end: connectionPoint(to, sides.to, HANDLE_REACH, along),
      }));
  const direction = forward ? 1 : -1;
  const routes = pairs.flatMap(({ start, end }) => zRoutes(start, end, direction, components));
  const connected = new Set([from, to]);
  const length = (points: Point[]) =>
    points.slice(1).reduce((sum, p, i) => {
      const q = points[i] ?? p;
      return sum + Math.abs(p.x - q.x) + Math.abs(p.y - q.y);
    }, 0);
  return routes
    .map(withoutStraightCorners)
    .filter((points) => crossings(points, obstacles, connected) === 0)
    .sort((a, b) => length(a) - length(b))
    .map((points) => ({ sides, points }));
}

/** Every route from `start` to `end` that turns near both ends and runs along a lane. */
function zRoutes(start: Point, end: Point, direction: number, components: readonly Box[]) {
  const routes: Point[][] = [];
  for (const out of TURNS) {
    for (const back of TURNS) {
      const [turnIn, turnOut] = [start.x + direction * out, end.x - direction * back];
      if ((turnOut - turnIn) * direction <= 0) continue;
      const [left, right] = [Math.min(turnIn, turnOut), Math.max(turnIn, turnOut)];
      const lanes = components
        .filter((box) => box.x < right && box.x + box.width > left)
        .flatMap((box) => [box.y - LANE_CLEARANCE, box.y + box.height + LANE_CLEARANCE]);
      for (const y of new Set([start.y, end.y, ...lanes])) {
        routes.push([
          start,
          { x: turnIn, y: start.y },
          { x: turnIn, y },
          { x: turnOut, y },
          { x: turnOut, y: end.y },
          end,
        ]);
      }
    }
  }
  return routes;
}
