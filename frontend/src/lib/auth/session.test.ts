import { describe, expect, it } from 'vitest';

import { isExpiring, parseStoredSession, type Session } from './session';

const session = (expiresAt: number): Session => ({
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  expires_at: expiresAt,
  token_type: 'bearer',
  user: null,
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

  it('keeps a stored user only when it carries its capabilities', () => {
    const older = { id: 1, email: 'a@b.co', display_name: 'Ada', photo_url: null, tier_id: 3 };
    const user = { ...older, capabilities: { practice: true, coach: true, simulate: true } };
    const withUser = { ...session(5), user };
    expect(parseStoredSession(JSON.stringify(withUser))).toEqual(withUser);
    // Stored before the server sent capabilities: fetched again rather than read as none.
    const stale = parseStoredSession(JSON.stringify({ ...session(5), user: older }));
    expect(stale).toEqual(session(5));
  });
});
