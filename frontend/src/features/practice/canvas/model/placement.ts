/**
 * Where a component added from the palette lands: the free spot on the grid nearest the middle
 * of the view, so thirty presses lay thirty components out side by side instead of in a pile.
 */

import type { Box } from './alignment';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COMPONENT_HEIGHT, COMPONENT_WIDTH, GRID } from './design';

/** Room kept clear around a new component: two grid cells, enough for a line and its label
 * between neighbours. */
export const PLACEMENT_GAP = 2 * GRID;

type Point = { x: number; y: number };

const onGrid = (value: number) => Math.round(value / GRID) * GRID;

function overlapsAny(boxes: readonly Box[], x: number, y: number): boolean {
  return boxes.some(
    (box) =>
      x < box.x + box.width + PLACEMENT_GAP &&
      box.x < x + COMPONENT_WIDTH + PLACEMENT_GAP &&
      y < box.y + box.height + PLACEMENT_GAP &&
      box.y < y + COMPONENT_HEIGHT + PLACEMENT_GAP,
  );
}

const insideCanvas = ({ x, y }: Point) =>
  x >= 0 && y >= 0 && x <= CANVAS_WIDTH - COMPONENT_WIDTH && y <= CANVAS_HEIGHT - COMPONENT_HEIGHT;

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
  const start = {
    x: onGrid(centre.x - COMPONENT_WIDTH / 2),
    y: onGrid(centre.y - COMPONENT_HEIGHT / 2),
  };
  const rings = Math.ceil(Math.max(CANVAS_WIDTH, CANVAS_HEIGHT) / GRID);
  let best: { at: Point; distance: number } | null = null;
  for (let ring = 0; ring <= rings; ring++) {
    // Every cell of this ring and beyond is at least this far away.
    if (best && ring * GRID > best.distance) break;
    for (const cell of ringCells(start, ring)) {
      if (!insideCanvas(cell) || overlapsAny(boxes, cell.x, cell.y)) continue;
      const distance = Math.hypot(cell.x - start.x, cell.y - start.y);
      if (!best || distance < best.distance) best = { at: cell, distance };
    }
  }
  return best?.at ?? null;
}
