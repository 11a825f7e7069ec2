// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import {
  newClientState,
  rememberSignInState,
  SIGN_IN_STATE_KEY,
  takeSignInState,
} from './sign-in-state';

describe('sign-in state', () => {
  it('is 43 base64url characters, the server accepts 22 to 64', () => {
    const state = newClientState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newClientState()).not.toBe(state);
  });

  it('is kept in the tab for exactly one callback', () => {
    const started = rememberSignInState(window.sessionStorage);
    expect(window.sessionStorage.getItem(SIGN_IN_STATE_KEY)).toBe(started);
    expect(takeSignInState(window.sessionStorage)).toBe(started);
    expect(takeSignInState(window.sessionStorage)).toBeNull();
  });

  it('belongs to the latest attempt only', () => {
    const first = rememberSignInState(window.sessionStorage);
    const second = rememberSignInState(window.sessionStorage);
    expect(second).not.toBe(first);
    expect(takeSignInState(window.sessionStorage)).toBe(second);
  });
});
