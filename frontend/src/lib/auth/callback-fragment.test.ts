import { describe, expect, it } from 'vitest';

import { failureReason, parseCallbackFragment, returnPath } from './callback-fragment';

const STATE = 'k3Jx0_tab-state-00000000000000000000000000';
const TOKENS = 'access_token=at&refresh_token=rt&expires_in=3600&expires_at=1700003600';

describe('parseCallbackFragment', () => {
  it('accepts the tokens of the sign-in this tab started', () => {
    const result = parseCallbackFragment(
      `#${TOKENS}&token_type=bearer&client_state=${STATE}`,
      STATE,
    );
    expect(result).toEqual({
      kind: 'session',
      returnTo: '/home',
      session: {
        access_token: 'at',
        refresh_token: 'rt',
        expires_in: 3600,
        expires_at: 1_700_003_600,
        token_type: 'bearer',
        user: null,
      },
    });
  });

  it('goes back to the page of this site the server echoed, and home from anywhere else', () => {
    const back = encodeURIComponent('/learn/caching?x=1#read-through');
    const result = parseCallbackFragment(
      `#${TOKENS}&client_state=${STATE}&return_to=${back}`,
      STATE,
    );
    expect(result).toMatchObject({ returnTo: '/learn/caching?x=1#read-through' });
    for (const elsewhere of ['//evil.example', 'https://evil.example', '/\\evil', '/a b', null]) {
      expect(returnPath(elsewhere)).toBe('/home');
    }
    expect(returnPath('/auth/callback')).toBe('/home');
  });

  it('refuses tokens when this tab started no sign-in', () => {
    expect(parseCallbackFragment(`#${TOKENS}&client_state=${STATE}`, null)).toEqual({
      kind: 'not-started-here',
    });
  });

  it("refuses tokens that echo another tab's value, or none", () => {
    const other = `${STATE.slice(0, -1)}1`;
    expect(parseCallbackFragment(`#${TOKENS}&client_state=${other}`, STATE).kind).toBe(
      'not-started-here',
    );
    expect(parseCallbackFragment(`#${TOKENS}`, STATE).kind).toBe('not-started-here');
    expect(parseCallbackFragment(`#${TOKENS}&client_state=`, '').kind).toBe('not-started-here');
  });

  it('turns each failure code into our own sentence', () => {
    expect(parseCallbackFragment('#error=cancelled', STATE)).toEqual({
      kind: 'error',
      reason: 'Sign-in was cancelled',
    });
    expect(parseCallbackFragment('#error=other_browser', null)).toEqual({
      kind: 'error',
      reason: 'This sign-in was started in another browser',
    });
  });

  it('never repeats text from the address', () => {
    for (const hash of [
      '#error=login_failed',
      '#error=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '#error=x&error_description=Evil%20text',
      '#error=constructor',
      `#error=&${TOKENS}&client_state=${STATE}`,
    ]) {
      expect(parseCallbackFragment(hash, STATE)).toEqual({ kind: 'error', reason: null });
    }
  });

  it('notices a missing token', () => {
    expect(parseCallbackFragment('#access_token=at', STATE)).toEqual({ kind: 'missing-tokens' });
    expect(parseCallbackFragment('#refresh_token=rt', null)).toEqual({ kind: 'missing-tokens' });
  });

  it('tells an empty fragment apart', () => {
    expect(parseCallbackFragment('', STATE)).toEqual({ kind: 'empty' });
    expect(parseCallbackFragment('#', null)).toEqual({ kind: 'empty' });
  });
});

describe('failureReason', () => {
  it('knows the codes the server sends and nothing else', () => {
    expect(failureReason('incomplete')).toBe('The sign-in response was incomplete');
    expect(failureReason('expired')).toBe('This sign-in link has expired or was already used');
    expect(failureReason('not_confirmed')).toBe('Google could not confirm who you are');
    expect(failureReason('login_failed')).toBeNull();
    expect(failureReason('toString')).toBeNull();
  });
});
