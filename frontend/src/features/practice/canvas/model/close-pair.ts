/**
 * Two components so close that their facing connection points touch or pass each other (about
 * 30 px apart or less): a line between those points would have to double back, so the
 * connection is drawn straight across the gap instead, from edge to edge, through the middle
 * of the stretch where the two face each other.
 */

import type { Side } from '@/lib/design';

import type { Box } from './alignment';
import { HANDLE_REACH, type Point } from './routing';

/** Below this gap the connection points leave less than this much line between them. */
const SHORTEST_LINE = 8;
/** The boxes must face each other over at least this much of their sides. */
const LEAST_OVERLAP = 16;

export interface CloseRoute {
  sides: { from: Side; to: Side };
  leaves: Point;
  arrives: Point;
}

function across(lowStart: number, lowEnd: number, highStart: number, highEnd: number) {
  const start = Math.max(lowStart, highStart);
  const end = Math.min(lowEnd, highEnd);
  return end - start >= LEAST_OVERLAP ? (start + end) / 2 : null;
}

/** The straight line across the gap between two close components, or null when they are
 * not that close (or overlap, or do not face each other). */
export function closeRoute(from: Box, to: Box): CloseRoute | null {
  const tooClose = (gap: number) => gap >= 0 && gap < 2 * HANDLE_REACH + SHORTEST_LINE;
  const y = across(from.y, from.y + from.height, to.y, to.y + to.height);
  if (y !== null) {
    if (tooClose(to.x - (from.x + from.width))) {
      return {
        sides: { from: 'right', to: 'left' },
        leaves: { x: from.x + from.width, y },
        arrives: { x: to.x, y },
      };
    }
    if (tooClose(from.x - (to.x + to.width))) {
      return {
        sides: { from: 'left', to: 'right' },
        leaves: { x: from.x, y },
        arrives: { x: to.x + to.width, y },
      };
    }
  }
  const x = across(from.x, from.x + from.width, to.x, to.x + to.width);
  if (x === null) return null;
  if (tooClose(to.y - (from.y + from.height))) {
    return {
      sides: { from: 'bottom', to: 'top' },
      leaves: { x, y: from.y + from.height },
      arrives: { x, y: to.y },
    };
  }
  if (tooClose(from.y - (to.y + to.height))) {
    return {
      sides: { from: 'top', to: 'bottom' },
      leaves: { x, y: from.y },
      arrives: { x, y: to.y + to.height },
    };
  }
  return null;
}
