import { Suspense, useEffect, useState } from 'react';

import { buttonClass } from '@/components/button-class';
import { lazyWithReload } from '@/lib/lazy-with-reload';

import { OPEN_SEARCH_EVENT } from './open-search';
import styles from './search-launcher.module.css';

// The dialog, the search library and the course's text load when the search first opens (or
// the pointer or focus comes to its button), so no page's first render waits for them.
const loadDialog = () => import('@/features/search/search-dialog');
const SearchDialog = lazyWithReload(loadDialog);

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The header's search button (in the side navigation on a phone, where the header has no
 * room), and Ctrl+K (Cmd+K on a Mac) from anywhere.
 */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const show = () => {
      setWanted(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, []);
  const warm = () => void loadDialog();
  return (
    <>
      <span className={styles.slot}>
        <button
          type="button"
          className={`${buttonClass('ghost', 'small')} ${styles.button}`}
          aria-keyshortcuts="Control+K Meta+K"
          onPointerEnter={warm}
          onFocus={warm}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            className={styles.icon}
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <span className={styles.label}>Search</span>
          <kbd className={styles.shortcut} aria-hidden="true">
            {onMac ? '⌘K' : 'Ctrl K'}
          </kbd>
        </button>
      </span>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
