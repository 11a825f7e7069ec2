/**
 * Which sides a connection's line leaves and enters by, and where it turns. Each candidate must
 * go forward all the way (no doubling back); among them the line is short, turns little and
 * passes through no other component. The sides the connection was made on win a close call, so
 * a line does not flip sides while a component moves a little. Only when the best forward
 * line would still pass through another component (one standing between two in a column or a
 * row) may the line go around it instead, out of the same side of both.
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
export function crossings(points: readonly Point[], obstacles: BoxIndex, ends: ReadonlySet<Box>) {
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

function routePoints(from: Box, to: Box, { sides, bend }: RouteChoice): Point[] {
  return orthogonalPoints(
    connectionPoint(from, sides.from),
    sides.from,
    connectionPoint(to, sides.to),
    sides.to,
    bend,
  );
}

function crosses(from: Box, to: Box, choice: RouteChoice, obstacles: BoxIndex): boolean {
  return crossings(routePoints(from, to, choice), obstacles, new Set([from, to])) > 0;
}

function cost(from: Box, to: Box, choice: RouteChoice, obstacles: BoxIndex): number {
  const points = routePoints(from, to, choice);
  let length = 0;
  for (const [i, a] of points.entries()) {
    const b = points[i + 1];
    if (b) length += Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
  }
  const bends = points.length - 2;
  const crossed = crossings(points, obstacles, new Set([from, to]));
  return length + bends * BEND_COST + crossed * CROSSING_COST;
}

const AROUND: Sides[] = (['right', 'left', 'bottom', 'top'] as const).map((side) => ({
  from: side,
  to: side,
}));

interface Option {
  choice: RouteChoice;
  /** Taken off the cost: the stored sides win a close call. */
  bonus: number;
}

function cheapest(from: Box, to: Box, options: readonly Option[], obstacles: BoxIndex) {
  let best: { choice: RouteChoice; cost: number } | null = null;
  for (const { choice, bonus } of options) {
    const total = cost(from, to, choice, obstacles) - bonus;
    if (!best || total < best.cost) best = { choice, cost: total };
  }
  return best?.choice ?? null;
}

/** The route to draw a connection on, given every component's box in `obstacles`. */
export function chooseRoute(from: Box, to: Box, stored: Sides, obstacles: BoxIndex): RouteChoice {
  const isStored = (sides: Sides) => sides.from === stored.from && sides.to === stored.to;
  const forward = candidates(from, to, stored).flatMap((sides, i) => {
    if (!sidesFace(from, sides.from, to, sides.to)) return [];
    const parallel = isHorizontal(sides.from) === isHorizontal(sides.to);
    const bends = parallel ? BENDS : BENDS.slice(0, 1);
    return bends.map((bend) => ({ choice: { sides, bend }, bonus: i === 0 ? STORED_BONUS : 0 }));
  });
  const best = cheapest(from, to, forward, obstacles);
  if (best && !crosses(from, to, best, obstacles)) return best;
  const around = AROUND.map((sides) => ({
    choice: { sides, bend: 0.5 },
    bonus: isStored(sides) ? STORED_BONUS : 0,
  }));
  return (
    cheapest(from, to, [...forward, ...around], obstacles) ?? {
      sides: facingSides(from, to),
      bend: 0.5,
    }
  );
}
