/**
 * Keeping the design in view when the canvas changes size (a wider inspector, the phone sheet
 * raised, a smaller window): the view is fitted again only when the whole design was in view
 * before and part of it would now be cut off. A view that already left part of the design
 * out was the user's choice (zoomed in on one part, panned away), and stays as it is.
 */

import type { Rect } from './diagram-image';

/** React Flow's viewport: the screen position of the canvas's origin, and the zoom. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** How the view fits the design: when the canvas opens, and when it is fitted again. */
export const FIT_VIEW_OPTIONS = { maxZoom: 1.1, padding: 0.2 };

/** Half a pixel of rounding is not a cut. */
const TOLERANCE = 0.5;

export function wholeInView(bounds: Rect, viewport: Viewport, size: Size): boolean {
  const left = bounds.x * viewport.zoom + viewport.x;
  const top = bounds.y * viewport.zoom + viewport.y;
  const right = left + bounds.width * viewport.zoom;
  const bottom = top + bounds.height * viewport.zoom;
  return (
    left >= -TOLERANCE &&
    top >= -TOLERANCE &&
    right <= size.width + TOLERANCE &&
    bottom <= size.height + TOLERANCE
  );
}

/** Whether the canvas going from `before` to `after` should fit the view to the design
 * (`bounds`, null when the canvas is empty) again. */
export function refitNeeded(
  bounds: Rect | null,
  viewport: Viewport,
  before: Size,
  after: Size,
): boolean {
  if (!bounds) return false;
  return wholeInView(bounds, viewport, before) && !wholeInView(bounds, viewport, after);
}
