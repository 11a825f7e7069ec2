import { SessionStore } from './session-store';

/** The one session store of this tab, kept in step with the others through `storage`. */
export const sessionStore = new SessionStore(window.localStorage);

window.addEventListener('storage', (event) => {
  if (event.storageArea === window.localStorage) {
    sessionStore.handleStorageChange(event.key, event.oldValue, event.newValue);
  }
});
