import { useEffect, useState } from 'react';

import styles from './workspace.module.css';

const HINT_DELAY_MS = 1000;

/** The design coach's tab. Its welcome hint appears after about a second (SPEC §4). */
export function CoachTab({ problemTitle }: { problemTitle: string }) {
  const [showHint, setShowHint] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setShowHint(true);
    }, HINT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div className={styles.coach}>
      <ol className={styles.messages} aria-live="polite">
        {showHint && (
          <li className={styles.coachMessage}>
            Welcome! Let&apos;s work on <strong>{problemTitle}</strong>. For a URL shortener, start
            from the redirect path: a client asks DNS for your domain, a server looks the short code
            up, and a cache in front of the database keeps the hot links fast. Add the pieces you
            are missing and ask me about any trade-off.
          </li>
        )}
      </ol>
      <p className={styles.coachNote}>
        Chatting with the coach opens with the assessment release; the hint above is yours to follow
        now.
      </p>
    </div>
  );
}
