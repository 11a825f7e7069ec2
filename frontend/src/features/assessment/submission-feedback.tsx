import { useState } from 'react';

import { buttonClass } from '@/components/button-class';

import { useSubmission } from './api';
import { FeedbackBody } from './feedback-body';
import styles from './submissions.module.css';

/** A submission's feedback (as far as the tier shows it), loaded the first time it is opened. */
export function SubmissionFeedback({ submissionId }: { submissionId: number }) {
  const [open, setOpen] = useState(false);
  const submission = useSubmission(submissionId, open);
  const panelId = `submission-feedback-${String(submissionId)}`;
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'small')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        {open ? 'Hide feedback' : 'Show feedback'}
      </button>
      {open && (
        <div id={panelId} className={styles.feedback}>
          {submission.isPending && <p>Loading feedback...</p>}
          {submission.isError && (
            <p role="alert">Could not load this feedback. Please try again.</p>
          )}
          {submission.data && <FeedbackBody result={submission.data} showChanges={false} />}
        </div>
      )}
    </>
  );
}
