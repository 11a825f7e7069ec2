import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  align,
  ALIGN_THRESHOLD,
  alignmentIndex,
  placeDragged,
  sameGuides,
  type Box,
} from './alignment';

const box = (x: number, y: number, width = 120, height = 80): Box => ({ x, y, width, height });

describe('align', () => {
  const index = alignmentIndex([box(480, 192)]);

  it('aligns at exactly 12 px, on either side, and not at 13', () => {
    expect(align(index, box(0, 192 + 12)).y).toBe(192);
    expect(align(index, box(0, 192 - 12)).y).toBe(192);
    expect(align(index, box(0, 192 + 13)).y).toBeNull();
    expect(align(index, box(0, 192 - 13)).y).toBeNull();
    expect(align(index, box(0, 192 + 13)).guides).toEqual([]);
  });

  it('marks every line that coincides, so equal sizes show top, middle and bottom', () => {
    expect(align(index, box(0, 200)).guides).toEqual([
      { axis: 'y', at: 192 },
      { axis: 'y', at: 232 },
      { axis: 'y', at: 272 },
    ]);
  });

  it('aligns centres of different sizes and marks only the centre', () => {
    const result = align(index, box(500, 0, 60, 40));
    expect(result.x).toBe(510);
    expect(result.guides).toEqual([{ axis: 'x', at: 540 }]);
  });

  it('compares only lines of the same kind', () => {
    // Its left edge is 2 px from the other's right edge: not an alignment.
    expect(align(index, box(602, 0)).x).toBeNull();
  });

  it('lets the nearest line win', () => {
    const two = alignmentIndex([box(0, 100), box(300, 50, 120, 100)]);
    // Top 8 px below the first component's top, bottom 2 px above the second's bottom.
    const result = align(two, box(600, 108, 120, 40));
    expect(result.y).toBe(110);
    expect(result.guides).toEqual([{ axis: 'y', at: 150 }]);
  });

  it('breaks ties by the smaller coordinate, then by left before centre before right', () => {
    const around = alignmentIndex([box(0, 90), box(0, 110)]);
    expect(align(around, box(500, 100)).y).toBe(90);
    const kinds = alignmentIndex([box(0, 0, 300, 50), box(50, 0, 20, 50)]);
    // The left edge (5) is 5 px from 0 and the centre (55) is 5 px from 60: the left edge wins.
    expect(align(kinds, box(5, 300, 100, 50)).x).toBe(0);
  });

  it('aligns each axis on its own', () => {
    const result = align(index, box(490, 1000));
    expect(result).toEqual({
      x: 480,
      y: null,
      guides: [
        { axis: 'x', at: 480 },
        { axis: 'x', at: 540 },
        { axis: 'x', at: 600 },
      ],
    });
  });

  it('has nothing to align with on an empty canvas', () => {
    expect(align(alignmentIndex([]), box(13, 13))).toEqual({ x: null, y: null, guides: [] });
  });

  it('agrees with a brute-force search over every pair of lines', () => {
    const coordinate = fc.integer({ min: 0, max: 2000 });
    const boxArb = fc.record({
      x: coordinate,
      y: coordinate,
      width: fc.integer({ min: 20, max: 200 }),
      height: fc.integer({ min: 20, max: 200 }),
    });
    fc.assert(
      fc.property(fc.array(boxArb, { maxLength: 30 }), boxArb, (others, dragged) => {
        const expected = bruteForceX(others, dragged);
        expect(align(alignmentIndex(others), dragged).x).toBe(expected);
      }),
    );
  });
});

/** The slow, obvious search: every kind of line against every other component's. */
function bruteForceX(others: Box[], dragged: Box): number | null {
  const candidates = others.flatMap((other) =>
    [0, 0.5, 1].map((fraction, kind) => {
      const target = other.x + other.width * fraction;
      const line = dragged.x + dragged.width * fraction;
      return { distance: Math.abs(target - line), kind, target, start: target - line + dragged.x };
    }),
  );
  const near = candidates
    .filter((c) => c.distance <= ALIGN_THRESHOLD)
    .sort((a, b) => a.distance - b.distance || a.kind - b.kind || a.target - b.target);
  return near[0]?.start ?? null;
}

describe('placeDragged', () => {
  const index = alignmentIndex([box(100, 200)]);

  it('uses the 24 px grid where nothing is near', () => {
    expect(placeDragged(index, box(1000, 1013))).toEqual({ x: 1008, y: 1008, guides: [] });
  });

  it('prefers an alignment to the grid, even to a component that is off the grid', () => {
    const placed = placeDragged(index, box(700, 210));
    expect(placed.x).toBe(696);
    expect(placed.y).toBe(200);
    expect(placed.guides.map((g) => g.axis)).toEqual(['y', 'y', 'y']);
  });

  it('stays fast for three hundred components', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      box(48 + (i % 20) * 192, 48 + Math.floor(i / 20) * 144),
    );
    const big = alignmentIndex(many);
    const started = performance.now();
    for (let step = 0; step < 10_000; step += 1) placeDragged(big, box(step % 4000, step % 3000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('sameGuides', () => {
  it('compares by value, so an unchanged drag frame does not re-render', () => {
    expect(sameGuides([{ axis: 'x', at: 1 }], [{ axis: 'x', at: 1 }])).toBe(true);
    expect(sameGuides([{ axis: 'x', at: 1 }], [{ axis: 'y', at: 1 }])).toBe(false);
    expect(sameGuides([], [{ axis: 'y', at: 1 }])).toBe(false);
  });
});
