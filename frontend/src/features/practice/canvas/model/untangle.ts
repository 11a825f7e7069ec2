/**
 * The last pass over a design's lines: a line that still runs together with another, or passes
 * through a box it does not connect, tries turning elsewhere across its gap, and takes the
 * first turn that runs along no other line and crosses no more boxes than before.
 */

import type { Box } from './alignment';
import type { BoxIndex } from './box-index';
import type { TurningLine } from './channels';
import { laneRoutes, type LaneRoute } from './lanes';
import { runTogether } from './line-runs';
import { isHorizontal, orthogonalPoints, type Point } from './routing';
import { crossings } from './side-choice';

export interface PlacedLine extends TurningLine {
  /** The two components the line connects: it may touch them. */
  boxes: readonly [Box, Box];
  /** Set when the line goes along a lane instead of turning once across its gap. */
  lane?: LaneRoute;
}

const FRACTIONS = [0.5, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85, 0.42, 0.58];
/** Turning this far out of a side, or this far before arriving, passes the boxes beside it. */
const NEAR_END = 24;
const ROUNDS = 3;

const pointsOf = (line: TurningLine, bend = line.bend): Point[] =>
  orthogonalPoints(line.start, line.sides.from, line.end, line.sides.to, bend);

/** The bends worth trying: a spread across the gap, then just after leaving and just before
 * arriving. None for a line that does not turn between parallel sides. */
function bendsToTry(line: TurningLine): number[] {
  const horizontal = isHorizontal(line.sides.from);
  if (horizontal !== isHorizontal(line.sides.to) || line.sides.from === line.sides.to) return [];
  const axis = horizontal ? 'x' : 'y';
  const span = Math.abs(line.end[axis] - line.start[axis]);
  if (span <= NEAR_END * 2) return [];
  return [...FRACTIONS, NEAR_END / span, 1 - NEAR_END / span];
}

export function untangle(
  lines: readonly PlacedLine[],
  components: readonly Box[],
  obstacles: BoxIndex,
) {
  const points = lines.map((line) => pointsOf(line));
  const crossed = (line: PlacedLine, at: readonly Point[]) =>
    crossings(at, obstacles, new Set(line.boxes));
  const tangledWith = (i: number, at: readonly Point[]) =>
    points.some((other, j) => j !== i && runTogether(at, other));
  /** Tries other routes for line `i`; true when it took one. */
  const reroute = (line: PlacedLine, i: number): boolean => {
    const now = points[i] ?? [];
    const crossedNow = crossed(line, now);
    const tangledNow = tangledWith(i, now);
    if (crossedNow === 0 && !tangledNow) return false;
    for (const bend of bendsToTry(line)) {
      const tried = pointsOf(line, bend);
      const crossedThen = crossed(line, tried);
      if (tangledWith(i, tried) || crossedThen > crossedNow) continue;
      if (!tangledNow && crossedThen === crossedNow) continue;
      line.bend = bend;
      points[i] = tried;
      return true;
    }
    const [from, to] = line.boxes;
    const lane = laneRoutes(from, to, components, obstacles, line).find(
      (route) => !tangledWith(i, route.points),
    );
    if (!lane) return false;
    line.lane = lane;
    points[i] = lane.points;
    return true;
  };
  for (let round = 0; round < ROUNDS; round++) {
    const changed = lines.map(reroute).some(Boolean);
    if (!changed) return;
  }
}
