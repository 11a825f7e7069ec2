import type { LoadState } from '@/lib/load';

import type { ComponentResult } from './types';

const SEVERITY: Readonly<Record<LoadState, number>> = { down: 3, saturated: 2, hot: 1, ok: 0 };

/** How badly a component fared, worst first: its state, then how busy it got, then what it
 * refused; components alike stay in the design's order. */
function compareWorstFirst(a: ComponentResult, b: ComponentResult): number {
  return (
    SEVERITY[b.state] - SEVERITY[a.state] ||
    b.utilization - a.utilization ||
    b.dropped_rps - a.dropped_rps
  );
}

export function worstFirst(components: readonly ComponentResult[]): ComponentResult[] {
  return [...components].sort(compareWorstFirst);
}
