import { useState } from 'react';

import { buttonClass } from '@/components/button-class';
import { MarkdownView } from '@/components/markdown-view';

import { useAttempt } from './api';
import styles from './attempts.module.css';

/** An attempt's written feedback, loaded the first time it is opened. */
export function AttemptFeedback({ submissionId }: { submissionId: number }) {
  const [open, setOpen] = useState(false);
  const attempt = useAttempt(submissionId, open);
  const panelId = `attempt-feedback-${String(submissionId)}`;
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
          {attempt.isPending && <p>Loading feedback...</p>}
          {attempt.isError && <p role="alert">Could not load this feedback. Please try again.</p>}
          {attempt.data && <MarkdownView source={attempt.data.analysis} />}
        </div>
      )}
    </>
  );
}
