import { useState } from 'react';

import { buttonClass } from '@/components/button-class';

import { nextHintLabel, readShownHints, saveShownHints } from './hint-progress';
import styles from './details-panel.module.css';

/** The problem's hints, opened one at a time; the newest one is announced. */
export function Hints({ problemId, hints }: { problemId: string; hints: string[] }) {
  const [shown, setShown] = useState(() => readShownHints(localStorage, problemId, hints.length));
  if (hints.length === 0) return null;
  const next = nextHintLabel(shown, hints.length);
  return (
    <div className={styles.hints}>
      <h3>Hints</h3>
      {shown === 0 && (
        <p className={styles.muted}>Stuck? Open a hint; each one says a little more.</p>
      )}
      <ol aria-live="polite">
        {hints.slice(0, shown).map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ol>
      {next && (
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          onClick={() => {
            saveShownHints(localStorage, problemId, shown + 1);
            setShown(shown + 1);
          }}
        >
          {next}
        </button>
      )}
    </div>
  );
}
