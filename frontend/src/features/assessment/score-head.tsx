import { scoreSummary } from '@/lib/score-summary';

import type { Scores } from './api';
import { ScoreBars } from './score-bars';
import styles from './score-head.module.css';

interface ScoreHeadProps {
  title: string;
  titleId: string;
  scores: Scores;
}

/** A scored design's heading with its total, the score summary, then the scores as bars. */
export function ScoreHead({ title, titleId, scores }: ScoreHeadProps) {
  return (
    <>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.total} aria-hidden="true">
          <strong>{scores.total}</strong>/{scores.max_score}
        </p>
      </div>
      <p className={styles.summary}>{scoreSummary(scores)}</p>
      {/* The line above says it all for a screen reader; the bars are for the eye. */}
      <div aria-hidden="true" className={styles.bars}>
        <ScoreBars scores={scores} />
      </div>
    </>
  );
}
