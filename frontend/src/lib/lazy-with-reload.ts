import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_FLAG = 'systemcraft.chunk-reload-at';
// A second failure this soon after our own reload means reloading will not help.
const RELOAD_WINDOW_MS = 30_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Loading this page took longer than ${CHUNK_TIMEOUT_MS / 1000} seconds.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  now: () => number;
}

/** This browser's; `reload` loads the page again (by default the address shown now). */
export const browserEnvironment = (
  reload: () => void = () => {
    window.location.reload();
  },
): ReloadEnvironment => ({
  storage: window.sessionStorage,
  reload,
  now: () => Date.now(),
});

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadTimeoutError());
    }, timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a module; when that fails (usually a deploy replaced the hashed chunk), reloads the
 * page once to pick up the new build. A failure right after such a reload is rethrown so the
 * error boundary can show it, which is what prevents a reload loop.
 */
export async function loadWithReload<T>(
  load: () => Promise<T>,
  environment: ReloadEnvironment = browserEnvironment(),
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  try {
    const module = await withTimeout(load(), timeoutMs);
    environment.storage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    const lastReload = Number(environment.storage.getItem(RELOAD_FLAG) ?? 0);
    if (environment.now() - lastReload < RELOAD_WINDOW_MS) {
      throw error;
    }
    environment.storage.setItem(RELOAD_FLAG, String(environment.now()));
    environment.reload();
    // The page is going away; never settle so nothing renders an error in the meantime.
    return new Promise<T>(() => undefined);
  }
}

export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadWithReload(load));
}
