/**
 * The Load slider's scale: times the brief's peak, from 0.1× to 10× (the server's bounds).
 * The slider moves over these steps rather than a linear range, so that the loads people try
 * most (around 1×) are as easy to reach as 10×, and the value is always a round figure.
 */

export const LOAD_STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10] as const;

export const MIN_LOAD = LOAD_STEPS[0];
export const MAX_LOAD = LOAD_STEPS[LOAD_STEPS.length - 1] ?? 10;
export const LAST_STEP = LOAD_STEPS.length - 1;

/** The load a slider position stands for; positions past either end give that end. */
export function loadAtStep(step: number): number {
  const index = Math.min(LAST_STEP, Math.max(0, Math.round(step)));
  return LOAD_STEPS[index] ?? 1;
}

/** The slider position nearest a load, comparing on a log scale (3.4× is nearer 3 than 4). */
export function stepOfLoad(load: number): number {
  const target = Math.log(Math.min(MAX_LOAD, Math.max(MIN_LOAD, load)));
  let best = 0;
  LOAD_STEPS.forEach((step, index) => {
    const bestStep = LOAD_STEPS[best] ?? 1;
    if (Math.abs(Math.log(step) - target) < Math.abs(Math.log(bestStep) - target)) best = index;
  });
  return best;
}

/** "2.5×": figures as people say them, no trailing zeros. */
export function timesLabel(load: number): string {
  return `${String(Number(load.toFixed(2)))}×`;
}

/** The slider's value as shown and read out: "2.5× peak". */
export function loadLabel(load: number): string {
  return `${timesLabel(load)} peak`;
}
