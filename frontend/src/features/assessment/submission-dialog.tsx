import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';

import type { AssessmentResult } from './api';
import type { SubmissionView } from './assessment-messages';
import { FeedbackBody } from './feedback-body';
import { ScoreHead } from './score-head';
import styles from './submission.module.css';

const TITLE_ID = 'submission-title';

function Scored({ result }: { result: AssessmentResult }) {
  return (
    <>
      <ScoreHead title="Design submitted" titleId={TITLE_ID} scores={result.scores} />
      <FeedbackBody result={result} />
    </>
  );
}

function NotScored({ analysis }: { analysis: string }) {
  return (
    <>
      <h2 id={TITLE_ID} className={modal.title}>
        Design not scored
      </h2>
      <p className={styles.error} role="alert">
        {analysis}
      </p>
    </>
  );
}

interface SubmissionDialogProps {
  view: SubmissionView | null;
  onClose: () => void;
}

/**
 * The result of 'Submit Design' as a modal: the three scores and the total, what changed since
 * the previous attempt, and the feedback the tier shows (for tiers 1 and 2 why it scored so and
 * the most important finding), with the way to the rest.
 */
export function SubmissionDialog({ view, onClose }: SubmissionDialogProps) {
  const { ref, closeOnBackdrop } = useModalDialog(view !== null, onClose);
  // The dialog would focus its first link (a finding's lesson); Close takes it instead, after
  // the dialog opens, so Enter or Escape leaves the learner where they were.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (view) closeButton.current?.focus();
  }, [view]);
  const locked = view?.kind === 'scored' && !view.result.feedback_included;
  return (
    <dialog
      ref={ref}
      className={`${modal.dialog} ${styles.dialog}`}
      aria-labelledby={TITLE_ID}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      {view && (
        <div className={modal.body}>
          {view.kind === 'scored' ? (
            <Scored result={view.result} />
          ) : (
            <NotScored analysis={view.analysis} />
          )}
          {/* Close comes first so it, not the way out of the workspace, has the focus. */}
          <div className={`${modal.actions} ${styles.actions}`}>
            <button
              ref={closeButton}
              type="button"
              className={buttonClass(locked ? 'ghost' : 'primary')}
              onClick={onClose}
            >
              Close
            </button>
            {locked && (
              <Link to="/pricing" className={buttonClass('primary')}>
                Upgrade Plan
              </Link>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
