import { buttonClass } from '@/components/button-class';
import { SignInButton } from '@/components/sign-in/sign-in-button';
import { useAuthOptions, useSession } from '@/lib/auth/use-auth';

import type { QuestionData } from '../types';
import { resultBand, scoreAttempt, type QuizAttempt } from './quiz-model';
import styles from './quiz.module.css';

interface QuizResultsProps {
  questions: QuestionData[];
  attempt: QuizAttempt;
  onRetry: () => void;
  onExit: () => void;
  /** The lesson after this one in the course, if any, and the way to it. */
  next: { title: string } | null;
  onNext: () => void;
}

export function QuizResults(props: QuizResultsProps) {
  const { questions, attempt, onRetry, onExit, next, onNext } = props;
  const result = scoreAttempt(attempt, questions);
  const band = resultBand(result.percentage);
  // A learner who kept up goes on; one who did not is offered the quiz again first.
  const goOn = band !== 'Keep Studying!';
  return (
    <div className={styles.results}>
      <div className={styles.scoreCard} role="status">
        <p className={styles.band}>{band}</p>
        <p className={styles.percentage}>{result.percentage}%</p>
        <p>
          {result.correct} of {result.total} correct
        </p>
      </div>
      <SignInToSave />
      <ol className={styles.review}>
        {questions.map((question) => {
          const chosen = question.question_choices.find(
            (choice) => choice.id === attempt.answers[question.id],
          );
          const right = question.question_choices.find((choice) => choice.is_correct);
          const correct = chosen?.is_correct === true;
          return (
            <li key={question.id} className={correct ? styles.right : styles.wrong}>
              <p className={styles.reviewQuestion}>{question.question_text}</p>
              <p>
                <span className={styles.verdict}>{correct ? 'Correct' : 'Incorrect'}:</span>{' '}
                {chosen?.choice_text}
              </p>
              {!correct && right && <p>Right answer: {right.choice_text}</p>}
              {question.explanation && <p className={styles.explanation}>{question.explanation}</p>}
            </li>
          );
        })}
      </ol>
      {next && (
        <p id="next-lesson-title" className={styles.nextLesson}>
          Up next: {next.title}
        </p>
      )}
      <div className={styles.actions}>
        {next && (
          <button
            type="button"
            className={buttonClass(goOn ? 'primary' : 'secondary')}
            onClick={onNext}
            aria-describedby="next-lesson-title"
          >
            Next lesson
          </button>
        )}
        <button
          type="button"
          className={buttonClass(goOn && next ? 'secondary' : 'primary')}
          onClick={onRetry}
        >
          Retry Quiz
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onExit}>
          Back to Lesson
        </button>
      </div>
    </div>
  );
}

/** A visitor's result is not kept: a quiet word that signing in keeps the next one. */
function SignInToSave() {
  const session = useSession();
  const options = useAuthOptions();
  const offered = options.data?.google === true || options.data?.dev_login === true;
  if (session || !offered) return null;
  return (
    <aside className={styles.keepProgress} aria-label="Keep your progress">
      <p>Sign in and your progress is saved: every quiz you pass gets a tick in the topic list.</p>
      <SignInButton size="small">Sign In</SignInButton>
    </aside>
  );
}
