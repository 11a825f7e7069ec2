/**
 * The value that ties a sign-in to the tab that started it. The tab keeps it in
 * sessionStorage (which no other tab and no other site can read), sends it as `client_state`
 * when it starts a sign-in, and the server echoes it back on /auth/callback. Tokens that
 * arrive without this tab's value came from a link someone else started, so they are refused.
 */

export const SIGN_IN_STATE_KEY = 'systemcraft.sign-in-state';
const STATE_BYTES = 32;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** 32 random bytes as base64url: 43 characters of [A-Za-z0-9_-], as the server expects. */
export function newClientState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Starts a new attempt: a fresh value replaces any earlier, unfinished one. */
export function rememberSignInState(storage: KeyValueStorage): string {
  const state = newClientState();
  storage.setItem(SIGN_IN_STATE_KEY, state);
  return state;
}

/** Reads the value once: whatever the callback decides, it cannot be replayed. */
export function takeSignInState(storage: KeyValueStorage): string | null {
  const state = storage.getItem(SIGN_IN_STATE_KEY);
  storage.removeItem(SIGN_IN_STATE_KEY);
  return state;
}
