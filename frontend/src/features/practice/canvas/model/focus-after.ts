/**
 * Where the keyboard's focus goes when the design changes under it, so that it never falls to
 * the page: to what an undo brought back (or a paste added), else to the component it was on,
 * else to the next component in its place, else to the canvas itself.
 */

import type { CanvasDesign } from '@/lib/design';

/** The component or connection to focus, or the canvas itself; null leaves the focus be. */
export type FocusTarget = { item: string } | 'canvas' | null;

const idsOf = (items: readonly { id: string }[]) => new Set(items.map((item) => item.id));

/**
 * `focused` is the component or connection the focus was last on; `lost` says whether the
 * focus has fallen to the page (its element is gone).
 */
export function focusAfter(
  before: CanvasDesign,
  after: CanvasDesign,
  focused: string | null,
  lost: boolean,
): FocusTarget {
  const had = idsOf(before.widgets);
  const added = after.widgets.find((w) => !had.has(w.id));
  if (added) return { item: added.id };
  if (!lost) return null;
  const hadConnections = idsOf(before.connections);
  const addedConnection = after.connections.find((c) => !hadConnections.has(c.id));
  if (addedConnection) return { item: addedConnection.id };
  if (focused && (idsOf(after.widgets).has(focused) || idsOf(after.connections).has(focused))) {
    return { item: focused };
  }
  // The component that took the removed one's place in the order, or the last before it.
  const index = before.widgets.findIndex((w) => w.id === focused);
  if (index >= 0 && after.widgets.length > 0) {
    const next = after.widgets[Math.min(index, after.widgets.length - 1)];
    if (next) return { item: next.id };
  }
  return 'canvas';
}
