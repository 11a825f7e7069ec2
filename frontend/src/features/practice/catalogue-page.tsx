import { useState } from 'react';

import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useCatalogue } from './api';
import { CatalogueCard } from './catalogue-card';
import { FiltersBar } from './filters-bar';
import { NoMatches } from './no-matches';
import { filterProblems, NO_FILTER } from './problem-filters';
import styles from './problems.module.css';

export default function CataloguePage() {
  useDocumentTitle('Problems');
  const catalogue = useCatalogue();
  const [filter, setFilter] = useState(NO_FILTER);
  const all = catalogue.data ?? [];
  const visible = filterProblems(all, filter);
  return (
    <section className={styles.page} aria-labelledby="catalogue-title">
      <header className={styles.header}>
        <h1 id="catalogue-title">System Design Problems</h1>
        <p>The problems interviews keep coming back to, with what each one asks of you.</p>
      </header>
      {catalogue.isPending ? (
        <PageLoader label="Loading problems..." delayed={false} />
      ) : all.length === 0 ? (
        <div className={styles.empty}>
          <p>System design problems are being curated. Check back soon!</p>
        </div>
      ) : (
        <>
          <FiltersBar problems={all} filter={filter} onChange={setFilter} />
          {visible.length === 0 ? (
            <NoMatches
              onClear={() => {
                setFilter(NO_FILTER);
              }}
            />
          ) : (
            <ul className={styles.grid}>
              {visible.map((problem) => (
                <CatalogueCard key={problem.id} problem={problem} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
