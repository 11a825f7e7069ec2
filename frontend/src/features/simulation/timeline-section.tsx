import { useId, useMemo, useRef } from 'react';

import { buttonClass } from '@/components/button-class';

import { ChartFigure } from './chart';
import { latencyChart, troubleChart } from './chart-spec';
import { timelineText } from './chart-text';
import { momentLabel } from './figures';
import { StepSlider } from './step-slider';
import styles from './timeline.module.css';
import type { SimulationResult } from './types';
import type { Playback } from './use-playback';

interface TimelineSectionProps {
  result: SimulationResult;
  playback: Playback;
  /** The timeline's last second. */
  last: number;
}

/** The run second by second: the charts, and Play and Time to move the canvas through it. */
export function TimelineSection({ result, playback, last }: TimelineSectionProps) {
  const titleId = useId();
  const textId = useId();
  const timeId = useId();
  const charts = useMemo(
    () => [
      {
        label: "Chart: each flow's p99 latency, second by second",
        spec: latencyChart(result),
        height: 140,
      },
      {
        label: 'Chart: errors in the worst flow and the longest queue, second by second',
        spec: troubleChart(result),
        height: 110,
      },
    ],
    [result],
  );
  // Read once a run: Play renders this section every simulated second.
  const text = useMemo(() => timelineText(result), [result]);
  const { t, playing, scrub, togglePlay } = playback;
  const timeSlider = useRef<HTMLInputElement>(null);
  return (
    <section className={styles.timeline} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Over the run
      </h3>
      {charts.map(({ label, spec, height }) => (
        <ChartFigure
          key={label}
          spec={spec}
          height={height}
          marker={t}
          label={label}
          describedBy={textId}
        />
      ))}
      <p id={textId} className="visually-hidden">
        {text} The tables above give each flow and component in figures.
      </p>
      <div className={styles.controls}>
        <button type="button" className={buttonClass('secondary', 'small')} onClick={togglePlay}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? 'Pause' : 'Play'}
        </button>
        <label htmlFor={timeId} className={styles.timeLabel}>
          Time
        </label>
        <StepSlider
          ref={timeSlider}
          id={timeId}
          className={styles.range}
          last={last}
          value={t ?? 0}
          valueText={t === null ? 'the whole run' : momentLabel(t)}
          onStep={scrub}
        />
        <output htmlFor={timeId} className={styles.value}>
          {t === null ? 'whole run' : momentLabel(t)}
        </output>
      </div>
      <p className={styles.note}>
        {t === null ? (
          'The canvas shows each component at its busiest second.'
        ) : (
          <>
            The canvas shows the design at {momentLabel(t)}.{' '}
            <button
              type="button"
              className={buttonClass('ghost', 'small')}
              onClick={() => {
                // The button goes with the moment it leaves: Time keeps the focus.
                timeSlider.current?.focus();
                scrub(null);
              }}
            >
              Show the whole run
            </button>
          </>
        )}
      </p>
    </section>
  );
}
