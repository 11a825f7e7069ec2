import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  canAdvance,
  choose,
  chooseOnce,
  goNext,
  goPrevious,
  resultBand,
  scoreAttempt,
  startAttempt,
  type QuizQuestionLike,
} from './quiz-model';

const questions: QuizQuestionLike[] = ['q1', 'q2', 'q3'].map((id) => ({
  id,
  question_choices: [
    { id: `${id}-a`, is_correct: true },
    { id: `${id}-b`, is_correct: false },
  ],
}));

describe('a quiz attempt', () => {
  it('cannot advance until the current question is answered', () => {
    const attempt = startAttempt();
    expect(canAdvance(attempt, questions)).toBe(false);
    expect(goNext(attempt, questions)).toBe(attempt);
    const answered = choose(attempt, 'q1', 'q1-b');
    expect(goNext(answered, questions).index).toBe(1);
  });

  it('never goes before the first question', () => {
    expect(goPrevious(startAttempt()).index).toBe(0);
  });

  it('finishes from the last question and scores with a rounded percentage', () => {
    let attempt = startAttempt();
    for (const [id, choice] of [
      ['q1', 'q1-a'],
      ['q2', 'q2-b'],
      ['q3', 'q3-a'],
    ] as const) {
      attempt = goNext(choose(attempt, id, choice), questions);
    }
    expect(attempt.finished).toBe(true);
    expect(scoreAttempt(attempt, questions)).toEqual({ correct: 2, total: 3, percentage: 67 });
  });

  it('keeps answers when going back', () => {
    const attempt = goPrevious(goNext(choose(startAttempt(), 'q1', 'q1-a'), questions));
    expect(attempt.index).toBe(0);
    expect(canAdvance(attempt, questions)).toBe(true);
  });
});

describe('resultBand', () => {
  it('uses the 80 and 60 percent thresholds', () => {
    expect(resultBand(80)).toBe('Excellent!');
    expect(resultBand(79)).toBe('Good Job!');
    expect(resultBand(60)).toBe('Good Job!');
    expect(resultBand(59)).toBe('Keep Studying!');
  });

  it('gives every percentage exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percentage) => {
        const expected =
          percentage >= 80 ? 'Excellent!' : percentage >= 60 ? 'Good Job!' : 'Keep Studying!';
        expect(resultBand(percentage)).toBe(expected);
      }),
    );
  });
});

describe('checking each answer as it is chosen', () => {
  it('keeps the first answer to a question: the one that was marked', () => {
    const first = chooseOnce(startAttempt(), 'q1', 'q1-b');
    const again = chooseOnce(first, 'q1', 'q1-a');
    expect(again).toBe(first);
    expect(scoreAttempt(goNext(again, questions), questions).correct).toBe(0);
  });

  it('still answers each question that has no answer yet', () => {
    const attempt = chooseOnce(chooseOnce(startAttempt(), 'q1', 'q1-a'), 'q2', 'q2-b');
    expect(attempt.answers).toEqual({ q1: 'q1-a', q2: 'q2-b' });
  });
});
