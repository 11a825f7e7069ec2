import { describe, expect, it } from 'vitest';

import { component } from './test-fixtures';
import { worstFirst } from './worst-first';

const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('worstFirst', () => {
  it('puts down before saturated before hot before ok', () => {
    const sorted = worstFirst([
      component('ok', { state: 'ok', utilization: 0.5 }),
      component('hot', { state: 'hot', utilization: 0.85 }),
      component('down', { state: 'down', utilization: 0 }),
      component('full', { state: 'saturated', utilization: 1.2 }),
    ]);
    expect(ids(sorted)).toEqual(['down', 'full', 'hot', 'ok']);
  });

  it('orders a state by how busy, then by what was refused', () => {
    const sorted = worstFirst([
      component('a', { state: 'saturated', utilization: 1, dropped_rps: 5 }),
      component('b', { state: 'saturated', utilization: 1.5, dropped_rps: 0 }),
      component('c', { state: 'saturated', utilization: 1, dropped_rps: 50 }),
    ]);
    expect(ids(sorted)).toEqual(['b', 'c', 'a']);
  });

  it('keeps components alike in the design order and leaves its input alone', () => {
    const input = [component('x'), component('y'), component('z')];
    expect(ids(worstFirst(input))).toEqual(['x', 'y', 'z']);
    expect(worstFirst(input)).not.toBe(input);
  });
});
