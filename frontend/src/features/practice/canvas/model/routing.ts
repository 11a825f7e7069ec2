/**
 * The geometry of a connection's line: connection points, which sides face each other, and
 * orthogonal lines with rounded corners between them. side-choice.ts picks the sides and
 * connection-layout.ts lays out every line of a design.
 */

import type { Side } from '@/lib/design';

import type { Box } from './alignment';

export type Point = { x: number; y: number };

/** Connection points are centred 8 px outside the edge (as canvas.module.css puts them) and
 * drawn 16 px across: a line starts at the dot's outer side, 16 px out. */
export const HANDLE_OFFSET = 8;
export const HANDLE_REACH = HANDLE_OFFSET + 16 / 2;
export const CONNECTION_CORNER_RADIUS = 10;
/** How far apart lines sharing one side of a component start: room for a label between them
 * where the side is long enough, never closer than the least. */
const SPREAD = 24;
const LEAST_SPREAD = 16;
/** The ends keep this far from the corners of the side. */
const SPREAD_MARGIN = 12;
/** How far past the outer of two components a line between the same sides of both runs. */
export const DETOUR = 24;

/** The way out of a component through each side. */
export const SIDE_DIRECTION: Record<Side, Point> = {
  top: { x: 0, y: -1 },
  bottom: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

export const isHorizontal = (side: Side) => side === 'left' || side === 'right';

export const centreOf = (box: Box): Point => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

/** The point `reach` outside the middle of a side, moved `along` the side. */
export function connectionPoint(box: Box, side: Side, reach = HANDLE_REACH, along = 0): Point {
  const { x: midX, y: midY } = centreOf(box);
  switch (side) {
    case 'top':
      return { x: midX + along, y: box.y - reach };
    case 'bottom':
      return { x: midX + along, y: box.y + box.height + reach };
    case 'left':
      return { x: box.x - reach, y: midY + along };
    case 'right':
      return { x: box.x + box.width + reach, y: midY + along };
  }
}

/** The sides by which two components face each other: across the wider of the two gaps. */
export function facingSides(from: Box, to: Box): { from: Side; to: Side } {
  const [a, b] = [centreOf(from), centreOf(to)];
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const gapX = Math.abs(dx) - (from.width + to.width) / 2;
  const gapY = Math.abs(dy) - (from.height + to.height) / 2;
  if (gapX >= gapY) return dx >= 0 ? { from: 'right', to: 'left' } : { from: 'left', to: 'right' };
  return dy >= 0 ? { from: 'bottom', to: 'top' } : { from: 'top', to: 'bottom' };
}

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;

/** True when a line can leave `fromSide` and enter `toSide` going forward all the way. */
export function sidesFace(from: Box, fromSide: Side, to: Box, toSide: Side): boolean {
  const start = connectionPoint(from, fromSide);
  const end = connectionPoint(to, toSide);
  const ahead = { x: end.x - start.x, y: end.y - start.y };
  return (
    dot(ahead, SIDE_DIRECTION[fromSide]) > 0 &&
    dot(ahead, SIDE_DIRECTION[toSide]) < 0 &&
    // Parallel sides must point at each other, not the same way.
    dot(SIDE_DIRECTION[fromSide], SIDE_DIRECTION[toSide]) <= 0
  );
}

/** The way around whatever stands between two components: out of the same side of both, past
 * the outer one by DETOUR, along, and back in. */
function detourPoints(start: Point, end: Point, side: Side): Point[] {
  const out = SIDE_DIRECTION[side];
  if (isHorizontal(side)) {
    const x = out.x > 0 ? Math.max(start.x, end.x) + DETOUR : Math.min(start.x, end.x) - DETOUR;
    return [start, { x, y: start.y }, { x, y: end.y }, end];
  }
  const y = out.y > 0 ? Math.max(start.y, end.y) + DETOUR : Math.min(start.y, end.y) - DETOUR;
  return [start, { x: start.x, y }, { x: end.x, y }, end];
}

/**
 * The corners of the line from `start` (leaving by `fromSide`) to `end` (entering by `toSide`).
 * A line between parallel sides turns at `bend`, the fraction of the way across; one between
 * the same side of both goes around.
 */
export function orthogonalPoints(
  start: Point,
  fromSide: Side,
  end: Point,
  toSide: Side,
  bend = 0.5,
): Point[] {
  if (fromSide === toSide) return detourPoints(start, end, fromSide);
  if (start.x === end.x || start.y === end.y) return [start, end];
  if (isHorizontal(fromSide) && isHorizontal(toSide)) {
    const turnX = start.x + (end.x - start.x) * bend;
    return [start, { x: turnX, y: start.y }, { x: turnX, y: end.y }, end];
  }
  if (!isHorizontal(fromSide) && !isHorizontal(toSide)) {
    const turnY = start.y + (end.y - start.y) * bend;
    return [start, { x: start.x, y: turnY }, { x: end.x, y: turnY }, end];
  }
  const corner = isHorizontal(fromSide) ? { x: end.x, y: start.y } : { x: start.x, y: end.y };
  return [start, corner, end];
}

const format = (point: Point) => `${String(point.x)} ${String(point.y)}`;

/** The points without repeats in a row: a corner needs a segment on each side to round. */
function distinct(points: readonly Point[]): Point[] {
  return points.filter((p, i) => i === 0 || p.x !== points[i - 1]?.x || p.y !== points[i - 1]?.y);
}

/** SVG path data through the points, each corner rounded by up to `radius`. */
export function roundedPath(corners: readonly Point[], radius = CONNECTION_CORNER_RADIUS): string {
  const points = distinct(corners);
  const [first, ...rest] = points;
  if (!first) return '';
  let path = `M${format(first)}`;
  rest.forEach((corner, i) => {
    const before = points[i] ?? corner;
    const after = rest[i + 1];
    if (!after) {
      path += `L${format(corner)}`;
      return;
    }
    const inLength = Math.hypot(corner.x - before.x, corner.y - before.y);
    const outLength = Math.hypot(after.x - corner.x, after.y - corner.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    const entry = {
      x: corner.x - (r * (corner.x - before.x)) / inLength,
      y: corner.y - (r * (corner.y - before.y)) / inLength,
    };
    const exit = {
      x: corner.x + (r * (after.x - corner.x)) / outLength,
      y: corner.y + (r * (after.y - corner.y)) / outLength,
    };
    path += `L${format(entry)}Q${format(corner)} ${format(exit)}`;
  });
  return path;
}

/** The point `fraction` of the way along the line through `points`. */
export function pointAlong(points: readonly Point[], fraction: number): Point {
  const lengths = points.slice(1).map((p, i) => {
    const q = points[i] ?? p;
    return Math.hypot(p.x - q.x, p.y - q.y);
  });
  let remaining = lengths.reduce((sum, length) => sum + length, 0) * fraction;
  for (const [i, length] of lengths.entries()) {
    const a = points[i];
    const b = points[i + 1];
    if (a && b && remaining <= length) {
      const t = length === 0 ? 0 : remaining / length;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    }
    remaining -= length;
  }
  return points[points.length - 1] ?? { x: 0, y: 0 };
}

/** Offsets along a side `length` long for `count` lines sharing it, centred on its middle. */
export function spreadOffsets(count: number, length = Infinity): number[] {
  const room = count > 1 ? (length - SPREAD_MARGIN * 2) / (count - 1) : SPREAD;
  const step = Math.max(LEAST_SPREAD, Math.min(SPREAD, room));
  return Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * step);
}
