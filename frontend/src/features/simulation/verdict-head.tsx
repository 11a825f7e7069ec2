import styles from './results.module.css';
import type { SimulationResult, Verdict } from './types';

const VERDICTS: Readonly<Record<Verdict, { label: string; mark: string }>> = {
  holds: { label: 'Holds', mark: '✓' },
  degraded: { label: 'Degraded', mark: '!' },
  fails: { label: 'Fails', mark: '✕' },
};

/** The verdict as a badge (its word says it; the colour repeats it), then the summary line. */
export function VerdictHead({ result }: { result: SimulationResult }) {
  const verdict = VERDICTS[result.verdict];
  return (
    <div className={styles.head}>
      <p className={styles.verdict} data-verdict={result.verdict}>
        <span aria-hidden="true">{verdict.mark}</span> {verdict.label}
      </p>
      <p className={styles.summary}>{result.summary}</p>
      {/* The summary names the breaking load when there is one; the engine finds it with
          nothing failing, and says nothing when it holds to the top of the scale. */}
      {result.breaking_load === null && (
        <p className={styles.note}>With nothing failing, it holds at every load up to 10× peak.</p>
      )}
    </div>
  );
}
