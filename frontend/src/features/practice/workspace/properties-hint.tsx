import { buttonClass } from '@/components/button-class';

import styles from './workspace.module.css';

/** Over the canvas: the one selected item's properties are in a tab not shown, and this is the
 * way there (on a phone, or beside the Attempts tab). */
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
