/** The charts in words, for whoever cannot see them: each line's highest point and when. */

import { utilizationLabel } from '@/lib/load';

import type { ComponentResult, SimulationResult } from './types';
import {
  latencyChart,
  troubleChart,
  type ChartLine,
  type ChartSpec,
  type ChartUnit,
} from './chart-spec';
import { momentLabel, msLabel } from './figures';

interface Peak {
  value: number;
  t: number;
}

/** The highest value of a line and the first second it is reached; null for a line of gaps. */
export function peakOf(line: ChartLine, seconds: readonly number[]): Peak | null {
  let peak: Peak | null = null;
  line.values.forEach((value, index) => {
    if (value !== null && (peak === null || value > peak.value)) {
      peak = { value, t: seconds[index] ?? index };
    }
  });
  return peak;
}

function flowSentence(line: ChartLine, seconds: readonly number[]): string | null {
  const peak = peakOf(line, seconds);
  return peak && `${line.label} peaks at ${msLabel(peak.value)} at ${momentLabel(peak.t)}`;
}

/** What the timeline's charts show, in a few sentences. */
export function timelineText(result: SimulationResult): string {
  const latency = latencyChart(result);
  const flows = latency.lines
    .filter((line) => !line.dashed)
    .map((line) => flowSentence(line, latency.seconds))
    .filter((sentence) => sentence !== null);
  const target = latency.lines.find((line) => line.dashed)?.values[0];
  const trouble = troubleChart(result);
  const [errors, queue] = trouble.lines.map((line) => peakOf(line, trouble.seconds));
  const parts = [
    `Over ${String(result.timeline.length)} seconds of the run.`,
    flows.length ? `${flows.join('; ')}${target ? ` (target ${msLabel(target)})` : ''}.` : '',
    errors && errors.value > 0
      ? `Errors in the worst flow peak at ${String(errors.value)}% at ${momentLabel(errors.t)}.`
      : 'No request fails.',
    queue && queue.value >= 1
      ? `The longest queue holds ${String(Math.round(queue.value))} requests at ${momentLabel(queue.t)}.`
      : 'No queue builds up.',
  ];
  return parts.filter(Boolean).join(' ');
}

/** "Database: 82% busy at peak, p99 14 ms": the component at its busiest second. */
export function componentCaption(component: ComponentResult): string {
  const busy = utilizationLabel(component.utilization);
  return `${component.label}: ${busy} busy at peak, p99 ${msLabel(component.p99_ms)}`;
}

/** A value of a line with its unit: "420 ms", "12%", "300 requests". */
export function unitLabel(unit: ChartUnit, value: number): string {
  if (unit === 'ms') return msLabel(value);
  if (unit === 'percent') return `${String(Math.round(value))}%`;
  return `${String(Math.round(value))} requests`;
}

/** Each line's highest point: "Busy peaks at 82% at t = 40 s. p99 peaks at 14 ms at t = 40 s." */
export function peaksText(spec: ChartSpec): string {
  return spec.lines
    .map((line) => {
      const peak = peakOf(line, spec.seconds);
      return (
        peak &&
        `${line.label} peaks at ${unitLabel(line.unit, peak.value)} at ${momentLabel(peak.t)}.`
      );
    })
    .filter((sentence) => sentence !== null)
    .join(' ');
}
