import { useEffect, useRef, useState } from 'react';

import { buttonClass } from '@/components/button-class';
import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';

import styles from './save-conflict.module.css';
import workspace from './workspace.module.css';

const TITLE_ID = 'save-conflict-title';
const TEXT_ID = 'save-conflict-text';

interface SaveConflictProps {
  /** True while a newer design saved elsewhere waits for the learner's choice. */
  conflicted: boolean;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Asks which design to keep when a save was refused because the design was saved in another
 * tab or on another device after this tab loaded it. Saving to the account waits for the
 * answer. Escape puts the question off: a banner over the canvas then says saving is paused
 * and brings the question back. The question can arrive while the learner types, so it takes
 * the focus on its heading rather than on a choice a keystroke would make.
 */
export function SaveConflict({ conflicted, onLoadTheirs, onKeepMine }: SaveConflictProps) {
  const [deferred, setDeferred] = useState(false);
  // Adjusted while rendering: once the conflict is settled, the next one asks again.
  if (!conflicted && deferred) setDeferred(false);
  const defer = () => {
    if (conflicted) setDeferred(true);
  };
  const asking = conflicted && !deferred;
  const { ref } = useModalDialog(asking, defer);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking) title.current?.focus();
  }, [asking]);
  // Whatever had the focus before may be gone once they choose (the banner's Choose, a field
  // of a component their design lacks): the focus then goes to what is left on the canvas.
  const closed = () => {
    defer();
    const dialog = ref.current;
    const focused = document.activeElement;
    // Focus left on a choice of the closed dialog is lost too, once the browser notices.
    if (focused && focused !== document.body && !dialog?.contains(focused)) return;
    const canvas = dialog?.parentElement?.parentElement;
    canvas?.querySelector<HTMLElement>('[role="status"] button, .react-flow__node')?.focus();
  };
  return (
    <>
      <dialog
        ref={ref}
        role="alertdialog"
        className={`${modal.dialog} ${styles.dialog}`}
        aria-labelledby={TITLE_ID}
        aria-describedby={TEXT_ID}
        onClose={closed}
      >
        <div className={modal.body}>
          <h2 id={TITLE_ID} className={modal.title} ref={title} tabIndex={-1}>
            This design changed in another tab
          </h2>
          <p id={TEXT_ID} className={modal.text}>
            A newer version of this design was saved in another tab or on another device after this
            one opened it. Saving here is paused until you choose which to keep.
          </p>
          <ul className={styles.choices}>
            <li>
              <strong>Load the newer design</strong> puts it on the canvas; yours is set aside, and
              you can restore it.
            </li>
            <li>
              <strong>Keep mine</strong> saves this canvas over the newer version.
            </li>
          </ul>
          {/* The choice that keeps both copies within reach comes first. */}
          <div className={modal.actions}>
            <button type="button" className={buttonClass('primary')} onClick={onLoadTheirs}>
              Load the newer design
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={onKeepMine}>
              Keep mine
            </button>
          </div>
        </div>
      </dialog>
      {conflicted && deferred && (
        <div className={`${workspace.hint} ${styles.paused}`} role="status">
          <span>Saving to your account is paused: this design changed in another tab.</span>
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            onClick={() => {
              setDeferred(false);
            }}
          >
            Choose
          </button>
        </div>
      )}
    </>
  );
}
