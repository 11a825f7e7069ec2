import { useState } from 'react';
import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';

import { DifficultyBadge } from './difficulty-badge';
import { withOverflow } from './problem-filters';
import styles from './problems.module.css';
import type { CatalogueProblem } from './types';

/** 'View Problem' opens the workspace of a practice problem; a problem only the catalogue
 * lists has no workspace, so the button unfolds all of its requirements in place. */
export function CatalogueCard({ problem }: { problem: CatalogueProblem }) {
  const [open, setOpen] = useState(false);
  const requirements = withOverflow(problem.requirements, open ? Infinity : 4);
  const listId = `catalogue-${problem.id}-requirements`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={`catalogue-${problem.id}`}>
        <div className={styles.cardTop}>
          <h2 id={`catalogue-${problem.id}`}>{problem.title}</h2>
          <DifficultyBadge difficulty={problem.difficulty} />
        </div>
        <p className={styles.description}>{problem.description}</p>
        <h3 className={styles.requirementsTitle}>Requirements</h3>
        <ul className={styles.requirements} id={listId}>
          {requirements.shown.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
          {requirements.hidden > 0 && <li className={styles.more}>+{requirements.hidden} more</li>}
        </ul>
        <div className={styles.action}>
          {problem.practice ? (
            <Link to={`/practice/${problem.id}`} className={buttonClass('secondary', 'small')}>
              View Problem
            </Link>
          ) : (
            <>
              <span className={styles.actionNote}>Catalogue only</span>
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => {
                  setOpen((shown) => !shown);
                }}
              >
                {open ? 'Show Less' : 'View Problem'}
              </button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
