import type { CanvasDesign } from '@/lib/design';
import { downloadBlob } from './download';
import { diagramImageFileName, type ImageFormat, type ImageFrame } from './diagram-image';
import { diagramSvg, type DiagramTheme } from './diagram-svg';

/** The current theme's colours, read where the canvas gets them. */
export function themeOf(flow: HTMLElement): DiagramTheme {
  const tokens = getComputedStyle(document.documentElement);
  const token = (name: string) => tokens.getPropertyValue(name).trim();
  return {
    background: getComputedStyle(flow).backgroundColor,
    surface: token('--color-surface'),
    border: token('--color-border-strong'),
    text: token('--color-text'),
    muted: token('--color-text-muted'),
    line: token('--color-text-subtle'),
    font: getComputedStyle(flow).fontFamily,
  };
}

/** Draws the SVG on a canvas. A data: URL, because the CSP allows data: images but not blob:. */
async function toPng(svg: string, frame: ImageFrame): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(frame.width * frame.pixelRatio);
  canvas.height = Math.round(frame.height * frame.pixelRatio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser could not draw the PNG');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The browser could not encode the PNG'));
    }, 'image/png');
  });
}

/**
 * Downloads the whole design (not just what is on screen) as a plain SVG, or as a PNG drawn
 * from it, in the current theme's colours. Returns the file name, or null for an empty design.
 * `flow` is React Flow's root element, whose styles give the theme.
 */
export async function exportDiagramImage(
  format: ImageFormat,
  flow: HTMLElement,
  design: CanvasDesign,
  now = Date.now(),
): Promise<string | null> {
  const drawn = diagramSvg(design, themeOf(flow));
  if (!drawn) return null;
  const fileName = diagramImageFileName(format, now);
  const blob =
    format === 'svg'
      ? new Blob([drawn.svg], { type: 'image/svg+xml' })
      : await toPng(drawn.svg, drawn);
  downloadBlob(blob, fileName);
  return fileName;
}
