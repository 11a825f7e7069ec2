import { describe, expect, it } from 'vitest';

import type { FailureRequest } from './types';
import { connectionTraffic, failedAt, loadAt, overallLoad, stateOf, stepAt } from './load-at-time';
import { component, result, step } from './test-fixtures';

const failure = (kind: FailureRequest['kind'], at_s = 0, component_id = 'db'): FailureRequest => ({
  component_id,
  kind,
  factor: 3,
  at_s,
});

describe('stateOf', () => {
  it('uses the engine thresholds: hot from 80%, saturated at 100%', () => {
    expect(stateOf(0.79)).toBe('ok');
    expect(stateOf(0.8)).toBe('hot');
    expect(stateOf(0.99)).toBe('hot');
    expect(stateOf(1)).toBe('saturated');
    expect(stateOf(3.2)).toBe('saturated');
  });

  it('calls a component that refuses requests saturated, however busy', () => {
    expect(stateOf(0.4, 12)).toBe('saturated');
  });
});

describe('failedAt', () => {
  it('takes a single copy out from the second its failure starts', () => {
    expect(failedAt(1, [failure('down', 30)], 29)).toBe(false);
    expect(failedAt(1, [failure('down', 30)], 30)).toBe(true);
  });

  it('leaves a component of several copies up when one goes down', () => {
    expect(failedAt(3, [failure('down')], 10)).toBe(false);
    expect(failedAt(2, [failure('down'), failure('down', 5)], 4)).toBe(false);
    expect(failedAt(2, [failure('down'), failure('down', 5)], 5)).toBe(true);
  });

  it('cuts every copy off at once, and a slow copy is still up', () => {
    expect(failedAt(4, [failure('cut', 10)], 10)).toBe(true);
    expect(failedAt(1, [failure('slow')], 60)).toBe(false);
  });
});

describe('stepAt', () => {
  const timeline = [step(0, {}), step(1, {}), step(5, {})];
  it('finds the step of a second, or the last one before it', () => {
    expect(stepAt(timeline, 1)?.t).toBe(1);
    expect(stepAt(timeline, 3)?.t).toBe(1);
    expect(stepAt(timeline, 99)?.t).toBe(5);
    expect(stepAt([], 3)).toBeUndefined();
  });
});

describe('loadAt', () => {
  const run = result({
    components: [component('web', { copies: 2 }), component('db', { state: 'down' })],
    timeline: [step(0, { web: 0.5, db: 0.9 }), step(1, { web: 1.1, db: 0 })],
  });

  it('colours each component by its utilization at that second', () => {
    const load = loadAt(run, [], 0);
    expect(load.components.web).toEqual({ utilization: 0.5, state: 'ok' });
    expect(load.components.db).toEqual({ utilization: 0.9, state: 'hot' });
    expect(loadAt(run, [], 1).components.web).toEqual({ utilization: 1.1, state: 'saturated' });
  });

  it('shows a component down once its failure has taken it out', () => {
    const failures = [failure('down', 1)];
    expect(loadAt(run, failures, 0).components.db?.state).toBe('hot');
    expect(loadAt(run, failures, 1).components.db?.state).toBe('down');
  });

  it('does not call down a component the failure left serving (a failed-over database)', () => {
    const replicated = result({
      components: [component('db', { copies: 2 })],
      timeline: [step(0, { db: 0.6 })],
    });
    expect(loadAt(replicated, [failure('cut')], 0).components.db?.state).toBe('ok');
  });

  it('reads a refusing component as saturated at that second', () => {
    const refusing = step(0, { web: 0.7 });
    refusing.components.web!.dropped_rps = 40;
    const load = loadAt(result({ components: [component('web')], timeline: [refusing] }), [], 0);
    expect(load.components.web?.state).toBe('saturated');
  });
});

describe('components with no capacity of their own', () => {
  it('leave a client out, which has no busy share to show, unless it is down', () => {
    const client = component('client', { capacity_per_copy_rps: null, utilization: 0 });
    const run = result({ components: [client, component('web')], timeline: [step(0, {})] });
    expect(Object.keys(loadAt(run, [], 0).components)).toEqual(['web']);
    expect(Object.keys(overallLoad(run).components)).toEqual(['web']);
    const gone = result({ components: [{ ...client, state: 'down' }] });
    expect(overallLoad(gone).components.client?.state).toBe('down');
  });
});

describe('overallLoad and connections', () => {
  it('takes the states the engine gave each component over the run', () => {
    const run = result({ components: [component('db', { state: 'down', utilization: 0 })] });
    expect(overallLoad(run).components).toEqual({ db: { state: 'down', utilization: 0 } });
  });

  it('reads the traffic along each connection, at a moment as over the whole run', () => {
    const run = result({
      components: [component('db')],
      connections: [
        { id: 'c1', rps: 420 },
        { id: 'c2', rps: 0 },
      ],
      timeline: [step(0, { db: 0.2 })],
    });
    expect(connectionTraffic(run)).toEqual({ c1: 420, c2: 0 });
    expect(overallLoad(run).connections).toEqual({ c1: 420, c2: 0 });
    expect(loadAt(run, [], 0).connections).toEqual({ c1: 420, c2: 0 });
  });
});
