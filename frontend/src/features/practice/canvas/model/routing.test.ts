import type { CanvasConnection, CanvasDesign, ComponentType, Side } from '@/lib/design';
import { SIDES } from '@/lib/design/generated/vocabulary';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Box } from './alignment';
import { layoutConnections } from './connection-layout';
import { addComponent, connect, EMPTY_DESIGN } from './design';
import { LABEL_HEIGHT, labelWidth } from './label-placement';
import {
  facingSides,
  orthogonalPoints,
  pointAlong,
  roundedPath,
  sidesFace,
  type Point,
} from './routing';
import { sampleDesign } from './sample-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

const box = (x: number, y: number) => ({ x, y, width: 120, height: 80 });

/** The corners of a drawn path: its M and L points and the corners its curves round. */
function corners(path: string): Point[] {
  const numbers = [...path.matchAll(/[MLQ]([-\d.e]+) ([-\d.e]+)/g)];
  return numbers.map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

/** True when the line only ever moves one way along each axis: it never doubles back. */
function monotonic(points: readonly Point[]): boolean {
  const steps = points.slice(1).map((p, i) => ({
    dx: p.x - (points[i]?.x ?? p.x),
    dy: p.y - (points[i]?.y ?? p.y),
  }));
  const oneWay = (values: number[]) =>
    values.every((v) => v >= -1e-9) || values.every((v) => v <= 1e-9);
  return oneWay(steps.map((s) => s.dx)) && oneWay(steps.map((s) => s.dy));
}

/** Whether a segment of the line through `points` runs through `box`. */
function passesThrough(points: readonly Point[], box: Box): boolean {
  return points.slice(1).some((b, i) => {
    const a = points[i] ?? b;
    return (
      Math.min(a.x, b.x) < box.x + box.width &&
      box.x < Math.max(a.x, b.x) &&
      Math.min(a.y, b.y) < box.y + box.height &&
      box.y < Math.max(a.y, b.y)
    );
  });
}

/** The components placed in order (their ids numbered as `counter` gives them), one
 * connection between two of them, and the corners of its line. */
function onlyLine(
  placed: readonly (readonly [ComponentType, number, number])[],
  from: CanvasConnection['from'],
  to: CanvasConnection['to'],
) {
  const ids = counter();
  let design = EMPTY_DESIGN;
  for (const [type, x, y] of placed) design = addComponent(design, type, x, y, ids);
  design = connect(design, from, to, ids)!;
  const id = design.connections[0]!.id;
  const route = layoutConnections(design.widgets, design.connections).get(id)!;
  return { design, points: corners(route.path) };
}

/** A design of two components and one connection made on the given sides. */
function pair(a: Point, b: Point, from: Side, to: Side): CanvasDesign {
  const ids = counter();
  let design = addComponent(EMPTY_DESIGN, 'client', a.x, a.y, ids);
  design = addComponent(design, 'server', b.x, b.y, ids);
  return connect(
    design,
    { widgetId: 'client-1', position: from },
    { widgetId: 'server-2', position: to },
    ids,
  )!;
}

describe('which sides face each other', () => {
  it('faces across the wider gap', () => {
    expect(facingSides(box(0, 0), box(400, 40))).toEqual({ from: 'right', to: 'left' });
    expect(facingSides(box(400, 40), box(0, 0))).toEqual({ from: 'left', to: 'right' });
    expect(facingSides(box(0, 0), box(40, 300))).toEqual({ from: 'bottom', to: 'top' });
  });

  it('refuses sides a line would have to double back from', () => {
    expect(sidesFace(box(0, 0), 'right', box(400, 0), 'left')).toBe(true);
    // The target moved left of the source: leaving rightwards would turn back.
    expect(sidesFace(box(400, 0), 'right', box(0, 0), 'left')).toBe(false);
    expect(sidesFace(box(0, 0), 'right', box(400, 0), 'right')).toBe(false);
    // Up and then right into a left side, as the sample design's Client reaches the DNS.
    expect(sidesFace(box(96, 192), 'top', box(336, 48), 'left')).toBe(true);
  });
});

describe('lines', () => {
  it('run straight when the points line up, and turn at right angles otherwise', () => {
    const straight = orthogonalPoints({ x: 0, y: 5 }, 'right', { x: 90, y: 5 }, 'left');
    expect(straight).toEqual([
      { x: 0, y: 5 },
      { x: 90, y: 5 },
    ]);
    const stepped = orthogonalPoints({ x: 0, y: 0 }, 'right', { x: 100, y: 60 }, 'left', 0.25);
    expect(stepped).toEqual([
      { x: 0, y: 0 },
      { x: 25, y: 0 },
      { x: 25, y: 60 },
      { x: 100, y: 60 },
    ]);
    const ell = orthogonalPoints({ x: 0, y: 0 }, 'top', { x: 80, y: -60 }, 'left');
    expect(ell).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: -60 },
      { x: 80, y: -60 },
    ]);
  });

  it('rounds corners without overshooting short runs', () => {
    expect(
      roundedPath([
        { x: 0, y: 0 },
        { x: 50, y: 0 },
      ]),
    ).toBe('M0 0L50 0');
    const path = roundedPath([
      { x: 0, y: 0 },
      { x: 0, y: -6 },
      { x: 80, y: -6 },
    ]);
    // A 6 px run takes a 3 px radius at most.
    expect(path).toBe('M0 0L0 -3Q0 -6 3 -6L80 -6');
  });

  it('finds the point a given share of the way along', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 0, y: 100 },
      { x: 100, y: 100 },
    ];
    expect(pointAlong(points, 0.5)).toEqual({ x: 0, y: 100 });
    expect(pointAlong(points, 0.75)).toEqual({ x: 50, y: 100 });
  });
});

