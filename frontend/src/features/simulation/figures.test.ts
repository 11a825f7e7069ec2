import { describe, expect, it } from 'vitest';

import { countLabel, msLabel, percentLabel } from './figures';

describe('figures', () => {
  it('writes times in ms, and in seconds past one', () => {
    expect(msLabel(0.42)).toBe('0.4 ms');
    expect(msLabel(180.4)).toBe('180 ms');
    expect(msLabel(2005)).toBe('2 s');
  });

  it('never rounds a share up to a 100% it did not reach', () => {
    expect(percentLabel(0.9999)).toBe('99.9%');
    expect(percentLabel(1)).toBe('100%');
    expect(percentLabel(0.57)).toBe('57%');
  });

  it('shortens large counts for narrow columns', () => {
    expect(countLabel(3.46)).toBe('3.5');
    expect(countLabel(1240)).toBe('1,240');
    expect(countLabel(329_896)).toBe('330K');
    expect(countLabel(12_345)).toBe('12.3K');
  });
});
