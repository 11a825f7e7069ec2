import { describe, expect, it, vi } from 'vitest';

import { ChunkLoadTimeoutError, loadWithReload, type ReloadEnvironment } from './lazy-with-reload';

function fakeEnvironment(now = 1_000_000): ReloadEnvironment & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => values.set(key, value),
      removeItem: (key) => values.delete(key),
    },
    reload: vi.fn(),
    now: () => now,
  };
}

describe('loadWithReload', () => {
  it('returns the module and clears an earlier reload mark', async () => {
    const environment = fakeEnvironment();
    environment.values.set('systemcraft.chunk-reload-at', '1');
    await expect(loadWithReload(() => Promise.resolve('page'), environment)).resolves.toBe('page');
    expect(environment.values.size).toBe(0);
    expect(environment.reload).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk fails to load', async () => {
    const environment = fakeEnvironment();
    const pending = loadWithReload(() => Promise.reject(new Error('chunk 404')), environment);
    await vi.waitFor(() => {
      expect(environment.reload).toHaveBeenCalledTimes(1);
    });
    expect(environment.values.get('systemcraft.chunk-reload-at')).toBe('1000000');
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('pending')]);
    expect(settled).toBe('pending');
  });

  it('rethrows instead of reloading again right after its own reload', async () => {
    const environment = fakeEnvironment(1_010_000);
    environment.values.set('systemcraft.chunk-reload-at', '1000000');
    await expect(
      loadWithReload(() => Promise.reject(new Error('chunk 404')), environment),
    ).rejects.toThrow('chunk 404');
    expect(environment.reload).not.toHaveBeenCalled();
  });

  it('reloads again when the last reload was long ago', async () => {
    const environment = fakeEnvironment(2_000_000);
    environment.values.set('systemcraft.chunk-reload-at', '1000000');
    void loadWithReload(() => Promise.reject(new Error('chunk 404')), environment);
    await vi.waitFor(() => {
      expect(environment.reload).toHaveBeenCalledTimes(1);
    });
  });

  it('treats a load slower than the time-out as a failure', async () => {
    vi.useFakeTimers();
    const environment = fakeEnvironment();
    environment.values.set('systemcraft.chunk-reload-at', String(environment.now()));
    const never = new Promise<string>(() => undefined);
    const pending = loadWithReload(() => never, environment, 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
    vi.useRealTimers();
  });
});
