/** The signed-in session; its field names are those the sign-in and refresh answers use. */

import type { components } from '@/lib/api/schema';

/** The user as GET /auth/user answers, with the capabilities the server's tier policy grants. */
export type SessionUser = components['schemas']['UserOut'];

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

/** How long before expiry a session counts as expiring and is refreshed. */
const EXPIRY_MARGIN_SECONDS = 90;

export function isExpiring(session: Session, nowMs: number = Date.now()): boolean {
  return session.expires_at - nowMs / 1000 < EXPIRY_MARGIN_SECONDS;
}

export function isExpired(session: Session, nowMs: number = Date.now()): boolean {
  return session.expires_at <= nowMs / 1000;
}

/**
 * A user stored before the server sent capabilities is dropped rather than trusted, so the
 * app fetches the user again instead of reading capabilities that are not there.
 */
function storedUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { capabilities } = value as { capabilities?: unknown };
  return typeof capabilities === 'object' && capabilities !== null ? (value as SessionUser) : null;
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
    if (!valid) return null;
    return { token_type: 'bearer', ...candidate, user: storedUser(candidate.user) } as Session;
  } catch {
    return null;
  }
}
