/**
 * Alignment guides, as in draw.io or Excalidraw: while a component is dragged, its
 * left, centre and right lines (and top, middle and bottom) snap to the same line of another
 * component within 12 px, and a guide marks the line. Elsewhere the 24 px grid applies.
 */

import { GRID } from './design';

export const ALIGN_THRESHOLD = 12;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A guide on the x axis is a vertical line at x = `at`; on the y axis, a horizontal one. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

/** Where each line sits along a box's side, in the order that breaks ties between them. */
const LINE_FRACTIONS = [0, 0.5, 1] as const;

/** Per line kind, every other component's coordinate: sorted, so a drag frame costs O(log n). */
type Lines = readonly (readonly number[])[];

export interface AlignmentIndex {
  x: Lines;
  y: Lines;
}

export interface Placement {
  x: number;
  y: number;
  guides: Guide[];
}

const sortedUnique = (values: number[]) =>
  [...new Set(values)].sort((a, b) => a - b) as readonly number[];

/** Built once per drag from the components that stay still. */
export function alignmentIndex(boxes: Iterable<Box>): AlignmentIndex {
  const x: number[][] = LINE_FRACTIONS.map(() => []);
  const y: number[][] = LINE_FRACTIONS.map(() => []);
  for (const box of boxes) {
    LINE_FRACTIONS.forEach((fraction, kind) => {
      x[kind]?.push(box.x + box.width * fraction);
      y[kind]?.push(box.y + box.height * fraction);
    });
  }
  return { x: x.map(sortedUnique), y: y.map(sortedUnique) };
}

/** The value in `sorted` nearest to `value`; of two equally near, the smaller. */
function nearest(sorted: readonly number[], value: number): number | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? Infinity) < value) low = middle + 1;
    else high = middle;
  }
  const below = sorted[low - 1];
  const above = sorted[low];
  if (below === undefined) return above;
  if (above === undefined) return below;
  return value - below <= above - value ? below : above;
}

/** Floating-point slack when asking whether two lines coincide. */
const SAME_LINE = 1e-6;

/** The snapped start of one axis and the lines that then coincide, or null when none is near. */
function alignAxis(lines: Lines, start: number, size: number, threshold: number) {
  let best: { distance: number; start: number } | null = null;
  for (const [kind, fraction] of LINE_FRACTIONS.entries()) {
    const line = start + size * fraction;
    const target = nearest(lines[kind] ?? [], line);
    if (target === undefined) continue;
    const distance = Math.abs(target - line);
    if (distance <= threshold && (best === null || distance < best.distance)) {
      best = { distance, start: target - size * fraction };
    }
  }
  if (best === null) return null;
  const guides: number[] = [];
  for (const [kind, fraction] of LINE_FRACTIONS.entries()) {
    const line = best.start + size * fraction;
    const other = nearest(lines[kind] ?? [], line);
    if (other !== undefined && Math.abs(other - line) < SAME_LINE) guides.push(other);
  }
  return { start: best.start, guides };
}

/** Alignment on each axis (null where nothing is within `threshold`) and its guides. */
export function align(index: AlignmentIndex, box: Box, threshold = ALIGN_THRESHOLD) {
  const x = alignAxis(index.x, box.x, box.width, threshold);
  const y = alignAxis(index.y, box.y, box.height, threshold);
  const guides: Guide[] = [
    ...(x?.guides ?? []).map((at) => ({ axis: 'x' as const, at })),
    ...(y?.guides ?? []).map((at) => ({ axis: 'y' as const, at })),
  ];
  return { x: x?.start ?? null, y: y?.start ?? null, guides };
}

export const snapToGrid = (value: number) => Math.round(value / GRID) * GRID;

/** Where a dragged component lands: on an alignment where one is near, else on the grid. */
export function placeDragged(index: AlignmentIndex, box: Box): Placement {
  const aligned = align(index, box);
  return {
    x: aligned.x ?? snapToGrid(box.x),
    y: aligned.y ?? snapToGrid(box.y),
    guides: aligned.guides,
  };
}

export function sameGuides(a: readonly Guide[], b: readonly Guide[]): boolean {
  return (
    a.length === b.length &&
    a.every((guide, i) => guide.axis === b[i]?.axis && guide.at === b[i].at)
  );
}
