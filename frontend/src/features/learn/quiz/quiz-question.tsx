import { buttonClass } from '@/components/button-class';

import type { QuestionData } from '../types';
import { CheckedChoices } from './checked-choices';
import { canAdvance, choose, chooseOnce, goNext, goPrevious, type QuizAttempt } from './quiz-model';
import styles from './quiz.module.css';

interface QuizQuestionProps {
  questions: QuestionData[];
  attempt: QuizAttempt;
  onChange: (update: (attempt: QuizAttempt) => QuizAttempt) => void;
  onExit: () => void;
  /** Each answer is marked as it is chosen, and then stays. */
  checking: boolean;
}

/** The current question with its choices, and Previous, Back to Lesson and Next or Finish. */
export function QuizQuestion(props: QuizQuestionProps) {
  const { questions, attempt, onChange, onExit, checking } = props;
  const question = questions[attempt.index] as QuestionData;
  const isLast = attempt.index === questions.length - 1;
  return (
    <>
      <p className={styles.progress}>
        Question {attempt.index + 1} of {questions.length}
      </p>
      {checking ? (
        <CheckedChoices
          key={question.id}
          question={question}
          chosenId={attempt.answers[question.id]}
          onChoose={(choiceId) => {
            onChange((current) => chooseOnce(current, question.id, choiceId));
          }}
        />
      ) : (
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
                  onChange((current) => choose(current, question.id, choice.id));
                }}
              />
              <span>{choice.choice_text}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={attempt.index === 0}
          onClick={() => {
            onChange(goPrevious);
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
            onChange((current) => goNext(current, questions));
          }}
        >
          {isLast ? 'Finish Quiz' : 'Next'}
        </button>
      </div>
    </>
  );
}
