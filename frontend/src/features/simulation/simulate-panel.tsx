import { useRef } from 'react';

import { buttonClass } from '@/components/button-class';

import type { DesignComponent } from './failures-editor';
import { timesLabel } from './load-scale';
import styles from './panel.module.css';
import { RunProblem } from './run-problem';
import { RunResults } from './run-results';
import { SettingsForm } from './settings-form';
import { VerdictHead } from './verdict-head';
import type { Playback } from './use-playback';
import type { SimulationRun } from './use-simulation-run';

interface SimulatePanelProps {
  run: SimulationRun;
  playback: Playback;
  /** The design changed since the run shown. */
  outOfDate: boolean;
  highlight: (componentIds: string[]) => void;
  listComponents: () => DesignComponent[];
}

/** The Simulate tab: the settings and Run, then why a run failed or what it found. */
export function SimulatePanel({
  run,
  playback,
  outOfDate,
  highlight,
  listComponents,
}: SimulatePanelProps) {
  const { settings, change, finished, problem, running } = run;
  const result = finished?.result ?? null;
  const caches = result?.components.filter((c) => c.role === 'cache' || c.role === 'cdn') ?? [];
  const runButton = useRef<HTMLButtonElement>(null);
  const start = () => {
    if (!running) run.run();
  };
  // "Run again" and "Try again" leave with the notice they sit in: the Run button keeps the
  // focus instead of the page losing it.
  const startFromNotice = () => {
    runButton.current?.focus();
    start();
  };
  return (
    <div className={styles.panel} aria-busy={running}>
      {!result && (
        <p className={styles.intro}>
          Run your design under this problem&apos;s peak load and see what breaks first.
        </p>
      )}
      <div className={styles.actions}>
        {/* aria-disabled rather than disabled: the button keeps the focus while it runs. */}
        <button
          ref={runButton}
          type="button"
          className={buttonClass('primary')}
          aria-disabled={running}
          onClick={start}
        >
          {running
            ? 'Running...'
            : result || problem
              ? 'Run'
              : `Run at ${timesLabel(settings.load)} peak`}
        </button>
      </div>
      {problem && <RunProblem problem={problem} onRetry={startFromNotice} />}
      {outOfDate && (
        <div className={styles.stale}>
          <p>Your design changed since this run.</p>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={startFromNotice}
          >
            Run again
          </button>
        </div>
      )}
      {/* The verdict sits above the settings, so moving the Load slider shows its effect. */}
      {result && <VerdictHead result={result} />}
      <SettingsForm
        settings={settings}
        change={change}
        listComponents={listComponents}
        caches={caches}
      />
      {finished && (
        <RunResults
          finished={finished}
          playback={playback}
          running={running}
          highlight={highlight}
        />
      )}
    </div>
  );
}
