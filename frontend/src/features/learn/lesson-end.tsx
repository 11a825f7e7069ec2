import { buttonClass } from '@/components/button-class';

import styles from './lesson-end.module.css';

/** The end-of-lesson button also opens the quiz; the way back puts the focus on it again. */
export const ATTEMPT_QUIZ_END_ID = 'attempt-quiz-end';

/** A reader who reached the end is offered the quiz there, not only at the top. */
export function LessonEnd({ onAttemptQuiz }: { onAttemptQuiz: (buttonId: string) => void }) {
  return (
    <aside className={styles.end} aria-labelledby="lesson-end-title">
      <h2 id="lesson-end-title" className={styles.title}>
        Check what stuck
      </h2>
      <p className={styles.text}>A few questions on this lesson, with an explanation for each.</p>
      <AttemptQuizButton id={ATTEMPT_QUIZ_END_ID} onAttemptQuiz={onAttemptQuiz} />
    </aside>
  );
}

interface AttemptQuizButtonProps {
  id: string;
  onAttemptQuiz: (buttonId: string) => void;
}

/** Opens the quiz, saying which button did, so the way back gives that one the focus. */
export function AttemptQuizButton({ id, onAttemptQuiz }: AttemptQuizButtonProps) {
  return (
    <button
      type="button"
      id={id}
      className={buttonClass('primary')}
      onClick={() => {
        onAttemptQuiz(id);
      }}
    >
      Attempt Quiz
    </button>
  );
}
