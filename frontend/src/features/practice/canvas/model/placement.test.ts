import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Box } from './alignment';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COMPONENT_HEIGHT, COMPONENT_WIDTH, GRID } from './design';
import { freeSpotForGroup, freeSpotNear, PLACEMENT_GAP } from './placement';

const boxAt = ({ x, y }: { x: number; y: number }): Box => ({
  x,
  y,
  width: COMPONENT_WIDTH,
  height: COMPONENT_HEIGHT,
});

const apart = (a: Box, b: Box) =>
  a.x + a.width + PLACEMENT_GAP <= b.x ||
  b.x + b.width + PLACEMENT_GAP <= a.x ||
  a.y + a.height + PLACEMENT_GAP <= b.y ||
  b.y + b.height + PLACEMENT_GAP <= a.y;

/** A box anywhere in the first screenful, off the grid and of any size. */
const box = fc.record({
  x: fc.integer({ min: 0, max: 1200 }),
  y: fc.integer({ min: 0, max: 900 }),
  width: fc.integer({ min: 20, max: 300 }),
  height: fc.integer({ min: 20, max: 200 }),
});

/** Adds `count` components one after another, each where freeSpotNear puts it. */
function placeMany(start: Box[], centre: { x: number; y: number }, count: number): Box[] {
  const boxes = [...start];
  for (let i = 0; i < count; i++) {
    const spot = freeSpotNear(boxes, centre);
    if (!spot) break;
    boxes.push(boxAt(spot));
  }
  return boxes;
}

describe('freeSpotNear', () => {
  it('puts the first component in the middle of the view, on the grid', () => {
    expect(freeSpotNear([], { x: 1000, y: 700 })).toEqual({ x: 936, y: 672 });
  });

  it('puts the next one beside it, not on top of it', () => {
    const first = boxAt({ x: 936, y: 672 });
    const spot = freeSpotNear([first], { x: 1000, y: 700 });
    expect(spot).not.toBeNull();
    expect(apart(first, boxAt(spot!))).toBe(true);
    // The nearest free cell: a component's height and a gap (80 + 48) above or below, rounded
    // up to the grid.
    expect(Math.abs(spot!.y - first.y)).toBe(144);
    expect(spot!.x).toBe(first.x);
  });

  it('lays thirty presses out with no two components touching, around the middle', () => {
    const boxes = placeMany([], { x: 1200, y: 800 }, 30);
    expect(boxes).toHaveLength(30);
    for (const [i, a] of boxes.entries()) {
      expect(a.x % GRID).toBe(0);
      expect(a.y % GRID).toBe(0);
      for (const b of boxes.slice(i + 1)) expect(apart(a, b)).toBe(true);
    }
    // Compact: all within a few components of the middle, not strung out in a line.
    for (const box of boxes) {
      expect(Math.abs(box.x + COMPONENT_WIDTH / 2 - 1200)).toBeLessThan(4 * 168);
      expect(Math.abs(box.y + COMPONENT_HEIGHT / 2 - 800)).toBeLessThan(4 * 128);
    }
  });

  it('stays inside the canvas when the view shows its corner or beyond', () => {
    expect(freeSpotNear([], { x: -300, y: -300 })).toEqual({ x: 0, y: 0 });
    const far = freeSpotNear([], { x: CANVAS_WIDTH + 500, y: CANVAS_HEIGHT + 500 });
    expect(far).toEqual({ x: CANVAS_WIDTH - COMPONENT_WIDTH, y: CANVAS_HEIGHT - COMPONENT_HEIGHT });
  });

  it('never overlaps components placed anywhere, off the grid or of other sizes', () => {
    const centre = fc.record({
      x: fc.integer({ min: -200, max: 1400 }),
      y: fc.integer({ min: -200, max: 1100 }),
    });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 25 }), centre, (boxes, at) => {
        const spot = freeSpotNear(boxes, at);
        expect(spot).not.toBeNull();
        for (const other of boxes) expect(apart(boxAt(spot!), other)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('finds the free spot nearest the middle, not merely some free spot', () => {
    // The middle taken, a wall on its left, and components above and below it: the nearest
    // free cell is on its right.
    const wall = [0, 128, 256, 384].map((y) => boxAt({ x: 816, y }));
    const column = [40, 168, 296].map((y) => boxAt({ x: 984, y }));
    const spot = freeSpotNear([...wall, ...column], { x: 1044, y: 208 });
    expect(spot).toEqual({ x: 1152, y: 168 });
  });

  it('says so when the canvas has no room left', () => {
    const everything = { x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT };
    expect(freeSpotNear([everything], { x: 100, y: 100 })).toBeNull();
  });
});

describe('freeSpotForGroup', () => {
  const pair = [boxAt({ x: 500, y: 500 }), boxAt({ x: 692, y: 500 })];

  it('keeps the group together and in shape, at the corner asked for when it is free', () => {
    expect(freeSpotForGroup([], pair, { x: 96, y: 48 })).toEqual({ x: 96, y: 48 });
  });

  it('moves the group clear of every box, whatever lies where it was asked for', () => {
    const corner = fc.record({
      x: fc.integer({ min: 0, max: 1200 }),
      y: fc.integer({ min: 0, max: 900 }),
    });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 20 }), corner, (boxes, at) => {
        const spot = freeSpotForGroup(boxes, pair, at);
        expect(spot).not.toBeNull();
        const moved = [boxAt(spot!), boxAt({ x: spot!.x + 192, y: spot!.y })];
        for (const member of moved)
          for (const other of boxes) expect(apart(member, other)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
