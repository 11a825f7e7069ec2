import { DifficultyBadge } from '../difficulty-badge';
import { withOverflow } from '../problem-filters';
import type { PracticeProblem } from '../types';
import styles from './details-panel.module.css';

export function DetailsPanel({ problem }: { problem: PracticeProblem }) {
  const tags = withOverflow(problem.tags, 6);
  return (
    <section className={styles.details} aria-label="Problem details">
      <p className={styles.detailsDescription}>{problem.description}</p>
      <div className={styles.detailsGrid}>
        <div>
          <h3>Functional requirements</h3>
          <ul>
            {problem.functional_requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Non-functional requirements</h3>
          <ul>
            {problem.non_functional_requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <dl className={styles.detailsFacts}>
          <dt>Difficulty</dt>
          <dd>
            <DifficultyBadge difficulty={problem.difficulty} />
          </dd>
          <dt>Estimated time</dt>
          <dd>{problem.estimatedTime || '45 mins'}</dd>
          <dt>Problem id</dt>
          <dd>
            <code>{problem.id}</code>
          </dd>
          <dt>Companies</dt>
          <dd>{problem.companies.join(', ')}</dd>
          <dt>Tags</dt>
          <dd>
            {tags.shown.join(', ')}
            {tags.hidden > 0 && ` +${String(tags.hidden)} more`}
          </dd>
        </dl>
      </div>
    </section>
  );
}
