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
}

export function QuizResults({ questions, attempt, onRetry, onExit }: QuizResultsProps) {
  const result = scoreAttempt(attempt, questions);
  const band = resultBand(result.percentage);
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
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
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
