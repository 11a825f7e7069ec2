import { NOTE_FIELDS, type DesignNotes, type NoteField } from '@/lib/design';
import { useId } from 'react';

import { charactersLeft, NOTE_LIMIT, NOTE_TEXT } from '../canvas/model/notes';
import styles from './notes-panel.module.css';

interface NoteProps {
  field: NoteField;
  text: string;
  onChange: (changed: Partial<DesignNotes>) => void;
}

function Note({ field, text, onChange }: NoteProps) {
  const id = useId();
  const { label, placeholder } = NOTE_TEXT[field];
  const left = charactersLeft(text);
  return (
    <div className={styles.note}>
      <label htmlFor={`${id}-text`}>{label}</label>
      <textarea
        id={`${id}-text`}
        rows={4}
        maxLength={NOTE_LIMIT}
        placeholder={placeholder}
        value={text}
        aria-describedby={left ? `${id}-left` : undefined}
        onChange={(event) => {
          onChange({ [field]: event.target.value });
        }}
      />
      {left && (
        <p id={`${id}-left`} className={styles.left}>
          {left}
        </p>
      )}
    </div>
  );
}

interface NotesPanelProps {
  notes: DesignNotes;
  onChange: (changed: Partial<DesignNotes>) => void;
}

/** The Notes tab: the reasoning beside the diagram, saved, exported and assessed with it. */
export function NotesPanel({ notes, onChange }: NotesPanelProps) {
  return (
    <form
      className={styles.notes}
      aria-label="Design notes"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <p className={styles.intro}>
        Your reasoning beside the diagram. The notes are saved with the design and go with it when
        you export, submit or assess it.
      </p>
      {NOTE_FIELDS.map((field) => (
        <Note key={field} field={field} text={notes[field]} onChange={onChange} />
      ))}
    </form>
  );
}
