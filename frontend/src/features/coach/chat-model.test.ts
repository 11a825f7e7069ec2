import { describe, expect, it } from 'vitest';

import {
  chatMessage,
  fromHistory,
  isSendKey,
  mayClear,
  messageToSend,
  newSessionId,
} from './chat-model';

describe('the coach chat rules', () => {
  it('ignores blank messages after trimming', () => {
    expect(messageToSend('   \n\t', false)).toBeNull();
    expect(messageToSend('  What is a cache? ', false)).toBe('What is a cache?');
  });

  it('ignores a message while the previous one is in flight', () => {
    expect(messageToSend('Second question', true)).toBeNull();
  });

  it('sends on Enter but not on Shift+Enter or during composition', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('session ids', () => {
  it('join the time and a random string', () => {
    expect(newSessionId(1732190000000, () => 0.123456789)).toMatch(/^1732190000000-[a-z0-9]{8}$/);
  });

  it('differ between visits at the same moment', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId(1)));
    expect(ids.size).toBe(50);
  });

  it('fit the server rule for session ids', () => {
    expect(newSessionId(1, () => 0)).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});

describe('messages', () => {
  it('get distinct ids', () => {
    expect(chatMessage('user', 'a').id).not.toBe(chatMessage('user', 'a').id);
  });
});

describe('the kept conversation', () => {
  it('opens the thread in the order it was kept, each turn with its author', () => {
    const thread = fromHistory([
      { role: 'user', content: 'What is sharding?' },
      { role: 'coach', content: 'Splitting the data by a key. See [Sharding](/learn/sharding).' },
      { role: 'user', content: '# shown as typed' },
    ]);
    expect(thread.map((m) => [m.role, m.text])).toEqual([
      ['user', 'What is sharding?'],
      ['coach', 'Splitting the data by a key. See [Sharding](/learn/sharding).'],
      ['user', '# shown as typed'],
    ]);
    expect(new Set(thread.map((m) => m.id)).size).toBe(3);
    expect(thread.every((m) => m.tone === undefined)).toBe(true);
  });

  it('is nothing when nothing was kept', () => {
    expect(fromHistory([])).toEqual([]);
  });
});

describe('clearing the conversation', () => {
  const ready = { messageCount: 2, loading: false, busy: false };

  it('is offered once there is a message and nothing else is going on', () => {
    expect(mayClear(ready)).toBe(true);
  });

  it('is not offered for an empty thread, while it loads, or while a message is in flight', () => {
    expect(mayClear({ ...ready, messageCount: 0 })).toBe(false);
    expect(mayClear({ ...ready, loading: true })).toBe(false);
    expect(mayClear({ ...ready, busy: true })).toBe(false);
  });
});
