import type { SearchHit } from './course-search';
import styles from './search-dialog.module.css';

interface SearchResultsProps {
  listId: string;
  optionId: (position: number) => string;
  hits: SearchHit[];
  active: number;
  query: string;
  state: 'loading' | 'ready' | 'failed';
  onHover: (position: number) => void;
  onOpen: (hit: SearchHit) => void;
}

export function SearchResults(props: SearchResultsProps) {
  const { listId, optionId, hits, active, query, state, onHover, onOpen } = props;
  const typed = query.trim() !== '';
  return (
    <div className={styles.body}>
      <p className={styles.status} role="status">
        {state === 'failed'
          ? 'The search could not be loaded. Close it and try again.'
          : state === 'loading'
            ? 'Loading the search...'
            : !typed
              ? 'Search the text of every lesson and problem.'
              : hits.length === 0
                ? `Nothing found for "${query.trim()}".`
                : `${String(hits.length)} ${hits.length === 1 ? 'result' : 'results'}`}
      </p>
      <ul id={listId} role="listbox" aria-label="Results" className={styles.results}>
        {hits.map((hit, position) => (
          // The input keeps the focus and names the active option; a click opens one too.
          <li
            key={hit.id}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            className={styles.result}
            onMouseMove={() => {
              if (position !== active) onHover(position);
            }}
            onClick={() => {
              onOpen(hit);
            }}
          >
            <span className={styles.title}>
              {hit.title}
              {hit.lockedTier !== null && (
                <span className={styles.lock}>
                  <span aria-hidden="true">🔒</span> Tier {hit.lockedTier}+
                </span>
              )}
            </span>
            <span className={styles.context}>{hit.context}</span>
            {hit.snippet.length > 0 && (
              <span className={styles.snippet}>
                {hit.snippet.map((part, at) =>
                  part.hit ? <mark key={at}>{part.text}</mark> : part.text,
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
