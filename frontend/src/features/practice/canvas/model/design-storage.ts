import { readSaved, type SavedDesign } from './saved-design';

/** A design record kept in this browser under `key`; null when there is none, it cannot be
 * trusted, or storage cannot be read (a private window, a browser that refuses it). */
export function readStored(key: string): SavedDesign | null {
  try {
    return readSaved(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

/** Keeps a serialised record under `key` (removes it for null); a browser that refuses is
 * told in the console and the design stays on the canvas. */
export function store(key: string, record: string | null): void {
  try {
    if (record === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, record);
  } catch (error) {
    console.warn('Could not keep the design in this browser', error);
  }
}
