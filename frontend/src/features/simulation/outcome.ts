import type { SimulationResult } from './types';

/** Every way a simulation call can end, as data the panel words. */
export type SimulationOutcome =
  | { kind: 'success'; result: SimulationResult }
  | { kind: 'signed-out' }
  | { kind: 'upgrade' }
  | { kind: 'invalid'; message: string }
  | { kind: 'busy' }
  | { kind: 'offline' };

export type SimulationFailure = Exclude<SimulationOutcome, { kind: 'success' }>;

const INVALID_FALLBACK = 'The server could not run this design as it is.';

/** The server's own words from an error body: ours is {"error": {"message"}}, FastAPI's bare
 * one (and some proxies') {"detail": "..."}; openapi-fetch hands over text it cannot parse. */
export function serverMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (typeof body !== 'object' || body === null) return null;
  if ('error' in body && typeof body.error === 'object' && body.error !== null) {
    const { message } = body.error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  if ('detail' in body && typeof body.detail === 'string' && body.detail) return body.detail;
  return null;
}

/** What an answer means for the learner. 429 (too many runs) and every 5xx are passing
 * conditions: trying again later helps, as it does for 503/504 (busy, past the time budget). */
export function outcomeOf(
  status: number,
  data: SimulationResult | undefined,
  error: unknown,
): SimulationOutcome {
  if (status === 401) return { kind: 'signed-out' };
  if (status === 403) return { kind: 'upgrade' };
  if (status === 429 || status >= 500) return { kind: 'busy' };
  if (status >= 400 || !data) {
    return { kind: 'invalid', message: serverMessage(error) ?? INVALID_FALLBACK };
  }
  return { kind: 'success', result: data };
}
