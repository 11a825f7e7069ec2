import { useEffect, useMemo, useRef, useState } from 'react';

import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/auth/use-auth';

import { useQuiz, useSaveScore } from '../api';
import type { QuestionData } from '../types';
import {
  canAdvance,
  choose,
  goNext,
  goPrevious,
  scoreAttempt,
  startAttempt,
  type QuizAttempt,
} from './quiz-model';
import { QuizResults } from './quiz-results';
import styles from './quiz.module.css';

interface QuizViewProps {
  lessonId: string;
  title: string;
  onExit: () => void;
}

export function QuizView({ lessonId, title, onExit }: QuizViewProps) {
  const quiz = useQuiz(lessonId, true);
  const [attempt, setAttempt] = useState<QuizAttempt>(startAttempt);
  const save = useSaveScore();
  const session = useSession();
  const saved = useRef(false);
  const questions = useMemo(() => quiz.data?.questions ?? [], [quiz.data]);

  useEffect(() => {
    if (!attempt.finished || saved.current || !session) return;
    saved.current = true;
    const result = scoreAttempt(attempt, questions);
    save.mutate({ subtopic_id: lessonId, score: result.correct, ...result });
  }, [attempt, questions, save, session, lessonId]);

  if (quiz.isPending) return <PageLoader label="Loading quiz..." delayed={false} />;

  const header = (
    <div className={styles.header}>
      <p className={styles.eyebrow}>Quiz</p>
      <h1 className={styles.title}>{title}</h1>
    </div>
  );

  if (questions.length === 0) {
    return (
      <section className={styles.quiz}>
        {header}
        <p className={styles.empty}>No quiz questions available for this subtopic.</p>
        <button type="button" className={buttonClass('secondary')} onClick={onExit}>
          Back to Lesson
        </button>
      </section>
    );
  }

  if (attempt.finished) {
    return (
      <section className={styles.quiz}>
        {header}
        <QuizResults
          questions={questions}
          attempt={attempt}
          onRetry={() => {
            saved.current = false;
            setAttempt(startAttempt());
          }}
          onExit={onExit}
        />
      </section>
    );
  }

  const question = questions[attempt.index] as QuestionData;
  const isLast = attempt.index === questions.length - 1;
  return (
    <section className={styles.quiz}>
      {header}
      <p className={styles.progress}>
        Question {attempt.index + 1} of {questions.length}
      </p>
      <fieldset className={styles.question}>
        <legend>{question.question_text}</legend>
        {question.question_choices.map((choice) => (
          <label key={choice.id} className={styles.choice}>
            <input
              type="radio"
              name={question.id}
              value={choice.id}
              checked={attempt.answers[question.id] === choice.id}
              onChange={() => {
                setAttempt((current) => choose(current, question.id, choice.id));
              }}
            />
            <span>{choice.choice_text}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={attempt.index === 0}
          onClick={() => {
            setAttempt(goPrevious);
          }}
        >
          Previous
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={onExit}>
          Back to Lesson
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!canAdvance(attempt, questions)}
          onClick={() => {
            setAttempt((current) => goNext(current, questions));
          }}
        >
          {isLast ? 'Finish Quiz' : 'Next'}
        </button>
      </div>
    </section>
  );
}
