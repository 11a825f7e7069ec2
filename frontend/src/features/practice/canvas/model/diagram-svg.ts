/**
 * The design as a standalone SVG document: plain shapes and text, so it opens in browsers,
 * Figma, Inkscape and slide tools alike. Geometry matches the canvas: components where they
 * stand, connection points 8 px outside each side, and React Flow's own smooth-step paths.
 */

import type { CanvasConnection, CanvasDesign, Side, CanvasComponent } from '@/lib/design';
import { getSmoothStepPath, Position } from '@xyflow/react';

import { ICON_PATHS } from './component-icon-paths';
import { diagramBounds, imageFrame, IMAGE_PADDING } from './diagram-image';

/** Colours from the current theme, so the picture looks like the canvas it came from. */
export interface DiagramTheme {
  background: string;
  surface: string;
  border: string;
  text: string;
  muted: string;
  line: string;
  font: string;
}

/** Connection points sit 8 px outside the edge (as canvas.module.css puts them); React Flow measures a 10 px handle
 * from its outer side, so a line starts 13 px out. */
const HANDLE_REACH = 8 + 10 / 2;
/** Shared with the canvas's connection edge, so the picture draws the lines it shows. */
export const CONNECTION_CORNER_RADIUS = 10;
export const ASYNC_DASH = '6 4';
const NAME_MAX_CHARS = 17;
const POSITION: Record<Side, Position> = {
  top: Position.Top,
  bottom: Position.Bottom,
  left: Position.Left,
  right: Position.Right,
};

export function connectionPoint(
  component: CanvasComponent,
  side: Side,
  reach = HANDLE_REACH,
): { x: number; y: number } {
  const midX = component.x + component.width / 2;
  const midY = component.y + component.height / 2;
  switch (side) {
    case 'top':
      return { x: midX, y: component.y - reach };
    case 'bottom':
      return { x: midX, y: component.y + component.height + reach };
    case 'left':
      return { x: component.x - reach, y: midY };
    case 'right':
      return { x: component.x + component.width + reach, y: midY };
  }
}

/**
 * The path React Flow draws for a connection and where its label sits; `drawn` is the same path
 * carried on to the components' edges, since a picture has no connection points to end at.
 */
function connectionPath(from: CanvasComponent, to: CanvasComponent, connection: CanvasConnection) {
  const start = connectionPoint(from, connection.from.position);
  const end = connectionPoint(to, connection.to.position);
  const [path, labelX, labelY] = getSmoothStepPath({
    sourceX: start.x,
    sourceY: start.y,
    sourcePosition: POSITION[connection.from.position],
    targetX: end.x,
    targetY: end.y,
    targetPosition: POSITION[connection.to.position],
    borderRadius: CONNECTION_CORNER_RADIUS,
  });
  const leaves = connectionPoint(from, connection.from.position, 0);
  const arrives = connectionPoint(to, connection.to.position, 0);
  const drawn = `M${String(leaves.x)} ${String(leaves.y)}L${path.slice(1)}L${String(arrives.x)} ${String(arrives.y)}`;
  return { path, drawn, labelX, labelY };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function shortName(name: string): string {
  return name.length > NAME_MAX_CHARS ? `${name.slice(0, NAME_MAX_CHARS - 1)}…` : name;
}

function componentSvg(component: CanvasComponent, theme: DiagramTheme): string {
  const { x, y, width, height } = component;
  const iconScale = 22 / 24;
  return [
    `<g><title>${escapeXml(`${component.name} (${component.type})`)}</title>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="${theme.surface}" stroke="${theme.border}" stroke-width="1.5"/>`,
    `<path d="${ICON_PATHS[component.type]}" transform="translate(${x + width / 2 - 11} ${y + 19}) scale(${iconScale})" fill="none" stroke="${theme.text}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<text x="${x + width / 2}" y="${y + 58}" text-anchor="middle" font-size="12" font-weight="600" fill="${theme.text}">${escapeXml(shortName(component.name))}</text>`,
    '</g>',
  ].join('');
}

function connectionSvg(
  from: CanvasComponent,
  to: CanvasComponent,
  connection: CanvasConnection,
  theme: DiagramTheme,
) {
  const { drawn, labelX, labelY } = connectionPath(from, to, connection);
  const protocol = escapeXml(connection.properties.protocol);
  const dashed =
    connection.properties.sync === 'Asynchronous' ? ` stroke-dasharray="${ASYNC_DASH}"` : '';
  // A rough width for a 10 px bold label; exact text metrics are not available here.
  const labelWidth = connection.properties.protocol.length * 6.5 + 12;
  return [
    `<path d="${drawn}" fill="none" stroke="${theme.line}" stroke-width="1.6"${dashed} marker-end="url(#arrow)"/>`,
    `<rect x="${labelX - labelWidth / 2}" y="${labelY - 8}" width="${labelWidth}" height="16" rx="6" fill="${theme.surface}" stroke="${theme.border}"/>`,
    `<text x="${labelX}" y="${labelY + 3.5}" text-anchor="middle" font-size="10" font-weight="600" fill="${theme.muted}">${protocol}</text>`,
  ].join('');
}

/** The SVG document with its frame (size in CSS pixels, PNG pixel ratio), or null for an
 * empty design. */
export function diagramSvg(design: CanvasDesign, theme: DiagramTheme) {
  const bounds = diagramBounds(design.widgets);
  if (!bounds) return null;
  const frame = imageFrame(bounds);
  const { width, height } = frame;
  const byId = new Map(design.widgets.map((component) => [component.id, component]));
  const connections = design.connections.flatMap((connection) => {
    const from = byId.get(connection.from.widgetId);
    const to = byId.get(connection.to.widgetId);
    return from && to ? [connectionSvg(from, to, connection, theme)] : [];
  });
  const viewBox = [bounds.x - IMAGE_PADDING, bounds.y - IMAGE_PADDING, width, height].join(' ');
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" font-family="${escapeXml(theme.font)}">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">',
    `<path d="M0 0L10 5L0 10z" fill="${theme.line}"/></marker></defs>`,
    `<rect x="${bounds.x - IMAGE_PADDING}" y="${bounds.y - IMAGE_PADDING}" width="${width}" height="${height}" fill="${theme.background}"/>`,
    ...connections,
    ...design.widgets.map((component) => componentSvg(component, theme)),
    '</svg>',
  ].join('\n');
  return { svg, ...frame };
}
