import { buttonClass } from '@/components/button-class';

import styles from './problems.module.css';

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className={styles.empty} role="status">
      <p>No problems match these filters.</p>
      <button type="button" className={buttonClass('secondary', 'small')} onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
