import { describe, expect, it } from 'vitest';

import { addComponent, EMPTY_DESIGN, updateComponent } from '../canvas/model/design';
import { selectedItem } from './selection-hint';

const design = addComponent(EMPTY_DESIGN, 'server', 0, 0, () => 'api');
const nothing = { components: [], connections: [] };

describe('selected item', () => {
  it('names the one selected component by its name', () => {
    expect(selectedItem(design, { ...nothing, components: ['api'] })).toEqual({
      id: 'api',
      name: 'Server',
    });
    const renamed = updateComponent(design, 'api', { name: '  ' });
    expect(selectedItem(renamed, { ...nothing, components: ['api'] })?.name).toBe('A component');
  });

  it('calls a selected connection a connection', () => {
    expect(selectedItem(design, { ...nothing, connections: ['c1'] })).toEqual({
      id: 'c1',
      name: 'A connection',
    });
  });

  it('has nothing to say about no selection, several, or a component gone', () => {
    expect(selectedItem(design, nothing)).toBeNull();
    expect(selectedItem(design, { components: ['api'], connections: ['c1'] })).toBeNull();
    expect(selectedItem(design, { ...nothing, components: ['gone'] })).toBeNull();
  });
});
