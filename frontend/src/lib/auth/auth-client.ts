import { api } from '@/lib/api/client';

import type { RefreshCall } from './refresh';
import type { SessionUser } from './session';
import { sessionStore } from './store-instance';

export const GOOGLE_SIGN_IN_URL = '/auth/google/login';

export function devSignInUrl(name: string, tier: number): string {
  return `/auth/dev-login?${new URLSearchParams({ name, tier: String(tier) }).toString()}`;
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

export class SignedOutError extends Error {}

/** GET /auth/user; a 401 means the stored session is dead, so it is cleared. */
export async function fetchCurrentUser(accessToken: string): Promise<SessionUser> {
  const { data, response } = await api.GET('/auth/user', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (data) return data;
  if (response.status === 401) {
    sessionStore.signOut();
    throw new SignedOutError('Your session has ended.');
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
