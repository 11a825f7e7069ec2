/**
 * A design under load, as the canvas draws it: how hard each component works and how much
 * each connection carries, at one moment of a simulation run. The simulation feature fills it
 * in and the practice canvas draws it; app/ hands one to the other, so neither names the other.
 */

import type { components } from '@/lib/api/schema';

/** What the simulation says of one component: "hot" from 80% busy, "saturated" at capacity (or
 * refusing requests), "down" when no copy can be reached (engine/stations.py). */
export type LoadState = components['schemas']['ComponentOut']['state'];

export interface ComponentLoad {
  state: LoadState;
  /** Busy share of its copies' capacity: 0.82 is 82%; above 1 when more arrives than it serves. */
  utilization: number;
}

export interface DesignLoad {
  /** By component id; a component absent here was not part of the run (added since). */
  components: Readonly<Record<string, ComponentLoad>>;
  /** Requests a second along each connection, by connection id; absent: carries none. */
  connections: Readonly<Record<string, number>>;
  /** True while a run plays through its seconds: the load changes several times a second. */
  playing?: boolean;
}

/** The share of utilization shown on a component: "82%", capped at "999%". */
export function utilizationLabel(utilization: number): string {
  return `${Math.min(999, Math.round(utilization * 100))}%`;
}
