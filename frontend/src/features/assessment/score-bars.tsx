import type { Scores } from './api';
import { scoreFill, scoreTone, SCORE_MAX } from './score-scale';
import styles from './submissions.module.css';

const DIMENSIONS = [
  ['scalability', 'Scalability'],
  ['consistency', 'Consistency'],
  ['fault_tolerance', 'Fault tolerance'],
] as const;

/** The three dimensions, each as a bar out of 5 coloured by how good it is, with its figure. */
export function ScoreBars({ scores }: { scores: Scores }) {
  return (
    <dl className={styles.scores}>
      {DIMENSIONS.map(([key, label]) => (
        <div key={key} data-tone={scoreTone(scores[key])}>
          <dt>{label}</dt>
          <dd>
            {/* The figure beside it says the same to a screen reader. */}
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${String(scoreFill(scores[key]))}%` }} />
            </span>
            <span>
              {scores[key]}/{SCORE_MAX}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
