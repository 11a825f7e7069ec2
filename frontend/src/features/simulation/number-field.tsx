import { useId, type ReactNode } from 'react';

import styles from './panel.module.css';

interface NumberFieldProps {
  label: ReactNode;
  min: number;
  max: number;
  step: number;
  /** null: empty. */
  value: number | null;
  placeholder?: string;
  /** The number typed, or null when the field is emptied. */
  onNumber: (value: number | null) => void;
}

/** A labelled number input of the settings. */
export function NumberField({ label, value, onNumber, ...limits }: NumberFieldProps) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        className={styles.number}
        type="number"
        {...limits}
        value={value ?? ''}
        onChange={(event) => {
          const { value: typed, valueAsNumber } = event.target;
          onNumber(typed === '' || Number.isNaN(valueAsNumber) ? null : valueAsNumber);
        }}
      />
    </label>
  );
}
