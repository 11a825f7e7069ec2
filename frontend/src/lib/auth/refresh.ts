import { isExpired, isExpiring, type Session } from './session';
import type { SessionStore } from './session-store';

const REFRESH_CHECK_INTERVAL_MS = 30_000;
const REFRESH_LOCK = 'systemcraft.session-refresh';

export type RefreshOutcome = { ok: true; session: Session } | { ok: false; rejected: boolean };
export type RefreshCall = (refreshToken: string) => Promise<RefreshOutcome>;
type LockManager = Pick<NonNullable<Navigator['locks']>, 'request'>;

/**
 * Refreshes when the session is within 90 s of expiry. Tabs take a lock and re-read the
 * session inside it, so only one of them spends the refresh token (a second use would
 * revoke the whole sign-in). A refused refresh signs out; a network failure waits for the
 * next check unless the session has already expired.
 */
export async function refreshIfExpiring(
  store: SessionStore,
  call: RefreshCall,
  locks: LockManager | null,
  now: () => number = Date.now,
): Promise<void> {
  const run = async () => {
    const current = store.getSession();
    if (!current || !isExpiring(current, now())) return;
    const outcome = await call(current.refresh_token);
    if (outcome.ok) {
      store.setSession({ ...outcome.session }, 'TOKEN_REFRESHED');
    } else if (outcome.rejected || isExpired(current, now())) {
      store.signOut();
    }
  };
  if (locks) await locks.request(REFRESH_LOCK, run);
  else await run();
}

/** Web Locks exist only in secure contexts (https, or localhost). */
export function browserLocks(): LockManager | null {
  return 'locks' in navigator ? navigator.locks : null;
}

export function startAutoRefresh(store: SessionStore, call: RefreshCall): () => void {
  const locks = browserLocks();
  const check = () => {
    refreshIfExpiring(store, call, locks).catch((error: unknown) => {
      console.warn('Session refresh failed', error);
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  check();
  const timer = window.setInterval(check, REFRESH_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
