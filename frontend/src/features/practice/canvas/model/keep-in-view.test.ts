import { describe, expect, it } from 'vitest';

import { refitNeeded, wholeInView } from './keep-in-view';

// The sample design's four components span 96..696 x 48..272 on the canvas.
const design = { x: 96, y: 48, width: 600, height: 224 };
const fitted = { x: 20, y: 30, zoom: 1 };
const wide = { width: 800, height: 400 };
const narrow = { width: 600, height: 400 };

describe('keeping the design in view', () => {
  it('sees the whole design only when every side of it is on the canvas', () => {
    expect(wholeInView(design, fitted, wide)).toBe(true);
    expect(wholeInView(design, fitted, narrow)).toBe(false);
    expect(wholeInView(design, { ...fitted, zoom: 2 }, wide)).toBe(false);
    expect(wholeInView(design, { x: -100, y: 0, zoom: 1 }, wide)).toBe(false);
    // Exactly at the edge, give or take rounding, is in view.
    expect(wholeInView(design, fitted, { width: 716.4, height: 302 })).toBe(true);
  });

  it('fits again when a narrower canvas would cut off a design that was all in view', () => {
    expect(refitNeeded(design, fitted, wide, narrow)).toBe(true);
    expect(refitNeeded(design, fitted, wide, { width: 800, height: 200 })).toBe(true);
  });

  it('leaves the view alone when nothing is cut, or when the user had already left part out', () => {
    expect(refitNeeded(design, fitted, narrow, wide)).toBe(false);
    expect(refitNeeded(design, fitted, wide, { width: 760, height: 380 })).toBe(false);
    const zoomedIn = { x: -200, y: -100, zoom: 2 };
    expect(refitNeeded(design, zoomedIn, wide, narrow)).toBe(false);
    expect(refitNeeded(null, fitted, wide, narrow)).toBe(false);
  });
});
