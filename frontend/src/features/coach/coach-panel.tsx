import { useEffect, useRef } from 'react';

import { buttonClass } from '@/components/button-class';
import { MarkdownView } from '@/components/markdown-view';

import { HISTORY_ERROR, isSendKey, messageToSend } from './chat-model';
import { ClearConversation } from './clear-conversation';
import styles from './coach.module.css';
import type { CoachConversation } from './use-coach-conversation';

const SCROLL_DELAY_MS = 100;

/** The Chat tab: Clear conversation, the thread (what was kept of it first, newest at the
 * bottom) and the message box. */
export function CoachPanel({ conversation }: { conversation: CoachConversation }) {
  const { messages, loading, loadFailed, inFlight, clearing, send, draft, setDraft } = conversation;
  const end = useRef<HTMLLIElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const busy = inFlight || clearing;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
    }, SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [messages.length]);

  // Blank messages, and messages sent while one is in flight or the thread is being cleared,
  // are ignored; the draft stays.
  const submit = () => {
    if (messageToSend(draft, busy) === null) return;
    setDraft('');
    void send(draft);
  };

  return (
    <div className={styles.coach}>
      <ClearConversation
        conversation={conversation}
        focusComposer={() => {
          box.current?.focus();
        }}
      />
      {/* Focusable, so a keyboard can scroll a thread taller than the panel (a phone's sheet). */}
      <ol
        className={styles.messages}
        aria-live="polite"
        aria-label="Conversation with the coach"
        tabIndex={0}
      >
        {loading && <li className={styles.loading}>Loading the conversation…</li>}
        {loadFailed && (
          // Said once, above whatever is asked now: the coach still answers.
          <li className={styles.coachMessage} data-tone="error">
            <span className="visually-hidden">Coach: </span>
            {HISTORY_ERROR}
          </li>
        )}
        {messages.map((message) => (
          <li
            key={message.id}
            className={message.role === 'user' ? styles.userMessage : styles.coachMessage}
            data-tone={message.tone}
            data-author={message.role}
          >
            <span className="visually-hidden">{message.role === 'user' ? 'You: ' : 'Coach: '}</span>
            {message.role === 'user' ? (
              // What the user typed is shown as typed, not interpreted as Markdown.
              <div className={styles.plain}>{message.text}</div>
            ) : (
              <MarkdownView source={message.text} />
            )}
          </li>
        ))}
        {inFlight && (
          <li className={styles.typing} data-testid="coach-typing">
            <span className="visually-hidden">The coach is writing…</span>
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </li>
        )}
        <li ref={end} aria-hidden="true" className={styles.end} />
      </ol>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <textarea
          ref={box}
          aria-label="Message the coach"
          placeholder="Ask about a trade-off or your design…"
          rows={2}
          maxLength={4000}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
            event.preventDefault();
            submit();
          }}
        />
        <button
          type="submit"
          className={buttonClass('primary', 'small')}
          disabled={busy || !draft.trim()}
        >
          Send
        </button>
      </form>
    </div>
  );
}
