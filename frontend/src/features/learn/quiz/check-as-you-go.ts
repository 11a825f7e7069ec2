import { useCallback, useSyncExternalStore } from 'react';

/** Whether each answer is marked as it is chosen, remembered by this browser. */
const STORAGE_KEY = 'systemcraft.quiz.checkAsYouGo';
const CHANGED = 'systemcraft:check-as-you-go';
// Where storage is refused (a privacy setting), the choice lasts while the page is open.
let unstored = false;

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return unstored;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function useCheckAsYouGo(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, stored, () => false);
  const set = useCallback((value: boolean) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      unstored = value;
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [on, set];
}
