import { useId, useRef, useState } from 'react';

import { buttonClass } from '@/components/button-class';

import { FailureRow } from './failure-row';
import styles from './panel.module.css';
import {
  newFailure,
  withoutFailure,
  type FailureSetting,
  type SimulationSettings,
} from './settings';

export interface DesignComponent {
  id: string;
  label: string;
}

interface FailuresEditorProps {
  failures: readonly FailureSetting[];
  change: (edit: (current: SimulationSettings) => SimulationSettings) => void;
  listComponents: () => DesignComponent[];
}

/** The failures to inject, each editable and removable, and a picker to add one. */
export function FailuresEditor({ failures, change, listComponents }: FailuresEditorProps) {
  const hintId = useId();
  const pickerId = useId();
  // Read when the picker opens: the design's components as they are then.
  const [choices, setChoices] = useState<DesignComponent[] | null>(null);
  const [chosen, setChosen] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  const open = () => {
    const components = listComponents();
    setChoices(components);
    setChosen(components[0]?.id ?? '');
  };
  const close = () => {
    setChoices(null);
    // The picker is going away: focus goes back to the button that opened it.
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const remove = (key: string) => {
    // The row and its Remove button go: focus moves on to the button that adds one back.
    addButton.current?.focus();
    change((current) => withoutFailure(current, key));
  };
  const add = () => {
    const component = choices?.find((candidate) => candidate.id === chosen);
    if (component) {
      const failure = newFailure(component.id, component.label);
      change((current) => ({ ...current, failures: [...current.failures, failure] }));
    }
    close();
  };

  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend>Failures</legend>
      {failures.length > 0 ? (
        <ul className={styles.failures}>
          {failures.map((failure) => (
            <li key={failure.key}>
              <FailureRow
                failure={failure}
                change={change}
                onRemove={() => {
                  remove(failure.key);
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>None: every component works throughout.</p>
      )}
      <p id={hintId} className={styles.hint}>
        Down stops one copy (the only one, if it has one). Slow makes each copy slower. Cut leaves
        no copy reachable.
      </p>
      {choices === null ? (
        <button
          ref={addButton}
          type="button"
          className={`${buttonClass('secondary', 'small')} ${styles.start}`}
          onClick={open}
        >
          Add a failure
        </button>
      ) : choices.length === 0 ? (
        <p className={styles.hint}>
          Your design has no components yet.{' '}
          <button type="button" className={buttonClass('ghost', 'small')} onClick={close}>
            Close
          </button>
        </p>
      ) : (
        <div className={styles.picker}>
          <label htmlFor={pickerId}>Component to fail</label>
          <select
            id={pickerId}
            className={styles.select}
            value={chosen}
            // Opened by the button just pressed: its choice is the next thing to make.
            autoFocus
            onChange={(event) => {
              setChosen(event.target.value);
            }}
          >
            {choices.map((component) => (
              <option key={component.id} value={component.id}>
                {component.label || component.id}
              </option>
            ))}
          </select>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary', 'small')} onClick={add}>
              Add
            </button>
            <button type="button" className={buttonClass('ghost', 'small')} onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
