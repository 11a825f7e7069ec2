import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';

import { DifficultyBadge } from '../difficulty-badge';
import { FollowUpQuestions } from '../reference/follow-up-questions';
import { withOverflow } from '../problem-filters';
import type { PracticeProblem } from '../types';
import { Hints } from './hints';
import styles from './details-panel.module.css';

interface DetailsPanelProps {
  problem: PracticeProblem;
  /** Opens the reference design beside the user's; offered after a first assessed attempt. */
  onCompare: () => void;
}

function AfterFirstAttempt({ problem, onCompare }: DetailsPanelProps) {
  if (!problem.reference_available) {
    return (
      <div>
        <h3>Reference design</h3>
        <p className={styles.muted}>
          Once a design of yours has been assessed, you can compare it with a reference design and
          read the questions an interviewer would ask next.
        </p>
      </div>
    );
  }
  return (
    <div>
      <h3>Reference design</h3>
      <button type="button" className={buttonClass('primary', 'small')} onClick={onCompare}>
        Compare with the reference
      </button>
      <FollowUpQuestions questions={problem.follow_ups} className={styles.followUps} />
    </div>
  );
}

export function DetailsPanel({ problem, onCompare }: DetailsPanelProps) {
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
      <div className={styles.detailsGrid}>
        {problem.lessons.length > 0 && (
          <div>
            <h3>Lessons it practises</h3>
            <ul>
              {problem.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <Link to={`/learn/${lesson.id}`}>{lesson.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Hints problemId={problem.id} hints={problem.hints} />
        <AfterFirstAttempt problem={problem} onCompare={onCompare} />
      </div>
    </section>
  );
}
