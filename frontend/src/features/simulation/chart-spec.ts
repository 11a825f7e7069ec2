/**
 * What each chart plots, as plain data: the seconds of the run and a line per figure, each
 * with its unit and its colour's design token. The lazy uPlot module only draws these, so
 * what the charts say is tested here without a canvas.
 */

import type { SimulationResult } from './types';

export type ChartUnit = 'ms' | 'percent' | 'requests';

/** Colours are design tokens, read when the chart is drawn, so a theme change redraws them. */
export type ColourToken =
  | '--color-accent'
  | '--color-highlight'
  | '--color-success'
  | '--color-warning'
  | '--color-danger'
  | '--color-text-muted'
  | '--color-text-subtle';

export interface ChartLine {
  label: string;
  unit: ChartUnit;
  colour: ColourToken;
  dashed?: boolean;
  values: (number | null)[];
}

export interface ChartSpec {
  /** The run's seconds. */
  seconds: number[];
  lines: ChartLine[];
}

const FLOW_COLOURS: readonly ColourToken[] = [
  '--color-accent',
  '--color-highlight',
  '--color-success',
  '--color-text-muted',
];

const percent = (share: number) => Math.round(share * 1000) / 10;

const line = (label: string, unit: ChartUnit, colour: ColourToken, values: (number | null)[]) => ({
  label,
  unit,
  colour,
  values,
});

/** Each flow's p99 over the run, with the brief's target as a dashed line. */
export function latencyChart(result: SimulationResult): ChartSpec {
  const seconds = result.timeline.map((step) => step.t);
  const lines: ChartLine[] = result.flows.map((flow, index) => ({
    label: `${flow.name} p99`,
    unit: 'ms',
    colour: FLOW_COLOURS[index % FLOW_COLOURS.length] ?? '--color-accent',
    values: result.timeline.map((step) => step.flows[flow.name]?.p99_ms ?? null),
  }));
  const target = result.flows.find((flow) => flow.target_p99_ms !== null)?.target_p99_ms;
  if (target != null) {
    lines.push({
      label: 'Target p99',
      unit: 'ms',
      colour: '--color-text-subtle',
      dashed: true,
      values: seconds.map(() => target),
    });
  }
  return { seconds, lines };
}

/** The share of requests failing in the worst flow, and the longest queue of any component. */
export function troubleChart(result: SimulationResult): ChartSpec {
  const worstError = result.timeline.map((step) =>
    percent(Math.max(0, ...Object.values(step.flows).map((flow) => 1 - flow.success_rate))),
  );
  const worstQueue = result.timeline.map((step) =>
    Math.max(0, ...Object.values(step.components).map((component) => component.queue_depth)),
  );
  return {
    seconds: result.timeline.map((step) => step.t),
    lines: [
      line('Errors, worst flow', 'percent', '--color-danger', worstError),
      line('Longest queue', 'requests', '--color-warning', worstQueue),
    ],
  };
}

/** One component over the run: how busy (%) and its p99; null when it was not in the run. */
export function componentChart(result: SimulationResult, componentId: string): ChartSpec | null {
  if (!result.components.some((component) => component.id === componentId)) return null;
  const figures = result.timeline.map((step) => step.components[componentId]);
  return {
    seconds: result.timeline.map((step) => step.t),
    lines: [
      line(
        'Busy',
        'percent',
        '--color-accent',
        figures.map((at) => (at ? percent(at.utilization) : null)),
      ),
      line(
        'p99',
        'ms',
        '--color-highlight',
        figures.map((at) => at?.p99_ms ?? null),
      ),
    ],
  };
}

/** The units of a chart's lines, in order of first use: the first on the left axis, the
 * second on the right. */
export function unitsOf(spec: ChartSpec): ChartUnit[] {
  return [...new Set(spec.lines.map((line) => line.unit))];
}
