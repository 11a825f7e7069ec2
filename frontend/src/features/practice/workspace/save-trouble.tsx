import type { SaveTrouble as Trouble } from '../canvas/model/server-saver';

import styles from './workspace.module.css';

/** Says, while it lasts, that the design is not reaching the account (it is still kept in
 * this browser, and sent as soon as the account answers again). */
export function SaveTrouble({ trouble }: { trouble: Trouble }) {
  if (trouble === 'none') return null;
  return (
    <div className={`${styles.hint} ${styles.wrapping} ${styles.trouble}`} role="status">
      <span>
        Can’t reach your account right now. Your design is kept in this browser and will be saved
        when the connection is back.
      </span>
    </div>
  );
}
