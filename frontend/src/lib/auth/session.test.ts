import { describe, expect, it } from 'vitest';

import { isExpiring, parseCallbackFragment, parseStoredSession, type Session } from './session';

const session = (expiresAt: number): Session => ({
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  expires_at: expiresAt,
  token_type: 'bearer',
  user: null,
});

describe('parseCallbackFragment', () => {
  it('reads a full session', () => {
    const result = parseCallbackFragment(
      '#access_token=at&refresh_token=rt&expires_in=3600&expires_at=1700003600&token_type=bearer',
    );
    expect(result).toEqual({
      kind: 'session',
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

  it('reports the error the server sent', () => {
    expect(
      parseCallbackFragment('#error=login_failed&error_description=Sign-in%20was%20cancelled'),
    ).toEqual({ kind: 'error', message: 'Sign-in was cancelled' });
  });

  it('notices a missing token', () => {
    expect(parseCallbackFragment('#access_token=at')).toEqual({ kind: 'missing-tokens' });
    expect(parseCallbackFragment('#refresh_token=rt')).toEqual({ kind: 'missing-tokens' });
  });

  it('tells an empty fragment apart', () => {
    expect(parseCallbackFragment('')).toEqual({ kind: 'empty' });
    expect(parseCallbackFragment('#')).toEqual({ kind: 'empty' });
  });
});

describe('isExpiring', () => {
  it('counts a session as expiring within 90 seconds of its end', () => {
    const now = 1_700_000_000_000;
    expect(isExpiring(session(1_700_000_091), now)).toBe(false);
    expect(isExpiring(session(1_700_000_089), now)).toBe(true);
    expect(isExpiring(session(1_699_999_000), now)).toBe(true);
  });
});

describe('parseStoredSession', () => {
  it('rejects what is not a session', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('not json')).toBeNull();
    expect(parseStoredSession('{"access_token": 1}')).toBeNull();
    expect(parseStoredSession('[]')).toBeNull();
  });

  it('accepts a stored session', () => {
    expect(parseStoredSession(JSON.stringify(session(5)))).toEqual(session(5));
  });
});
