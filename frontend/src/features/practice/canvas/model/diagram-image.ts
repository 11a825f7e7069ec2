/** The diagram as a picture: its file name, the area it covers and the size it is drawn at. */

export type ImageFormat = 'png' | 'svg';

/** Room around the components for connections that leave a side and turn (20 px) and labels. */
export const IMAGE_PADDING = 48;
/** Twice the CSS size keeps text sharp on slides and high-density screens. */
export const PNG_PIXEL_RATIO = 2;
/** Safari refuses to draw on a canvas of more than 4096 x 4096 pixels (Chrome allows more),
 * so a large diagram is drawn at a lower ratio rather than failing there. */
export const MAX_PNG_PIXELS = 4096 * 4096;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageFrame {
  /** CSS pixels; the SVG has this size and the PNG this size times `pixelRatio`. */
  width: number;
  height: number;
  pixelRatio: number;
}

export function diagramImageFileName(format: ImageFormat, timestamp: number): string {
  return `playground-diagram-${timestamp}.${format}`;
}

/** The rectangle enclosing every component, or null on an empty canvas. */
export function diagramBounds(boxes: readonly Rect[]): Rect | null {
  if (boxes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The whole diagram at its own scale with `padding` all round, whatever the zoom on screen. */
export function imageFrame(bounds: Rect, padding = IMAGE_PADDING): ImageFrame {
  const width = Math.ceil(bounds.width + padding * 2);
  const height = Math.ceil(bounds.height + padding * 2);
  const pixelRatio = Math.min(PNG_PIXEL_RATIO, Math.sqrt(MAX_PNG_PIXELS / (width * height)));
  return { width, height, pixelRatio };
}
