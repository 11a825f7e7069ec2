import { CardAction } from './card-action';
import { DifficultyBadge } from './difficulty-badge';
import { withOverflow } from './problem-filters';
import styles from './problems.module.css';
import type { PracticeProblemSummary } from './types';

export function ProblemCard({ problem }: { problem: PracticeProblemSummary }) {
  const companies = withOverflow(problem.companies, 2);
  const tags = withOverflow(problem.tags, 4);
  return (
    <li className={styles.card}>
      <article aria-labelledby={`problem-${problem.id}`}>
        <div className={styles.cardTop}>
          <h2 id={`problem-${problem.id}`}>{problem.title}</h2>
          <DifficultyBadge difficulty={problem.difficulty} />
        </div>
        <p className={styles.description}>{problem.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Estimated time</dt>
            <dd>{problem.estimatedTime || '45 mins'}</dd>
          </div>
          {problem.companies.length > 0 && (
            <div>
              <dt>Asked at</dt>
              <dd>
                {companies.shown.join(', ')}
                {companies.hidden > 0 && <span className={styles.more}> +{companies.hidden}</span>}
              </dd>
            </div>
          )}
        </dl>
        <ul className={styles.tags} aria-label="Tags">
          {tags.shown.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
          {tags.hidden > 0 && <li className={styles.more}>+{tags.hidden} more</li>}
        </ul>
        <CardAction problem={problem} />
      </article>
    </li>
  );
}
