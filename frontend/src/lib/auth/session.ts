/** The signed-in session, as SPEC §3 names its fields. */

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
