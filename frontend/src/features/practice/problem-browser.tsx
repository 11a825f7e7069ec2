import { useDeferredValue, useState, type ReactNode } from 'react';

import { PageLoader } from '@/components/page-loader';

import { FiltersBar } from './filters-bar';
import { NoMatches } from './no-matches';
import { filterProblems, NO_FILTER, type ProblemLike } from './problem-filters';
import styles from './problems.module.css';

interface ProblemBrowserProps<T extends ProblemLike & { id: string }> {
  problems: T[] | undefined;
  loadingLabel: string;
  empty: ReactNode;
  renderCard: (problem: T) => ReactNode;
}

/** Loading, empty, filter bar and the card grid that both problem pages share. */
export function ProblemBrowser<T extends ProblemLike & { id: string }>(
  props: ProblemBrowserProps<T>,
) {
  const { loadingLabel, empty, renderCard } = props;
  // The whole list arrives at once: rendered deferred, in slices input can interrupt.
  const problems = useDeferredValue(props.problems);
  const [filter, setFilter] = useState(NO_FILTER);
  if (!problems) return <PageLoader label={loadingLabel} delayed={false} />;
  if (problems.length === 0) return <div className={styles.empty}>{empty}</div>;
  const visible = filterProblems(problems, filter);
  return (
    <>
      <FiltersBar problems={problems} filter={filter} onChange={setFilter} />
      {visible.length === 0 ? (
        <NoMatches
          onClear={() => {
            setFilter(NO_FILTER);
          }}
        />
      ) : (
        <ul className={styles.grid}>{visible.map(renderCard)}</ul>
      )}
    </>
  );
}
