import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/auth/use-auth';

import { LessonLockedError, QUIZ_LOCKED_MESSAGE, useQuiz, useSaveScore } from '../api';
import { LockedNotice } from '../locked-notice';
import type { FlatLesson } from '../types';
import { useCheckAsYouGo } from './check-as-you-go';
import { EntryMemory, type KeptAttempt } from './quiz-history';
import { scoreAttempt, startAttempt, type QuizAttempt } from './quiz-model';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import styles from './quiz.module.css';

// Each quiz history entry's attempt, so Forward into a quiz finds the question left there.
const keptAttempts = new EntryMemory<KeptAttempt<QuizAttempt>>();

interface QuizViewProps {
  /** The history entry this quiz is shown at. */
  entryKey: string;
  lesson: FlatLesson;
  onExit: () => void;
  next: FlatLesson | null;
  onNext: () => void;
}

export default function QuizView({ entryKey, lesson, onExit, next, onNext }: QuizViewProps) {
  const quiz = useQuiz(lesson.id);
  const [kept] = useState(() => keptAttempts.get(entryKey));
  const [attempt, setAttempt] = useState<QuizAttempt>(kept?.attempt ?? startAttempt());
  const [round, setRound] = useState(kept?.round ?? 0);
  const [checking, setChecking] = useCheckAsYouGo();
  const save = useSaveScore();
  const session = useSession();
  // A finished attempt brought back by Forward was saved when it finished.
  const saved = useRef(kept?.attempt.finished ?? false);
  useEffect(() => {
    keptAttempts.set(entryKey, { attempt, round });
  }, [entryKey, attempt, round]);
  const top = useRef<HTMLElement>(null);
  const questions = useMemo(() => quiz.data?.questions ?? [], [quiz.data]);

  useEffect(() => {
    if (!attempt.finished || saved.current || !session) return;
    saved.current = true;
    const result = scoreAttempt(attempt, questions);
    save.mutate({ subtopic_id: lesson.id, score: result.correct, ...result });
  }, [attempt, questions, save, session, lesson.id]);

  // Opening the quiz, its results and each retry start at the quiz's heading, below the
  // site's header, with the focus there; a next question only scrolls back up when needed.
  useLayoutEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.querySelector('h1')?.focus({ preventScroll: true });
  }, [round, attempt.finished]);
  useLayoutEffect(() => {
    const section = top.current;
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView();
  }, [attempt.index]);

  const locked = quiz.error instanceof LessonLockedError;
  return (
    <section ref={top} className={styles.quiz} aria-labelledby="quiz-title">
      <div className={styles.header}>
        <p className={styles.eyebrow}>Quiz</p>
        <h1 id="quiz-title" className={styles.title} tabIndex={-1}>
          {lesson.title}
        </h1>
      </div>
      {quiz.isPending ? (
        <PageLoader label="Loading quiz..." delayed={false} />
      ) : locked || questions.length === 0 ? (
        <>
          {locked ? (
            <LockedNotice
              message={QUIZ_LOCKED_MESSAGE}
              what="its quiz"
              tier={lesson.required_tier_id}
            />
          ) : (
            <p className={styles.empty}>No quiz questions available for this subtopic.</p>
          )}
          <div>
            <button type="button" className={buttonClass('secondary')} onClick={onExit}>
              Back to Lesson
            </button>
          </div>
        </>
      ) : attempt.finished ? (
        <QuizResults
          questions={questions}
          attempt={attempt}
          onRetry={() => {
            saved.current = false;
            setAttempt(startAttempt());
            setRound((count) => count + 1);
          }}
          onExit={onExit}
          next={next}
          onNext={onNext}
        />
      ) : (
        <>
          <label className={styles.checkToggle}>
            <input
              type="checkbox"
              checked={checking}
              onChange={(event) => {
                setChecking(event.target.checked);
              }}
            />
            Check each answer as I go
          </label>
          <QuizQuestion
            questions={questions}
            attempt={attempt}
            onChange={setAttempt}
            onExit={onExit}
            checking={checking}
          />
        </>
      )}
    </section>
  );
}
