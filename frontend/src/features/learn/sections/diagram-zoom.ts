/** How a diagram is sized on the page and in full screen, and how its zoom steps go. */

export interface DiagramSize {
  width: number;
  height: number;
}

/** Below this share of its own size a mermaid label (16 px) is too small to read. */
export const READABLE_SCALE = 0.7;
/** Full screen is where a phone reads a diagram: its labels at 12 px at the least. */
const FULL_SCREEN_READABLE_SCALE = 0.75;
/** Full screen enlarges a small diagram to fill the screen, up to this. */
const FULL_SCREEN_MAX_SCALE = 2;
export const ZOOM_STEPS = [0.5, 0.7, 1, 1.25, 1.5, 2, 3] as const;

const px = (value: number) => `${String(Math.round(value))}px`;

/** The drawing's own size, from the viewBox mermaid writes on its <svg>. */
export function svgSize(svg: string): DiagramSize | null {
  const viewBox = /<svg\b[^>]*?\sviewBox="([^"]*)"/.exec(svg)?.[1];
  const [, , width, height] = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return null;
  return { width, height };
}

/**
 * The CSS width that fits a diagram to its space: on the page, the column's width but never
 * above its own size, and never so small its labels cannot be read (it scrolls sideways
 * instead). In full screen it may grow, a tall one fits the height too, and it is never drawn
 * below `smallest` of its size (it scrolls instead). Full screen's box is a size container, so
 * `cqw` and `cqh` are its inner width and height.
 */
export function fitWidth(
  size: DiagramSize,
  fullScreen: boolean,
  smallest = FULL_SCREEN_READABLE_SCALE,
): string {
  if (!fullScreen) return `clamp(${px(size.width * READABLE_SCALE)}, 100%, ${px(size.width)})`;
  const readable = px(size.width * smallest);
  const heightFit = `100cqh * ${(size.width / size.height).toFixed(4)}`;
  const largest = px(size.width * FULL_SCREEN_MAX_SCALE);
  return `clamp(${readable}, min(100cqw, ${heightFit}), ${largest})`;
}

/** The next zoom step above the current scale, or the largest. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + 0.01) ?? largestStep();
}

/** The next zoom step below the current scale, or the smallest. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.01) ?? ZOOM_STEPS[0];
}

const largestStep = () => ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 1;

export const canZoomIn = (scale: number) => scale < largestStep() - 0.01;
export const canZoomOut = (scale: number) => scale > ZOOM_STEPS[0] + 0.01;
export const zoomLabel = (scale: number) => `${String(Math.round(scale * 100))}%`;
