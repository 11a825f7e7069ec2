import { buttonClass } from '@/components/button-class';

import styles from './workspace.module.css';

interface EmptyCanvasProps {
  /** Opens the problem's details, or null while they are open. */
  onShowBrief: (() => void) | null;
}

/**
 * What an empty canvas says: how to start a design and how to connect its parts, with the brief
 * one press away. A new workspace opens on the starting design (model/starting-design.ts), so
 * this shows once the learner has cleared it, to build their own from nothing.
 */
export function EmptyCanvas({ onShowBrief }: EmptyCanvasProps) {
  return (
    <div className={styles.emptyCanvas}>
      <div className={styles.emptyCard}>
        <h2>Start your design</h2>
        <p>
          Add the parts of your answer from the Components tab: press one to place it here, or drag
          it in.
        </p>
        <p>
          Connect two by dragging from a dot on one to the other, or select one and use Connect to
          in Properties.
        </p>
        {onShowBrief && (
          <button type="button" className={buttonClass('secondary', 'small')} onClick={onShowBrief}>
            Read the brief
          </button>
        )}
      </div>
    </div>
  );
}
