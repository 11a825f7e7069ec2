import { describe, expect, it, vi } from 'vitest';

import { refreshIfExpiring, type RefreshOutcome } from './refresh';
import type { Session } from './session';
import { SessionStore } from './session-store';

const NOW = 1_700_000_000_000;

function storeWith(expiresAt: number | null) {
  const values = new Map<string, string>();
  const store = new SessionStore({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, value),
    removeItem: (key) => values.delete(key),
  });
  if (expiresAt !== null) {
    store.setSession({
      access_token: 'old',
      refresh_token: 'old-refresh',
      expires_in: 3600,
      expires_at: expiresAt,
      token_type: 'bearer',
      user: null,
    });
  }
  return store;
}

const fresh: Session = {
  access_token: 'new',
  refresh_token: 'new-refresh',
  expires_in: 3600,
  expires_at: NOW / 1000 + 3600,
  token_type: 'bearer',
  user: null,
};

describe('refreshIfExpiring', () => {
  it('leaves a session with time to spare alone', async () => {
    const store = storeWith(NOW / 1000 + 600);
    const call = vi.fn<(token: string) => Promise<RefreshOutcome>>();
    await refreshIfExpiring(store, call, null, () => NOW);
    expect(call).not.toHaveBeenCalled();
  });

  it('refreshes within 90 seconds of expiry with the stored refresh token', async () => {
    const store = storeWith(NOW / 1000 + 60);
    const call = vi.fn(() => Promise.resolve<RefreshOutcome>({ ok: true, session: fresh }));
    await refreshIfExpiring(store, call, null, () => NOW);
    expect(call).toHaveBeenCalledWith('old-refresh');
    expect(store.getSession()?.access_token).toBe('new');
  });

  it('signs out when the server refuses the refresh', async () => {
    const store = storeWith(NOW / 1000 + 60);
    const call = () => Promise.resolve<RefreshOutcome>({ ok: false, rejected: true });
    await refreshIfExpiring(store, call, null, () => NOW);
    expect(store.getSession()).toBeNull();
  });

  it('keeps a live session through a network failure, but not an expired one', async () => {
    const call = () => Promise.resolve<RefreshOutcome>({ ok: false, rejected: false });
    const live = storeWith(NOW / 1000 + 60);
    await refreshIfExpiring(live, call, null, () => NOW);
    expect(live.getSession()?.access_token).toBe('old');
    const expired = storeWith(NOW / 1000 - 1);
    await refreshIfExpiring(expired, call, null, () => NOW);
    expect(expired.getSession()).toBeNull();
  });

  it('re-reads the session inside the lock, so a second tab does not refresh again', async () => {
    const store = storeWith(NOW / 1000 + 60);
    const call = vi.fn(() => Promise.resolve<RefreshOutcome>({ ok: true, session: fresh }));
    let queue = Promise.resolve();
    const locks = {
      request: (_name: string, task: () => Promise<void>) => (queue = queue.then(task)),
    };
    await Promise.all([
      refreshIfExpiring(store, call, locks as unknown as LockManager, () => NOW),
      refreshIfExpiring(store, call, locks as unknown as LockManager, () => NOW),
    ]);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
