import { parseStoredSession, type AuthEvent, type Session } from './session';

export const SESSION_STORAGE_KEY = 'systemcraft.session';

type Listener = (event: AuthEvent, session: Session | null) => void;
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The session lives in localStorage so every tab shares it. Reads always go to storage, so a
 * tab sees another tab's refresh at once; the `storage` event turns those writes into events.
 */
export class SessionStore {
  private listeners = new Set<Listener>();

  constructor(private readonly storage: KeyValueStorage) {}

  /** The stored text: a stable value for React's useSyncExternalStore. */
  rawSession(): string | null {
    return this.storage.getItem(SESSION_STORAGE_KEY);
  }

  getSession(): Session | null {
    return parseStoredSession(this.storage.getItem(SESSION_STORAGE_KEY));
  }

  setSession(session: Session, event: AuthEvent = 'SIGNED_IN'): void {
    this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    this.emit(event, session);
  }

  signOut(): void {
    const hadSession = this.getSession() !== null;
    this.storage.removeItem(SESSION_STORAGE_KEY);
    if (hadSession) this.emit('SIGNED_OUT', null);
  }

  /** A new listener hears INITIAL_SESSION first, with whatever is stored now. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener('INITIAL_SESSION', this.getSession());
    return () => this.listeners.delete(listener);
  }

  /** Another tab wrote the session: tell this tab's listeners what changed. */
  handleStorageChange(key: string | null, oldValue: string | null, newValue: string | null): void {
    if (key !== null && key !== SESSION_STORAGE_KEY) return;
    const before = parseStoredSession(oldValue);
    const after = parseStoredSession(newValue);
    if (!after) {
      if (before || key === null) this.emit('SIGNED_OUT', null);
      return;
    }
    if (!before || before.user?.id !== after.user?.id) this.emit('SIGNED_IN', after);
    else if (before.access_token !== after.access_token) this.emit('TOKEN_REFRESHED', after);
    else this.emit('USER_UPDATED', after);
  }

  private emit(event: AuthEvent, session: Session | null): void {
    for (const listener of this.listeners) listener(event, session);
  }
}
