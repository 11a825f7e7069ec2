import { describe, expect, it } from 'vitest';

import { chatMessage, isSendKey, messageToSend, newSessionId } from './chat-model';

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
