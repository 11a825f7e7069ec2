import { describe, expect, it } from 'vitest';

import { scoreFill, scoreTone } from './score-scale';

describe('score scale', () => {
  it('reads 0 and 1 as low, 2 and 3 as fair, 4 and 5 as good', () => {
    expect([0, 1, 2, 3, 4, 5].map(scoreTone)).toEqual([
      'low',
      'low',
      'fair',
      'fair',
      'good',
      'good',
    ]);
  });

  it('fills the bar in proportion, never past either end', () => {
    expect([0, 1, 5, 7, -1].map(scoreFill)).toEqual([0, 20, 100, 100, 0]);
  });
});
