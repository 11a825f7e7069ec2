import type { Ref } from 'react';

import { buttonClass } from '@/components/button-class';
import { ExpandIcon } from '@/components/icons';

import styles from './sections.module.css';

interface FullScreenButtonProps {
  /** What opens: the dialog's name, and the button's after "Open full screen:". */
  label: string;
  onOpen: () => void;
  /** The focus comes back here when the full-screen view closes. */
  ref: Ref<HTMLButtonElement>;
}

/** The visible "Full screen" button above a lesson's diagram or drawing. */
export function FullScreenButton({ label, onOpen, ref }: FullScreenButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${buttonClass('ghost', 'small')} ${styles.openFullScreen}`}
      aria-label={`Open full screen: ${label}`}
      onClick={onOpen}
    >
      <ExpandIcon width={16} height={16} />
      Full screen
    </button>
  );
}
