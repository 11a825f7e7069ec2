/**
 * Which sides a connection's line leaves and enters by, and where it turns. Each candidate must
 * go forward all the way (no doubling back); among them the line is short, turns little and
 * passes through no other component. The sides the connection was made on win a close call, so
 * a line does not flip sides while a component moves a little.
 */

import type { Side } from '@/lib/design';

import type { Box } from './alignment';
import type { BoxIndex } from './box-index';
import {
  centreOf,
  connectionPoint,
  facingSides,
  isHorizontal,
  orthogonalPoints,
  sidesFace,
  type Point,
} from './routing';

type Sides = { from: Side; to: Side };
export interface RouteChoice {
  sides: Sides;
  /** Where a line between parallel sides turns: the fraction of the way across. */
  bend: number;
}

const BEND_COST = 24;
const CROSSING_COST = 400;
/** How much shorter another route must be before the stored sides give way. */
const STORED_BONUS = 24;
/** Halfway first; then turning soon after leaving or just before arriving, to find a way
 * between the components in the middle. */
const BENDS = [0.5, 0.15, 0.85];

const OPPOSITE = { right: 'left', left: 'right', top: 'bottom', bottom: 'top' } as const;

/** The candidates: the stored sides, then across and down by parallel sides, then the two
 * L-shaped routes. */
function candidates(from: Box, to: Box, stored: Sides): Sides[] {
  const [a, b] = [centreOf(from), centreOf(to)];
  const across: Side = b.x >= a.x ? 'right' : 'left';
  const down: Side = b.y >= a.y ? 'bottom' : 'top';
  return [
    stored,
    { from: across, to: OPPOSITE[across] },
    { from: down, to: OPPOSITE[down] },
    { from: across, to: OPPOSITE[down] },
    { from: down, to: OPPOSITE[across] },
  ];
}

/** How many of the line's segments pass through a component other than its two ends. */
function crossings(points: readonly Point[], obstacles: BoxIndex, ends: ReadonlySet<Box>) {
  let count = 0;
  for (const [i, a] of points.entries()) {
    const b = points[i + 1];
    if (!b) break;
    const segment = {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(a.x - b.x),
      height: Math.abs(a.y - b.y),
    };
    if (obstacles.hits(segment, ends)) count++;
  }
  return count;
}

function cost(from: Box, to: Box, choice: RouteChoice, obstacles: BoxIndex): number {
  const { sides, bend } = choice;
  const points = orthogonalPoints(
    connectionPoint(from, sides.from),
    sides.from,
    connectionPoint(to, sides.to),
    sides.to,
    bend,
  );
  let length = 0;
  for (const [i, a] of points.entries()) {
    const b = points[i + 1];
    if (b) length += Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
  }
  const bends = points.length - 2;
  const crossed = crossings(points, obstacles, new Set([from, to]));
  return length + bends * BEND_COST + crossed * CROSSING_COST;
}

/** The route to draw a connection on, given every component's box in `obstacles`. */
export function chooseRoute(from: Box, to: Box, stored: Sides, obstacles: BoxIndex): RouteChoice {
  let best: { choice: RouteChoice; cost: number } | null = null;
  for (const [i, sides] of candidates(from, to, stored).entries()) {
    if (!sidesFace(from, sides.from, to, sides.to)) continue;
    const parallel = isHorizontal(sides.from) === isHorizontal(sides.to);
    for (const bend of parallel ? BENDS : BENDS.slice(0, 1)) {
      const choice = { sides, bend };
      const total = cost(from, to, choice, obstacles) - (i === 0 ? STORED_BONUS : 0);
      if (!best || total < best.cost) best = { choice, cost: total };
    }
  }
  return best?.choice ?? { sides: facingSides(from, to), bend: 0.5 };
}
