/**
 * The one module that imports uPlot, loaded only when a chart is first shown (chart.tsx), so
 * the workspace's first download carries neither uPlot nor its CSS.
 */

import 'uplot/dist/uPlot.min.css';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

import { useTheme } from '@/lib/theme';

import type { ChartProps } from './chart';
import { chartData, chartOptions } from './uplot-options';
import styles from './charts.module.css';

export default function UPlotChart({ spec, height, marker = null }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const markerAt = useRef(marker);
  // Colours are read from the theme when the chart is made: a new theme makes it again.
  const { theme } = useTheme();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const size = { width: Math.max(1, Math.floor(element.clientWidth)), height };
    const made = new uPlot(
      chartOptions(spec, size, () => markerAt.current),
      chartData(spec),
      element,
    );
    chart.current = made;
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== made.width) made.setSize({ width, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      made.destroy();
      chart.current = null;
    };
  }, [spec, height, theme]);

  useEffect(() => {
    markerAt.current = marker;
    chart.current?.redraw(false, false);
  }, [marker]);

  return <div ref={box} className={styles.plot} />;
}
