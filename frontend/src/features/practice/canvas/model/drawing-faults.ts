/**
 * What makes a drawn design hard to read, found from its geometry: boxes over boxes, labels
 * over boxes or other labels, a line through a box it does not connect, and two lines run
 * together so that they read as one. The layout's tests hold every reference design to none.
 */

import type { CanvasDesign } from '@/lib/design';

import type { Box } from './alignment';
import type { ConnectionRoute } from './connection-layout';
import { LABEL_HEIGHT, labelWidth } from './label-placement';
import { runTogether, segmentsOf, type Segment } from './line-runs';

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const segmentBox = ({ a, b }: Segment): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});

export function labelBoxOf(route: ConnectionRoute, text: string): Box {
  const width = labelWidth(text);
  return {
    x: route.label.x - width / 2,
    y: route.label.y - LABEL_HEIGHT / 2,
    width,
    height: LABEL_HEIGHT,
  };
}

/** Every fault in the drawing, in words; none for a readable one. */
export function drawingFaults(
  design: CanvasDesign,
  routes: ReadonlyMap<string, ConnectionRoute>,
): string[] {
  const faults: string[] = [];
  const boxes = design.widgets;
  boxes.forEach((box, i) => {
    for (const other of boxes.slice(i + 1)) {
      if (intersects(box, other)) faults.push(`box ${box.name} overlaps box ${other.name}`);
    }
  });
  const lines = design.connections.flatMap((connection) => {
    const route = routes.get(connection.id);
    if (!route) return [];
    const label = labelBoxOf(route, connection.properties.protocol);
    return [{ connection, label, points: route.points, segments: segmentsOf(route.points) }];
  });
  lines.forEach(({ connection, label, points, segments }, i) => {
    const ends = new Set([connection.from.widgetId, connection.to.widgetId]);
    for (const box of boxes) {
      if (intersects(label, box)) faults.push(`label of ${connection.id} overlaps ${box.name}`);
      if (!ends.has(box.id) && segments.some((s) => intersects(segmentBox(s), box))) {
        faults.push(`line ${connection.id} passes through ${box.name}`);
      }
    }
    for (const other of lines.slice(i + 1)) {
      if (intersects(label, other.label)) {
        faults.push(`label of ${connection.id} overlaps label of ${other.connection.id}`);
      }
      if (runTogether(points, other.points))
        faults.push(`line ${connection.id} runs along line ${other.connection.id}`);
    }
  });
  return faults;
}
