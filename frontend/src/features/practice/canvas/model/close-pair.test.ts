// @vitest-environment node
import type { Side } from '@/lib/design';
import { describe, expect, it } from 'vitest';

import { layoutConnections } from './connection-layout';
import { addComponent, connect, EMPTY_DESIGN } from './design';
import { LABEL_HEIGHT, labelWidth } from './label-placement';
import { connectionPoint, HANDLE_OFFSET } from './routing';
import { sampleDesign } from './sample-design';
import { startingDesign } from './starting-design';

const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];

/** A Client at (1000, 1000) and a Server `dx`, `dy` from where it would sit just right of it,
 * connected on the given sides; the line's path. */
function pathBetween(dx: number, dy: number, from: Side, to: Side): string {
  const id = (n: number) => (prefix: string) => `${prefix}-${String(n)}`;
  let design = addComponent(EMPTY_DESIGN, 'client', 1000, 1000, id(1));
  design = addComponent(design, 'server', 1120 + dx, 1000 + dy, id(2));
  design = connect(
    design,
    { widgetId: 'client-1', position: from },
    { widgetId: 'server-2', position: to },
    id(3),
  )!;
  return layoutConnections(design.widgets, design.connections).get('conn-3')!.path;
}

const numbers = (path: string) => (path.match(/-?[\d.]+|NaN/g) ?? []).map(Number);

describe('connections between close components', () => {
  it('never draws a path with NaN in it, wherever the two are and whichever sides', () => {
    for (let dx = -240; dx <= 240; dx += 40) {
      for (let dy = -160; dy <= 160; dy += 40) {
        for (const from of SIDES) {
          for (const to of SIDES) {
            const path = pathBetween(dx, dy, from, to);
            expect(path, `${String(dx)},${String(dy)} ${from}-${to}`).toMatch(/^M/);
            expect(numbers(path).every(Number.isFinite)).toBe(true);
          }
        }
      }
    }
  });

  it('draws a straight line across a 25 px gap side by side, from edge to edge', () => {
    for (const [from, to] of [
      ['right', 'left'],
      ['top', 'bottom'],
    ] as const) {
      expect(pathBetween(25, 10, from, to)).toBe('M1120 1045L1145 1045');
    }
  });

  it('draws a straight line across a 25 px gap one above the other', () => {
    let design = addComponent(EMPTY_DESIGN, 'client', 1000, 1000, () => 'client-1');
    design = addComponent(design, 'server', 1000, 1105, () => 'server-2');
    design = connect(
      design,
      { widgetId: 'server-2', position: 'top' },
      { widgetId: 'client-1', position: 'bottom' },
      () => 'conn-3',
    )!;
    const route = layoutConnections(design.widgets, design.connections).get('conn-3')!;
    expect(route.path).toBe('M1060 1105L1060 1080');
  });

  it('keeps connection points for components further apart', () => {
    // 60 px apart: the line runs between the two connection points, 16 px out of each edge.
    expect(pathBetween(60, 0, 'right', 'left')).toBe('M1136 1040L1164 1040');
  });
});

describe('connection labels', () => {
  it('keep clear of every connection point, so a drag from one always starts', () => {
    const ids = (() => {
      let next = 0;
      return (prefix: string) => `${prefix}-${String((next += 1))}`;
    })();
    // Two components 72 px apart: the middle of the line is between their connection points.
    let near = addComponent(EMPTY_DESIGN, 'server', 0, 0, ids);
    near = addComponent(near, 'database', 192, 0, ids);
    near = connect(
      near,
      { widgetId: near.widgets[0]!.id, position: 'right' },
      { widgetId: near.widgets[1]!.id, position: 'left' },
      ids,
    )!;
    for (const design of [near, sampleDesign(ids), startingDesign(ids)]) {
      const routes = layoutConnections(design.widgets, design.connections);
      for (const connection of design.connections) {
        const { label } = routes.get(connection.id)!;
        const half = labelWidth(connection.properties.protocol) / 2;
        for (const component of design.widgets) {
          for (const side of SIDES) {
            const point = connectionPoint(component, side, HANDLE_OFFSET);
            const apartX = Math.abs(point.x - label.x) >= half + 12;
            const apartY = Math.abs(point.y - label.y) >= LABEL_HEIGHT / 2 + 12;
            expect(apartX || apartY, `${connection.id} on ${component.id} ${side}`).toBe(true);
          }
        }
      }
    }
  });
});
