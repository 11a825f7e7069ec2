import { describe, expect, it } from 'vitest';

import {
  COMPONENT_CATALOGUE,
  COMPONENT_TYPES,
  copiesCount,
  newProperties,
} from './component-types';

describe('copies', () => {
  it('every type starts with one copy', () => {
    for (const type of COMPONENT_TYPES) {
      expect(newProperties(type).replicas).toBe(1);
      expect(COMPONENT_CATALOGUE[type].defaults.replicas).toBe(1);
    }
  });

  it('reads a whole number in bounds, and one for anything else', () => {
    expect(copiesCount(3)).toBe(3);
    expect(copiesCount('12')).toBe(12);
    expect(copiesCount(1000)).toBe(1000);
    expect(copiesCount(undefined)).toBe(1);
    expect(copiesCount(0)).toBe(1);
    expect(copiesCount(1001)).toBe(1);
    expect(copiesCount(2.5)).toBe(1);
    expect(copiesCount('three')).toBe(1);
  });
});
