import type { AttemptChanges } from './api';
import styles from './report.module.css';

function signed(delta: number): string {
  return delta > 0 ? `+${String(delta)}` : delta < 0 ? `−${String(-delta)}` : '±0';
}

/** What changed since the previous attempt and why, per dimension, as the server wrote it. */
export function AttemptChangesList({ changes }: { changes: AttemptChanges }) {
  return (
    <section className={styles.changes} aria-label="Since your previous attempt">
      <h3 className={styles.changesTitle}>
        Since your previous attempt: {signed(changes.total_delta)} overall
      </h3>
      {changes.dimensions.length === 0 ? (
        <p>Nothing changed in the scores or the findings.</p>
      ) : (
        <ul>
          {changes.dimensions.map((change) => (
            <li
              key={change.dimension}
              data-trend={change.delta > 0 ? 'up' : change.delta < 0 ? 'down' : 'same'}
            >
              {change.summary}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
