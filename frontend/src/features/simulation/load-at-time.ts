/**
 * The design under load at one moment of a run, as the canvas colours it. The timeline sends
 * each component's figures a second but not its state, so the state is worked out here the
 * way the engine does it (backend/systemcraft/simulation/engine/stations.py and
 * conditions.py); the run's overall figures carry the engine's own states.
 */

import type { ComponentLoad, DesignLoad, LoadState } from '@/lib/load';

import type { ComponentResult, FailureRequest, SimulationResult, TimelineStep } from './types';

/** stations.HOT: past this share busy, queues grow long quickly as load rises. */
export const HOT = 0.8;

/** A component's state from how busy it is, and whether it refuses requests: the engine
 * refuses only at capacity or when clients cannot get a connection, both "saturated". */
export function stateOf(utilization: number, droppedRps = 0): LoadState {
  if (utilization >= 1 || droppedRps > 0) return 'saturated';
  return utilization >= HOT ? 'hot' : 'ok';
}

/**
 * Whether the failures have taken a component out by second `t`, as conditions.py applies
 * them in order: "cut" reaches no copy; "down" stops one copy, and the component with it
 * once none is left; "slow" stops none.
 */
export function failedAt(copies: number, failures: readonly FailureRequest[], t: number): boolean {
  let up = copies;
  for (const failure of failures) {
    if (failure.at_s > t || failure.kind === 'slow') continue;
    if (failure.kind === 'cut' || up <= 1) return true;
    up -= 1;
  }
  return false;
}

/** The step at second `t`, or the nearest one before it. */
export function stepAt(timeline: readonly TimelineStep[], t: number): TimelineStep | undefined {
  let found: TimelineStep | undefined;
  for (const step of timeline) {
    if (step.t > t) break;
    found = step;
  }
  return found ?? timeline[0];
}

function componentAt(
  component: ComponentResult,
  step: TimelineStep | undefined,
  failures: readonly FailureRequest[],
  t: number,
): ComponentLoad {
  const figures = step?.components[component.id];
  const utilization = figures?.utilization ?? 0;
  const own = failures.filter((failure) => failure.component_id === component.id);
  // A database with replicas fails over instead of going down (conditions.py): it stays busy
  // while the failures alone would say every copy is gone. An unreachable one serves nothing.
  const down = failedAt(component.copies, own, t) && utilization === 0;
  return {
    utilization,
    state: down ? 'down' : stateOf(utilization, figures?.dropped_rps ?? 0),
  };
}

/**
 * Requests a second along each connection, by connection id. The API sends one figure per
 * connection, for the second its receiving component is busiest, not one a second: a moment of
 * the timeline shows the same widths as the whole run.
 */
export function connectionTraffic(result: SimulationResult): Readonly<Record<string, number>> {
  return Object.fromEntries(result.connections.map(({ id, rps }) => [id, rps]));
}

/** A component with no capacity of its own (a client) has no busy share to show, unless a
 * failure took it down. */
const measured = (component: ComponentResult, load: ComponentLoad) =>
  component.capacity_per_copy_rps !== null || load.state === 'down';

/** The design at second `t` of the run made with `failures`. */
export function loadAt(
  result: SimulationResult,
  failures: readonly FailureRequest[],
  t: number,
): DesignLoad {
  const step = stepAt(result.timeline, t);
  const components = result.components.flatMap((component) => {
    const load = componentAt(component, step, failures, t);
    return measured(component, load) ? [[component.id, load] as const] : [];
  });
  return { components: Object.fromEntries(components), connections: connectionTraffic(result) };
}

/** The design over the whole run: each component at its busiest second, as the engine says. */
export function overallLoad(result: SimulationResult): DesignLoad {
  const components = result.components.flatMap((component) => {
    const load = { state: component.state, utilization: component.utilization };
    return measured(component, load) ? [[component.id, load] as const] : [];
  });
  return { components: Object.fromEntries(components), connections: connectionTraffic(result) };
}
