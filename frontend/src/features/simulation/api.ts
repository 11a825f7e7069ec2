import { api } from '@/lib/api/client';

import { outcomeOf, type SimulationOutcome } from './outcome';
import type { SimulationRequest } from './types';

/** POST /api/simulations (tier 1+). `signal` cancels a run a newer one replaced. */
export async function runSimulation(
  body: SimulationRequest,
  signal?: AbortSignal,
): Promise<SimulationOutcome> {
  try {
    const { data, error, response } = await api.POST('/api/simulations', { body, signal });
    return outcomeOf(response.status, data, error);
  } catch (error) {
    if (signal?.aborted) throw error; // the caller dropped this run: nothing to show
    console.warn('Could not reach the simulation service', error);
    return { kind: 'offline' };
  }
}
