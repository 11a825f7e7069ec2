import { useMemo, useState } from 'react';

import { buttonClass } from '@/components/button-class';
import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';
import type { CanvasDesign } from '@/lib/design';
import { scoreSummary } from '@/lib/score-summary';

import { importDocument } from '../canvas/model/import-document';
import { NOTE_TEXT } from '../canvas/model/notes';
import type { PracticeProblem } from '../types';
import { DesignFigure } from './design-figure';
import { FollowUpQuestions } from './follow-up-questions';
import { OverlayFigure } from './overlay-figure';
import styles from './reference.module.css';
import { useReadableLayout } from './use-readable-layout';
import { useReference } from './use-reference';

const TITLE_ID = 'reference-title';

type View = 'beside' | 'over';
const VIEWS: [View, string][] = [
  ['beside', 'Separate'],
  ['over', 'Overlaid'],
];

interface ReferenceDialogProps {
  open: boolean;
  onClose: () => void;
  problem: PracticeProblem;
  /** The user's design as it stands on the canvas. */
  design: CanvasDesign;
}

function ReferenceBody({ problem, design }: Pick<ReferenceDialogProps, 'problem' | 'design'>) {
  const reference = useReference(problem.id, true);
  const imported = useMemo(
    () => (reference.data ? importDocument(JSON.stringify(reference.data.document)) : null),
    [reference.data],
  );
  const drawn = useReadableLayout(problem.id, imported?.ok ? imported.design : null);
  const [view, setView] = useState<View>('beside');
  if (reference.isPending) return <p aria-busy="true">Loading the reference design...</p>;
  if (reference.error) return <p role="alert">{reference.error.message}</p>;
  if (!imported?.ok) return <p role="alert">The reference design could not be read.</p>;
  if (!drawn) return <p aria-busy="true">Laying out the reference design...</p>;
  const { notes } = imported;
  const journey = reference.data.document.design.core_user_journey;
  return (
    <>
      <fieldset className={styles.views}>
        <legend className="visually-hidden">Show the reference</legend>
        {VIEWS.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="reference-view"
              value={value}
              checked={view === value}
              onChange={() => {
                setView(value);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className={styles.figures}>
        {view === 'beside' ? (
          <>
            <DesignFigure design={design} caption="Your design" />
            <DesignFigure design={drawn} caption="Reference design" />
          </>
        ) : (
          <OverlayFigure design={design} reference={drawn} />
        )}
      </div>
      <p className={styles.summary}>
        {`How the assessment scores the reference: ${scoreSummary(reference.data.scores)}`}
      </p>
      <div className={styles.notes}>
        {journey && (
          <section>
            <h3>Core user journey</h3>
            <p>{journey}</p>
          </section>
        )}
        {(Object.keys(NOTE_TEXT) as (keyof typeof NOTE_TEXT)[])
          .filter((field) => notes[field].trim())
          .map((field) => (
            <section key={field}>
              <h3>{NOTE_TEXT[field].label}</h3>
              <p>{notes[field]}</p>
            </section>
          ))}
      </div>
      <FollowUpQuestions questions={problem.follow_ups} className={styles.followUps} />
    </>
  );
}

/** The user's design and the problem's reference design, apart or the reference laid over
 * theirs, with the reference's notes. */
export function ReferenceDialog({ open, onClose, problem, design }: ReferenceDialogProps) {
  const { ref, closeOnBackdrop } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      className={`${modal.dialog} ${styles.dialog}`}
      aria-labelledby={TITLE_ID}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={styles.head}>
        <h2 id={TITLE_ID}>Your design and the reference</h2>
        <button type="button" className={buttonClass('secondary', 'small')} onClick={onClose}>
          Close
        </button>
      </div>
      {open && <ReferenceBody problem={problem} design={design} />}
    </dialog>
  );
}
