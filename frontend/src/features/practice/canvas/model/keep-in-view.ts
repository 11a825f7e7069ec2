/**
 * Keeping the design in view when the canvas changes size (a wider inspector, the details
 * above it, the phone sheet raised, a smaller window) or its corner controls grow (the map
 * shown): the view is fitted again only when the whole design was in view before and part of
 * it would now be cut off or covered. A view that already left part of the design out was the
 * user's choice (zoomed in on one part, panned away), and stays as it is.
 *
 * "In view" means in the canvas above the strip its bottom corners' controls (zoom buttons,
 * map) take, so a fitted design never sits under them.
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

/** Component names are 14 px, so a design that fits at 0.8 or more shows them at 11 px or
 * more. A larger one is still fitted whole, down to React Flow's least zoom: a learner would
 * rather see all of a design first and zoom in to read a part than find part of it missing. */
export const MIN_FIT_ZOOM = 0.2;
/** The zoom at which the 14 px names read at 11 px: the starting design fits at it or more. */
export const READABLE_ZOOM = 0.8;
const MAX_FIT_ZOOM = 1.1;
/** Room between the design and the canvas's edges, and above its bottom controls. */
const MARGIN = 16;

/** A length in CSS pixels, as React Flow takes a fit's padding. */
type Pixels = `${number}px`;

/** How the view fits the whole design on the canvas, with `reserve` px at the bottom
 * kept clear for the corner controls; `upTo` caps the zoom, so a refit never zooms in past
 * where the user was. */
export function fitOptions(reserve: number, upTo = MAX_FIT_ZOOM) {
  const edge: Pixels = `${MARGIN}px`;
  const bottom: Pixels = `${reserve + MARGIN}px`;
  return {
    padding: { top: edge, left: edge, right: edge, bottom },
    minZoom: Math.min(MIN_FIT_ZOOM, upTo),
    maxZoom: Math.min(MAX_FIT_ZOOM, upTo),
  };
}

/** The part of a canvas of `size` that a design may take: all but the bottom `reserve`. */
export function freeArea(size: Size, reserve: number): Size {
  return { width: size.width, height: Math.max(0, size.height - reserve) };
}

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

/** Whether the canvas's free area going from `before` to `after` should fit the view to the
 * design (`bounds`, null when the canvas is empty) again. */
export function refitNeeded(
  bounds: Rect | null,
  viewport: Viewport,
  before: Size,
  after: Size,
): boolean {
  if (!bounds) return false;
  return wholeInView(bounds, viewport, before) && !wholeInView(bounds, viewport, after);
}
