/** A quiz attempt as plain data: one question at a time, answers, and the result. */

interface QuizChoice {
  id: string;
  is_correct: boolean;
}

export interface QuizQuestionLike {
  id: string;
  question_choices: QuizChoice[];
}

export interface QuizAttempt {
  index: number;
  answers: Readonly<Record<string, string>>;
  finished: boolean;
}

export interface QuizResult {
  correct: number;
  total: number;
  percentage: number;
}

export const startAttempt = (): QuizAttempt => ({ index: 0, answers: {}, finished: false });

export function choose(attempt: QuizAttempt, questionId: string, choiceId: string): QuizAttempt {
  if (attempt.finished) return attempt;
  return { ...attempt, answers: { ...attempt.answers, [questionId]: choiceId } };
}

/** Checking as you go, the first answer to a question is the one marked: it stays. */
export function chooseOnce(attempt: QuizAttempt, questionId: string, choiceId: string) {
  return questionId in attempt.answers ? attempt : choose(attempt, questionId, choiceId);
}

export function canAdvance(attempt: QuizAttempt, questions: readonly QuizQuestionLike[]) {
  const current = questions[attempt.index];
  return current !== undefined && current.id in attempt.answers;
}

export function goNext(attempt: QuizAttempt, questions: readonly QuizQuestionLike[]) {
  if (!canAdvance(attempt, questions)) return attempt;
  const isLast = attempt.index === questions.length - 1;
  return isLast ? { ...attempt, finished: true } : { ...attempt, index: attempt.index + 1 };
}

export function goPrevious(attempt: QuizAttempt): QuizAttempt {
  return { ...attempt, index: Math.max(0, attempt.index - 1) };
}

export function scoreAttempt(
  attempt: QuizAttempt,
  questions: readonly QuizQuestionLike[],
): QuizResult {
  const correct = questions.filter((question) =>
    question.question_choices.some(
      (choice) => choice.is_correct && attempt.answers[question.id] === choice.id,
    ),
  ).length;
  const total = questions.length;
  return { correct, total, percentage: total ? Math.round((correct / total) * 100) : 0 };
}

/** The result's band: 80% and above, 60% and above, or below. */
export function resultBand(percentage: number): 'Excellent!' | 'Good Job!' | 'Keep Studying!' {
  if (percentage >= 80) return 'Excellent!';
  if (percentage >= 60) return 'Good Job!';
  return 'Keep Studying!';
}
