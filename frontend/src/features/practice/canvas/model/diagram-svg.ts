/**
 * The design as a standalone SVG document: plain shapes and text, so it opens in browsers,
 * Figma, Inkscape and slide tools alike. Geometry matches the canvas: components where they
 * stand and the routes the canvas draws, carried on to the components' edges.
 */

import type { CanvasConnection, CanvasDesign, CanvasComponent } from '@/lib/design';

import { ICON_PATHS } from './component-icon-paths';
import { layoutConnections, type ConnectionRoute } from './connection-layout';
import { diagramBounds, imageFrame, IMAGE_PADDING } from './diagram-image';
import { LABEL_HEIGHT, labelWidth } from './label-placement';
import { nameCapacity, nameLines } from './name-lines';

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

export const ASYNC_DASH = '6 4';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function componentSvg(component: CanvasComponent, theme: DiagramTheme): string {
  const { x, y, width, height } = component;
  const iconScale = 22 / 24;
  const { chars, lines: room } = nameCapacity(component);
  const lines = nameLines(component.name, chars, room);
  // Two lines of name move the icon up to make room.
  const [iconTop, firstBaseline] = lines.length > 1 ? [11, 50] : [19, 58];
  const text = lines.map(
    (line, i) =>
      `<text x="${x + width / 2}" y="${y + firstBaseline + i * 14}" text-anchor="middle" font-size="12" font-weight="600" fill="${theme.text}">${escapeXml(line)}</text>`,
  );
  return [
    `<g><title>${escapeXml(`${component.name} (${component.type})`)}</title>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="${theme.surface}" stroke="${theme.border}" stroke-width="1.5"/>`,
    `<path d="${ICON_PATHS[component.type]}" transform="translate(${x + width / 2 - 11} ${y + iconTop}) scale(${iconScale})" fill="none" stroke="${theme.text}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
    ...text,
    '</g>',
  ].join('');
}

function connectionSvg(route: ConnectionRoute, connection: CanvasConnection, theme: DiagramTheme) {
  const { leaves, arrives, label } = route;
  // The canvas's line carried on to the components' edges: a picture has no connection points.
  const drawn = `M${String(leaves.x)} ${String(leaves.y)}L${route.path.slice(1)}L${String(arrives.x)} ${String(arrives.y)}`;
  const protocol = escapeXml(connection.properties.protocol);
  const dashed =
    connection.properties.sync === 'Asynchronous' ? ` stroke-dasharray="${ASYNC_DASH}"` : '';
  const width = labelWidth(connection.properties.protocol);
  return [
    `<path d="${drawn}" fill="none" stroke="${theme.line}" stroke-width="1.6"${dashed} marker-end="url(#arrow)"/>`,
    `<rect x="${label.x - width / 2}" y="${label.y - LABEL_HEIGHT / 2}" width="${width}" height="${LABEL_HEIGHT}" rx="6" fill="${theme.surface}" stroke="${theme.border}"/>`,
    `<text x="${label.x}" y="${label.y + 3.5}" text-anchor="middle" font-size="10" font-weight="600" fill="${theme.muted}">${protocol}</text>`,
  ].join('');
}

/** The SVG document with its frame (size in CSS pixels, PNG pixel ratio), or null for an
 * empty design. */
export function diagramSvg(design: CanvasDesign, theme: DiagramTheme) {
  const bounds = diagramBounds(design.widgets);
  if (!bounds) return null;
  const frame = imageFrame(bounds);
  const { width, height } = frame;
  const routes = layoutConnections(design.widgets, design.connections);
  const connections = design.connections.flatMap((connection) => {
    const route = routes.get(connection.id);
    return route ? [connectionSvg(route, connection, theme)] : [];
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
