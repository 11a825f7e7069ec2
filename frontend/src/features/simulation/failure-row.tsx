import { useId } from 'react';

import { buttonClass } from '@/components/button-class';

import { NumberField } from './number-field';
import styles from './panel.module.css';
import {
  DURATION_S,
  withFailureChanged,
  type FailureSetting,
  type SimulationSettings,
} from './settings';
import type { FailureKind } from './types';

const KINDS: readonly { value: FailureKind; label: string }[] = [
  { value: 'down', label: 'Down' },
  { value: 'slow', label: 'Slow' },
  { value: 'cut', label: 'Cut' },
];

interface FailureRowProps {
  failure: FailureSetting;
  change: (edit: (current: SimulationSettings) => SimulationSettings) => void;
  onRemove: () => void;
}

/** One failure: what fails, how, from which second; its fields are named by its component. */
export function FailureRow({ failure, change, onRemove }: FailureRowProps) {
  const id = useId();
  const edit = (patch: Parameters<typeof withFailureChanged>[2]) => {
    change((current) => withFailureChanged(current, failure.key, patch));
  };
  const name = failure.label || failure.componentId;
  return (
    <fieldset className={styles.failure}>
      <legend className={styles.failureName}>{name}</legend>
      <div className={styles.failureFields}>
        <label htmlFor={`${id}-kind`}>
          Kind
          <select
            id={`${id}-kind`}
            className={styles.select}
            value={failure.kind}
            onChange={(event) => {
              edit({ kind: event.target.value as FailureKind });
            }}
          >
            {KINDS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {failure.kind === 'slow' && (
          <NumberField
            label="Times slower"
            min={1}
            max={100}
            step={0.5}
            value={failure.factor}
            onNumber={(factor) => {
              edit({ factor: factor ?? 1 });
            }}
          />
        )}
        <NumberField
          label="At second"
          min={0}
          max={DURATION_S - 1}
          step={1}
          value={failure.atS}
          onNumber={(atS) => {
            edit({ atS: atS ?? 0 });
          }}
        />
        <button
          type="button"
          className={buttonClass('ghost', 'small')}
          aria-label={`Remove the failure of ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </fieldset>
  );
}
