import { buttonClass } from '@/components/button-class';
import type { AssessmentOutcome } from './api';
import { ASSESSMENT_STARTED, outcomeText } from './assessment-messages';
import { AssessmentReport } from './assessment-report';
import { LatestAttempt } from './latest-attempt';
import styles from './report.module.css';
import { SubmissionsPanel } from './submissions-panel';

interface AttemptsPanelProps {
  problemId: string;
  howToSubmit: string;
  /** Run Assessment's state; absent for a user who submits instead. */
  latest?: { running: boolean; outcome: AssessmentOutcome | null };
  onHighlight: (componentIds: string[]) => void;
  /** Opens the reference design beside the user's; null until a first assessed attempt. */
  onCompare?: (() => void) | null;
}

/** The Attempts tab: the assessment just run (or, after a reload, the latest recorded one) in
 * full, above every recorded attempt. */
export function AttemptsPanel(props: AttemptsPanelProps) {
  const { problemId, howToSubmit, latest, onHighlight, onCompare } = props;
  const outcome = latest?.running ? null : latest?.outcome;
  return (
    <div className={styles.attempts}>
      {onCompare && (
        <button type="button" className={buttonClass('secondary', 'small')} onClick={onCompare}>
          Compare with the reference
        </button>
      )}
      {latest?.running && <p className={styles.status}>{ASSESSMENT_STARTED}</p>}
      {outcome?.kind === 'success' ? (
        <AssessmentReport
          title="Latest assessment"
          result={outcome.result}
          onHighlight={onHighlight}
        />
      ) : (
        !latest?.running && <LatestAttempt problemId={problemId} onHighlight={onHighlight} />
      )}
      {outcome && outcome.kind !== 'success' && (
        <p className={styles.error}>{outcomeText(outcome)}</p>
      )}
      <h2 className={styles.attemptsTitle}>Your attempts</h2>
      <SubmissionsPanel problemId={problemId} howToSubmit={howToSubmit} />
    </div>
  );
}
