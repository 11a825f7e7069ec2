/**
 * Lines between facing sides turn halfway across the gap, so lines crossing the same gap
 * would run down one track and read as a single line. Each turn that would share a track with
 * another is moved onto a track of its own, 16 px apart, ordered so that lines fanning out
 * from one side nest instead of crossing (as a hand-drawn diagram would).
 */

import type { Side } from '@/lib/design';

import { isHorizontal, type Point } from './routing';

/** A line as connection-layout.ts plans it: its ends, the sides it uses and where it turns. */
export interface TurningLine {
  start: Point;
  end: Point;
  sides: { from: Side; to: Side };
  bend: number;
}

const TRACK = 16;
/** A turn keeps this far from the connection points at either end. */
const END_CLEARANCE = 8;

interface Run {
  line: TurningLine;
  /** Where the turning run sits across the gap, and the span it covers along it. */
  at: number;
  low: number;
  high: number;
  /** Ordering: the turn a line fanning out further should take first. */
  order: number;
}

/** The run between the two turns of a line that leaves and enters by parallel, facing sides. */
function turningRun(line: TurningLine): Run | null {
  const { start, end, sides, bend } = line;
  const horizontal = isHorizontal(sides.from);
  if (horizontal !== isHorizontal(sides.to) || sides.from === sides.to) return null;
  const [across, along] = horizontal ? (['x', 'y'] as const) : (['y', 'x'] as const);
  if (start[along] === end[along]) return null;
  const down = end[along] > start[along];
  return {
    line,
    at: start[across] + (end[across] - start[across]) * bend,
    low: Math.min(start[along], end[along]),
    high: Math.max(start[along], end[along]),
    // Heading down, the line leaving lowest turns first; heading up, the one leaving highest.
    order: (down ? -start[along] : start[along]) + (down ? 0 : 1e6),
  };
}

const sharesTrack = (a: Run, b: Run) =>
  Math.abs(a.at - b.at) < TRACK && a.low < b.high + TRACK && b.low < a.high + TRACK;

/** Groups of runs that would share a track, each group through any chain of shared tracks. */
function crowdedGroups(runs: readonly Run[]): Run[][] {
  const groups: Run[][] = [];
  for (const run of runs) {
    const joined = groups.filter((group) => group.some((other) => sharesTrack(run, other)));
    const merged = [run, ...joined.flat()];
    for (const group of joined) groups.splice(groups.indexOf(group), 1);
    groups.push(merged);
  }
  return groups.filter((group) => group.length > 1);
}

function moveTurn(run: Run, at: number) {
  const { start, end, sides } = run.line;
  const across = isHorizontal(sides.from) ? 'x' : 'y';
  const [first, last] = [start[across], end[across]];
  const span = last - first;
  if (Math.abs(span) <= END_CLEARANCE * 2) return;
  const low = Math.min(first, last) + END_CLEARANCE;
  const high = Math.max(first, last) - END_CLEARANCE;
  run.line.bend = (Math.min(high, Math.max(low, at)) - first) / span;
}

/** Moves the turns of lines that would share a track onto tracks of their own. */
export function spreadTurns(lines: readonly TurningLine[]) {
  for (const horizontal of [true, false]) {
    const runs = lines.flatMap((line) => {
      const run = turningRun(line);
      return run && isHorizontal(line.sides.from) === horizontal ? [run] : [];
    });
    for (const group of crowdedGroups(runs)) {
      const centre = group.reduce((sum, run) => sum + run.at, 0) / group.length;
      group.sort((a, b) => a.order - b.order);
      group.forEach((run, i) => {
        moveTurn(run, centre + (i - (group.length - 1) / 2) * TRACK);
      });
    }
  }
}
