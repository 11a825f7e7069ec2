import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/auth/use-auth';

import { LessonLockedError, QUIZ_LOCKED_MESSAGE, useQuiz, useSaveScore } from '../api';
import { LockedNotice } from '../locked-notice';
import type { FlatLesson } from '../types';
import { scoreAttempt, startAttempt, type QuizAttempt } from './quiz-model';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import styles from './quiz.module.css';

interface QuizViewProps {
  lesson: FlatLesson;
  onExit: () => void;
  next: FlatLesson | null;
  onNext: () => void;
}

export function QuizView({ lesson, onExit, next, onNext }: QuizViewProps) {
  const quiz = useQuiz(lesson.id);
  const [attempt, setAttempt] = useState<QuizAttempt>(startAttempt);
  const [round, setRound] = useState(0);
  const save = useSaveScore();
  const session = useSession();
  const saved = useRef(false);
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
        <QuizQuestion
          questions={questions}
          attempt={attempt}
          onChange={setAttempt}
          onExit={onExit}
        />
      )}
    </section>
  );
}
