import type { ReactNode } from 'react';

import { buttonClass } from '@/components/button-class';
import { CloseIcon } from '@/components/icons';
import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';

import styles from './learn-page.module.css';

/** On small screens the topic list lives in a modal panel opened by 'Browse Topics'. */
export function TopicDrawer(props: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { open, onClose, children } = props;
  const { ref, closeOnBackdrop } = useModalDialog(open, onClose);

  return (
    <dialog
      ref={ref}
      className={`${modal.sheet} ${styles.drawer}`}
      aria-label="Browse topics"
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.drawerTop}>
        <button
          type="button"
          className={buttonClass('ghost', 'icon')}
          aria-label="Close topics"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
