import { buttonClass } from '@/components/button-class';

import { holdProps } from '../canvas/model/hold-props';
import styles from './workspace.module.css';

interface PropertiesHintProps {
  name: string;
  onShow: () => void;
  /** True while the pointer or the focus is on the hint, which keeps it up. */
  onHold: (held: boolean) => void;
}

/** Over the top of the canvas, when the Properties tab is not the one shown (on a phone, or
 * while the Attempts tab is open): what is selected, and the way to its properties. */
export function PropertiesHint({ name, onShow, onHold }: PropertiesHintProps) {
  return (
    <div className={styles.hint} {...holdProps(onHold)}>
      <span>{name} is selected.</span>
      <button type="button" className={buttonClass('primary', 'small')} onClick={onShow}>
        Edit properties
      </button>
    </div>
  );
}
