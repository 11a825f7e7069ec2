import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { chatMessage } from './chat-model';
import { afterWelcomeDelay, WELCOME_DELAY_MS, welcomeHint, withWelcome } from './welcome-hint';

describe('the coach welcome', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('comes about a second after the workspace opens, once', () => {
    const show = vi.fn();
    afterWelcomeDelay(show);
    expect(WELCOME_DELAY_MS).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('never comes to a workspace left before then', () => {
    const show = vi.fn();
    const cancel = afterWelcomeDelay(show);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(show).not.toHaveBeenCalled();
  });

  it('opens the thread, but never lands under a question the learner already asked', () => {
    const welcome = chatMessage('coach', welcomeHint('Design a URL Shortener'));
    expect(withWelcome([], welcome)).toEqual([welcome]);
    const asked = [chatMessage('user', 'What is a CDN?')];
    expect(withWelcome(asked, welcome)).toBe(asked);
    // A second welcome (the coach offered again) changes nothing either.
    const once = withWelcome([], welcome);
    expect(withWelcome(once, chatMessage('coach', 'again'))).toBe(once);
  });

  it('says what the four starting parts do in a URL shortener, and what to add next', () => {
    const text = welcomeHint('Design a Chat App');
    expect(text).toMatch(/^\*\*Welcome to Design a Chat App!\*\*/);
    expect(text).toContain('URL shortener');
    for (const part of ['Client', 'DNS', 'Server', 'Database', 'Cache']) {
      expect(text).toContain(`**${part}**`);
    }
  });
});
