import type { Scores } from './api';
import styles from './submissions.module.css';

const DIMENSIONS = [
  ['scalability', 'Scalability'],
  ['consistency', 'Consistency'],
  ['fault_tolerance', 'Fault tolerance'],
] as const;

/** The three dimensions, each as a bar out of 5 with its figure. */
export function ScoreBars({ scores }: { scores: Scores }) {
  return (
    <dl className={styles.scores}>
      {DIMENSIONS.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>
            <meter min={0} max={5} value={scores[key]} aria-label={`${label} score`} />
            <span>{scores[key]}/5</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
