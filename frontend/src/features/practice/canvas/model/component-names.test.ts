import { describe, expect, it } from 'vitest';

import { distinctNames, spokenName } from './component-names';
import { addComponent, EMPTY_DESIGN, updateComponent } from './design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

describe('component names', () => {
  it('says the kind only when the name does not', () => {
    const ids = counter();
    let design = addComponent(EMPTY_DESIGN, 'dns', 0, 0, ids);
    expect(spokenName(design.widgets[0]!)).toBe('DNS');
    design = updateComponent(design, 'dns-1', { name: 'Route 53' });
    expect(spokenName(design.widgets[0]!)).toBe('Route 53 (DNS)');
    design = updateComponent(design, 'dns-1', { name: '   ' });
    expect(spokenName(design.widgets[0]!)).toBe('DNS');
  });

  it('numbers components that would otherwise share a name, never by their ids', () => {
    const ids = counter();
    let design = EMPTY_DESIGN;
    for (const type of ['server', 'cache', 'server', 'server'] as const) {
      design = addComponent(design, type, 0, 0, ids);
    }
    expect([...distinctNames(design.widgets).values()]).toEqual([
      'Server',
      'Cache',
      'Server 2',
      'Server 3',
    ]);
  });
});
