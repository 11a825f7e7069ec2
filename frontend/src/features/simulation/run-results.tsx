import { ComponentsTable } from './components-table';
import { FirstFailure } from './first-failure';
import { FlowsTable } from './flows-table';
import styles from './results.module.css';
import { RunFacts } from './run-facts';
import { TimelineSection } from './timeline-section';
import type { Playback } from './use-playback';
import type { FinishedRun } from './use-simulation-run';

interface RunResultsProps {
  finished: FinishedRun;
  playback: Playback;
  /** A newer run is on its way: these results are about to be replaced. */
  running: boolean;
  highlight: (componentIds: string[]) => void;
}

/** What the last run found after its verdict: what gave way first, then the detail. */
export function RunResults({ finished, playback, running, highlight }: RunResultsProps) {
  const { result } = finished;
  const last = result.timeline.at(-1)?.t ?? 0;
  return (
    <section className={styles.results} aria-label="Simulation results" aria-busy={running}>
      {result.first_failure && (
        <FirstFailure failure={result.first_failure} result={result} highlight={highlight} />
      )}
      <FlowsTable flows={result.flows} missing={result.missing_flows} />
      <ComponentsTable components={result.components} highlight={highlight} />
      <RunFacts result={result} />
      {result.timeline.length > 0 && (
        <TimelineSection result={result} playback={playback} last={last} />
      )}
    </section>
  );
}
