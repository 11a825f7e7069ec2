import { useContext, useRef } from 'react';

import { MAX_NAME } from './model/field-limits';
import { RenameContext } from './rename-context';
import styles from './canvas.module.css';

/** The text field over a component's name while it is renamed on the canvas. */
export function RenameField({ name }: { name: string }) {
  const { finish } = useContext(RenameContext);
  // Enter or Escape ends it once: the blur as the field goes must not end it again.
  const done = useRef(false);
  const end = (value: string | null, refocus: boolean) => {
    if (done.current) return;
    done.current = true;
    finish(value, refocus);
  };
  return (
    <input
      className={`${styles.renameField} nodrag nopan`}
      aria-label="Component name"
      defaultValue={name}
      maxLength={MAX_NAME}
      autoFocus
      onFocus={(event) => {
        event.currentTarget.select();
      }}
      onKeyDown={(event) => {
        // The canvas's keys (arrows move, Escape deselects) stay out of the typing.
        event.stopPropagation();
        if (event.key === 'Enter') end(event.currentTarget.value, true);
        if (event.key === 'Escape') end(null, true);
      }}
      onBlur={(event) => {
        end(event.currentTarget.value, false);
      }}
    />
  );
}
