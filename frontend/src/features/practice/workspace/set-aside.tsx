import { buttonClass } from '@/components/button-class';

import styles from './workspace.module.css';

interface SetAsideProps {
  onRestore: () => void;
  onDiscard: () => void;
}

/** Says the learner's own design is set aside, with the way back to it, until they choose. */
export function SetAside({ onRestore, onDiscard }: SetAsideProps) {
  return (
    <div className={`${styles.hint} ${styles.wrapping}`} role="status">
      <span>Loaded the newer design. Yours is set aside.</span>
      <div className={styles.hintActions}>
        <button type="button" className={buttonClass('primary', 'small')} onClick={onRestore}>
          Restore mine
        </button>
        <button type="button" className={buttonClass('ghost', 'small')} onClick={onDiscard}>
          Discard mine
        </button>
      </div>
    </div>
  );
}
