import { describe, expect, it } from 'vitest';

import {
  chooseTab,
  FIRST_CHOICE,
  propertiesShown,
  sheetTabs,
  shownTabs,
  type TabOffer,
} from './workspace-tabs';

const COACHED: TabOffer = {
  tools: ['components', 'notes', 'chat'],
  inspector: ['properties', 'submissions'],
};
const UNKNOWN: TabOffer = { tools: ['components', 'notes'], inspector: ['properties'] };

describe('workspace tabs', () => {
  it('keep a tab per column, so choosing on one side leaves the other as it was', () => {
    const chat = chooseTab(FIRST_CHOICE, 'chat');
    const attempts = chooseTab(chat, 'submissions');
    expect(shownTabs(attempts, COACHED)).toEqual({
      tool: 'chat',
      inspector: 'submissions',
      sheet: 'submissions',
    });
    expect(shownTabs(chooseTab(attempts, 'notes'), COACHED).inspector).toBe('submissions');
  });

  it('show a phone the tab chosen last, whichever column it belongs to', () => {
    const properties = chooseTab(chooseTab(FIRST_CHOICE, 'notes'), 'properties');
    expect(shownTabs(properties, COACHED).sheet).toBe('properties');
    expect(shownTabs(chooseTab(properties, 'notes'), COACHED).sheet).toBe('notes');
  });

  it('fall back to the first tab when the chosen one is not offered', () => {
    const chosen = chooseTab(chooseTab(FIRST_CHOICE, 'chat'), 'submissions');
    expect(shownTabs(chosen, UNKNOWN)).toEqual({
      tool: 'components',
      inspector: 'properties',
      sheet: 'properties',
    });
  });

  it('put the palette and the properties first on a phone', () => {
    expect(sheetTabs(COACHED)).toEqual([
      'components',
      'properties',
      'notes',
      'chat',
      'submissions',
    ]);
    expect(sheetTabs(UNKNOWN)).toEqual(['components', 'properties', 'notes']);
  });

  it('know when the properties are off screen', () => {
    const palette = shownTabs(FIRST_CHOICE, COACHED);
    expect(propertiesShown('columns', palette)).toBe(true);
    expect(propertiesShown('sheet', palette)).toBe(false);
    const attempts = shownTabs(chooseTab(FIRST_CHOICE, 'submissions'), COACHED);
    expect(propertiesShown('columns', attempts)).toBe(false);
  });
});
