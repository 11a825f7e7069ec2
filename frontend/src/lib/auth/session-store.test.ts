import { describe, expect, it } from 'vitest';

import type { AuthEvent, Session } from './session';
import { SESSION_STORAGE_KEY, SessionStore } from './session-store';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  };
}

const user = {
  id: 1,
  email: 'a@b.co',
  display_name: 'Ada',
  photo_url: null,
  tier_id: 0,
  capabilities: { practice: false, coach: false, simulate: false },
};
const session: Session = {
  access_token: 'at-1',
  refresh_token: 'rt-1',
  expires_in: 3600,
  expires_at: 2_000_000_000,
  token_type: 'bearer',
  user,
};

function recordingStore() {
  const store = new SessionStore(memoryStorage());
  const events: AuthEvent[] = [];
  store.subscribe((event) => events.push(event));
  return { store, events };
}

describe('SessionStore', () => {
  it('greets a new listener with the initial session', () => {
    const { events } = recordingStore();
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('stores, announces and clears a session', () => {
    const { store, events } = recordingStore();
    store.setSession(session);
    expect(store.getSession()).toEqual(session);
    store.signOut();
    expect(store.getSession()).toBeNull();
    store.signOut();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
  });

  it('turns another tab’s writes into the right events', () => {
    const { store, events } = recordingStore();
    const before = JSON.stringify(session);
    const refreshed = JSON.stringify({ ...session, access_token: 'at-2' });
    const renamed = JSON.stringify({ ...session, user: { ...user, display_name: 'Ada L.' } });
    store.handleStorageChange(SESSION_STORAGE_KEY, null, before);
    store.handleStorageChange(SESSION_STORAGE_KEY, before, refreshed);
    store.handleStorageChange(SESSION_STORAGE_KEY, before, renamed);
    store.handleStorageChange(SESSION_STORAGE_KEY, refreshed, null);
    store.handleStorageChange('unrelated', null, 'x');
    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
  });

  it('treats a cleared storage as a sign-out', () => {
    const { store, events } = recordingStore();
    store.handleStorageChange(null, null, null);
    expect(events.at(-1)).toBe('SIGNED_OUT');
  });
});
