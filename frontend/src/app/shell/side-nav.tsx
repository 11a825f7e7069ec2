import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { CloseIcon } from '@/components/icons';
import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';

import { NavList } from './nav-list';
import { openSearch } from './open-search';
import styles from './side-nav.module.css';
import { ThemeToggle } from './theme-toggle';

interface SideNavProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The small-screen navigation: a modal <dialog>, so the browser traps focus, closes it on
 * Escape and returns focus to the menu button.
 */
export function SideNav({ open, onClose }: SideNavProps) {
  const { ref, closeOnBackdrop } = useModalDialog(open, onClose);
  const { pathname } = useLocation();

  useEffect(() => {
    onClose();
    // Close whenever the route changes, however the navigation happened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <dialog
      ref={ref}
      id="side-nav"
      className={`${modal.sheet} ${styles.dialog}`}
      aria-label="Site navigation"
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <span className={styles.title}>Menu</span>
          <button
            type="button"
            className={buttonClass('ghost', 'icon')}
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <button
          type="button"
          className={`${buttonClass('secondary')} ${styles.search}`}
          onClick={() => {
            onClose();
            // Once this panel has closed and handed the focus back to the menu button, which
            // the search then returns it to.
            setTimeout(openSearch, 0);
          }}
        >
          Search lessons and problems
        </button>
        <nav aria-label="Main">
          <NavList layout="column" onNavigate={onClose} />
        </nav>
        <div className={styles.footer}>
          <span>Appearance</span>
          <ThemeToggle />
        </div>
      </div>
    </dialog>
  );
}
