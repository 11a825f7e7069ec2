import { getViewportForBounds } from '@xyflow/react';
import { toBlob, toSvg } from 'html-to-image';

import { downloadBlob } from './download';
import {
  diagramBounds,
  diagramImageFileName,
  IMAGE_PADDING,
  imageFrame,
  type ImageFormat,
  type Rect,
} from './model/diagram-image';

/** Editing furniture, not part of the diagram. Only the viewport is drawn, so the minimap,
 * controls and attribution are already outside it; they are listed so that stays true. */
const NOT_IN_IMAGE = [
  '.react-flow__minimap',
  '.react-flow__controls',
  '.react-flow__attribution',
  '.react-flow__handle',
  '[data-image-export="skip"]',
].join(', ');

/* html-to-image is pinned to 1.11.11, as React Flow's own example pins it: later releases
 * drop class-based styles of SVG children, which erases every connection line
 * (bubkoo/html-to-image#497, #506). e2e/test_canvas_image_export.py checks for it. */

/** html-to-image does not export its options type. */
type Options = NonNullable<Parameters<typeof toBlob>[1]>;

const SVG_DATA_URL = /^data:image\/svg\+xml;charset=utf-8,/;

/**
 * Draws every widget and connection (not just what is on screen) with the canvas background
 * of the current theme and downloads it. Returns the file name, or null on an empty canvas.
 * `flow` is React Flow's root element.
 */
export async function exportDiagramImage(
  format: ImageFormat,
  flow: HTMLElement,
  widgets: readonly Rect[],
  now = Date.now(),
): Promise<string | null> {
  const bounds = diagramBounds(widgets);
  if (!bounds) return null;
  const viewport = flow.querySelector<HTMLElement>('.react-flow__viewport');
  if (!viewport) throw new Error('The canvas is not on the page');
  const { width, height, pixelRatio } = imageFrame(bounds);
  const { x, y, zoom } = getViewportForBounds(bounds, width, height, 1, 1, `${IMAGE_PADDING}px`);
  const options: Options = {
    backgroundColor: getComputedStyle(flow).backgroundColor,
    width,
    height,
    pixelRatio,
    // The app uses the system font stack, so there are no web fonts to embed.
    skipFonts: true,
    filter: (node: Node) => !(node instanceof Element && node.matches(NOT_IN_IMAGE)),
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${x}px, ${y}px) scale(${zoom})`,
    },
  };
  const fileName = diagramImageFileName(format, now);
  // The image shows the design, not what happens to be selected (see canvas.module.css).
  flow.dataset.exporting = 'true';
  try {
    if (format === 'png') {
      const png = await toBlob(viewport, options);
      if (!png) throw new Error('The browser could not encode the PNG');
      downloadBlob(png, fileName);
    } else {
      const dataUrl = await toSvg(viewport, options);
      const svg = decodeURIComponent(dataUrl.replace(SVG_DATA_URL, ''));
      downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName);
    }
  } finally {
    delete flow.dataset.exporting;
  }
  return fileName;
}
