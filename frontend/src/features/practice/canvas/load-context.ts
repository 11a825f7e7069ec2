import { utilizationLabel, type DesignLoad, type LoadState } from '@/lib/load';
import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** Each connection's line width under the load shown: 2 px for the least traffic up to
 * 7 px for the most, on a log scale so a 10× busier line looks busier without swamping. */
export interface ShownLoad extends Pick<DesignLoad, 'components'> {
  widths: Readonly<Record<string, number>>;
}

const THINNEST = 2;
const THICKEST = 7;

export function shownLoad(load: DesignLoad | null): ShownLoad | null {
  if (!load) return null;
  const rates = Object.entries(load.connections).filter(([, rps]) => rps > 0);
  const most = Math.max(1, ...rates.map(([, rps]) => rps));
  const widths = Object.fromEntries(
    rates.map(([id, rps]) => [
      id,
      THINNEST + ((THICKEST - THINNEST) * Math.log1p(rps)) / Math.log1p(most),
    ]),
  );
  return { components: load.components, widths };
}

/**
 * The load on show, which each component and connection reads its own part of. A run that
 * plays changes the load every simulated second: through a context every box and line of the
 * canvas would draw again each time; here only those whose own figure changed do.
 */
export interface LoadStore {
  get: () => ShownLoad | null;
  subscribe: (onChange: () => void) => () => void;
}

class ShownLoadStore implements LoadStore {
  private shown: ShownLoad | null = null;
  private readonly listeners = new Set<() => void>();

  get = () => this.shown;

  subscribe = (onChange: () => void) => {
    this.listeners.add(onChange);
    return () => {
      this.listeners.delete(onChange);
    };
  };

  show(shown: ShownLoad | null) {
    this.shown = shown;
    for (const listener of this.listeners) listener();
  }
}

/** A store of the canvas's own that shows `load`, changed before the browser paints. */
export function useLoadStore(load: DesignLoad | null): LoadStore {
  const [store] = useState(() => new ShownLoadStore());
  useLayoutEffect(() => {
    store.show(shownLoad(load));
  }, [store, load]);
  return store;
}

const NO_LOAD: LoadStore = { get: () => null, subscribe: () => () => undefined };

/** The simulation's load on the canvas, when one is shown. */
export const LoadContext = createContext<LoadStore>(NO_LOAD);

/** A component's state and busy share under the load shown ("hot", "82%"); null without one. */
export function useComponentLoad(id: string): { state: LoadState; label: string } | null {
  const store = useContext(LoadContext);
  // A string, so that a second that leaves this component as it was draws nothing again.
  const shown = useSyncExternalStore(store.subscribe, () => {
    const load = store.get()?.components[id];
    if (!load) return null;
    return `${load.state} ${load.state === 'down' ? 'Down' : utilizationLabel(load.utilization)}`;
  });
  if (shown === null) return null;
  const [state, label] = shown.split(' ') as [LoadState, string];
  return { state, label };
}

/** A connection's line width under the load shown; undefined without one, or no traffic. */
export function useConnectionWidth(id: string): number | undefined {
  const store = useContext(LoadContext);
  return useSyncExternalStore(store.subscribe, () => store.get()?.widths[id]);
}
