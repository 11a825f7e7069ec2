import { useState } from 'react';
import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/use-document-title';

import { usePracticeProblems } from './api';
import { FiltersBar } from './filters-bar';
import { NoMatches } from './no-matches';
import { filterProblems, NO_FILTER } from './problem-filters';
import { ProblemCard } from './problem-card';
import styles from './problems.module.css';

export default function PracticeListPage() {
  useDocumentTitle('Playground');
  const problems = usePracticeProblems();
  const [filter, setFilter] = useState(NO_FILTER);
  const all = problems.data ?? [];
  const visible = filterProblems(all, filter);
  return (
    <section className={styles.page} aria-labelledby="practice-title">
      <header className={styles.header}>
        <h1 id="practice-title">System Design Playground</h1>
        <p>Pick a problem, design it on the canvas, then export or assess your design.</p>
      </header>
      {problems.isPending ? (
        <PageLoader label="Loading playground problems..." delayed={false} />
      ) : all.length === 0 ? (
        <div className={styles.empty}>
          <h2>No Problems Available</h2>
          <p>New problems are on their way. Meanwhile, brush up on the fundamentals.</p>
          <Link to="/learn" className={buttonClass('primary')}>
            Browse learning material
          </Link>
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
                <ProblemCard key={problem.id} problem={problem} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