describe('layoutConnections', () => {
  const gapped = fc
    .record({
      ax: fc.integer({ min: 0, max: 800 }),
      ay: fc.integer({ min: 0, max: 800 }),
      dx: fc.integer({ min: -600, max: 600 }),
      dy: fc.integer({ min: -600, max: 600 }),
    })
    // Far enough apart on one axis for a line between two connection points 13 px out.
    .filter(({ dx, dy }) => Math.abs(dx) >= 120 + 30 || Math.abs(dy) >= 80 + 30);

  it('never draws a line that doubles back, whatever sides it was made on', () => {
    const side = fc.constantFrom(...SIDES);
    fc.assert(
      fc.property(gapped, side, side, ({ ax, ay, dx, dy }, from, to) => {
        const design = pair(
          { x: ax + 600, y: ay + 600 },
          { x: ax + 600 + dx, y: ay + 600 + dy },
          from,
          to,
        );
        const route = layoutConnections(design.widgets, design.connections).get('conn-3');
        expect(route).toBeDefined();
        expect(monotonic(corners(route!.path))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the sides a connection was made on while they face', () => {
    const design = sampleDesign(counter());
    const routes = layoutConnections(design.widgets, design.connections);
    // Client (96, 192) top to DNS (336, 48) left: up, then right.
    expect(routes.get('conn-5')?.path).toBe('M156 176L156 98Q156 88 166 88L320 88');
    // Client right to Server left, straight across.
    expect(routes.get('conn-6')?.path).toBe('M232 232L320 232');
  });

  it('goes around the components in the way when another route is free', () => {
    // A database at the right of the top row sends to a queue at the left of the bottom row;
    // a client and a load balancer fill the top row, a server and a cache sit between the rows.
    const { design, points } = onlyLine(
      [
        ['database', 864, 192],
        ['queue', 96, 432],
        ['client', 96, 192],
        ['load-balancer', 336, 192],
        ['server', 576, 312],
        ['cache', 336, 432],
      ],
      { widgetId: 'database-1', position: 'right' },
      { widgetId: 'queue-2', position: 'left' },
    );
    expect(monotonic(points)).toBe(true);
    for (const other of design.widgets.slice(2)) {
      expect(passesThrough(points, other), `${other.id} is crossed`).toBe(false);
    }
  });

  it('goes around a component standing between two in a column', () => {
    // Pressed in the palette one after another: a load balancer above a client, a server
    // below it; then the load balancer is connected to the server from the keyboard.
    const { design, points } = onlyLine(
      [
        ['client', 336, 192],
        ['load-balancer', 336, 48],
        ['server', 336, 336],
      ],
      { widgetId: 'load-balancer-2', position: 'bottom' },
      { widgetId: 'server-3', position: 'top' },
    );
    expect(passesThrough(points, design.widgets[0]!), 'the client is crossed').toBe(false);
    // Out of one side of the load balancer and into the same side of the server.
    const [first, last] = [points[0]!, points.at(-1)!];
    expect(first.x).toBe(last.x);
    expect(first.y).toBeGreaterThan(48);
    expect(first.y).toBeLessThan(48 + 80);
    expect(last.y).toBeGreaterThan(336);
    expect(last.y).toBeLessThan(336 + 80);
  });

  it('spreads lines that share a side, and keeps their labels apart', () => {
    const ids = counter();
    let design = addComponent(EMPTY_DESIGN, 'server', 0, 0, ids);
    design = addComponent(design, 'database', 400, 0, ids);
    // Two connections each way between the same two components.
    for (const [from, to] of [
      ['server-1', 'database-2'],
      ['database-2', 'server-1'],
      ['server-1', 'database-2'],
    ] as const) {
      design = connect(
        design,
        { widgetId: from, position: 'right' },
        { widgetId: to, position: 'left' },
        ids,
      )!;
    }
    const routes = [...layoutConnections(design.widgets, design.connections).values()];
    const starts = routes.map((route) => route.path.split('L')[0]);
    expect(new Set(starts).size).toBe(3);
    const boxes = routes.map(({ label }, i) => {
      const width = labelWidth(design.connections[i]!.properties.protocol);
      return { x: label.x - width / 2, y: label.y - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT };
    });
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.x < b.x + b.width &&
          b.x < a.x + a.width &&
          a.y < b.y + b.height &&
          b.y < a.y + a.height;
        expect(overlap).toBe(false);
      }
    }
  });

  it('leaves out connections whose components are gone', () => {
    const design = sampleDesign(counter());
    expect(layoutConnections(design.widgets.slice(1), design.connections).size).toBe(1);
  });
});
