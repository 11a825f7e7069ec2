import { describe, expect, it } from 'vitest';

import { PLAY_MS, secondAfter } from './use-playback';

describe('secondAfter', () => {
  it('plays a whole run through in PLAY_MS, whatever its length', () => {
    expect(secondAfter(0, 0, 119)).toBe(0);
    expect(secondAfter(0, PLAY_MS / 2, 119)).toBe(59);
    expect(secondAfter(0, PLAY_MS, 119)).toBe(119);
    expect(secondAfter(0, PLAY_MS / 2, 599)).toBe(299);
  });

  it('goes on from where it was paused and stops at the last second', () => {
    expect(secondAfter(100, PLAY_MS / 4, 119)).toBe(119);
    expect(secondAfter(60, PLAY_MS / 10, 119)).toBe(71);
  });
});
