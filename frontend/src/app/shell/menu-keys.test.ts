import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { menuKeyAction } from './menu-keys';

describe('menuKeyAction', () => {
  it('moves down and up through the items, wrapping at the ends', () => {
    expect(menuKeyAction('ArrowDown', 0, 3)).toEqual({ kind: 'focus', index: 1 });
    expect(menuKeyAction('ArrowDown', 2, 3)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', 0, 3)).toEqual({ kind: 'focus', index: 2 });
  });

  it('jumps to the first and last item', () => {
    expect(menuKeyAction('Home', 2, 3)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('End', 0, 3)).toEqual({ kind: 'focus', index: 2 });
  });

  it('closes on Escape, and on Tab moving on', () => {
    expect(menuKeyAction('Escape', 1, 3)).toEqual({ kind: 'close', moveOn: false });
    expect(menuKeyAction('Tab', 1, 3)).toEqual({ kind: 'close', moveOn: true });
  });

  it('leaves other keys to the item', () => {
    expect(menuKeyAction('Enter', 0, 1)).toEqual({ kind: 'none' });
    expect(menuKeyAction('a', 0, 1)).toEqual({ kind: 'none' });
  });

  it('always lands on an item', () => {
    const keys = fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End');
    fc.assert(
      fc.property(keys, fc.integer({ min: 1, max: 20 }), fc.nat(), (key, count, seed) => {
        const action = menuKeyAction(key, seed % count, count);
        expect(action.kind).toBe('focus');
        if (action.kind === 'focus') {
          expect(action.index).toBeGreaterThanOrEqual(0);
          expect(action.index).toBeLessThan(count);
        }
      }),
    );
  });
});
