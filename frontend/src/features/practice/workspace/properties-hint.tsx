import { buttonClass } from '@/components/button-class';

import styles from './workspace.module.css';

/** Under the tabs of the column that holds the properties, when another tab of it is shown
 * (on a phone, or while the Attempts tab is open): what is selected, and the way to it. */
export function PropertiesHint({ name, onShow }: { name: string; onShow: () => void }) {
  return (
    <div className={styles.hint}>
      <span>{name} is selected.</span>
      <button type="button" className={buttonClass('primary', 'small')} onClick={onShow}>
        Edit properties
      </button>
    </div>
  );
}
