import { describe, expect, it } from 'vitest';

import { componentChart, latencyChart, troubleChart, unitsOf } from './chart-spec';
import { componentCaption, timelineText } from './chart-text';
import { component, flow, result, step } from './test-fixtures';
import type { TimelineStep } from './types';

/** Two seconds: reads slow down and fail a little in the second, a queue builds at the db. */
function twoSeconds(): TimelineStep[] {
  const [first, second] = [step(0, { web: 0.5, db: 0.7 }), step(1, { web: 0.6, db: 1.2 })];
  first.flows = { Read: { p99_ms: 120, success_rate: 1 }, Write: { p99_ms: 90, success_rate: 1 } };
  second.flows = {
    Read: { p99_ms: 640, success_rate: 0.88 },
    Write: { p99_ms: 95, success_rate: 1 },
  };
  second.components.db!.queue_depth = 340;
  return [first, second];
}

const run = result({
  components: [
    component('web'),
    component('db', { label: 'Database', utilization: 0.82, p99_ms: 14 }),
  ],
  flows: [flow('Read'), flow('Write')],
  timeline: twoSeconds(),
});

describe('the timeline charts', () => {
  it('plots each flow p99 and the brief target, in ms', () => {
    const chart = latencyChart(run);
    expect(chart.seconds).toEqual([0, 1]);
    expect(chart.lines.map((line) => [line.label, line.values])).toEqual([
      ['Read p99', [120, 640]],
      ['Write p99', [90, 95]],
      ['Target p99', [500, 500]],
    ]);
    expect(unitsOf(chart)).toEqual(['ms']);
  });

  it('draws no target for consumer flows, which have none', () => {
    const consumers = result({ ...run, flows: [flow('Read', { target_p99_ms: null })] });
    expect(latencyChart(consumers).lines.map((line) => line.label)).toEqual(['Read p99']);
  });

  it('plots the worst flow error share in percent and the longest queue', () => {
    const [errors, queue] = troubleChart(run).lines;
    expect(errors?.values).toEqual([0, 12]);
    expect(queue?.values).toEqual([0, 340]);
    expect(unitsOf(troubleChart(run))).toEqual(['percent', 'requests']);
  });

  it('says in words what the charts show', () => {
    const text = timelineText(run);
    expect(text).toContain('Read p99 peaks at 640 ms at t = 1 s');
    expect(text).toContain('(target 500 ms)');
    expect(text).toContain('Errors in the worst flow peak at 12% at t = 1 s.');
    expect(text).toContain('The longest queue holds 340 requests at t = 1 s.');
  });

  it('says so when nothing fails and nothing queues', () => {
    const calm = result({ flows: [flow('Read')], timeline: [step(0, { web: 0.1 })] });
    expect(timelineText(calm)).toContain('No request fails. No queue builds up.');
  });
});

describe('the component chart', () => {
  it('plots one component as a busy percentage and its p99', () => {
    const chart = componentChart(run, 'db');
    expect(chart?.lines.map((line) => [line.label, line.unit, line.values])).toEqual([
      ['Busy', 'percent', [70, 120]],
      ['p99', 'ms', [5, 5]],
    ]);
  });

  it('has nothing for a component that was not in the run', () => {
    expect(componentChart(run, 'added-since')).toBeNull();
  });

  it('captions the component at its busiest', () => {
    expect(componentCaption(run.components[1]!)).toBe('Database: 82% busy at peak, p99 14 ms');
  });
});
