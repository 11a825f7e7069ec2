// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { zoomForKey, type ZoomKeyPress } from './zoom-keys';

const press = (key: string, held: Partial<ZoomKeyPress> = {}): ZoomKeyPress => ({
  key,
  code: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...held,
});

describe('zoomForKey', () => {
  it.each([
    [press('+', { shiftKey: true }), 'in'],
    [press('='), 'in'],
    [press('=', { ctrlKey: true }), 'in'],
    [press('+', { ctrlKey: true, shiftKey: true }), 'in'],
    [press('=', { metaKey: true }), 'in'],
    [press('-'), 'out'],
    [press('-', { ctrlKey: true }), 'out'],
    [press('-', { metaKey: true }), 'out'],
    [press('0'), 'fit'],
    [press('!', { shiftKey: true, code: 'Digit1' }), 'fit'],
  ] as const)('%o zooms %s', (event, step) => {
    expect(zoomForKey(event)).toBe(step);
  });

  it('leaves Ctrl+0, Alt and other keys to the browser', () => {
    for (const event of [
      press('0', { ctrlKey: true }),
      press('1'),
      press('=', { altKey: true }),
      press('a'),
      press('c'),
    ]) {
      expect(zoomForKey(event)).toBeNull();
    }
  });
});
