import { useRef, useState } from 'react';

import { buttonClass } from '@/components/button-class';

import { CLEAR_ERROR, mayClear } from './chat-model';
import styles from './coach.module.css';
import type { CoachConversation } from './use-coach-conversation';

const QUESTION_ID = 'coach-clear-question';

interface ClearConversationProps {
  conversation: CoachConversation;
  /** Takes the focus once Clear is chosen: the button that asked is disabled as the thread
   * empties, and the natural next step is a new question. */
  focusComposer: () => void;
}

/**
 * "Clear conversation", confirmed in place rather than in a dialog: the question takes the
 * focus on Keep, the choice that loses nothing, and Keep or Escape gives it back to the button.
 */
export function ClearConversation({ conversation, focusComposer }: ClearConversationProps) {
  const { messages, loading, inFlight, clearing, clear } = conversation;
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const busy = inFlight || clearing;
  const enabled = mayClear({ messageCount: messages.length, loading, busy });

  const keep = () => {
    setAsking(false);
    // A message sent meanwhile disables the button: the message box has the focus then.
    if (opener.current?.disabled === false) opener.current.focus();
    else focusComposer();
  };
  const confirm = async () => {
    setAsking(false);
    setFailed(false);
    focusComposer();
    // When the server could not clear it, the conversation stays and says so.
    setFailed(!(await clear()));
  };

  return (
    <div className={styles.toolbar}>
      <button
        ref={opener}
        type="button"
        className={buttonClass('ghost', 'small')}
        disabled={!enabled}
        aria-expanded={asking}
        aria-controls={asking ? QUESTION_ID : undefined}
        onClick={() => {
          setFailed(false);
          setAsking(true);
        }}
      >
        Clear conversation
      </button>
      {asking && (
        <div
          id={QUESTION_ID}
          role="group"
          aria-labelledby={`${QUESTION_ID}-text`}
          className={styles.question}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Escape answers the question only, not whatever the canvas does with it.
            event.stopPropagation();
            keep();
          }}
        >
          <span id={`${QUESTION_ID}-text`}>Clear the whole conversation?</span>
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            onClick={() => void confirm()}
          >
            Clear
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            // The question was just asked: its safe answer is where the focus goes.
            autoFocus
            onClick={keep}
          >
            Keep
          </button>
        </div>
      )}
      {failed && (
        <p className={styles.clearError} role="alert">
          {CLEAR_ERROR}
        </p>
      )}
    </div>
  );
}
