import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';

import { DifficultyBadge } from './difficulty-badge';
import { withOverflow } from './problem-filters';
import styles from './problems.module.css';
import type { CatalogueProblem } from './types';

export function CatalogueCard({ problem }: { problem: CatalogueProblem }) {
  const requirements = withOverflow(problem.requirements, 4);
  return (
    <li className={styles.card}>
      <article aria-labelledby={`catalogue-${problem.id}`}>
        <div className={styles.cardTop}>
          <h2 id={`catalogue-${problem.id}`}>{problem.title}</h2>
          <DifficultyBadge difficulty={problem.difficulty} />
        </div>
        <p className={styles.description}>{problem.description}</p>
        <h3 className={styles.requirementsTitle}>Requirements</h3>
        <ul className={styles.requirements}>
          {requirements.shown.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
          {requirements.hidden > 0 && <li className={styles.more}>+{requirements.hidden} more</li>}
        </ul>
        <div className={styles.action}>
          <Link to={`/practice/${problem.id}`} className={buttonClass('secondary', 'small')}>
            View Problem
          </Link>
        </div>
      </article>
    </li>
  );
}
