import { useId, useMemo } from 'react';

import { componentChart } from './chart-spec';
import { componentCaption, peaksText } from './chart-text';
import { ChartFigure } from './chart';
import styles from './charts.module.css';
import type { SimulationResult } from './types';

interface ComponentChartProps {
  result: SimulationResult;
  componentId: string;
  /** The Time slider's second, marked on the chart. */
  marker: number | null;
}

/** One component over the last run, for its Properties panel: how busy it was and its p99. */
export function ComponentChart({ result, componentId, marker }: ComponentChartProps) {
  const textId = useId();
  const spec = useMemo(() => componentChart(result, componentId), [result, componentId]);
  const component = result.components.find((candidate) => candidate.id === componentId);
  if (!spec || !component) return null;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{componentCaption(component)}</figcaption>
      <ChartFigure
        spec={spec}
        height={120}
        marker={marker}
        label={`${component.label} over the last run`}
        describedBy={textId}
      />
      <p id={textId} className="visually-hidden">
        {peaksText(spec)}
      </p>
    </figure>
  );
}
