import { Suspense } from 'react';

import { lazyWithReload } from '@/lib/lazy-with-reload';

import type { ChartSpec } from './chart-spec';
import styles from './charts.module.css';

export interface ChartProps {
  spec: ChartSpec;
  /** The plot's height in CSS pixels; its width follows its container. */
  height: number;
  /** A second to mark with a line: the Time slider's. */
  marker?: number | null;
}

// uPlot and its CSS come with the first chart, not with the workspace.
const UPlotChart = lazyWithReload(() => import('./uplot-chart'));

interface ChartFigureProps extends ChartProps {
  /** What the chart shows, for its name. */
  label: string;
  /** The id of the text that says what the chart shows. */
  describedBy: string;
}

/** A chart with its text alternative: the picture is one image to a screen reader, named
 * and described by the text beside it. */
export function ChartFigure({ label, describedBy, ...chart }: ChartFigureProps) {
  return (
    <div role="img" aria-label={label} aria-describedby={describedBy} className={styles.figure}>
      <Suspense fallback={<div className={styles.loading} style={{ height: chart.height }} />}>
        <UPlotChart {...chart} />
      </Suspense>
    </div>
  );
}
