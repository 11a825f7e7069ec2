import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  canZoomIn,
  canZoomOut,
  fitWidth,
  svgSize,
  zoomIn,
  zoomLabel,
  zoomOut,
  ZOOM_STEPS,
} from './diagram-zoom';

describe('svgSize', () => {
  it("reads the drawing's size from the viewBox mermaid writes", () => {
    const svg = '<svg id="d1" width="100%" viewBox="-8 -8 1041.73 70" style="max-width: 1041px;">';
    expect(svgSize(svg)).toEqual({ width: 1041.73, height: 70 });
    expect(svgSize('<svg viewBox="0,0,300,200"><g viewBox="0 0 1 1"/></svg>')).toEqual({
      width: 300,
      height: 200,
    });
  });

  it('gives null without a usable viewBox', () => {
    expect(svgSize('<svg width="10" height="10"></svg>')).toBeNull();
    expect(svgSize('<svg viewBox="0 0 0 50"></svg>')).toBeNull();
    expect(svgSize('<svg viewBox="0 0 wide tall"></svg>')).toBeNull();
  });
});

describe('fitWidth', () => {
  it('fits the column on the page, between readable and its own size', () => {
    expect(fitWidth({ width: 1000, height: 70 }, false)).toBe('clamp(700px, 100%, 1000px)');
  });

  it('in full screen fits width and height, grows to twice its size, keeps 12 px labels', () => {
    expect(fitWidth({ width: 400, height: 200 }, true)).toBe(
      'clamp(300px, min(100cqw, 100cqh * 2.0000), 800px)',
    );
  });

  it('in full screen keeps a lesson image at its own size at the least', () => {
    expect(fitWidth({ width: 720, height: 360 }, true, 1)).toBe(
      'clamp(720px, min(100cqw, 100cqh * 2.0000), 1440px)',
    );
  });
});

describe('zoom steps', () => {
  it('goes up and down the steps from any scale and stops at the ends', () => {
    expect(zoomIn(0.43)).toBe(0.5);
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.7);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomIn(3)).toBe(3);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomOut(0.43)).toBe(false);
    expect(zoomLabel(1.25)).toBe('125%');
  });

  it('always lands on a step, above when zooming in and below when zooming out', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 5, noNaN: true }), (scale) => {
        const bigger = zoomIn(scale);
        const smaller = zoomOut(scale);
        expect(ZOOM_STEPS).toContain(bigger);
        expect(ZOOM_STEPS).toContain(smaller);
        if (canZoomIn(scale)) expect(bigger).toBeGreaterThan(scale);
        if (canZoomOut(scale)) expect(smaller).toBeLessThan(scale);
      }),
    );
  });
});
