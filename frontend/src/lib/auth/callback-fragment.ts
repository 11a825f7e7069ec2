import type { Session } from './session';

/**
 * What the server may put after '#' on its redirect to /auth/callback, and what the page makes
 * of it. Failures carry only a code; the page shows its own sentence for each code it knows, so
 * nothing written into the address by someone else ever reaches the screen.
 */
export type FragmentResult =
  | { kind: 'session'; session: Session; returnTo: string }
  | { kind: 'error'; reason: string | null }
  | { kind: 'not-started-here' }
  | { kind: 'missing-tokens' }
  | { kind: 'empty' };

const REASONS = new Map([
  ['cancelled', 'Sign-in was cancelled'],
  ['incomplete', 'The sign-in response was incomplete'],
  ['expired', 'This sign-in link has expired or was already used'],
  ['other_browser', 'This sign-in was started in another browser'],
  ['not_confirmed', 'Google could not confirm who you are'],
]);

/** Our sentence for a failure code; null (the generic message) for `login_failed` or any other. */
export function failureReason(code: string): string | null {
  return REASONS.get(code) ?? null;
}

const HOME = '/home';

/** The page to go to once signed in: the path the server echoed, when it is one of this
 * site's (the server already checked it; a fragment typed by hand is checked here too). */
export function returnPath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return HOME;
  // No spaces or control characters, which a browser would drop or read as a break.
  const plain = /^[^\s\p{Cc}]*$/u.test(value);
  return plain && !value.startsWith('/auth/') ? value : HOME;
}

/**
 * Reads the fragment. `expectedState` is the value this tab stored when it started a sign-in
 * (null when it started none); tokens are accepted only when the fragment echoes exactly it.
 */
export function parseCallbackFragment(hash: string, expectedState: string | null): FragmentResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if ([...params.keys()].length === 0) return { kind: 'empty' };
  const error = params.get('error');
  if (error !== null) return { kind: 'error', reason: failureReason(error) };
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return { kind: 'missing-tokens' };
  if (!expectedState || params.get('client_state') !== expectedState) {
    return { kind: 'not-started-here' };
  }
  const expiresIn = Number(params.get('expires_in') ?? 3600);
  const expiresAt = Number(params.get('expires_at') ?? Math.floor(Date.now() / 1000) + expiresIn);
  return {
    kind: 'session',
    returnTo: returnPath(params.get('return_to')),
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
