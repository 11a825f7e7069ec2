import { describe, expect, it } from 'vitest';

import { scoreSummary } from './score-summary';

const SCORES = { scalability: 3, consistency: 4, fault_tolerance: 2, total: 9, max_score: 15 };

describe('scoreSummary', () => {
  it('says each score and the total', () => {
    expect(scoreSummary(SCORES)).toBe(
      'Scalability: 3/5 · Consistency: 4/5 · Fault tolerance: 2/5 · Total: 9/15',
    );
  });

  it('counts the total out of the maximum', () => {
    expect(scoreSummary({ ...SCORES, max_score: 20 })).toContain('Total: 9/20');
  });
});
