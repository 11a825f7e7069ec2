import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { useDocumentTitle } from '@/lib/use-document-title';

import { usePracticeProblems } from './api';
import { ProblemBrowser } from './problem-browser';
import { ProblemCard } from './problem-card';
import styles from './problems.module.css';

export default function PracticeListPage() {
  useDocumentTitle('Playground');
  const problems = usePracticeProblems();
  return (
    <section className={styles.page} aria-labelledby="practice-title">
      <header className={styles.header}>
        <h1 id="practice-title">System Design Playground</h1>
        <p>Pick a problem, design it on the canvas, then export or assess your design.</p>
      </header>
      <ProblemBrowser
        problems={problems.data}
        loadingLabel="Loading playground problems..."
        renderCard={(problem) => <ProblemCard key={problem.id} problem={problem} />}
        empty={
          <>
            <h2>No Problems Available</h2>
            <p>New problems are on their way. Meanwhile, brush up on the fundamentals.</p>
            <Link to="/learn" className={buttonClass('primary')}>
              Browse learning material
            </Link>
          </>
        }
      />
    </section>
  );
}
