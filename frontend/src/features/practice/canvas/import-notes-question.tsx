import { createPortal } from 'react-dom';

import { buttonClass } from '@/components/button-class';
import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';

export type NotesAnswer = 'keep' | 'replace' | 'cancel';

export interface NotesQuestion {
  fileName: string;
  /** The title of the problem the file was made for, when it gives one. */
  otherTitle: string | null;
}

// Keeping the notes comes first, as the choice that loses nothing.
const CHOICES = [
  { answer: 'keep', label: 'Keep my notes', look: 'primary' },
  { answer: 'replace', label: 'Replace my notes', look: 'secondary' },
] as const;

const TITLE_ID = 'import-notes-title';
const TEXT_ID = 'import-notes-text';

/**
 * Asks what becomes of this problem's notes when a file made for another problem is imported:
 * its diagram replaces the canvas either way (Undo brings the old one back), but replaced notes
 * cannot be brought back. Escape or Cancel imports nothing. The dialog is drawn at the page's
 * top level, since the Import button may sit in a menu that closes as it is chosen.
 */
export function ImportNotesQuestion({
  question,
  onAnswer,
}: {
  question: NotesQuestion | null;
  onAnswer: (answer: NotesAnswer) => void;
}) {
  const cancel = () => {
    onAnswer('cancel');
  };
  const { ref, closeOnBackdrop } = useModalDialog(question !== null, cancel);
  const other = question?.otherTitle ? `“${question.otherTitle}”` : 'another problem';
  return createPortal(
    <dialog
      ref={ref}
      className={modal.dialog}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
      onClose={() => {
        if (question) cancel();
      }}
      onClick={closeOnBackdrop}
    >
      {question && (
        <div className={modal.body}>
          <h2 id={TITLE_ID} className={modal.title}>
            Import a design from another problem?
          </h2>
          <p id={TEXT_ID} className={modal.text}>
            {`${question.fileName} was made for ${other}. Its diagram will replace yours (Undo brings yours back). Keep the notes you wrote for this problem, or replace them with the file's? Replaced notes cannot be brought back.`}
          </p>
          <div className={modal.actions}>
            {CHOICES.map(({ answer, label, look }) => (
              <button
                key={answer}
                type="button"
                className={buttonClass(look)}
                onClick={() => {
                  onAnswer(answer);
                }}
              >
                {label}
              </button>
            ))}
            <button type="button" className={buttonClass('ghost')} onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}
