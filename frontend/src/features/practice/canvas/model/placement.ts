/**
 * Where new components land. One added from the palette: the free spot on the grid nearest the
 * middle of the view, so thirty presses lay thirty components out side by side instead of in a
 * pile. Pasted or duplicated ones: the free spot nearest where they were asked for (the
 * pointer, or beside the originals), never over another box or its name.
 */

import type { CanvasDesign } from '@/lib/design';

import type { Box } from './alignment';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COMPONENT_HEIGHT, COMPONENT_WIDTH, GRID } from './design';

/** Room kept clear around a new component: two grid cells, enough for a line and its label
 * between neighbours. */
export const PLACEMENT_GAP = 2 * GRID;

export type Point = { x: number; y: number };

const onGrid = (value: number) => Math.round(value / GRID) * GRID;

const near = (a: Box, b: Box) =>
  a.x < b.x + b.width + PLACEMENT_GAP &&
  b.x < a.x + a.width + PLACEMENT_GAP &&
  a.y < b.y + b.height + PLACEMENT_GAP &&
  b.y < a.y + a.height + PLACEMENT_GAP;

/** True when a box of `group`, moved by `at`, comes within the gap of any of `boxes`. */
function overlapsAny(boxes: readonly Box[], group: readonly Box[], at: Point): boolean {
  return group.some((member) => {
    const moved = { ...member, x: member.x + at.x, y: member.y + at.y };
    return boxes.some((box) => near(moved, box));
  });
}

/** The smallest box holding every box of `group`. */
export function boundsOf(group: readonly Box[]): Box {
  const left = Math.min(...group.map((b) => b.x));
  const top = Math.min(...group.map((b) => b.y));
  const right = Math.max(...group.map((b) => b.x + b.width));
  const bottom = Math.max(...group.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The grid cells `ring` steps away from `start` (a square ring; ring 0 is `start` itself). */
function ringCells(start: Point, ring: number): Point[] {
  if (ring === 0) return [start];
  const cells: Point[] = [];
  for (let step = -ring; step <= ring; step++) {
    cells.push({ x: start.x + step * GRID, y: start.y - ring * GRID });
    cells.push({ x: start.x + step * GRID, y: start.y + ring * GRID });
  }
  for (let step = -ring + 1; step < ring; step++) {
    cells.push({ x: start.x - ring * GRID, y: start.y + step * GRID });
    cells.push({ x: start.x + ring * GRID, y: start.y + step * GRID });
  }
  return cells;
}

/**
 * The top-left corner, on the grid and inside the canvas, of the free spot nearest `centre` for
 * a new component: one whose box, with a grid cell all round, touches no other. Searched ring by
 * ring outwards, and only as far as a nearer spot could still be found. Null when the canvas is
 * full.
 */
export function freeSpotNear(boxes: readonly Box[], centre: Point): Point | null {
  const single = [{ x: 0, y: 0, width: COMPONENT_WIDTH, height: COMPONENT_HEIGHT }];
  return freeSpotForGroup(boxes, single, {
    x: centre.x - COMPONENT_WIDTH / 2,
    y: centre.y - COMPONENT_HEIGHT / 2,
  });
}

/**
 * Where to put `group` (boxes keeping their places relative to one another) so that none of
 * them comes within a gap of `boxes`: the top-left corner for the group's bounds, on the grid
 * and keeping the group inside the canvas, nearest `corner`. Null when there is no room.
 */
export function freeSpotForGroup(
  boxes: readonly Box[],
  group: readonly Box[],
  corner: Point,
): Point | null {
  if (group.length === 0) return null;
  const bounds = boundsOf(group);
  // Moving the group's own corner to the origin first keeps the group's shape on the grid.
  const relative = group.map((b) => ({ ...b, x: b.x - bounds.x, y: b.y - bounds.y }));
  const fits = ({ x, y }: Point) =>
    x >= 0 && y >= 0 && x + bounds.width <= CANVAS_WIDTH && y + bounds.height <= CANVAS_HEIGHT;
  const start = { x: onGrid(corner.x), y: onGrid(corner.y) };
  const rings = Math.ceil(Math.max(CANVAS_WIDTH, CANVAS_HEIGHT) / GRID);
  let best: { at: Point; distance: number } | null = null;
  for (let ring = 0; ring <= rings; ring++) {
    // Every cell of this ring and beyond is at least this far away.
    if (best && ring * GRID > best.distance) break;
    for (const cell of ringCells(start, ring)) {
      if (!fits(cell) || overlapsAny(boxes, relative, cell)) continue;
      const distance = Math.hypot(cell.x - start.x, cell.y - start.y);
      if (!best || distance < best.distance) best = { at: cell, distance };
    }
  }
  return best?.at ?? null;
}

/**
 * `copies` moved, all together, to the free spot nearest `corner` for their top-left corner,
 * clear of `design`'s components; left where they are when the canvas has no room.
 */
export function placeCopies(design: CanvasDesign, copies: CanvasDesign, corner: Point) {
  const spot = freeSpotForGroup(design.widgets, copies.widgets, corner);
  if (!spot) return copies;
  const bounds = boundsOf(copies.widgets);
  const [dx, dy] = [spot.x - bounds.x, spot.y - bounds.y];
  return {
    ...copies,
    widgets: copies.widgets.map((w) => ({ ...w, x: w.x + dx, y: w.y + dy })),
  };
}

/** The top-left corner that centres `group` on `point`. */
export function cornerCentredOn(group: readonly Box[], point: Point): Point {
  const bounds = boundsOf(group);
  return { x: point.x - bounds.width / 2, y: point.y - bounds.height / 2 };
}
