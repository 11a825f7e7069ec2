import { useId } from 'react';

import { ALIGN_NAMES, DISTRIBUTE_NAMES } from './model/arrange-commands';
import { COMMANDS, type CommandName } from './model/commands';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

/** The word on each button; its full name (the command's label) is what is read out. */
const SHORT: Partial<Record<CommandName, string>> = {
  alignLeft: 'Left',
  alignCentre: 'Centre',
  alignRight: 'Right',
  alignTop: 'Top',
  alignMiddle: 'Middle',
  alignBottom: 'Bottom',
  distributeHorizontally: 'Across',
  distributeVertically: 'Down',
};

/** Align and distribute for the components selected, in the Properties panel. */
export function ArrangeTools({ editor }: { editor: DesignEditor }) {
  const id = useId();
  const button = (name: CommandName) => (
    <button
      key={name}
      type="button"
      className={styles.arrangeButton}
      aria-label={COMMANDS[name].label}
      title={COMMANDS[name].label}
      disabled={!COMMANDS[name].applies(editor.state)}
      onClick={() => {
        editor.run(name);
      }}
    >
      {SHORT[name]}
    </button>
  );
  return (
    <div className={styles.arrange}>
      <div role="group" aria-labelledby={`${id}-align`} className={styles.arrangeRow}>
        <span id={`${id}-align`} className={styles.arrangeTitle}>
          Align
        </span>
        {ALIGN_NAMES.map(button)}
      </div>
      <div role="group" aria-labelledby={`${id}-distribute`} className={styles.arrangeRow}>
        <span id={`${id}-distribute`} className={styles.arrangeTitle}>
          Distribute
        </span>
        {DISTRIBUTE_NAMES.map(button)}
      </div>
    </div>
  );
}
