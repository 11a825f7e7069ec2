import { describe, expect, it } from 'vitest';

import { addComponent, EMPTY_DESIGN, updateComponent } from '../canvas/model/design';
import { selectedItemName } from './selection-hint';

const design = addComponent(EMPTY_DESIGN, 'server', 0, 0, () => 'api');
const nothing = { components: [], connections: [] };

describe('selected item name', () => {
  it('names the one selected component by its name', () => {
    expect(selectedItemName(design, { ...nothing, components: ['api'] })).toBe('Server');
    const renamed = updateComponent(design, 'api', { name: '  ' });
    expect(selectedItemName(renamed, { ...nothing, components: ['api'] })).toBe('A component');
  });

  it('calls a selected connection a connection', () => {
    expect(selectedItemName(design, { ...nothing, connections: ['c1'] })).toBe('A connection');
  });

  it('has nothing to say about no selection, several, or a component gone', () => {
    expect(selectedItemName(design, nothing)).toBeNull();
    expect(selectedItemName(design, { components: ['api'], connections: ['c1'] })).toBeNull();
    expect(selectedItemName(design, { ...nothing, components: ['gone'] })).toBeNull();
  });
});
