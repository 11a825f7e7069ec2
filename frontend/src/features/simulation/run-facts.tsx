import { dollarsLabel } from './figures';
import styles from './results.module.css';
import type { SimulationResult } from './types';

/** What the run cost in lost writes, and what the design would cost to run. */
export function RunFacts({ result }: { result: SimulationResult }) {
  const lost = result.writes_lost;
  return (
    <div className={styles.facts}>
      {lost > 0 && (
        <p className={styles.lost}>
          <strong>
            {lost.toLocaleString('en')} {lost === 1 ? 'write' : 'writes'} lost.
          </strong>{' '}
          The database had acknowledged them, but a failover promoted a replica they had not reached
          yet: with asynchronous replication a replica trails its primary, and what it had not
          received is gone.
        </p>
      )}
      <p className={styles.note}>
        About {dollarsLabel(result.cost_per_month_usd)} a month at round list prices: an estimate
        from the design&apos;s components, not a quote.
      </p>
    </div>
  );
}
