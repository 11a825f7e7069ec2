// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { removeComponents, removeConnections } from './design';
import { focusAfter } from './focus-after';
import { sampleDesign } from './sample-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

/** Client, DNS, Server and Database (ids client-1 ... database-4), connections conn-5 to 7. */
const design = sampleDesign(counter());

describe('focusAfter', () => {
  it('goes to the next component when the focused one is deleted, or the last', () => {
    expect(focusAfter(design, removeComponents(design, ['dns-2']), 'dns-2', true)).toEqual({
      item: 'server-3',
    });
    expect(
      focusAfter(design, removeComponents(design, ['database-4']), 'database-4', true),
    ).toEqual({ item: 'server-3' });
  });

  it('goes to what an undo brought back, even while the focus is still on the canvas', () => {
    const without = removeComponents(design, ['server-3']);
    expect(focusAfter(without, design, 'database-4', false)).toEqual({ item: 'server-3' });
    const unlinked = removeConnections(design, ['conn-6']);
    expect(focusAfter(unlinked, design, null, true)).toEqual({ item: 'conn-6' });
  });

  it('stays on a component that is still there, and leaves a focus that was not lost', () => {
    expect(focusAfter(design, removeConnections(design, ['conn-6']), 'client-1', true)).toEqual({
      item: 'client-1',
    });
    expect(focusAfter(design, removeConnections(design, ['conn-6']), 'client-1', false)).toBeNull();
  });

  it('goes to the canvas when nothing is left to focus', () => {
    const ids = design.widgets.map((w) => w.id);
    expect(focusAfter(design, removeComponents(design, ids), 'dns-2', true)).toBe('canvas');
    expect(focusAfter(design, removeConnections(design, ['conn-6']), 'conn-6', true)).toBe(
      'canvas',
    );
  });
});
