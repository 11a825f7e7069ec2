/** Each way a run can end, in words: what happened, and what to do about it. */

import type { SimulationFailure, SimulationOutcome } from './outcome';

/** The tier from which the server runs simulations (users/tiers.py, SIMULATION_TIER). */
const SIMULATION_TIER = 1;

export const FAILURE_TEXT: Readonly<Record<SimulationFailure['kind'], string>> = {
  'signed-out': 'Sign in to run your design under load.',
  upgrade: `Running a design under load comes with a Tier ${String(SIMULATION_TIER)} plan or above.`,
  invalid: 'The simulation could not run this design',
  busy: 'The simulation is busy or took too long this time. Try again in a moment.',
  offline: 'Could not reach the server. Check your connection, then run again.',
};

/** The problem as the panel states it; an invalid run adds the server's reason. */
export function failureText(failure: SimulationFailure): string {
  if (failure.kind === 'invalid') {
    const reason = failure.message.trim().replace(/\.$/, '');
    return `${FAILURE_TEXT.invalid}: ${reason}. Change the design or the settings, then run again.`;
  }
  return FAILURE_TEXT[failure.kind];
}

/** What a screen reader hears when a run ends. */
export function outcomeText(outcome: SimulationOutcome): string {
  if (outcome.kind === 'success') return `Simulation finished: ${outcome.result.summary}`;
  return failureText(outcome);
}
