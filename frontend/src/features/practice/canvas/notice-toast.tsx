import { holdProps } from './model/hold-props';
import styles from './canvas.module.css';
import type { Notice } from './use-notice';

interface NoticeToastProps {
  notice: Notice | null;
  onDismiss: () => void;
  /** True while the pointer or the focus is on the message, which keeps it up. */
  onHold: (held: boolean) => void;
}

/**
 * The outcome of a file action, floating over the top of the canvas (the workspace places it)
 * so nothing moves when it comes or goes. The live region stays mounted (a freshly inserted one is often not read out);
 * an error inside it is an alert.
 */
export function NoticeToast({ notice, onDismiss, onHold }: NoticeToastProps) {
  const error = notice?.tone === 'error';
  return (
    <div className={styles.toastRegion} role="status">
      {notice && (
        <div
          className={error ? `${styles.toast} ${styles.toastError}` : styles.toast}
          role={error ? 'alert' : undefined}
          {...holdProps(onHold)}
        >
          <span>{notice.text}</span>
          <button type="button" className={styles.toastDismiss} onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
