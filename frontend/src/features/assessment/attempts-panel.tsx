import type { AssessmentOutcome } from './api';
import { ASSESSMENT_STARTED, outcomeText } from './assessment-messages';
import { AssessmentReport } from './assessment-report';
import styles from './report.module.css';
import { SubmissionsPanel } from './submissions-panel';

interface AttemptsPanelProps {
  problemId: string;
  howToSubmit: string;
  /** Run Assessment's state; absent for a user who submits instead. */
  latest?: { running: boolean; outcome: AssessmentOutcome | null };
  onHighlight: (componentIds: string[]) => void;
}

/** The Attempts tab: the assessment just run, in full, above every recorded attempt. */
export function AttemptsPanel({ problemId, howToSubmit, latest, onHighlight }: AttemptsPanelProps) {
  const outcome = latest?.running ? null : latest?.outcome;
  return (
    <div className={styles.attempts}>
      {latest?.running && <p className={styles.status}>{ASSESSMENT_STARTED}</p>}
      {outcome?.kind === 'success' && (
        <AssessmentReport result={outcome.result} onHighlight={onHighlight} />
      )}
      {outcome && outcome.kind !== 'success' && (
        <p className={styles.error}>{outcomeText(outcome)}</p>
      )}
      <h2 className={styles.attemptsTitle}>Your attempts</h2>
      <SubmissionsPanel problemId={problemId} howToSubmit={howToSubmit} />
    </div>
  );
}
