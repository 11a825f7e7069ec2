import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { fetchCurrentUser } from '@/lib/auth/auth-client';
import { parseCallbackFragment } from '@/lib/auth/callback-fragment';
import { takeSignInState } from '@/lib/auth/sign-in-state';
import { sessionStore } from '@/lib/auth/store-instance';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './auth-callback-page.module.css';

const PROCESS_DELAY_MS = 500;
const ERROR_REDIRECT_MS = 3000;
const FAILED = 'Authentication failed';
const HOME = '/home';

/**
 * Turns the server's redirect fragment into a session, or into the one message the page shows
 * when it cannot; signed in, it goes back to the page sign-in started from. Only the sign-in this tab started may replace the session: tokens in a link made by anyone else are refused
 * and the current session stays exactly as it was.
 */
type Outcome = { failed: string } | { to: string };

async function completeSignIn(): Promise<Outcome> {
  const result = parseCallbackFragment(
    window.location.hash,
    takeSignInState(window.sessionStorage),
  );
  // Tokens never stay in the address bar or the history, whatever happens next.
  window.history.replaceState(null, '', window.location.pathname);
  switch (result.kind) {
    case 'error':
      return { failed: result.reason ? `${FAILED}: ${result.reason}` : FAILED };
    case 'not-started-here':
      return { failed: `${FAILED}: This sign-in was not started in this browser.` };
    case 'missing-tokens':
      return { failed: `${FAILED}: Missing tokens` };
    case 'empty':
      return sessionStore.getSession() ? { to: HOME } : { failed: `${FAILED}: No session created` };
    case 'session': {
      const user = await fetchCurrentUser(result.session.access_token);
      sessionStore.setSession({ ...result.session, user }, 'SIGNED_IN');
      return { to: result.returnTo };
    }
  }
}

export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(error ? 'Authentication Error' : 'Signing in');

  useEffect(() => {
    let redirect: number | undefined;
    const go = (to: string) => void navigate(to, { replace: true });
    const fail = (message: string) => {
      setError(message);
      redirect = window.setTimeout(() => {
        go(HOME);
      }, ERROR_REDIRECT_MS);
    };
    const start = window.setTimeout(() => {
      completeSignIn()
        .then((outcome) => {
          if ('failed' in outcome) fail(outcome.failed);
          else go(outcome.to);
        })
        .catch((caught: unknown) => {
          const detail = caught instanceof Error ? caught.message : '';
          fail(detail ? `${FAILED}: ${detail}` : FAILED);
        });
    }, PROCESS_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(redirect);
    };
  }, [navigate]);

  if (!error) return <PageLoader label="Authenticating..." delayed={false} />;
  return (
    <section className={styles.page} role="alert" aria-labelledby="auth-error-title">
      <h1 id="auth-error-title" className={styles.title}>
        Authentication Error
      </h1>
      <p className={styles.message}>{error}</p>
      <p className={styles.redirect}>Redirecting to home...</p>
    </section>
  );
}
