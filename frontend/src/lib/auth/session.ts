/** The signed-in session, as SPEC §3 names its fields, and how it travels in a URL fragment. */

export interface SessionUser {
  id: number;
  email: string;
  display_name: string;
  photo_url: string | null;
  tier_id: number;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  /** Unix time in seconds. */
  expires_at: number;
  token_type: 'bearer';
  user: SessionUser | null;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY';

/** How long before expiry a session counts as expiring and is refreshed (SPEC §9). */
export const EXPIRY_MARGIN_SECONDS = 90;

export function isExpiring(session: Session, nowMs: number = Date.now()): boolean {
  return session.expires_at - nowMs / 1000 < EXPIRY_MARGIN_SECONDS;
}

export function isExpired(session: Session, nowMs: number = Date.now()): boolean {
  return session.expires_at <= nowMs / 1000;
}

export type FragmentResult =
  | { kind: 'session'; session: Session }
  | { kind: 'error'; message: string }
  | { kind: 'missing-tokens' }
  | { kind: 'empty' };

/** Reads what the server put after '#' on its redirect to /auth/callback. */
export function parseCallbackFragment(hash: string): FragmentResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if ([...params.keys()].length === 0) return { kind: 'empty' };
  const error = params.get('error_description') ?? params.get('error');
  if (error) return { kind: 'error', message: error };
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return { kind: 'missing-tokens' };
  const expiresIn = Number(params.get('expires_in') ?? 3600);
  const expiresAt = Number(params.get('expires_at') ?? Math.floor(Date.now() / 1000) + expiresIn);
  return {
    kind: 'session',
    session: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: expiresIn,
      expires_at: expiresAt,
      token_type: 'bearer',
      user: null,
    },
  };
}

/** Guards against a corrupted or hand-edited localStorage entry. */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const candidate = value as Partial<Session>;
    const valid =
      typeof candidate.access_token === 'string' &&
      typeof candidate.refresh_token === 'string' &&
      typeof candidate.expires_at === 'number';
    return valid ? ({ token_type: 'bearer', user: null, ...candidate } as Session) : null;
  } catch {
    return null;
  }
}
