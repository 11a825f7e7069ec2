import { buttonClass } from '@/components/button-class';

import type { Notice } from './toolbar';
import styles from './workspace.module.css';

/** The outcome of a file action. Errors are alerts; successes are read out by the live
 * region the workspace keeps mounted around this bar (a freshly inserted one often is not). */
export function NoticeBar({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const error = notice.tone === 'error';
  return (
    <div className={error ? styles.noticeError : styles.notice} role={error ? 'alert' : undefined}>
      <span>{notice.text}</span>
      <button type="button" className={buttonClass('ghost', 'small')} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
