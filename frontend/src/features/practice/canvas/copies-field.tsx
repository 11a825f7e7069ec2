import { useId, useState } from 'react';

import { COPIES_FIELD, type PropertyValue } from '@/lib/design';

import { copiesCount } from './model/component-types';
import styles from './canvas.module.css';

const { key, label, minimum, maximum, help } = COPIES_FIELD;

/** A whole number within the bounds, or null for text that is not one (yet). */
function parseCopies(text: string): number | null {
  const number = Number(text);
  return text.trim() !== '' && Number.isInteger(number) && number >= minimum && number <= maximum
    ? number
    : null;
}

/**
 * How many copies of a component run (its `replicas` property), which the assessment reads: a
 * number input with its bounds. A half-typed value stays in the field until it is a number in
 * bounds; leaving the field puts back the copies the design holds.
 */
export function CopiesField({
  value,
  onChange,
}: {
  value: PropertyValue | undefined;
  onChange: (copies: number) => void;
}) {
  const stored = copiesCount(value);
  const [draft, setDraft] = useState<string | null>(null);
  const helpId = useId();
  return (
    <>
      <label>
        <span>{label}</span>
        <input
          type="number"
          name={key}
          min={minimum}
          max={maximum}
          step={1}
          inputMode="numeric"
          value={draft ?? String(stored)}
          aria-describedby={helpId}
          onChange={(event) => {
            setDraft(event.target.value);
            const copies = parseCopies(event.target.value);
            if (copies !== null && copies !== stored) onChange(copies);
          }}
          onBlur={() => {
            setDraft(null);
          }}
        />
      </label>
      {/* Beside the label, not in it, so the field's name stays "Copies". */}
      <p id={helpId} className={`${styles.hint} ${styles.fieldHelp}`}>
        {help}
      </p>
    </>
  );
}
