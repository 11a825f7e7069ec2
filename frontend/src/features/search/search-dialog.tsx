import { useDeferredValue, useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import dialogStyles from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';

import type { SearchHit } from './course-search';
import { SearchResults } from './search-results';
import styles from './search-dialog.module.css';
import { useCourseSearch } from './use-search-index';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Search over every lesson and problem: the results follow the typing; arrows move through
 * them, Enter opens one, Escape closes and the focus goes back where it was.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { ref, closeOnBackdrop } = useModalDialog(open, onClose);
  const navigate = useNavigate();
  const index = useCourseSearch(open);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const shownQuery = useDeferredValue(query);
  const hits = useMemo(
    () => (index.search && shownQuery.trim() ? index.search.search(shownQuery) : []),
    [index.search, shownQuery],
  );
  const listId = useId();
  const optionId = (position: number) => `${listId}-${String(position)}`;
  const current = Math.min(active, hits.length - 1);
  const activeId = current >= 0 ? optionId(current) : undefined;
  // The option the arrows reached is scrolled into view; the focus stays in the field.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, hits]);

  const openHit = (hit: SearchHit) => {
    onClose();
    void navigate(hit.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined && hits.length > 0) {
      event.preventDefault();
      setActive((current + move + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[current]) {
      event.preventDefault();
      openHit(hits[current]);
    } else if (event.key === 'Escape') {
      // A search field's Escape would only empty it: here it closes, as the dialog says.
      event.preventDefault();
      onClose();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      aria-label="Search the course"
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.field}>
        <input
          type="search"
          className={styles.input}
          placeholder="Search lessons and problems"
          role="combobox"
          aria-label="Search lessons and problems"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.escape} aria-hidden="true">
          Esc
        </kbd>
      </div>
      <SearchResults
        listId={listId}
        optionId={optionId}
        hits={hits}
        active={current}
        query={shownQuery}
        state={index.failed ? 'failed' : index.search ? 'ready' : 'loading'}
        onHover={setActive}
        onOpen={openHit}
      />
    </dialog>
  );
}
