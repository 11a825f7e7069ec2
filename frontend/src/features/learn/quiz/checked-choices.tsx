import type { QuestionData } from '../types';
import styles from './quiz.module.css';

interface CheckedChoicesProps {
  question: QuestionData;
  chosenId: string | undefined;
  onChoose: (choiceId: string) => void;
}

/**
 * The choices as buttons when each answer is checked as it is chosen: the first one chosen is
 * marked right or wrong at once, with the right answer and the explanation, and a screen
 * reader hears the verdict. Buttons rather than radios, whose arrow keys would choose (and so
 * lock in) every choice they pass over.
 */
export function CheckedChoices({ question, chosenId, onChoose }: CheckedChoicesProps) {
  const chosen = question.question_choices.find((choice) => choice.id === chosenId);
  const right = question.question_choices.find((choice) => choice.is_correct);
  const legendId = `question-${question.id}`;
  return (
    <div className={styles.question}>
      <p id={legendId} className={styles.legend}>
        {question.question_text}
      </p>
      <ul className={styles.checkedList} role="list" aria-labelledby={legendId}>
        {question.question_choices.map((choice) => {
          const mark = chosen ? markOf(choice, chosen.id) : null;
          return (
            <li key={choice.id}>
              <button
                type="button"
                className={`${styles.choice} ${mark ? styles[mark.kind] : ''}`}
                aria-pressed={choice.id === chosenId}
                // Once answered the choices stay focusable, so the focus is not lost.
                aria-disabled={chosen !== undefined}
                onClick={() => {
                  if (!chosen) onChoose(choice.id);
                }}
              >
                <span>{choice.choice_text}</span>
                {mark && <span className={styles.markLabel}>{mark.label}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status" className={styles.feedback}>
        {chosen && (
          <>
            <p className={styles.verdict}>
              {chosen.is_correct
                ? 'Correct.'
                : `Not quite. The right answer is: ${right?.choice_text ?? ''}`}
            </p>
            {question.explanation && <p className={styles.explanation}>{question.explanation}</p>}
          </>
        )}
      </div>
    </div>
  );
}

interface Mark {
  kind: 'markedRight' | 'markedWrong';
  label: string;
}

/** Colour is not the only sign: each marked choice says what it is. */
function markOf(choice: { id: string; is_correct: boolean }, chosenId: string): Mark | null {
  const isChosen = choice.id === chosenId;
  if (choice.is_correct)
    return { kind: 'markedRight', label: isChosen ? 'Correct' : 'Right answer' };
  return isChosen ? { kind: 'markedWrong', label: 'Incorrect' } : null;
}
