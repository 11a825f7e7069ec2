import { describe, expect, it } from 'vitest';

import {
  fitOptions,
  freeArea,
  MIN_FIT_ZOOM,
  READABLE_ZOOM,
  refitNeeded,
  wholeInView,
} from './keep-in-view';

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

describe('fitting clear of the corner controls', () => {
  it('keeps the bottom strip the controls take out of the free area', () => {
    expect(freeArea(wide, 140)).toEqual({ width: 800, height: 260 });
    expect(freeArea(wide, 500)).toEqual({ width: 800, height: 0 });
    // A map shown over a design that fitted above the zoom buttons alone covers part of it.
    const aboveButtons = { x: 20, y: 16, zoom: 1 };
    expect(refitNeeded(design, aboveButtons, freeArea(wide, 90), freeArea(wide, 140))).toBe(true);
  });

  it('pads the bottom by the reserve and fits a large design whole, however small', () => {
    const options = fitOptions(120);
    expect(options.padding).toEqual({ top: '16px', left: '16px', right: '16px', bottom: '136px' });
    expect(options.minZoom).toBe(MIN_FIT_ZOOM);
    expect(14 * READABLE_ZOOM).toBeGreaterThanOrEqual(11);
    // A refit stays at or under the user's zoom.
    expect(fitOptions(0, 0.5)).toMatchObject({ minZoom: 0.2, maxZoom: 0.5 });
    expect(fitOptions(0, 3).maxZoom).toBe(1.1);
  });
});
