import { useAttempts, type AttemptSummary } from './api';
import { AttemptFeedback } from './attempt-feedback';
import styles from './attempts.module.css';
import { ScoreBars } from './score-bars';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Attempt({ attempt }: { attempt: AttemptSummary }) {
  const { scores } = attempt;
  return (
    <li className={styles.attempt}>
      <div className={styles.attemptHead}>
        <time dateTime={attempt.created_at}>{when.format(new Date(attempt.created_at))}</time>
        <strong>
          {scores.total}/{scores.max_score}
        </strong>
      </div>
      <ScoreBars scores={scores} />
      <AttemptFeedback submissionId={attempt.id} />
    </li>
  );
}

interface AttemptsPanelProps {
  problemId: string;
  /** How this user makes an attempt: 'Run an assessment' or 'Submit your design'. */
  howToAttempt: string;
}

/** The user's previous assessments of this problem, newest first, so progress shows. */
export function AttemptsPanel({ problemId, howToAttempt }: AttemptsPanelProps) {
  const attempts = useAttempts(problemId, true);
  if (attempts.isPending) return <p className={styles.note}>Loading attempts...</p>;
  if (attempts.isError) {
    return (
      <p className={styles.note} role="alert">
        Could not load your attempts. Please try again.
      </p>
    );
  }
  if (attempts.data.length === 0) {
    return (
      <p className={styles.note}>
        No attempts yet. {howToAttempt} and your scores will appear here.
      </p>
    );
  }
  const best = Math.max(...attempts.data.map((a) => a.scores.total));
  return (
    <div className={styles.panel}>
      <p className={styles.note}>
        {attempts.data.length} {attempts.data.length === 1 ? 'attempt' : 'attempts'} · best {best}/
        {attempts.data[0]?.scores.max_score}
      </p>
      <ol className={styles.list} aria-label="Your attempts">
        {attempts.data.map((attempt) => (
          <Attempt key={attempt.id} attempt={attempt} />
        ))}
      </ol>
    </div>
  );
}
