/**
 * A chart spec as uPlot options, in the theme's colours. Only the lazy chart module imports
 * this (with uPlot's types, which cost nothing at run time).
 */

import type uPlot from 'uplot';

import { unitLabel } from './chart-text';
import { compactLabel, momentLabel } from './figures';
import { unitsOf, type ChartSpec, type ChartUnit, type ColourToken } from './chart-spec';

/** A design token's colour as the page's theme sets it now. */
export function tokenColour(token: ColourToken | '--color-border' | '--color-focus'): string {
  return getComputedStyle(document.documentElement).getPropertyValue(token).trim();
}

/** Axis figures: short, as space allows ("500 ms", "12%", "340"). */
function axisValues(unit: ChartUnit) {
  return (_chart: uPlot, splits: number[]) =>
    splits.map((value) => (unit === 'requests' ? compactLabel(value) : unitLabel(unit, value)));
}

// uPlot's Axis.Side is a const enum, which isolated modules cannot read by name: these are its
// values for the right and the left.
/* eslint-disable @typescript-eslint/no-unsafe-enum-assignment */
const RIGHT = 1 as uPlot.Axis.Side;
const LEFT = 3 as uPlot.Axis.Side;
/* eslint-enable @typescript-eslint/no-unsafe-enum-assignment */

function axis(unit: ChartUnit, side: uPlot.Axis.Side): uPlot.Axis {
  return {
    scale: unit,
    side,
    size: 48,
    stroke: tokenColour('--color-text-muted'),
    grid: { show: side === LEFT, stroke: tokenColour('--color-border'), width: 1 },
    ticks: { show: false },
    values: axisValues(unit),
  };
}

/** The legend's second; uPlot passes null while the cursor is off the chart, whatever its
 * types say. */
function secondLabel(t: number | null): string {
  return t === null ? '–' : momentLabel(t);
}

/** Every scale starts at 0, so a flat line low on the chart reads as low. */
const fromZero: uPlot.Scale.Range = (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1];

/** `marker`: the second to mark with a line (the Time slider's), read at each draw. */
export function chartOptions(
  spec: ChartSpec,
  size: { width: number; height: number },
  marker: () => number | null,
): uPlot.Options {
  const [left = 'ms', right] = unitsOf(spec);
  const text = tokenColour('--color-text-muted');
  const scales: uPlot.Scales = { x: { time: false } };
  for (const unit of unitsOf(spec)) scales[unit] = { range: fromZero };
  return {
    ...size,
    scales,
    axes: [
      {
        stroke: text,
        grid: { show: false },
        ticks: { show: false },
        values: (_chart, splits) => splits.map((t) => `${String(t)} s`),
      },
      axis(left, LEFT),
      ...(right ? [axis(right, RIGHT)] : []),
    ],
    series: [
      { label: 'Time', value: (_chart, t) => secondLabel(t) },
      ...spec.lines.map((line) => ({
        label: line.label,
        scale: line.unit,
        stroke: tokenColour(line.colour),
        width: 2,
        ...(line.dashed ? { dash: [6, 4] } : {}),
        points: { show: false },
        value: (_chart: uPlot, value: number | null) =>
          value == null ? '–' : unitLabel(line.unit, value),
      })),
    ],
    cursor: { drag: { x: false, y: false } },
    hooks: {
      draw: [
        (chart) => {
          drawMarker(chart, marker());
        },
      ],
    },
  };
}

function drawMarker(chart: uPlot, t: number | null) {
  if (t === null) return;
  const x = Math.round(chart.valToPos(t, 'x', true));
  const { ctx, bbox } = chart;
  ctx.save();
  ctx.strokeStyle = tokenColour('--color-focus');
  ctx.setLineDash([]); // a dashed series drawn last leaves its dash on the context
  ctx.lineWidth = 2 * window.devicePixelRatio;
  ctx.beginPath();
  ctx.moveTo(x, bbox.top);
  ctx.lineTo(x, bbox.top + bbox.height);
  ctx.stroke();
  ctx.restore();
}

/** The spec's figures in uPlot's order: the seconds, then each line. */
export function chartData(spec: ChartSpec): uPlot.AlignedData {
  return [spec.seconds, ...spec.lines.map((line) => line.values)];
}
