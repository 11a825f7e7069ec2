import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const THEME_STORAGE_KEY = 'systemcraft.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice wins; without one the system setting decides. */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}

function currentTheme(): Theme {
  return resolveTheme(
    window.localStorage.getItem(THEME_STORAGE_KEY),
    window.matchMedia(DARK_QUERY).matches,
  );
}

function applyTheme(): void {
  document.documentElement.dataset.theme = currentTheme();
}

function subscribe(onChange: () => void): () => void {
  // theme-init.js set the theme before the app started; a change since then (the system
  // setting switched while the page loaded) had no listener to hear it.
  applyTheme();
  const media = window.matchMedia(DARK_QUERY);
  const update = () => {
    applyTheme();
    onChange();
  };
  media.addEventListener('change', update);
  window.addEventListener('storage', update);
  window.addEventListener('systemcraft:theme', update);
  return () => {
    media.removeEventListener('change', update);
    window.removeEventListener('storage', update);
    window.removeEventListener('systemcraft:theme', update);
  };
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme);
  const toggleTheme = useCallback(() => {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme === 'dark' ? 'light' : 'dark');
    window.dispatchEvent(new Event('systemcraft:theme'));
  }, [theme]);
  return { theme, toggleTheme };
}
