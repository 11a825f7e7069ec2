/**
 * Which components are already connected, and where a line dropped on a component's body
 * ends: two components have one connection at most (either way round), so a second is refused
 * and the person is told, and a line let go anywhere on a box ends on its nearest side.
 */

import type { CanvasComponent, CanvasDesign, Side } from '@/lib/design';

type Point = { x: number; y: number };

/** The components connected with `id`, either way round. */
export function linkedWith(design: CanvasDesign, id: string): Set<string> {
  const linked = new Set<string>();
  for (const { from, to } of design.connections) {
    if (from.widgetId === id) linked.add(to.widgetId);
    if (to.widgetId === id) linked.add(from.widgetId);
  }
  return linked;
}

export const areLinked = (design: CanvasDesign, a: string, b: string) =>
  linkedWith(design, a).has(b);

/** What to say when a connection between `from` and `to` already exists. */
export const alreadyLinked = (from: string, to: string) =>
  `${from} and ${to} are already connected.`;

/** The topmost component whose box holds `point` (the last drawn is on top). */
export function componentAt(
  widgets: readonly CanvasComponent[],
  point: Point,
): CanvasComponent | undefined {
  return widgets.findLast(
    (w) =>
      point.x >= w.x && point.x <= w.x + w.width && point.y >= w.y && point.y <= w.y + w.height,
  );
}

/** The side of `box` nearest to `point`. */
export function nearestSide(box: CanvasComponent, point: Point): Side {
  const distances: [Side, number][] = [
    ['top', Math.abs(point.y - box.y)],
    ['bottom', Math.abs(box.y + box.height - point.y)],
    ['left', Math.abs(point.x - box.x)],
    ['right', Math.abs(box.x + box.width - point.x)],
  ];
  distances.sort((a, b) => a[1] - b[1]);
  return distances[0]?.[0] ?? 'left';
}
