import { describe, expect, it } from 'vitest';

import { toolbarPlaces, type WorkspaceSize } from './toolbar-layout';

describe('toolbar places', () => {
  it('put every tool in the row on a wide screen, and no More', () => {
    expect(toolbarPlaces('wide').more).toEqual([]);
  });

  it('move Tidy up and the file tools behind More first, then everything on a phone', () => {
    expect(toolbarPlaces('medium')).toEqual({
      row: ['details', 'history', 'clear', 'export'],
      more: ['tidy', 'files'],
    });
    expect(toolbarPlaces('compact').row).toEqual([]);
  });

  it('place each tool once, in its order', () => {
    for (const size of ['wide', 'medium', 'compact'] as WorkspaceSize[]) {
      const { row, more } = toolbarPlaces(size);
      expect([...row, ...more].sort()).toEqual([
        'clear',
        'details',
        'export',
        'files',
        'history',
        'tidy',
      ]);
    }
  });
});
