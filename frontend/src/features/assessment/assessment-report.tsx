import type { AssessmentResult } from './api';
import { FeedbackBody } from './feedback-body';
import styles from './report.module.css';
import { ScoreHead } from './score-head';

interface AssessmentReportProps {
  title: string;
  result: AssessmentResult;
  onHighlight: (componentIds: string[]) => void;
}

/** An attempt in full: the total and the scores as bars, then its feedback. */
export function AssessmentReport({ title, result, onHighlight }: AssessmentReportProps) {
  return (
    <section className={styles.report} aria-labelledby="assessment-report-title">
      <ScoreHead title={title} titleId="assessment-report-title" scores={result.scores} />
      <FeedbackBody result={result} onHighlight={onHighlight} />
    </section>
  );
}
