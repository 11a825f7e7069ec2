// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { CanvasDesign } from '@/lib/design';
import { align, distribute, type Alignment } from './arrange';
import { ARRANGE_COMMANDS } from './arrange-commands';
import { addComponent, EMPTY_DESIGN } from './design';
import { editorReducer, initialEditorState } from './editor-state';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

/** Servers with their top-left corners at `corners`, ids server-1, server-2, ... */
function servers(corners: [number, number][]): CanvasDesign {
  const newId = counter();
  return corners.reduce(
    (design, [x, y]) => addComponent(design, 'server', x, y, newId),
    EMPTY_DESIGN,
  );
}

const at = (design: CanvasDesign) => design.widgets.map((w) => [w.x, w.y]);
const ALL = ['server-1', 'server-2', 'server-3'];

describe('align', () => {
  const design = servers([
    [100, 50],
    [400, 300],
    [250, 170],
  ]);

  it.each([
    [
      'left',
      [
        [100, 50],
        [100, 300],
        [100, 170],
      ],
    ],
    [
      'centre',
      [
        [250, 50],
        [250, 300],
        [250, 170],
      ],
    ],
    [
      'right',
      [
        [400, 50],
        [400, 300],
        [400, 170],
      ],
    ],
    [
      'top',
      [
        [100, 50],
        [400, 50],
        [250, 50],
      ],
    ],
    [
      'middle',
      [
        [100, 175],
        [400, 175],
        [250, 175],
      ],
    ],
    [
      'bottom',
      [
        [100, 300],
        [400, 300],
        [250, 300],
      ],
    ],
  ] as const)('lines the selection up on the %s of the box round them all', (how, expected) => {
    expect(at(align(design, ALL, how))).toEqual(expected);
  });

  it('moves only the chosen components, and nothing for fewer than two', () => {
    expect(at(align(design, ['server-1', 'server-2'], 'left'))).toEqual([
      [100, 50],
      [100, 300],
      [250, 170],
    ]);
    expect(align(design, ['server-1'], 'left')).toBe(design);
  });
});

describe('distribute', () => {
  it('spreads the middle ones out with equal gaps, the outermost staying put', () => {
    const design = servers([
      [0, 0],
      [500, 40],
      [130, 80],
      [180, 120],
    ]);
    const ids = ['server-1', 'server-2', 'server-3', 'server-4'];
    // 620 px from the first left edge to the last right edge, 480 of it boxes: gaps of 140/3.
    expect(at(distribute(design, ids, 'horizontal'))).toEqual([
      [0, 0],
      [500, 40],
      [167, 80],
      [333, 120],
    ]);
    expect(at(distribute(design, ids, 'vertical'))).toEqual([
      [0, 0],
      [500, 40],
      [130, 80],
      [180, 120],
    ]);
  });

  it('needs three at least', () => {
    const design = servers([
      [0, 0],
      [500, 0],
    ]);
    expect(distribute(design, ['server-1', 'server-2'], 'horizontal')).toBe(design);
  });

  it('leaves equal gaps and keeps the order along the axis, for any selection', () => {
    const corner = fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 2000 }));
    fc.assert(
      fc.property(fc.array(corner, { minLength: 3, maxLength: 12 }), (corners) => {
        const design = servers(corners);
        const ids = design.widgets.map((w) => w.id);
        const spread = distribute(design, ids, 'horizontal').widgets;
        const xs = spread.map((w) => w.x).sort((a, b) => a - b);
        const gaps = xs.slice(1).map((x, i) => x - (xs[i] ?? 0));
        for (const gap of gaps) expect(Math.abs(gap - (gaps[0] ?? 0))).toBeLessThanOrEqual(1);
        expect(spread.map((w) => w.y)).toEqual(design.widgets.map((w) => w.y));
      }),
      { numRuns: 100 },
    );
  });
});

describe('arrange commands', () => {
  it('apply to two selected components (three to distribute) and undo in one step', () => {
    const design = servers([
      [100, 50],
      [400, 300],
      [250, 170],
    ]);
    const two = editorReducer(initialEditorState(design), {
      type: 'select',
      selection: { components: ['server-1', 'server-2'], connections: [] },
    });
    expect(ARRANGE_COMMANDS.alignTop.applies(two)).toBe(true);
    expect(ARRANGE_COMMANDS.distributeHorizontally.applies(two)).toBe(false);
    const result = ARRANGE_COMMANDS.alignTop.perform(two);
    expect(result.announce).toBe('Aligned 2 components on their top edges.');
    const aligned = editorReducer(two, { type: 'apply', result });
    expect(aligned.history.past).toHaveLength(1);
    expect(aligned.history.past[0]).toBe(design);
  });

  it.each(['left', 'centre', 'right', 'top', 'middle', 'bottom'] as Alignment[])(
    'keeps %s-aligned components inside the canvas',
    (how) => {
      const design = servers([
        [0, 0],
        [4680, 3120],
      ]);
      for (const w of align(design, ['server-1', 'server-2'], how).widgets) {
        expect(w.x).toBeGreaterThanOrEqual(0);
        expect(w.x).toBeLessThanOrEqual(4680);
        expect(w.y).toBeLessThanOrEqual(3120);
      }
    },
  );
});
