import type { DesignLoad } from '@/lib/load';
import { createContext, useContext } from 'react';

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

/** The simulation's load on the canvas, when one is shown. */
export const LoadContext = createContext<ShownLoad | null>(null);

export const useShownLoad = () => useContext(LoadContext);
