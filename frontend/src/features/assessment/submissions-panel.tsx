import { useSubmissions, type SubmissionSummary } from './api';
import { AttemptChangesList } from './attempt-changes';
import { ScoreBars } from './score-bars';
import { SubmissionFeedback } from './submission-feedback';
import styles from './submissions.module.css';

// Made on first use: building a date format loads the browser's locale data, 20 ms of a phone's
// time that the workspace would otherwise spend before it can paint.
let format: Intl.DateTimeFormat | null = null;
function when(date: string): string {
  format ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(new Date(date));
}

function SubmissionItem({ submission }: { submission: SubmissionSummary }) {
  const { scores } = submission;
  return (
    <li className={styles.submission}>
      <div className={styles.submissionHead}>
        <time dateTime={submission.created_at}>{when(submission.created_at)}</time>
        <strong>
          {scores.total}/{scores.max_score}
        </strong>
      </div>
      <ScoreBars scores={scores} />
      {submission.changes && <AttemptChangesList changes={submission.changes} />}
      <SubmissionFeedback submissionId={submission.id} />
    </li>
  );
}

interface SubmissionsPanelProps {
  problemId: string;
  /** How this user submits a design: 'Run an assessment' or 'Submit your design'. */
  howToSubmit: string;
}

/**
 * The user's previous assessments of this problem, newest first, so progress shows. The page
 * calls them attempts.
 */
export function SubmissionsPanel({ problemId, howToSubmit }: SubmissionsPanelProps) {
  const submissions = useSubmissions(problemId, true);
  if (submissions.isPending) return <p className={styles.note}>Loading attempts...</p>;
  if (submissions.isError) {
    return (
      <p className={styles.note} role="alert">
        Could not load your attempts. Please try again.
      </p>
    );
  }
  if (submissions.data.length === 0) {
    return (
      <p className={styles.note}>
        No attempts yet. {howToSubmit} and your scores will appear here.
      </p>
    );
  }
  const count = submissions.data.length;
  const best = Math.max(...submissions.data.map((s) => s.scores.total));
  return (
    <div className={styles.panel}>
      <p className={styles.note}>
        {count} {count === 1 ? 'attempt' : 'attempts'} · best {best}/
        {submissions.data[0]?.scores.max_score}
      </p>
      <ol className={styles.list} aria-label="Your attempts">
        {submissions.data.map((submission) => (
          <SubmissionItem key={submission.id} submission={submission} />
        ))}
      </ol>
    </div>
  );
}
