import { describe, expect, it } from 'vitest';

import { hintsKey, nextHintLabel, readShownHints, saveShownHints } from './hint-progress';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('hint progress', () => {
  it('starts with no hint shown and remembers each one opened', () => {
    const storage = memoryStorage();
    expect(readShownHints(storage, 'chat-app', 4)).toBe(0);
    saveShownHints(storage, 'chat-app', 2);
    expect(readShownHints(storage, 'chat-app', 4)).toBe(2);
    expect(readShownHints(storage, 'pastebin', 4)).toBe(0);
  });

  it('holds a stored count within the hints there are', () => {
    expect(readShownHints(memoryStorage({ [hintsKey('a')]: '9' }), 'a', 3)).toBe(3);
    expect(readShownHints(memoryStorage({ [hintsKey('a')]: '-2' }), 'a', 3)).toBe(0);
    expect(readShownHints(memoryStorage({ [hintsKey('a')]: 'lots' }), 'a', 3)).toBe(0);
  });

  it('names the next hint until every hint is shown', () => {
    expect(nextHintLabel(0, 4)).toBe('Show hint 1 of 4');
    expect(nextHintLabel(3, 4)).toBe('Show hint 4 of 4');
    expect(nextHintLabel(4, 4)).toBeNull();
  });

  it('keeps working when storage refuses a write', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => {
      saveShownHints(full, 'a', 1);
    }).not.toThrow();
  });
});
