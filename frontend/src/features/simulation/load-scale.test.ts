import { describe, expect, it } from 'vitest';

import { LAST_STEP, LOAD_STEPS, loadAtStep, loadLabel, stepOfLoad } from './load-scale';

describe('the load slider', () => {
  it('spans the server bounds, 0.1× to 10×, rising at every step', () => {
    expect(loadAtStep(0)).toBe(0.1);
    expect(loadAtStep(LAST_STEP)).toBe(10);
    LOAD_STEPS.slice(1).forEach((load, index) => {
      expect(load).toBeGreaterThan(LOAD_STEPS[index]!);
    });
  });

  it('maps each step to its load and back', () => {
    LOAD_STEPS.forEach((load, step) => {
      expect(loadAtStep(step)).toBe(load);
      expect(stepOfLoad(load)).toBe(step);
    });
  });

  it('clamps positions and loads outside the scale', () => {
    expect(loadAtStep(-3)).toBe(0.1);
    expect(loadAtStep(99)).toBe(10);
    expect(stepOfLoad(0.01)).toBe(0);
    expect(stepOfLoad(50)).toBe(LAST_STEP);
  });

  it('finds the nearest step on a log scale', () => {
    // 3.4 is nearer 3 than 4 on a log scale (and linearly); 1.7 is nearer 1.5 on a log scale.
    expect(loadAtStep(stepOfLoad(3.4))).toBe(3);
    expect(loadAtStep(stepOfLoad(1.7))).toBe(1.5);
    expect(loadAtStep(stepOfLoad(1.8))).toBe(2);
  });

  it('reads the value as people say it', () => {
    expect(loadLabel(2.5)).toBe('2.5× peak');
    expect(loadLabel(1)).toBe('1× peak');
    expect(loadLabel(0.25)).toBe('0.25× peak');
  });
});
