import { api } from '@/lib/api/client';

import { browserLocks, refreshIfExpiring, type RefreshCall } from './refresh';
import type { SessionUser } from './session';
import { rememberSignInState } from './sign-in-state';
import { sessionStore } from './store-instance';

/** Leaves for a sign-in whose callback this tab, and only this tab, will accept, and which
 * comes back to this page (the server checks it is one of this site's). */
function startSignIn(
  path: '/auth/google/login' | '/auth/dev-login',
  query: Record<string, string> = {},
): void {
  const clientState = rememberSignInState(window.sessionStorage);
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams({
    ...query,
    client_state: clientState,
    return_to: `${pathname}${search}${hash}`,
  });
  window.location.assign(`${path}?${params.toString()}`);
}

export function startGoogleSignIn(): void {
  startSignIn('/auth/google/login');
}

export function startDevSignIn(name: string, tier: number): void {
  startSignIn('/auth/dev-login', { name, tier: String(tier) });
}

export const refreshSession: RefreshCall = async (refreshToken) => {
  try {
    const { data, response } = await api.POST('/auth/token/refresh', {
      body: { refresh_token: refreshToken },
    });
    if (data) return { ok: true, session: data };
    // 401 means the sign-in is over; 429 or a 5xx is worth another try later.
    return { ok: false, rejected: response.status === 400 || response.status === 401 };
  } catch {
    return { ok: false, rejected: false };
  }
};

/** GET /auth/user; a 401 means the stored session is dead, so it is cleared. */
export async function fetchCurrentUser(accessToken: string): Promise<SessionUser> {
  const { data, response } = await api.GET('/auth/user', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (data) return data;
  if (response.status === 401) {
    sessionStore.signOut();
    throw new Error('Your session has ended.');
  }
  throw new Error(`Could not load your account (HTTP ${response.status}).`);
}

/** Tells the server, then forgets the session locally whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await api.POST('/auth/signout');
  } catch (error) {
    console.warn('Sign-out request failed', error);
  } finally {
    sessionStore.signOut();
  }
}

/** How signing out everywhere went: done; failed (the tab stays signed in to try again); or
 * this tab's sign-in had already ended, so it could end no other. */
export type EverywhereOutcome = 'done' | 'failed' | 'ended';

/**
 * Ends every sign-in of this user on the server, then this tab's: the other tabs of this
 * browser follow through storage, other browsers and devices find their next refresh refused.
 * When the server could not be told, this tab stays signed in so that the user can try again.
 */
export async function signOutEverywhere(): Promise<EverywhereOutcome> {
  try {
    // An access token about to expire would be refused before it could end anything.
    await refreshIfExpiring(sessionStore, refreshSession, browserLocks());
    if (!sessionStore.getSession()) return 'ended';
    const { response } = await api.POST('/auth/signout-everywhere');
    if (response.status === 401) {
      sessionStore.signOut();
      return 'ended';
    }
    if (!response.ok) return 'failed';
  } catch (error) {
    console.warn('Sign-out-everywhere request failed', error);
    return 'failed';
  }
  sessionStore.signOut();
  return 'done';
}
