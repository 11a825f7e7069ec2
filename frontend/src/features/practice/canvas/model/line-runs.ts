/** Straight runs of orthogonal lines, and whether two lines run together and read as one. */

import type { Point } from './routing';

export interface Segment {
  a: Point;
  b: Point;
}

/** Lines this close and side by side for longer than MERGE_LENGTH read as one. */
const MERGE_DISTANCE = 4;
const MERGE_LENGTH = 8;

export const segmentsOf = (points: readonly Point[]): Segment[] =>
  points.slice(1).map((b, i) => ({ a: points[i] ?? b, b }));

/** How long two axis-parallel segments run together within MERGE_DISTANCE of each other. */
function sharedRun(s: Segment, t: Segment): number {
  const vertical = (seg: Segment) => seg.a.x === seg.b.x;
  if (vertical(s) !== vertical(t)) return 0;
  const [across, along] = vertical(s) ? (['x', 'y'] as const) : (['y', 'x'] as const);
  if (Math.abs(s.a[across] - t.a[across]) > MERGE_DISTANCE) return 0;
  const low = Math.max(Math.min(s.a[along], s.b[along]), Math.min(t.a[along], t.b[along]));
  const high = Math.min(Math.max(s.a[along], s.b[along]), Math.max(t.a[along], t.b[along]));
  return high - low;
}

/** True when the two lines run together somewhere, so a reader could not tell them apart. */
export function runTogether(p: readonly Point[], q: readonly Point[]): boolean {
  const others = segmentsOf(q);
  return segmentsOf(p).some((s) => others.some((t) => sharedRun(s, t) > MERGE_LENGTH));
}
