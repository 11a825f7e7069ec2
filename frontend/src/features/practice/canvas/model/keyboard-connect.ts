/**
 * Connecting from the keyboard: with a component focused, C starts a connection from it (Shift+C
 * one to it); the arrow keys move the other end to the nearest component that way, and typing
 * jumps to a component by its name. These are the pure choices behind those keys.
 */

import type { CanvasComponent, CanvasDesign } from '@/lib/design';

import { centreOf } from './routing';
import { linkedWith } from './linking';

export type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

const distance = (a: CanvasComponent, b: CanvasComponent) => {
  const [p, q] = [centreOf(a), centreOf(b)];
  return Math.hypot(p.x - q.x, p.y - q.y);
};

/** The other end offered first: the nearest component not yet connected with `fromId`,
 * else the nearest of all. Undefined when there is no other component. */
export function firstCandidate(design: CanvasDesign, fromId: string): string | undefined {
  const from = design.widgets.find((w) => w.id === fromId);
  if (!from) return undefined;
  const linked = linkedWith(design, fromId);
  const others = design.widgets
    .filter((w) => w.id !== fromId)
    .sort((a, b) => distance(from, a) - distance(from, b));
  return (others.find((w) => !linked.has(w.id)) ?? others[0])?.id;
}

/** The nearest component from `currentId` in the arrow's direction (within 45 degrees either
 * side, the nearer to the arrow's line winning a close call), other than `fromId`; `currentId`
 * itself when there is none that way. */
export function candidateToward(
  widgets: readonly CanvasComponent[],
  fromId: string,
  currentId: string,
  direction: Direction,
): string {
  const current = widgets.find((w) => w.id === currentId);
  if (!current) return currentId;
  const origin = centreOf(current);
  let best: { id: string; score: number } | null = null;
  for (const other of widgets) {
    if (other.id === fromId || other.id === currentId) continue;
    const centre = centreOf(other);
    const [dx, dy] = [centre.x - origin.x, centre.y - origin.y];
    const [ahead, aside] =
      direction === 'ArrowLeft'
        ? [-dx, dy]
        : direction === 'ArrowRight'
          ? [dx, dy]
          : direction === 'ArrowUp'
            ? [-dy, dx]
            : [dy, dx];
    if (ahead <= 0 || Math.abs(aside) > ahead) continue;
    const score = ahead + 2 * Math.abs(aside);
    if (!best || score < best.score) best = { id: other.id, score };
  }
  return best?.id ?? currentId;
}

/** The next component, after `currentId` in `order` and round again, whose name starts with
 * `typed` (any case); undefined when none does. */
export function candidateNamed(
  order: readonly string[],
  names: ReadonlyMap<string, string>,
  typed: string,
  currentId: string,
): string | undefined {
  const wanted = typed.toLowerCase();
  const start = order.indexOf(currentId);
  // A longer typed name may still match the current one; a single letter moves on.
  const first = wanted.length > 1 ? 0 : 1;
  for (let step = first; step <= order.length; step++) {
    const id = order[(start + step + order.length) % order.length];
    if (id !== undefined && (names.get(id) ?? '').toLowerCase().startsWith(wanted)) return id;
  }
  return undefined;
}
