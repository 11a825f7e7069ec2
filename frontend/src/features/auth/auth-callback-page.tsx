import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { fetchCurrentUser } from '@/lib/auth/auth-client';
import { parseCallbackFragment } from '@/lib/auth/session';
import { sessionStore } from '@/lib/auth/store-instance';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './auth-callback-page.module.css';

const PROCESS_DELAY_MS = 500;
const ERROR_REDIRECT_MS = 3000;

/** Turns the server's redirect fragment into a session, per SPEC §4 and §8. */
async function completeSignIn(): Promise<string | null> {
  const result = parseCallbackFragment(window.location.hash);
  // Tokens never stay in the address bar or the history, whatever happens next.
  window.history.replaceState(null, '', window.location.pathname);
  switch (result.kind) {
    case 'error':
      return `Authentication failed: ${result.message}`;
    case 'missing-tokens':
      return 'Authentication failed: Missing tokens';
    case 'empty':
      return sessionStore.getSession() ? null : 'Authentication failed: No session created';
    case 'session': {
      const user = await fetchCurrentUser(result.session.access_token);
      sessionStore.setSession({ ...result.session, user }, 'SIGNED_IN');
      return null;
    }
  }
}

export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(error ? 'Authentication Error' : 'Signing in');

  useEffect(() => {
    let redirect: number | undefined;
    const goHome = () => void navigate('/home', { replace: true });
    const fail = (message: string) => {
      setError(message);
      redirect = window.setTimeout(goHome, ERROR_REDIRECT_MS);
    };
    const start = window.setTimeout(() => {
      completeSignIn()
        .then((message) => {
          if (message) fail(message);
          else goHome();
        })
        .catch((caught: unknown) => {
          const detail = caught instanceof Error ? caught.message : '';
          fail(detail ? `Authentication failed: ${detail}` : 'Authentication failed');
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
