import type { CanvasDesign } from '@/lib/design';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { COMPONENT_TYPES } from './component-types';
import { layoutConnections } from './connection-layout';
import { addComponent, connect, EMPTY_DESIGN, GRID } from './design';
import { drawingFaults } from './drawing-faults';
import { LAYER_GAP, layeredLayout, LAYOUT_ORIGIN, readableLayout } from './layered-layout';

const counter = () => {
  let n = 0;
  return (prefix: string) => `${prefix}-${String(++n)}`;
};

/** A design of `count` components all piled at one spot, with the given links (by index). */
function piled(count: number, links: readonly [number, number][]): CanvasDesign {
  const newId = counter();
  let design = EMPTY_DESIGN;
  for (let i = 0; i < count; i++) {
    design = addComponent(
      design,
      COMPONENT_TYPES[i % COMPONENT_TYPES.length] ?? 'server',
      0,
      0,
      newId,
    );
  }
  for (const [a, b] of links) {
    const [from, to] = [design.widgets[a], design.widgets[b]];
    if (!from || !to) continue;
    design =
      connect(
        design,
        { widgetId: from.id, position: 'top' },
        { widgetId: to.id, position: 'top' },
        newId,
      ) ?? design;
  }
  return design;
}

/** Random designs whose links all point from an earlier component to a later one (no cycle). */
const flows = fc.integer({ min: 1, max: 14 }).chain((count) =>
  fc
    .array(
      fc
        .tuple(fc.nat(count - 1), fc.nat(count - 1))
        // A link from a component to itself is refused by connect, so left out.
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
      { maxLength: count * 2 },
    )
    .map((links) => piled(count, links)),
);

// dagre takes a few milliseconds a design: fewer runs than fast-check's default keep this quick.
const RUNS = { numRuns: 40 };

const overlap = (a: CanvasDesign['widgets'][number], b: CanvasDesign['widgets'][number]) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layeredLayout', () => {
  it('leaves no box over another, each on the grid', () => {
    fc.assert(
      fc.property(flows, (design) => {
        const { widgets } = layeredLayout(design, LAYOUT_ORIGIN);
        widgets.forEach((box, i) => {
          expect(box.x % GRID).toBe(0);
          expect(box.y % GRID).toBe(0);
          for (const other of widgets.slice(i + 1)) expect(overlap(box, other)).toBe(false);
        });
      }),
      RUNS,
    );
  });

  it('lays the flow out left to right: every connection goes to a later layer', () => {
    fc.assert(
      fc.property(flows, (design) => {
        const laid = layeredLayout(design, LAYOUT_ORIGIN);
        const at = new Map(laid.widgets.map((c) => [c.id, c]));
        for (const { from, to } of laid.connections) {
          const [a, b] = [at.get(from.widgetId)!, at.get(to.widgetId)!];
          // A layer's gap, less what snapping to the grid may take from it.
          expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(LAYER_GAP - GRID);
          expect([from.position, to.position]).toEqual(['right', 'left']);
        }
      }),
      RUNS,
    );
  });

  it('gives the same layout for the same design, wherever its boxes stood', () => {
    fc.assert(
      fc.property(flows, fc.nat(2000), fc.nat(2000), (design, dx, dy) => {
        const moved = {
          ...design,
          widgets: design.widgets.map((c, i) => ({ ...c, x: c.x + dx * i, y: c.y + dy })),
        };
        const first = layeredLayout(design, LAYOUT_ORIGIN);
        expect(layeredLayout(moved, LAYOUT_ORIGIN)).toEqual(first);
      }),
      RUNS,
    );
  });

  it('keeps the design where it was: its top-left box stays put', () => {
    const design = piled(4, [
      [0, 1],
      [1, 2],
      [1, 3],
    ]);
    const placed = {
      ...design,
      widgets: design.widgets.map((c) => ({ ...c, x: 480, y: 720 })),
    };
    const laid = layeredLayout(placed);
    expect(Math.min(...laid.widgets.map((c) => c.x))).toBe(480);
    expect(Math.min(...laid.widgets.map((c) => c.y))).toBe(720);
  });

  it('draws a typical web design with no line through a box or along another', () => {
    // Client, DNS, load balancer, two servers, cache, database, queue, worker.
    const design = readableLayout(
      piled(9, [
        [0, 1],
        [0, 2],
        [2, 3],
        [2, 4],
        [3, 5],
        [4, 5],
        [3, 6],
        [4, 6],
        [3, 7],
        [7, 8],
        [8, 6],
      ]),
    );
    expect(drawingFaults(design, layoutConnections(design.widgets, design.connections))).toEqual(
      [],
    );
  });

  it('puts components with no connection in a row beneath the flow, not down one column', () => {
    const { widgets } = layeredLayout(piled(7, [[0, 1]]), LAYOUT_ORIGIN);
    const [from, to, ...loose] = widgets;
    const flowBottom = Math.max(from!.y + from!.height, to!.y + to!.height);
    for (const box of loose) expect(box.y).toBeGreaterThan(flowBottom);
    expect(new Set(loose.slice(0, 4).map((box) => box.y)).size).toBe(1);
  });

  it('leaves an empty design as it is', () => {
    expect(layeredLayout(EMPTY_DESIGN)).toBe(EMPTY_DESIGN);
  });
});
