/**
 * The learner's settings for a run, and the request they make. Plain data with pure edits, so
 * the panel's controls and "Fail this" from the canvas change them the same way.
 */

import type { ExportDocument } from '@/lib/design';

import type { FailureKind, FailureRequest, Shape, SimulationRequest } from './types';

/** The server's run length; the timeline has one step a second. */
export const DURATION_S = 120;
/** What "Slow" means until the learner says otherwise: each copy three times slower. */
export const SLOW_FACTOR = 3;
const MAX_SLOW_FACTOR = 100;

export interface FailureSetting {
  /** Stable across edits, so the list keeps focus on the row being edited. */
  key: string;
  componentId: string;
  /** The component's name when the failure was added (it may be renamed or removed since). */
  label: string;
  kind: FailureKind;
  /** For "slow": how many times slower each copy serves. */
  factor: number;
  atS: number;
}

export interface SimulationSettings {
  /** Times the brief's peak. */
  load: number;
  shape: Shape;
  failures: FailureSetting[];
  /** A cache's or CDN's share of reads it answers, by component id; absent: the server's. */
  hitRatios: Readonly<Record<string, number>>;
}

export const DEFAULT_SETTINGS: SimulationSettings = {
  load: 1,
  shape: 'steady',
  failures: [],
  hitRatios: {},
};

let lastKey = 0;

export function newFailure(componentId: string, label: string, kind: FailureKind = 'down') {
  lastKey += 1;
  const failure: FailureSetting = {
    key: `failure-${String(lastKey)}`,
    componentId,
    label,
    kind,
    factor: SLOW_FACTOR,
    atS: 0,
  };
  return failure;
}

/** "Fail this": the component down from the start, unless that failure is already set. */
export function withDownFailure(
  settings: SimulationSettings,
  componentId: string,
  label: string,
): SimulationSettings {
  const already = settings.failures.some(
    (f) => f.componentId === componentId && f.kind === 'down' && f.atS === 0,
  );
  if (already) return settings;
  return { ...settings, failures: [...settings.failures, newFailure(componentId, label)] };
}

export function withFailureChanged(
  settings: SimulationSettings,
  key: string,
  change: Partial<Pick<FailureSetting, 'kind' | 'factor' | 'atS'>>,
): SimulationSettings {
  return {
    ...settings,
    failures: settings.failures.map((f) => (f.key === key ? { ...f, ...change } : f)),
  };
}

export function withoutFailure(settings: SimulationSettings, key: string): SimulationSettings {
  return { ...settings, failures: settings.failures.filter((f) => f.key !== key) };
}

/** Sets a hit ratio (0 to 1), or gives it back to the server's default with null. */
export function withHitRatio(
  settings: SimulationSettings,
  componentId: string,
  ratio: number | null,
): SimulationSettings {
  const others = Object.entries(settings.hitRatios).filter(([id]) => id !== componentId);
  const chosen = ratio === null ? [] : [[componentId, ratio] as const];
  return { ...settings, hitRatios: Object.fromEntries([...others, ...chosen]) };
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, Number.isFinite(value) ? value : low));

function failureRequest(failure: FailureSetting): FailureRequest {
  return {
    component_id: failure.componentId,
    kind: failure.kind,
    factor: clamp(failure.factor, 1, MAX_SLOW_FACTOR),
    at_s: Math.round(clamp(failure.atS, 0, DURATION_S - 1)),
  };
}

/**
 * The request for a run of the design as it is now. A setting for a component deleted since
 * it was chosen is left out: the server refuses a run that names a component the design does
 * not have (409), and the learner would have to find and remove it first.
 */
export function requestBody(
  problemId: string,
  document: ExportDocument,
  settings: SimulationSettings,
): SimulationRequest {
  const present = new Set(document.design.components.map((component) => component.id));
  const hitRatios = Object.entries(settings.hitRatios)
    .filter(([id]) => present.has(id))
    .map(([id, ratio]) => [id, clamp(ratio, 0, 1)] as const);
  return {
    problem_id: problemId,
    design: document,
    load: clamp(settings.load, 0.1, 10),
    shape: settings.shape,
    failures: settings.failures.filter((f) => present.has(f.componentId)).map(failureRequest),
    hit_ratios: Object.fromEntries(hitRatios),
    duration_s: DURATION_S,
  };
}
